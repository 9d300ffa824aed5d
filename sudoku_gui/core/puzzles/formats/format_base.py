"""What every puzzle format shares: the ``Board`` it reads and writes, the ``Format`` record a
format module declares, and what a format can drop (``LOSSES``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...grid import Values, basic_candidates
from ...message import QT_TRANSLATE_NOOP


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


LOSSES = {
    "placed": QT_TRANSLATE_NOOP("formats", "your digits ({n}): they would come back as givens"),
    "marks": QT_TRANSLATE_NOOP("formats", "the pencil marks ({n} cells): they would be dropped"),
}
"""What a format can drop (see ``losses``) -> how to say it; ``{n}`` is how many."""


@dataclass(frozen=True)
class Format:
    """One puzzle format, declared by its module and registered in ``formats.FORMATS``.

    ``name``: the key Save As, Copy As and the settings use; ``title``: what the menus say
    (translated in context ``formats``); ``write``: one board as text; ``keeps``: which of
    ``LOSSES`` it keeps (every format keeps the digits); ``is_line``/``read_line``: for a format
    whose puzzle is one line, how ``puzzle_io`` recognises and reads it (``read_line`` raises
    ``PuzzleError``). Formats of several lines (digits drawn as a grid, pencil-mark grids) are read
    by ``puzzle_io``'s grid reader.
    """

    name: str
    title: str
    write: Callable[[Board], str]
    keeps: tuple[str, ...] = ()
    is_line: Callable[[str], bool] | None = None
    read_line: Callable[[str], Board] | None = None
