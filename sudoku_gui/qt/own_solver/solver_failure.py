"""A run that fails (a loaded solver's ``SolverError``: its exception with file:line, its exit
code and its error or last line on standard error, a protocol error with its line number; or a built-in's
bug) is said at once in the status bar and the log, in the window's language.

``core.external.solver_kinds`` builds its error texts in English with the data filled in (the command line,
the file, the program's own words). ``failure_text`` says them again: the phrases the app wrote
are recognised by their fixed words and translated, the data (commands, file names, the
program's stderr, Python's exception text) is kept as written.
"""

from __future__ import annotations

import contextlib
import logging
import re

from PySide6.QtCore import QCoreApplication, QObject

from ...core.message import QT_TRANSLATE_NOOP
from ...core.runs.step_stream import Outcome

log = logging.getLogger("sudoku_gui.solver")

_PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), template)
    for pattern, template in (
        (
            r"ended with exit code (?P<code>-?\d+) after line (?P<n>\d+)",
            QT_TRANSLATE_NOOP("SolverFailure", "ended with exit code {code} after line {n}"),
        ),
        (
            r"ended after line (?P<n>\d+) without a solved or no-solution line",
            QT_TRANSLATE_NOOP("SolverFailure", "ended after line {n} without a solved or no-solution line"),
        ),
        (
            r"ends after line (?P<n>\d+) without a solved or no-solution line",
            QT_TRANSLATE_NOOP("SolverFailure", "ends after line {n} without a solved or no-solution line"),
        ),
        (
            r"out of memory or killed after line (?P<n>\d+)",
            QT_TRANSLATE_NOOP("SolverFailure", "out of memory or killed after line {n}"),
        ),
        (
            r"killed by signal (?P<signal>\d+) after line (?P<n>\d+)",
            QT_TRANSLATE_NOOP("SolverFailure", "killed by signal {signal} after line {n}"),
        ),
        (
            r"; its last line on standard error: ",
            QT_TRANSLATE_NOOP("SolverFailure", "; its last line on standard error: "),
        ),
        (
            r"; its error on standard error: ",
            QT_TRANSLATE_NOOP("SolverFailure", "; its error on standard error: "),
        ),
        (
            r"its process ended with code (?P<code>-?\d+)",
            QT_TRANSLATE_NOOP("SolverFailure", "its process ended with code {code}"),
        ),
        (
            r"its process out of memory or killed",
            QT_TRANSLATE_NOOP("SolverFailure", "its process ran out of memory or was killed"),
        ),
        (r"^out of memory$", QT_TRANSLATE_NOOP("SolverFailure", "out of memory")),
        (r"(?:step )?line (?P<n>\d+): ", QT_TRANSLATE_NOOP("SolverFailure", "line {n}: ")),
        (r"(?P<at>:\d+): syntax error: ", QT_TRANSLATE_NOOP("SolverFailure", "{at}: syntax error: ")),
        (r"^cannot run (?P<command>.+?): ", QT_TRANSLATE_NOOP("SolverFailure", "cannot run {command}: ")),
        (r"no step for (?P<s>[\d.]+) s", QT_TRANSLATE_NOOP("SolverFailure", "no step for {s} s")),
    )
)


_CLASS = re.compile(r"^[A-Z][A-Za-z0-9_]*: ")
"""The exception class name the app puts before a failure (``SolverError: ``, ``BadLine: ``, a
built-in strategy's ``IndexError: ``): a person is told what failed, not in which class."""


def failure_text(error: str) -> str:
    """``error`` (a run's ``error``: ``"error: SolverError: ..."`` or a built-in's exception) in
    the window's language, without the exception class the app put before it (a loaded solver's
    own exception, after its file's name, is its words and stays)."""
    text = _CLASS.sub("", error.removeprefix("error: "), count=1)
    for pattern, template in _PHRASES:

        def said(m: re.Match[str], template: str = template) -> str:
            return QCoreApplication.translate("SolverFailure", template).format(**m.groupdict())

        text = pattern.sub(said, text, count=1)
    return text


class SolverFailure(QObject):
    """Watches the runs of ``controller`` and says a failed one at once: ``The solver failed:
    ...`` in the status bar (as the run's end report will again when it is played to its end)
    and a warning in the log (``sudoku_gui.solver``)."""

    def __init__(self, controller: QObject) -> None:
        super().__init__(controller)
        self._controller = controller
        self._watched: object = None
        controller.runChanged.connect(self._follow)  # type: ignore[attr-defined]

    def _follow(self, run: object) -> None:
        if self._watched is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the run is gone already
                self._watched.ended.disconnect(self._on_ended)  # type: ignore[attr-defined]
        self._watched = run
        if run is not None:
            run.ended.connect(self._on_ended)  # type: ignore[attr-defined]

    def _on_ended(self) -> None:
        run = self._watched
        if run is None or run.outcome is not Outcome.ERROR:  # type: ignore[attr-defined]
            return
        text = QCoreApplication.translate("Controller", "The solver failed: {value}").format(
            value=failure_text(run.error)  # type: ignore[attr-defined]
        )
        self._controller.message.emit(text, True)  # type: ignore[attr-defined]
        english = _CLASS.sub("", run.error.removeprefix("error: "), count=1)  # type: ignore[attr-defined]
        log.warning("%s failed: %s", run.algorithm, english)  # type: ignore[attr-defined]
