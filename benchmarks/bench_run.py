"""Benchmark: a max-speed run in the window against the same algorithm headless.

Run: ``python benchmarks/bench_run.py [--puzzle NAME|81-CHARS] [--algorithm NAME] [--steps N]``.
Offscreen unless DISPLAY is set and QT_QPA_PLATFORM is not (then a real X11 window). Defaults:
``naive`` on seed 000's "Hard" (1,050,850 steps, to the end). For the long run of the issue:
``--puzzle simpleSudoku02 --steps 5000000`` (the window pauses at 5M steps and is measured there).
Memory with every pane (aim: at most 200 MB): ``--puzzle simpleSudoku02 --steps 10000000 --panes
all --skip-headless`` prints ``peak_rss_mb`` after ten million steps.

Check Steps' cost (aim: at most 15% fewer steps a second with it on): ``--check on|off`` runs
with Solve > Check Steps on or off (default: the window's default, on for a solver of the
user's, off for a built-in); ``--check both --rounds N`` runs the window alone in fresh processes,
off and on in turn, N rounds, and prints the best figure of each and the cost, e.g. with the
example backtracker compiled (``gcc -O2 -o /tmp/backtrack examples/solvers/backtrack.c``):
``--algorithm exec:/tmp/backtrack --check both --rounds 3``.

Prints, one ``key=value`` line each:
- headless and window speed (steps per second) and their ratio, measured in one process;
- GUI-thread CPU time per 1,000 steps in the first 100k steps and in the last 100k shown;
- event-loop lateness (a 5 ms timer probe on the GUI thread): p99 and max, over the whole run
  and per phase;
- pause: steps shown after the pause and whether the timer stopped at once; stop-to-joined ms;
- key response: the Down arrow posted to the board from another thread every ``KEY_PROBE_MS``
  (as a key arrives from the windowing system, whatever the GUI thread is doing), timed until
  the board has handled it (its selection moved), on the idle window before the run and while
  the run records at max speed (aim: p99 within 30 ms of idle);
- peak and current resident memory of the process.

Every aim's figure is printed last, one ``aim`` line each.
"""

from __future__ import annotations

import argparse
import itertools
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEvent, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sudoku_gui.core.board_state import BoardState  # noqa: E402
from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.library import load_seed_puzzles  # noqa: E402
from sudoku_gui.core.strategies import STRATEGIES  # noqa: E402
from sudoku_gui.qt.solver.gc_guard import collect_in_gui_thread  # noqa: E402
from sudoku_gui.qt.solver.malloc_mapping import keep_large_blocks_mapped  # noqa: E402
from sudoku_gui.qt.window.main_window import MainWindow  # noqa: E402
from sudoku_gui.speeds import MAX_SPEED  # noqa: E402

PROBE_MS = 5
KEY_PROBE_MS = 97
"""Milliseconds between two keys of the key probe (not a multiple of the frame period)."""


class KeyProbe:
    """Posts a Down arrow key to ``board`` every ``KEY_PROBE_MS`` from a thread of its own and
    times each until the board has handled it (its ``selectionChanged``), in milliseconds; a key
    is posted only once the one before was handled. Down because no shortcut has it (Qt tries
    shortcuts first, and Right steps forward, which pauses): it moves the cell cursor in every
    mode."""

    def __init__(self, board: object) -> None:
        self._board = board
        self._posted = 0.0  # perf_counter of the key waiting to be handled (0: none)
        self._lock = threading.Lock()
        self.times: list[float] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        # Made here, before any run, in the GUI thread (a QKeyEvent made in another thread warns;
        # making them as a run starts stalled its first frames by 50 ms): keys for 5 minutes;
        # the probe stops posting when they run out.
        self._keys = [
            QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)
            for _ in range(300_000 // KEY_PROBE_MS)
        ]
        board.selectionChanged.connect(self._handled)  # type: ignore[attr-defined]

    def start(self) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._post_keys, daemon=True)
        self._thread.start()

    def stop(self) -> list[float]:
        """Stop posting; the times measured since ``start``."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        times, self.times = self.times, []
        with self._lock:
            self._posted = 0.0
        return times

    def _post_keys(self) -> None:
        while not self._stop.wait(KEY_PROBE_MS / 1000):
            with self._lock:
                if self._posted:
                    continue  # the last one is still waiting
                self._posted = time.perf_counter()
            if not self._keys:
                return
            QApplication.postEvent(self._board, self._keys.pop())  # type: ignore[arg-type]

    def _handled(self, _cell: int) -> None:
        with self._lock:
            if self._posted:
                self.times.append((time.perf_counter() - self._posted) * 1000)
                self._posted = 0.0


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def p99(xs: list[float]) -> float:
    return statistics.quantiles(xs, n=100)[98] if len(xs) >= 100 else max(xs, default=0.0)


def headless(puzzle: tuple[int, ...], algorithm: str, limit: int | None) -> tuple[int, float]:
    """Steps and seconds for the strategy with its steps applied to a board (as ``--solve``)."""
    strategy = STRATEGIES[algorithm]
    state = BoardState(puzzle, strategy.derived_candidates)
    steps = strategy.solve(puzzle)
    if limit:
        steps = itertools.islice(steps, limit)
    apply = state.apply
    n = 0
    t0 = time.perf_counter()
    for step in steps:
        apply(step)
        n += 1
    return n, time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--puzzle", default="Hard")
    ap.add_argument("--algorithm", default="naive")
    ap.add_argument("--steps", type=int, default=0, help="stop the window run here (0: to the end)")
    ap.add_argument("--skip-headless", action="store_true")
    ap.add_argument("--then", default="", help="after the run, solve this puzzle too (the first run kept for undo)")
    ap.add_argument("--then-seconds", type=float, default=60.0, help="how long the second run plays (default 60)")
    ap.add_argument("--then-steps", type=int, default=0, help="or: until it has shown this many steps")
    ap.add_argument(
        "--panes",
        default="log",
        help="panes shown during the run: 'none', 'all', or names among log,tree,charts,source (default: log, as at first start)",
    )
    ap.add_argument(
        "--size",
        default="1229x691",
        help="the window's size (default: a first start's on a 1366x768 screen; offscreen's own screen is "
        "800x600, where the window grows by 20 px as a run starts and every pane is laid out again)",
    )
    ap.add_argument("--check", choices=("default", "on", "off", "both"), default="default")
    ap.add_argument("--rounds", type=int, default=3, help="with --check both: rounds of off and on (best of each)")
    ap.add_argument(
        "--lines",
        choices=("on", "off"),
        default="on",
        help="the source line of each step kept (the Source pane's; on, as the app does) or not, to measure its "
        "cost (benchmarks/bench_source_lines.py compares both)",
    )
    args = ap.parse_args()
    if args.lines == "off":
        import sudoku_gui.qt.playback as playback

        playback.SourceLines = lambda: None  # type: ignore[assignment,misc,return-value]  # no lines kept
    if args.check == "both":
        check_cost(args)
        return
    seeds = {p.name.split(" (")[0]: p.values for p in load_seed_puzzles()}
    puzzle = tuple(seeds[args.puzzle] if args.puzzle in seeds else parse_puzzle(args.puzzle))
    limit = args.steps or None

    app = QApplication.instance() or QApplication([])
    collect_in_gui_thread(app)  # as the app does (sudoku_gui.qt.app)
    keep_large_blocks_mapped()
    print(f"platform={app.platformName()} algorithm={args.algorithm} puzzle={args.puzzle} size={args.size}")
    rss_start = rss_mb()

    # -- the window ---------------------------------------------------------------------------------
    tmp = tempfile.mkdtemp()
    window = MainWindow(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    window.show()
    width, height = (int(x) for x in args.size.split("x"))
    window.resize(width, height)
    names = {"log": "stepLog", "tree": "searchTreePane", "charts": "charts", "source": "source"}
    wanted = set(names.values()) if args.panes == "all" else {names[n] for n in args.panes.split(",") if n in names}
    for pane in window.panes:
        pane.setVisible(pane.object_name in wanted)
    shown_panes = ",".join(sorted(p.object_name for p in window.panes if p.isVisible())) or "none"
    print(f"panes={shown_panes}")
    c = window.controller
    if args.check != "default":  # Solve > Check Steps and Check Built-in Strategies Too
        window.step_check.action.setChecked(args.check == "on")
        window.step_check.builtins_action.setChecked(args.check == "on")
    window.set_algorithm(args.algorithm)
    window.load_puzzle(puzzle)
    window.set_speed(MAX_SPEED)
    settle = time.perf_counter() + 1.0  # a user presses F5 on a window already painted
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.01)
    print(f"rss_mb_window_open={rss_mb():.0f}")
    keys = KeyProbe(window.board)
    idle_keys = key_times_idle(app, keys)

    lateness: list[tuple[int, float]] = []  # (position, ms late)
    samples: list[tuple[int, float]] = []  # (position, GUI thread CPU seconds)
    probe_clock = QElapsedTimer()
    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.setInterval(PROBE_MS)

    def on_probe() -> None:
        elapsed = probe_clock.restart()
        lateness.append((c.shown.position, max(0.0, elapsed - PROBE_MS)))
        samples.append((c.shown.position, time.thread_time()))

    probe.timeout.connect(on_probe)
    result: dict[str, float] = {}
    result_keys: list[float] = []  # key response while the run records

    def finish_pause_and_stop() -> None:
        probe.stop()  # the lateness figures are for the run, not for this measuring loop
        result_keys.extend(keys.stop())
        t_pause = time.perf_counter()
        window.act["pause"].trigger()  # as the Space key does
        result["timer_active_after_pause"] = float(c.clock._timer.isActive())
        shown = c.shown.position
        end = time.perf_counter() + 0.3
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.005)
        result["steps_shown_after_pause"] = c.shown.position - shown
        result["pause_call_ms"] = (time.perf_counter() - t_pause - 0.3) * 1000
        run = c.shown.solver
        t_stop = time.perf_counter()
        c.stop()  # Esc
        if run is not None:
            run.join(10_000)
        result["stop_to_joined_ms"] = (time.perf_counter() - t_stop) * 1000
        app.quit()

    def watch() -> None:
        if "then_start" in result:
            then_watch()
        elif limit and c.shown.position >= limit:
            result["wall"] = time.perf_counter() - t0
            result["cpu"] = time.process_time() - cpu0
            result["shown"] = c.shown.position
            finish_pause_and_stop()
        elif c.timeline is not None and not c.live() and not c.playing:
            result_keys.extend(keys.stop())
            result["wall"] = time.perf_counter() - t0
            result["cpu"] = time.process_time() - cpu0
            result["shown"] = c.shown.position
            result["stop_to_joined_ms"] = 0.0
            if args.then:
                then_start()
            else:
                app.quit()

    def then_start() -> None:
        """The memory scenario's second run: another puzzle, the first run kept for undo."""
        result["peak_first"] = peak_rss_mb()
        second = tuple(seeds[args.then] if args.then in seeds else parse_puzzle(args.then))
        window.load_puzzle(second)
        result["then_start"] = time.perf_counter()
        c.solve()

    def then_watch() -> None:
        elapsed = time.perf_counter() - result["then_start"]
        done = c.shown.position >= args.then_steps if args.then_steps else elapsed >= args.then_seconds
        if done or not c.live():
            result["then_steps"] = c.shown.position
            result["then_seconds"] = elapsed
            c.nav.pause()
            c.stop()
            app.quit()

    watcher = QTimer()
    watcher.setInterval(16)
    watcher.timeout.connect(watch)
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    c.solve()
    probe_clock.start()
    probe.start()
    watcher.start()
    keys.start()
    app.exec()
    keys.stop()
    probe.stop()
    watcher.stop()
    wall, shown = result["wall"], int(result["shown"])
    gui_rate = shown / wall
    rss_after = rss_mb()
    peak_after_window = peak_rss_mb()
    print(f"window_steps={shown} window_seconds={wall:.2f} window_steps_per_second={gui_rate:,.0f}")
    print(f"process_cpu_us_per_step={result['cpu'] / max(1, shown) * 1e6:.2f} (every thread: solver, GUI, reader)")
    print(
        f"solving_seconds={c.shown.solving_seconds():.2f} outcome={c.shown.outcome.value if c.shown.outcome else 'paused'}"
    )
    checker = c.shown.checker
    print(
        f"checked={'on' if checker is not None else 'off'}"
        + (f" verdict={checker.verdict().line()}" if checker else "")
    )

    def cpu_per_1000(lo: int, hi: int) -> float:
        pts = [(p, t) for p, t in samples if lo <= p <= hi]
        if len(pts) < 2 or pts[-1][0] == pts[0][0]:
            return float("nan")
        return (pts[-1][1] - pts[0][1]) / (pts[-1][0] - pts[0][0]) * 1000 * 1000  # ms per 1000 steps

    first = cpu_per_1000(0, 100_000)
    last = cpu_per_1000(max(0, shown - 100_000), shown)
    print(f"gui_cpu_ms_per_1000_steps first_100k={first:.2f} last_100k={last:.2f} ratio={last / first:.2f}")
    late = [ms for _, ms in lateness]
    print(f"lateness_ms p99={p99(late):.1f} max={max(late, default=0):.1f} probes={len(late)}")
    for lo, hi in ((0, 100_000), (500_000, 600_000), (max(0, shown - 100_000), shown)):
        part = [ms for p, ms in lateness if lo <= p <= hi]
        if part:
            print(f"lateness_ms steps={lo}-{hi} p99={p99(part):.1f} max={max(part):.1f}")
    for key in ("steps_shown_after_pause", "timer_active_after_pause", "stop_to_joined_ms"):
        if key in result:
            print(f"{key}={result[key]:.1f}")
    key_idle = statistics.median(idle_keys) if idle_keys else float("nan")
    key_run = p99(result_keys) if result_keys else float("nan")
    print(
        f"key_response_ms idle_median={key_idle:.1f} idle_max={max(idle_keys, default=0):.1f} "
        f"solving_median={statistics.median(result_keys) if result_keys else float('nan'):.1f} "
        f"solving_p99={key_run:.1f} solving_max={max(result_keys, default=0):.1f} keys={len(result_keys)}"
    )
    tl = c.timeline
    if tl is not None:
        print(f"timeline_bytes_per_step={tl.memory_bytes() / max(1, len(tl)):.1f} distinct_steps={tl.distinct_steps()}")
        if tl.tree is not None:
            print(f"tree_nodes={len(tl.tree)} tree_bytes_per_node={tl.tree.memory_bytes() / max(1, len(tl.tree)):.1f}")
        else:
            print("tree_nodes=0 (not built: the Search Tree pane was not shown)")
    print(f"rss_mb start={rss_start:.0f} after_run={rss_after:.0f} peak={peak_after_window:.0f}")
    print(f"peak_rss_mb={peak_after_window:.0f} after {shown:,} steps, panes {shown_panes}")
    if args.then:
        print(
            f"then={args.then} steps={int(result['then_steps'])} seconds={result['then_seconds']:.1f} "
            f"peak_after_first_mb={result['peak_first']:.0f} peak_mb={peak_rss_mb():.0f}"
        )
    window.close()

    # -- headless, same algorithm, same number of steps -----------------------------------------------
    ratio = float("nan")
    if not args.skip_headless:
        n, secs = headless(puzzle, args.algorithm, shown)
        rate = n / secs
        ratio = gui_rate / rate
        print(f"headless_steps={n} headless_seconds={secs:.2f} headless_steps_per_second={rate:,.0f}")
        print(f"window_over_headless={ratio:.2f}")

    # -- every aim's figure ------------------------------------------------------------------------------
    load = os.getloadavg()[0]
    panes = f"panes {shown_panes}, {shown:,} steps, load {load:.2f}"
    if not args.skip_headless:
        print(f"aim window speed >= 0.6x headless: {ratio:.2f}x ({panes})")
    print(
        f"aim key response p99 within 30 ms of idle: {key_run - key_idle:+.1f} ms ({key_run:.1f} vs idle {key_idle:.1f}; {panes})"
    )
    print(f"aim event-loop lateness p99 <= 33 ms: {p99(late):.1f} ms ({panes})")
    if shown >= 10_000_000 and args.panes == "all":
        print(f"aim peak memory <= 180 MB after 10M steps, every pane: {peak_after_window:.0f} MB ({panes})")
    else:
        print(
            f"aim peak memory <= 180 MB after 10M steps, every pane: not this run ({peak_after_window:.0f} MB; "
            "measure it with --puzzle simpleSudoku02 --steps 10000000 --panes all)"
        )


def key_times_idle(app: QApplication, keys: KeyProbe, seconds: float = 1.0) -> list[float]:
    """The key probe's times on the idle window (no run), for ``seconds``."""
    keys.start()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    return keys.stop()


def check_cost(args: argparse.Namespace) -> None:
    """The window's steps a second with Check Steps off and on, each run in a fresh process,
    alternating, ``args.rounds`` rounds; the best of each and the cost."""
    rates: dict[str, list[float]] = {"off": [], "on": []}
    cpu: dict[str, list[float]] = {"off": [], "on": []}
    base = [sys.executable, __file__, "--puzzle", args.puzzle, "--algorithm", args.algorithm, "--skip-headless"]
    base += ["--size", args.size]
    base += ["--panes", args.panes] + (["--steps", str(args.steps)] if args.steps else [])
    for _ in range(args.rounds):
        for check in ("off", "on"):
            out = subprocess.run([*base, "--check", check], capture_output=True, text=True, check=True).stdout
            words = dict(x.split("=", 1) for x in out.split() if "=" in x)
            rates[check].append(float(words["window_steps_per_second"].replace(",", "")))
            cpu[check].append(float(words["process_cpu_us_per_step"]))
            print(
                f"round check={check} window_steps_per_second={rates[check][-1]:,.0f} cpu_us_per_step={cpu[check][-1]}",
                flush=True,
            )
    off, on = max(rates["off"]), max(rates["on"])
    print(f"check_off_steps_per_second={off:,.0f} check_on_steps_per_second={on:,.0f}")
    print(f"check_cost={(off - on) / off:.1%} (aim: at most 15%)")
    off_cpu, on_cpu = min(cpu["off"]), min(cpu["on"])
    print(f"cpu_us_per_step off={off_cpu:.2f} on={on_cpu:.2f} (+{(on_cpu - off_cpu) / off_cpu:.1%})")


if __name__ == "__main__":
    main()
