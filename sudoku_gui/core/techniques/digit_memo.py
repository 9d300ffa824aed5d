"""Steps of single-digit techniques (and other findings read off a few cells) remembered
across grid states.

A fish, a Skyscraper, a coloring or an X-Chain on digit ``d`` reads nothing but the cells that
hold ``d`` (``g.where(d)``, an 81-bit int). So its steps on ``d`` are a function of that int,
and ``human`` asks the same question again and again: after each step it tries every technique
from the simplest, and most steps change the cells of one digit or a few, so the other digits'
answers (almost always "nothing") are the same as a step ago. Remembering them by
``(finder, d, where(d))`` gives the same steps, in the same order, without the search. A Sue
de Coq reads one line and one box it crosses: its patterns there are remembered by those 15
cells' candidates (``on_state``).

The memo is shared by every grid and thread (dict reads and writes are atomic under the GIL; a
lost write only costs a search) and emptied when it grows past ``LIMIT`` entries.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

from .cgrid import CandidateGrid

_T = TypeVar("_T")

LIMIT = 20_000
"""Entries kept before the memo is emptied: a puzzle makes from a few to about a thousand
(top1465: about 150 to 250 bytes each, most holding an empty tuple), so a few megabytes at most,
and a new puzzle never finds an old one's entries anyway."""

_MEMO: dict[Hashable, tuple[object, ...]] = {}


def on_digit(key: Hashable, g: CandidateGrid, d: int, compute: Callable[[], Iterable[_T]]) -> tuple[_T, ...]:
    """``tuple(compute())``, the findings of finder ``key`` on digit ``d`` of ``g``, computed
    once per ``(key, d, g.where(d))``. ``compute`` must read ``g`` only through ``d``'s cells."""
    return on_state((key, d, g.where(d)), compute)


def on_state(key: Hashable, compute: Callable[[], Iterable[_T]]) -> tuple[_T, ...]:
    """``tuple(compute())``, computed once per ``key``, which must hold everything ``compute``
    reads (a Sue de Coq crossing: its cells' candidates)."""
    found = _MEMO.get(key)
    if found is None:
        found = tuple(compute())
        if len(_MEMO) >= LIMIT:
            _MEMO.clear()
        _MEMO[key] = found
    return found  # type: ignore[return-value]


def clear() -> None:
    """Forget everything (tests that count searches use it)."""
    _MEMO.clear()
