"""Starting the window: QApplication set-up, command-line puzzle and speed, then the event loop."""

from __future__ import annotations

import argparse
import os
import signal
import sys

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ..cli import held_sigterm
from ..core.puzzles.formats import Board
from ..core.puzzles.library import RESOURCES
from ..core.puzzles.puzzle_io import SourceError, first_puzzle
from . import i18n, jobs
from .controller import JOIN_MS
from .puzzle import files
from .solver.gc_guard import collect_in_gui_thread
from .solver.malloc_mapping import keep_large_blocks_mapped
from .solver.thread import join_all as join_solvers
from .window.main_window import MainWindow
from .window.settings import open_settings, read
from .window.window_helpers import APP_TITLE


class _CloseOnSignal:
    """Ctrl+C in the terminal and SIGTERM (a logout, ``kill``) close the window as Ctrl+Q does:
    jobs and solver threads joined, racers stopped, the layout saved. The close is posted to the
    event loop, never made in the handler: Python runs a handler between any two bytecodes of
    the main thread, so a close made there could land inside a slot half done (one starting a
    job, say, which would then run on after the window had joined its jobs). A signal that comes
    while the window is being built closes it as soon as it is up."""

    def __init__(self) -> None:
        self.window: MainWindow | None = None
        self.heard = False
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self._heard)
        held_sigterm.release()  # one that came while starting arrives now, here

    def _heard(self, _signum: int, _frame: object) -> None:
        self.heard = True
        if self.window is not None:
            self._post_close(self.window)

    def watch(self, window: MainWindow) -> None:
        self.window = window
        if self.heard:
            self._post_close(window)

    @staticmethod
    def _post_close(window: MainWindow) -> None:
        QTimer.singleShot(0, window, window.close)


def run_app(args: argparse.Namespace) -> int:
    """Open the main window with ``args.puzzle``/``args.speed``/``args.algorithm``; returns the exit code."""
    closer = _CloseOnSignal()
    window = start_window(args)
    if window is None:
        return 2
    app = QApplication.instance()
    assert app is not None
    closer.watch(window)
    tick = QTimer()  # lets Python see a signal while Qt waits for events
    tick.start(250)
    tick.timeout.connect(lambda: None)
    try:
        return app.exec()
    finally:
        # The window joined its own; a job or solver that something queued behind its close
        # started is joined here, before the interpreter destroys a thread that still runs.
        jobs.join_all()
        join_solvers(JOIN_MS)


def start_window(args: argparse.Namespace, settings: QSettings | None = None) -> MainWindow | None:
    """The application set up and its window shown, with ``args.puzzle`` on its way in (None:
    a usage error, said on stderr). ``settings`` defaults to the user's."""
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
        return None
    settings = settings if settings is not None else open_settings()
    chosen = i18n.resolve(lang or read(settings, i18n.SETTING, i18n.SYSTEM))
    if not i18n.install(chosen):
        print(f"sudoku-gui: no translation file for {chosen}; the window stays in English", file=sys.stderr)
    # The window title's suffix; the name itself (settings paths) stays English.
    app.setApplicationDisplayName(QCoreApplication.translate("App", "Sudoku Visualizer"))

    window = MainWindow(settings)
    if args.puzzle:
        open_argument(window, args.puzzle)
    if args.speed is not None:
        window.set_speed(args.speed)
    if args.algorithm:
        window.set_algorithm(args.algorithm)
    run_file = getattr(args, "open_run", None)
    if run_file:  # after the PUZZLE argument, which a stream without a start line starts from
        QTimer.singleShot(0, window, lambda: window.open_run.open(run_file))
    window.show()
    return window


def open_argument(window: MainWindow, arg: str) -> None:
    """Load the PUZZLE argument. A file opens as File > Open opens it (as a desktop's file
    association gives it: the picker for many puzzles, the file in the title), once the window
    is up; a file or text that gives no puzzle still opens the window, which says why (and so
    does stderr, for a terminal)."""
    if os.path.exists(arg):
        QTimer.singleShot(0, window, lambda: window.open_path(arg))
        return
    try:
        good, bad, _ = first_puzzle(arg)
    except SourceError as e:
        problem = str(e)
    else:
        if good is not None and good.values is not None:
            puzzle = good.board if good.board is not None else Board(good.values)  # marks too, when it has them
            window.controller.editor.load_board(puzzle, QCoreApplication.translate("App", "Open puzzle"))
            return
        problem = f"invalid: {bad.error if bad is not None and bad.error else 'no puzzle found'}"
    print(f"sudoku-gui: {problem}", file=sys.stderr)
    text = QCoreApplication.translate("App", "Cannot open {arg}:\n{problem}").format(
        arg=arg, problem=i18n.speak(problem)
    )
    QTimer.singleShot(0, window, lambda: files.plain_box(window, text))
