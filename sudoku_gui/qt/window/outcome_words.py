"""How a run ended, in the window's words: the one table of outcome words for every view
(status bar, export report, race tiles, Compare), translated in the MainWindow context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.message import QT_TRANSLATE_NOOP
from ...core.steps import Outcome
from ..i18n import speak

OUTCOME_TEXT = {
    Outcome.SOLVED: QT_TRANSLATE_NOOP("MainWindow", "solved"),
    Outcome.MULTIPLE: QT_TRANSLATE_NOOP("MainWindow", "multiple"),
    Outcome.NO_SOLUTION: QT_TRANSLATE_NOOP("MainWindow", "no-solution"),
    Outcome.TIME_LIMIT: QT_TRANSLATE_NOOP("MainWindow", "time-limit"),
    Outcome.STOPPED: QT_TRANSLATE_NOOP("MainWindow", "stopped"),
    Outcome.WRONG: QT_TRANSLATE_NOOP("MainWindow", "wrong claim"),
}


def outcome_text(outcome: Outcome | str, error: str = "") -> str:
    """``outcome`` (an ``Outcome``, or its word) in the window's language; an error says what
    (``error``: a run's failure, a ``Message`` said in the window's language)."""
    if outcome == Outcome.ERROR or str(outcome).startswith("error"):
        message = error or str(outcome).removeprefix("error").lstrip(": ")
        return QCoreApplication.translate("MainWindow", "error: {message}").format(message=speak(message))
    try:
        word = OUTCOME_TEXT.get(Outcome(outcome))
    except ValueError:
        word = None
    return QCoreApplication.translate("MainWindow", word) if word is not None else str(outcome)
