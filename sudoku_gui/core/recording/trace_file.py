"""Solution paths as JSON Lines: one object per step, for ``--trace`` and File > Export.

A run begins with a ``start`` line naming its puzzle (``{"kind": "start", "version": 1,
"puzzle": "<81 characters>"}``), so that it reads back against that puzzle only. Then each step:
``puzzle`` (1-based index of the input), ``kind`` (place, eliminate, guess, backtrack,
contradiction, solved, no-solution, search-done, time-limit), ``technique`` (or null),
``placements`` and ``eliminations`` as ``[cell, digit]`` pairs with cells named ``"r3c4"``,
``depth`` (guesses on the record stack after the step) and ``text``; a ``search-done`` carries
``solutions`` and ``complete``. This is the step protocol (``docs/step-protocol.md``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol

from ..atomic import AtomicFile, WriteFailed
from ..external.protocol import VERSION
from ..grid import cell_name
from ..steps import Backtrack, Eliminate, Guess, Place, SearchDone, Step


def step_record(step: Step, puzzle: int, depth: int) -> dict[str, Any]:
    """The JSON-ready record of ``step``."""
    placements: list[list[str | int]] = []
    eliminations: list[list[str | int]] = []
    technique = getattr(step, "technique", None)
    if isinstance(step, Place):
        placements = [[cell_name(step.cell), step.digit]]
        eliminations = [[cell_name(c), d] for c, d in step.peer_eliminations]
    elif isinstance(step, Eliminate):
        eliminations = [[cell_name(c), d] for c, d in step.eliminations]
    elif isinstance(step, Guess):
        placements = [[cell_name(step.cell), step.digit]]
        technique = "Guess"
    elif isinstance(step, Backtrack):
        eliminations = [[cell_name(step.cell), step.digit]]
        technique = "Backtrack"
    record: dict[str, Any] = {
        "puzzle": puzzle,
        "kind": step.kind,
        "technique": technique,
        "placements": placements,
        "eliminations": eliminations,
        "depth": depth,
        "text": step.text,
    }
    if isinstance(step, SearchDone):
        record["solutions"] = step.solutions
        record["complete"] = step.complete
    return record


def start_record(values: Sequence[int]) -> dict[str, Any]:
    """The ``start`` line of a run from ``values`` (81 ints, 0 = empty)."""
    return {"kind": "start", "version": VERSION, "puzzle": "".join(str(v) for v in values)}


class TextSink(Protocol):
    """Anything with ``write(str)``: a text file, or the CLI's trace file."""

    def write(self, text: str, /) -> object: ...


class TraceWriter:
    """Writes step records to a text stream, tracking the search depth as it goes."""

    def __init__(self, stream: TextSink) -> None:
        self._stream = stream
        self._depth = 0
        self.puzzle = 1

    def start(self, puzzle: int, values: Sequence[int] | None = None) -> None:
        """Begin the steps of input puzzle number ``puzzle`` (1-based), from ``values`` (81 ints:
        written as the run's ``start`` line; None for a puzzle that could not be read)."""
        self.puzzle = puzzle
        self._depth = 0
        if values is not None:
            self._stream.write(json.dumps(start_record(values)) + "\n")

    def write(self, step: Step) -> None:
        if isinstance(step, Guess | Backtrack):
            self._depth = step.depth
        self._stream.write(json.dumps(step_record(step, self.puzzle, self._depth), ensure_ascii=False) + "\n")


# The atomic output file moved to ``atomic.py``; these names stay for their callers.
TraceFile = AtomicFile
__all__ = ["AtomicFile", "TraceFile", "TraceWriter", "WriteFailed", "step_record"]
