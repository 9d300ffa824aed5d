"""Names of the difficulty levels and of the generator's symmetries: cheap to import (the command
line builds its choices from them without loading the techniques)."""

from __future__ import annotations

from ..message import QT_TRANSLATE_NOOP

BEYOND = QT_TRANSLATE_NOOP("level", "Beyond")
"""The level of a puzzle that needs a guess with the implemented techniques."""

LEVELS: tuple[tuple[float, str], ...] = (
    (2.3, QT_TRANSLATE_NOOP("level", "Easy")),  # singles only
    (3.4, QT_TRANSLATE_NOOP("level", "Medium")),  # intersections, pairs, X-Wing
    (4.7, QT_TRANSLATE_NOOP("level", "Hard")),  # triples, Swordfish, wings, unique rectangles
    (6.0, QT_TRANSLATE_NOOP("level", "Expert")),  # quads, Jellyfish, BUG
    (6.8, QT_TRANSLATE_NOOP("level", "Extreme")),  # single-digit patterns, coloring, finned fish, chains
)
"""Upper bound of each level's ratings."""

LEVEL_NAMES: tuple[str, ...] = tuple(name for _, name in LEVELS)

SE_LEVELS: tuple[tuple[float, str], ...] = (
    (1.5, LEVELS[0][1]),  # hidden singles (the Sudoku Exchange bank's "easy" is below 1.5)
    (2.5, LEVELS[1][1]),  # direct pointing and hidden pairs, naked singles (its "medium": below 2.5)
    (4.4, LEVELS[2][1]),  # locked candidates, pairs, triples, X-Wing, Swordfish, XY- and XYZ-Wing
    (6.4, LEVELS[3][1]),  # uniqueness, quads, Jellyfish, BUG, strong links, big wings, APE
    (8.9, LEVELS[4][1]),  # chains and cycles, Nishio, multiple and dynamic forcing chains
)
"""Upper bound of each level's Sudoku Explainer rating (ER); above the last: ``BEYOND`` (dynamic
forcing chains (+) and nested ones, 9.0-11.x: the forums' hardest lists)."""


def se_level(er: float) -> str:
    """The level of a Sudoku Explainer rating ``er`` (see ``SE_LEVELS``)."""
    for bound, name in SE_LEVELS:
        if er <= bound:
            return name
    return BEYOND


SYMMETRIES: tuple[str, ...] = ("none", "central", "diagonal")
"""Where a generated puzzle's givens sit: anywhere, symmetric about the centre, or about the main diagonal."""
