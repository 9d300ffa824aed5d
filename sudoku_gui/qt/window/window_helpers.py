"""Window helpers that hold no state: the About box, the Puzzles menu, menu texts' names.

The window declares its own actions and widgets; these functions only fill what they are given.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ...core.grid import PuzzleError, Values, format_grid
from ...core.message import QT_TRANSLATE_NOOP
from ...core.puzzles.library import COLLECTIONS, LibraryPuzzle, load_collection, load_levels, load_seed_puzzles
from ...core.rating.se.rule_sets import DEFAULT_RULES, RULE_SETS
from ..i18n import level_name, speak

APP_TITLE = "Sudoku Visualizer"
"""The application's name (settings paths); the window shows it translated (context ``App``)."""
_tr = QCoreApplication.translate


def plain_name(text: str) -> str:
    """A menu text without its mnemonic or ellipsis: ``&Open Puzzle…`` -> ``Open Puzzle``, and
    the Chinese form ``生成题目(&G)…`` -> ``生成题目``."""
    text = re.sub(r"\s*\(&[^&\s]\)", "", text)
    return re.sub(r"&(.)", r"\1", text).replace("…", "").strip()


ENGLISH = "englishText"
"""The dynamic property holding an action's English name and tip (``set_english``), which F1's
filter also searches when the window speaks another language."""


def set_english(action: QAction, text: str, tip: str) -> None:
    """Keep ``action``'s English ``text`` and ``tip`` (their source strings) for F1's filter."""
    action.setProperty(ENGLISH, f"{plain_name(text)}: {tip}")


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
