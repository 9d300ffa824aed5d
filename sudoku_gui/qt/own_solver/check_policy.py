"""Which runs have their steps checked (Solve > Check Steps), and the check itself.

Which runs are checked is the controller's ``CheckPolicy``: a solver of the user's (a program,
a Python file, an entry point, an opened run: ``Strategy.trusted`` False) when Check Steps is
on, which it is unless turned off; a built-in strategy only with Check Built-in Strategies Too.
The controller asks the policy as it starts a run and tells the run (``Playback``'s ``check``).
The check runs in the solver's thread, on the steps as they are pulled (``guarded``): the run
ends after the step that shows the fault, so what is recorded is the run up to it (``Playback``
pauses it there and marks it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ...core.algorithms.registry import find
from ...core.analysis.step_checker import StepChecker
from ...core.analysis.verdict import Fault
from ...core.board_state import BoardState
from ...core.steps import Step


@dataclass
class CheckPolicy:
    """Which runs are checked: a solver of the user's when ``own``, a built-in when ``builtins``."""

    own: bool = True
    builtins: bool = False

    def applies(self, algorithm: str) -> bool:
        """Whether a run of ``algorithm`` started now is checked."""
        strategy = find(algorithm)
        return self.builtins if strategy is not None and strategy.trusted else self.own


def guarded(
    steps: Iterator[Step], start: BoardState, algorithm: str, on_fault: Callable[[Fault], None]
) -> tuple[Iterator[Step], StepChecker]:
    """``steps`` of ``algorithm`` from ``start`` passed through a new checker (see
    ``StepChecker.guard``; ``on_fault`` hears the first fault before its step is given)."""
    strategy = find(algorithm)
    marks = None if strategy is None or strategy.derived_candidates else tuple(start.candidates)
    checker = StepChecker(tuple(start.values), marks)
    return checker.guard(steps, on_fault), checker
