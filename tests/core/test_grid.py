"""Grid geometry, parsing and formatting."""

from __future__ import annotations

import pytest
from conftest import format_rows
from hypothesis import given
from hypothesis import strategies as st

from sudoku_gui.core.candidates import ALL, bit, count, digits, lowest
from sudoku_gui.core.grid import (
    BOXES,
    PEERS,
    UNITS,
    PuzzleError,
    basic_candidates,
    cell_name,
    conflicting_cells,
    find_conflicts,
    format_grid,
    is_solution,
    parse_puzzle,
)

HARD = ".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."


def test_geometry():
    assert len(UNITS) == 27 and all(len(u) == 9 for u in UNITS)
    assert all(len(p) == 20 for p in PEERS)
    assert BOXES[4] == (30, 31, 32, 39, 40, 41, 48, 49, 50)
    assert cell_name(0) == "r1c1" and cell_name(80) == "r9c9" and cell_name(29) == "r4c3"


def test_masks():
    m = bit(2) | bit(7)
    assert digits(m) == (2, 7) and count(m) == 2 and lowest(m) == 2
    assert count(ALL) == 9 and bit(9) == 256


def test_parse_line_dots_and_zeros():
    assert parse_puzzle(HARD) == parse_puzzle(HARD.replace(".", "0"))
    values = parse_puzzle(HARD)
    assert values[5] == 3 and values[0] == 0 and sum(1 for v in values if v) == 19


def test_parse_nine_lines_with_separators():
    drawn = format_rows(parse_puzzle(HARD))
    assert "|" in drawn and "-" in drawn and "+" in drawn
    assert parse_puzzle(drawn) == parse_puzzle(HARD)
    nine = "\n".join(HARD[i : i + 9] for i in range(0, 81, 9))
    assert parse_puzzle(nine) == parse_puzzle(HARD)


@pytest.mark.parametrize(
    "text, message",
    [
        ("123", "has 3"),
        (HARD + "1", "has 82"),
        ("", "has 0"),
        (HARD[:40] + "x" + HARD[41:], "unexpected character 'x' at position 41"),
        ("hello world", "unexpected character 'h'"),
    ],
)
def test_parse_errors_say_what_is_wrong(text, message):
    with pytest.raises(PuzzleError, match=message):
        parse_puzzle(text)


@given(st.lists(st.integers(0, 9), min_size=81, max_size=81))
def test_format_parse_round_trip(values):
    assert parse_puzzle(format_grid(values)) == tuple(values)
    assert parse_puzzle(format_rows(values)) == tuple(values)


def test_conflicts_name_unit_and_cells():
    values = [0] * 81
    values[0] = values[8] = 5
    (conflict,) = find_conflicts(values)
    assert str(conflict) == "5 appears 2 times in row 1 (r1c1, r1c9)"
    assert conflicting_cells(values) == {0, 8}


def test_basic_candidates():
    cands = basic_candidates(parse_puzzle(HARD))
    assert cands[5] == bit(3)
    assert 3 not in digits(cands[0]) and 8 not in digits(cands[0])


def test_is_solution():
    grid = [((r * 3 + r // 3 + c) % 9) + 1 for r in range(9) for c in range(9)]
    assert is_solution(grid)
    grid[0], grid[1] = grid[1], grid[0]
    assert not is_solution(grid)
