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
    k = tl.head.counters
    seconds = run.solving_seconds()
    counts = QCoreApplication.translate(
        "Controller", "{steps:,} steps ({guesses:,} guesses, {backtracks:,} backtracks); solving {seconds:.2f} s"
    ).format(steps=len(tl), guesses=k.guesses, backtracks=k.backtracks, seconds=seconds)  # as the slider counts
    strategy = find(run.algorithm)
    records_steps = strategy is None or strategy.records_steps
    if not records_steps:  # ``fast``: no steps to count
        counts = QCoreApplication.translate("Controller", "fast solver, {ms:.1f} ms").format(ms=seconds * 1000)
    o = run.outcome
    n, complete = tl.head.solution_count
    if o is Outcome.SOLVED and n < 2 and records_steps:
        n = count_solutions(values, 2)  # a proper puzzle has exactly one
        complete = n < 2
    lines: list[tuple[str, bool]] = []
    flaw = run.flaw()
    if flaw is not None:  # a fault or a wrong claim: said, never "solved"
        lines.append((speak(flaw.text), True))
    elif o in (Outcome.SOLVED, Outcome.MULTIPLE) and n >= 2:
        text = (
            QCoreApplication.translate("Controller", "{n:,} solutions: not a proper puzzle. One is shown; {counts}.")
            if complete
            else QCoreApplication.translate(
                "Controller", "{n:,} solutions (at least {n:,}): not a proper puzzle. One is shown; {counts}."
            )
        )
        lines.append((text.format(n=n, counts=counts), True))
    elif o is Outcome.SOLVED:
        lines.append((QCoreApplication.translate("Controller", "Solved: {counts}.").format(counts=counts), False))
    elif o is Outcome.NO_SOLUTION:
        lines.append(
            (QCoreApplication.translate("Controller", "No solution: searched {counts}.").format(counts=counts), True)
        )
    elif o is Outcome.TIME_LIMIT:
        lines.append(
            (
                QCoreApplication.translate(
                    "Controller", "Time limit reached ({value:g} s of solving): {counts}."
                ).format(value=run.time_limit or time_limit or 0, counts=counts),
                True,
            )
        )
    elif o is Outcome.ERROR:
        lines.append(
            (
                QCoreApplication.translate("Controller", "The solver failed: {value}").format(value=speak(run.error)),
                True,
            )
        )
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
