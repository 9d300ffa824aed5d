"""Window helpers that hold no state: the keys reference, the About box, the Puzzles menu.

The window declares its own actions and widgets; these functions only fill what they are given.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ...core.grid import PuzzleError, Values, format_grid
from ...core.message import QT_TRANSLATE_NOOP
from ...core.puzzles.library import COLLECTIONS, LibraryPuzzle, load_collection, load_levels, load_seed_puzzles
from ...core.rating.se.rule_sets import DEFAULT_RULES, RULE_SETS
from ..actions import COMMANDS
from ..i18n import level_name, speak

APP_TITLE = "Sudoku Visualizer"
"""The application's name (settings paths); the window shows it translated (context ``App``)."""
_tr = QCoreApplication.translate

BOARD_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Arrows, click"), QT_TRANSLATE_NOOP("Keys", "select a cell")),
    (
        QT_TRANSLATE_NOOP("Keys", "1-9"),
        QT_TRANSLATE_NOOP("Keys", "enter a digit: a given while editing, your own digit in a game (Ctrl+G)"),
    ),
    (QT_TRANSLATE_NOOP("Keys", "Shift+1-9, right-click"), QT_TRANSLATE_NOOP("Keys", "add or remove a pencil mark")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"), QT_TRANSLATE_NOOP("Keys", "pencil mode on or off: typed digits toggle marks")),
    (QT_TRANSLATE_NOOP("Keys", "0, Delete, Backspace"), QT_TRANSLATE_NOOP("Keys", "clear the cell")),
    (
        QT_TRANSLATE_NOOP("Keys", "Digit pad"),
        QT_TRANSLATE_NOOP("Keys", "pick a digit (or the eraser), then click cells; a picked digit is highlighted"),
    ),
    (QT_TRANSLATE_NOOP("Keys", "Drop a file"), QT_TRANSLATE_NOOP("Keys", "open it")),
)
"""Keys of the board itself (the menus' keys are read from their actions)."""

TREE_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Up / Down"), QT_TRANSLATE_NOOP("Keys", "Search tree: the parent / the first child")),
    (QT_TRANSLATE_NOOP("Keys", "Left / Right"), QT_TRANSLATE_NOOP("Keys", "Search tree: the previous / next sibling")),
    (QT_TRANSLATE_NOOP("Keys", "Home / End"), QT_TRANSLATE_NOOP("Keys", "Search tree: the root / the last node")),
    (
        QT_TRANSLATE_NOOP("Keys", "Enter"),
        QT_TRANSLATE_NOOP("Keys", "Search tree: show on the board why the selected leaf failed"),
    ),
    (QT_TRANSLATE_NOOP("Keys", "+ / -, wheel"), QT_TRANSLATE_NOOP("Keys", "Search tree: zoom in / out")),
    (QT_TRANSLATE_NOOP("Keys", "0"), QT_TRANSLATE_NOOP("Keys", "Search tree: fit the tree to the pane")),
)
"""Keys of the Search Tree pane while it has the keyboard (``tree_view``, ``panes/search_tree``)."""


def plain_name(text: str) -> str:
    """A menu text without its mnemonic or ellipsis: ``&Open Puzzle…`` -> ``Open Puzzle``, and
    the Chinese form ``生成题目(&G)…`` -> ``生成题目``."""
    text = re.sub(r"\s*\(&[^&\s]\)", "", text)
    return re.sub(r"&(.)", r"\1", text).replace("…", "").strip()


def key_rows(actions: Sequence[QAction]) -> list[tuple[str, str]]:
    """(keys, what they do) for the board's keys, the search tree's, then for every action that
    has a shortcut, in menu order, so the list cannot miss one; translated.

    An action is named by its menu entry as declared (``actions.COMMANDS``), not by its text of
    the moment (Undo's names the edit it undoes); keys are written as on the keyboard
    (``Backspace``, not Qt's translation of it)."""
    return [(keys, what) for keys, what, _english in _rows(actions, keyless=False)]


ENGLISH = "englishText"
"""The dynamic property holding an action's English name and tip (``set_english``), which F1's
filter also searches when the window speaks another language."""
NO_KEY = "—"


def set_english(action: QAction, text: str, tip: str) -> None:
    """Keep ``action``'s English ``text`` and ``tip`` (their source strings) for F1's filter."""
    action.setProperty(ENGLISH, f"{plain_name(text)}: {tip}")


def command_rows(actions: Sequence[QAction]) -> list[tuple[str, str, str]]:
    """F1's rows: (keys, what they do, the same in English): those of ``key_rows``, then every
    named command without a key (``act_*``: Check Steps, Load Your Own Algorithm's entries...),
    so that a search finds a command by its name or tip in the window's language or in English."""
    return _rows(actions, keyless=True)


def _rows(actions: Sequence[QAction], keyless: bool) -> list[tuple[str, str, str]]:
    declared = {f"act_{cmd.name}": (cmd.text, cmd.tip) for cmd in COMMANDS}
    rows = [(_tr("Keys", k), _tr("Keys", what), f"{k}: {what}") for k, what in (*BOARD_KEYS, *TREE_KEYS)]
    without: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for a in actions:
        portable = QKeySequence.SequenceFormat.PortableText
        keys = " / ".join(k.toString(portable) for k in a.shortcuts() if not k.isEmpty())
        text, tip = declared.get(a.objectName(), ("", ""))
        name = plain_name(_tr("MainWindow", text) if text else a.text())
        if name in seen or not (keys or keyless and a.objectName().startswith("act_")):
            continue
        seen.add(name)
        what = QCoreApplication.translate("Keys", "{name}: {tip}").format(name=name, tip=a.statusTip() or a.toolTip())
        english = f"{plain_name(text)}: {tip}" if text else str(a.property(ENGLISH) or "")
        (rows if keys else without).append((keys or NO_KEY, what, english))
    return rows + without


def keys_html(actions: Sequence[QAction]) -> str:
    """The keys reference (``key_rows``) as an HTML table."""
    rows = [
        f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(what)}</td></tr>" for keys, what in key_rows(actions)
    ]
    return "<table cellspacing='4'>" + "".join(rows) + "</table>"


COLLECTION_SOURCES = {
    "easy50.txt": QT_TRANSLATE_NOOP("Chrome", "Project Euler problem 96, as in Peter Norvig's pytudes (MIT)"),
    "top95.txt": QT_TRANSLATE_NOOP("Chrome", "collected on the Sudoku forums; Peter Norvig's pytudes (MIT)"),
    "hardest.txt": QT_TRANSLATE_NOOP("Chrome", 'found by Peter Norvig searching for "hardest sudoku"; pytudes (MIT)'),
}
"""Attribution shown in the menu (full details in resources/SOURCES.md)."""


def fill_puzzles_menu(
    menu: QMenu, load: Callable[[Values, str], object], rules: Callable[[], str] = lambda: DEFAULT_RULES
) -> None:
    """The seed articles' puzzles, one submenu per article, then the bundled collections, each
    puzzle with its difficulty: Sudoku Explainer's ER and level under the rule set ``rules()``
    names (the status bar's figure), relabelled when the menu opens after the rule set changed;
    picking one calls ``load(values, name)``."""
    try:
        puzzles = load_seed_puzzles()
        by_rules = {name: load_levels(rules=name) for name in RULE_SETS}
    except (OSError, PuzzleError, ValueError) as e:
        menu.addAction(
            QCoreApplication.translate("Chrome", "(puzzle list unavailable: {error})").format(error=e)
        ).setEnabled(False)
        return
    menu.setToolTipsVisible(True)
    shown = [rules()]
    levels = by_rules.get(shown[0], {})
    entries: list[tuple[QAction, LibraryPuzzle, str]] = []
    submenus: dict[str, QMenu] = {}
    for item in puzzles:
        sub = submenus.get(item.article)
        if sub is None:
            sub = submenus[item.article] = menu.addMenu(_tr("library", item.article))
        entries.append(
            _add(
                sub,
                item,
                speak(item.title),
                levels,
                load,
                QCoreApplication.translate("Chrome", "A puzzle from the {article}").format(
                    article=_tr("library", item.article)
                ),
            )
        )
    menu.addSeparator()
    _add_collections(menu, levels, load, entries)

    def relabel() -> None:  # the rule set may have changed since the menu was last shown
        now = rules()
        if now != shown[0]:
            shown[0] = now
            for action, item, title in entries:
                action.setText(_entry_text(item, title, by_rules.get(now, {})))

    menu.aboutToShow.connect(relabel)


def _add_collections(
    menu: QMenu,
    levels: dict[str, str],
    load: Callable[[Values, str], object],
    entries: list[tuple[QAction, LibraryPuzzle, str]],
) -> None:
    """The bundled collections, a submenu each under its source, their puzzles added to ``entries``."""
    for file, title in COLLECTIONS:
        sub = menu.addMenu(_tr("library", title))
        header = sub.addAction(
            QCoreApplication.translate("Chrome", "Source: {value}").format(
                value=_tr("Chrome", COLLECTION_SOURCES.get(file, file))
            )
        )
        header.setEnabled(False)
        sub.addSeparator()
        try:
            collection = load_collection(file)
        except (OSError, PuzzleError) as e:
            sub.addAction(QCoreApplication.translate("Chrome", "(unavailable: {error})").format(error=e)).setEnabled(
                False
            )
            continue
        for item in collection:
            tip = QCoreApplication.translate("Chrome", "{collection}, puzzle {name}").format(
                collection=_tr("library", title), name=item.name
            )
            entries.append(_add(sub, item, item.name, levels, load, tip))


def _add(
    menu: QMenu,
    item: LibraryPuzzle,
    title: str,
    levels: dict[str, str],
    load: Callable[[Values, str], object],
    tip: str,
) -> tuple[QAction, LibraryPuzzle, str]:
    a = menu.addAction(_entry_text(item, title, levels))
    a.setStatusTip(tip)
    a.setToolTip(tip)
    a.triggered.connect(lambda _=False, it=item, t=title: load(it.values, t))
    return a, item, title


def _entry_text(item: LibraryPuzzle, title: str, levels: dict[str, str]) -> str:
    givens = sum(1 for v in item.values if v)
    level = levels.get(format_grid(item.values), "")
    if level:  # "4.2 Hard" or "≥9.5 Beyond": Sudoku Explainer's ER, then the level's name
        score, _, name = level.partition(" ")
        return QCoreApplication.translate("Chrome", "{title}  -  ER {score} {level}, {givens} givens").format(
            title=title, score=score, level=level_name(name), givens=givens
        )
    return QCoreApplication.translate("Chrome", "{title}  ({givens} givens)").format(title=title, givens=givens)


def show_about(parent: QWidget, version: str) -> None:
    """Help > About: the app, its ``version`` (the installed package's), what it does, its licence."""
    QMessageBox.about(
        parent,
        QCoreApplication.translate("Chrome", "About {app_title}").format(
            app_title=QCoreApplication.translate("App", "Sudoku Visualizer")
        ),
        "<h3>{}</h3><p>{}</p><p>{}</p><p>{}</p>".format(
            html.escape(QCoreApplication.translate("App", "Sudoku Visualizer")),
            html.escape(QCoreApplication.translate("Chrome", "Version {version}").format(version=version)),
            html.escape(
                QCoreApplication.translate(
                    "Chrome",
                    "Watch backtracking, constraint propagation and human techniques solve a Sudoku step by step.",
                )
            ),
            html.escape(QCoreApplication.translate("Chrome", "License: GPL-3.0-or-later.")),
        ),
    )
