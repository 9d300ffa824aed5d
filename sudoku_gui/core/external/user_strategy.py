"""The strategy that runs a solver brought by the user (``resolve``): its ``solve`` starts the run
that suits its name's kind (``start``). See ``core.external.solver_kinds``.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from ..message import QT_TRANSLATE_NOOP
from ..steps import Step
from ..strategies.strategy import Strategy
from .python_run import InProcessRun, PythonRun
from .solver_kinds import EXEC, REPLAY, ExternalRun, ProgramRun, ReplayRun, entry_points, kind_of, problem


def start(name: str, values: Sequence[int], marks: Sequence[int] | None = None) -> ExternalRun:
    """The run of ``name`` from ``values`` (81 ints); ``marks`` are ignored (an external
    solver derives its own)."""
    kind = kind_of(name)
    if kind == "exec":
        return ProgramRun(name[len(EXEC) :], values)
    if kind == "replay":
        return ReplayRun(name[len(REPLAY) :], values)
    if multiprocessing.current_process().daemon:
        return InProcessRun(name, values)
    return PythonRun(name, values)


def resolve(name: str) -> Strategy:
    """The strategy that runs the external solver ``name``; KeyError when it is none."""
    kind = kind_of(name)
    if kind is None or problem(name) is not None:
        raise KeyError(name)
    if kind == "exec":
        title = name[len(EXEC) :].strip()
        source = QT_TRANSLATE_NOOP("strategy", "a program speaking the step protocol")
    elif kind == "replay":
        title = Path(name[len(REPLAY) :]).name
        source = QT_TRANSLATE_NOOP("strategy", "a saved run")
    elif kind == "file":
        title = Path(name).name
        source = QT_TRANSLATE_NOOP("strategy", "a Python file")
    else:
        ep = entry_points()[name]
        title, source = name, f"{ep.value} ({ep.dist.name if ep.dist else 'installed'})"
    return ExternalStrategy(
        name,
        QT_TRANSLATE_NOOP("strategy", "A solver of your own, run in a process of its own"),
        "",
        source,
        derived_candidates=True,
        title=title,
        keeps_marks=False,
        trusted=False,
    )


@dataclass(frozen=True)
class ExternalStrategy(Strategy):
    """A ``Strategy`` whose ``solve`` starts the solver named ``name`` in a process of its own."""

    @property
    def solve(self) -> Callable[..., Iterator[Step]]:
        return partial(start, self.name)
