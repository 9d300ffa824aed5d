"""Shared test set-up: Qt offscreen, isolated settings, puzzle data."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import

from sudoku_gui.core.grid import Values, format_grid, parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.library import load_seed_puzzles  # noqa: E402
from sudoku_gui.core.steps import Step  # noqa: E402

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[1]


def broken_solver(name: str):  # type: ignore[no-untyped-def]
    """The module of a deliberately broken solver (``tests/data/broken_solvers/NAME.py``). Each
    imports ``_common`` as a top-level module, as it does when the app loads it as a file."""
    import importlib
    import sys

    for folder in (DATA / "broken_solvers", DATA):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
    return importlib.import_module(f"broken_solvers.{name}")


def read_puzzles(name: str) -> list[Values]:
    """Puzzles of ``tests/data/<name>``, one per line."""
    return [parse_puzzle(line) for line in (DATA / name).read_text().split() if line]


def format_rows(values: Sequence[int]) -> str:
    """Nine lines of nine with ``|`` and ``-`` box separators, as puzzles are drawn in files."""
    lines = []
    for r in range(9):
        if r in (3, 6):
            lines.append("------+-------+------")
        row = format_grid(values[r * 9 : r * 9 + 9])
        lines.append(" ".join(row[0:3]) + " | " + " ".join(row[3:6]) + " | " + " ".join(row[6:9]))
    return "\n".join(lines)


def read_steps(lines: Iterable[str | bytes], givens: Sequence[int]) -> Iterator[Step]:
    """The steps of protocol ``lines`` from ``givens``, read as the app reads a program's output
    (``StepReader``); raises ProtocolError at the first line that cannot be read."""
    from sudoku_gui.core.external.protocol import StepReader

    reader = StepReader(givens)
    for text in lines:
        step = reader.feed(text)
        if step is not None:
            yield step


WORKERS = 2
"""Test processes when the command line names none: ``-n N`` chooses, ``-p no:xdist`` runs the
tests in this process."""


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    """``-n 2`` unless the command line says otherwise, set here rather than in pyproject's
    addopts, where it made ``pytest -p no:xdist`` a usage error (``-n`` unknown without the plugin).
    Runs before pytest-xdist's own hook turns ``-n`` into workers; never with ``--pdb``."""
    if not config.pluginmanager.hasplugin("xdist") or hasattr(config, "workerinput"):
        return
    told = config.option.numprocesses is not None or config.option.tx or config.option.dist != "no"
    if not told and not config.option.usepdb:
        config.option.numprocesses = WORKERS


KINDS = ("core", "window", "processes", "gates")
"""The folders of tests by what they need, each also a marker (``-m window``, ``-m "not processes"``):
``core`` neither Qt nor a process, ``window`` Qt in the test's process, ``processes`` a process
started (the command line, a solver program, a compiler, Xvfb), ``gates`` checks over the source."""


def pytest_collection_modifyitems(config, items):
    """Mark each test with its folder's kind."""
    for item in items:
        kind = item.path.parent.name
        if kind in KINDS:
            item.add_marker(kind)


SEED_PUZZLES = load_seed_puzzles()
# Puzzle collections: one puzzle a line (HoDoKu's library and the SE-rated sample, which has a
# rating after each puzzle, are read by their own tests).
COLLECTIONS = sorted(p.name for p in DATA.glob("*.txt") if not p.name.startswith(("hodoku", "se_bank", "se_reference")))


@pytest.fixture(autouse=True)
def _collect_in_gui_thread(request):
    """Qt tests run with the app's garbage-collection policy (``sudoku_gui.qt.solver.gc_guard``): cycles
    are collected in the GUI thread only, so a widget a test dropped never dies in a solver's
    thread. Afterwards a last collection here, and automatic collection again for the rest."""
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        yield
        return
    from sudoku_gui.qt.solver.gc_guard import collect_in_gui_thread

    collector = collect_in_gui_thread(request.getfixturevalue("qapp"))
    yield
    collector.stop()


def _shared(request) -> bool:
    return request.node.get_closest_marker("shared_window") is not None


@pytest.fixture
def settings(request, tmp_path):
    """A QSettings in a temporary INI file, so tests never touch the user's settings; in a test
    marked ``shared_window`` that takes the ``window`` too, the window's."""
    from PySide6.QtCore import QSettings

    if _shared(request) and "window" in request.fixturenames:
        return request.getfixturevalue("window").settings
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _shown(qtbot, w) -> None:
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.board.setFocus()


@pytest.fixture(scope="session")
def _one_window(qapp, tmp_path_factory):
    """The window of the tests marked ``shared_window``, one a test process, on settings in a
    folder of its own, with what it was when new (``window_reset.Pristine``)."""
    from PySide6.QtCore import QSettings
    from pytestqt.qtbot import QtBot
    from window_reset import pristine, stop_work

    from sudoku_gui.qt.window.main_window import MainWindow

    folder = tmp_path_factory.mktemp("shared-window")
    w = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    _shown(QtBot(qapp), w)
    yield w, pristine(w)
    stop_work(w)
    w.close()


@pytest.fixture
def window(request, qtbot):
    """The main window, shown offscreen with the keyboard on the board; its threads joined after.

    Built for the test, or, in a test marked ``shared_window``, the test process's one window
    reset to what a new one is (``window_reset.reset``, proved by ``test_window_reset.py``): for
    a test that only reads or drives the window, building one costs more than the test."""
    if _shared(request):
        from window_reset import reset, stop_work

        w, was = request.getfixturevalue("_one_window")
        reset(w, was)
        yield w
        stop_work(w)
        return
    from sudoku_gui.qt.window.main_window import MainWindow

    w = MainWindow(request.getfixturevalue("settings"))
    qtbot.addWidget(w)
    _shown(qtbot, w)
    yield w
    w.controller.shutdown()


def key(qtbot, w, k, modifier=None) -> None:
    """Press ``k`` on the window's board."""
    from PySide6.QtCore import Qt

    qtbot.keyClick(w.board, k, modifier if modifier is not None else Qt.KeyboardModifier.NoModifier)


def open_run(qtbot, w, path) -> bool:
    """File > Open Run of ``path`` in window ``w``, waited for (its first line is read in the
    background): True when the run is shown."""
    with qtbot.waitSignal(w.open_run.finished, timeout=20000) as heard:
        assert w.open_run.open(str(path))  # the reading started
    return bool(heard.args[0])


def ended(w) -> bool:
    """The window's run is over and shown to its last step (not live, not playing)."""
    c = w.controller
    return c.timeline is not None and not c.live() and not c.playing


def pytest_collection_finish(session):
    """What collection loaded (Qt, numpy, pyqtgraph, every test module) lives until the end:
    moved out of the collector's sight, so that the full collection after each Qt test
    (``_collect_in_gui_thread``) looks only at what the tests made (37 ms a test before)."""
    import gc

    gc.collect()
    gc.freeze()
