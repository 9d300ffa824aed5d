"""Candidates of a cell as a 9-bit mask: bit ``d - 1`` set means digit ``d`` is still possible.

Masks are plain ``int`` values in ``0 .. 0x1FF``; the lookup tables make the common questions
(how many candidates, which digits) a single index instead of a loop.
"""

from __future__ import annotations

ALL: int = 0x1FF
"""Mask with all nine digits possible."""

NONE: int = 0


def bit(digit: int) -> int:
    """Mask holding only ``digit`` (1..9)."""
    return 1 << (digit - 1)


def _digits_of(mask: int) -> tuple[int, ...]:
    return tuple(d for d in range(1, 10) if mask & (1 << (d - 1)))


DIGITS: tuple[tuple[int, ...], ...] = tuple(_digits_of(m) for m in range(ALL + 1))
"""``DIGITS[mask]``: the digits in ``mask``, ascending."""

COUNT: tuple[int, ...] = tuple(len(ds) for ds in DIGITS)
"""``COUNT[mask]``: how many digits ``mask`` holds (population count)."""


def digits(mask: int) -> tuple[int, ...]:
    """The digits in ``mask``, ascending."""
    return DIGITS[mask]


def count(mask: int) -> int:
    """How many candidates ``mask`` holds."""
    return COUNT[mask]


def has(mask: int, digit: int) -> bool:
    """True when ``digit`` is a candidate in ``mask``."""
    return bool(mask & (1 << (digit - 1)))


def lowest(mask: int) -> int:
    """The smallest digit in a non-empty ``mask``."""
    return (mask & -mask).bit_length()


def format_digits(mask: int) -> str:
    """Field notation for a set of digits: ``{2,7}``."""
    return "{" + ",".join(str(d) for d in DIGITS[mask]) + "}"
