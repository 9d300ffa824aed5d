"""Starting the window: QApplication set-up, command-line puzzle and speed, then the event loop."""

from __future__ import annotations

import argparse
import signal
import sys

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ..core.formats import Board
from ..core.library import RESOURCES
from ..core.puzzle_io import SourceError, first_puzzle
from . import i18n
from .chrome import APP_TITLE
from .gc_guard import collect_in_gui_thread
from .heap import keep_large_blocks_mapped
from .main_window import MainWindow


def run_app(args: argparse.Namespace) -> int:
    """Open the main window with ``args.puzzle``/``args.speed``/``args.algorithm``; returns the exit code."""
    puzzle = None
    if args.puzzle:
        try:
            good, bad, _ = first_puzzle(args.puzzle)
        except SourceError as e:
            print(f"sudoku-gui: {e}", file=sys.stderr)
            return 2
        if good is None or good.values is None:
            print(f"sudoku-gui: invalid: {bad.error if bad is not None else 'no puzzle found'}", file=sys.stderr)
            return 2
        puzzle = good.board if good.board is not None else good.values  # marks too, when the text has them

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    collect_in_gui_thread(app)  # a widget in a reference cycle must not die in a solver's thread
    keep_large_blocks_mapped()  # a long run's growing arrays must not leave holes in the heap
    app.setApplicationName(APP_TITLE)
    app.setOrganizationName("sudoku-gui")
    app.setWindowIcon(QIcon(str(RESOURCES / "icons" / "sudoku.svg")))
    lang = getattr(args, "lang", None)
    if lang and lang not in i18n.LANGUAGES and not lang.lower().startswith("zh"):
        print(
            f"sudoku-gui: --lang {lang}: not a language of this app; one of {', '.join(i18n.LANGUAGES)}",
            file=sys.stderr,
        )
        return 2
    chosen = i18n.resolve(lang or str(QSettings().value(i18n.SETTING, i18n.SYSTEM)))
    if not i18n.install(chosen):
        print(f"sudoku-gui: no translation file for {chosen}; the window stays in English", file=sys.stderr)
    # The window title's suffix; the name itself (settings paths) stays English.
    app.setApplicationDisplayName(QCoreApplication.translate("App", "Sudoku Visualizer"))

    window = MainWindow()
    if isinstance(puzzle, Board):
        window.controller.load_board(puzzle, QCoreApplication.translate("App", "Open puzzle"))
    elif puzzle is not None:
        window.load_puzzle(puzzle, QCoreApplication.translate("App", "Open puzzle"))
    if args.speed is not None:
        window.set_speed(args.speed)
    if args.algorithm:
        window.set_algorithm(args.algorithm)
    window.show()

    # Ctrl+C in the terminal closes the window cleanly; the timer lets Python see the signal.
    signal.signal(signal.SIGINT, lambda *_: window.close())
    tick = QTimer()
    tick.start(250)
    tick.timeout.connect(lambda: None)
    return app.exec()
