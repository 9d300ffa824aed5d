"""Solution paths as JSON Lines: one object per step, for ``--trace`` and File > Export.

Each object: ``puzzle`` (1-based index of the input), ``kind`` (place, eliminate, guess,
backtrack, contradiction, solved, no-solution, search-done, time-limit), ``technique`` (or null),
``placements`` and ``eliminations`` as ``[cell, digit]`` pairs with cells named ``"r3c4"``,
``depth`` (guesses on the record stack after the step) and ``text``.
"""

from __future__ import annotations

import json
from typing import Any, Protocol

from .atomic import AtomicFile, WriteFailed
from .grid import cell_name
from .steps import Backtrack, Eliminate, Guess, Place, Step


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
    return {
        "puzzle": puzzle,
        "kind": step.kind,
        "technique": technique,
        "placements": placements,
        "eliminations": eliminations,
        "depth": depth,
        "text": step.text,
    }


class TextSink(Protocol):
    """Anything with ``write(str)``: a text file, or the CLI's trace file."""

    def write(self, text: str, /) -> object: ...


class TraceWriter:
    """Writes step records to a text stream, tracking the search depth as it goes."""

    def __init__(self, stream: TextSink) -> None:
        self._stream = stream
        self._depth = 0
        self.puzzle = 1

    def start(self, puzzle: int) -> None:
        """Begin the steps of input puzzle number ``puzzle`` (1-based)."""
        self.puzzle = puzzle
        self._depth = 0

    def write(self, step: Step) -> None:
        if isinstance(step, Guess | Backtrack):
            self._depth = step.depth
        self._stream.write(json.dumps(step_record(step, self.puzzle, self._depth), ensure_ascii=False) + "\n")


# The atomic output file moved to ``atomic.py``; these names stay for their callers.
TraceFile = AtomicFile
__all__ = ["AtomicFile", "TraceFile", "TraceWriter", "WriteFailed", "step_record"]
