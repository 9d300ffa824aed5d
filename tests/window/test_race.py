"""Races: each algorithm recorded in its own process; lockstep positions; a killed racer."""

from __future__ import annotations

import os
import pickle
import signal

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.runs.race import check_algorithms, finishing_order, first_divergence, race, record
from sudoku_gui.core.runs.solve_to_end import solve
from sudoku_gui.core.runs.step_stream import Outcome

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")
ROOMY = 120.0
"""A race's time limit far above these runs' length: it is wall-clock time, recording included,
which a loaded machine stretches."""


def test_a_recorded_run_crosses_processes_whole():
    racer = record(BoardState(HARD), "propagate-guess", 10.0, 1_000_000)
    copy = pickle.loads(pickle.dumps(racer))
    tl, again = racer.timeline, copy.timeline
    assert len(again) == len(tl) and again.board_at(len(again)).values == tl.board_at(len(tl)).values
    assert len(again.tree) == len(tl.tree) and again.series.steps_covered() == tl.series.steps_covered()
    assert [again.step(i) for i in range(0, len(tl), 50)] == [tl.step(i) for i in range(0, len(tl), 50)]


def test_race_results_match_single_runs_and_time_marks_are_monotone():
    racers = race(BoardState(HARD), ["naive", "propagate-guess", "units"], time_limit=ROOMY)
    assert [r.algorithm for r in racers] == ["naive", "propagate-guess", "units"]
    for r in racers:
        alone = solve(HARD, r.algorithm)
        assert r.outcome is Outcome.SOLVED and r.timeline is not None
        assert len(r.timeline) == alone.counters.steps + 1  # its Solved step too
        positions = [r.timeline.position_at_time(t * r.seconds / 10) for t in range(11)]
        assert positions == sorted(positions) and positions[-1] == len(r.timeline)
    order = finishing_order(racers)
    assert order[0].seconds == min(r.seconds for r in racers)


def test_a_racer_killed_mid_race_leaves_the_others_running():
    pids: dict[str, int] = {}
    heard: list[str] = []

    def started(name: str, pid: int) -> None:
        pids[name] = pid
        if name == "naive":
            os.kill(pid, signal.SIGKILL)

    racers = race(
        BoardState(HARD),
        ["naive", "propagate-guess"],
        time_limit=ROOMY,
        started=started,
        finished=lambda r: heard.append(r.algorithm),
    )
    naive, other = racers
    assert naive.outcome is Outcome.ERROR and "killed" in naive.error and naive.timeline is None
    assert other.outcome is Outcome.SOLVED and other.timeline is not None
    assert sorted(heard) == ["naive", "propagate-guess"]


@pytest.mark.parametrize(
    "names, says",
    [(["naive"], "2 to 6"), (["naive", "nope"], "unknown algorithm nope"), (["naive", "naive"], "once")],
)
def test_bad_races_are_refused_with_a_reason(names, says):
    assert says in (check_algorithms(names) or "")
    with pytest.raises(ValueError, match=says):
        race(BoardState(HARD), names)


def test_two_searches_diverge_where_their_guesses_first_differ():
    a = record(BoardState(HARD), "mrv-all", 10.0, 200_000).timeline
    b = record(BoardState(HARD), "units", 10.0, 200_000).timeline
    where = first_divergence(a, b)
    assert where is not None
    assert first_divergence(a, a) is None
    pa, pb = where
    assert a.kind(pa - 1) == "guess" and b.kind(pb - 1) == "guess"


def test_race_rows_on_the_command_line_equal_the_solve_stats():
    import subprocess
    import sys

    from conftest import ROOT

    from sudoku_gui.core.grid import format_grid

    puzzle = format_grid(HARD)
    run = subprocess.run(
        [sys.executable, "main.py", "--race", "UNITS,propagate-guess", puzzle],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    rows = run.stdout.splitlines()
    assert len(rows) == 2
    for row, name in zip(rows, ["units", "propagate-guess"], strict=True):
        stats = subprocess.run(
            [sys.executable, "main.py", "--solve", puzzle, "--algorithm", name, "--stats"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        ).stderr.splitlines()[0]
        figures = lambda line: [f for f in line.split() if not f.startswith(("seconds=", "puzzle="))]  # noqa: E731
        assert f"algorithm={name} result=solved" in row
        assert [f for f in figures(row) if not f.startswith(("algorithm=", "result="))] == figures(stats)
    bad = subprocess.run(
        [sys.executable, "main.py", "--race", "naive,nope", puzzle], cwd=ROOT, capture_output=True, text=True
    )
    assert bad.returncode == 2 and "'nope' is not an algorithm" in bad.stderr and "Traceback" not in bad.stderr


def test_lockstep_by_step_and_by_solving_time_against_the_recorded_runs(qtbot):
    from sudoku_gui.qt.clock import FrameClock
    from sudoku_gui.qt.race.lockstep import Race

    racers = race(BoardState(HARD), ["propagate-guess", "units", "mrv-all"], time_limit=ROOMY)
    clock = FrameClock()
    r = Race(racers, clock)
    runs = r.live_runs()
    for k in (0, 1, 500, 3000, 9000, r.length()):
        r.seek(k)  # by step: every board at step k (or at its end)
        assert [run.position for run in runs] == [min(k, len(run.timeline)) for run in runs]
        for run in runs:
            assert run.state.values == run.timeline.board_at(run.position).values
    r.set_by_time(True)
    for ms in (0, 5, 20, 100, r.length()):
        r.seek(ms)  # by time: each where its solver was after that much of its own time
        assert [run.position for run in runs] == [run.timeline.position_at_time(ms / 1000) for run in runs]
    # the followed racer stays where it was when the clocks switch
    r.set_by_time(False)
    r.seek(2000)
    before = r.followed_run().position
    r.set_by_time(True)
    assert abs(r.followed_run().position - before) <= 600  # time marks are 512 steps apart
    r.end()
    assert all(run.position == len(run.timeline) for run in runs)
    # a played race ends on its own, every board at its end
    r.set_by_time(False)
    r.home()
    clock.set_speed(0)  # max speed
    r.play()
    qtbot.waitUntil(lambda: not r.playing, timeout=20_000)
    assert all(run.position == len(run.timeline) for run in runs)


def test_the_window_races_plays_in_step_and_follows_a_clicked_board(qtbot, window):
    from PySide6.QtCore import Qt

    w = window
    w.load_puzzle(HARD)
    job = w.race_tools.start(["units", "propagate-guess", "mrv-all"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    race_shown = w.controller.racing.race
    assert len(w.race_panel.tiles) == 3 and w.middle.currentWidget() is w.race_panel
    assert w.controller.shown is race_shown.runs[0]  # the panes follow the first racer
    qtbot.mouseClick(w.race_panel.tiles[1].board, Qt.MouseButton.LeftButton)
    assert race_shown.followed == 1 and w.controller.shown is race_shown.runs[1]
    w.set_speed(0)  # max: the race plays in a few seconds
    w.controller.nav.play()  # it plays from the start already; Space (toggle_play) would pause it
    qtbot.waitUntil(lambda: not race_shown.playing, timeout=30_000)
    assert all(run.position == len(run.timeline) for run in race_shown.live_runs())
    assert "finished 1." in w.race_panel.tiles[1].caption.text()  # propagate-guess wins this one
    w.controller.nav.home()
    w.controller.step_forward()
    assert [run.position for run in race_shown.live_runs()] == [1, 1, 1]
    w.controller.stop()  # Esc: back to the puzzle
    assert w.controller.racing.race is None and w.middle.currentWidget() is w.view and w.state.values == list(HARD)
    assert not job.running()


def test_the_charts_overlay_every_racers_curves(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    charts = next(p for p in w.panes if p.object_name == "charts")
    w.pane_keys.press(charts)
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    race_shown = w.controller.racing.race
    qtbot.waitUntil(lambda: len(charts.race_curves.items) == 2, timeout=5_000)
    race_shown.end()  # every board at its end: the curves reach it (not before, see test_panes_as_shown)
    for items, run in zip(charts.race_curves.items, race_shown.runs, strict=True):
        xs, ys = items["depth"].getData()
        assert max(xs) == run.series.steps_covered() and max(ys) == max(run.series.depth_max)
    # a legend under the charts names each racer in its colour, the followed one in bold
    from sudoku_gui.qt.i18n import algorithm_title
    from sudoku_gui.qt.race.lockstep import RACER_COLORS

    legend = charts.race_curves.legend.text
    for i, name in enumerate(["units", "propagate-guess"]):
        assert RACER_COLORS[i] in legend and algorithm_title(name) in legend
    assert f"<b>{algorithm_title('units')}</b>" in legend
    assert charts.race_curves.legend.isVisible() and charts.race_curves.legend.scene() is charts._plots[0].scene()
    w.controller.stop()
    assert charts.race_curves.race is None and charts.race_curves.legend is None


SLOW = next(p.values for p in SEED_PUZZLES if p.name.startswith("simpleSudoku02"))
"""Plain backtracking needs about 42 million placements here: it races until its time limit."""


def test_a_racers_time_limit_counts_its_recording():
    import time

    t0 = time.perf_counter()
    racer = record(BoardState(SLOW), "naive", 1.0, 5_000_000)
    took = time.perf_counter() - t0
    assert racer.outcome is Outcome.TIME_LIMIT
    # How close to its limit it ends (aim: within 1.5x, not twice it as when the recording took as
    # long as the search) is printed by benchmarks/bench_reactions.py.
    assert 0 < racer.seconds <= took  # its solving time: the strategy's share of it


def test_every_racer_starts_at_once_so_a_race_lasts_about_its_time_limit():
    events: list[str] = []
    names = ["naive", "mrv-all", "units", "propagate-guess"]
    race(
        BoardState(SLOW),
        names,
        time_limit=2.0,
        started=lambda name, _pid: events.append("started"),
        finished=lambda r: events.append("finished"),
    )
    assert events[: len(names)] == ["started"] * len(names)  # not a core's worth at a time
