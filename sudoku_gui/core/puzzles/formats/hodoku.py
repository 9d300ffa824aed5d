"""``hodoku``: a HoDoKu library line ``:0000:x:<givens, + before placed digits>:<deleted
candidates>:::<extra>`` with deleted candidates as ``<digit><row><col>`` (HoDoKu's reglib
format). HoDoKu's lines can only delete candidates, so the app says the rest in the last field,
which HoDoKu reads past: ``marks`` when marks are written (even with nothing deleted), followed
by any mark a peer's digit rules out (the player may write one), also as ``<digit><row><col>``:
``:0000:x:<givens>:<deleted>:::marks 512 735``. Keeps everything: givens, the player's digits,
and the marks as written (or that none are)."""

from __future__ import annotations

from collections.abc import Sequence

from ...candidates import DIGITS, bit
from ...grid import PuzzleError, basic_candidates
from ...message import QT_TRANSLATE_NOOP
from .format_base import Board, Format


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


FORMAT = Format(
    "hodoku",
    QT_TRANSLATE_NOOP("formats", "HoDoKu library line"),
    write_hodoku,
    ("placed", "marks"),
    is_hodoku_line,
    parse_hodoku_line,
)
