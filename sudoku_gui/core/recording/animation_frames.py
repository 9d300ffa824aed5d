"""How many frames an animation export makes, the limits on it and its size, without Qt (the
command line checks a span before it records anything; ``qt.export.animation`` draws the frames).

A span of steps ``first..last`` at ``k`` steps a frame shows the first step, then every k-th,
the last included.
"""

from __future__ import annotations

import math

MAX_FRAMES = 20_000
"""The most frames one export may have (at 10 a second, over half an hour of animation)."""
FPS_RANGE = (0.5, 60.0)
"""Frames a second allowed, least and most."""
BYTES_A_FRAME = {"GIF": 2_450, "WebP": 4_150, "MP4": 980}
"""Bytes a frame of one 500-pixel board, one step a frame, after the first (``naive`` on seed
000's Hard, ``benchmarks/bench_export_size.py``): the rough estimate shown until the clip itself
has been measured (``qt.export.export_estimate``)."""
GROWTH = {"GIF": 0.185, "WebP": 0.15, "MP4": 0.13}
"""How much bigger a frame gets each time the steps a frame double (more changes a frame): at
200 steps a frame a GIF frame is 2.4 times one of a single step."""
FIRST_FRAME = {"GIF": 24_000, "WebP": 24_000, "MP4": 17_000}
"""Bytes of a clip's first frame, drawn whole (the header included)."""
SAMPLE_WINDOWS, SAMPLE_LENGTH = 3, 16
"""A clip is measured on this many runs of consecutive frames, each this long."""


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


def estimated_bytes(kind: str, frames: int, boards: int = 1, size: int = 500, steps_per_frame: int = 1) -> int:
    """Roughly how many bytes ``frames`` frames of ``boards`` boards of ``size`` pixels at
    ``steps_per_frame`` make as ``kind`` ("GIF", "WebP", "MP4"), from ``BYTES_A_FRAME``,
    ``GROWTH`` and ``FIRST_FRAME``, whatever the run (a measured clip says better: within 25%
    where this may be off by half)."""
    scale = max(1, boards) * (size / 500) ** 2
    each = BYTES_A_FRAME[kind] * (1 + GROWTH[kind] * math.log2(max(1, steps_per_frame)))
    return round((FIRST_FRAME[kind] + each * max(0, frames - 1)) * scale)


def sample_windows(frames: int) -> list[tuple[int, int]]:
    """Where a clip of ``frames`` frames is measured: (first frame, frames) of each run of
    consecutive frames, ``SAMPLE_WINDOWS`` of ``SAMPLE_LENGTH`` spread from its start to its end,
    or the whole clip when it is not longer than they are together."""
    if frames <= SAMPLE_WINDOWS * SAMPLE_LENGTH:
        return [(0, max(1, frames))]
    last = frames - SAMPLE_LENGTH
    return [(last * w // (SAMPLE_WINDOWS - 1), SAMPLE_LENGTH) for w in range(SAMPLE_WINDOWS)]


def projected_bytes(first: int, heads: int, sample: int, sampled: int, windows: int, frames: int) -> int:
    """A clip's size from its measured sample: ``first`` bytes for its first frame alone, ``heads``
    for the first frames of the ``windows`` sample windows one after the other (the jumps between
    windows, which the clip does not have), ``sample`` for all ``sampled`` frames of the windows
    one after the other; ``frames`` in the clip. Each frame after the first costs what a frame
    inside a window cost."""
    if sampled <= windows:
        return first * frames
    each = max(0.0, (sample - heads) / (sampled - windows))
    return round(first + each * (frames - 1))


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
