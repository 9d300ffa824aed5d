"""Sudoku Explainer's three figures for a puzzle: ER, EP and ED.

Sudoku Explainer (Nicolas Juillerat, LGPL; the figures the forums quote come from its command
line ``serate`` 1.2.1.3) solves a puzzle by always taking the first step of its first technique
that finds one, its techniques listed from easiest to hardest, and rates it by the hardest step:

* ER: the hardest step of the whole solution;
* EP: the hardest step up to and including the first one that places a digit;
* ED: the first step's difficulty (the hardest "before the first elimination").

This module follows its technique list and order (``TECHNIQUES``) and its difficulties: direct
pointing, claiming and hidden pairs/triplets place the single they reveal; X-Wing comes before
hidden pairs; chains are rated by family plus a term for their length (``length_difficulty``);
the chain families run from cycles and X-/Y-chains (6.5) up to dynamic forcing chains nested
five deep (11.0 + length). A puzzle that the techniques can not finish gets 20.0, as in SE.

Which techniques it tries is a rule set (``se_rule_sets``): the puzzle bank's (the default),
Sukaku Explainer's current default, or Sudoku Explainer 1.2.1.3's classic list; ``_techniques``
builds each one's list in its program's order.

``se_rate`` is the entry point; ``SeRating.steps`` lists every step taken with its SE difficulty
and the step as the board shows it (``core.steps.Place``/``Eliminate``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ...steps import Eliminate, Place
from .aligned import aligned_pairs, aligned_triplets
from .board import SeGrid, SeHint, cell_name
from .rule_sets import CLASSIC, DEFAULT_RULES, SUKAKU, check_rules
from .rules import fish, hidden_sets, hidden_singles, locking, naked_sets, naked_singles, xy_wings
from .se_chains import Chaining, ChainingCancelled, length_difficulty
from .sukaku import als_wings, strong_links
from .unique import bug, unique_loops

__all__ = ["SeRating", "SeStep", "TECHNIQUES", "length_difficulty", "se_rate", "round_se"]

Search = Callable[[SeGrid], Iterator[SeHint]]


def _chain_search(rule: Chaining) -> Search:
    def search(grid: SeGrid) -> Iterator[SeHint]:
        for hint in rule.hints(grid, prune=True):
            yield hint.to_hint()

    return search


Family = tuple[str, Search, float]
"""A technique family as ``se_rate`` tries it: its name, its search, and the least difficulty
of its steps (a rating with a ceiling stops before searching a family above it)."""


def _techniques(cancelled: Callable[[], bool] | None, rules: str = DEFAULT_RULES) -> list[Family]:
    """The families of rule set ``rules`` (``se_rule_sets``) in the order SE tries them."""
    check_rules(rules)
    classic = _classic(cancelled)
    if rules == CLASSIC:
        return classic
    added = _sukaku_added(rules)
    result: list[Family] = []
    for family in classic:
        if rules == SUKAKU and family[0].startswith("Nested Forcing Chains (+ Dynamic"):
            continue
        result.append(family)
        result.extend(added.get(family[0], []))
    if rules == SUKAKU:
        # Sukaku Explainer's deepest chains, all named and rated as SE's level 4 (10.5): dynamic
        # forcing chains nested in each chain, themselves nested 0 to 3 deep in turn (SE 1.2.1.3
        # nests both level 0 and 2 in its level 5, at 11.0)
        for inner in range(4):
            name = "Nested Forcing Chains (+ Dynamic Forcing Chains)"
            result.append(_chain(cancelled, name, True, True, False, 4, inner))
    return result


def _plain(name: str, search: Search) -> Family:
    """A family that is not a chain: ``search`` under ``name``."""
    return name, search, MIN_DIFFICULTY.get(name, 0.0)


def _chain(
    cancelled: Callable[[], bool] | None,
    name: str,
    multiple: bool,
    dynamic: bool,
    nishio: bool,
    level: int,
    inner: int | None = None,
) -> Family:
    """A family of forcing chains (``Chaining``'s arguments) under ``name``."""
    rule = Chaining(multiple, dynamic, nishio, level, cancelled, inner)
    least = rule.base_difficulty() if multiple or dynamic else MIN_DIFFICULTY[name]
    return name, _chain_search(rule), least


def _classic(cancelled: Callable[[], bool] | None) -> list[Family]:
    """Sudoku Explainer 1.2.1.3's families, in its order."""

    def chain(name: str, multiple: bool, dynamic: bool, nishio: bool, level: int) -> Family:
        return _chain(cancelled, name, multiple, dynamic, nishio, level)

    return [
        _plain("Hidden Single", hidden_singles),
        _plain("Direct Pointing", lambda g: locking(g, True)),
        _plain("Direct Hidden Pair", lambda g: hidden_sets(g, 2, True)),
        _plain("Naked Single", naked_singles),
        _plain("Direct Hidden Triplet", lambda g: hidden_sets(g, 3, True)),
        _plain("Pointing & Claiming", lambda g: locking(g, False)),
        _plain("Naked Pair", lambda g: naked_sets(g, 2)),
        _plain("X-Wing", lambda g: fish(g, 2)),
        _plain("Hidden Pair", lambda g: hidden_sets(g, 2, False)),
        _plain("Naked Triplet", lambda g: naked_sets(g, 3)),
        _plain("Swordfish", lambda g: fish(g, 3)),
        _plain("Hidden Triplet", lambda g: hidden_sets(g, 3, False)),
        _plain("XY-Wing", lambda g: xy_wings(g, False)),
        _plain("XYZ-Wing", lambda g: xy_wings(g, True)),
        _plain("Unique Rectangles & Loops", unique_loops),
        _plain("Naked Quad", lambda g: naked_sets(g, 4)),
        _plain("Jellyfish", lambda g: fish(g, 4)),
        _plain("Hidden Quad", lambda g: hidden_sets(g, 4, False)),
        _plain("Bivalue Universal Grave", bug),
        _plain("Aligned Pair Exclusion", aligned_pairs),
        chain("Forcing Chains & Cycles", False, False, False, 0),
        _plain("Aligned Triplet Exclusion", aligned_triplets),
        chain("Nishio Forcing Chains", False, True, True, 0),
        chain("Multiple Forcing Chains", True, False, False, 0),
        chain("Dynamic Forcing Chains", True, True, False, 0),
        chain("Dynamic Forcing Chains (+)", True, True, False, 1),
        chain("Nested Forcing Chains (+ Forcing Chains)", True, True, False, 2),
        chain("Nested Forcing Chains (+ Multiple Forcing Chains)", True, True, False, 3),
        chain("Nested Forcing Chains (+ Dynamic Forcing Chains)", True, True, False, 4),
        chain("Nested Forcing Chains (+ Dynamic Forcing Chains (+))", True, True, False, 5),
    ]


def _sukaku_added(rules: str) -> dict[str, list[Family]]:
    """Sukaku Explainer's additions, each after the family named (its Solver's order)."""
    added: dict[str, list[Family]] = {
        "Hidden Triplet": [_plain("Turbot Fish", lambda g: strong_links(g, 2))],
        "Hidden Quad": [
            _plain("3 Strong Links", lambda g: strong_links(g, 3)),
            _plain("WXYZ-Wing", lambda g: als_wings(g, 3)),
        ],
        "Bivalue Universal Grave": [
            _plain("4 Strong Links", lambda g: strong_links(g, 4)),
            _plain("VWXYZ-Wing", lambda g: als_wings(g, 4)),
        ],
    }
    if rules == SUKAKU:  # the bank was rated without these two
        added["Aligned Pair Exclusion"] = [_plain("UVWXYZ-Wing", lambda g: als_wings(g, 5))]
        added["Forcing Chains & Cycles"] = [_plain("TUVWXYZ-Wing", lambda g: als_wings(g, 6))]
    return added


UNSOLVED = 20.0
"""SE's figure for a puzzle its techniques can not finish."""


def round_se(figure: float) -> float:
    """A figure as serate prints it: to one decimal, half up (``(int)((x + 0.05) * 10)``)."""
    return math.floor((figure + 0.05) * 10) / 10


@dataclass(frozen=True)
class SeStep:
    """One step of SE's solution: ``name`` of the technique, its SE ``difficulty`` and the step
    as the board shows it."""

    name: str
    difficulty: float
    step: Place | Eliminate


@dataclass(frozen=True)
class SeRating:
    """ER, EP, ED (each rounded as serate prints it), the name of the hardest step, the steps of
    the solution (``steps``) and the rule set they were found with (``se_rule_sets``). ``er`` is
    20.0 when SE's techniques can not solve the puzzle."""

    er: float
    ep: float
    ed: float
    hardest_step_name: str | None
    steps: tuple[SeStep, ...]
    rules: str = DEFAULT_RULES

    def bottleneck(self) -> tuple[SeStep, ...]:
        """The steps as hard as the rating (the ones that give ER)."""
        return tuple(s for s in self.steps if round_se(s.difficulty) == self.er)

    def __str__(self) -> str:
        return f"{self.er:.1f}/{self.ep:.1f}/{self.ed:.1f}"


class SeCancelled(Exception):
    """``se_rate`` was told to stop (its ``cancelled`` callback returned true). ``partial``: what
    was rated until then, its ER a lower bound (the hardest step so far, or the least figure of
    the family being searched), or None."""

    def __init__(self, partial: SeRating | None = None) -> None:
        super().__init__("rating cancelled")
        self.partial = partial


class _Stopped(Exception):
    """Cancelled while searching a family: (its least difficulty, family)."""


class _AboveCeiling(Exception):
    """The next step can only be harder than the ceiling: (least difficulty, family)."""


def _step_of(hint: SeHint, removed: dict[int, int]) -> Place | Eliminate:
    eliminations = tuple((cell, d) for cell, mask in sorted(removed.items()) for d in range(1, 10) if mask >> d & 1)
    if hint.cell >= 0:
        text = f"{hint.name}: {cell_name(hint.cell)} = {hint.value}"
        return Place(hint.cell, hint.value, hint.name, text, causes=hint.cells, peer_eliminations=eliminations)
    text = f"{hint.name}: " + ", ".join(f"{cell_name(c)}<>{d}" for c, d in eliminations)
    return Eliminate(eliminations, hint.name, text, causes=hint.cells)


MIN_DIFFICULTY: dict[str, float] = {
    "Direct Pointing": 1.7,
    "Direct Hidden Pair": 2.0,
    "Naked Single": 2.3,
    "Direct Hidden Triplet": 2.5,
    "Pointing & Claiming": 2.6,
    "Naked Pair": 3.0,
    "X-Wing": 3.2,
    "Hidden Pair": 3.4,
    "Naked Triplet": 3.6,
    "Swordfish": 3.8,
    "Hidden Triplet": 4.0,
    "XY-Wing": 4.2,
    "XYZ-Wing": 4.4,
    "Unique Rectangles & Loops": 4.5,
    "Naked Quad": 5.0,
    "Jellyfish": 5.2,
    "Hidden Quad": 5.4,
    "Bivalue Universal Grave": 5.6,
    "Aligned Pair Exclusion": 6.2,
    "Forcing Chains & Cycles": 6.5,
    "Aligned Triplet Exclusion": 7.5,
    "Nishio Forcing Chains": 7.5,
    "Multiple Forcing Chains": 8.0,
    "Dynamic Forcing Chains": 8.5,
    "Dynamic Forcing Chains (+)": 9.0,
    # nested chains: 9.5 + 0.5 a level past 2 (``Chaining.base_difficulty``), so a rating that
    # stops while looking for one still says "9.5 or more", not "0.0 or more"
    "Nested Forcing Chains (+ Forcing Chains)": 9.5,
    "Nested Forcing Chains (+ Multiple Forcing Chains)": 10.0,
    "Nested Forcing Chains (+ Dynamic Forcing Chains)": 10.5,
    "Nested Forcing Chains (+ Dynamic Forcing Chains (+))": 11.0,
    "Turbot Fish": 4.0,
    "3 Strong Links": 5.4,
    "WXYZ-Wing": 5.5,
    "4 Strong Links": 5.8,
    "VWXYZ-Wing": 6.2,
    "UVWXYZ-Wing": 6.6,
    "TUVWXYZ-Wing": 7.5,
}
"""The least difficulty each technique family's steps have (SE's base figures): a rating with a
ceiling stops before searching a family that can only be harder. Families not listed: 0."""

TECHNIQUES: tuple[str, ...] = tuple(family[0] for family in _techniques(None))
"""SE's technique families in the order the default rule set tries them."""


def _first_hint(
    grid: SeGrid,
    techniques: Sequence[Family],
    cancelled: Callable[[], bool] | None,
    ceiling: float | None = None,
) -> SeHint | None:
    for name, search, least in techniques:
        if cancelled is not None and cancelled():
            raise _Stopped(least, name)
        if ceiling is not None and least > ceiling:
            raise _AboveCeiling(least, name)
        try:
            for hint in search(grid):
                return hint
        except ChainingCancelled as exc:
            raise _Stopped(least, name) from exc
    return None


def se_rate(
    values: Sequence[int],
    cancelled: Callable[[], bool] | None = None,
    ceiling: float | None = None,
    rules: str = DEFAULT_RULES,
) -> SeRating:
    """Rate a puzzle the way Sudoku Explainer's ``serate`` does.

    ``values``: 81 digits, 0 for an empty cell; the puzzle should have one solution (SE rates
    what its techniques do with it: a puzzle they can not finish gets ER 20.0). ``cancelled``: a
    callback polled between steps and inside chain searches; when it returns true ``SeCancelled``
    is raised. With ``ceiling``, rating stops at the first step known to be harder (a family
    whose least figure is above it is not even searched): ER is then only "above ``ceiling``"
    (that step's figure or the family's least), which is all a generator needs. Raises
    ``ValueError`` when ``values`` is not 81 digits 0..9, two givens clash or ``rules`` names no
    rule set. ``rules``: the technique list (``se_rule_sets.RULE_SETS``): "bank" (default) as the
    Sudoku Exchange puzzle bank was rated, "sukaku" Sukaku Explainer's current default list (strong
    links, WXYZ- to TUVWXYZ-Wings; ``se_sukaku``), "classic" Sudoku Explainer 1.2.1.3's own.
    """
    if len(values) != 81 or any(not isinstance(v, int) or not 0 <= v <= 9 for v in values):
        raise ValueError("a puzzle is 81 digits 0..9")
    grid = SeGrid.from_values(list(values))
    for cell, v in enumerate(values):
        if v and any(values[p] == v for p in _peers(cell)):
            raise ValueError(f"two {v}s see each other at {cell_name(cell)}")
    techniques = _techniques(cancelled, rules)
    difficulty = -math.inf
    pearl = diamond = 0.0
    hardest: str | None = None
    steps: list[SeStep] = []
    try:
        while not grid.solved():
            try:
                hint = _first_hint(grid, techniques, cancelled, ceiling)
            except _AboveCeiling as above:
                difficulty, hardest = max(difficulty, above.args[0]), above.args[1]
                break
            if hint is None:
                difficulty = UNSOLVED
                break
            if hint.difficulty > difficulty:
                difficulty = hint.difficulty
                hardest = hint.name
            steps.append(_apply(grid, hint))
            if pearl == 0.0:
                if diamond == 0.0:
                    diamond = difficulty
                if hint.cell >= 0:
                    pearl = difficulty
            if ceiling is not None and round_se(difficulty) > ceiling:
                break
    except (_Stopped, ChainingCancelled) as stopped:
        raise SeCancelled(_so_far(stopped, difficulty, pearl, diamond, hardest, steps, rules)) from stopped
    if difficulty == -math.inf:
        difficulty = 0.0
    return SeRating(round_se(difficulty), round_se(pearl), round_se(diamond), hardest, tuple(steps), rules)


def _apply(grid: SeGrid, hint: SeHint) -> SeStep:
    """Apply ``hint`` to ``grid``; the step it is, with the candidates it removed (for a
    placement, those its cell's peers lost besides the cell's own)."""
    removed = {c: grid.cands[c] & m for c, m in hint.removals.items() if grid.cands[c] & m}
    before = grid.cands[:]
    hint.apply(grid)
    if hint.cell >= 0:
        removed = {c: before[c] & ~grid.cands[c] for c in range(81) if before[c] & ~grid.cands[c] and c != hint.cell}
    return SeStep(hint.name, hint.difficulty, _step_of(hint, removed))


def _so_far(
    stopped: Exception,
    difficulty: float,
    pearl: float,
    diamond: float,
    hardest: str | None,
    steps: list[SeStep],
    rules: str,
) -> SeRating:
    """The rating as far as it went when ``stopped`` (a cancel) came: ER is at least the
    family's least figure that was being searched."""
    least = stopped.args[0] if isinstance(stopped, _Stopped) else 0.0
    bound = max(difficulty, least)
    if bound > difficulty and isinstance(stopped, _Stopped):
        hardest = stopped.args[1]
    return SeRating(round_se(bound), round_se(pearl or bound), round_se(diamond or bound), hardest, tuple(steps), rules)


def _peers(cell: int) -> tuple[int, ...]:
    from .board import HOUSE_CELLS

    return HOUSE_CELLS[cell]
