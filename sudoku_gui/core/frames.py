"""How many frames an animation export makes, the limits on it and its size, without Qt (the
command line checks a span before it records anything; ``qt.animation`` draws the frames).

A span of steps ``first..last`` at ``k`` steps a frame shows the first step, then every k-th,
the last included.
"""

from __future__ import annotations

import math

MAX_FRAMES = 20_000
"""The most frames one export may have (at 10 a second, over half an hour of animation)."""
FPS_RANGE = (0.5, 60.0)
"""Frames a second allowed, least and most."""
BYTES_A_FRAME = {"GIF": 2_300, "WebP": 4_100, "MP4": 1_100}
"""Bytes a frame of one 500-pixel board, one step a frame (``benchmarks/bench_animation.py``,
600 frames of ``naive``): the size estimate shown before an export."""


def frames_for(first: int, last: int, steps_per_frame: int) -> int:
    """The frames of steps ``first..last`` at ``steps_per_frame`` steps a frame."""
    span = max(0, last - first)
    return span // steps_per_frame + 1 + (1 if span % steps_per_frame else 0)


def fitting_steps_per_frame(first: int, last: int, cap: int = MAX_FRAMES) -> int:
    """The fewest steps a frame that make steps ``first..last`` at most ``cap`` frames."""
    span = max(0, last - first)
    k = max(1, math.ceil(span / max(1, cap - 1)) - 1)
    while frames_for(first, last, k) > cap:
        k += 1
    return k


def estimated_bytes(kind: str, frames: int, boards: int = 1, size: int = 500) -> int:
    """About how many bytes ``frames`` frames of ``boards`` boards of ``size`` pixels make as
    ``kind`` ("GIF", "WebP", "MP4"), from ``BYTES_A_FRAME``."""
    return round(BYTES_A_FRAME[kind] * frames * max(1, boards) * (size / 500) ** 2)


def span_problem(first: int, last: int, steps_per_frame: int, fps: float) -> str | None:
    """Why steps ``first..last`` at ``steps_per_frame`` steps a frame and ``fps`` frames a second
    cannot be exported (too many frames: it names a steps a frame that fits; frames a second
    outside ``FPS_RANGE``), in English, or None."""
    low, high = FPS_RANGE
    if not low <= fps <= high:
        return f"frames a second must be from {low:g} to {high:g}, not {fps:g}"
    frames = frames_for(first, last, steps_per_frame)
    if frames > MAX_FRAMES:
        k = fitting_steps_per_frame(first, last)
        each = "1 step" if steps_per_frame == 1 else f"{steps_per_frame:,} steps"
        return (
            f"steps {first:,} to {last:,} make {frames:,} frames at {each} a frame, over the limit of "
            f"{MAX_FRAMES:,}: {k:,} steps a frame make {frames_for(first, last, k):,}"
        )
    return None
