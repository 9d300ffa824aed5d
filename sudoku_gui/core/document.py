"""The puzzle as a player edits it: givens, the player's digits, pencil marks, and whether a game is on.

The window's undo stack holds these (immutable) documents; files, autosave and the command line
read and write them through ``formats.Board`` (``of_board`` / ``to_board``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .board_state import BoardState
from .candidates import bit
from .formats import Board
from .grid import PEERS, Values, basic_candidates
from .steps import Eliminate, Place


@dataclass(frozen=True)
class Document:
    """``givens`` typed as the puzzle, ``values`` the board as shown (givens plus the player's
    digits and digits placed by applied hints), ``candidates`` the pencil marks (None: those the
    values imply; a tuple once the player or a hint has changed a mark; an empty cell's 0 means
    "no marks written" there), ``playing``: the givens are locked and typed digits are the
    player's own."""

    givens: Values
    values: Values
    candidates: tuple[int, ...] | None = None
    playing: bool = False

    @staticmethod
    def of(givens: Values) -> Document:
        return Document(tuple(givens), tuple(givens))

    @staticmethod
    def of_board(board: Board) -> Document:
        """A document from a file's board: with placed digits the game is on (givens locked)."""
        return Document(board.givens, board.values, board.marks, any(board.placed))

    def to_board(self) -> Board:
        placed = tuple(v if not g else 0 for g, v in zip(self.givens, self.values, strict=True))
        return Board(self.givens, placed, self.candidates)

    def replace(self, **changes: Any) -> Document:
        return replace(self, **changes)

    def board(self, derived: bool = False, for_solving: bool = False) -> BoardState:
        """The board as shown; ``for_solving`` fills empty cells that hold no marks with the
        candidates their peers allow, so a solver or hint starts from the player's marks where
        there are some (a mark the player removed stays removed)."""
        state = BoardState(self.givens, derived)
        state.set_values(self.values)
        if self.candidates is not None and not derived:
            marks = list(self.candidates)
            if for_solving:
                implied = basic_candidates(self.values)
                for c in range(81):
                    if not self.values[c] and not marks[c]:
                        marks[c] = implied[c]
            state.candidates[:] = marks
        return state

    def with_digit(self, cell: int, digit: int, as_given: bool) -> Document:
        """This document with ``digit`` (0 clears) in ``cell``, as a given or as the player's;
        written marks follow: the cell's marks go, the digit leaves its peers' marks."""
        givens = list(self.givens)
        if as_given:
            givens[cell] = digit
        values = list(self.values)
        values[cell] = digit
        marks: tuple[int, ...] | None = None
        if self.candidates is not None:
            cands = list(self.candidates)
            if digit:
                cands[cell] = bit(digit)
                for p in PEERS[cell]:
                    if not values[p]:
                        cands[p] &= ~bit(digit)
            else:
                cands[cell] = basic_candidates(values)[cell]
            marks = tuple(cands)
        return replace(self, givens=tuple(givens), values=tuple(values), candidates=marks)

    def marks(self, auto: bool) -> list[int]:
        """The marks as shown: the written ones, else the implied ones (``auto``) or none."""
        if self.candidates is not None:
            return list(self.candidates)
        if auto:
            return basic_candidates(self.values)
        return [bit(v) if v else 0 for v in self.values]

    def with_mark_toggled(self, cell: int, digit: int, auto: bool) -> tuple[Document, bool]:
        """The document with mark ``digit`` of ``cell`` toggled, and whether it was there."""
        marks = self.marks(auto)
        had = bool(marks[cell] & bit(digit))
        marks[cell] ^= bit(digit)
        return replace(self, candidates=tuple(marks)), had

    def with_all_marks(self) -> Document:
        return replace(self, candidates=tuple(basic_candidates(self.values)))

    def without_marks(self) -> Document:
        return replace(self, candidates=tuple(bit(v) if v else 0 for v in self.values))

    def with_step(self, step: Place | Eliminate) -> tuple[Document, BoardState]:
        """The document after a hint's step (a game stays a game: givens stay locked, a placed
        digit is the player's), and the board it was applied on (for its highlight)."""
        board = self.board()
        board.apply(step)
        return replace(self, values=tuple(board.values), candidates=tuple(board.candidates)), board
