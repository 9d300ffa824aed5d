"""Puzzle formats beyond plain digits: readers and writers of one puzzle each.

A ``Board`` holds ``givens``, the digits ``placed`` since (the player's or a solver's; 0 where
none) and pencil ``marks`` (81 candidate masks, or None when only the values are known).

Formats (the names are the ones used in Save As and Copy As):

* ``81``: one line of 81 characters, ``.`` for empty (what every collection uses);
* ``sdk``: SadMan Sudoku's ``.sdk``: ``#`` header lines, then nine lines of nine;
* ``pm``: a pencil-mark grid as posted on the Sudoku forums: nine rows of nine
  whitespace-separated cells, each the cell's digit or its candidates, with ``|`` ``-`` ``.``
  ``+`` ``:`` ``*`` ``'`` borders. So that the app's own grids come back exactly, a player's digit
  is written ``+5`` (as in HoDoKu's lines), an empty cell with one mark ``5.`` (a candidate, not a
  digit) and an empty cell without marks ``.``; plain forum grids read as before;
* ``hodoku``: a HoDoKu library line ``:0000:x:<givens, + before placed digits>:<deleted
  candidates>:::<extra>`` with deleted candidates as ``<digit><row><col>`` (HoDoKu's reglib
  format). HoDoKu's lines can only delete candidates, so the app says the rest in the last
  field, which HoDoKu reads past: ``marks`` when marks are written (even with nothing deleted),
  followed by any mark a peer's digit rules out (the player may write one), also as
  ``<digit><row><col>``: ``:0000:x:<givens>:<deleted>:::marks 512 735``;
* ``729``: a candidate line of 81 groups of nine characters, ``d`` at position d when d is a
  candidate, ``.`` or ``0`` else; a group with one digit is a filled cell. When a line uses both
  fillers, a one-digit group filled with ``0`` is an empty cell with one mark: the app writes its
  lone marks so, and every other group with ``.``.

What each format holds comes back exactly (the tests check it on random boards): ``81`` and
``sdk`` the digits (all as givens); ``pm`` givens, the player's digits and every mark of the empty
cells; ``hodoku`` everything: givens, the player's digits, and the marks as written (or that none
are); ``729`` the digits (all as givens) and every mark of the empty cells. ``losses`` says what a
format would drop of a given board.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .candidates import COUNT, DIGITS, bit
from .grid import PuzzleError, Values, basic_candidates, format_grid
from .message import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Board:
    """A puzzle with its progress: ``givens``; ``placed`` digits (0 where none); ``marks``
    (81 masks, a filled cell holding its digit) or None."""

    givens: Values
    placed: Values = (0,) * 81
    marks: tuple[int, ...] | None = None

    @property
    def values(self) -> Values:
        return tuple(g or p for g, p in zip(self.givens, self.placed, strict=True))

    def shown_marks(self) -> list[int]:
        """The marks, or the candidates the values imply when there are none."""
        return list(self.marks) if self.marks is not None else basic_candidates(self.values)


# --- readers -----------------------------------------------------------------------------------


def is_hodoku_line(line: str) -> bool:
    return line.startswith(":") and line.count(":") >= 4


def parse_hodoku_line(line: str) -> Board:
    """A HoDoKu library line. Raises PuzzleError when its givens field is not 81 cells."""
    fields = line.strip().split(":")
    givens_field = fields[3] if len(fields) > 3 else ""
    givens, placed = [], []
    plus = False
    for ch in givens_field:
        if ch == "+":
            plus = True
            continue
        v = int(ch) if ch in "123456789" else 0
        if ch not in "0123456789.":
            raise PuzzleError(f"unexpected character {ch!r} in a HoDoKu line's givens")
        givens.append(0 if plus else v)
        placed.append(v if plus else 0)
        plus = False
    if len(givens) != 81:
        raise PuzzleError(f"a HoDoKu line's givens hold 81 cells, this one {len(givens)}")
    values = [g or p for g, p in zip(givens, placed, strict=True)]
    marks = basic_candidates(values)
    deleted = (fields[4] if len(fields) > 4 else "").split()
    extra = (fields[7] if len(fields) > 7 else "").split()
    written = extra[:1] == [MARKS_KEYWORD]
    if not deleted and not written:  # no deletions: no marks written (the board shows the candidates)
        return Board(tuple(givens), tuple(placed), None)
    for cell, d in _candidates(deleted, "deleted"):
        if not values[cell]:
            marks[cell] &= ~bit(d)
    for cell, d in _candidates(extra[1:] if written else [], "written"):
        if not values[cell]:
            marks[cell] |= bit(d)
    return Board(tuple(givens), tuple(placed), tuple(marks))


MARKS_KEYWORD = "marks"
"""The first word of a HoDoKu line's last field when the app wrote its marks there (see above)."""


def _candidates(tokens: Sequence[str], what: str) -> list[tuple[int, int]]:
    """(cell, digit) of ``<digit><row><col>`` tokens. Raises PuzzleError on any other token."""
    found = []
    for token in tokens:
        if len(token) != 3 or not token.isdigit() or "0" in token:
            raise PuzzleError(f"a {what} candidate is <digit><row><col>, not {token!r}")
        d, r, c = (int(ch) for ch in token)
        found.append(((r - 1) * 9 + c - 1, d))
    return found


def is_candidate_line(line: str) -> bool:
    text = line.strip()
    return len(text) == 729 and set(text) <= set("0123456789.")


def parse_candidate_line(line: str) -> Board:
    """A 729-character candidate line. Raises PuzzleError on a digit out of its place."""
    text = line.strip()
    both = "0" in text and "." in text  # the app's convention: a lone mark's group filled with 0
    marks, values = [], []
    for cell in range(81):
        group = text[cell * 9 : cell * 9 + 9]
        mask = 0
        for i, ch in enumerate(group):
            if ch in "123456789":
                if int(ch) != i + 1:
                    raise PuzzleError(f"cell {cell + 1} of the candidate line has {ch} in place {i + 1}")
                mask |= bit(i + 1)
        marks.append(mask)
        lone_mark = both and "0" in group
        values.append(DIGITS[mask][0] if COUNT[mask] == 1 and not lone_mark else 0)
    return Board(tuple(values), (0,) * 81, tuple(marks))


def pm_tokens(line: str) -> list[str] | None:
    """The cell tokens of one row of a pencil-mark grid (whitespace-separated, ``|`` or ``:``
    between boxes), or None when ``line`` is not one."""
    tokens = "".join(" " if ch in "|:" else ch for ch in line).split()
    if len(tokens) < 3 or not all(
        _PM_TOKEN.fullmatch(t) and len(set(t.strip("+."))) == len(t.strip("+.")) for t in tokens
    ):
        return None
    return tokens


_PM_TOKEN = re.compile(r"\+[1-9]|[1-9]+\.?|\.")
"""A pencil-mark grid's cell: a digit, ``+`` and the player's digit, candidates (``5.``: one
candidate, not a digit), or ``.``: an empty cell without marks."""


def parse_pm_tokens(tokens: Sequence[str]) -> Board:
    """81 cell tokens: one digit a filled cell (a given), several its candidates."""
    if len(tokens) != 81:
        raise PuzzleError(f"a pencil-mark grid has 81 cells, this one {len(tokens)}")
    givens = [int(t) if len(t) == 1 and t != "." else 0 for t in tokens]
    placed = [int(t[1]) if t.startswith("+") else 0 for t in tokens]
    marks = [sum(bit(int(ch)) for ch in t if ch.isdigit()) for t in tokens]
    return Board(tuple(givens), tuple(placed), tuple(marks))


# --- writers -----------------------------------------------------------------------------------


def write_81(board: Board) -> str:
    return format_grid(board.values) + "\n"


def write_sdk(board: Board) -> str:
    rows = format_grid(board.values)
    return "#D Written by Sudoku Visualizer\n" + "".join(rows[r * 9 : r * 9 + 9] + "\n" for r in range(9))


def write_pm(board: Board) -> str:
    """A forum pencil-mark grid: columns as wide as their widest cell."""
    marks = board.shown_marks()
    cells = [_pm_cell(g, p, marks[c]) for c, (g, p) in enumerate(zip(board.givens, board.placed, strict=True))]
    widths = [max(len(cells[r * 9 + col]) for r in range(9)) for col in range(9)]
    stack = [sum(widths[s * 3 : s * 3 + 3]) + 4 for s in range(3)]
    border = "." + ".".join("-" * w for w in stack) + ".\n"
    out = [border]
    for r in range(9):
        parts = []
        for s in range(3):
            parts.append(" " + " ".join(cells[r * 9 + col].ljust(widths[col]) for col in range(s * 3, s * 3 + 3)) + " ")
        out.append("|" + "|".join(parts) + "|\n")
        if r in (2, 5, 8):
            out.append(border if r == 8 else ":" + "+".join("-" * w for w in stack) + ":\n")
    return "".join(out)


def _pm_cell(given: int, placed: int, mask: int) -> str:
    if given:
        return str(given)
    if placed:
        return f"+{placed}"
    digits = "".join(map(str, DIGITS[mask]))
    return "." if not digits else digits + "." if len(digits) == 1 else digits


def write_hodoku(board: Board) -> str:
    """A HoDoKu library line with the placed digits marked ``+``, the deleted candidates and,
    when marks are written, ``marks`` and the marks a peer's digit rules out (see above)."""
    givens = "".join(
        f"+{p}" if p and not g else str(g) if g else "." for g, p in zip(board.givens, board.placed, strict=True)
    )
    deleted, added = [], []
    if board.marks is not None:
        implied = basic_candidates(board.values)
        for cell in range(81):
            if not board.values[cell]:
                where = f"{cell // 9 + 1}{cell % 9 + 1}"
                deleted += [f"{d}{where}" for d in DIGITS[implied[cell] & ~board.marks[cell]]]
                added += [f"{d}{where}" for d in DIGITS[board.marks[cell] & ~implied[cell]]]
    extra = "" if board.marks is None else " ".join([MARKS_KEYWORD, *added])
    return f":0000:x:{givens}:{' '.join(deleted)}:::{extra}\n"


def write_729(board: Board) -> str:
    """Candidates as digits in place; a lone mark of an empty cell with ``0`` around it (see above)."""
    marks, values = board.shown_marks(), board.values
    groups = []
    for c in range(81):
        fill = "0" if not values[c] and COUNT[marks[c]] == 1 else "."
        groups.append("".join(str(d) if marks[c] & bit(d) else fill for d in range(1, 10)))
    return "".join(groups) + "\n"


WRITERS = {"81": write_81, "sdk": write_sdk, "pm": write_pm, "hodoku": write_hodoku, "729": write_729}
"""Format name -> writer of one board."""

FORMAT_NAMES = {
    "81": QT_TRANSLATE_NOOP("formats", "81 characters"),
    "sdk": QT_TRANSLATE_NOOP("formats", "SadMan Sudoku (.sdk)"),
    "pm": QT_TRANSLATE_NOOP("formats", "Pencil-mark grid"),
    "hodoku": QT_TRANSLATE_NOOP("formats", "HoDoKu library line"),
    "729": QT_TRANSLATE_NOOP("formats", "Candidate line (729 characters)"),
}

LOSSES = {
    "placed": QT_TRANSLATE_NOOP("formats", "your digits ({n}): they would come back as givens"),
    "marks": QT_TRANSLATE_NOOP("formats", "the pencil marks ({n} cells): they would be dropped"),
}
"""What a format can drop (see ``losses``) -> how to say it; ``{n}`` is how many."""

_KEEPS = {"81": (), "sdk": (), "pm": ("placed", "marks"), "hodoku": ("placed", "marks"), "729": ("marks",)}
"""Format name -> what of ``LOSSES`` it keeps (every format keeps the digits)."""


def losses(board: Board, fmt: str) -> dict[str, int]:
    """What writing ``board`` as ``fmt`` (a key of ``WRITERS``) would drop, read back: a key
    of ``LOSSES`` -> how many cells; empty when the format keeps everything the board holds.
    Written marks count when the board has them, even marks equal to the candidates (without
    them the board shows no marks when View > Show Candidates is off).

    Raises:
        KeyError: for a format name that is not a key of ``WRITERS``.
    """
    keeps = _KEEPS[fmt]
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
