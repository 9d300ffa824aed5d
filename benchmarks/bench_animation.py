"""Benchmark: exporting an animation (File > Export Animation, --export-animation).

Run: ``python benchmarks/bench_animation.py [--frames 150 600 1200] [--size 500]``. Records
``naive`` on seed 000's Hard, then writes its first FRAMES steps, one step a frame at 10 frames a
second, with boards of SIZE pixels, as GIF, animated WebP and MP4, each export in a fresh
process, and prints per format and frame count the seconds taken (drawing and encoding), the
file's size and the peak resident memory of the exporting process and of its ffmpeg (WebP, MP4).

Aims (issue 27): a 600-frame clip of a 500x500 board as GIF in at most 10 s and at most 5 MB;
memory flat in the frame count: 1,200 frames at most 25% over 150 frames' peak, every format.
Drawn offscreen.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HARD = ".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."
FORMATS = ("gif", "webp", "mp4")


def one(ext: str, frames: int, size: int) -> dict[str, float]:
    """Export ``frames`` frames as ``ext`` in this process; its figures."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from sudoku_gui.core.board_state import BoardState
    from sudoku_gui.core.grid import parse_puzzle
    from sudoku_gui.core.runs.race import record
    from sudoku_gui.qt.export.animation import Clip, write

    app = QGuiApplication.instance() or QGuiApplication([])
    timeline = record(BoardState(parse_puzzle(HARD)), "naive", 60.0, frames + 10).timeline
    assert timeline is not None
    clip = Clip([timeline], 0, frames - 1, fps=10, steps_per_frame=1, size=size)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"clip.{ext}")
        t0 = time.perf_counter()
        written = write(clip, path)
        seconds = time.perf_counter() - t0
        size_bytes = os.path.getsize(path)
    del app
    return {
        "frames": written,
        "seconds": seconds,
        "mb": size_bytes / 1e6,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,  # KiB on Linux
        "ffmpeg_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--frames", type=int, nargs="+", default=[150, 600, 1200])
    ap.add_argument("--size", type=int, default=500)
    ap.add_argument("--formats", nargs="+", default=list(FORMATS), choices=FORMATS)
    ap.add_argument("--one", choices=FORMATS, help=argparse.SUPPRESS)  # a single export, for the parent
    args = ap.parse_args()
    if args.one:
        print(json.dumps(one(args.one, args.frames[0], args.size)))
        return
    print(f"board={args.size}x{args.size}, naive on seed 000's Hard, one step a frame, each export in a fresh process")
    print("| format | frames | seconds | MB | peak RSS MB | ffmpeg peak RSS MB | aim |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for ext in args.formats:
        peaks: dict[int, float] = {}
        for frames in args.frames:
            out = subprocess.run(
                [sys.executable, __file__, "--one", ext, "--frames", str(frames), "--size", str(args.size)],
                capture_output=True,
                text=True,
                check=True,
            )
            r = json.loads(out.stdout.strip().splitlines()[-1])
            peaks[frames] = r["rss_mb"] + r["ffmpeg_mb"]
            aims = []
            if ext == "gif" and frames == 600:
                met = r["seconds"] <= 10 and r["mb"] <= 5
                aims.append(f"<= 10 s and <= 5 MB: **{'met' if met else 'missed'}**")
            low, high = min(args.frames), max(args.frames)
            if frames == high and low in peaks and high > low:
                growth = peaks[high] / peaks[low] - 1
                aims.append(
                    f"memory {growth:+.0%} over {low} frames (aim <= +25%): **{'met' if growth <= 0.25 else 'missed'}**"
                )
            ffmpeg = f"{r['ffmpeg_mb']:.0f}" if r["ffmpeg_mb"] else "-"
            print(
                f"| {ext} | {r['frames']} | {r['seconds']:.2f} | {r['mb']:.2f} | {r['rss_mb']:.0f} | {ffmpeg} | "
                f"{'; '.join(aims)} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
