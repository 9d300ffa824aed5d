"""Benchmark: Export Animation's size estimate against the files it writes.

Run: ``python benchmarks/bench_export_size.py [--size 500] [--frames 150]``. Records seed 000's
Hard with several algorithms, then for spans of FRAMES frames at several steps a frame (1 to 200,
the whole-run export's 53 among them) writes each as GIF, animated WebP and MP4 and prints, per
format, the bytes a frame written, the size measured beforehand on sample frames
(``qt.export.export_estimate``: what the dialog now says), the rough figure (``core.recording.animation_frames.
estimated_bytes``, shown until the measure is ready) and the old fixed bytes a frame (2,300 /
4,100 / 1,100), each as a ratio to the file written, and the seconds the measure took. Aim: the
measured size within 25% of the file written. Drawn offscreen.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HARD = ".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."
OLD = {"GIF": 2_300, "WebP": 4_100, "MP4": 1_100}
SPANS = [  # algorithm, steps a frame, first step
    ("naive", 1, 0),
    ("naive", 5, 0),
    ("naive", 53, 0),
    ("naive", 200, 0),
    ("naive", 20, 500_000),
    ("propagate-guess", 1, 0),
    ("propagate-guess", 20, 0),
    ("units", 1, 0),
    ("mrv-all", 8, 1_000),
    ("human", 1, 0),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=500, help="a board's side in px")
    parser.add_argument("--frames", type=int, default=150, help="frames a span (fewer when the run is shorter)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from sudoku_gui.core.board_state import BoardState
    from sudoku_gui.core.grid import parse_puzzle
    from sudoku_gui.core.recording.animation_frames import estimated_bytes
    from sudoku_gui.core.runs.race import record
    from sudoku_gui.qt.export.animation import Clip, write
    from sudoku_gui.qt.export.export_estimate import KINDS, measured_sizes

    app = QGuiApplication.instance() or QGuiApplication([])
    runs = {}
    print("algorithm        k   first  frames | format  bytes/frame  measured  rough  old | measure s")
    worst = 0.0
    for algorithm, k, first in SPANS:
        if algorithm not in runs:
            runs[algorithm] = record(BoardState(parse_puzzle(HARD)), algorithm, 60.0, 2_000_000).timeline
        timeline = runs[algorithm]
        start = min(first, max(0, len(timeline) - 10))
        clip = Clip([timeline], start, min(len(timeline), start + (args.frames - 1) * k), 10, k, size=args.size)
        t0 = time.perf_counter()
        measured = measured_sizes(clip)
        took = time.perf_counter() - t0
        frames = clip.frames()
        for kind in KINDS:
            with tempfile.TemporaryDirectory() as folder:
                path = os.path.join(folder, f"clip.{kind.lower()}")
                write(clip, path)
                real = os.path.getsize(path)
            rough = estimated_bytes(kind, frames, size=args.size, steps_per_frame=k)
            old = OLD[kind] * frames * (args.size / 500) ** 2
            worst = max(worst, abs(measured[kind] / real - 1))
            print(
                f"{algorithm:15} {k:4} {start:7} {frames:6} | {kind:5} {real / frames:10,.0f}"
                f"  {measured[kind] / real:8.2f} {rough / real:6.2f} {old / real:4.2f} | {took:5.2f}"
            )
    print(f"worst measured error: {worst:.0%} (aim: at most 25%)")
    del app


if __name__ == "__main__":
    main()
