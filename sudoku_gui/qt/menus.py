"""The window's menu entries that are lists rather than single commands (the ``@name`` items of
``actions.MENUS``): recent files, Copy As formats, themes, algorithms."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from ..core.formats import FORMAT_NAMES
from ..core.strategies import STRATEGIES
from . import i18n, theme
from .files import FileActions


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
    for name, strategy in STRATEGIES.items():
        a = sub.addAction(i18n.strategy_title(strategy.title or name))
        a.setData(name)
        a.setCheckable(True)
        a.setChecked(name == current)
        a.setStatusTip(i18n.strategy_title(strategy.description))
        a.setToolTip(i18n.strategy_title(strategy.description))
        a.triggered.connect(lambda _=False, n=name: pick(n))
        group.addAction(a)
