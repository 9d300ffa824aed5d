"""Benchmark and demo: a max-speed run with the Search Tree pane beside its board.

Run: ``python benchmarks/bench_tree_pane.py [--puzzle NAME|81-CHARS] [--algorithm NAME]
[--no-pane] [--skip-headless] [--theme light|dark] [--shot PNG] [--at FRACTION]``.
Offscreen unless DISPLAY is set and QT_QPA_PLATFORM is not. Defaults: ``naive`` on seed 000's
"Hard" (1,050,850 steps, about 465,000 nodes), the issue's target. A small window (a board in
the middle, the pane docked at its right) plays the run at max speed from a ``Playback`` on its
``FrameClock``, as the app will.

Prints, one ``key=value`` line each:
- window and headless speed (steps per second, the same steps) and their ratio;
- event-loop lateness (a 5 ms timer probe on the GUI thread) p99 and max during the run;
- the pane's refreshes a second and the GUI time they and its paints took (mean, max);
- on the finished run: zoom and pan frames a second of the node-link view (frames painted
  synchronously), at zoom 1 and zoomed out to show the whole neighbourhood;
- a click on a node to the board painted with its position: median and max ms over 12 clicks.

``--shot PNG`` saves the window after the run, with the node at ``--at`` (a fraction of the
run, default 0.4) selected; ``--live-shot PNG`` one while it plays (at ``--live-at`` steps; it
skews the figures); ``--no-pane`` measures the same window without the pane.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402

from sudoku_gui.core.board_state import BoardState  # noqa: E402
from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.library import load_seed_puzzles  # noqa: E402
from sudoku_gui.core.strategies import STRATEGIES  # noqa: E402
from sudoku_gui.core.tree.layout import Shape  # noqa: E402
from sudoku_gui.qt import i18n
from sudoku_gui.qt.board.widget import BoardWidget  # noqa: E402
from sudoku_gui.qt.clock import FrameClock  # noqa: E402
from sudoku_gui.qt.panes.tree_pane import SearchTreePane  # noqa: E402
from sudoku_gui.qt.playback import Playback  # noqa: E402
from sudoku_gui.qt.solver.gc_guard import collect_in_gui_thread  # noqa: E402
from sudoku_gui.qt.window import theme  # noqa: E402
from sudoku_gui.speeds import MAX_SPEED  # noqa: E402

PROBE_MS = 5


def p99(xs: list[float]) -> float:
    return statistics.quantiles(xs, n=100)[98] if len(xs) >= 100 else max(xs, default=0.0)


def headless(puzzle: tuple[int, ...], algorithm: str, limit: int) -> tuple[int, float]:
    """Steps and seconds for the strategy with its steps applied to a board (as ``--solve``)."""
    strategy = STRATEGIES[algorithm]
    state = BoardState(puzzle, strategy.derived_candidates)
    apply = state.apply
    n = 0
    t0 = time.perf_counter()
    for step in itertools.islice(strategy.solve(puzzle), limit):
        apply(step)
        n += 1
    return n, time.perf_counter() - t0


class Timed:
    """Wraps a method of an object, adding up the seconds it takes."""

    def __init__(self, obj: object, name: str) -> None:
        self.calls: list[float] = []
        inner = getattr(obj, name)

        def timed(*args: object) -> object:
            t0 = time.perf_counter()
            try:
                return inner(*args)
            finally:
                self.calls.append(time.perf_counter() - t0)

        setattr(obj, name, timed)


def build(puzzle: tuple[int, ...], algorithm: str, with_pane: bool, look: str):
    board_colors = theme.apply(look)
    window = QMainWindow()
    window.setWindowTitle("Search Tree pane")
    board = BoardWidget(BoardState(puzzle))
    board.set_colors(board_colors)
    window.setCentralWidget(board)
    pane = None
    if with_pane:
        pane = SearchTreePane(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, pane)
        window.resizeDocks([pane], [700], Qt.Orientation.Horizontal)
    window.resize(1280, 800)
    clock = FrameClock()
    clock.set_speed(MAX_SPEED)
    run = Playback(algorithm, BoardState(puzzle), clock)
    run.boardChanged.connect(board.set_state)
    if pane is not None:
        pane.attach(run)
    window.show()
    return window, board, pane, run


def play(
    app: QApplication, run: Playback, pane: SearchTreePane | None, live_shot: str = "", live_at: int = 0
) -> dict[str, float]:
    lateness: list[float] = []
    probe_clock = QElapsedTimer()
    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.setInterval(PROBE_MS)

    def on_probe() -> None:
        lateness.append(max(0.0, probe_clock.restart() - PROBE_MS))

    probe.timeout.connect(on_probe)
    timers = []
    if pane is not None:
        timers = [Timed(pane, "refresh"), Timed(pane.overview, "paintEvent"), Timed(pane.view, "paintEvent")]
    settle = time.perf_counter() + 0.5
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.01)
    done: dict[str, float] = {}

    def ended() -> None:
        done["wall"] = time.perf_counter() - t0

    run.ended.connect(ended)
    t0 = time.perf_counter()
    run.start()
    probe_clock.start()
    probe.start()
    while "wall" not in done or run.playing:
        app.processEvents()
        time.sleep(0.001)
        if live_shot and run.position >= live_at:
            assert pane is not None
            pane.window().grab().save(live_shot)  # the shot's time is in the figures: keep it apart
            print(f"live_shot={live_shot} at_step={run.position}")
            live_shot = ""
    probe.stop()
    out = {"wall": done["wall"], "p99": p99(lateness), "max": max(lateness, default=0.0)}
    if pane is not None:
        refresh, ov, view = (t.calls for t in timers)
        out["refreshes"] = len(refresh)
        out["refresh_ms_mean"] = 1000 * statistics.fmean(refresh) if refresh else 0.0
        out["refresh_ms_max"] = 1000 * max(refresh, default=0.0)
        for name, calls in (("overview", ov), ("view", view)):
            out[f"{name}_paints"] = len(calls)
            out[f"{name}_paint_ms_mean"] = 1000 * statistics.fmean(calls) if calls else 0.0
            out[f"{name}_paint_ms_max"] = 1000 * max(calls, default=0.0)
    return out


def frames_per_second(pane: SearchTreePane, frames: int = 60) -> float:
    """Zoom and pan ``frames`` times, each painted at once; frames a second."""
    view = pane.view
    times = []
    for i in range(frames):
        t0 = time.perf_counter()
        if i % 2:
            view.pan(6, -4)
        else:
            view.zoom(1.03 if i % 4 else 1 / 1.03, QPointF(view.width() * 0.4, view.height() * 0.5))
        view.repaint()
        times.append(time.perf_counter() - t0)
    return 1 / statistics.fmean(times)


def expand_until(pane: SearchTreePane, drawn: int) -> None:
    """Open lanterns (the biggest first) until about ``drawn`` nodes are drawn: the budget's worst case."""
    view = pane.view
    for _ in range(200):
        lanterns = [p for p in view.placed() if p.shape == Shape.LANTERN]
        if len(view.placed()) >= drawn or not lanterns:
            return
        view.expand(max(lanterns, key=lambda p: p.size).node)


def click_latency(app: QApplication, pane: SearchTreePane, board: BoardWidget, run: Playback) -> list[float]:
    """Milliseconds from a click on a node to the board painted at its guess, for 12 nodes."""
    view = pane.view
    out = []
    for _ in range(12):
        view.reset_view()
        rect = view.rect()
        targets = [
            p
            for p in view.placed()
            if p.shape != Shape.LANTERN
            and p.node != view.selected()
            and rect.contains(view.screen_of(p.node).toPoint())
        ]
        if not targets:
            break
        target = targets[len(targets) // 2]
        painted = board.paint_count
        t0 = time.perf_counter()
        QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.screen_of(target.node).toPoint())
        while board.paint_count == painted and time.perf_counter() - t0 < 2:
            app.processEvents()
        out.append(1000 * (time.perf_counter() - t0))
        assert run.position == run.tree.first(target.node)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--puzzle", default="Hard")
    ap.add_argument("--algorithm", default="naive")
    ap.add_argument("--no-pane", action="store_true")
    ap.add_argument("--skip-headless", action="store_true")
    ap.add_argument("--theme", default="light", choices=("light", "dark"))
    ap.add_argument("--shot", default="")
    ap.add_argument("--at", type=float, default=0.4)
    ap.add_argument("--lang", default="en", help="en, zh_CN or zh_TW")
    ap.add_argument("--live-shot", default="", help="also save the window while the run plays (skews the figures)")
    ap.add_argument("--live-at", type=int, default=400_000)
    args = ap.parse_args()
    seeds = {p.name.split(" (")[0]: p.values for p in load_seed_puzzles()}
    puzzle = tuple(seeds[args.puzzle] if args.puzzle in seeds else parse_puzzle(args.puzzle))
    app = QApplication.instance() or QApplication([])
    collect_in_gui_thread(app)  # as the app does (sudoku_gui.qt.app)
    i18n.install(args.lang)
    print(f"platform={app.platformName()} algorithm={args.algorithm} puzzle={args.puzzle} pane={not args.no_pane}")
    window, board, pane, run = build(puzzle, args.algorithm, not args.no_pane, args.theme)
    got = play(app, run, pane, args.live_shot, args.live_at)
    steps = len(run.timeline)
    rate = steps / got["wall"]
    print(
        f"window_steps={steps} window_seconds={got['wall']:.2f} window_steps_per_second={rate:,.0f} nodes={len(run.tree)}"
    )
    print(f"lateness_ms p99={got['p99']:.1f} max={got['max']:.1f}")
    if pane is not None:
        print(
            f"pane_refreshes={got['refreshes']:.0f} per_second={got['refreshes'] / got['wall']:.1f} "
            f"refresh_ms mean={got['refresh_ms_mean']:.2f} max={got['refresh_ms_max']:.2f}"
        )
        for name in ("overview", "view"):
            print(
                f"{name}_paints={got[name + '_paints']:.0f} paint_ms mean={got[name + '_paint_ms_mean']:.2f} "
                f"max={got[name + '_paint_ms_max']:.2f}"
            )
        pane.choose(run.tree.node_at(int(steps * args.at)))
        app.processEvents()
        print(f"finished zoom_pan_fps at_zoom_1={frames_per_second(pane):.0f} drawn={len(pane.view.placed())}")
        pane.view.zoom(0.3)
        print(f"finished zoom_pan_fps zoomed_out={frames_per_second(pane):.0f}")
        expand_until(pane, 300)
        pane.view.reset_view()
        print(f"finished zoom_pan_fps expanded={frames_per_second(pane):.0f} drawn={len(pane.view.placed())}")
        pane.view.reset_view()
        clicks = click_latency(app, pane, board, run)
        if clicks:
            print(
                f"click_to_board_ms median={statistics.median(clicks):.1f} max={max(clicks):.1f} clicks={len(clicks)}"
            )
        if args.shot:
            pane.choose(run.tree.node_at(int(steps * args.at)))
            pane.view.reset_view()  # as the 0 key does
            pane.view.setFocus()
            for _ in range(20):
                app.processEvents()
                time.sleep(0.02)
            window.grab().save(args.shot)
            print(f"shot={args.shot}")
    run.join(2000)
    window.close()
    if not args.skip_headless:
        n, secs = headless(puzzle, args.algorithm, steps)
        print(
            f"headless_steps={n} headless_steps_per_second={n / secs:,.0f} window_over_headless={rate / (n / secs):.2f}"
        )


if __name__ == "__main__":
    main()
