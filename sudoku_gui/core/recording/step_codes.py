"""How the timeline stores a large ``Backtrack`` (one that restores more than two cells, or
candidates): in a payload array of 32-bit words, beside the step codes (see ``core.recording.timeline``)."""

from __future__ import annotations

from array import array

from ..steps import Backtrack

_ZEROS = 1 << 20
"""Backtrack header flag: every restored cell is emptied (plain backtracking): cells only."""


def encode_backtrack(step: Backtrack, payload: array[int]) -> None:
    """Append ``step`` to ``payload`` (32-bit words)."""
    # header: cell, digit, depth, whether candidates follow, whether all values are 0, count;
    # then one word per restored cell, or four cells a word when they are only emptied.
    has_cands = bool(step.candidates)
    zeros = not has_cands and not any(step.values)
    n = len(step.restored)
    payload.append(step.cell | step.digit << 7 | step.depth << 11 | has_cands << 19 | zeros << 20 | n << 21)
    if has_cands:
        payload.extend(
            c | v << 7 | m << 11 for c, v, m in zip(step.restored, step.values, step.candidates, strict=True)
        )
    elif zeros:
        cells = step.restored
        payload.extend(sum(c << (7 * k) for k, c in enumerate(cells[i : i + 4])) for i in range(0, n, 4))
    else:
        payload.extend(c | v << 7 for c, v in zip(step.restored, step.values, strict=True))


def decode_backtrack(payload: array[int], at: int, text: str) -> tuple[Backtrack, int]:
    """The Backtrack whose payload starts at ``at``, and where the next one starts."""
    head = payload[at]
    n = head >> 21 & 0x7F
    if head & _ZEROS:
        used = (n + 3) // 4
        words = payload[at + 1 : at + 1 + used]
        cells = tuple(w >> (7 * k) & 0x7F for w in words for k in range(4))[:n]
        step = Backtrack(head & 0x7F, head >> 7 & 0xF, head >> 11 & 0xFF, cells, (0,) * n, (), text)
        return step, at + 1 + used
    words = payload[at + 1 : at + 1 + n]
    cells = tuple(w & 0x7F for w in words)
    values = tuple(w >> 7 & 0xF for w in words)
    cands = tuple(w >> 11 & 0x1FF for w in words) if head >> 19 & 1 else ()
    step = Backtrack(head & 0x7F, head >> 7 & 0xF, head >> 11 & 0xFF, cells, values, cands, text)
    return step, at + 1 + n
