"""Names of the difficulty levels and of the generator's symmetries: cheap to import (the command
line builds its choices from them without loading the techniques)."""

from __future__ import annotations

from .message import QT_TRANSLATE_NOOP

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

SYMMETRIES: tuple[str, ...] = ("none", "central", "diagonal")
"""Where a generated puzzle's givens sit: anywhere, symmetric about the centre, or about the main diagonal."""
