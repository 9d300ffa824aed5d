"""The puzzles shipped with the app (``resources/``), for the Puzzles menu."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .grid import Values, parse_puzzle

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
SEED_PUZZLES = RESOURCES / "seed_puzzles.tsv"

SEED_ARTICLES = {
    "000": "Ruby solver (seed 000)",
    "001": "Python solver (seed 001)",
    "002": "Java solver (seed 002)",
    "003": "JavaScript visualizer (seed 003)",
    "004": "C solver (seed 004)",
}
"""Readable titles of the seed articles, keyed by the number their file names start with."""


@dataclass(frozen=True)
class LibraryPuzzle:
    """A named puzzle: ``source`` is the article file it appears in."""

    source: str
    name: str
    values: Values

    @property
    def article(self) -> str:
        return SEED_ARTICLES.get(self.source[:3], self.source)


def load_seed_puzzles(path: Path = SEED_PUZZLES) -> list[LibraryPuzzle]:
    """Every puzzle of the seed articles, in file order (TSV: source, name, puzzle).

    Raises:
        OSError: when the file is missing or unreadable.
        PuzzleError: when a line holds no valid puzzle.
    """
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        source, name, puzzle = line.split("\t")
        found.append(LibraryPuzzle(source, name, parse_puzzle(puzzle)))
    return found
