"""The C and Java examples name the line of each step (the step protocol's ``line`` and
``file``), and the Source pane's file is found from what they name."""

from __future__ import annotations

import itertools
import shutil
import subprocess
from pathlib import Path

import pytest

from sudoku_gui.core.algorithms.source_files import read_source, solver_file
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.recording.source_lines import SourceLines
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.runs.step_stream import run_steps, start_board
from sudoku_gui.core.steps import Backtrack, Contradiction, Guess, Solved

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solvers"
# Two solutions, 1,831 steps of naive: short, yet deep, with dead ends.
PUZZLE = tuple(int(c) for c in "530070000600195000098000060800000003400080000000000000000000000000000000000000000")


def lines_with(path: Path, text: str) -> int:
    (found,) = [n for n, line in enumerate(path.read_text().splitlines(), 1) if text in line]
    return found


def sites_of(algorithm: str) -> tuple[list[object], list[tuple[str, int] | None]]:
    board = start_board(BoardState(PUZZLE), algorithm)
    lines = SourceLines()
    timeline = Timeline(board, lines=lines)
    stream = run_steps(timeline.head, algorithm, lines=lines)
    timeline.extend(itertools.islice(stream, 100_000))
    stream.close()
    steps = list(timeline.steps(0, len(timeline)))
    return steps, [lines.at(i) for i in range(len(steps))]


def check(steps: list[object], sites: list[tuple[str, int] | None], source: Path, file: str, quote: str) -> None:
    """Each step's site is the line of ``source`` that writes its kind (``quote``: how the
    source spells a quote in a string)."""
    kinds = {Guess: "guess", Backtrack: "backtrack", Contradiction: "contradiction", Solved: "solved"}
    wanted = {kind: lines_with(source, f"{quote}{word}{quote}") for kind, word in kinds.items()}
    assert isinstance(steps[-1], Solved) and len(steps) > 1000
    assert {type(s) for s in steps} == set(wanted)
    assert sites == [(file, wanted[type(s)]) for s in steps]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc is not installed: the C example cannot be built")
def test_the_c_example_names_the_line_of_each_step(tmp_path):
    source = EXAMPLES / "backtrack.c"
    program = tmp_path / "backtrack"
    subprocess.run(["gcc", "-O2", "-o", str(program), str(source)], check=True)
    steps, sites = sites_of(f"exec:{program}")
    check(steps, sites, source, str(source), '\\"')  # __FILE__: the path gcc was given
    text, where = read_source(str(source), f"exec:{program}")
    assert text is not None and where == str(source)


@pytest.mark.skipif(
    shutil.which("java") is None or shutil.which("javac") is None,
    reason="java/javac are not installed: the Java example cannot run",
)
def test_the_java_example_names_the_line_of_each_step():
    source = EXAMPLES / "Backtrack.java"
    algorithm = f"exec:java {source}"
    steps, sites = sites_of(algorithm)
    check(steps, sites, source, "Backtrack.java", '"')  # a stack frame names the file alone
    text, where = read_source("Backtrack.java", algorithm)  # found beside the command's file
    assert text is not None and Path(where) == source


def test_a_file_that_cannot_be_read_says_which_and_where_it_was_looked_for(tmp_path):
    text, why = read_source("nowhere.c", f"exec:{tmp_path / 'prog'}")
    assert text is None and "nowhere.c" in why and "not found" in why


def test_the_solver_s_own_file_is_its_module_or_python_file_never_a_replay_s_trace(tmp_path):
    import os

    import sudoku_gui.core.strategies.naive as naive

    mine = tmp_path / "mine.py"
    mine.write_text("def solve(puzzle):\n    yield {'kind': 'no-solution'}\n")
    assert solver_file("naive") == naive.__file__
    assert solver_file(str(mine)) == str(mine.resolve())
    trace = tmp_path / "run.jsonl"
    os.mkfifo(trace)  # a run being opened from a pipe: reading it would take the run's lines
    assert solver_file(f"replay:{trace}") is None
    text, why = read_source(str(trace), "naive")
    assert text is None and "not a file" in why
