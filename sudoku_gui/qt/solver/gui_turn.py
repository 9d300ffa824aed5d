"""The GUI thread's turn: keeps the solver thread off the GIL while the GUI paints.

PySide releases the GIL around many QPainter calls, so with a solver thread running pure Python
each such call can wait for the interpreter's switch interval before it gets the GIL back: a
board repaint of a few hundred calls would take tens of milliseconds instead of one. While the
GUI thread holds its turn, the worker waits between two steps (releasing the GIL), so painting
runs at full speed; outside it, the solver runs freely.
"""

from __future__ import annotations

import threading
from types import TracebackType


class GuiTurn:
    """A context manager for the GUI thread (re-entrant); ``wait`` for the solver thread."""

    def __init__(self) -> None:
        self._free = threading.Event()
        self._free.set()
        self._depth = 0
        self._frame = False

    def __enter__(self) -> GuiTurn:
        self._depth += 1
        self._free.clear()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self._depth -= 1
        if not self._depth:
            self._free.set()

    def hold_for_frame(self) -> None:
        """Keep the turn from a frame's start until ``frame_painted`` (its repaint is done), so
        the layout and paint events in between do not wait for the GIL either."""
        if not self._frame:
            self._frame = True
            self._depth += 1
            self._free.clear()

    def frame_painted(self) -> None:
        if self._frame:
            self._frame = False
            self._depth -= 1
            if not self._depth:
                self._free.set()

    def busy(self) -> bool:
        """True while the GUI holds its turn (cheap enough to ask once a step)."""
        return not self._free.is_set()

    def wait(self, timeout: float = 0.02) -> None:
        """Solver side: wait until the GUI's turn is over (at most ``timeout`` seconds)."""
        self._free.wait(timeout)


GUI_TURN = GuiTurn()
"""The one turn shared by the window's painting and every solver thread."""
