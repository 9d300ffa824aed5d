"""Puzzle formats: every writer's output reads back through the one reader as the same board."""

from __future__ import annotations

import random

from conftest import DATA
from hypothesis import given, settings
from hypothesis import strategies as st

from sudoku_gui.core.candidates import bit
from sudoku_gui.core.fast import solve_fast
from sudoku_gui.core.formats import WRITERS, Board
from sudoku_gui.core.grid import basic_candidates
from sudoku_gui.core.puzzle_io import load_puzzles, puzzles_from_text

SOLVED = solve_fast((0,) * 81)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """Givens and placed digits from a solved grid, marks a random subset of the implied ones.

    An empty cell keeps at least two marks: in a pencil-mark grid or a candidate line a cell
    written with one digit is a filled cell (the formats' own convention), so a lone mark cannot
    be told from a digit; a cell whose peers leave one option is placed instead."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    kinds = [rng.choice("gpe") for _ in range(81)]  # given, placed, empty
    while True:
        values = [SOLVED[c] if k != "e" else 0 for c, k in enumerate(kinds)]
        implied = basic_candidates(values)
        lone = [c for c in range(81) if not values[c] and bin(implied[c]).count("1") < 2]
        if not lone:
            break
        for c in lone:
            kinds[c] = "p"
    givens = tuple(SOLVED[c] if k == "g" else 0 for c, k in enumerate(kinds))
    placed = tuple(SOLVED[c] if k == "p" else 0 for c, k in enumerate(kinds))
    marks = []
    for c in range(81):
        if values[c]:
            marks.append(bit(values[c]))
        else:
            options = [b for b in range(9) if implied[c] >> b & 1]
            keep = [b for b in options if rng.random() < 0.7]
            while len(keep) < 2:
                keep = sorted(set(keep) | {rng.choice(options)})
            marks.append(sum(1 << b for b in keep))
    return Board(givens, placed, tuple(marks))


def read_back(text: str) -> Board | tuple[int, ...]:
    (item,) = puzzles_from_text(text)
    assert item.values is not None, item.error
    return item.board if item.board is not None else item.values


@settings(max_examples=60, deadline=None)
@given(boards())
def test_every_writer_reads_back(board):
    assert read_back(WRITERS["81"](board)) == board.values
    assert read_back(WRITERS["sdk"](board)) == board.values
    hodoku = read_back(WRITERS["hodoku"](board))
    assert hodoku == board  # givens, placed digits and marks, all of them
    for name in ("pm", "729"):
        back = read_back(WRITERS[name](board))
        if isinstance(back, tuple):  # no empty cell: a pencil-mark grid of digits reads as a drawn grid
            assert back == board.values and all(board.values), name
        else:
            assert back.values == board.values and back.marks == board.marks, name


def test_hodoku_reglib_lines_read_as_boards():
    items = [it for it in load_puzzles(str(DATA / "hodoku_reglib-1.3.txt")) if it.values is not None]
    assert len(items) > 1000 and all(it.board is not None for it in items)
    first = items[0].board
    assert first.placed[0] == 6 and first.givens[0] == 0  # "+6" opens the first line


def test_simple_sudoku_and_sdk_files(tmp_path):
    ss = tmp_path / "p.ss"
    rows = [
        "4..|...|8.5",
        ".3.|...|...",
        "...|7..|...",
        ".2.|...|.6.",
        "...|.8.|4..",
        "...|.1.|...",
        "...|6.3|.7.",
        "5..|2..|...",
        "1.4|...|...",
    ]
    border = "*-----------*"
    ss.write_text(
        border
        + "\n"
        + "\n".join("|" + r + "|" for r in rows[:3])
        + "\n|---+---+---|\n"
        + "\n".join("|" + r + "|" for r in rows[3:6])
        + "\n|---+---+---|\n"
        + "\n".join("|" + r + "|" for r in rows[6:])
        + "\n"
        + border
        + "\n"
    )
    sdk = tmp_path / "p.sdk"
    sdk.write_text("#A someone\n#D a description\n[Puzzle]\n" + "\n".join(r.replace("|", "") for r in rows) + "\n")
    (a,) = load_puzzles(str(ss))
    (b,) = load_puzzles(str(sdk))
    assert a.values == b.values and a.values is not None and sum(1 for v in a.values if v) == 17


def test_a_forum_pencil_mark_grid():
    board = Board(tuple(SOLVED[:40]) + (0,) * 41)
    text = WRITERS["pm"](board)
    assert text.splitlines()[0].startswith(".---")
    back = read_back(text)
    assert back.values == board.values and back.marks == tuple(basic_candidates(board.values))


def test_a_hodoku_pencil_mark_grid_closed_by_quotes_is_one_puzzle():
    """HoDoKu prints a pencil-mark grid's bottom border as ``'----'----'----'``: a border, not a
    second, broken puzzle; so are ``+---+`` and bare dash lines around a grid."""
    board = Board(tuple(SOLVED[:40]) + (0,) * 41)
    lines = WRITERS["pm"](board).splitlines()
    hodoku = "\n".join([*lines[:-1], lines[-1].replace(".", "'")])
    assert hodoku.splitlines()[-1].startswith("'---") and hodoku.splitlines()[-1].endswith("-'")
    back = read_back(hodoku)
    assert back.values == board.values and back.marks == tuple(basic_candidates(board.values))
    for top, bottom in (("'---'", "'---'"), ("+---+---+---+", "+---+---+---+"), ("-" * 11, "-" * 11)):
        items = puzzles_from_text("\n".join([top, *lines[1:-1], bottom, "#", WRITERS["81"](board)]))
        assert [it.error for it in items] == [None, None], (top, bottom)
