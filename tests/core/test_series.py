"""The charts' curves, kept per bucket of steps, against the exact per-step values of a replay."""

from __future__ import annotations

import itertools

from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import basic_candidates
from sudoku_gui.core.recording import curves as series_module
from sudoku_gui.core.recording.curves import HEAD, ChartReader, RunSeries, candidates_left
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.steps import Backtrack, Guess
from sudoku_gui.core.strategies import STRATEGIES

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


def recorded(name: str, values, limit: int, bucket: int = 128, head: int = HEAD):
    strategy = STRATEGIES[name]
    steps = list(itertools.islice(strategy.solve(values), limit))
    start = BoardState(tuple(values), strategy.derived_candidates)
    timeline = Timeline(start, series=RunSeries(start, bucket, head))
    for i in range(0, len(steps), 500):
        timeline.extend(steps[i : i + 500])
    return steps, timeline


def columns_of_exact(rows, first, last, columns, curve):
    """Each column's extremes over exactly its positions, as a chart should draw them."""
    i = ("depth", "guesses", "backtracks", "candidates").index(curve)
    n = last - first + 1
    cols = min(columns, n)
    out = []
    for c in range(cols):
        a, b = first + c * n // cols, first + (c + 1) * n // cols
        part = [r[i] for r in rows[a:b]]
        out.append((b - 1, min(part), max(part)))
    return out


def test_a_run_past_the_kept_steps_is_drawn_from_its_steps_not_its_buckets():
    """The issue's case: propagate-guess on Hard takes 3,011 steps, past the 2,048 kept one by one;
    on 400 columns it was drawn from 24 buckets (its depth a sawtooth from step 128). Each column
    now holds exactly its 7-8 steps' extremes, from step 0."""
    steps, timeline = recorded("propagate-guess", HARD, 20_000)
    rows = exact("propagate-guess", HARD, steps)
    n = len(steps)
    assert HEAD < n < 4000
    reader = ChartReader(timeline)
    got = reader.envelopes(0, n, 400)
    for curve in ("depth", "guesses", "backtracks", "candidates"):
        assert got[curve] == columns_of_exact(rows, 0, n, 400, curve), curve
    assert got["depth"][0][0] < 10  # the first column ends at step 7, not 128


def test_a_range_that_fits_in_the_columns_is_drawn_step_by_step_anywhere_in_a_long_run():
    steps, timeline = recorded("naive", HARD, 30_000)
    rows = exact("naive", HARD, steps)
    reader = ChartReader(timeline)
    got = reader.envelopes(20_000, 20_300, 500)  # 301 steps on 500 columns, far past the head
    for curve in ("depth", "guesses", "backtracks", "candidates"):
        assert got[curve] == [
            (p, v, v)
            for p, v in (
                (p, rows[p][("depth", "guesses", "backtracks", "candidates").index(curve)])
                for p in range(20_000, 20_301)
            )
        ], curve


def test_a_longer_range_samples_the_candidates_and_following_it_replays_only_new_steps(monkeypatch):
    monkeypatch.setattr(series_module, "SAMPLES", 64)
    steps, timeline = recorded("naive", HARD, 6_000)
    rows = exact("naive", HARD, steps)
    reader = ChartReader(timeline)
    for last in range(1000, 6001, 500):  # a chart following a growing run
        got = reader.envelopes(0, last, 300)
        for curve in ("depth", "guesses", "backtracks"):
            assert got[curve] == columns_of_exact(rows, 0, last, 300, curve), (curve, last)
        exact_cands = columns_of_exact(rows, 0, last, 300, "candidates")
        for (end, low, high), (end2, lo2, hi2) in zip(got["candidates"], exact_cands, strict=True):
            assert end == end2 and lo2 <= low <= high <= hi2  # samples of the column's own steps
        assert got["candidates"][-1][1] <= rows[last][3] <= got["candidates"][-1][2]
        assert got == ChartReader(timeline).envelopes(0, last, 300)  # as if drawn afresh


def test_a_range_past_the_replay_limit_uses_the_buckets_and_ends_exactly_at_its_last_step(monkeypatch):
    monkeypatch.setattr(series_module, "REPLAY", 2_000)
    steps, timeline = recorded("naive", HARD, 20_000, bucket=64, head=0)
    rows = exact("naive", HARD, steps)
    reader = ChartReader(timeline)
    last = 12_345  # mid-bucket: the curves stop here, not at the bucket's end
    got = reader.envelopes(0, last, 100)
    for curve in ("depth", "guesses", "backtracks", "candidates"):
        cols = got[curve]
        assert cols[-1][0] == last and all(end <= last for end, _, _ in cols)
    tail = rows[last - last % 64 + 1 : last + 1]  # the steps after the last whole bucket, exactly
    for i, curve in enumerate(("depth", "guesses", "backtracks")):
        assert got[curve][-1][1:] == (min(r[i] for r in tail), max(r[i] for r in tail)), curve
    assert got["candidates"][-1][1:] == (rows[last][3], rows[last][3])  # counted at its end, as a bucket's
    assert max(high for _, _, high in got["depth"]) == max(r[0] for r in rows[: last + 1])


def test_a_chart_following_a_fast_run_reads_the_buckets_until_the_run_stops():
    """At max speed a frame may replay O(columns) steps only (the guide: O(visible) per frame)."""
    steps, timeline = recorded("naive", HARD, 20_000)
    rows = exact("naive", HARD, steps)
    reader = ChartReader(timeline)
    fast = reader.envelopes(0, 20_000, 100, budget=800)
    assert fast["depth"] == timeline.series.envelope("depth", 0, 20_000, 100)
    calm = reader.envelopes(0, 20_000, 100)  # paused or over: every column from its own steps
    assert calm["depth"] == columns_of_exact(rows, 0, 20_000, 100, "depth")
    assert reader.envelopes(0, 20_000, 100, budget=800) == calm  # replayed once: kept
