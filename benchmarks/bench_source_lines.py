"""Benchmark: what keeping the source line of each step (the Source pane's) costs a recording.

Run: ``python benchmarks/bench_source_lines.py [--algorithm naive] [--puzzle Hard] [--rounds 3]
[--window]``. The issue's budget: recording at most 10% slower and memory at most +10% on a
run of a million steps (naive on seed 000's Hard: 1,050,851 steps, the default).

Each figure is measured in a fresh process, with the lines kept (``on``) and not (``off``), in
turn, ``--rounds`` times; the best speed of each is printed, and the peak memory:

- headless: the steps recorded as the window's solver thread records them (``run_steps`` pulled in
  batches of 1,024 into a ``Timeline`` with the charts' series), no window: the recording alone,
  where the lines' share is the largest;
- ``--window``: ``bench_run.py --skip-headless --lines on|off`` (a max-speed run in the window,
  offscreen unless DISPLAY is set), its steps per second and peak memory.

Prints ``key=value`` lines, then one ``aim`` line per figure.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def record(algorithm: str, puzzle_name: str, lines_on: bool) -> None:
    """One recording in this process; prints its figures."""
    from sudoku_gui.core.board_state import BoardState
    from sudoku_gui.core.puzzles.library import load_seed_puzzles
    from sudoku_gui.core.recording.curves import RunSeries
    from sudoku_gui.core.recording.source_lines import SourceLines
    from sudoku_gui.core.recording.timeline import Timeline
    from sudoku_gui.core.runs.step_stream import run_steps, start_board

    puzzle = next(p.values for p in load_seed_puzzles() if p.name.split(" (")[0] == puzzle_name)
    board = start_board(BoardState(puzzle), algorithm)
    lines = SourceLines() if lines_on else None
    timeline = Timeline(board, series=RunSeries(board), lines=lines)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    steps = run_steps(timeline.head, algorithm, lines=lines)
    t0 = time.perf_counter()
    while True:
        batch = list(itertools.islice(steps, 1024))
        if not batch:
            break
        timeline.extend(batch)
    seconds = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    n = len(timeline)
    print(f"steps={n} seconds={seconds:.3f} rate={n / seconds:.0f} peak_kb={peak} grown_kb={peak - before}")
    print(f"timeline_bytes={timeline.memory_bytes()} lines_bytes={lines.memory_bytes() if lines else 0}")


def _figures(out: str) -> dict[str, float]:
    found: dict[str, float] = {}
    for word in out.split():
        key, _, value = word.partition("=")
        with contextlib.suppress(ValueError):
            found[key] = float(value.replace(",", ""))
    return found


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--algorithm", default="naive")
    ap.add_argument("--puzzle", default="Hard")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--window", action="store_true", help="the window too (bench_run.py, a minute or two)")
    ap.add_argument("--child", choices=("on", "off"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        record(args.algorithm, args.puzzle, args.child == "on")
        return
    me = [sys.executable, __file__, "--algorithm", args.algorithm, "--puzzle", args.puzzle]
    best: dict[str, dict[str, float]] = {"off": {}, "on": {}}
    for _ in range(args.rounds):
        for mode in ("off", "on"):
            got = _figures(subprocess.run([*me, "--child", mode], capture_output=True, text=True, check=True).stdout)
            kept = best[mode]
            kept["rate"] = max(kept.get("rate", 0.0), got["rate"])
            kept["peak_kb"] = min(kept.get("peak_kb", float("inf")), got["peak_kb"])
            kept["steps"], kept["timeline_bytes"], kept["lines_bytes"] = (
                got["steps"],
                got["timeline_bytes"],
                got["lines_bytes"],
            )
    off, on = best["off"], best["on"]
    print(f"algorithm={args.algorithm} puzzle={args.puzzle} steps={on['steps']:.0f} rounds={args.rounds}")
    print(f"headless_steps_per_second off={off['rate']:,.0f} on={on['rate']:,.0f}")
    print(f"headless_peak_rss_mb off={off['peak_kb'] / 1024:.1f} on={on['peak_kb'] / 1024:.1f}")
    print(
        f"lines_bytes={on['lines_bytes']:,.0f} ({on['lines_bytes'] / on['steps']:.3f} a step) timeline_bytes off={off['timeline_bytes']:,.0f}"
    )
    aims = [
        ("headless recording slower by", 1 - on["rate"] / off["rate"], 0.10),
        ("headless peak memory larger by", on["peak_kb"] / off["peak_kb"] - 1, 0.10),
    ]
    if args.window:
        bench = [sys.executable, str(ROOT / "benchmarks" / "bench_run.py"), "--skip-headless"]
        bench += ["--algorithm", args.algorithm, "--puzzle", args.puzzle]
        window: dict[str, dict[str, float]] = {"off": {}, "on": {}}
        for _ in range(args.rounds):
            for mode in ("off", "on"):
                out = subprocess.run([*bench, "--lines", mode], capture_output=True, text=True, check=True).stdout
                got = _figures(out)
                kept = window[mode]
                kept["rate"] = max(kept.get("rate", 0.0), got["window_steps_per_second"])
                kept["peak"] = min(kept.get("peak", float("inf")), got["peak_rss_mb"])
        woff, won = window["off"], window["on"]
        print(f"window_steps_per_second off={woff['rate']:,.0f} on={won['rate']:,.0f}")
        print(f"window_peak_rss_mb off={woff['peak']:.0f} on={won['peak']:.0f}")
        aims += [
            ("window recording slower by", 1 - won["rate"] / woff["rate"], 0.10),
            ("window peak memory larger by", won["peak"] / woff["peak"] - 1, 0.10),
        ]
    for words, value, most in aims:
        print(f"aim {words} at most {most:.0%}: {value:+.1%}")


if __name__ == "__main__":
    main()
