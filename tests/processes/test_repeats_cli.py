"""``--repeats PUZZLE_OR_FILE --algorithm A``: the figures printed are the tree's, and its exit codes."""

from __future__ import annotations

import re

import pytest

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.analysis.compare_searches import record_run
from sudoku_gui.core.analysis.repeated_failures import find_repeats
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import format_grid
from sudoku_gui.core.puzzles.library import load_seed_puzzles

NORMAL = next(p.values for p in load_seed_puzzles() if p.source.startswith("000") and p.name == "Normal")
FIGURES = re.compile(
    r"^(\d+)\. (r\dc\d = \d) fails the same way ([\d,]+) times \(([\d,]+) nodes? each, ([\d,]+) nodes\)"
)
SHAPES = re.compile(r"^(\d+)\. a sub-search of ([\d,]+) nodes? fails in this shape ([\d,]+) times \(([\d,]+) nodes\)")


def number(text: str) -> int:
    return int(text.replace(",", ""))


def test_the_figures_printed_are_the_trees(capsys):
    assert main(["--repeats", format_grid(NORMAL), "--algorithm", "naive", "--limit", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    timeline = record_run(BoardState(NORMAL), "naive", None)
    tree = timeline.tree
    assert tree is not None
    found = find_repeats(tree)
    assert lines[0].startswith(f"puzzle=1 naive: {len(tree):,} nodes")
    assert f"{len(found.exact):,} repeated sub-searches, {len(found.shapes):,} repeated shapes" in lines[0]
    exact = [FIGURES.match(line) for line in lines if FIGURES.match(line)]
    shapes = [SHAPES.match(line) for line in lines if SHAPES.match(line)]
    assert len(exact) == len(shapes) == 4
    for m, g in zip(exact, found.exact[:4], strict=True):
        label = tree.label(g.first).replace("=", " = ")
        assert (m[2], number(m[3]), number(m[4]), number(m[5])) == (label, g.count, g.size, g.waste)
        assert number(m[3]) * number(m[4]) == number(m[5])
    for m, g in zip(shapes, found.shapes[:4], strict=True):
        assert (number(m[2]), number(m[3]), number(m[4])) == (g.size, g.count, g.waste)
    assert all(": " in line for line in lines if FIGURES.match(line))  # each with its reason


def test_an_invalid_puzzle_exits_1_and_a_missing_file_2(capsys, tmp_path):
    assert main(["--repeats", "123", "--algorithm", "naive"]) == 1
    assert capsys.readouterr().out.startswith("puzzle=1 invalid: ")
    assert main(["--repeats", str(tmp_path / "none.txt")]) == 2


@pytest.mark.parametrize("extra", [["--stats"], ["--jobs", "2"], [format_grid(NORMAL)]])
def test_options_that_do_not_go_with_it_are_refused(extra):
    with pytest.raises(SystemExit) as raised:
        main(["--repeats", format_grid(NORMAL), *extra])
    assert raised.value.code == 2
