"""Hidden and Avoidable Rectangles: givens known or not, the step's pattern, and eliminations
that agree with the solution (every reglib line for 0606-0608 runs in test_reglib.py)."""

from __future__ import annotations

import random
import re

from conftest import ROOT
from reglib import load_cases

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.puzzles.exact_cover import solve_fast
from sudoku_gui.core.strategies.human import known_givens
from sudoku_gui.core.techniques import BY_CODE
from sudoku_gui.core.techniques.cgrid import CandidateGrid
from sudoku_gui.core.techniques.rectangles import AVOIDABLE_1, AVOIDABLE_2, avoidable_rectangles, hidden_rectangles

TOP = (ROOT / "tests" / "data" / "sample_top1465.txt").read_text().split()
CASES = {c.line_no: c for c in load_cases() if c.code in ("0606", "0607", "0608")}


def test_givens_default_to_the_filled_cells_and_survive_copy_and_play():
    p = parse_puzzle(TOP[0])
    filled = sum(1 << c for c in range(81) if p[c])
    g = CandidateGrid(p)
    assert g.givens == filled
    cell = next(c for c in range(81) if not p[c])
    g.place(cell, solve_fast(p)[cell])
    assert g.givens == filled and g.copy().givens == filled  # a placed digit is no given
    assert CandidateGrid(p, givens=0).givens == 0


def test_reglib_plus_marks_placed_cells():
    case = CASES[1025]  # :0607-1:19:+6+45.+3..+1.+1+9+3..268...
    assert case.givens >> 2 & 1 and not case.givens & 1  # 5 in r1c3 is a given, +6 in r1c1 is not
    assert case.givens.bit_count() == len(re.findall(r"(?<!\+)[1-9]", case.text.split(":")[3]))


def test_avoidable_rectangles_are_silent_when_the_cells_are_givens():
    for line in (1025, 1039):  # one Type 1, one Type 2
        case = CASES[line]
        found = {frozenset(s.eliminations) for s in avoidable_rectangles(case.grid())}
        assert case.eliminations in found
        g = CandidateGrid(case.values)  # no '+' information: every digit counts as a given
        g.eliminate(sorted(case.deleted))
        assert not list(avoidable_rectangles(g))


def test_known_givens_only_for_a_unique_puzzle():
    p = parse_puzzle(TOP[0])
    assert known_givens(p) == sum(1 << c for c in range(81) if p[c])
    few = [v if c < 20 else 0 for c, v in enumerate(p)]  # far too few givens: many solutions
    assert known_givens(few) is None


def test_hidden_rectangle_step():
    case = CASES[997]  # :0606-1:39: ... => r6c6<>9
    (step,) = [s for s in hidden_rectangles(case.grid()) if frozenset(s.eliminations) == case.eliminations]
    assert len(step.causes) == 4 and (5 * 9 + 5) in step.causes  # the corner losing 9 is in the pattern
    assert {d for _, d in step.pattern} == {3, 9}
    assert "no place outside the rectangle" in step.text


def test_eliminations_agree_with_the_solution():
    """Many true digits placed (not given) at random: plenty of Avoidable Rectangles to check."""
    rng = random.Random(1465)
    found = {name: 0 for name in ("Hidden Rectangle", AVOIDABLE_1, AVOIDABLE_2)}
    for line in TOP:
        puzzle = parse_puzzle(line)
        solution = solve_fast(puzzle)
        assert solution is not None
        for k in (10, 20, 30):
            g = CandidateGrid(puzzle)
            for c in rng.sample([c for c in range(81) if not puzzle[c]], k):
                g.place(c, solution[c])
            for code in ("0606", "0607", "0608"):
                for step in BY_CODE[code].find(g):
                    assert all(solution[c] != d for c, d in step.eliminations), step.text
                    found[step.technique] += 1
    assert all(n >= 3 for n in found.values()), found
