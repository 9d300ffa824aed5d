"""The File menu's rows of the command table (``commands/__init__.py``), in menu order."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import NOT_PLAYING, Command, Entries
from .menu_bar import FILE_PUZZLE, FILE_QUIT

K = QKeySequence.StandardKey

ROWS: tuple[Command | Entries, ...] = (
    Command(
        "generate",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Generate Puzzle…"),
        lambda w: w.tools.generate(),
        QT_TRANSLATE_NOOP("MainWindow", "A new puzzle with exactly one solution, at a chosen level"),
        (K.New,),
    ),
    Command(
        "open",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Open Puzzle…"),
        lambda w: w.files.open_dialog(),
        QT_TRANSLATE_NOOP("MainWindow", "Load a puzzle from a file (many formats)"),
        (K.Open,),
        modes=NOT_PLAYING,
    ),
    Command(
        "open_run",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "Open R&un…"),
        lambda w: w.open_run.ask(),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Open a saved step stream (a --trace file or a solver program's output) as a run to rewind"
        ),
        ("Ctrl+Shift+O",),
        modes=NOT_PLAYING,
    ),
    Entries("recent", FILE_PUZZLE),
    Command(
        "save",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Save"),
        lambda w: w.files.save(),
        QT_TRANSLATE_NOOP("MainWindow", "Save the board: givens, your digits and marks"),
        (K.Save,),
    ),
    Command(
        "save_as",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "Save &As…"),
        lambda w: w.files.save_as(),
        QT_TRANSLATE_NOOP("MainWindow", "Save the board in a chosen format"),
        (K.SaveAs,),
    ),
    Command(
        "export",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "&Export Solution Path…"),
        lambda w: w.dialogs.export_path(),
        QT_TRANSLATE_NOOP("MainWindow", "Write the steps of a solve as JSON Lines"),
        ("Ctrl+E",),
    ),
    Command(
        "export_animation",
        FILE_PUZZLE,
        QT_TRANSLATE_NOOP("MainWindow", "Export A&nimation…"),
        lambda w: w.animation.ask(),
        QT_TRANSLATE_NOOP("MainWindow", "Write a span of the run (or the race) shown as GIF, WebP or MP4"),
        ("Ctrl+Shift+E",),
    ),
    Command(
        "quit",
        FILE_QUIT,
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        lambda w: w.close(),
        QT_TRANSLATE_NOOP("MainWindow", "Quit the application"),
        ("Ctrl+Q",),
    ),
)
