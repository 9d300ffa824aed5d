"""The link graph and alternating inference chains: links as defined, chains that alternate and
end strong, and eliminations that never contradict the solution (HoDoKu's reglib lines for AIC
run in test_reglib.py)."""

from __future__ import annotations

from conftest import ROOT

from sudoku_gui.core.candidates import DIGITS
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.puzzles.exact_cover import solve_fast
from sudoku_gui.core.steps import Eliminate
from sudoku_gui.core.strategies.human import apply_step, next_step
from sudoku_gui.core.techniques import BY_NAME, TECHNIQUES
from sudoku_gui.core.techniques.aic import aic, chains, eureka
from sudoku_gui.core.techniques.cgrid import CandidateGrid, sees
from sudoku_gui.core.techniques.links import SINGLES, LinkGraph, candidate, node, nodes_of

TOP = (ROOT / "tests" / "data" / "sample_top1465.txt").read_text().split()


def test_links_follow_their_definitions():
    g = CandidateGrid(parse_puzzle(TOP[0]))
    graph = LinkGraph(g)
    for n in range(729):
        cell, d = candidate(n)
        if not graph.present >> n & 1:
            assert not graph.strong[n] and not graph.weak[n]
            continue
        assert graph.strong[n] & ~graph.weak[n] == 0  # strong links are weak too
        for m in range(729):
            if not graph.weak[n] >> m & 1:
                continue
            c2, d2 = candidate(m)
            assert (c2 == cell and d2 != d) or (
                d2 == d
                and c2 != cell
                and (
                    c2 // 9 == cell // 9 or c2 % 9 == cell % 9 or (c2 // 27, c2 % 9 // 3) == (cell // 27, cell % 9 // 3)
                )
            )
    # a bivalue cell's two candidates are strongly linked
    bivalue = next(c for c in range(81) if bin(g.cands[c]).count("1") == 2)
    a, b = DIGITS[g.cands[bivalue]]
    assert graph.is_strong(node(bivalue, a), node(bivalue, b))


def test_chains_alternate_and_end_strong():
    graph = LinkGraph(CandidateGrid(parse_puzzle(TOP[1])))
    start = next(n for n in range(729) if graph.strong[n])
    for path in chains(graph, start):
        assert len(path) % 2 == 0 and path[0] == start  # an odd number of links
        for i in range(len(path) - 1):
            linked = graph.is_strong if i % 2 == 0 else graph.is_weak
            assert linked(path[i], path[i + 1]), eureka(path)


def test_aic_eliminations_agree_with_the_solution_on_hard_puzzles():
    checked = 0
    for line in TOP[:12]:
        puzzle = parse_puzzle(line)
        solution = solve_fast(puzzle)
        assert solution is not None
        g = CandidateGrid(puzzle)
        upto_aic = TECHNIQUES[: TECHNIQUES.index(BY_NAME["AIC"]) + 1]
        for _ in range(80):  # the human technique order, AIC where nothing simpler applies
            step = next_step(g, upto_aic)
            if step is None:
                break
            if step.technique == "AIC":
                assert isinstance(step, Eliminate)
                for cell, digit in step.eliminations:
                    assert solution[cell] != digit, step.text
                checked += 1
            apply_step(g, step)
        for step in aic(CandidateGrid(puzzle)):  # and every AIC on the starting grid
            for cell, digit in step.eliminations:
                assert solution[cell] != digit, step.text
            checked += 1
    assert checked > 10
    assert BY_NAME["AIC"].codes == ("0708",)


def test_sudoku_explainer_length_bonus_and_step_rating():
    from sudoku_gui.core.rating.human_rating import length_bonus, step_rating

    assert [length_bonus(n) for n in (3, 4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25)] == [
        0.0, 0.0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 0.5, 0.5, 0.6,
    ]  # fmt: skip
    g = CandidateGrid(parse_puzzle(TOP[0]))
    step = next(s for line in TOP for s in aic(CandidateGrid(parse_puzzle(line))) if len(s.links) >= 5)
    assert step_rating(step) == round(BY_NAME["AIC"].rating + length_bonus(len(step.links)), 1) > 7.0
    assert g is not None


def test_grouped_nodes_are_a_digit_in_a_box_line_intersection():
    g = CandidateGrid(parse_puzzle(TOP[2]))
    graph = LinkGraph(g, grouped=True)
    assert graph.groups
    for k, (d, cells) in enumerate(graph.groups):
        n = 729 + k
        if graph.als[k]:  # an ALS node: the digit's cells of an almost locked set
            als = graph.als[k]
            digits = {dd for c in range(81) if als >> c & 1 for dd in range(1, 10) if g.has(c, dd)}
            assert cells & ~als == 0 and len(digits) == bin(als).count("1") + 1
            continue
        members = [c for c in range(81) if cells >> c & 1]
        assert 2 <= len(members) <= 3 and all(g.has(c, d) for c in members)
        assert len({c // 9 for c in members}) == 1 or len({c % 9 for c in members}) == 1
        assert len({(c // 27, c % 9 // 3) for c in members}) == 1
        # weakly linked candidates are the digit in a cell that sees every cell of the group
        for m in nodes_of(graph.weak[n] & SINGLES):
            cell, digit = candidate(m)
            assert digit == d and cell not in members and all(sees(cell, c) for c in members)
        assert graph.name(n).startswith(f"({d})r")


def chain_steps(g: CandidateGrid, grouped: bool = False) -> list[Eliminate]:
    """Every AIC and nice loop step on ``g`` (grouped: only those using a grouped node), shortest
    chains first within each technique: the chain search run to its end (``human`` stops it at
    the round that settles its one step)."""
    from sudoku_gui.core.techniques.aic import _searched

    search = _searched(g, grouped)
    search.finish()
    return [search.step(e) for e in search.entries()]


def test_nice_loops_and_grouped_chains_agree_with_the_solution():
    checked = set()
    simpler = [t for t in TECHNIQUES if t.rating < 7.0]
    for line in TOP[:12]:  # where the techniques before chains get stuck
        puzzle = parse_puzzle(line)
        solution = solve_fast(puzzle)
        g = CandidateGrid(puzzle)
        while (step := next_step(g, simpler)) is not None:
            apply_step(g, step)
        for grouped in (False, True):
            for step in chain_steps(g, grouped):
                assert all(solution[c] != d for c, d in step.eliminations), step.text
                chain = step.text.split("; ")[0].split(": ", 1)[1]
                assert len(step.links) == chain.count("=") + chain.count("-"), step.text
                checked.add(step.technique)
    assert {"AIC", "Grouped AIC", "Grouped Discontinuous Nice Loop"} <= checked, checked


def test_first_step_of_a_stopped_search_is_the_full_searchs_first():
    """``human`` takes one step, so the chain search stops at the round that settles it: that
    step must be the one the finished search lists first (same eliminations, same length)."""
    from sudoku_gui.core.techniques.aic import named_steps

    simpler = [t for t in TECHNIQUES if t.rating < 7.0]
    compared = 0
    for line in TOP[:12]:
        g = CandidateGrid(parse_puzzle(line))
        while (step := next_step(g, simpler)) is not None:
            apply_step(g, step)
        for grouped in (False, True):
            full = chain_steps(g.copy(), grouped)
            for name in {s.technique for s in full}:
                first = next(named_steps(g.copy(), name))
                expected = next(s for s in full if s.technique == name)
                assert (first.eliminations, len(first.links)) == (expected.eliminations, len(expected.links))
                compared += 1
    assert compared >= 6, compared
