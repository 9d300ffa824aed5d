"""The View menu's entry for each pane, with its key: pressed, the pane shows and takes the
keyboard focus; pressed again while the pane has the focus, it hides (and the board gets it).
A pane shown smaller than it needs gets room (``PaneKeys.give_room``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ..panes import Pane


class PaneKeys(QObject):
    """One checkable action a pane (``actions[pane.object_name]``)."""

    def __init__(self, window: QMainWindow, panes: Sequence[Pane]) -> None:
        super().__init__(window)
        self._window = window
        self._panes = list(panes)
        self.actions: dict[str, QAction] = {}
        for pane in panes:
            a = QAction(pane.menu_text(), window)
            a.setObjectName(f"act_pane_{pane.object_name}")
            a.setCheckable(True)
            if pane.shortcut:
                a.setShortcut(QKeySequence(pane.shortcut))
            a.setStatusTip(pane.tip())
            a.triggered.connect(lambda _=False, p=pane: self.press(p))
            pane.visibilityChanged.connect(lambda _v, p=pane, act=a: act.setChecked(not p.isHidden()))
            window.addAction(a)
            self.actions[pane.object_name] = a

    def fill_menu(self, menu: QMenu) -> None:
        menu.addActions(list(self.actions.values()))

    def press(self, pane: Pane) -> None:
        """The pane's key: show and focus it; hide it when it is shown and has the focus."""
        target = pane.focus_target()
        focused = self._window.focusWidget()
        if not pane.isHidden() and (target.hasFocus() or (focused is not None and pane.isAncestorOf(focused))):
            pane.hide()
            board = getattr(self._window, "board", None)
            if board is not None:
                board.setFocus()
        else:
            pane.show()
            pane.raise_()
            self.give_room(pane)
            target.setFocus()
        self.actions[pane.object_name].setChecked(not pane.isHidden())

    def give_room(self, pane: Pane) -> None:
        """A pane shown narrower than it needs gets its preferred size (the board gives it up);
        one at a side shorter than its ``height_share`` of the window is put in a tab with the
        panes it shares the side with (the search tree beside the step log: a third of the
        side each would show one node of the tree)."""
        if pane.isFloating():
            return
        window = self._window
        layout = window.layout()
        if layout is not None:
            layout.activate()  # the pane's size as shown now, not as last shown
        side = window.dockWidgetArea(pane)
        vertical = side in (Qt.DockWidgetArea.TopDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea)
        if not vertical and pane.height() < pane.height_share * window.height():
            tabbed = window.tabifiedDockWidgets(pane)
            beside = [
                p
                for p in self._panes
                if p is not pane and not p.isHidden() and not p.isFloating() and window.dockWidgetArea(p) == side
            ]
            if beside and beside[0] not in tabbed:
                window.tabifyDockWidget(beside[0], pane)
                pane.raise_()
        size = pane.height() if vertical else pane.width()
        wanted = pane.preferred if vertical else max(pane.preferred, int(pane.width_share * window.width()))
        if size < wanted:
            orientation = Qt.Orientation.Vertical if vertical else Qt.Orientation.Horizontal
            window.resizeDocks([pane], [wanted], orientation)
