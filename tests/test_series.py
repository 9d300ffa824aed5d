"""The charts' curves, kept per bucket of steps, against the exact per-step values of a replay."""

from __future__ import annotations

import itertools

from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import basic_candidates
from sudoku_gui.core.series import HEAD, RunSeries, candidates_left
from sudoku_gui.core.steps import Backtrack, Guess
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.timeline import Timeline

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def record(name: str, values, bucket: int, batch: int = 50, limit: int = 20_000, head: int = HEAD):
    strategy = STRATEGIES[name]
    steps = list(itertools.islice(strategy.solve(values), limit))
    start = BoardState(tuple(values), strategy.derived_candidates)
    series = RunSeries(start, bucket, head)
    timeline = Timeline(start, series=series)
    for i in range(0, len(steps), batch):
        timeline.extend(steps[i : i + batch])
    return steps, series


def exact(name: str, values, steps):
    """(depth, guesses, backtracks, candidates left) at every position 0..len(steps)."""
    state = BoardState(tuple(values), STRATEGIES[name].derived_candidates)
    rows = [(0, 0, 0, candidates_left(state))]
    for step in steps:
        state.apply(step)
        k = state.counters
        rows.append((k.depth, k.guesses, k.backtracks, candidates_left(state)))
    return rows


def test_candidates_left_counts_marks_on_empty_cells_kept_or_derived():
    derived = BoardState(HARD, True)
    expected = sum(m.bit_count() for c, m in enumerate(basic_candidates(HARD)) if not HARD[c])
    assert candidates_left(derived) == expected
    kept = BoardState(HARD, False)
    kept.candidates[0] = 0b11  # a solver removed marks: kept ones count as they are
    assert candidates_left(kept) == expected - basic_candidates(HARD)[0].bit_count() + 2


def test_buckets_hold_the_exact_extremes_and_counts_of_their_steps():
    for name in ("propagate-guess", "naive"):
        steps, series = record(name, HARD, bucket=16, head=0)  # the buckets alone
        rows = exact(name, HARD, steps)
        size = series.bucket
        n = len(steps)
        assert series.steps_covered() == n
        cols = series.envelope("depth", 0, n, 10**9)
        guesses = series.envelope("guesses", 0, n, 10**9)
        cands = series.envelope("candidates", 0, n, 10**9)
        assert len(cols) == (n + size - 1) // size
        for i, (end, low, high) in enumerate(cols):
            window = [r[0] for r in rows[i * size : end + 1]]
            assert (low, high) == (min(window), max(window)), (name, i)
            assert guesses[i] == (end, rows[end][1], rows[end][1])
            assert cands[i][1] == rows[end][3]
        assert series.memory_bytes() < n  # well under a byte a step


def test_a_one_step_dive_shows_at_any_zoom():
    values = HARD
    start = BoardState(tuple(values), True)
    series = RunSeries(start, bucket=128)
    timeline = Timeline(start, series=series)
    cell = values.index(0)  # 3,000 shallow guesses with one dive of depth 40 for a single step
    seq = [Guess(cell, 1, 1, 0, "g")] + [Guess(cell, 1, 1, 0, "g")] * 3000
    seq[1777] = Guess(cell, 2, 40, 0, "dive")
    seq[1778] = Backtrack(cell, 2, 1, (), (), (), "back")
    timeline.extend(seq)
    whole = series.envelope("depth", 0, len(seq), 3)
    assert max(high for _, _, high in whole) == 40
    assert sum(high == 40 for _, _, high in whole) == 1


def test_a_short_run_is_drawn_step_by_step():
    """A human solve takes a few hundred steps, far fewer than the columns of a chart: each step
    is a column of its own, from the start on, not one stroke per bucket."""
    for name in ("human", "hidden-singles"):
        steps, series = record(name, HARD, bucket=128)
        rows = exact(name, HARD, steps)
        n = len(steps)
        assert 0 < n <= HEAD, n
        for i, curve in enumerate(("depth", "guesses", "backtracks", "candidates")):
            assert series.envelope(curve, 0, n, 10**9) == [(s, r[i], r[i]) for s, r in enumerate(rows)], curve
        narrow = series.envelope("candidates", 0, n, 10)  # fewer columns than steps: each spans a few
        assert len(narrow) == 10 and narrow[-1][0] == n
        assert narrow[0] == (n // 10 - 1, min(r[3] for r in rows[: n // 10]), max(r[3] for r in rows[: n // 10]))


def test_a_long_run_keeps_its_first_steps_one_by_one_and_the_rest_in_buckets():
    steps, series = record("naive", HARD, bucket=16, head=300)
    rows = exact("naive", HARD, steps)
    n = len(steps)
    assert n > 1000
    zoomed = series.envelope("depth", 100, 250, 10**9)  # inside the first 300 steps: every step
    assert zoomed == [(s, rows[s][0], rows[s][0]) for s in range(100, 251)]
    whole = series.envelope("depth", 0, n, 10**9)  # past them: the buckets, as before
    assert len(whole) == (n + 15) // 16
