"""Benchmark: exporting an animation (File > Export Animation, --export-animation).

Run: ``python benchmarks/bench_animation.py [--frames 600] [--size 500]``. Records ``naive`` on
seed 000's Hard, then writes the first FRAMES steps, one step a frame at 10 frames a second,
with boards of SIZE pixels, as GIF, animated WebP and MP4, and prints per format the seconds
taken (drawing and encoding) and the file's size. Aims (the issue's): a 600-frame clip of a
500x500 board as GIF in at most 10 s and at most 5 MB. Drawn offscreen.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402

from sudoku_gui.core.board_state import BoardState  # noqa: E402
from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.race import record  # noqa: E402
from sudoku_gui.qt.animation import Clip, write  # noqa: E402

HARD = ".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--size", type=int, default=500)
    args = ap.parse_args()
    app = QGuiApplication.instance() or QGuiApplication([])
    timeline = record(BoardState(parse_puzzle(HARD)), "naive", 60.0, args.frames + 10).timeline
    assert timeline is not None
    clip = Clip([timeline], 0, args.frames - 1, fps=10, steps_per_frame=1, size=args.size)
    print(f"frames={clip.frames()} board={args.size}x{args.size} platform={app.platformName()}")
    print("| format | seconds | MB | aim |")
    print("| --- | ---: | ---: | --- |")
    with tempfile.TemporaryDirectory() as tmp:
        for ext in ("gif", "webp", "mp4"):
            path = os.path.join(tmp, f"clip.{ext}")
            t0 = time.perf_counter()
            frames = write(clip, path)
            seconds = time.perf_counter() - t0
            mb = os.path.getsize(path) / 1e6
            aim = ""
            if ext == "gif":
                met = seconds <= 10 and mb <= 5
                aim = f"<= 10 s and <= 5 MB: **{'met' if met else 'missed'}**"
            print(f"| {ext} ({frames} frames) | {seconds:.2f} | {mb:.2f} | {aim} |", flush=True)


if __name__ == "__main__":
    main()
