"""Editing: the puzzle as edited, its undo stack and the commands that change it.

An ``Editor`` is held by the controller (``controller.editor``). Each change is one undo entry
(``run_undo.EditCommand``); the controller also pushes its run entries onto the same stack, so
Ctrl+Z walks back through runs and edits alike. What an edit may do depends on the controller's
``Mode`` (refused while a run plays, closing a reviewed run first); the editor asks its host for
it, held weakly, so a dropped controller still goes by reference counting.
"""

from __future__ import annotations

import weakref
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from ..core.board_state import Highlight
from ..core.document import Document
from ..core.grid import Values, cell_name, conflicting_cells, find_conflicts
from ..core.puzzles.counting import count_solutions
from ..core.puzzles.exact_cover import solve_fast
from ..core.puzzles.formats import Board
from ..core.steps import Eliminate, Place
from . import i18n
from .mode import Mode
from .puzzle.edit_messages import edit_text, load_text
from .run_undo import EditCommand


class EditorHost(Protocol):
    """What an editor needs of whoever shows its document (the controller)."""

    @property
    def mode(self) -> Mode: ...

    def close_run_undoably(self) -> None:
        """Leave the run (or race) shown for the puzzle, as one undo entry."""

    def hide_run(self) -> None:
        """Back to the puzzle from the run shown, if any (no undo entry)."""

    def show_document(self) -> None:
        """Show the puzzle as edited (it has just changed)."""

    def show_hint(self, highlight: Highlight, text: str) -> None:
        """Mark an applied hint on the board as shown."""


class Editor(QObject):
    """The document and its undo stack (see the module text).

    Signals:
        message(str, bool): a line for the status bar; True for an error.
        puzzleLoaded(): a load replaced the puzzle, or its undo or redo did.
    """

    message = Signal(str, bool)
    puzzleLoaded = Signal()

    auto_marks = True
    """Show the candidates the values imply where the player has written no marks."""

    def __init__(self, host: EditorHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = weakref.ref(host)  # weakly: the host holds the editor
        self.undo_stack = QUndoStack(self)
        self.document = Document.of((0,) * 81)
        self._solution: tuple[Values | None, Values | None] = (None, None)  # (givens, solution)

    @property
    def host(self) -> EditorHost:
        host = self._host()
        if host is None:  # only while the host itself is being freed
            raise ReferenceError("the editor's host is gone")
        return host

    @property
    def mode(self) -> Mode:
        return self.host.mode

    def solution(self) -> Values | None:
        """The unique solution of the givens, or None (no or several solutions); cached."""
        givens = self.document.givens
        if self._solution[0] != givens:
            solution = solve_fast(givens) if count_solutions(givens, 2) == 1 else None
            self._solution = (givens, solution)
        return self._solution[1]

    def mistakes(self) -> frozenset[int]:
        """Cells where the player's digit differs from the unique solution (none without one)."""
        d = self.document
        solution = self.solution()
        if solution is None:
            return frozenset()
        return frozenset(c for c in range(81) if d.values[c] and not d.givens[c] and d.values[c] != solution[c])

    def conflicts(self) -> frozenset[int]:
        return conflicting_cells(self.document.values) if self.mode is Mode.EDIT else frozenset()

    # -- editing ---------------------------------------------------------------------------------

    def _refuse_while_playing(self) -> bool:
        self.message.emit(
            QCoreApplication.translate(
                "Controller", "The run is playing: pause it (Space) or stop it (Esc) before you edit."
            ),
            True,
        )
        return False

    def _leave_run(self) -> bool:
        self.host.close_run_undoably()
        return True

    def _may_edit(self) -> bool:
        # A branch, not a table of bound methods: such a table in the editor would make it a
        # reference cycle of its own, freed only by the garbage collector.
        mode = self.mode
        if mode is Mode.PLAY:
            return self._refuse_while_playing()
        if mode is Mode.REVIEW:
            return self._leave_run()
        return True

    def _edit(self, new: Document, text: str, loading: bool = False) -> bool:
        """Make ``new`` the document as one undo entry (the mode decides whether it may);
        ``loading``: a new puzzle, so the entry says so each time it is done or undone."""
        if not self._may_edit():
            return False
        if new != self.document:
            apply = self._set_loaded_document if loading else self.set_document
            self.undo_stack.push(EditCommand(apply, self.document, new, text))
        return True

    def set_document(self, doc: Document) -> None:
        """Make ``doc`` the puzzle as edited and show it (no undo entry; see EditCommand)."""
        host = self.host
        host.hide_run()
        self.document = doc
        host.show_document()

    def _set_loaded_document(self, doc: Document) -> None:
        """``set_document`` for a load and its undo: either way the board holds another puzzle
        (the digit pad puts its digit down, the window forgets the file it came from)."""
        self.set_document(doc)
        self.puzzleLoaded.emit()

    def enter_digit(self, cell: int, digit: int) -> None:
        """Type ``digit`` in ``cell`` (0 clears): a given while editing, the player's own digit
        while playing a game (givens are locked then)."""
        d = self.document
        if d.playing and d.givens[cell]:
            if self.mode is Mode.EDIT:
                self.message.emit(
                    QCoreApplication.translate(
                        "Controller", "{cell} is a given: givens are locked in a game (Ctrl+G edits them)."
                    ).format(cell=cell_name(cell)),
                    True,
                )
            return
        if d.values[cell] == digit and (d.playing or d.givens[cell] == digit):
            if self.mode is Mode.REVIEW:
                self.host.close_run_undoably()
            return
        if self._edit(d.with_digit(cell, digit, as_given=not d.playing), edit_text(cell, digit, d.playing)):
            conflicts = find_conflicts(self.document.values)
            self.message.emit(
                QCoreApplication.translate("Controller", "Conflict: {value}.").format(
                    value=i18n.speak(conflicts[0].message())
                )
                if conflicts
                else "",
                bool(conflicts),
            )

    def toggle_playing(self) -> None:
        """Ctrl+G: lock the givens and play (typed digits become the player's), or unlock them."""
        d = self.document
        if d.playing:
            if self._edit(d.replace(playing=False), QCoreApplication.translate("Controller", "Edit givens")):
                self.message.emit(
                    QCoreApplication.translate(
                        "Controller", "Editing givens: typed digits are givens again (Ctrl+G starts a game)."
                    ),
                    False,
                )
            return
        if find_conflicts(d.givens):
            self.message.emit(
                QCoreApplication.translate("Controller", "Fix the red cells first: the givens conflict."), True
            )
            return
        if not any(d.givens):
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "Enter the puzzle's givens first, then start a game (Ctrl+G)."
                ),
                True,
            )
            return
        solutions = count_solutions(d.givens, 2)
        if not solutions:
            self.message.emit(
                QCoreApplication.translate("Controller", "This puzzle has no solution: there is no game in it."), True
            )
            return
        if self._edit(d.replace(playing=True), QCoreApplication.translate("Controller", "Start a game")):
            if solutions == 1:
                self.message.emit(
                    QCoreApplication.translate(
                        "Controller",
                        "Game: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks.",
                    ),
                    False,
                )
            else:
                self.message.emit(
                    QCoreApplication.translate(
                        "Controller",
                        "Game: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks."
                        " Note: it has more than one solution, so mistakes cannot be shown.",
                    ),
                    True,
                )

    def toggle_mark(self, cell: int, digit: int) -> None:
        """Add or remove the player's pencil mark ``digit`` in an empty ``cell``."""
        d = self.document
        if d.values[cell]:
            self.message.emit(
                QCoreApplication.translate("Controller", "{cell} holds a digit: marks go in empty cells.").format(
                    cell=cell_name(cell)
                ),
                True,
            )
            return
        new, had = d.with_mark_toggled(cell, digit, self.auto_marks)
        text = (
            QCoreApplication.translate("Controller", "Remove {digit} in {cell}")
            if had
            else QCoreApplication.translate("Controller", "Mark {digit} in {cell}")
        )
        self._edit(new, text.format(digit=digit, cell=cell_name(cell)))

    def fill_marks(self) -> None:
        """Write every candidate the values allow as the player's marks."""
        self._edit(self.document.with_all_marks(), QCoreApplication.translate("Controller", "Fill all candidates"))

    def clear_marks(self) -> None:
        """Remove every pencil mark (the board then shows only what the player writes)."""
        self._edit(self.document.without_marks(), QCoreApplication.translate("Controller", "Clear marks"))

    def load(self, values: Values, text: str = "") -> bool:
        """Replace the puzzle (undoable). False when refused (a run is playing)."""
        return self.load_board(Board(tuple(values)), text)

    def load_board(self, board: Board, text: str = "") -> bool:
        """Replace the puzzle with a board (placed digits and pencil marks kept; with placed
        digits the game is on: givens locked). Undoable; False when refused."""
        new = Document.of_board(board)
        if new == self.document and self.mode is Mode.EDIT:
            self.set_document(new)  # the same puzzle again: nothing to undo, but a hint's marks go
        if not self._edit(new, text or QCoreApplication.translate("Controller", "Load puzzle"), loading=True):
            return False
        message, error = load_text(new)
        self.message.emit(message, error)
        return True

    def clear(self) -> None:
        self.load((0,) * 81, QCoreApplication.translate("Controller", "Clear puzzle"))

    def apply_step(self, step: Place | Eliminate) -> bool:
        """Apply a logical step (a hint) to the puzzle as edited, as one undoable edit; a game
        stays a game (givens locked, the placed digit the player's)."""
        if self.mode is not Mode.EDIT:
            self.message.emit(
                QCoreApplication.translate("Controller", "Hints are applied to the puzzle: close the run (Esc) first."),
                True,
            )
            return False
        new, _board = self.document.with_step(step)
        self._edit(
            new,
            QCoreApplication.translate("Controller", "Hint: {technique}").format(
                technique=i18n.technique_name(step.technique)
            ),
        )
        # The step is done: its explanation stays under the board, its marks go (they showed what to do).
        self.host.show_hint(Highlight(), step.text)
        return True
