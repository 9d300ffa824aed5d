"""The Edit menu's rows of the command table (``commands/__init__.py``), in menu order."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import NOT_PLAYING, Command, Entries, When
from .menu_bar import EDIT_CLIPBOARD, EDIT_GAME, EDIT_UNDO

K = QKeySequence.StandardKey

ROWS: tuple[Command | Entries, ...] = (
    Command(
        "undo",
        EDIT_UNDO,
        QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
        lambda w: w.controller.undo_stack.undo(),
        QT_TRANSLATE_NOOP("MainWindow", "Undo the last edit"),
        (K.Undo,),
        when=When("when there is an edit to undo", lambda w: w.controller.undo_stack.canUndo()),
    ),
    Command(
        "redo",
        EDIT_UNDO,
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
        lambda w: w.controller.undo_stack.redo(),
        QT_TRANSLATE_NOOP("MainWindow", "Redo the edit undone last"),
        (K.Redo, "Ctrl+Shift+Z", "Ctrl+Y"),
        when=When("when there is an edit to redo", lambda w: w.controller.undo_stack.canRedo()),
    ),
    Command(
        "copy",
        EDIT_CLIPBOARD,
        QT_TRANSLATE_NOOP("MainWindow", "&Copy Board"),
        lambda w: w.copy_board(),
        QT_TRANSLATE_NOOP("MainWindow", "Copy the board as shown, as 81 characters"),
        (K.Copy,),
    ),
    Entries("copy_as", EDIT_CLIPBOARD),
    Command(
        "paste",
        EDIT_CLIPBOARD,
        QT_TRANSLATE_NOOP("MainWindow", "&Paste Puzzle"),
        lambda w: w.paste_puzzle(),
        QT_TRANSLATE_NOOP("MainWindow", "Paste a puzzle: 81 characters, or nine lines of nine"),
        (K.Paste,),
        modes=NOT_PLAYING,
    ),
    Command(
        "clear",
        EDIT_CLIPBOARD,
        QT_TRANSLATE_NOOP("MainWindow", "C&lear Puzzle"),
        lambda w: w.controller.editor.clear(),
        QT_TRANSLATE_NOOP("MainWindow", "Empty every cell"),
        ("Ctrl+Shift+Backspace",),
        modes=NOT_PLAYING,
    ),
    Command(
        "play",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "&Game Mode"),
        lambda w: w.controller.editor.toggle_playing(),
        QT_TRANSLATE_NOOP("MainWindow", "Lock the givens; typed digits become your own (again: edit givens)"),
        ("Ctrl+G",),
        True,
    ),
    Command(
        "pencil",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "Pe&ncil Mode"),
        lambda w: w.view.toggle_pencil(),
        QT_TRANSLATE_NOOP("MainWindow", "Typed digits toggle pencil marks (Enter on the board switches)"),
        (),
        True,
    ),
    Command(
        "fill_marks",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "&Fill All Candidates"),
        lambda w: w.controller.editor.fill_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Write every candidate as your pencil marks"),
        ("Ctrl+Shift+F",),
    ),
    Command(
        "clear_marks",
        EDIT_GAME,
        QT_TRANSLATE_NOOP("MainWindow", "Clear &Marks"),
        lambda w: w.controller.editor.clear_marks(),
        QT_TRANSLATE_NOOP("MainWindow", "Remove every pencil mark"),
        ("Ctrl+Shift+X",),
    ),
)
