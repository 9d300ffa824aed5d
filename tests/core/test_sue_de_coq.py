"""Sue de Coq: the pattern as defined (two or three intersection cells, a line set and a box set),
its readable text, the extended forms HoDoKu accepts, and eliminations that agree with the
solution (every reglib line for 1101 runs in test_reglib.py)."""

from __future__ import annotations

from conftest import ROOT
from reglib import load_cases

from sudoku_gui.core.candidates import COUNT
from sudoku_gui.core.grid import UNITS_OF, parse_puzzle
from sudoku_gui.core.puzzles.exact_cover import solve_fast
from sudoku_gui.core.steps import Eliminate
from sudoku_gui.core.techniques import BY_CODE, BY_NAME
from sudoku_gui.core.techniques.cgrid import CandidateGrid
from sudoku_gui.core.techniques.sue_de_coq import sue_de_coq

TOP = (ROOT / "tests" / "data" / "sample_top1465.txt").read_text().split()
CASES = {c.line_no: c for c in load_cases() if c.code == "1101"}

# Where ``human`` gets stuck on one of the first hundred top1465 puzzles: values, then candidates.
STUCK_VALUES = "000020040070006000010500000207000080000300700409000000005600103803195000000000508"
STUCK_CANDS = (
    "308,432,160,320,0,325,292,0,369,276,0,10,392,141,0,390,23,275,292,0,10,0,204,460,422,102,354,0,52,0,264,57,"
    "265,300,0,313,49,176,161,0,184,394,0,50,314,0,180,0,194,241,194,38,55,51,320,266,0,0,200,202,0,258,0,0,34,0,"
    "0,0,0,42,98,106,353,298,33,74,76,78,0,290,0"
)


def _parts(step: Eliminate) -> tuple[tuple[int, ...], int, tuple[int, ...], int, tuple[int, ...], int]:
    a = dict(step.text.args)  # type: ignore[attr-defined]
    return a["cells"], a["digits"], a["cells2"], a["digits2"], a["cells3"], a["digits3"]


def _check_pattern(g: CandidateGrid, step: Eliminate) -> None:
    """The step is a Sue de Coq as defined in sue_de_coq.py."""
    core, v, line_set, vl, box_set, vb = _parts(step)
    line, box = UNITS_OF[core[0]][0 if len({c // 9 for c in core}) == 1 else 1], UNITS_OF[core[0]][2]
    assert 2 <= len(core) <= 3 and all(line in UNITS_OF[c] and box in UNITS_OF[c] for c in core)
    assert COUNT[v] >= len(core) + 2
    assert all(line in UNITS_OF[c] for c in line_set) and all(box in UNITS_OF[c] for c in box_set)
    assert not set(core) & set(line_set) and not set(core) & set(box_set) and not set(line_set) & set(box_set)
    assert not vl & vb & v  # no core digit in both sets
    k_line = len(line_set) - COUNT[vl & ~v]
    k_box = len(box_set) - COUNT[vb & ~v]
    assert k_line >= 1 and k_box >= 1 and k_line + k_box == COUNT[v] - len(core)
    assert step.causes == core + line_set + box_set
    assert {(c, d) for c, d in step.pattern} == {(c, d) for c in step.causes for d in range(1, 10) if g.has(c, d)}
    assert step.eliminations and all(g.has(c, d) and c not in core for c, d in step.eliminations)
    # a set's cell loses only a digit of both sets: the third intersection cell in the box set
    # sees the line set's copy (sound: that digit is once in each set)
    assert all((vl & vb & ~v) >> (d - 1) & 1 for c, d in step.eliminations if c in step.causes)


def test_registered_as_hodoku_1101_and_rated_below_forcing_chains():
    t = BY_NAME["Sue de Coq"]
    assert BY_CODE["1101"] is t and t.rating == 7.4 and not t.needs_unique


def test_a_classic_sue_de_coq_reads_well():
    case = CASES[1492]
    g = case.grid()
    step = next(s for s in sue_de_coq(g) if frozenset(s.eliminations) == case.eliminations)
    assert step.technique == "Sue de Coq"
    assert step.text == (
        "Sue de Coq: r5c7, r5c8, r5c9 {1,4,7,8,9} with r5c5 {1,8} and r4c7 {7,9}: "
        "remove 7 from r4c8; 8 from r5c2; 9 from r4c9, r6c7, r6c9"
    )
    _check_pattern(g, step)


def test_every_reglib_step_is_the_pattern_and_simplest_come_first():
    for case in CASES.values():
        g = case.grid()
        steps = list(sue_de_coq(g))
        sizes = [len(s.causes) for s in steps]
        assert sizes == sorted(sizes), case.line_no
        assert len({frozenset(s.eliminations) for s in steps}) == len(steps)  # no step twice
        for step in steps:
            _check_pattern(g, step)


def test_the_third_intersection_cell_may_join_a_set():
    case = CASES[1496]  # r9c1, r9c3 with r9c2 (same row and box) in the box set
    step = next(s for s in sue_de_coq(case.grid()) if frozenset(s.eliminations) == case.eliminations)
    core, _, _, _, box_set, _ = _parts(step)
    assert core == (72, 74) and 73 in box_set


def test_a_digit_outside_the_core_may_be_in_both_sets():
    g = CandidateGrid([int(x) for x in STUCK_VALUES], [int(x) for x in STUCK_CANDS.split(",")])
    solution = solve_fast(g.values)
    assert solution is not None
    shared = [s for s in sue_de_coq(g) if _parts(s)[3] & _parts(s)[5] & ~_parts(s)[1]]
    assert shared
    for step in shared:
        _check_pattern(g, step)
        assert all(solution[c] != d for c, d in step.eliminations), step.text
    # 1 is in both sets ({1,2,5,6,8} in row 5, {1,4,9} in box 5): once in each, so it leaves the box's other cells
    assert any((31, 1) in s.eliminations for s in shared)  # r4c5


def test_eliminations_agree_with_the_solution():
    checked = 0
    grids = [(CandidateGrid(parse_puzzle(line)), solve_fast(parse_puzzle(line))) for line in TOP]
    grids += [(c.grid(), solve_fast(c.values)) for c in CASES.values() if not c.fail_case]
    for g, solution in grids:
        assert solution is not None
        for step in sue_de_coq(g):
            assert all(solution[c] != d for c, d in step.eliminations), step.text
            checked += 1
    assert checked > 30


def test_patterns_remembered_across_states_are_the_patterns_found_afresh():
    """Each crossing's patterns are remembered by its cells' candidates (digit_memo.on_state):
    a grid met again, or one that differs elsewhere, gives the same steps as a fresh search."""
    from sudoku_gui.core.techniques import digit_memo

    grids = [case.grid() for case in CASES.values()]
    digit_memo.clear()
    first = [list(sue_de_coq(g)) for g in grids]
    again = [list(sue_de_coq(g)) for g in grids]  # every crossing from the memo
    assert again == first and all(first)
    for g, steps in zip(grids, first, strict=True):
        digit_memo.clear()
        assert list(sue_de_coq(g)) == steps
    # a candidate gone outside a pattern's crossings leaves that pattern as it was
    g = CASES[1492].grid()
    digit_memo.clear()
    step = next(iter(sue_de_coq(g)))
    crossing = {c for c in step.causes} | {c for c, _ in step.eliminations}
    rows, cols, boxes = (
        {c // 9 for c in crossing},
        {c % 9 for c in crossing},
        {c // 27 * 3 + c % 9 // 3 for c in crossing},
    )
    far = next(
        (c, d)
        for c in range(81)
        for d in range(1, 10)
        if g.has(c, d) and c // 9 not in rows and c % 9 not in cols and c // 27 * 3 + c % 9 // 3 not in boxes
    )
    g.eliminate([far])
    assert step in list(sue_de_coq(g))
