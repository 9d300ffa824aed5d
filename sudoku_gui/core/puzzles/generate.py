"""Generating puzzles with exactly one solution at a chosen level, optionally symmetric.

Method (the usual one, as in Simon Tatham's Solo and HoDoKu): take a random solved grid, then
remove givens in random order, an orbit of the chosen symmetry at a time, keeping a removal only
when the puzzle still has exactly one solution (``core.puzzles.exact_cover`` counts to 2 in about a
millisecond). That gives a minimal puzzle; its level (``core.rating.levels.se_level`` of its Sudoku
Explainer rating, ``core.rating.se.se_rating``, stopped as soon as a step is above the level) decides: too
hard, givens are put back, an orbit at a time, until the level drops to the one asked for
(bisecting on how many to give back); too easy, start again with a new grid.

The solved grid is drawn by the search engine with a random choose hook (``random_grid``). Everything follows from
``random.Random(seed)``, so the same seed gives the same puzzles.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass

from ..candidates import ALL, COUNT, DIGITS
from ..grid import PEERS, Cell, Values
from ..message import QT_TRANSLATE_NOOP, Message
from ..rating.difficulty import level_rating
from ..rating.levels import BEYOND, LEVEL_NAMES, SE_LEVELS, SYMMETRIES
from ..rating.se.rule_sets import DEFAULT_RULES, check_rules
from ..rating.se.se_rating import SeRating
from ..search import Choose, Marks, Problem, Words, digit_list
from ..steps import Step
from .exact_cover import count_fast


class Cancelled(Exception):
    """``cancelled()`` said stop."""


@dataclass(frozen=True)
class Generated:
    """A generated puzzle (81 ints), its level, its Sudoku Explainer rating (complete: a puzzle
    of the level is rated to the end) and how many grids were tried for it."""

    puzzle: Values
    level: str
    rating: SeRating
    attempts: int


def orbit(cell: int, symmetry: str) -> tuple[int, ...]:
    """The cells ``symmetry`` ties to ``cell`` (itself included), sorted."""
    r, c = divmod(cell, 9)
    if symmetry == "central":
        other = (8 - r) * 9 + (8 - c)
    elif symmetry == "diagonal":
        other = c * 9 + r
    elif symmetry == "none":
        other = cell
    else:
        raise ValueError(f"unknown symmetry {symmetry!r}; one of {', '.join(SYMMETRIES)}")
    return tuple(sorted({cell, other}))


def random_grid(rng: random.Random) -> Values:
    """A solved grid drawn at random: the search engine's digit list (``core/search``) from the
    empty grid, choosing the cell with the fewest candidates (ties in a random order) and trying
    its digits in a random order, so grids differ in their own structure (unavoidable sets,
    patterns), not only by relabelling one grid."""
    state = Marks([0] * 81, [ALL] * 81)
    for _ in digit_list(state, _strike_from_peers, _random_fewest(rng), _WORDS):
        pass  # the empty grid has a solution: the search ends with it
    return tuple(state.values)


_WORDS = Words(guess="{cell} = {digit}", backtrack="undo {cell} = {digit}")
"""The steps' words (nobody reads them: only the grid is kept)."""


def _strike_from_peers(state: Marks, cell: Cell | None) -> Generator[Step, None, Problem | None]:
    """The propagation: the digit just guessed in ``cell`` leaves its empty peers' candidates. A
    peer left with none is found by the choose hook, at the next level."""
    yield from ()  # it says nothing
    if cell is not None:
        values, cands = state.values, state.candidates
        m = 1 << (values[cell] - 1)
        for p in PEERS[cell]:
            if not values[p]:
                cands[p] &= ~m
    return None


def _random_fewest(rng: random.Random) -> Choose[Marks]:
    """A choose hook: the empty cell with the fewest candidates, ties broken by a random order of
    the cells drawn from ``rng`` once, and its digits shuffled by ``rng``."""
    order = list(range(81))  # the cells: the k filled ones first, in the order they were filled
    rng.shuffle(order)

    def choose(state: Marks) -> tuple[Cell, list[int]] | None:
        filled = 81 - state.values.count(0)
        if filled == 81:
            return None
        best, best_n = filled, 10
        for i in range(filled, 81):
            n = COUNT[state.candidates[order[i]]]
            if n < best_n:
                best, best_n = i, n
                if n <= 1:
                    break
        if best_n == 0:
            return order[best], []  # a dead end
        order[filled], order[best] = order[best], order[filled]
        cell = order[filled]
        digits = list(DIGITS[state.candidates[cell]])
        rng.shuffle(digits)
        return cell, digits

    return choose


def _orbits(rng: random.Random, symmetry: str) -> list[tuple[int, ...]]:
    seen: set[int] = set()
    found = []
    for cell in range(81):
        if cell not in seen:
            o = orbit(cell, symmetry)
            seen.update(o)
            found.append(o)
    rng.shuffle(found)
    return found


def minimal_puzzle(solution: Sequence[int], rng: random.Random, symmetry: str = "none") -> list[int]:
    """Givens of ``solution`` with every orbit removed whose removal keeps one solution."""
    puzzle = list(solution)
    for o in _orbits(rng, symmetry):
        kept = [puzzle[c] for c in o]
        for c in o:
            puzzle[c] = 0
        if count_fast(puzzle, 2) != 1:
            for c, v in zip(o, kept, strict=True):
                puzzle[c] = v
    return puzzle


def generate(
    level: str = "Medium",
    symmetry: str = "none",
    rng: random.Random | None = None,
    cancelled: Callable[[], bool] | None = None,
    max_attempts: int | None = None,
    progress: Callable[[int], None] | None = None,
    rules: str = DEFAULT_RULES,
) -> Generated:
    """A puzzle with exactly one solution whose rating is ``level`` (one of ``LEVEL_NAMES``).

    Grids are drawn until one gives a puzzle of the level (every level is reached within a few
    hundred grids at most; ``progress(grids_tried)`` is called after each grid that did not).
    ``rules``: the Sudoku Explainer rule set the level is rated with (``se_rule_sets``).

    Raises:
        ValueError: an unknown level, symmetry or rule set.
        Cancelled: when ``cancelled()`` returned True (polled between ratings).
        RuntimeError: no puzzle of that level in ``max_attempts`` grids, when a maximum is given.
    """
    if level not in LEVEL_NAMES:
        raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVEL_NAMES)}")
    orbit(0, symmetry)  # validates the name
    check_rules(rules)
    rng = rng or random.Random()
    target = LEVEL_NAMES.index(level)
    ceiling = SE_LEVELS[target][0]  # rating may stop at the first step above the level

    def stop() -> bool:
        return cancelled is not None and cancelled()

    attempts = itertools.count(1) if max_attempts is None else range(1, max_attempts + 1)
    for attempt in attempts:
        if progress is not None and attempt > 1:
            progress(attempt - 1)
        if stop():
            raise Cancelled
        solution = random_grid(rng)
        puzzle = minimal_puzzle(solution, rng, symmetry)
        rating = level_rating(puzzle, stop, ceiling, rules)
        if rating is None:
            raise Cancelled
        rank = _rank(rating)
        if rank < target:
            continue  # too easy even at its sparsest: another grid
        if rank > target:  # too hard: give back the fewest removed orbits that bring it down
            puzzle, rating = _give_back(puzzle, solution, _orbits(rng, symmetry), target, ceiling, stop, rules)
            rank = _rank(rating)
        if rank == target:
            return Generated(tuple(puzzle), rating[0], rating[1], attempt)
    raise RuntimeError(
        Message(QT_TRANSLATE_NOOP("steps", "no {level} puzzle found in {n} grids"), level=level, n=max_attempts)
    )


def _give_back(
    puzzle: list[int],
    solution: Sequence[int],
    orbits: list[tuple[int, ...]],
    target: int,
    ceiling: float | None,
    stop: Callable[[], bool],
    rules: str = DEFAULT_RULES,
) -> tuple[list[int], tuple[str, SeRating]]:
    """Restore the first k empty orbits (in ``orbits`` order) for the smallest k whose puzzle
    rates at most ``target``, by bisection: ratings fall as givens come back (nearly always),
    and with every orbit back the grid is complete, which rates Easy."""
    empty = [o for o in orbits if not puzzle[o[0]]]

    def rated(k: int) -> tuple[list[int], tuple[str, SeRating]]:
        p = list(puzzle)
        for o in empty[:k]:
            for c in o:
                p[c] = solution[c]
        rating = level_rating(p, stop, ceiling, rules)
        if rating is None:
            raise Cancelled
        return p, rating

    lo, hi = 0, len(empty)  # rated(lo) is too hard; rated(hi) is not
    best: tuple[list[int], tuple[str, SeRating]] | None = None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        found = rated(mid)
        if _rank(found[1]) <= target:
            hi, best = mid, found
        else:
            lo = mid
    return best if best is not None else rated(hi)


def _rank(rating: tuple[str, SeRating]) -> int:
    """Index of the rating's level in ``LEVEL_NAMES``; past the last for ``BEYOND``."""
    level = rating[0]
    return len(LEVEL_NAMES) if level == BEYOND else LEVEL_NAMES.index(level)


def generate_many(
    n: int,
    level: str,
    symmetry: str,
    seed: int | None,
    progress: Callable[[int], None] | None = None,
    rules: str = DEFAULT_RULES,
) -> Iterator[Generated]:
    """``n`` puzzles; the same ``seed`` gives the same puzzles. ``progress`` and ``rules`` as for
    ``generate``."""
    rng = random.Random(seed)
    for _ in range(n):
        yield generate(level, symmetry, rng, progress=progress, rules=rules)
