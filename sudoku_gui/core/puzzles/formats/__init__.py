"""Puzzle formats beyond plain digits: a format is one module here (its reader, its writer,
its name and what it keeps), registered in ``FORMATS``.

A ``Board`` holds ``givens``, the digits ``placed`` since (the player's or a solver's; 0 where
none) and pencil ``marks`` (81 candidate masks, or None when only the values are known).

Formats, in the order Save As and Copy As list them: ``81`` (``digits.py``), ``sdk``
(``sdk.py``), ``pm`` (``pencil_marks.py``), ``hodoku`` (``hodoku.py``), ``729``
(``candidate_line.py``). What each format holds comes back exactly (the tests check it on random
boards); ``losses`` says what a format would drop of a given board.

Adding a format: a module declaring ``FORMAT = Format(...)`` (with ``is_line``/``read_line``
when its puzzle is one line, so that ``puzzle_io`` reads it), and one line in ``FORMATS``.
"""

from __future__ import annotations

from . import candidate_line, digits, hodoku, pencil_marks, sdk
from .candidate_line import is_candidate_line, parse_candidate_line
from .format_base import LOSSES, Board, Format
from .hodoku import MARKS_KEYWORD, is_hodoku_line, parse_hodoku_line
from .pencil_marks import parse_pm_tokens, pm_tokens

__all__ = [
    "FORMATS",
    "FORMAT_NAMES",
    "LINE_FORMATS",
    "LOSSES",
    "MARKS_KEYWORD",
    "WRITERS",
    "Board",
    "Format",
    "is_candidate_line",
    "is_hodoku_line",
    "keeping_format",
    "losses",
    "parse_candidate_line",
    "parse_hodoku_line",
    "parse_pm_tokens",
    "pm_tokens",
]

FORMATS: dict[str, Format] = {
    f.name: f for f in (digits.FORMAT, sdk.FORMAT, pencil_marks.FORMAT, hodoku.FORMAT, candidate_line.FORMAT)
}
"""Format name -> its ``Format``, in menu order."""

LINE_FORMATS: tuple[Format, ...] = tuple(f for f in FORMATS.values() if f.is_line is not None)
"""The formats whose puzzle is one line ``puzzle_io`` recognises (``is_line``) and reads."""

WRITERS = {name: f.write for name, f in FORMATS.items()}
"""Format name -> writer of one board."""

FORMAT_NAMES = {name: f.title for name, f in FORMATS.items()}
"""Format name -> its title (translated in context ``formats``)."""


def losses(board: Board, fmt: str) -> dict[str, int]:
    """What writing ``board`` as ``fmt`` (a key of ``WRITERS``) would drop, read back: a key
    of ``LOSSES`` -> how many cells; empty when the format keeps everything the board holds.
    Written marks count when the board has them, even marks equal to the candidates (without
    them the board shows no marks when View > Show Candidates is off).

    Raises:
        KeyError: for a format name that is not a key of ``WRITERS``.
    """
    keeps = FORMATS[fmt].keeps
    found = {}
    placed = sum(1 for p in board.placed if p)
    if placed and "placed" not in keeps:
        found["placed"] = placed
    if board.marks is not None and "marks" not in keeps:
        found["marks"] = sum(1 for v in board.values if not v)
    return {key: n for key, n in found.items() if n}


def keeping_format(board: Board, preferred: str) -> str:
    """``preferred`` when it keeps everything ``board`` holds, else the HoDoKu line (which keeps
    everything): the format Save As offers first."""
    return preferred if not losses(board, preferred) else "hodoku"
