"""A run shown, without a window: the playback object on its frame clock."""

from __future__ import annotations

from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.runs.step_stream import Outcome
from sudoku_gui.core.tree.search_tree import NodeOutcome
from sudoku_gui.qt.clock import FrameClock
from sudoku_gui.qt.playback import Playback
from sudoku_gui.speeds import MAX_SPEED

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def make(qtbot, algorithm: str, speed: int = MAX_SPEED) -> tuple[FrameClock, Playback]:
    clock = FrameClock()
    clock.set_speed(speed)
    run = Playback(algorithm, BoardState(HARD), clock)
    return clock, run


def test_a_run_plays_to_its_end_with_its_tree_and_curves(qtbot):
    clock, run = make(qtbot, "propagate-guess")
    boards: list[BoardState] = []
    run.boardChanged.connect(boards.append)
    with qtbot.waitSignal(run.ended, timeout=10_000):
        run.start()
    qtbot.waitUntil(lambda: not run.playing, timeout=10_000)
    assert run.outcome is Outcome.SOLVED and run.at_end()
    assert run.state.values == list(run.timeline.head.values) and 0 not in run.state.values
    assert boards and len(boards) < len(run.timeline)  # one board a frame, not one a step
    assert run.tree is None and run.want_tree()  # nobody wanted it during the run: built now, at once
    assert len(run.tree) > 10 and run.tree.outcome(0) == NodeOutcome.SOLUTION
    assert run.series.steps_covered() == len(run.timeline)
    run.join(1000)


def test_seek_step_and_jump_move_the_position_and_pause(qtbot):
    clock, run = make(qtbot, "propagate-guess")
    with qtbot.waitSignal(run.ended, timeout=10_000):
        run.start()
    run.home()
    assert run.position == 0 and not run.playing
    assert run.jump(True) and run.timeline.kind(run.position - 1) in ("guess", "backtrack")
    here = run.position
    run.step_forward()
    run.step_back()
    assert run.position == here
    run.end()
    assert run.at_end() and not run.step_forward()
    run.play()  # from the start again: a finished run shown at its end replays
    assert run.playing and run.position == 0
    run.pause()
    run.join(1000)


def test_stopping_a_live_run_keeps_its_steps_and_joins(qtbot):
    clock, run = make(qtbot, "naive")
    run.start()
    qtbot.waitUntil(lambda: len(run.timeline) > 20_000, timeout=20_000)
    with qtbot.waitSignal(run.ended, timeout=5_000):
        run.stop()
    assert run.outcome is Outcome.STOPPED and not run.live() and not run.playing
    assert run.join(2000)
    kept = len(run.timeline)
    assert kept > 20_000 and run.want_tree() and run.tree.outcome(0) == NodeOutcome.OPEN
    qtbot.wait(100)
    assert len(run.timeline) == kept  # the thread is gone: nothing more is recorded


def test_a_paused_live_run_blocks_its_solver_within_a_window(qtbot):
    clock, run = make(qtbot, "naive", speed=10)
    run.start(paused=True)
    qtbot.wait(300)
    assert not run.playing and len(run.timeline) <= clock.window() + 64
    assert run.step_forward()
    qtbot.waitUntil(lambda: run.position == 1, timeout=5000)
    run.join(2000)


def test_a_tree_wanted_mid_run_is_built_late_and_equals_one_built_from_the_start(qtbot, monkeypatch):
    import itertools

    from sudoku_gui.core.recording.timeline import _TREE_STEPS
    from sudoku_gui.core.strategies import STRATEGIES
    from sudoku_gui.core.tree.search_tree import SearchTree
    from sudoku_gui.qt import playback

    monkeypatch.setattr(playback, "TREE_SLICE", 4_000)  # a long run, in miniature
    clock, run = make(qtbot, "naive")
    run.start()
    qtbot.waitUntil(lambda: len(run.timeline) > 30_000, timeout=30_000)
    assert not run.want_tree() and run.tree is None  # too long for one turn: built a slice a turn
    assert 0 < run.tree_progress() < 1
    with qtbot.waitSignal(run.treeReady, timeout=30_000):
        pass
    with qtbot.waitSignal(run.ended, timeout=5_000):
        run.stop()
    assert run.join(2000)
    late = run.tree
    reference = SearchTree()  # the same steps (naive is deterministic) into a tree from the start
    for i, step in enumerate(itertools.islice(STRATEGIES["naive"].solve(HARD), len(run.timeline))):
        if type(step) in _TREE_STEPS:
            reference.record(i + 1, step)
    reference.publish()
    assert late is not None and len(late) == len(reference) > 10_000
    assert late.columns() == reference.columns()
