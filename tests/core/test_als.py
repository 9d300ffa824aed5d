"""Almost locked sets: the ALSs and restricted commons follow the definition, the four techniques
are registered as HoDoKu's 0901-0904, their texts read well, their links are real strong and weak
links, and their eliminations agree with the solution where ``human`` gets stuck (every reglib
line for 0901-0904 runs in test_reglib.py)."""

from __future__ import annotations

from itertools import combinations

from reglib import load_cases

from sudoku_gui.core.candidates import COUNT, DIGITS, bit
from sudoku_gui.core.grid import UNITS
from sudoku_gui.core.puzzles.exact_cover import solve_fast
from sudoku_gui.core.rating.human_rating import step_rating
from sudoku_gui.core.steps import Eliminate
from sudoku_gui.core.techniques import BY_CODE, TECHNIQUES, als
from sudoku_gui.core.techniques.cgrid import CandidateGrid, sees

FINDERS = {"0901": als.als_xz, "0902": als.als_xy_wing, "0903": als.als_xy_chain, "0904": als.death_blossom}
CASES = {c.line_no: c for c in load_cases() if c.code in FINDERS}

# Grids where ``human`` (without ALS techniques) gets stuck on top1465 puzzles: values, candidates.
STUCK = [
    (
        "400030000000600800000000001000050090080000600070200000000192700513000942927040100",
        "0,304,163,464,0,465,18,114,368,71,276,3,0,67,345,0,86,348,230,308,162,472,194,472,30,118,0,39,44,43,196,0,"
        "229,6,0,196,7,0,272,332,65,333,0,87,84,37,0,272,0,161,421,28,149,156,160,40,168,0,0,0,0,20,20,0,0,0,192,224,"
        "224,0,0,0,0,0,0,20,0,20,0,160,160",
    ),
    (
        "000923100597000283231080900040000600000050020010000000800070000000600400000300009",
        "40,160,168,0,0,0,0,80,80,0,0,0,9,41,41,0,0,0,0,0,0,80,0,80,0,40,40,324,0,18,195,261,323,0,341,209,356,224,"
        "420,73,0,297,68,0,73,356,0,18,202,300,362,212,348,216,0,50,268,27,0,283,20,53,51,325,82,260,0,257,403,0,85,"
        "211,105,114,40,0,9,155,208,113,0",
    ),
    (
        "508000007602901000409000000087050004060000030090000600026300010700080000000000200",
        "0,5,0,42,46,46,269,298,0,0,68,0,0,76,0,156,152,148,0,69,0,144,102,144,5,34,39,7,0,0,35,0,294,257,258,0,3,0,"
        "24,203,267,458,465,0,403,7,0,24,203,15,142,0,210,147,384,0,0,0,264,344,216,0,400,0,24,5,59,0,314,284,312,"
        "308,384,24,5,121,297,376,0,248,436",
    ),
]


def stuck(n: int) -> CandidateGrid:
    values, cands = STUCK[n]
    return CandidateGrid([int(x) for x in values], [int(x) for x in cands.split(",")])


def cells(s: int) -> list[int]:
    return [c for c in range(81) if s >> c & 1]


def test_the_alses_are_exactly_the_almost_locked_sets_of_the_grid():
    g = stuck(0)
    a = als.alses(g)
    expected = {}
    for unit in UNITS:
        free = [c for c in unit if g.cands[c]]
        for n in range(1, len(free)):
            for group in combinations(free, n):
                digits = 0
                for c in group:
                    digits |= g.cands[c]
                if COUNT[digits] == n + 1:
                    expected[sum(1 << c for c in group)] = digits
    assert dict(zip(a.cells, a.digits, strict=True)) == expected
    assert any(s.bit_count() == 1 for s in a.cells)  # a bivalue cell is an ALS
    for i, s in enumerate(a.cells):
        for d in DIGITS[a.digits[i]]:
            holding = [c for c in cells(s) if g.has(c, d)]
            assert cells(a.holding[i][d]) == holding
            outside = [c for c in range(81) if g.has(c, d) and not s >> c & 1 and all(sees(c, h) for h in holding)]
            assert cells(a.reach[i][d]) == outside


def test_restricted_commons_are_exactly_the_digits_whose_cells_all_see_each_other():
    g = stuck(0)
    a = als.alses(g)
    holding = [{d: cells(a.holding[i][d]) for d in DIGITS[m]} for i, m in enumerate(a.digits)]
    expected = {}
    for i, j in combinations(range(len(a.cells)), 2):
        rc = 0
        for d in DIGITS[a.digits[i] & a.digits[j]]:
            one, two = holding[i][d], holding[j][d]
            if all(sees(x, y) for x in one for y in two):  # (a shared cell does not see itself)
                rc |= bit(d)
        if rc:
            expected[(i, j)] = rc
    assert a.rcs == expected
    assert any(a.cells[i] & a.cells[j] for i, j in a.rcs)  # overlapping ALSs may share an RC


def test_registered_as_hodoku_0901_to_0904_before_forcing_chains():
    names = [BY_CODE[code].name for code in FINDERS]
    assert names == ["ALS-XZ", "ALS-XY-Wing", "ALS-XY-Chain", "Death Blossom"]
    order = [t.name for t in TECHNIQUES]
    assert order.index("Sue de Coq") < order.index("ALS-XZ") < order.index("Death Blossom")
    assert all(BY_CODE[code].rating == 7.5 and not BY_CODE[code].needs_unique for code in FINDERS)
    assert all(t.rating > 7.5 for t in TECHNIQUES if t.name.startswith("Forcing"))


def _step(line: int) -> Eliminate:
    case = CASES[line]
    return next(s for s in FINDERS[case.code](case.grid()) if frozenset(s.eliminations) == case.eliminations)


def test_texts_name_the_sets_the_links_and_the_digit():
    assert _step(1408).text == "ALS-XZ: A=r35c7 {1,3,4} B=r2c4579 {1,3,4,5,9}, x=3, z=1: remove 1 from r2c8"
    assert _step(1421).text == (
        "ALS-XZ: A=r4c5,r6c56 {2,3,7,9} B=r7c5679 {1,3,5,7,9}, doubly linked by x=3,7: remove 1 from r7c2; "
        "2 from r4c4; 3 from r8c5; 5 from r7c1, r7c2; 7 from r9c6"
    )
    assert _step(1427).text == (
        "ALS-XY-Wing: A=r36c5 {7,8,9} B=r1c8,r2c8,r3c789 {3,4,5,6,7,9} C=r3c6 {6,8}, x=8, y=6, z=7: remove 7 from r6c8"
    )
    assert _step(1449).text == (
        "ALS-XY-Chain: 9- r6c2 {7,9} -7- r9c29 {3,4,7} -3- r59c8 {1,3,7} -1- r6c27 {1,7,9} -9: remove 9 from r6c6"
    )
    assert _step(1464).text == (
        "Death Blossom: stem r8c6 {1,4,5}, petals -1- r2c6 {1,9}, -4- r4c46 {4,5,9}, -5- r68c2 {5,6,9}; "
        "z=9: remove 9 from r6c6"
    )


def _check_links(g: CandidateGrid, step: Eliminate) -> None:
    """Weak links join one digit in cells that all see each other; strong ones stay in one ALS
    (or join a stem to its petal's cells); the chain alternates and ends on the eliminated digit."""
    for link in step.links:
        (tail_digit,), (head_digit,) = {d for _, d in link.tail}, {d for _, d in link.head}
        assert all(g.has(c, d) for c, d in link.tail + link.head)
        if link.strong:
            tail_cells, head_cells = {c for c, _ in link.tail}, {c for c, _ in link.head}
            assert tail_digit != head_digit and set(step.causes) >= tail_cells | head_cells
        else:
            assert tail_digit == head_digit
            assert all(sees(x, y) for x, _ in link.tail for y, _ in link.head)
    strong = [link.strong for link in step.links]
    if "doubly linked" in step.text:  # a loop: x in A - x in B = y in B - y in A = x in A
        assert strong == [False, True, False, True] and step.links[-1].head == step.links[0].tail
    elif step.technique != "Death Blossom":  # z in A = ... = z in the last ALS: z is in one
        assert strong[::2] == [True] * len(strong[::2]) and not any(strong[1::2])
        z = step.links[0].tail[0][1]
        assert step.links[-1].head[0][1] == z and z in {d for _, d in step.eliminations}
    else:  # stem digit - its petal = z in that petal, for each digit of the stem
        assert strong == [False, True] * (len(strong) // 2)


def test_links_are_drawable_and_rate_by_length():
    for line in (1408, 1421, 1427, 1449, 1453, 1464, 1474):
        step = _step(line)
        _check_links(CASES[line].grid(), step)
    assert step_rating(_step(1408)) == 7.5  # 3 links
    assert step_rating(_step(1427)) == 7.6  # 5 links
    assert step_rating(_step(1453)) == 7.9  # 6 RCs: 13 links


def test_eliminations_agree_with_the_solution_where_human_gets_stuck():
    found = dict.fromkeys(FINDERS, 0)
    for n in range(len(STUCK)):
        g = stuck(n)
        solution = solve_fast(g.values)
        assert solution is not None
        for code, finder in FINDERS.items():
            steps = list(finder(g))
            assert len({frozenset(s.eliminations) for s in steps}) == len(steps)  # one step per set
            for step in steps:
                assert step.eliminations and all(g.has(c, d) for c, d in step.eliminations)
                assert all(solution[c] != d for c, d in step.eliminations), step.text
                _check_links(g, step)
            found[code] += len(steps)
    assert all(found.values()), found
