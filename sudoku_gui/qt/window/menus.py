"""The window's actions and menu bar from the command table (``actions.ROWS``), and the entries
of some of its ``Entries`` rows: recent files, Copy As formats, themes, algorithms."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from ...core.algorithms.registry import available_algorithms
from ...core.puzzles.formats import FORMAT_NAMES
from .. import i18n
from ..command_types import Actions, Command, CommandWindow, Group, Key, Menu
from ..commands import COMMANDS, ROWS
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


def key_sequences(keys: tuple[Key, ...]) -> list[QKeySequence]:
    """The key sequences of ``keys`` (a standard key: the platform's main binding), each once: a
    command that must answer a key on every platform names it besides the standard key (Redo:
    Ctrl+Shift+Z where the platform's is Ctrl+Y)."""
    found: list[QKeySequence] = []
    for k in keys:
        seq = QKeySequence(k)
        if not seq.isEmpty() and seq not in found:
            found.append(seq)
    return found


def tip_with_key(tip: str, action: QAction) -> str:
    key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    return QCoreApplication.translate("MainWindow", "{tip} ({key})").format(tip=tip, key=key) if key else tip


def build_actions(owner: QWidget, window: CommandWindow) -> Actions:
    """One QAction per command, added to ``owner`` (the window as a widget: its keys work with the
    menu bar hidden), calling the command's handler on ``window`` (the same window) when triggered."""
    actions: Actions = {}
    for cmd in COMMANDS:
        a = QAction(QCoreApplication.translate("MainWindow", cmd.text), owner)
        a.setObjectName(f"act_{cmd.name}")
        if cmd.keys:
            a.setShortcuts(key_sequences(cmd.keys))
        tip = QCoreApplication.translate("MainWindow", cmd.tip)
        a.setStatusTip(tip)
        a.setToolTip(tip_with_key(tip, a))
        a.setCheckable(cmd.checkable)
        a.triggered.connect(lambda _=False, c=cmd: c.handler(window))
        owner.addAction(a)
        actions[cmd.name] = a
    return actions


def build_menus(bar: QMenuBar, actions: Actions, fill: Mapping[str, Callable[[QMenu], object]]) -> None:
    """The menu bar from ``ROWS``, in their order: a menu (or submenu) made at its first entry, a
    separator between two groups of a menu; ``fill[name](menu)`` adds the entries of ``Entries(name)``."""
    made: dict[Menu, QMenu] = {}
    last: dict[Menu, Group] = {}

    def menu_for(group: Group) -> QMenu:
        menu = group.menu
        if menu not in made:
            title = QCoreApplication.translate("MainWindow", menu.title)
            made[menu] = bar.addMenu(title) if menu.parent is None else menu_for(menu.parent).addMenu(title)
        if last.setdefault(menu, group) is not group:
            made[menu].addSeparator()
            last[menu] = group
        return made[menu]

    for row in ROWS:
        menu = menu_for(row.group)
        if isinstance(row, Command):
            menu.addAction(actions[row.name])
        else:
            fill[row.name](menu)


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
