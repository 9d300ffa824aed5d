"""The puzzle as a player edits it: givens, the player's digits, pencil marks, and whether a game is on.

The window's undo stack holds these (immutable) documents; files, autosave, paste and the
command line read and write them through ``formats.Board`` (``of_board`` / ``to_board``).

Pencil marks are kept as what the player *changed* in the candidates the digits allow: the
marks they crossed out (``removed``) and any they wrote that a peer's digit rules out
(``added``), per cell. The marks shown are ``(allowed & ~removed) | added``. So a digit placed
and deleted again takes its candidates from the peers and gives them back exactly, while a
mark the player crossed out by hand stays crossed out.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .board_state import BoardState
from .candidates import ALL, bit
from .grid import Values, basic_candidates
from .puzzles.formats import Board
from .steps import Eliminate, Place

Masks = tuple[int, ...]
"""81 candidate masks."""


@dataclass(frozen=True)
class Document:
    """``givens`` typed as the puzzle, ``values`` the board as shown (givens plus the player's
    digits and digits placed by applied hints), ``removed`` / ``added`` the player's changes to
    the candidates (None: no marks written, the board shows the candidates the values imply),
    ``playing``: the givens are locked and typed digits are the player's own."""

    givens: Values
    values: Values
    removed: Masks | None = None
    added: Masks | None = None
    playing: bool = False

    @staticmethod
    def of(givens: Values) -> Document:
        return Document(tuple(givens), tuple(givens))

    @staticmethod
    def with_marks(givens: Values, values: Values, marks: Masks | None, playing: bool = False) -> Document:
        """A document whose empty cells show exactly ``marks`` (None: no marks written)."""
        if marks is None:
            return Document(tuple(givens), tuple(values), None, None, playing)
        allowed = basic_candidates(values)
        removed = tuple(0 if values[c] else allowed[c] & ~marks[c] for c in range(81))
        added = tuple(0 if values[c] else marks[c] & ~allowed[c] for c in range(81))
        return Document(tuple(givens), tuple(values), removed, added, playing)

    @staticmethod
    def of_board(board: Board) -> Document:
        """A document from a file's board: with placed digits the game is on (givens locked)."""
        return Document.with_marks(board.givens, board.values, board.marks, any(board.placed))

    def to_board(self) -> Board:
        placed = tuple(v if not g else 0 for g, v in zip(self.givens, self.values, strict=True))
        return Board(self.givens, placed, self.candidates)

    @property
    def candidates(self) -> Masks | None:
        """The marks shown (a filled cell holds its digit); None when none were written."""
        if self.removed is None:
            return None
        added = self.added or (0,) * 81
        allowed = basic_candidates(self.values)
        return tuple(bit(v) if v else (allowed[c] & ~self.removed[c]) | added[c] for c, v in enumerate(self.values))

    def replace(self, **changes: Any) -> Document:
        return replace(self, **changes)

    def board(self, derived: bool = False, for_solving: bool = False) -> BoardState:
        """The board as shown; ``for_solving`` fills empty cells that hold no marks with the
        candidates their peers allow and drops marks a peer's digit rules out, so a solver or hint
        starts from the player's marks where there are some (a mark the player removed stays
        removed)."""
        state = BoardState(self.givens, derived)
        state.set_values(self.values)
        marks = self.candidates
        if marks is not None and not derived:
            cands = list(marks)
            if for_solving:  # a mark a peer's digit rules out is the player's note, never a candidate
                implied = basic_candidates(self.values)
                for c in range(81):
                    if not self.values[c]:
                        cands[c] = cands[c] & implied[c] if cands[c] else implied[c]
            state.candidates[:] = cands
        return state

    def with_digit(self, cell: int, digit: int, as_given: bool) -> Document:
        """This document with ``digit`` (0 clears) in ``cell``, as a given or as the player's.
        The marks follow the digits: a digit takes its candidate from its peers while it stands
        and gives it back when it goes; the player's own changes stay."""
        givens = list(self.givens)
        if as_given:
            givens[cell] = digit
        values = list(self.values)
        values[cell] = digit
        removed, added = self.removed, self.added
        if removed is not None:  # the cell's own changes go with a digit in it
            removed = _set(removed, cell, 0)
            added = _set(added or (0,) * 81, cell, 0)
        return replace(self, givens=tuple(givens), values=tuple(values), removed=removed, added=added)

    def marks(self, auto: bool) -> list[int]:
        """The marks as shown: the written ones, else the implied ones (``auto``) or none."""
        written = self.candidates
        if written is not None:
            return list(written)
        if auto:
            return basic_candidates(self.values)
        return [bit(v) if v else 0 for v in self.values]

    def with_mark_toggled(self, cell: int, digit: int, auto: bool) -> tuple[Document, bool]:
        """The document with mark ``digit`` of ``cell`` toggled, and whether it was there."""
        marks = self.marks(auto)
        had = bool(marks[cell] & bit(digit))
        marks[cell] ^= bit(digit)
        return self._marked(marks), had

    def with_all_marks(self) -> Document:
        """Every candidate the digits allow written as marks (the player's changes cleared)."""
        return replace(self, removed=(0,) * 81, added=(0,) * 81)

    def without_marks(self) -> Document:
        """Every mark crossed out: the board shows only what the player writes."""
        return replace(self, removed=tuple(0 if v else ALL for v in self.values), added=(0,) * 81)

    def with_step(self, step: Place | Eliminate) -> tuple[Document, BoardState]:
        """The document after a hint's step (a game stays a game: givens stay locked, a placed
        digit is the player's), and the board it was applied on (for its highlight)."""
        board = self.board()
        board.apply(step)
        if isinstance(step, Place):
            return self.with_digit(step.cell, step.digit, as_given=False), board
        marks = self.marks(True)
        for cell, digit in step.eliminations:
            marks[cell] &= ~bit(digit)
        return self._marked(marks), board

    def first_inconsistency(self, solution: Values) -> tuple[int, str] | None:
        """The first cell where the board contradicts ``solution``: ("digit") the player's digit
        differs from it, or ("marks") the written marks of an empty cell leave its digit out;
        None when the board agrees. A hint built on such a board could be wrong."""
        for c in range(81):
            if self.values[c] and self.values[c] != solution[c]:
                return c, "digit"
        marks = self.candidates
        if marks is not None:
            for c in range(81):
                if not self.values[c] and marks[c] and not marks[c] & bit(solution[c]):
                    return c, "marks"
        return None

    def _marked(self, marks: list[int]) -> Document:
        """This document showing ``marks`` on its empty cells, kept as the player's changes."""
        other = Document.with_marks(self.givens, self.values, tuple(marks), self.playing)
        if self.removed is not None:  # changes on digits a peer now holds are kept as they were
            allowed = basic_candidates(self.values)
            removed = tuple(
                (r & ~allowed[c]) | (other.removed[c] if other.removed else 0) for c, r in enumerate(self.removed)
            )
            other = replace(other, removed=tuple(0 if self.values[c] else m for c, m in enumerate(removed)))
        return other


def _set(masks: Masks, cell: int, value: int) -> Masks:
    return masks[:cell] + (value,) + masks[cell + 1 :]
