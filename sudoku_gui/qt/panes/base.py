"""What every dock pane is: a ``QDockWidget`` that follows the run shown and sends it commands.

The window builds each registered pane (``panes.PANES``), adds a View menu entry with the pane's
key (pressed: the pane shows and takes the keyboard focus; pressed again while it has the focus:
it hides), and calls ``attach`` whenever the run shown changes (None: no run, the puzzle is
being edited). A pane reads the run (its timeline, search tree, curves, position) and moves it
(``seek``, ``pause``...); it never touches the controller or other widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QPoint, QRect, Qt, SignalInstance
from PySide6.QtGui import QContextMenuEvent, QPainter, QRegion
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMenu, QMessageBox, QWidget

from ...core.atomic import AtomicPath, WriteFailed
from ..playback import Playback
from ..window.elided_label import as_written

if TYPE_CHECKING:
    from ..race.lockstep import Race


class Pane(QDockWidget):
    """A dock pane (see the module text). Subclasses set ``object_name`` (for the saved layout),
    ``shortcut`` and implement ``title``, ``follow`` and, if they like, ``focus_target``."""

    object_name: ClassVar[str] = ""
    shortcut: ClassVar[str] = ""
    area: ClassVar[Qt.DockWidgetArea] = Qt.DockWidgetArea.RightDockWidgetArea
    """Where the pane docks the first time (then where the user left it)."""
    preferred: ClassVar[int] = 300
    """Width (right or left) or height (top or bottom) the pane gets when shown narrower."""
    width_share: ClassVar[float] = 0.0
    """At a side, the share of the window's width the pane gets when shown narrower, if more
    than ``preferred`` (a wide screen has room for a wide tree)."""
    height_share: ClassVar[float] = 0.0
    """At a side, the least share of the window's height the pane gets when shown: shorter, it
    is put in a tab with the panes it shares the side with, so it has the side's full height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.object_name)
        self.setWindowTitle(self.title())
        self.run: Playback | None = None
        self._connections: list[tuple[SignalInstance, Callable[..., Any]]] = []

    @classmethod
    def title(cls) -> str:
        """The pane's title (translated): its dock title and View menu entry."""
        raise NotImplementedError

    @classmethod
    def menu_text(cls) -> str:
        """The View menu entry (translated, with its ``&`` mnemonic); the title by default."""
        return cls.title()

    @classmethod
    def tip(cls) -> str:
        """The View menu entry's status tip (translated)."""
        return ""

    def attach(self, run: Playback | None) -> None:
        """Follow ``run`` from now on (None: none is shown)."""
        for signal, slot in self._connections:
            signal.disconnect(slot)
        self._connections.clear()
        self.run = run
        self.follow(run)

    def listen(self, signal: SignalInstance, slot: Callable[..., Any]) -> None:
        """Connect ``signal`` of the run followed to ``slot`` until the pane follows another run."""
        signal.connect(slot)
        self._connections.append((signal, slot))

    def follow(self, run: Playback | None) -> None:
        """Start following ``run`` (connect with ``listen``) and show it; None: show nothing."""
        raise NotImplementedError

    def attach_race(self, race: Race | None) -> None:
        """A race is shown (or no longer: None); ``attach`` keeps following its followed racer.
        Panes that can show every racer at once (the charts) override this."""

    def picture_widget(self) -> QWidget | None:
        """What right-click > Save as PNG / SVG draws (None: the pane offers no picture)."""
        return None

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        widget = self.picture_widget()
        if widget is None:
            super().contextMenuEvent(event)
            return
        menu = QMenu(self)
        png = menu.addAction(QCoreApplication.translate("Pane", "Save as &PNG…"))
        svg = menu.addAction(QCoreApplication.translate("Pane", "Save as &SVG…"))
        chosen = menu.exec(event.globalPos())
        if chosen is png or chosen is svg:
            save_picture(self, widget, "svg" if chosen is svg else "png")

    def focus_target(self) -> QWidget:
        """The widget that takes the keyboard focus when the pane's key shows it."""
        widget = self.widget()
        return widget if widget is not None else self


def picture_bytes(widget: QWidget, kind: str) -> bytes:
    """``widget`` as drawn, encoded as ``kind``: "png" (pixels) or "svg" (vector). Raises OSError
    when Qt cannot encode it."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if kind == "svg":
        from PySide6.QtSvg import QSvgGenerator

        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(widget.size())
        generator.setViewBox(QRect(0, 0, widget.width(), widget.height()))
        generator.setTitle(widget.windowTitle() or "Sudoku Visualizer")
        painter = QPainter(generator)
        try:
            # the widget as painted (QWidget.render, not a graphics view's own scene render)
            QWidget.render(widget, painter, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
        finally:
            painter.end()
    elif not widget.grab().save(buffer, "PNG"):
        raise OSError("the picture could not be encoded as PNG")
    return bytes(buffer.data().data())


def _write_file(name: str, data: bytes) -> None:
    with open(name, "wb") as out:
        out.write(data)


def write_picture(widget: QWidget, path: str) -> None:
    """``widget`` as drawn, to ``path``: PNG (pixels) or SVG (vector), by the extension; written as
    every file of the app is (``core.atomic``: a temporary file renamed over ``path`` at the end,
    so a full disk leaves an existing picture as it was). Raises WriteFailed naming the file and
    the reason."""
    data = picture_bytes(widget, "svg" if path.lower().endswith(".svg") else "png")
    with AtomicPath(path) as name:
        _write_file(name, data)


def save_picture(pane: Pane, widget: QWidget, kind: str) -> None:
    """Ask for a file and write ``widget`` there as ``kind`` ("png" or "svg"); a failure is said in
    a message box (the file there before is left as it was)."""
    name = f"{pane.object_name}.{kind}"
    path, _ = QFileDialog.getSaveFileName(
        pane, QCoreApplication.translate("Pane", "Save the picture"), name, f"{kind.upper()} (*.{kind})"
    )
    if not path:
        return
    try:
        write_picture(widget, path)
    except (OSError, WriteFailed) as e:
        reason = (
            QCoreApplication.translate("Pane", "cannot write {path}: {reason}").format(path=e.path, reason=e.reason)
            if isinstance(e, WriteFailed)
            else str(e)
        )
        said = QCoreApplication.translate("Pane", "Not saved: {reason}").format(reason=reason)
        QMessageBox.warning(pane, pane.title(), as_written(said))  # a file's name is never HTML
