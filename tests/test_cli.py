"""``python main.py --solve``: output lines, exit codes, no display needed."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import DATA, ROOT, SEED_PUZZLES, read_puzzles

from sudoku_gui.cli import main
from sudoku_gui.core.grid import format_grid, is_solution, parse_puzzle

UNSOLVABLE = "12345678." + "........9" + "." * 63  # r1c9 needs 9, column 9 has it


def run_main(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, env=env, timeout=300
    )


def test_solves_every_seed_puzzle_without_a_display(tmp_path):
    path = tmp_path / "seeds.txt"
    path.write_text("\n".join(format_grid(it.values) for it in SEED_PUZZLES) + "\n")
    result = run_main("--solve", str(path))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == len(SEED_PUZZLES)
    for item, line in zip(SEED_PUZZLES, lines, strict=True):
        assert is_solution(parse_puzzle(line), item.values)
    assert result.stderr == ""  # no progress bar when stderr is not a terminal


def test_one_line_per_input_in_order(tmp_path):
    good = format_grid(read_puzzles("top95.txt")[3])
    path = tmp_path / "mixed.txt"
    path.write_text(f"# comment\n{good}\nnot a puzzle\n\n{UNSOLVABLE}\n{good[:-1]}\n")
    result = run_main("--solve", str(path))
    assert result.returncode == 1
    out = result.stdout.splitlines()
    assert is_solution(parse_puzzle(out[0]), parse_puzzle(good))
    assert out[1].startswith("invalid: line 3: unexpected character 'n'")
    assert out[2] == "no solution"
    assert out[3] == "invalid: line 6: a puzzle has 81 cells, this text has 80"


@pytest.mark.parametrize(
    "arg, expected",
    [
        ("123", "invalid: a puzzle has 81 cells, this text has 3"),
        ("11" + "." * 79, "invalid: conflicting givens: 1 appears 2 times in row 1 (r1c1, r1c2)"),
        (UNSOLVABLE, "no solution"),
    ],
)
def test_bad_input_gets_a_line_and_exit_1(arg, expected, capsys):
    assert main(["--solve", arg]) == 1
    assert capsys.readouterr().out.startswith(expected)


@pytest.mark.parametrize("arg", ["missing.txt", "no/such/dir/p.txt"])
def test_missing_path_is_a_read_error_exit_2(arg, capsys):
    assert main(["--solve", arg]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"sudoku-gui: cannot read {arg!r}: no such file\n"


def test_directory_is_a_read_error_exit_2(tmp_path, capsys):
    assert main(["--count", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"sudoku-gui: cannot read {str(tmp_path)!r}: is a directory\n"


def test_nine_line_file_is_one_puzzle(tmp_path, capsys):
    puzzle = read_puzzles("easy50.txt")[0]
    rows = format_grid(puzzle)
    path = tmp_path / "grid.txt"
    path.write_text("\n".join(rows[i : i + 9] for i in range(0, 81, 9)))
    assert main(["--solve", str(path)]) == 0
    assert is_solution(parse_puzzle(capsys.readouterr().out.strip()), puzzle)


def test_usage_errors_exit_2():
    assert run_main("--solve", "x", "--algorithm", "nope").returncode == 2
    assert run_main("--bogus").returncode == 2


def test_solve_imports_no_qt():
    code = (
        "import sys; from sudoku_gui.cli import main; "
        f"rc = main(['--solve', {str(DATA / 'hardest.txt')!r}]); "
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; sys.exit(rc)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.splitlines()) == 11


def test_unwritable_trace_is_a_usage_error(tmp_path, capsys):
    assert main(["--solve", str(DATA / "hardest.txt"), "--trace", str(tmp_path / "missing" / "t.jsonl")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "cannot write" in err


def test_rate_refuses_puzzles_without_exactly_one_solution(tmp_path):
    two = "1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9"
    good = format_grid(read_puzzles("top95.txt")[0])
    path = tmp_path / "mixed.txt"
    path.write_text(f"{good}\n{UNSOLVABLE}\n{two}\n")
    result = run_main("--rate", str(path))
    lines = result.stdout.splitlines()
    assert lines[1:] == ["not rated: no solution", "not rated: more than one solution"]
    assert not lines[0].startswith("not rated")
    assert result.returncode == 1
    assert run_main("--rate", good).returncode == 0
