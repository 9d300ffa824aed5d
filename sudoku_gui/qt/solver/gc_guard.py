"""Python's cyclic garbage collector, run in the GUI thread only.

CPython collects reference cycles in whichever thread happens to allocate when a generation's
count passes its threshold, and at full speed that is usually a solver's QThread. A widget in a
cycle (a parentless pane or dialog whose slots hold it, pyqtgraph's items) is then destroyed in
that thread while the GUI thread paints: Qt aborts ("Timers cannot be started from another
thread", "pure virtual method called") or paints through freed memory. A stress loop that drops
a shown charts pane while a solver runs crashed in every run of 150 before this guard.

So automatic collection is switched off and a timer in the GUI thread collects each generation
once its count has passed the threshold, as the automatic collector would have. pyqtgraph ships
the same idea (``pyqtgraph.util.garbage_collector``), but importing it loads pyqtgraph and
numpy at start-up, which the charts pane defers until it is shown.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500
"""How often the GUI thread looks at the collector's counts. Between looks, cyclic garbage
waits; objects freed by reference counting (almost all of a solver's) go at once as always."""


class GuiThreadCollector(QObject):
    """Owns the timer; :func:`collect_in_gui_thread` makes one per application."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(INTERVAL_MS)
        gc.disable()

    def check(self) -> None:
        """Collect the generations the automatic collector would have collected by now."""
        counts = gc.get_count()
        generation = -1
        for g in range(3):
            if counts[g] <= self._thresholds[g]:
                break
            generation = g
        if generation >= 0:
            gc.collect(generation)

    def stop(self) -> None:
        """Automatic collection back on (after a last collection here); the timer stops, and the
        application no longer holds this collector (the caller's reference is the last)."""
        self._timer.stop()
        gc.collect()
        gc.enable()
        self.setParent(None)


def collect_in_gui_thread(app: QObject) -> GuiThreadCollector:
    """Switch automatic collection off and collect on a timer of ``app``'s (GUI) thread instead.

    Call once, from the GUI thread, after the application object exists; calling again returns
    the collector already installed. The collector lives as long as ``app``.
    """
    existing = app.findChild(GuiThreadCollector)
    if isinstance(existing, GuiThreadCollector):
        return existing
    return GuiThreadCollector(app)
