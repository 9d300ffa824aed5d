"""The puzzles shipped with the app (``resources/``), for the Puzzles menu."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..grid import Values, parse_puzzle
from ..message import QT_TRANSLATE_NOOP, Message
from ..rating.levels import se_level
from ..rating.se.rule_sets import DEFAULT_RULES

RESOURCES = Path(__file__).resolve().parents[3] / "resources"
SEED_PUZZLES = RESOURCES / "seed_puzzles.tsv"
LEVELS = RESOURCES / "levels.tsv"
COLLECTIONS: tuple[tuple[str, str], ...] = (
    ("easy50.txt", QT_TRANSLATE_NOOP("library", "Project Euler 96 (Norvig's easy50)")),
    ("top95.txt", QT_TRANSLATE_NOOP("library", "top95 (Norvig's hard set, from the Sudoku forums)")),
    ("hardest.txt", QT_TRANSLATE_NOOP("library", 'Norvig\'s "hardest" 11')),
)
"""Bundled collections in ``resources/puzzles``: file, menu title (sources in SOURCES.md)."""

SEED_ARTICLES = {
    "000": QT_TRANSLATE_NOOP("library", "Ruby solver article"),
    "001": QT_TRANSLATE_NOOP("library", "Python solver article"),
    "002": QT_TRANSLATE_NOOP("library", "Java solver article"),
    "003": QT_TRANSLATE_NOOP("library", "JavaScript visualizer article"),
    "004": QT_TRANSLATE_NOOP("library", "C solver article"),
}
"""Readable titles of the seed articles, keyed by the number their file names start with (the
menu names them by what they are, not by the project's seed numbers)."""


@dataclass(frozen=True)
class LibraryPuzzle:
    """A named puzzle: ``source`` is the article file it appears in."""

    source: str
    name: str
    values: Values

    @property
    def article(self) -> str:
        return SEED_ARTICLES.get(self.source[:3], self.source)

    @property
    def title(self) -> str:
        """A readable menu name: the article's own name, made readable where it is code."""
        if self.name.startswith("s") and "_" in self.name and self.name[1:].replace("_", "").isdigit():
            return Message(QT_TRANSLATE_NOOP("steps", "Puzzle {name} (as named in the article)"), name=self.name)
        if self.name.startswith("test_sudoku"):
            if ", " not in self.name:
                return self.name
            return Message(QT_TRANSLATE_NOOP("steps", "Test puzzle, {name}"), name=self.name.split(", ", 1)[1])
        if self.name == "sudoku_map":
            return Message(QT_TRANSLATE_NOOP("steps", "The article's puzzle (sudoku_map)"))
        return self.name


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


def load_collection(file: str) -> list[LibraryPuzzle]:
    """The puzzles of a bundled collection, named ``#1``, ``#2``... in file order."""
    found = []
    for n, line in enumerate((RESOURCES / "puzzles" / file).read_text(encoding="utf-8").split(), start=1):
        found.append(LibraryPuzzle(file, f"#{n}", parse_puzzle(line)))
    return found


def bundled_puzzles() -> list[LibraryPuzzle]:
    """The seed articles' puzzles, then every bundled collection's."""
    return load_seed_puzzles() + [p for file, _ in COLLECTIONS for p in load_collection(file)]


def load_levels(path: Path = LEVELS, rules: str = DEFAULT_RULES) -> dict[str, str]:
    """81-character puzzle -> its difficulty under Sudoku Explainer's rule set ``rules``: ER and
    its level, "7.1 Extreme", or a lower bound, "≥9.5 Beyond", as ``make_levels.py`` wrote them
    (a column a rule set, named in the header line); empty when the file is missing."""
    if not path.exists():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines()
    columns = lines[0].lstrip("# ").split("\t") if lines else []
    if rules not in columns:
        return {}
    column = columns.index(rules)
    found = {}
    for line in lines[1:]:
        fields = line.split("\t")
        if line.startswith("#") or len(fields) <= column:
            continue
        figure = fields[column]
        er = float(figure.removeprefix(">="))
        found[fields[0]] = f"{'≥' if figure.startswith('>=') else ''}{er:.1f} {se_level(er)}"
    return found
