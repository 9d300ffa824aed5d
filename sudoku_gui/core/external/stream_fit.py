"""Whether a saved step stream fits a puzzle: read before a stream without a start line is opened
against the puzzle on the board (File > Open Run), so a run of another puzzle is refused at once,
saying where, instead of being shown as a run that goes wrong.

A *misfit* is a step that places or guesses a digit in a cell the board already fills with
another digit (a given, or the player's digit). Lines that cannot be read are not misfits: the
run shows them as what they are. Steps are numbered as the step counter counts (a blank line or
a ``start`` line is not a step). A line seen before is not parsed again (a search repeats a few
thousand lines millions of times), so reading costs about what reading the file costs.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from ..grid import Cell
from ..message import QT_TRANSLATE_NOOP, Message
from .protocol import parse_cell, parse_digit

MISFIT = QT_TRANSLATE_NOOP(
    "steps", "this run does not fit the puzzle on the board: step {n} places {digit} in {cell}, which holds {digit2}"
)
MISFIT_GUESS = QT_TRANSLATE_NOOP(
    "steps", "this run does not fit the puzzle on the board: step {n} guesses {digit} in {cell}, which holds {digit2}"
)
_SEEN = 1 << 16
"""Lines remembered as fitting, at most (then forgotten and learnt again)."""
_CHECK_EVERY = 4096
"""Lines read between two looks at ``stop``."""


class Misfit(NamedTuple):
    """Step ``step`` (1-based) places (``guess``: guesses) ``digit`` in ``cell``, which holds ``held``."""

    step: int
    cell: Cell
    digit: int
    held: int
    guess: bool

    def message(self) -> Message:
        """``this run does not fit the puzzle on the board: step 12 places 4 in r1c2, which holds 7``."""
        template = MISFIT_GUESS if self.guess else MISFIT
        return Message(template, n=f"{self.step:,}", digit=self.digit, cell=self.cell, digit2=self.held)


def first_misfit(
    lines: Iterable[bytes], values: Sequence[int], stop: Callable[[], bool] | None = None
) -> Misfit | None:
    """The first misfit of the stream ``lines`` against ``values`` (81 ints, 0 = empty), or None
    (also when ``stop()`` says to give up, looked at every few thousand lines)."""
    seen: set[bytes] = set()
    step = 0
    first = True
    for number, raw in enumerate(lines):
        if stop is not None and number % _CHECK_EVERY == 0 and stop():
            return None
        text = raw.strip()
        if not text:
            continue
        if text in seen:
            step += 1
            continue
        record = _record(text)
        if first and isinstance(record, dict) and record.get("kind") == "start":
            first = False
            continue
        first = False
        step += 1
        for cell, digit in _placements(record):
            held = values[cell]
            if held and held != digit:
                return Misfit(step, cell, digit, held, record.get("kind") == "guess")
        if len(seen) >= _SEEN:
            seen.clear()
        seen.add(text)
    return None


def _record(text: bytes) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _placements(record: Any) -> list[tuple[Cell, int]]:
    """The (cell, digit) a ``place`` or ``guess`` record puts (none for other records, or for
    one that cannot be read: the run says what is wrong with it)."""
    if not isinstance(record, dict) or record.get("kind") not in ("place", "guess"):
        return []
    try:
        if "cell" in record:
            return [(parse_cell(record["cell"]), parse_digit(record["digit"]))]
        pairs = record.get("placements") or ()
        return [(parse_cell(c), parse_digit(d)) for c, d in pairs]
    except (KeyError, ValueError, TypeError):
        return []
