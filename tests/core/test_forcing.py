"""Forcing chains and nets: contradictions and verities on hand-checked grids, chains that are
chains, nets that need a net, explanations that name the premise and the conclusion, and no step
that contradicts the solution at states where ``human`` gets stuck.

The grids are written as in ``benchmarks/stuck_states.py``: 81 values then 81 candidate masks.
"""

from __future__ import annotations

import re
from collections import Counter

from sudoku_gui.core.puzzles.exact_cover import solve_fast
from sudoku_gui.core.steps import Eliminate, Place
from sudoku_gui.core.techniques import BY_NAME
from sudoku_gui.core.techniques.cgrid import CandidateGrid
from sudoku_gui.core.techniques.forcing import (
    FC_CONTRADICTION,
    FC_VERITY,
    FN_CONTRADICTION,
    FN_VERITY,
    forcing_chain_contradictions,
    forcing_chain_verities,
    forcing_net_contradictions,
    forcing_net_verities,
)
from sudoku_gui.core.techniques.forcing_nested import nested_forcing_nets

FINDERS = {
    FC_CONTRADICTION: forcing_chain_contradictions,
    FC_VERITY: forcing_chain_verities,
    FN_CONTRADICTION: forcing_net_contradictions,
    FN_VERITY: forcing_net_verities,
}

# top1465 #6 where human gets stuck (candidates as rows, [given]):
#   [6]   57  [9]   234  2345  2345  1347  1245  [8]
#   [2]   58  [3]   [7]   458   [1]   469  4569   569
#   [4]  578  [1]    69  2358    69    37    25   257
#   157  [9]  [8]   123   [6]  2357    17    12   [4]
#   157  [2]   46  1489  1457 45789 16789   [3]  1679
#    17  [3]   46 12489  1247  2479   [5] 12689 12679
#   [9]  [1]  [2]   [5]    34  3468   468   [7]    36
#   [8]   46   57 12346   [9] 23467   146  1456  1356
#   [3]   46   57  1468   147  4678   [2] 145689  1569
HAND = (
    "6,0,9,0,0,0,0,0,8,2,0,3,7,0,1,0,0,0,4,0,1,0,0,0,0,0,0,0,9,8,0,6,0,0,0,4,0,2,0,0,0,0,0,3,0,"
    "0,3,0,0,0,0,5,0,0,9,1,2,5,0,0,0,7,0,8,0,0,0,9,0,0,0,0,3,0,0,0,0,0,2,0,0,0,80,0,14,30,30,"
    "77,27,0,0,144,0,0,152,0,296,312,304,0,208,0,288,150,288,68,18,82,81,0,0,7,0,86,65,3,0,81,"
    "0,40,393,89,472,481,0,353,65,0,40,395,75,330,0,419,355,0,0,0,0,12,172,168,0,36,0,40,80,47,"
    "0,110,41,57,53,0,40,80,169,73,232,0,441,305"
)

# tdoku's forum hardest (SE 11+), every 5th, #9 where human gets stuck even with forcing nets:
#     [9]    [8]   1234    [7]    [6]   1234    [5]    124    234
#     [7]   1346  12346   1345   1235    [9]    134    [8]   2346
#    1236   1346    [5]   1348   1238  12348  13479 124679 234679
#     [4]    137    [8]    139   1239    [5]    [6]   1279    279
#   12356   1356    [9]    136    123    [7]    [8]   1245    245
#    1256   1567    126   1689    [4]    128    179    [3]   2579
#   13568    [2]   1346 134589    [7]   1348    349   4569 345689
#    1358  13459    [7] 134589  13589    [6]    [2]    459  34589
#    3568  34569    346    [2]   3589    348   3479  45679    [1]
FORUM = (
    "9,8,0,7,6,0,5,0,0,7,0,0,0,0,9,0,8,0,0,0,5,0,0,0,0,0,0,4,0,8,0,0,5,6,0,0,0,0,9,0,0,7,8,0,0,"
    "0,0,0,0,4,0,0,3,0,0,2,0,0,7,0,0,0,0,0,0,7,0,0,6,2,0,0,0,0,0,2,0,0,0,0,1,0,0,15,0,0,15,0,"
    "11,14,0,45,47,29,23,0,13,0,46,39,45,0,141,135,143,333,363,366,0,69,0,261,263,0,0,323,322,"
    "55,53,0,37,7,0,0,27,26,51,113,35,417,0,131,321,0,338,181,0,45,413,0,141,268,312,444,149,"
    "285,0,413,405,0,0,280,412,180,316,44,0,404,140,332,376,0"
)

STUCK = (
    "4,0,0,0,3,0,0,0,0,0,0,0,6,0,0,8,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,5,0,0,9,0,0,8,0,0,0,0,6,0,0,"
    "0,7,0,2,0,0,0,0,0,0,0,0,1,9,2,7,0,0,5,1,3,0,0,0,9,4,2,9,2,7,0,4,0,1,0,0,0,304,163,464,0,"
    "465,18,114,368,71,276,3,0,67,345,0,86,348,230,308,162,472,194,472,30,118,0,39,44,43,196,0,"
    "229,6,0,196,7,0,272,332,65,333,0,87,84,37,0,272,0,161,421,28,149,156,160,40,168,0,0,0,0,"
    "20,20,0,0,0,192,224,224,0,0,0,0,0,0,20,0,20,0,160,160",
    "2,0,0,0,4,0,5,0,0,0,1,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,0,0,6,0,7,0,8,1,2,0,7,0,3,0,9,4,0,0,"
    "0,0,0,1,0,0,0,7,0,4,0,0,0,5,0,6,0,0,0,0,0,7,0,0,0,9,0,0,0,8,0,0,0,0,0,0,0,420,324,416,0,"
    "229,0,160,481,496,0,344,434,418,242,322,0,488,500,444,348,434,423,247,323,170,489,260,260,"
    "0,24,0,24,0,0,0,129,0,3,0,130,0,0,48,48,144,154,26,0,162,162,260,0,260,0,262,327,386,0,"
    "135,0,130,197,53,54,23,0,167,175,7,0,157,373,310,0,298,295,47,71,26,93",
    "7,0,8,0,2,0,0,0,0,0,0,0,0,0,0,0,9,1,3,0,0,0,0,0,0,0,0,0,4,6,2,0,0,0,0,0,0,0,0,0,3,0,7,0,0,"
    "0,0,0,5,0,0,0,0,0,0,5,0,9,0,6,0,0,0,0,0,0,4,0,2,0,1,0,2,0,0,0,0,0,8,0,0,0,289,0,37,0,285,"
    "60,60,60,56,34,26,228,120,208,62,0,0,0,291,283,33,313,281,58,192,192,401,0,0,0,321,449,"
    "277,148,404,401,387,275,161,0,393,0,184,440,385,68,68,0,297,393,297,170,426,137,0,77,0,"
    "129,0,12,78,78,288,452,324,0,208,0,308,0,372,0,353,265,69,81,85,0,120,376",
    "8,5,7,0,0,0,4,1,3,9,0,0,3,0,0,5,0,0,3,0,0,0,5,0,0,0,0,0,4,8,0,0,7,3,0,0,7,0,0,0,0,0,0,5,2,"
    "0,1,0,0,0,0,7,0,0,6,0,0,2,0,0,0,0,5,0,7,2,0,0,0,8,3,0,0,0,5,0,3,0,0,0,0,0,0,0,288,290,290,"
    "0,0,0,0,34,9,0,73,137,0,226,224,0,34,9,73,0,137,290,418,480,18,0,0,305,291,0,0,288,289,0,"
    "260,292,425,425,301,289,0,0,18,0,292,304,290,310,0,136,136,0,388,260,0,192,265,257,328,0,"
    "9,0,0,313,297,305,0,0,297,9,384,0,192,0,297,291,362,361",
)


def grid(dump: str) -> CandidateGrid:
    nums = [int(x) for x in dump.split(",")]
    return CandidateGrid(nums[:81], nums[81:])


def strong_heads(step: Place | Eliminate) -> Counter[tuple[tuple[int, int], ...]]:
    """How many strong links (a removal making a candidate true) end at each candidate."""
    return Counter(link.head for link in step.links if link.strong)


def test_chain_contradiction_by_hand():
    # r6c9=1 takes 2 from r6c9 and 1 from r4c7: column 9's 2 is left in r3c9 only, r4c7 keeps 7;
    # then column 9's 7 (r3c9, r5c9, r6c9) has no place left: r6c9 is not 1.
    steps = list(forcing_chain_contradictions(grid(HAND)))
    first = steps[0]
    assert isinstance(first, Eliminate) and first.eliminations == ((53, 1),)
    assert first.technique == FC_CONTRADICTION
    assert "if r6c9 were 1: r3c9=2, r4c7=7 => column 9 would have no place for 7; so r6c9<>1" in first.text
    assert max(strong_heads(first).values()) == 1  # a chain: one parent per fact


def test_chain_verity_by_hand():
    # Column 8's 9 is in r2c8, r6c8 or r9c8. r2c8=9: column 7's 9 goes to r5c7, box 6's 8 to
    # r6c8. r9c8=9: column 8's 8 goes to r6c8. So r6c8 is 8 or 9.
    steps = list(forcing_chain_verities(grid(HAND)))
    step = next(s for s in steps if isinstance(s, Eliminate) and s.eliminations == ((52, 1), (52, 2), (52, 6)))
    assert "Column 8 has 9 in one of r2c8, r6c8, r9c8" in step.text
    assert "r2c8=9 => r5c7=9 => r6c8=8; r6c8=9; r9c8=9 => r6c8=8" in step.text
    strong = {(link.tail, link.head) for link in step.links if link.strong}
    assert strong == {(((15, 9),), ((42, 9),)), (((42, 8),), ((52, 8),)), (((79, 8),), ((52, 8),))}


def test_net_verity_by_hand():
    # r4c8 is 1 or 2. 1: r4c7=7, which takes 7 from r5c9 and r6c9 (box 6), so column 9's 7 is
    # r3c9 (a single left by two removals: a net). 2: r3c8=5 (bivalue). Either way r3c9<>5.
    step = next(iter(forcing_net_verities(grid(HAND))))
    assert isinstance(step, Eliminate) and step.eliminations == ((26, 5),)
    assert step.technique == FN_VERITY
    assert "r4c8 is one of {1,2}, and each leads to r3c9<>5: r4c8=1 => r4c7=7 => r3c9=7; r4c8=2 => r3c8=5" in step.text
    assert max(strong_heads(step).values()) >= 2


def test_steps_never_contradict_the_solution():
    counts: Counter[str] = Counter()
    for dump in (HAND, *STUCK):
        g = grid(dump)
        solution = solve_fast(g.values)
        assert solution is not None
        for name, find in FINDERS.items():
            for step in find(g):
                assert step.technique == name
                counts[name] += 1
                if isinstance(step, Place):
                    assert solution[step.cell] == step.digit, step.text
                    assert f"={step.digit}" in step.text
                else:
                    assert all(solution[c] != d for c, d in step.eliminations), step.text
                    assert all(f"<>{d}" in step.text for _, d in step.eliminations)
                assert step.links
                if name == FC_CONTRADICTION:
                    assert max(strong_heads(step).values(), default=1) == 1, step.text
                elif name == FC_VERITY:  # one parent per fact in each branch
                    assert max(strong_heads(step).values(), default=1) <= max(2, len(step.pattern)), step.text
                else:
                    assert max(strong_heads(step).values()) >= 2, step.text
        for step in nested_forcing_nets(g):
            assert all(solution[c] != d for c, d in step.eliminations), step.text
            counts[step.technique] += 1
    assert all(counts[name] for name in FINDERS), counts
    assert counts["Nested Forcing Net"] == 1 + len(STUCK)


def test_contradiction_names_premise_and_conclusion():
    for find in (forcing_chain_contradictions, forcing_net_contradictions):
        step = next(iter(find(grid(STUCK[0]))))
        if isinstance(step, Place):
            premise = f"if {cell(step.cell)} were not {step.digit}:"
            assert premise in step.text and step.text.endswith(f"so {cell(step.cell)}={step.digit}")
        else:
            ((c, d),) = step.eliminations
            assert f"if {cell(c)} were {d}:" in step.text and step.text.endswith(f"so {cell(c)}<>{d}")


def cell(c: int) -> str:
    return f"r{c // 9 + 1}c{c % 9 + 1}"


def test_registered_last_chains_first():
    ratings = [BY_NAME[name].rating for name in FINDERS]
    assert ratings == sorted(ratings) and 7.5 <= ratings[0] < ratings[-1] < 10


def test_nested_net_where_plain_nets_find_nothing():
    g = grid(FORUM)
    assert all(next(iter(find(g)), None) is None for find in FINDERS.values())
    steps = list(nested_forcing_nets(g))
    assert len(steps) == 1
    step = steps[0]
    assert isinstance(step, Eliminate) and step.technique == "Nested Forcing Net"
    ((c, d),) = step.eliminations
    assert solve_fast(g.values)[c] != d
    # the premise, its conclusion, then each nested contradiction it used, said in full
    assert step.text.startswith(f"Nested Forcing Net: if {cell(c)} were {d}: ")
    head, nested = step.text.split(f"; so {cell(c)}<>{d}. Nested: ")
    removed = re.findall(r"(r\dc\d<>\d) because (r\dc\d=\d)", nested)
    assert removed and all(a.replace("<>", "=") == b for a, b in removed)
    assert any(a in head for a, _ in removed)  # where they join the net (a long one is shortened)
    assert step.links and BY_NAME["Nested Forcing Net"].rating > BY_NAME[FN_VERITY].rating
