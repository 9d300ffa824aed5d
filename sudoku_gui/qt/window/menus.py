"""The window's menu bar from ``actions.MENUS``, and its entries that are lists rather than
single commands (the ``@name`` items): recent files, Copy As formats, themes, algorithms."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMenuBar

from ...core.algorithms.registry import available_algorithms
from ...core.puzzles.formats import FORMAT_NAMES
from .. import i18n
from ..actions import MENUS
from ..puzzle.files import FileActions
from . import theme


def recent(menu: QMenu, files: FileActions) -> None:
    sub = menu.addMenu(QCoreApplication.translate("MainWindow", "Open &Recent"))
    sub.aboutToShow.connect(lambda: files.fill_recent(sub))


def copy_as(menu: QMenu, files: FileActions) -> None:
    sub = menu.addMenu(QCoreApplication.translate("MainWindow", "Copy &As"))
    for fmt, english in FORMAT_NAMES.items():
        name = QCoreApplication.translate("formats", english)
        a = sub.addAction(name)
        a.setStatusTip(QCoreApplication.translate("MainWindow", "Copy the board as {value}").format(value=name.lower()))
        a.triggered.connect(lambda _=False, f=fmt: files.copy_as(f))


def themes(menu: QMenu, group: QActionGroup, pick: Callable[[str], None]) -> None:
    sub = menu.addMenu(QCoreApplication.translate("MainWindow", "&Theme"))
    labels = (
        QCoreApplication.translate("MainWindow", "Follow the &System"),
        QCoreApplication.translate("MainWindow", "&Light"),
        QCoreApplication.translate("MainWindow", "&Dark"),
    )
    tips = {
        "light": QCoreApplication.translate("MainWindow", "The light look"),
        "dark": QCoreApplication.translate("MainWindow", "The dark look"),
    }
    for name, label in zip(theme.THEMES, labels, strict=True):
        a = sub.addAction(label)
        a.setData(name)
        a.setCheckable(True)
        a.setStatusTip(
            tips.get(name, QCoreApplication.translate("MainWindow", "Follow the desktop's light or dark scheme"))
        )
        a.triggered.connect(lambda _=False, n=name: pick(n))
        group.addAction(a)


def algorithms(menu: QMenu, group: QActionGroup, current: str, pick: Callable[[str], None]) -> None:
    sub = menu.addMenu(QCoreApplication.translate("MainWindow", "A&lgorithm"))
    for found in available_algorithms():
        a = sub.addAction(i18n.strategy_title(found.title or found.name))
        a.setData(found.name)
        a.setCheckable(True)
        a.setChecked(found.name == current)
        a.setStatusTip(i18n.strategy_title(found.description))
        a.setToolTip(i18n.strategy_title(found.description))
        a.triggered.connect(lambda _=False, n=found.name: pick(n))
        group.addAction(a)


def build_menus(
    bar: QMenuBar, actions: dict[str, QAction], special: dict[str, Callable[[QMenu], None]], owner: QObject
) -> None:
    """The menu bar from ``MENUS``; ``special["name"](menu)`` fills each ``@name`` entry."""
    for title, items in MENUS:
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", title))
        for item in items:
            if item == "-":
                menu.addSeparator()
            elif item.startswith("@"):
                special[item[1:]](menu)
            else:
                menu.addAction(actions[item])


def menu_actions(bar: QMenuBar) -> list[QAction]:
    """Every action of the menu bar, submenus included, in menu order (for the F1 key list)."""
    found: list[QAction] = []

    def walk(menu: QMenu) -> None:
        for a in menu.actions():
            sub = a.menu()
            if isinstance(sub, QMenu):
                walk(sub)
            elif not a.isSeparator():
                found.append(a)

    for top in bar.actions():
        sub = top.menu()
        if isinstance(sub, QMenu):
            walk(sub)
    return found
