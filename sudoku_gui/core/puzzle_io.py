"""Reading puzzles from a command-line argument or a file.

A file holds one puzzle per line (the collections' format), or a single puzzle drawn as nine
lines of nine. Blank lines and ``#`` comments are skipped. Bad lines are kept as errors, in
order, so a report can say which input was bad without losing its place.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from .grid import PuzzleError, Values, parse_puzzle


@dataclass(frozen=True)
class PuzzleInput:
    """One input puzzle: its source text and either the parsed ``values`` or an ``error``
    (which names the file line when the puzzle came from one line of a file)."""

    source: str
    values: Values | None
    error: str | None = None


def _strip_comment(line: str) -> str:
    return line.split("#", 1)[0].strip()


def _parse(text: str) -> PuzzleInput:
    try:
        return PuzzleInput(text, parse_puzzle(text))
    except PuzzleError as e:
        return PuzzleInput(text, None, str(e))


def puzzles_from_text(text: str) -> list[PuzzleInput]:
    """Every puzzle in ``text``: one per line, or the whole text as one drawn grid.

    A text whose first puzzle line reads on its own is one-per-line; otherwise the whole text is
    tried as one grid (nine lines of nine, separators allowed); if that fails too, each line is
    reported with its own error.
    """
    numbered = [(n, s) for n, s in enumerate((_strip_comment(raw) for raw in text.splitlines()), 1) if s]
    if not numbered:
        return [PuzzleInput("", None, "no puzzle found (the input is empty)")]
    if _parse(numbered[0][1]).values is None:
        whole = _parse("\n".join(s for _, s in numbered))
        if whole.values is not None:
            return [whole]
    if len(numbered) == 1:
        return [_parse(numbered[0][1])]
    return [_parse_line(n, s) for n, s in numbered]


def _parse_line(line_no: int, text: str) -> PuzzleInput:
    item = _parse(text)
    return item if item.values is not None else PuzzleInput(text, None, f"line {line_no}: {item.error}")


def load_puzzles(arg: str) -> list[PuzzleInput]:
    """Puzzles named by a command-line argument: a file's path, or the puzzle itself.

    Raises:
        OSError: when ``arg`` names a file that cannot be read.
    """
    if os.path.isfile(arg):
        with open(arg, encoding="utf-8", errors="replace") as f:
            return puzzles_from_text(f.read())
    parsed = _parse(arg)
    if parsed.values is None and not set(arg) <= set("0123456789.|-+ \t\r\n"):
        return [PuzzleInput(arg, None, f"{arg!r} is neither a file nor a puzzle ({parsed.error})")]
    return [parsed]
