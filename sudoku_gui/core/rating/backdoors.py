"""Why a puzzle is hard, in search terms: its smallest backdoors and its trial-and-error depth.

* A **backdoor** is a set of empty cells whose values (the solution's) let the simple rules
  finish the puzzle alone: singles (naked and hidden), or singles plus locked candidates
  (pointing and claiming). Size 0: the rules solve it as it is; size 1: one right digit is
  enough; size 2: a pair. HoDoKu and SudokuStudio search them the same way.
* **T&E depth** (trial and error, in the sense of Denis Berthier's CSP-Rules): T&E(0) is
  singles; T&E(n) repeats, for every candidate, "assume it, propagate with T&E(n-1); if that
  contradicts, eliminate it" until nothing changes, with singles between. The depth is the
  least n for which T&E(n) solves the puzzle (most puzzles 1; the hardest known, 2 or 3).

Everything runs on ``fast``'s exact-cover int (singles in a few operations), with ``cancelled``
polled; nothing here needs a window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from ..grid import BOXES, COLS, ROWS, Cell, Values
from ..puzzles.exact_cover import (
    State,
    choose,
    count_fast,
    eliminate,
    open_candidates,
    singles,
    solve_fast,
    start_state,
)

MAX_LISTED = 10
"""Backdoors listed per size, at most."""
MAX_DEPTH = 3
"""Deepest T&E tried (no published puzzle needs more)."""


class Cancelled(Exception):
    """The analysis was cancelled."""


@dataclass(frozen=True)
class Backdoors:
    """The smallest backdoor size found (None: none of size 2 or less), and the backdoors of that
    size (cell tuples, at most ``MAX_LISTED``), for ``rules`` ("singles" or "singles+locked")."""

    rules: str
    size: int | None
    found: tuple[tuple[Cell, ...], ...]


def _solved(state: State | None) -> bool:
    return state is not None and state[2] == 81


def _locked(state: State) -> State | None:
    """Pointing and claiming to a fixpoint, with singles between; None on a contradiction."""
    current: State | None = singles(state)
    while current is not None and current[2] < 81:
        x = current[0]
        masks = [(x >> (10 * c)) & 511 for c in range(81)]
        removed = _locked_eliminations(masks)
        if not removed:
            return current
        for k in removed:
            current = eliminate(current, k)
        current = singles(current)
    return current


def _locked_eliminations(masks: Sequence[int]) -> list[int]:
    """Candidates (``9 * cell + digit - 1``) that locked candidates remove from cell ``masks``."""
    found: set[int] = set()
    for d in range(9):
        b = 1 << d
        for box in BOXES:
            cells = [c for c in box if masks[c] & b and masks[c] != b]
            if not cells or any(masks[c] == b for c in box):
                continue
            for lines in (ROWS, COLS):
                line = next((ln for ln in lines if set(cells) <= set(ln)), ())
                if line:
                    found.update(9 * c + d for c in line if c not in box and masks[c] & b and masks[c] != b)
        for lines in (ROWS, COLS):
            for line in lines:
                cells = [c for c in line if masks[c] & b]
                if not cells or any(masks[c] == b for c in line):
                    continue
                home = next((bx for bx in BOXES if set(cells) <= set(bx)), ())
                found.update(9 * c + d for c in home if c not in line and masks[c] & b and masks[c] != b)
    return sorted(found)


def backdoors(
    values: Values,
    solution: Values | None = None,
    locked: bool = False,
    max_size: int = 2,
    cancelled: Callable[[], bool] | None = None,
) -> Backdoors:
    """The smallest backdoors of ``values`` (a puzzle with exactly one solution) up to
    ``max_size`` cells, for singles or (``locked``) singles plus locked candidates. Raises
    ValueError for a puzzle without a solution, ``Cancelled`` when ``cancelled()`` says so."""
    solution = solution or solve_fast(values)
    start = start_state(values)
    if solution is None or start is None:
        raise ValueError("the puzzle has no solution")
    rules = "singles+locked" if locked else "singles"
    finish = _locked if locked else singles
    if _solved(finish(start)):
        return Backdoors(rules, 0, ((),))
    empty = [c for c in range(81) if not values[c]]
    for size in range(1, max_size + 1):
        found: list[tuple[Cell, ...]] = []
        for n, cells in enumerate(combinations(empty, size)):
            if cancelled is not None and n % 64 == 0 and cancelled():
                raise Cancelled
            state: State = start
            for c in cells:
                state = choose(state, 9 * c + solution[c] - 1)
            if _solved(finish(state)):
                found.append(cells)
                if len(found) >= MAX_LISTED:
                    break
        if found:
            return Backdoors(rules, size, tuple(found))
    return Backdoors(rules, None, ())


def size_one_backdoors(values: Values, solution: Values | None = None) -> frozenset[tuple[Cell, int]]:
    """Every (cell, digit) whose placement lets singles finish ``values`` (all of them, for
    marking the search tree's guesses)."""
    solution = solution or solve_fast(values)
    start = start_state(values)
    if solution is None or start is None:
        return frozenset()
    return frozenset(
        (c, solution[c])
        for c in range(81)
        if not values[c] and _solved(singles(choose(start, 9 * c + solution[c] - 1)))
    )


def _trial_and_error(state: State, depth: int, cancelled: Callable[[], bool] | None) -> State | None:
    """T&E(``depth``) applied to ``state`` until nothing changes (see the module text)."""
    current = singles(state)
    if depth == 0 or current is None:
        return current
    changed = True
    while changed and current is not None and current[2] < 81:
        if cancelled is not None and cancelled():
            raise Cancelled
        changed = False
        for k in open_candidates(current):
            trial = _trial_and_error(choose(current, k), depth - 1, cancelled)
            if trial is None:
                current = singles(eliminate(current, k))
                changed = True
                if current is None:
                    return None
    return current


def te_depth(values: Values, cancelled: Callable[[], bool] | None = None, max_depth: int = MAX_DEPTH) -> int | None:
    """The trial-and-error depth of ``values`` (0: singles solve it), or None when T&E(``max_depth``)
    does not. Raises ValueError for conflicting givens, ``Cancelled``."""
    start = start_state(values)
    if start is None:
        raise ValueError("the givens conflict")
    for depth in range(max_depth + 1):
        if _solved(_trial_and_error(start, depth, cancelled)):
            return depth
    return None


def backdoor_guesses(values: Values) -> frozenset[tuple[Cell, int]]:
    """``size_one_backdoors`` of ``values`` when it has exactly one solution, else none (the
    search tree rings the guesses among them)."""
    if count_fast(values, 2) != 1:
        return frozenset()
    return size_one_backdoors(values)
