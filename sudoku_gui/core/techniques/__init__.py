"""Human solving techniques: each finds the steps a player could take on a candidate grid.

A technique is a pure function ``find(grid) -> Iterator[Step]`` yielding every instance it sees
(Place or Eliminate steps with their explanation); it never changes the grid. ``TECHNIQUES``
lists them from simplest to hardest, the order the ``human`` strategy tries them. ``codes`` are
HoDoKu's technique codes (its regression library uses them); ``rating`` is the difficulty on
the Sudoku Explainer scale (see ``rating.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial

from ..message import QT_TRANSLATE_NOOP
from ..steps import Eliminate, Step
from . import (
    aic,
    als,
    basic,
    chains,
    coloring,
    fish,
    forcing,
    forcing_nested,
    rectangles,
    single_digit,
    sue_de_coq,
    uniqueness,
    wings,
)
from .cgrid import CandidateGrid


@dataclass(frozen=True)
class Technique:
    """A named technique: ``find`` yields every instance on a grid. ``needs_unique``: the
    technique is sound only on a puzzle with exactly one solution (uniqueness techniques reason
    that a deadly pattern cannot be the answer)."""

    name: str
    find: Callable[[CandidateGrid], Iterator[Step]]
    rating: float
    codes: tuple[str, ...]
    needs_unique: bool = False


def _only(
    name: str, finder: Callable[[CandidateGrid], Iterable[Eliminate]]
) -> Callable[[CandidateGrid], Iterator[Step]]:
    """The steps of ``finder`` that carry technique ``name`` (finders may report variants).

    The finder's steps are kept with the grid state, so the names sharing it search once.
    """

    def find(g: CandidateGrid) -> Iterator[Step]:
        return (s for s in g.memo(finder, lambda: list(finder(g))) if s.technique == name)

    find.__name__ = f"find_{name.lower().replace(' ', '_')}"
    return find


# Finders that report several technique names: one object each, so ``_only`` can share results.
_SUBSETS = {n: partial(basic.naked_subsets, n=n) for n in (2, 3, 4)}
_FINNED = {n: partial(fish.finned_fish, n=n) for n in (2, 3, 4)}


def _fish(name: str, n: int) -> Callable[[CandidateGrid], Iterator[Step]]:
    return _only(name, _FINNED[n])


def _ur(n: int) -> Callable[[CandidateGrid], Iterator[Step]]:
    return _only(f"Uniqueness Test {n}", uniqueness.unique_rectangles)


# Ratings: Sudoku Explainer's published figures where SE has the technique; otherwise the figure
# SE gives the chain it would use for the same deduction (see rating.py for the table and bands).
_ALL: list[Technique] = [
    Technique(QT_TRANSLATE_NOOP("technique", "Full House"), basic.full_house, 1.0, ("0000",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Hidden Single"), basic.hidden_single, 1.5, ("0002",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Naked Single"), basic.naked_single, 2.3, ("0003",)),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Locked Candidates Type 1 (Pointing)"),
        partial(basic.locked_candidates, kind=1),
        2.6,
        ("0100",),
    ),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Locked Candidates Type 2 (Claiming)"),
        partial(basic.locked_candidates, kind=2),
        2.8,
        ("0101",),
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Locked Pair"), _only("Locked Pair", _SUBSETS[2]), 3.0, ("0110",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Naked Pair"), _only("Naked Pair", _SUBSETS[2]), 3.0, ("0200",)),
    Technique(QT_TRANSLATE_NOOP("technique", "X-Wing"), partial(fish.basic_fish, n=2), 3.2, ("0300",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Hidden Pair"), partial(basic.hidden_subsets, n=2), 3.4, ("0210",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Locked Triple"), _only("Locked Triple", _SUBSETS[3]), 3.6, ("0111",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Naked Triple"), _only("Naked Triple", _SUBSETS[3]), 3.6, ("0201",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Swordfish"), partial(fish.basic_fish, n=3), 3.8, ("0301",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Hidden Triple"), partial(basic.hidden_subsets, n=3), 4.0, ("0211",)),
    Technique(QT_TRANSLATE_NOOP("technique", "XY-Wing"), wings.xy_wing, 4.2, ("0800",)),
    Technique(QT_TRANSLATE_NOOP("technique", "XYZ-Wing"), wings.xyz_wing, 4.4, ("0801",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Uniqueness Test 1"), _ur(1), 4.5, ("0600",), needs_unique=True),
    # Avoidable and Hidden Rectangles: the Unique Rectangle argument, rated as the UR type each
    # resembles (Type 1, Type 2, and Type 6's digit confined to the rectangle's lines).
    Technique(
        QT_TRANSLATE_NOOP("technique", "Avoidable Rectangle Type 1"),
        _only(rectangles.AVOIDABLE_1, rectangles.avoidable_rectangles),
        4.5,
        ("0607",),
        needs_unique=True,
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Uniqueness Test 2"), _ur(2), 4.6, ("0601",), needs_unique=True),
    Technique(QT_TRANSLATE_NOOP("technique", "Uniqueness Test 4"), _ur(4), 4.6, ("0603",), needs_unique=True),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Avoidable Rectangle Type 2"),
        _only(rectangles.AVOIDABLE_2, rectangles.avoidable_rectangles),
        4.6,
        ("0608",),
        needs_unique=True,
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Uniqueness Test 3"), _ur(3), 4.7, ("0602",), needs_unique=True),
    Technique(QT_TRANSLATE_NOOP("technique", "Uniqueness Test 5"), _ur(5), 4.7, ("0604",), needs_unique=True),
    Technique(QT_TRANSLATE_NOOP("technique", "Uniqueness Test 6"), _ur(6), 4.7, ("0605",), needs_unique=True),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Hidden Rectangle"),
        rectangles.hidden_rectangles,
        4.7,
        ("0606",),
        needs_unique=True,
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Naked Quad"), _only("Naked Quad", _SUBSETS[4]), 5.0, ("0202",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Jellyfish"), partial(fish.basic_fish, n=4), 5.2, ("0302",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Hidden Quad"), partial(basic.hidden_subsets, n=4), 5.4, ("0212",)),
    Technique(QT_TRANSLATE_NOOP("technique", "BUG+1"), uniqueness.bug_plus_one, 5.6, ("0610",), needs_unique=True),
    Technique(QT_TRANSLATE_NOOP("technique", "Skyscraper"), single_digit.skyscraper, 6.5, ("0400",)),
    Technique(QT_TRANSLATE_NOOP("technique", "2-String Kite"), single_digit.two_string_kite, 6.5, ("0401",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Turbot Fish"), single_digit.turbot_fish, 6.5, ("0403",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Empty Rectangle"), single_digit.empty_rectangle, 6.5, ("0402",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Finned X-Wing"), _fish("Finned X-Wing", 2), 6.5, ("0310",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Sashimi X-Wing"), _fish("Sashimi X-Wing", 2), 6.5, ("0320",)),
    Technique(QT_TRANSLATE_NOOP("technique", "W-Wing"), wings.w_wing, 6.5, ("0803",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Remote Pair"), wings.remote_pair, 6.5, ("0703",)),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Simple Colors Trap"),
        _only("Simple Colors Trap", coloring.simple_colors),
        6.5,
        ("0500",),
    ),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Simple Colors Wrap"),
        _only("Simple Colors Wrap", coloring.simple_colors),
        6.5,
        ("0501",),
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Finned Swordfish"), _fish("Finned Swordfish", 3), 6.6, ("0311",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Sashimi Swordfish"), _fish("Sashimi Swordfish", 3), 6.6, ("0321",)),
    Technique(QT_TRANSLATE_NOOP("technique", "X-Chain"), chains.x_chain, 6.6, ("0701",)),
    Technique(QT_TRANSLATE_NOOP("technique", "XY-Chain"), chains.xy_chain, 6.6, ("0702",)),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Multi-Colors 1"), _only("Multi-Colors 1", coloring.multi_colors), 6.7, ("0502",)
    ),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Multi-Colors 2"), _only("Multi-Colors 2", coloring.multi_colors), 6.7, ("0503",)
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Finned Jellyfish"), _fish("Finned Jellyfish", 4), 6.8, ("0312",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Sashimi Jellyfish"), _fish("Sashimi Jellyfish", 4), 6.8, ("0322",)),
    # Sudoku Explainer rates a chain by its kind and length (6.5-7.x); an AIC covers X- and
    # XY-Chains and their mixtures, so it comes after them at SE's figure for a short chain.
    Technique(QT_TRANSLATE_NOOP("technique", "AIC"), partial(aic.named_steps, name=aic.AIC), 7.0, ("0708",)),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Continuous Nice Loop"),
        partial(aic.named_steps, name=aic.CONTINUOUS),
        7.0,
        ("0706",),
    ),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Discontinuous Nice Loop"),
        partial(aic.named_steps, name=aic.DISCONTINUOUS),
        7.0,
        ("0707",),
    ),
    # Grouped nodes (one digit in a box-line intersection) make a chain harder to see.
    Technique(
        QT_TRANSLATE_NOOP("technique", "Grouped AIC"), partial(aic.named_steps, name=aic.GROUPED_AIC), 7.1, ("0711",)
    ),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Grouped Continuous Nice Loop"),
        partial(aic.named_steps, name=aic.GROUPED_CONTINUOUS),
        7.1,
        ("0709",),
    ),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Grouped Discontinuous Nice Loop"),
        partial(aic.named_steps, name=aic.GROUPED_DISCONTINUOUS),
        7.1,
        ("0710",),
    ),
    # Two almost locked sets around a box-line intersection: SE has no such step (see rating.py).
    Technique(QT_TRANSLATE_NOOP("technique", "Sue de Coq"), sue_de_coq.sue_de_coq, 7.4, ("1101",)),
    # Almost locked sets: SE has none; HoDoKu tries them (XZ, XY-Wing, chains, Death Blossom) before
    # forcing chains, so just below those; a chain's length adds to the figure (see rating.py).
    Technique(QT_TRANSLATE_NOOP("technique", "ALS-XZ"), als.als_xz, 7.5, ("0901",)),
    Technique(QT_TRANSLATE_NOOP("technique", "ALS-XY-Wing"), als.als_xy_wing, 7.5, ("0902",)),
    Technique(QT_TRANSLATE_NOOP("technique", "ALS-XY-Chain"), als.als_xy_chain, 7.5, ("0903",)),
    Technique(QT_TRANSLATE_NOOP("technique", "Death Blossom"), als.death_blossom, 7.5, ("0904",)),
    # The last resort before a guess. SE: Nishio 7.6, cell/region forcing chains 8.2, dynamic
    # (net) forcing chains 8.8+; a chain's length adds to it (see rating.py).
    Technique(
        QT_TRANSLATE_NOOP("technique", "Forcing Chain Contradiction"),
        forcing.forcing_chain_contradictions,
        7.6,
        ("1301",),
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Forcing Chain Verity"), forcing.forcing_chain_verities, 8.2, ("1302",)),
    Technique(
        QT_TRANSLATE_NOOP("technique", "Forcing Net Contradiction"), forcing.forcing_net_contradictions, 8.8, ("1303",)
    ),
    Technique(QT_TRANSLATE_NOOP("technique", "Forcing Net Verity"), forcing.forcing_net_verities, 9.0, ("1304",)),
    # A net grown with nested contradictions: SE's nested forcing chains (10.0+); HoDoKu has none.
    Technique(QT_TRANSLATE_NOOP("technique", "Nested Forcing Net"), forcing_nested.nested_forcing_nets, 10.0, ()),
]

# Names steps carry that are not in the list above (the seed strategies' own steps).
OTHER_NAMES = (
    QT_TRANSLATE_NOOP("technique", "Elimination"),
    QT_TRANSLATE_NOOP("technique", "Naked Subset"),
)

TECHNIQUES: list[Technique] = _ALL
"""Every technique, simplest (lowest rating) first: the order ``human`` tries them in."""

SOUND_ON_ANY: list[Technique] = [t for t in TECHNIQUES if not t.needs_unique]
"""The techniques that stay sound on a puzzle with no or several solutions."""

BY_NAME: dict[str, Technique] = {t.name: t for t in TECHNIQUES}
BY_CODE: dict[str, Technique] = {code: t for t in TECHNIQUES for code in t.codes}
