"""Backdoors and trial-and-error depth, against an independent brute force on lists of candidates."""

from __future__ import annotations

import random

import pytest
from conftest import read_puzzles

from sudoku_gui.core.grid import PEERS, UNITS
from sudoku_gui.core.puzzles.exact_cover import solve_fast
from sudoku_gui.core.puzzles.generate import minimal_puzzle, random_grid
from sudoku_gui.core.rating.backdoors import backdoors, size_one_backdoors, te_depth


def plain_singles(values: list[int], cands: list[set[int]]) -> bool | None:
    """Naked and hidden singles on lists of sets until stuck: True solved, False stuck, None on a
    contradiction. Written apart from ``fast`` on purpose."""
    while True:
        placed = False
        for c in range(81):
            if not values[c]:
                if not cands[c]:
                    return None
                if len(cands[c]) == 1:
                    values[c] = next(iter(cands[c]))
                    placed = True
                    for p in PEERS[c]:
                        cands[p].discard(values[c])
        for unit in UNITS:
            for d in range(1, 10):
                if any(values[c] == d for c in unit):
                    continue
                places = [c for c in unit if not values[c] and d in cands[c]]
                if not places:
                    return None
                if len(places) == 1:
                    c = places[0]
                    values[c] = d
                    cands[c] = set()
                    placed = True
                    for p in PEERS[c]:
                        cands[p].discard(d)
        if not placed:
            return all(values)


def start(values) -> tuple[list[int], list[set[int]]]:
    vals = list(values)
    cands = [
        set() if v else {d for d in range(1, 10) if all(values[p] != d for p in PEERS[c])} for c, v in enumerate(values)
    ]
    return vals, cands


def brute_size_one(values, solution) -> set[tuple[int, int]]:
    found = set()
    for c in range(81):
        if not values[c]:
            board = list(values)
            board[c] = solution[c]
            vals, cands = start(board)
            if plain_singles(vals, cands):
                found.add((c, solution[c]))
    return found


def brute_te(values, depth: int) -> bool:
    """Does T&E(depth) solve ``values``? (lists of sets, straight from the definition)"""

    def te(vals, cands, n):
        ok = plain_singles(vals, cands)
        if ok is None or ok or n == 0:
            return ok
        changed = True
        while changed:
            changed = False
            for c in range(81):
                for d in sorted(cands[c]) if not vals[c] else ():
                    v2, c2 = list(vals), [set(s) for s in cands]
                    v2[c] = d
                    c2[c] = set()
                    for p in PEERS[c]:
                        c2[p].discard(d)
                    if te(v2, c2, n - 1) is None:
                        cands[c].discard(d)
                        changed = True
                        ok = plain_singles(vals, cands)
                        if ok is None or ok:
                            return ok
        return plain_singles(vals, cands)

    vals, cands = start(values)
    return bool(te(vals, cands, depth))


def random_puzzles(n: int, seed: int):
    rng = random.Random(seed)
    for _ in range(n):
        yield tuple(minimal_puzzle(random_grid(rng), rng))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_size_one_backdoors_equal_a_brute_force_on_random_puzzles(seed):
    for puzzle in random_puzzles(4, seed):
        solution = solve_fast(puzzle)
        expected = brute_size_one(puzzle, solution)
        assert size_one_backdoors(puzzle, solution) == expected
        found = backdoors(puzzle, solution)
        vals, cands = start(puzzle)
        if plain_singles(vals, cands):
            assert found.size == 0
        elif expected:
            assert found.size == 1 and {(c,) for c, _ in expected} >= set(found.found)


def test_trial_and_error_depth_equals_the_definition():
    puzzles = (
        list(random_puzzles(3, 7))
        + read_puzzles("top95.txt")[:2]
        + read_puzzles("hardest.txt")[:2]  # the second needs T&E(2)
        + read_puzzles("sample_tdoku_forum_hardest_1905_11plus_every5th.txt")[:1]  # T&E(2)
    )
    for puzzle in puzzles:
        depth = te_depth(puzzle)
        assert depth is not None
        assert brute_te(puzzle, depth)
        if depth > 0:
            assert not brute_te(puzzle, depth - 1)


def test_locked_candidates_never_make_a_backdoor_larger():
    for puzzle in read_puzzles("top95.txt")[:5]:
        plain, locked = backdoors(puzzle), backdoors(puzzle, locked=True)
        assert plain.size is not None and locked.size is not None and locked.size <= plain.size


def test_rate_explain_on_the_command_line():
    import subprocess
    import sys

    from conftest import ROOT

    from sudoku_gui.core.grid import format_grid

    puzzle = read_puzzles("hardest.txt")[2]
    run = subprocess.run(
        [sys.executable, "main.py", "--rate", format_grid(puzzle), "--explain"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0
    line = run.stdout.strip()
    solution = solve_fast(puzzle)
    cells = sorted(size_one_backdoors(puzzle, solution))
    assert "backdoor singles: 1 (" in line and "T&E depth 1" in line
    from sudoku_gui.core.grid import cell_name

    assert f"{cell_name(cells[0][0])}={cells[0][1]}" in line
