"""Animation speeds: steps per second 1..1000, or MAX_SPEED (as fast as the solver runs).

The slider's scale is logarithmic. No Qt here: the command line parses ``--speed`` too.
"""

from __future__ import annotations

import argparse
import math

MAX_SPEED = 0
"""Speed value meaning "as fast as the solver runs"."""

SLIDER_MAX = 31
"""Slider positions 0..30 are 10**(pos/10) steps per second; 31 is max."""


def speed_at(position: int) -> int:
    """Steps per second at a slider position (MAX_SPEED for the last position)."""
    if position >= SLIDER_MAX:
        return MAX_SPEED
    return max(1, round(10 ** (max(0, position) / 10)))


def position_of(speed: int) -> int:
    """Nearest slider position for a speed."""
    if speed == MAX_SPEED:
        return SLIDER_MAX
    return min(SLIDER_MAX - 1, max(0, round(10 * math.log10(max(1, speed)))))


SPEED_LADDER = (1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000)
"""The speeds Ctrl+= and Ctrl+- step through (then max): a slider position apart is too little
at the slow end (1.26 rounds back to 1) and too much at the fast end."""


def faster(speed: int) -> int:
    """The next speed up the ladder from ``speed`` (any speed, on a rung or not); max stays max."""
    if speed == MAX_SPEED:
        return MAX_SPEED
    return next((s for s in SPEED_LADDER if s > speed), MAX_SPEED)


def slower(speed: int) -> int:
    """The next speed down the ladder from ``speed`` (max goes to 1000); 1 stays 1."""
    if speed == MAX_SPEED:
        return SPEED_LADDER[-1]
    return next((s for s in reversed(SPEED_LADDER) if s < speed), SPEED_LADDER[0])


def speed_text(speed: int) -> str:
    return "max" if speed == MAX_SPEED else f"{speed} step/s" if speed == 1 else f"{speed} steps/s"


def parse_speed(text: str) -> int:
    """``--speed`` value: ``max`` -> MAX_SPEED, else steps per second 1..1000.

    Raises:
        argparse.ArgumentTypeError: for anything else, with a message saying what is allowed.
    """
    if text.strip().lower() == "max":
        return MAX_SPEED
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected steps per second (1-1000) or 'max', got {text!r}") from None
    if not 1 <= n <= 1000:
        raise argparse.ArgumentTypeError(f"speed must be 1-1000 steps per second or 'max', got {n}")
    return n
