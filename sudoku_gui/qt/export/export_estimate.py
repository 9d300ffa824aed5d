"""How big an exported animation will be, measured on the clip itself.

Frame sizes depend on what changes from frame to frame: a plain backtracker's step changes a
cell, an elimination strikes marks in many, and many steps a frame change most of the board, so
a fixed number of bytes a frame was off by half or more (45.6 MB said, 97.7 MB written). Here a
few windows of consecutive frames spread over the span (``core.recording.animation_frames.sample_windows``) are drawn
and encoded in each format, as the export will encode them, and the clip's size projected from
what a frame inside a window cost (``projected_bytes``): within 25% of the file written on the
spans ``benchmarks/bench_export_size.py`` measures, and exact for a clip of at most 48 frames.
About a second of work: the export dialog runs it in the background.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from collections.abc import Callable

from PySide6.QtGui import QImage

from ...core.recording.animation_frames import projected_bytes, sample_windows
from ..board.painter import BoardColors
from .animation import Cancelled, Clip, encode, render

KINDS = ("GIF", "WebP", "MP4")


def measured_sizes(
    clip: Clip, colors: BoardColors | None = None, cancelled: Callable[[], bool] | None = None
) -> dict[str, int]:
    """Bytes ``clip`` will take in each of ``KINDS``, measured on a sample of its frames.
    ``cancelled`` is polled between frames and encodings (then ``Cancelled`` is raised). Raises
    OSError when ffmpeg fails."""
    stop = cancelled or (lambda: False)
    images: list[QImage] = []
    heads: list[QImage] = []
    for first, count in sample_windows(clip.frames()):
        start = clip.position(first)
        window = dataclasses.replace(clip, first=start, last=min(clip.last, start + (count - 1) * clip.steps_per_frame))
        for n, image in enumerate(render(window, colors)):
            if stop():
                raise Cancelled
            if n == 0:
                heads.append(image)
            images.append(image)
    sizes: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="sudoku-size-") as folder:

        def size(frames: list[QImage], kind: str) -> int:
            if stop():
                raise Cancelled
            name = os.path.join(folder, f"sample.{kind.lower()}")
            encode(iter(frames), name, clip.fps, kind, colors)
            return os.path.getsize(name)

        for kind in KINDS:
            first = size(images[:1], kind)
            between = size(heads, kind) if len(heads) > 1 else first
            sample = size(images, kind)
            sizes[kind] = projected_bytes(first, between, sample, len(images), len(heads), clip.frames())
    return sizes
