"""Difficulty rating: the hardest technique a puzzle needs, on the Sudoku Explainer scale.

Source of the numbers: Sudoku Explainer's published technique ratings (1.0 last cell in a
house, 1.5 hidden single, 2.3 naked single, 2.6 pointing, 2.8 claiming, 3.0 naked pair, 3.2
X-Wing, 3.4 hidden pair, 3.6 naked triple, 3.8 Swordfish, 4.0 hidden triple, 4.2 XY-Wing, 4.4
XYZ-Wing, 4.5-4.7 unique rectangles, 5.0 naked quad, 5.2 Jellyfish, 5.4 hidden quad, 5.6 BUG,
6.5-6.6 X-cycles and forcing X-chains, 6.6+ Y-chains, 7.0+ AICs and nice loops, 7.5-8.x forcing
chains, 8.5-9.x forcing nets; a chain's figure grows with its length, see ``length_bonus``). Techniques Sudoku Explainer does not name
(Skyscraper, Kite, Empty Rectangle, finned fish, W-Wing, coloring...) get the figure of the chain
it would use for the same elimination (6.5-6.8). Sue de Coq (7.4) is a deduction on two almost
locked sets that SE can only reach by forcing chains or aligned triplet exclusion (7.5), so just below those.
Avoidable Rectangles (Types 1, 2: 4.5, 4.6) and Hidden Rectangles (4.7) rate as the UR type each resembles.
ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom (7.5, plus the length term) need forcing chains in SE (7.6+) and come before them in HoDoKu.
Forcing chains and nets (SE's Nishio 7.6, cell/region forcing chains 8.2, dynamic forcing chains 8.8+): chain contradiction 7.6, chain verity 8.2, net contradiction 8.8, net verity 9.0, nested forcing net 10.0 (SE's nested forcing chains 10+), each plus the length term for its links.
Each technique's figure is in ``techniques.TECHNIQUES``.

The ``human`` strategy always takes the simplest step, so the highest figure among its steps is
the puzzle's rating. When it has to guess, the puzzle is beyond this technique set: its level is
"Beyond" and the rating is the highest figure reached before the first guess.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate, Guess, Place
from ..strategies.human import human
from ..techniques import BY_NAME
from .hodoku_level import HodokuScore
from .levels import BEYOND, LEVELS


@dataclass(frozen=True)
class Rating:
    """``score`` on the Sudoku Explainer scale, ``level`` name, ``hardest`` technique used, and
    ``guesses`` (0 when the techniques alone solve it)."""

    score: float
    level: str
    hardest: str | None
    guesses: int
    hodoku_level: str = ""
    """HoDoKu's level of the same path (``hodoku_level.py``): Easy .. Unfair, Extreme."""
    hodoku_score: int = 0
    """HoDoKu's total score of the path."""

    def __str__(self) -> str:
        return self.message()

    def with_hodoku(self, line: str) -> str:
        """``line`` followed by HoDoKu's level of the path: ``...; HoDoKu: Hard (score 1234)``
        (``line`` unchanged when there is none)."""
        if not self.hodoku_level:
            return line
        return Message(
            QT_TRANSLATE_NOOP("steps", "{msg}; HoDoKu: {level} (score {n})"),
            msg=line,
            level=self.hodoku_level,
            n=self.hodoku_score,
        )

    def message(self) -> str:
        """The rating as a ``Message``: ``6.6 Extreme (hardest: X-Chain)``."""
        score = f"{self.score:.1f}"
        if self.guesses:
            if self.hardest:
                return Message(
                    QT_TRANSLATE_NOOP(
                        "steps", "{score}+ {level} (needs a guess; hardest technique before it: {technique})"
                    ),
                    score=score,
                    level=self.level,
                    technique=self.hardest,
                )
            return Message(
                QT_TRANSLATE_NOOP("steps", "{score}+ {level} (needs a guess; hardest technique before it: none)"),
                score=score,
                level=self.level,
            )
        if self.hardest is None:  # nothing to solve: every cell is given
            return Message(QT_TRANSLATE_NOOP("steps", "{score} {level} (hardest: None)"), score=score, level=self.level)
        return Message(
            QT_TRANSLATE_NOOP("steps", "{score} {level} (hardest: {technique})"),
            score=score,
            level=self.level,
            technique=self.hardest,
        )


def level_of(score: float) -> str:
    for bound, name in LEVELS:
        if score <= bound:
            return name
    return LEVELS[-1][1]


def length_bonus(links: int) -> float:
    """Sudoku Explainer's term for a chain's length: 0.1 for each bound the number of links
    exceeds, the bounds starting at 4 and growing by 3/2 and 4/3 in turn (4, 6, 8, 12, 16, 24,
    32, ...). So a 5-link chain adds 0.1, a 20-link one 0.5."""
    bonus, bound, grow_half = 0.0, 4, True
    while links > bound:
        bonus += 0.1
        bound = bound * 3 // 2 if grow_half else bound * 4 // 3
        grow_half = not grow_half
    return round(bonus, 1)


def step_rating(step: Place | Eliminate) -> float:
    """The figure of one logical step: its technique's, plus ``length_bonus`` for a chain."""
    base = BY_NAME[step.technique].rating
    return round(base + length_bonus(len(step.links)), 1) if step.links else base


def rate(
    puzzle: Sequence[int], cancelled: Callable[[], bool] | None = None, ceiling: float | None = None
) -> Rating | None:
    """Rate ``puzzle`` (81 ints) by solving it with the ``human`` strategy.

    ``cancelled`` is polled between steps; the result is None when it said stop. With
    ``ceiling``, rating stops at the first step rated above it (or the first guess): the result
    then only says "harder than ``ceiling``" (its score is that step's), which is all a generator
    needs, for a fraction of the time on the hardest puzzles.
    """
    score, hardest, guesses = 0.0, None, 0
    hodoku = HodokuScore()
    for step in human(puzzle):
        if cancelled is not None and cancelled():
            return None
        hodoku.add(step)
        if isinstance(step, Guess):
            guesses += 1
            if ceiling is not None:
                break
        elif isinstance(step, Place | Eliminate) and not guesses:
            r = step_rating(step)
            if r > score:
                score, hardest = r, step.technique
                if ceiling is not None and r > ceiling:
                    return Rating(score, level_of(score), hardest, 0, hodoku.level, hodoku.score)
    if guesses:
        return Rating(score, BEYOND, hardest, guesses, hodoku.level, hodoku.score)
    return Rating(score, level_of(score), hardest, 0, hodoku.level, hodoku.score)
