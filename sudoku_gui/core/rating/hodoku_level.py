"""HoDoKu's difficulty level of a solving path: Easy, Medium, Hard, Unfair or Extreme.

HoDoKu (hobiwan's solver, GPL) gives every technique a level and a score per use (its default
``Options.DEFAULT_SOLVER_STEPS``) and each level a highest total score (``DEFAULT_DIFFICULTY_LEVELS``:
Easy 800, Medium 1000, Hard 1600, Unfair 1800). A solved puzzle's level is the highest level of
the techniques its path used, raised one level at a time while the path's total score is above
that level's bound: a long Medium path becomes Hard. A guess counts as HoDoKu's "Brute Force"
(Extreme, 10000).

Here the path is the ``human`` strategy's (HoDoKu's technique set, simplest first), read by the
HoDoKu technique codes its techniques carry. Techniques HoDoKu lacks count as their nearest
HoDoKu kin (the nested forcing net as a forcing net).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..message import QT_TRANSLATE_NOOP
from ..steps import Eliminate, Guess, Place, Step
from ..techniques import TECHNIQUES
from .levels import LEVELS

EASY, MEDIUM, HARD, _EXPERT, EXTREME = (name for _, name in LEVELS)  # HoDoKu has no Expert
UNFAIR = QT_TRANSLATE_NOOP("level", "Unfair")

HODOKU_LEVELS: tuple[tuple[str, int], ...] = (
    (EASY, 800),
    (MEDIUM, 1000),
    (HARD, 1600),
    (UNFAIR, 1800),
    (EXTREME, 2**31 - 1),
)
"""HoDoKu's levels, easiest first, each with its highest total score."""

_E, _M, _H, _U, _X = range(5)

STEP_SCORES: dict[str, tuple[int, int]] = {
    # code: (level index into HODOKU_LEVELS, score per use)
    "0000": (_E, 4),  # Full House
    "0003": (_E, 4),  # Naked Single
    "0002": (_E, 14),  # Hidden Single
    "0110": (_M, 40),  # Locked Pair
    "0111": (_M, 60),  # Locked Triple
    "0100": (_M, 50),  # Locked Candidates Type 1
    "0101": (_M, 50),  # Locked Candidates Type 2
    "0200": (_M, 60),  # Naked Pair
    "0201": (_M, 80),  # Naked Triple
    "0210": (_M, 70),  # Hidden Pair
    "0211": (_M, 100),  # Hidden Triple
    "0202": (_H, 120),  # Naked Quadruple
    "0212": (_H, 150),  # Hidden Quadruple
    "0300": (_H, 140),  # X-Wing
    "0301": (_H, 150),  # Swordfish
    "0302": (_H, 160),  # Jellyfish
    "0703": (_H, 110),  # Remote Pair
    "0610": (_H, 100),  # BUG+1
    "0400": (_H, 130),  # Skyscraper
    "0401": (_H, 150),  # 2-String Kite
    "0403": (_H, 120),  # Turbot Fish
    "0402": (_H, 120),  # Empty Rectangle
    "0803": (_H, 150),  # W-Wing
    "0800": (_H, 160),  # XY-Wing
    "0801": (_H, 180),  # XYZ-Wing
    "0600": (_H, 100),  # Uniqueness Test 1
    "0601": (_H, 100),  # Uniqueness Test 2
    "0602": (_H, 100),  # Uniqueness Test 3
    "0603": (_H, 100),  # Uniqueness Test 4
    "0604": (_H, 100),  # Uniqueness Test 5
    "0605": (_H, 100),  # Uniqueness Test 6
    "0606": (_H, 100),  # Hidden Rectangle
    "0607": (_H, 100),  # Avoidable Rectangle Type 1
    "0608": (_H, 100),  # Avoidable Rectangle Type 2
    "0310": (_H, 130),  # Finned X-Wing
    "0320": (_H, 150),  # Sashimi X-Wing
    "0311": (_U, 200),  # Finned Swordfish
    "0321": (_U, 240),  # Sashimi Swordfish
    "0312": (_U, 250),  # Finned Jellyfish
    "0322": (_U, 260),  # Sashimi Jellyfish
    "1101": (_U, 250),  # Sue de Coq
    "0500": (_H, 150),  # Simple Colors
    "0501": (_H, 150),
    "0502": (_H, 200),  # Multi-Colors
    "0503": (_H, 200),
    "0701": (_U, 260),  # X-Chain
    "0702": (_U, 260),  # XY-Chain
    "0706": (_U, 280),  # Nice Loop / AIC
    "0707": (_U, 280),
    "0708": (_U, 280),
    "0709": (_U, 300),  # Grouped Nice Loop / AIC
    "0710": (_U, 300),
    "0711": (_U, 300),
    "0901": (_U, 300),  # ALS-XZ
    "0902": (_U, 320),  # ALS-XY-Wing
    "0903": (_U, 340),  # ALS-XY-Chain
    "0904": (_U, 360),  # Death Blossom
    "1301": (_X, 500),  # Forcing Chain
    "1302": (_X, 500),
    "1303": (_X, 700),  # Forcing Net
    "1304": (_X, 700),
}
"""HoDoKu's level and score per use of each technique, by HoDoKu's technique code (its
``Options.DEFAULT_SOLVER_STEPS``)."""

NESTED_NET = (_X, 700)
"""Our nested forcing net, which HoDoKu lacks: scored as its forcing net."""
BRUTE_FORCE = (_X, 10000)
"""A guess: HoDoKu's Brute Force."""


BY_TECHNIQUE: dict[str, tuple[int, int]] = {
    t.name: next((STEP_SCORES[c] for c in t.codes if c in STEP_SCORES), NESTED_NET) for t in TECHNIQUES
}
"""Technique name -> (level index, score)."""


def step_score(step: Step) -> tuple[int, int] | None:
    """(level index, score) of one step of a solving path; None for steps that are not moves
    (a contradiction, a backtrack, the end) or not a technique's."""
    if isinstance(step, Guess):
        return BRUTE_FORCE
    if isinstance(step, Place | Eliminate):
        return BY_TECHNIQUE.get(step.technique)
    return None


class HodokuScore:
    """HoDoKu's level as a path is walked: ``add`` each step, then ``level`` and ``score``."""

    __slots__ = ("level_index", "score")

    def __init__(self) -> None:
        self.level_index = 0
        self.score = 0

    def add(self, step: Step) -> None:
        found = step_score(step)
        if found is not None:
            self.level_index = max(self.level_index, found[0])
            self.score += found[1]

    @property
    def level(self) -> str:
        """The level name, raised while the score is above its bound."""
        index = self.level_index
        while index < len(HODOKU_LEVELS) - 1 and self.score > HODOKU_LEVELS[index][1]:
            index += 1
        return HODOKU_LEVELS[index][0]


def hodoku_level(steps: Iterable[Step]) -> tuple[str, int]:
    """(level name, total score) of a solving path, HoDoKu's way."""
    total = HodokuScore()
    for step in steps:
        total.add(step)
    return total.level, total.score
