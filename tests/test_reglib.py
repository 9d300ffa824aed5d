"""Every technique against every line of HoDoKu's regression library for its code.

A line passes when the technique finds a step whose eliminations (or placements) are exactly
the line's; a fail-case line (variant ``x``) passes when the technique finds nothing.
"""

from __future__ import annotations

import pytest
from reglib import load_cases

from sudoku_gui.core.steps import Eliminate, Place
from sudoku_gui.core.techniques import BY_CODE

CASES = [c for c in load_cases() if c.code in BY_CODE]


def found_sets(case):
    technique = BY_CODE[case.code]
    for step in technique.find(case.grid()):
        if isinstance(step, Eliminate):
            yield frozenset(step.eliminations), frozenset()
        elif isinstance(step, Place):
            yield frozenset(), frozenset({(step.cell, step.digit)})


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{BY_CODE[c.code].name}-line{c.line_no}")
def test_reglib_line(case):
    found = list(found_sets(case))
    if case.fail_case:
        assert not found, f"{case.text}: expected nothing, found {found[:3]}"
        return
    expected = (case.eliminations, case.placements)
    assert expected in found, f"{case.text}\nfound {len(found)} steps, none matching"


def test_every_technique_has_reglib_lines():
    covered = {c.code for c in CASES}
    assert covered == set(BY_CODE), set(BY_CODE) - covered
