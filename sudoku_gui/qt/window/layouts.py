"""View > Layout: named arrangements of the dock panes for a kind of work, and the window's size
at a first start.

**Solving** (the step log beside the board), **Searching** (the search tree beside the board,
the window's full height, the step log in a tab behind it), **Racing** (the charts under the
board or the race, the step log beside) and **Playing** (the board alone; the names are not the
Solve menu's or Start Playing's, so the F1 list keeps every entry). Choosing one keeps the layout
left as it was (``QMainWindow.saveState``) and brings the chosen one back as it was last left,
or as built in the first time; Reset Layout builds it again. The choice and each layout's state
are remembered (QSettings ``layout`` and ``layouts/<name>``), and so is a larger explanation
under the board (``explanationExpanded``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ...core.message import QT_TRANSLATE_NOOP
from ..panes import Pane
from .settings import read, read_bytes

LAYOUTS: tuple[tuple[str, str, str, str], ...] = (
    (
        "solve",
        QT_TRANSLATE_NOOP("Layouts", "&Solving"),
        QT_TRANSLATE_NOOP("Layouts", "Layout: the board, with the step log beside it"),
        "Ctrl+1",
    ),
    (
        "search",
        QT_TRANSLATE_NOOP("Layouts", "S&earching"),
        QT_TRANSLATE_NOOP(
            "Layouts", "Layout: the search tree beside the board, as tall as the window; the step log behind it"
        ),
        "Ctrl+2",
    ),
    (
        "race",
        QT_TRANSLATE_NOOP("Layouts", "&Racing"),
        QT_TRANSLATE_NOOP("Layouts", "Layout: the charts under the board or the race, the step log beside"),
        "Ctrl+3",
    ),
    (
        "play",
        QT_TRANSLATE_NOOP("Layouts", "&Playing"),
        QT_TRANSLATE_NOOP("Layouts", "Layout: the board alone, for a game"),
        "Ctrl+4",
    ),
)
"""Each layout: its name (in the settings), menu text, status tip (saying "Layout", which F1's
filter finds) and key."""
MENU_TEXT = QT_TRANSLATE_NOOP("Layouts", "La&yout")
"""The View menu's Layout submenu."""
SHOWN: dict[str, tuple[str, ...]] = {
    "solve": ("stepLog",),
    "search": ("stepLog", "searchTreePane"),
    "race": ("stepLog", "charts"),
    "play": (),
}
"""The panes (object names) each layout shows; the others are hidden."""
FIRST_START_SHARE = 0.9
"""At a first start the window takes this share of each side of the screen's free area."""
LOG_WIDTH = 300
"""The step log's width (px) beside the board, at most a quarter of the window."""
TREE_SHARE = 0.42
"""The search tree's share of the window's width in the Search layout."""
CHARTS_SHARE = 0.35
"""The charts' share of the window's height in the Race layout."""


class Layouts(QObject):
    """The Layout submenu's actions (``actions[name]``) and what they do to ``window``'s panes."""

    def __init__(self, window: QMainWindow, panes: Sequence[Pane], settings: QSettings) -> None:
        super().__init__(window)
        self._window = window
        self._panes = list(panes)
        self._settings = settings
        # The side columns run the window's full height; the charts fit under the board.
        window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.current: str = read(settings, "layout", "solve", lambda v: v in SHOWN)
        self.group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        for name, text, tip, key in LAYOUTS:
            a = QAction(QCoreApplication.translate("Layouts", text), window)
            a.setObjectName(f"act_layout_{name}")
            a.setCheckable(True)
            a.setChecked(name == self.current)
            a.setShortcut(QKeySequence(key))
            a.setStatusTip(QCoreApplication.translate("Layouts", tip))
            a.triggered.connect(lambda _=False, n=name: self.choose(n))
            self.group.addAction(a)
            window.addAction(a)
            self.actions[name] = a
        self.reset_action = QAction(QCoreApplication.translate("Layouts", "Rese&t Layout"), window)
        self.reset_action.setObjectName("act_layout_reset")
        self.reset_action.setStatusTip(
            QCoreApplication.translate("Layouts", "Arrange the panes of the layout chosen as they were at first")
        )
        self.reset_action.triggered.connect(self.reset)
        view = getattr(window, "view", None)
        if view is not None:  # the explanation under the board, larger if it was left so
            view.set_expanded(read(settings, "explanationExpanded", False))
            view.more.toggled.connect(lambda on: settings.setValue("explanationExpanded", on))

    def fill_menu(self, menu: QMenu) -> None:
        """View > Layout: one entry a layout, then Reset Layout."""
        sub = menu.addMenu(QCoreApplication.translate("Layouts", MENU_TEXT))
        sub.addActions(self.group.actions())
        sub.addSeparator()
        sub.addAction(self.reset_action)

    def first_start(self) -> None:
        """No window state remembered: most of the screen, centred, and the Solving layout."""
        w = self._window
        screen = w.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            size = QSize(int(free.width() * FIRST_START_SHARE), int(free.height() * FIRST_START_SHARE))
            w.resize(size)
            w.move(free.center() - QPoint(size.width() // 2, size.height() // 2))
        self.current = "solve"
        self.actions["solve"].setChecked(True)
        self.arrange("solve")
        bars = [b for b in (getattr(w, "actions_bar", None), getattr(w, "settings_bar", None)) if b is not None]
        if len(bars) == 2 and w.width() < sum(b.sizeHint().width() for b in bars) + 16:
            w.insertToolBarBreak(bars[1])  # a small screen: the settings get their own row

    def choose(self, name: str) -> None:
        """Leave the current layout as it is (remembered) and show ``name`` as it was left."""
        self.save()
        self.current = name
        self.actions[name].setChecked(True)
        self._settings.setValue("layout", name)
        state = read_bytes(self._settings, f"layouts/{name}")
        if not (state is not None and self._window.restoreState(state)):
            self.arrange(name)
        self.save()
        say = getattr(self._window, "say", None)
        if say is not None:  # the same layout chosen again changes nothing: say why
            say(
                QCoreApplication.translate(
                    "Layouts", "Layout: {name}, as you left it (View > Layout > Reset Layout arranges it as at first)."
                ).format(name=re.sub(r"\(&.\)|&", "", self.actions[name].text()))  # 求解(&S): 求解
            )

    def reset(self) -> None:
        """The layout chosen as it was at first."""
        self.arrange(self.current)
        self.save()

    def save(self) -> None:
        """Remember how the current layout is left."""
        self._settings.setValue(f"layouts/{self.current}", self._window.saveState())

    def arrange(self, name: str) -> None:
        """Lay the panes out as layout ``name`` is built: which show, where, and how large."""
        w = self._window
        by_name = {p.object_name: p for p in self._panes}
        for pane in self._panes:
            pane.setFloating(False)
            w.addDockWidget(pane.area, pane)  # back at its own side, out of any tab
            pane.setVisible(pane.object_name in SHOWN[name])
        log, tree, charts = by_name.get("stepLog"), by_name.get("searchTreePane"), by_name.get("charts")
        horizontal, vertical = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        if name == "search" and log is not None and tree is not None:
            w.tabifyDockWidget(log, tree)
            tree.raise_()
            w.resizeDocks([tree], [int(w.width() * TREE_SHARE)], horizontal)
        elif log is not None and name != "play":
            w.resizeDocks([log], [min(LOG_WIDTH, w.width() // 4)], horizontal)
        if name == "race" and charts is not None:
            w.resizeDocks([charts], [int(w.height() * CHARTS_SHARE)], vertical)
