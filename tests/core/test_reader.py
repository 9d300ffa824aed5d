"""The one reader (``core.puzzles.puzzle_io``) and the writers: every text gives puzzles or the documented
error, and what is written reads back identical."""

from __future__ import annotations

import codecs
import json
import tracemalloc

import pytest
from conftest import format_rows
from conftest import read_puzzles as data_puzzles
from hypothesis import given, settings
from hypothesis import strategies as st

from sudoku_gui.core.grid import format_grid
from sudoku_gui.core.puzzles.puzzle_io import (
    MAX_PUZZLE_TEXT,
    PuzzleInput,
    SourceError,
    TextTooLarge,
    first_puzzle,
    puzzles_from_text,
    read_puzzles,
)
from sudoku_gui.core.recording.trace_file import TraceWriter
from sudoku_gui.core.runs.solve_to_end import solve

P1, P2 = (format_grid(p) for p in data_puzzles("top95.txt")[:2])
grids = st.lists(st.integers(0, 9), min_size=81, max_size=81).map(tuple)


def valid(items: list[PuzzleInput]) -> list[tuple[int, ...]]:
    return [it.values for it in items if it.values is not None]


# --- properties --------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("0123456789.|-+# \t\r\n\ufeffxé"), max_size=400) | st.text(max_size=200))
def test_any_text_gives_puzzles_or_documented_errors(text):
    items = puzzles_from_text(text)
    assert items
    for it in items:
        assert (it.values is None) != (it.error is None)
        if it.values is not None:
            assert len(it.values) == 81 and all(0 <= v <= 9 for v in it.values)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=600))
def test_any_file_gives_puzzles_or_documented_errors(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("any") / "p.txt"
    path.write_bytes(data)
    for it in read_puzzles(str(path)):
        assert (it.values is None) != (it.error is None)


@settings(max_examples=100, deadline=None)
@given(grids)
def test_an_81_character_line_reads_back_identical(values):
    assert valid(puzzles_from_text(format_grid(values))) == [values]


@settings(max_examples=100, deadline=None)
@given(grids)
def test_a_drawn_grid_reads_back_identical(values):
    assert valid(puzzles_from_text(format_rows(values))) == [values]


@settings(max_examples=50, deadline=None)
@given(st.lists(grids, min_size=1, max_size=5), st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le"]))
def test_a_file_of_lines_reads_back_identical_in_any_encoding(tmp_path_factory, puzzles, encoding):
    path = tmp_path_factory.mktemp("enc") / "p.txt"
    path.write_text("".join(format_grid(p) + "\n" for p in puzzles), encoding=encoding)
    assert valid(list(read_puzzles(str(path)))) == puzzles


def test_a_trace_reads_back_as_the_steps(tmp_path):
    lines: list[str] = []

    class Sink:
        def write(self, text: str) -> None:
            lines.append(text)

    writer = TraceWriter(Sink())
    puzzle = data_puzzles("hardest.txt")[0]
    result = solve(puzzle, "propagate-guess", on_step=writer.write)
    records = [json.loads(line) for line in "".join(lines).splitlines()]
    assert len(records) == result.counters.steps + 1  # every step and the Solved at the end
    assert records[-1]["kind"] == "solved"


# --- the cases of issue 7 ----------------------------------------------------------------------


def test_utf8_bom_file_and_paste(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes(codecs.BOM_UTF8 + f"{P1}\n{P2}\n".encode())
    assert len(valid(list(read_puzzles(str(path))))) == 2
    assert len(valid(puzzles_from_text("\ufeff" + P1))) == 1


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_file_gives_exactly_its_puzzles(tmp_path, encoding):
    path = tmp_path / "u16.txt"
    path.write_text(f"# two puzzles\n{P1}\n{P2}\n", encoding=encoding)
    items = list(read_puzzles(str(path)))
    assert [it.values is not None for it in items] == [True, True]


def test_comment_lines_are_skipped_in_files_and_paste_alike(tmp_path):
    text = f"# a comment\n\n{P1}  # trailing note\n"
    path = tmp_path / "c.txt"
    path.write_text(text)
    assert valid(list(read_puzzles(str(path)))) == valid(puzzles_from_text(text)) == valid(puzzles_from_text(P1))


def test_half_lines_of_an_81_per_line_file_are_never_joined(tmp_path):
    path = tmp_path / "half.txt"
    path.write_text(f"{P1[:40]}\n{P1[40:]}\n{P2}\n")
    items = list(read_puzzles(str(path)))
    assert [it.error for it in items[:2]] == [
        "line 1: a puzzle has 81 cells, this text has 40",
        "line 2: a puzzle has 81 cells, this text has 41",
    ]
    assert items[2].values is not None and len(items) == 3


def test_drawn_grids_one_after_another(tmp_path):
    a, b = data_puzzles("top95.txt")[:2]
    path = tmp_path / "grids.txt"
    path.write_text(format_rows(a) + "\n\n" + format_rows(b) + "\n")
    assert valid(list(read_puzzles(str(path)))) == [a, b]


def test_missing_path_and_directory_raise_source_error(tmp_path):
    with pytest.raises(SourceError, match="no such file"):
        list(read_puzzles(str(tmp_path / "missing.txt")))
    with pytest.raises(SourceError, match="is a directory"):
        list(read_puzzles(str(tmp_path)))


def test_an_empty_file_says_so(tmp_path):
    path = tmp_path / "empty.txt"
    path.write_text("\n# only a comment\n")
    assert [it.error for it in read_puzzles(str(path))] == ["no puzzle found (the input is empty)"]


def test_paste_over_1_mb_is_refused_whole():
    with pytest.raises(TextTooLarge, match="at most 1 MB"):
        puzzles_from_text((P1 + "\n") * (MAX_PUZZLE_TEXT // 80))


def test_a_line_over_1_mb_is_one_error_and_reading_goes_on(tmp_path):
    path = tmp_path / "long.txt"
    path.write_text(f"{P1}\n{'1' * (3 * MAX_PUZZLE_TEXT)}\n{P2}\n")
    items = list(read_puzzles(str(path)))
    assert [it.values is not None for it in items] == [True, False, True]
    assert items[1].error == "line 2: the line is over 1 MB; one puzzle's text is at most 1 MB"


def test_reading_a_20_mb_file_keeps_memory_flat(tmp_path):
    path = tmp_path / "big.txt"
    line = ("x" * 99_999 + "\n").encode()
    with path.open("wb") as f:
        f.write((P1 + "\n").encode())
        for _ in range(200):  # 20 MB of long bad lines, then a good one at the end
            f.write(line)
        f.write((P2 + "\n").encode())
    tracemalloc.start()
    try:
        count = good = 0
        for it in read_puzzles(str(path)):
            count += 1
            good += it.values is not None
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert (count, good) == (202, 2)
    assert peak < 5_000_000, f"peak {peak / 1e6:.1f} MB while streaming 20 MB"


def test_first_puzzle_reads_no_further_than_needed(tmp_path):
    path = tmp_path / "many.txt"
    path.write_text(f"bad line\n{P1}\n{P2}\n")
    good, bad, more = first_puzzle(str(path))
    assert good is not None and format_grid(good.values) == P1
    assert bad is not None and bad.error.startswith("line 1:")
    assert more


def test_a_drawn_grid_missing_a_cell_is_one_error_and_the_grids_after_it_are_read(tmp_path):
    grids = [format_grid(p) for p in data_puzzles("top95.txt")[:3]]
    drawn = ["\n".join(g[i : i + 9] for i in range(0, 81, 9)) for g in grids]
    broken = drawn[0].split("\n")
    broken[4] = broken[4][:-1]  # row 5 lost a cell
    path = tmp_path / "grids.txt"
    path.write_text("\n".join(broken) + "\n\n" + drawn[1] + "\n\n" + drawn[2] + "\n")
    items = list(read_puzzles(str(path)))
    assert len(items) == 3
    assert items[0].values is None and "80 cells" in (items[0].error or "")
    assert [format_grid(i.values) for i in items[1:]] == grids[1:]
