"""Puzzles > Sudoku Explainer Rules: which of Sudoku Explainer's rule sets rates puzzles in the
window (the status bar, Analyse Puzzle, the puzzle picker, Generate and the Puzzles menu's
figures), remembered in the settings (``core/se/rule_sets.py`` says what each one is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ...core.rating.se.rule_sets import BANK, CLASSIC, DEFAULT_RULES, RULE_SETS, SUKAKU
from ..window.settings import read

if TYPE_CHECKING:
    from .player_help import Assistant

SETTING = "seRules"
"""The settings key of the choice (a name of ``RULE_SETS``)."""


def chosen(settings: QSettings) -> str:
    """The rule set chosen in ``settings``; the default when none is, or the value is damaged."""
    return read(settings, SETTING, DEFAULT_RULES, lambda v: v in RULE_SETS)


def _entries() -> dict[str, tuple[str, str]]:
    """Each rule set's menu text and its description."""
    return {
        BANK: (
            QCoreApplication.translate("SeRules", "Puzzle &Bank (default)"),
            QCoreApplication.translate(
                "SeRules",
                "As the Sudoku Exchange puzzle bank was rated: Sukaku Explainer's techniques without the "
                "UVWXYZ- and TUVWXYZ-Wings",
            ),
        ),
        SUKAKU: (
            QCoreApplication.translate("SeRules", "&Sukaku Explainer"),
            QCoreApplication.translate(
                "SeRules",
                "Sukaku Explainer's current default techniques: Sudoku Explainer's, chains of strong links, "
                "and WXYZ- to TUVWXYZ-Wings",
            ),
        ),
        CLASSIC: (
            QCoreApplication.translate("SeRules", "&Classic (Sudoku Explainer 1.2.1.3)"),
            QCoreApplication.translate(
                "SeRules",
                "Sudoku Explainer 1.2.1.3's techniques, which the forums' historical ratings (the hardest "
                "lists) were made with",
            ),
        ),
    }


class SeRulesMenu(QObject):
    """The Sudoku Explainer Rules submenu of ``menu``: picking one saves it in ``settings`` and
    has ``assistant`` rate the puzzle again with it."""

    def __init__(self, menu: QMenu, settings: QSettings, assistant: Assistant) -> None:
        super().__init__(menu)
        self.settings, self.assistant = settings, assistant
        self.menu = menu.addMenu(QCoreApplication.translate("SeRules", "Sudoku Explainer &Rules"))
        self.menu.setToolTipsVisible(True)
        self.group = QActionGroup(self)
        current = chosen(settings)
        for rules, (text, tip) in _entries().items():
            action = QAction(text, self.group)
            action.setCheckable(True)
            action.setData(rules)
            action.setChecked(rules == current)
            action.setToolTip(tip)
            action.setStatusTip(tip)
            self.menu.addAction(action)
        self.group.triggered.connect(self.choose)
        assistant.set_rules(current)

    def choose(self, action: QAction) -> None:
        """Save the choice and rate the puzzle again with it."""
        rules = str(action.data())
        self.settings.setValue(SETTING, rules)
        self.assistant.set_rules(rules)
