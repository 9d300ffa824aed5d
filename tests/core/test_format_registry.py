"""A puzzle format is one module (issue 28): its reader, writer, name and what it keeps are
declared together and registered once; the readers of one-line formats are found through the
registry, like the writers."""

from __future__ import annotations

import importlib
import pkgutil

import sudoku_gui.core.puzzles.formats as formats
import sudoku_gui.core.puzzles.puzzle_io as puzzle_io
from sudoku_gui.core.grid import format_grid, parse_puzzle
from sudoku_gui.core.puzzles.formats import FORMAT_NAMES, FORMATS, LINE_FORMATS, WRITERS, Board, Format

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_every_format_module_declares_one_registered_format():
    modules = [m.name for m in pkgutil.iter_modules(formats.__path__) if m.name != "format_base"]
    declared = [importlib.import_module(f"sudoku_gui.core.puzzles.formats.{m}").FORMAT for m in modules]
    assert sorted(f.name for f in declared) == sorted(FORMATS)
    assert list(WRITERS) == list(FORMAT_NAMES) == list(FORMATS) == ["81", "sdk", "pm", "hodoku", "729"]
    assert {f.name for f in LINE_FORMATS} == {"hodoku", "729"}


def test_the_reader_finds_a_registered_line_format(monkeypatch):
    """A new one-line format needs no change to the reader: registering it is enough."""
    values = parse_puzzle(PUZZLE)
    toy = Format(
        "toy",
        "Toy line",
        lambda board: "toy:" + format_grid(board.values) + "\n",
        is_line=lambda line: line.startswith("toy:"),
        read_line=lambda line: Board(parse_puzzle(line[4:])),
    )
    monkeypatch.setattr(puzzle_io, "LINE_FORMATS", (toy, *LINE_FORMATS))
    [item] = puzzle_io.puzzles_from_text("toy:" + PUZZLE)
    assert item.values == values and item.board == Board(values)
    assert puzzle_io.format_of(item) == "toy"
