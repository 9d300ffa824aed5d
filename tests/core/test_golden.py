"""Every strategy makes the same steps as when the golden runs were stored (issue 28: the search
engine under the seed algorithms changes no step). See ``golden_runs.py`` for what is stored.

Runs that took more than a second when stored are ``slow`` (``pytest -m slow``): plain
backtracking's millions of steps, and ``mrv-all``'s walks over whole trees.
"""

from __future__ import annotations

import pytest
from golden_runs import cases, load, load_seconds, load_traces, summarise

from sudoku_gui.core.strategies import STRATEGIES

STORED = load()
CASES = {case.name: case for case in cases()}
QUICK = 1.0
"""Seconds a run took when stored, above which it is ``slow``."""


def _params():
    for (strategy, name), seconds in load_seconds().items():
        marks = [pytest.mark.slow] if seconds > QUICK else []
        yield pytest.param(strategy, name, marks=marks, id=f"{strategy}-{name}")


def test_every_strategy_and_case_is_stored():
    wanted = {
        (strategy, name)
        for name, case in CASES.items()
        for strategy in STRATEGIES
        if case.marks is None or strategy not in ("naive", "units", "fast")
    }
    assert set(STORED) == wanted


@pytest.mark.parametrize("strategy, name", list(_params()))
def test_the_steps_are_the_stored_ones(strategy, name):
    got = summarise(strategy, CASES[name])
    if (got.steps, got.capped, got.trace, got.full) != STORED[(strategy, name)]:
        stored = load_traces().get((strategy, name))
        if stored is not None and got.lines is not None:
            assert got.lines == stored  # shows the first step of the trace that differs
    assert (got.steps, got.capped, got.trace, got.full) == STORED[(strategy, name)]
