"""A fast solver and solution counter (pure Python, records no steps): ``fast``.

Sudoku as exact cover: 729 candidates (cell, digit) and 324 constraints, each satisfied by
exactly one chosen candidate: every cell holds one digit, every row, column and box holds each
digit once. The whole state is one Python ``int``: each constraint is a 10-bit field (its 9
candidates and a guard bit that stays 0), so a candidate owns four bits, one in each of its
constraints' fields. Why that is fast in CPython: an arithmetic operation on that 3,240-bit int
runs in C over all 324 constraints at once, where a cell-by-cell solver runs Python bytecode.

* ``t = (X | G) - L`` sets a field's guard bit exactly when the field is not empty (the guard
  absorbs the borrow, so fields never disturb each other): ``t & G != G`` means some cell has no
  digit left or some digit no place left in a unit (a contradiction);
* ``t & X`` is ``field & (field - 1)`` in every field, empty exactly where the field has one bit:
  the naked singles (cell fields) and hidden singles (row, column and box fields) all at once;
* choosing a candidate is one ``&`` with a precomputed mask that removes the candidates it
  excludes (the other digits of its cell and its digit in the 20 peers). A branch of the search is
  one new int; nothing is copied cell by cell.

The search is the classic one: propagate singles, then branch on a constraint with fewest
options (Knuth's ``S`` heuristic from Dancing Links), here a bivalue cell, choosing among the
first few the one whose digits exclude the most candidates (it cut the worst forum-hardest
puzzles from 34 ms to 24 ms). ``benchmarks/bench_fast.py`` times it beside a plain Norvig-style
solver.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..grid import PEERS, Values

_FIELD = 10  # 9 candidates and a guard bit per constraint
_CONSTRAINTS = 324
_BITS = _FIELD * _CONSTRAINTS


def _field(kind: int, index: int) -> int:
    """First bit of constraint ``index`` of ``kind``: 0 cell, 1 row-digit, 2 column-digit, 3 box-digit."""
    return _FIELD * (81 * kind + index)


def _candidate_bits(cell: int, digit: int) -> tuple[int, int, int, int]:
    """Bit positions of candidate (cell, digit 0..8) in its four constraint fields."""
    r, c = divmod(cell, 9)
    b = (r // 3) * 3 + c // 3
    i = (r % 3) * 3 + c % 3
    return (
        _field(0, cell) + digit,
        _field(1, 9 * digit + r) + c,
        _field(2, 9 * digit + c) + r,
        _field(3, 9 * digit + b) + i,
    )


_POSITIONS = [_candidate_bits(cell, d) for cell in range(81) for d in range(9)]
CANDIDATE: tuple[int, ...] = tuple(sum(1 << p for p in ps) for ps in _POSITIONS)
"""Candidate ``9 * cell + digit - 1`` as its four bits."""
ALL = sum(CANDIDATE)
G = sum(1 << (_FIELD * k + 9) for k in range(_CONSTRAINTS))
L = sum(1 << (_FIELD * k) for k in range(_CONSTRAINTS))
_CANDIDATE_AT = [-1] * _BITS
for _k, _ps in enumerate(_POSITIONS):
    for _p in _ps:
        _CANDIDATE_AT[_p] = _k
KEEP: tuple[int, ...] = tuple(
    ALL
    & ~sum(CANDIDATE[j] for j in [cell * 9 + e for e in range(9) if e != d] + [peer * 9 + d for peer in PEERS[cell]])
    for cell in range(81)
    for d in range(9)
)
"""Per candidate: every candidate it does not exclude (``X & KEEP[k]`` chooses k)."""
_BELOW = [(1 << p) - 1 for p in range(_BITS)]
EXCLUDES: tuple[int, ...] = tuple(ALL & ~keep for keep in KEEP)
"""Per candidate: the candidates choosing it removes."""
_CELL_GUARDS = sum(1 << (_FIELD * cell + 9) for cell in range(81))
_CELL_SPAN = _CELL_GUARDS - sum(1 << (_FIELD * cell) for cell in range(81))
_CELL_REGION = (1 << (_FIELD * 81)) - 1
"""The 81 cell fields: every candidate has exactly one bit there (its other three mirror it)."""
_CELL_EXCLUDES: tuple[int, ...] = tuple(e & _CELL_REGION for e in EXCLUDES)
"""``EXCLUDES`` counted on the cell fields only: a quarter of the bits, the same ranking."""

_SPAN = G - L
"""511 in every field: ``(f | guard) - 1`` is ``f + 511`` for a field ``f`` (no guard bit), one addition."""
_UNCHOSEN: tuple[int, ...] = tuple(ALL & ~c for c in CANDIDATE)
"""Per candidate: every other candidate (``open & _UNCHOSEN[k]`` marks k chosen)."""

State = tuple[int, int, int]
"""(candidates left, those of them not chosen yet, number chosen)."""


def _start(values: Sequence[int]) -> State | None:
    """The state with the givens chosen; None when two givens exclude each other."""
    x, unchosen, n = ALL, ALL, 0
    for cell, v in enumerate(values):
        if v:
            k = 9 * cell + v - 1
            if not x & CANDIDATE[k]:
                return None
            x &= KEEP[k]
            unchosen &= _UNCHOSEN[k]
            n += 1
    return x, unchosen, n


def _propagate(x: int, unchosen: int, n: int) -> tuple[int, int, int, int] | None:
    """Choose every forced candidate (naked and hidden singles) until none is left.

    Returns (x, unchosen, n, u) with ``u = field & (field - 1)`` per field for branching, or None
    on a contradiction. A single chosen in the same round as a candidate that excludes it empties
    the field that forced it, so the next round's emptiness test catches it. Each round is ten
    operations on the whole int, so they are counted: ``x + _SPAN`` stands for ``(x | G) - L``.
    """
    candidate_at, keep, unchosen_of, below = _CANDIDATE_AT, KEEP, _UNCHOSEN, _BELOW
    span = _SPAN
    while True:
        t = x + span
        if t & G != G:
            return None
        u = t & x
        one = G & ~(u + span)  # guard bits of fields with exactly one candidate
        forced = x & (one - (one >> 9)) & unchosen
        if not forced:
            return x, unchosen, n, u
        seen: set[int] = set()  # one candidate can be forced through several of its fields
        while forced:
            p = forced.bit_length() - 1
            forced &= below[p]
            k = candidate_at[p]
            if k not in seen:
                seen.add(k)
                x &= keep[k]
                unchosen &= unchosen_of[k]
                n += 1


SCORED = 6
"""Bivalue cells weighed per branch: enough to cut the worst cases' branches by a third, few
enough that weighing stays cheaper than the branches it saves (measured on forum-hardest)."""


def _branch_field(x: int, u: int) -> int:
    """First bit of an open constraint with fewest options.

    Among the first ``SCORED`` bivalue cells it takes the one whose two digits exclude the most
    candidates between them (a guess that settles more of the grid fails or succeeds sooner);
    with no bivalue cell, any constraint with two options; else the cell with fewest digits.
    """
    uc = u & _CELL_REGION  # bivalue cells first: a quarter of the int
    t2 = uc + _CELL_SPAN
    cells = t2 & _CELL_GUARDS & ~((t2 & uc) + _CELL_SPAN)
    if cells:
        best, best_score = 0, -1
        xc = x & _CELL_REGION
        excludes = _CELL_EXCLUDES
        for _ in range(SCORED):
            low = cells & -cells
            cells ^= low
            base = low.bit_length() - 10
            options = (xc >> base) & 511
            first = options & -options
            k1 = 9 * (base // _FIELD) + first.bit_length() - 1
            k2 = 9 * (base // _FIELD) + (options ^ first).bit_length() - 1
            score = (xc & excludes[k1]).bit_count() + (xc & excludes[k2]).bit_count()
            if score > best_score:
                best, best_score = base, score
            if not cells:
                break
        return best
    t2 = u + _SPAN
    two = t2 & G & ~((t2 & u) + _SPAN)
    if two:
        return (two & -two).bit_length() - 1 - 9
    best, best_n = 0, 10
    for cell in range(81):
        options = ((x >> (_FIELD * cell)) & 511).bit_count()
        if 1 < options < best_n:
            best, best_n = _FIELD * cell, options
    return best


def _values(x: int) -> Values:
    return tuple(((x >> (_FIELD * cell)) & 511).bit_length() for cell in range(81))


@dataclass(frozen=True)
class FastResult:
    """``solutions`` found (81 digits each, in search order), ``nodes`` searched (1 when no guess
    was needed) and ``complete``: False when the limit or a cancel cut the search short."""

    solutions: list[Values]
    nodes: int
    complete: bool
    found: int = -1
    """Solutions found (more than ``solutions`` when only some were kept)."""

    def __post_init__(self) -> None:
        if self.found < 0:
            object.__setattr__(self, "found", len(self.solutions))


class _Search:
    def __init__(self, limit: int, cancelled: Callable[[], bool] | None, keep: int) -> None:
        self.limit = limit
        self.cancelled = cancelled
        self.keep = keep
        self.solutions: list[Values] = []
        self.found = 0
        self.nodes = 0
        self.stopped = False

    def run(self, x: int, unchosen: int, n: int) -> None:
        self.nodes += 1
        if self.cancelled is not None and self.nodes & 63 == 1 and self.cancelled():
            self.stopped = True
            return
        result = _propagate(x, unchosen, n)
        if result is None:
            return
        x, unchosen, n, u = result
        if n == 81:
            self.found += 1
            if len(self.solutions) < self.keep:
                self.solutions.append(_values(x))
            return
        base = _branch_field(x, u)
        options = (x >> base) & 511
        while options:
            low = options & -options
            options ^= low
            k = _CANDIDATE_AT[base + low.bit_length() - 1]
            self.run(x & KEEP[k], unchosen & _UNCHOSEN[k], n + 1)
            if self.stopped or self.found >= self.limit:
                return


def search(
    values: Sequence[int],
    limit: int = 1,
    cancelled: Callable[[], bool] | None = None,
    keep: int | None = None,
    marks: Sequence[int] | None = None,
) -> FastResult:
    """Up to ``limit`` solutions of ``values`` (81 ints, 0 = empty); only the first ``keep`` of
    them are kept (all by default), so counting a million solutions costs no memory. ``marks``
    (81 candidate masks): only solutions whose digit in each empty cell is one of its marks (a
    player's pencil marks).

    ``cancelled`` is polled at the first node and every 64 after. Conflicting givens have no solution. Values outside
    0..9 raise ValueError.
    """
    if len(values) != 81 or any(not 0 <= v <= 9 for v in values):
        raise ValueError("a puzzle is 81 values from 0 to 9")
    start = _start(values)
    if start is not None and marks is not None:
        for cell, v in enumerate(values):
            if not v:
                for digit in range(1, 10):
                    if not marks[cell] >> (digit - 1) & 1:
                        start = eliminate(start, 9 * cell + digit - 1)
    if start is None:
        return FastResult([], 0, True)
    limit = max(1, limit)
    s = _Search(limit, cancelled, limit if keep is None else keep)
    s.run(*start)
    return FastResult(s.solutions, s.nodes, not s.stopped and s.found < s.limit, s.found)


def solve_fast(values: Sequence[int]) -> Values | None:
    """The first solution of ``values`` (81 ints, 0 = empty), or None when there is none."""
    found = search(values, 1).solutions
    return found[0] if found else None


def count_fast(
    values: Sequence[int],
    limit: int = 2,
    cancelled: Callable[[], bool] | None = None,
    marks: Sequence[int] | None = None,
) -> int:
    """Number of solutions of ``values`` (within ``marks``, see ``search``), counting no further
    than ``limit`` (keeping none of them); a cancelled count returns what was found so far."""
    return search(values, limit, cancelled, keep=0, marks=marks).found


def start_state(values: Sequence[int]) -> State | None:
    """The exact-cover state of ``values`` (81 ints, 0 = empty): (candidates left, those not
    chosen, number chosen); None when two givens exclude each other. For searches of their own
    (backdoors, trial and error) that build on this module's singles."""
    return _start(values)


def singles(state: State) -> State | None:
    """``state`` with every naked and hidden single chosen until none is left; None on a
    contradiction (a cell with no digit, or a digit with no place in a unit)."""
    result = _propagate(*state)
    return None if result is None else result[:3]


def choose(state: State, k: int) -> State:
    """``state`` with candidate ``k`` (``9 * cell + digit - 1``) chosen (not propagated)."""
    x, unchosen, n = state
    return x & KEEP[k], unchosen & _UNCHOSEN[k], n + 1


def eliminate(state: State, k: int) -> State:
    """``state`` without candidate ``k``."""
    x, unchosen, n = state
    return x & ~CANDIDATE[k], unchosen & ~CANDIDATE[k], n


def open_candidates(state: State) -> list[int]:
    """The candidates not chosen yet, as ``9 * cell + digit - 1``, in order."""
    x, unchosen, _ = state
    cells = x & unchosen & _CELL_REGION
    found = []
    while cells:
        low = cells & -cells
        cells ^= low
        p = low.bit_length() - 1
        found.append(_CANDIDATE_AT[p])
    return found
