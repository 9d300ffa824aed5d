"""Reference cycles are collected in the GUI thread, never in a solver's thread."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, Qt

from sudoku_gui.qt.solver.gc_guard import GuiThreadCollector, collect_in_gui_thread


class _Cyclic(QObject):
    """A parentless QObject that keeps itself alive through a cycle, like a pane whose slots hold it."""

    def __init__(self) -> None:
        super().__init__()
        self.me = self


def _drop_a_cycle_while_a_thread_allocates() -> tuple[list[threading.Thread], threading.Thread, list[list[int]]]:
    """Drop a ``_Cyclic`` and let another thread allocate enough new container objects, kept
    alive, to pass generation 0's threshold many times over (the collector counts allocations
    less deallocations): with automatic collection on, that thread runs the collector. Returns
    the threads the object died in so far (filled in as it dies), the allocating thread, and
    what it allocated (to keep until the collector has run)."""
    died_in: list[threading.Thread] = []
    obj = _Cyclic()
    obj.destroyed.connect(
        lambda *_: died_in.append(threading.current_thread()), type=Qt.ConnectionType.DirectConnection
    )
    del obj
    kept: list[list[int]] = []
    worker = threading.Thread(target=lambda: kept.extend([i] for i in range(200_000)))
    worker.start()
    worker.join()
    return died_in, worker, kept


def test_a_cycle_dropped_while_another_thread_allocates_dies_in_the_gui_thread(qapp, qtbot):
    assert not gc.isenabled()  # the conftest installs the app's policy for Qt tests
    died_in, _, kept = _drop_a_cycle_while_a_thread_allocates()
    assert died_in == []  # not collected in the worker
    qtbot.waitUntil(lambda: bool(died_in), timeout=3000)  # the GUI thread's timer collects it
    assert died_in == [threading.main_thread()]
    kept.clear()


def test_without_the_guard_the_same_cycle_would_die_in_the_worker(qapp):
    # The hazard the guard exists for, shown with automatic collection on (no Qt event loop).
    assert isinstance(qapp.findChild(GuiThreadCollector), GuiThreadCollector) and not gc.isenabled()
    gc.enable()
    try:
        gc.collect()
        died_in, worker, kept = _drop_a_cycle_while_a_thread_allocates()
        assert died_in and died_in[0] is worker
        kept.clear()
    finally:
        gc.disable()


def test_installing_twice_gives_the_same_collector(qapp):
    assert collect_in_gui_thread(qapp) is collect_in_gui_thread(qapp)
