"""What the status bar says when a run ends: its outcome, its figures, and what was dropped."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.algorithms.registry import find
from ...core.analysis.verdict import OK
from ...core.grid import Values
from ...core.puzzles.counting import count_solutions
from ...core.runs.step_stream import Outcome
from ..i18n import speak
from ..playback import Playback


def end_report(run: Playback, values: Values, time_limit: float | None) -> list[tuple[str, bool]]:
    """The status lines (text, is it an error) for ``run``, which has ended; ``values`` is the
    board it started from (a proper puzzle's solution count is checked on it)."""
    tl = run.timeline
    counts, records_steps = _counts(run)
    n, complete = tl.head.solution_count
    if run.outcome is Outcome.SOLVED and n < 2 and records_steps:
        n = count_solutions(values, 2)  # a proper puzzle has exactly one
        complete = n < 2
    lines: list[tuple[str, bool]] = []
    flaw = run.flaw()
    if flaw is not None:  # a fault or a wrong claim: said, never "solved"
        lines.append((speak(flaw.text), True))
    elif (line := _outcome(run, n, complete, counts, time_limit)) is not None:
        lines.append(line)
    checker = run.checker
    if lines and flaw is None and checker is not None and checker.verdict().kind == OK:
        text, error = lines[0]
        lines[0] = (text + " " + QCoreApplication.translate("Controller", "Check Steps: no fault."), error)
    if tl.dropped:
        lines.append(
            (
                QCoreApplication.translate(
                    "Controller", "Only the newest {value:,} steps are kept ({dropped:,} dropped)."
                ).format(value=len(tl) - tl.dropped, dropped=tl.dropped),
                False,
            )
        )
    return lines


def _counts(run: Playback) -> tuple[str, bool]:
    """The run's figures as the status bar says them, and whether its strategy records steps
    (``fast`` does not: its time alone)."""
    tl = run.timeline
    k = tl.head.counters
    seconds = run.solving_seconds()
    counts = QCoreApplication.translate(
        "Controller", "{steps:,} steps ({guesses:,} guesses, {backtracks:,} backtracks); solving {seconds:.2f} s"
    ).format(steps=len(tl), guesses=k.guesses, backtracks=k.backtracks, seconds=seconds)  # as the slider counts
    strategy = find(run.algorithm)
    records_steps = strategy is None or strategy.records_steps
    if not records_steps:  # ``fast``: no steps to count
        counts = QCoreApplication.translate("Controller", "fast solver, {ms:.1f} ms").format(ms=seconds * 1000)
    return counts, records_steps


def _outcome(run: Playback, n: int, complete: bool, counts: str, time_limit: float | None) -> tuple[str, bool] | None:
    """The line saying how ``run`` ended (``n`` solutions, all of them if ``complete``), with
    ``counts``; None for an ending that says nothing (stopped)."""
    o = run.outcome
    if o in (Outcome.SOLVED, Outcome.MULTIPLE) and n >= 2:
        text = (
            QCoreApplication.translate("Controller", "{n:,} solutions: not a proper puzzle. One is shown; {counts}.")
            if complete
            else QCoreApplication.translate(
                "Controller", "{n:,} solutions (at least {n:,}): not a proper puzzle. One is shown; {counts}."
            )
        )
        return text.format(n=n, counts=counts), True
    if o is Outcome.SOLVED:
        return QCoreApplication.translate("Controller", "Solved: {counts}.").format(counts=counts), False
    if o is Outcome.NO_SOLUTION:
        return QCoreApplication.translate("Controller", "No solution: searched {counts}.").format(counts=counts), True
    if o is Outcome.TIME_LIMIT:
        return (
            QCoreApplication.translate("Controller", "Time limit reached ({value:g} s of solving): {counts}.").format(
                value=run.time_limit or time_limit or 0, counts=counts
            ),
            True,
        )
    if o is Outcome.ERROR:
        return (
            QCoreApplication.translate("Controller", "The solver failed: {value}").format(value=speak(run.error)),
            True,
        )
    return None
