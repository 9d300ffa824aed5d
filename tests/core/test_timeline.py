"""The timeline: the board at any position equals a straight replay, on every strategy."""

from __future__ import annotations

import itertools
import random

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.steps import Backtrack, Guess
from sudoku_gui.core.strategies import STRATEGIES

HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")


def snapshot(state: BoardState) -> tuple:
    return (
        tuple(state.values),
        tuple(state.candidates),
        tuple(vars(state.counters).values()),
        tuple(sorted(state.guessed.items())),
        state.highlight,
        state.last_text,
        state.outcome,
    )


def run(name: str, puzzle, limit: int = 6000, block_size: int = 64) -> tuple[list, Timeline, BoardState]:
    strategy = STRATEGIES[name]
    start = BoardState(puzzle, strategy.derived_candidates)
    steps = list(itertools.islice(strategy.solve(puzzle), limit))
    timeline = Timeline(start, block_size=block_size)
    for i in range(0, len(steps), 97):  # batches of odd size cross block borders
        timeline.extend(steps[i : i + 97])
    return steps, timeline, start


@pytest.mark.parametrize("name", list(STRATEGIES))
def test_board_at_any_position_equals_a_straight_replay(name):
    steps, timeline, start = run(name, HARD)
    assert len(timeline) == len(steps)
    rng = random.Random(6)
    positions = sorted({0, len(steps), *(rng.randrange(len(steps) + 1) for _ in range(40))})
    replay = start.copy()
    done = 0
    for p in positions:  # straight replay of steps 1..p, checked against the timeline
        for step in steps[done:p]:
            replay.apply(step)
        done = p
        assert snapshot(timeline.board_at(p)) == snapshot(replay), f"position {p}"
    # backwards and at random: a rebuild never depends on what was asked before
    for p in reversed(positions):
        expected = start.copy()
        for step in steps[:p]:
            expected.apply(step)
        assert snapshot(timeline.board_at(p)) == snapshot(expected)


@pytest.mark.parametrize("name", list(STRATEGIES))
def test_every_step_reads_back_equal(name):
    steps, timeline, _ = run(name, HARD, limit=1500)
    for i, step in enumerate(steps):
        assert timeline.kind(i) == step.kind
        assert timeline.text(i) == step.text
    for i in random.Random(1).sample(range(len(steps)), min(100, len(steps))):
        assert timeline.step(i) == steps[i]


def test_naive_run_is_compact():
    """No 81-value copy per step: a long backtracking run costs a few bytes a step."""
    steps, timeline, _ = run("naive", HARD, limit=100_000, block_size=1024)
    assert len(timeline) == 100_000
    assert timeline.memory_bytes() / len(timeline) < 12
    assert timeline.distinct_steps() < 20_000  # equal steps are stored once
    assert all(len(s.restored) <= 2 for s in steps if isinstance(s, Backtrack))


def test_full_blocks_are_kept_compressed():
    """Plain backtracking's codes repeat: a full block is kept compressed, so the timeline, its
    checkpoints included, costs about 1.9 bytes a step (3.6 before) as the allocator counts."""
    import tracemalloc

    steps = list(itertools.islice(STRATEGIES["naive"].solve(HARD), 200_000))
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        timeline = Timeline(BoardState(HARD, True))
        for i in range(0, len(steps), 1000):
            timeline.extend(steps[i : i + 1000])
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert held / len(steps) < 2.2, held / len(steps)
    assert timeline.memory_bytes() / len(steps) < 1.0
    for i in range(0, len(steps), 997):  # read back through the compressed blocks
        assert timeline.step(i) == steps[i]


def test_seek_finds_the_previous_and_next_guess_or_backtrack():
    steps, timeline, _ = run("propagate-guess", HARD)
    search = [i for i, s in enumerate(steps) if isinstance(s, Guess | Backtrack)]
    kinds = ("guess", "backtrack")
    p = 0
    for i in search[:50]:
        p = timeline.seek(p, kinds, forward=True)
        assert p == i + 1
    for i in reversed(search[:49]):
        p = timeline.seek(p, kinds, forward=False)
        assert p == i + 1
    assert timeline.seek(p, kinds, forward=False) is None


def test_cap_keeps_the_newest_part_and_says_so():
    strategy = STRATEGIES["naive"]
    start = BoardState(HARD, True)
    steps = list(itertools.islice(strategy.solve(HARD), 5000))
    timeline = Timeline(start, block_size=100, cap=1000)
    timeline.extend(steps)
    assert len(timeline) == 5000
    assert timeline.dropped == timeline.first_position > 0
    assert 5000 - timeline.first_position <= 1100
    expected = start.copy()
    for step in steps[:4500]:
        expected.apply(step)
    assert snapshot(timeline.board_at(4500)) == snapshot(expected)
    with pytest.raises(IndexError):
        timeline.board_at(timeline.first_position - 1)
    with pytest.raises(IndexError):
        timeline.text(0)


def test_codes_widen_past_65536_distinct_steps_and_read_back():
    from sudoku_gui.core.steps import Contradiction

    start = BoardState(HARD, True)
    timeline = Timeline(start, block_size=1024)
    steps = [Contradiction((i % 81,), f"distinct {i}") for i in range(70_000)]
    timeline.extend(steps)
    assert timeline.distinct_steps() == 70_000
    for i in (0, 65_535, 65_536, 69_999):
        assert timeline.step(i) == steps[i] and timeline.text(i) == f"distinct {i}"


def test_backtracks_of_every_shape_read_back_equal():
    derived = [  # strategies that keep no candidates
        Backtrack(3, 5, 2, (3, 4, 80, 7, 9), (0, 0, 0, 0, 0), (), "emptied, five cells"),
        Backtrack(3, 5, 2, (3,), (0,), (), "emptied, one cell"),
        Backtrack(3, 5, 2, (3, 4), (0, 6), (), "a value comes back"),
        Backtrack(0, 1, 0, (), (), (), "nothing restored"),
    ]
    kept = [Backtrack(3, 5, 2, (3, 4), (0, 6), (0b101, 0b100000), "with candidates")]
    for shapes, derived_candidates in ((derived, True), (kept, False)):
        timeline = Timeline(BoardState(HARD, derived_candidates), block_size=16)
        timeline.extend(shapes * 5)
        assert [timeline.step(i) for i in range(len(shapes) * 5)] == shapes * 5
