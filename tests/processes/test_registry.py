"""The one registry of algorithms (``core.algorithms``): every kind resolves to its object, once;
one list for every picker; a bad name says why, in words the window can say again."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from conftest import ROOT

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.algorithms import kinds
from sudoku_gui.core.algorithms.kinds import InstalledSolver, Program, PythonFile, Replay
from sudoku_gui.core.algorithms.registry import (
    UnknownAlgorithm,
    algorithm,
    algorithm_name,
    available_algorithms,
    find,
    why_not,
)
from sudoku_gui.core.external.solver_errors import SolverError
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.strategies import STRATEGIES

PUZZLE = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
PLACING = (
    f"SOLUTION = {SOLUTION!r}\n"
    "def solve(puzzle):\n"
    "    for cell, value in enumerate(puzzle):\n"
    "        if not value:\n"
    "            yield {'kind': 'place', 'cell': cell, 'digit': int(SOLUTION[cell])}\n"
    "    yield {'kind': 'solved'}\n"
)
BUILT_INS = ", ".join(STRATEGIES)


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """A folder holding an installed package, ``placers``, that declares the solver ``placed``."""
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "placers.py").write_text(PLACING)
    info = folder / "placers-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: placers\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[sudoku_gui.strategies]\nplaced = placers:solve\n")
    return folder


@pytest.fixture
def installed(site: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.syspath_prepend(str(site))
    kinds.installed.cache_clear()
    yield site
    kinds.installed.cache_clear()


def test_each_kind_resolves_to_its_object(tmp_path: Path, installed: Path) -> None:
    solver = tmp_path / "mine.py"
    solver.write_text(PLACING)
    saved = tmp_path / "run.jsonl"
    saved.write_text('{"kind": "solved"}\n')
    assert algorithm("naive") is STRATEGIES["naive"]
    file = algorithm(f"{solver}:solve")
    assert isinstance(file, PythonFile) and (file.path, file.function) == (str(solver), "solve")
    assert file.title == "mine.py:solve" and not file.trusted and file.derived_candidates
    program = algorithm(f"exec: {sys.executable} -c pass ")
    assert isinstance(program, Program) and program.command == f" {sys.executable} -c pass "
    assert program.title == f"{sys.executable} -c pass"
    replay = algorithm(f"replay:{saved}")
    assert isinstance(replay, Replay) and replay.path == str(saved) and replay.title == "run.jsonl"
    placed = algorithm("placed")
    assert isinstance(placed, InstalledSolver)
    assert (placed.value, placed.package, placed.source) == ("placers:solve", "placers", "placers:solve (placers)")
    values = parse_puzzle(PUZZLE)
    steps = list(file.run(values))  # each starts its run: a Python file's in a process of its own
    assert steps[-1].kind == "solved" and len(steps) == PUZZLE.count("0") + 1


def test_a_solver_is_resolved_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file is looked for and the packages are scanned the first time only, not at every
    lookup (``_Strategies.__contains__`` did both at each one)."""
    solver = tmp_path / "once.py"
    solver.write_text(PLACING)
    stats: list[object] = []
    scans: list[object] = []
    real_stat, real_scan = os.stat, metadata.entry_points
    monkeypatch.setattr(os, "stat", lambda *a, **k: stats.append(a[0]) or real_stat(*a, **k))
    monkeypatch.setattr(metadata, "entry_points", lambda **k: scans.append(k) or real_scan(**k))
    kinds.installed.cache_clear()
    first = algorithm(str(solver))
    looked = len(stats)
    assert looked > 0
    for _ in range(5):
        assert algorithm(str(solver)) is first
        assert find(str(solver)) is first
    assert len(stats) == looked
    for _ in range(3):
        with pytest.raises(UnknownAlgorithm):
            algorithm("no-such-solver")
    assert len(scans) == 1  # one scan of the installed packages for the three unknown names
    kinds.installed.cache_clear()


def test_a_file_gone_after_it_was_resolved_is_said_by_why_not(tmp_path: Path) -> None:
    solver = tmp_path / "gone.py"
    solver.write_text(PLACING)
    assert why_not(str(solver)) is None
    solver.unlink()
    assert algorithm(str(solver)).name == str(solver)  # resolved once: the run will say it
    assert why_not(str(solver)) == f"no Python file {str(solver)!r}"


def test_one_list_for_every_picker(tmp_path: Path, installed: Path) -> None:
    solver = tmp_path / "loaded.py"
    solver.write_text(PLACING)
    gone = str(tmp_path / "gone.py")
    listed = available_algorithms([str(solver), gone, "naive", str(solver)])
    names = [a.name for a in listed]
    assert names == [*STRATEGIES, "placed", str(solver)]  # built-ins, installed, loaded; each once
    assert listed[: len(STRATEGIES)] == list(STRATEGIES.values())
    assert [a.name for a in available_algorithms()] == [*STRATEGIES, "placed"]


def test_the_list_of_algorithms_names_the_installed_solvers(installed: Path, capsys: pytest.CaptureFixture[str]):
    assert main(["--list-algorithms"]) == 0
    lines = capsys.readouterr().out.splitlines()
    width = max(map(len, STRATEGIES))
    assert lines[: len(STRATEGIES)] == [f"{n:<{width}}  {s.description} [{s.source}]" for n, s in STRATEGIES.items()]
    assert lines[len(STRATEGIES) :] == [f"{'placed':<{width}}  installed solver placers:solve [placers]"]


def test_an_installed_solver_solves_from_the_command_line(site: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--solve", PUZZLE, "--algorithm", "placed"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        env=dict(os.environ, PYTHONPATH=str(site)),
    )
    assert (run.returncode, run.stdout) == (0, SOLUTION + "\n"), run.stderr


@pytest.mark.parametrize(
    ("name", "said"),
    [
        (
            "nope",
            f"'nope' is not an algorithm; one of {BUILT_INS} (any case), "
            "path/to/solver.py[:function], exec:COMMAND or an installed solver",
        ),
        ("no/such/solver.py", "no Python file 'no/such/solver.py'"),
        ("replay:/no/such/run.jsonl", "no file '/no/such/run.jsonl' to replay"),
        ("exec:", "exec: needs a command, as in exec:'./solver --fast'"),
        ("exec:python3 'open", 'cannot read the command "python3 \'open": No closing quotation'),
    ],
)
def test_a_bad_name_says_why(name: str, said: str) -> None:
    with pytest.raises(UnknownAlgorithm) as caught:
        algorithm(name)
    assert str(caught.value) == said and isinstance(caught.value, KeyError)
    assert find(name) is None and why_not(name) == said
    with pytest.raises(argparse.ArgumentTypeError) as parsed:  # --algorithm says the same
        algorithm_name(name)
    assert str(parsed.value) == said
    # The words are a Message: its template looked up (in the steps' context), then the data.
    assert caught.value.message.say(lambda context, text: f"[{context}] {text}") == f"[steps] {said}"


def test_built_in_names_in_any_case() -> None:
    assert algorithm_name("NAIVE") == "naive" and algorithm_name("Mrv-All") == "mrv-all"


def test_a_failure_is_the_same_english_line_on_the_command_line(tmp_path: Path, capsys) -> None:
    program = f"exec:{sys.executable} -c \"import sys; print('not json'); sys.exit(3)\""
    assert main(["--solve", PUZZLE, "--algorithm", program]) == 1
    command = program.removeprefix("exec:")
    assert capsys.readouterr().out == f"error: {command}: line 1: not JSON (Expecting value at column 1)\n"
    broken = tmp_path / "broken.py"
    broken.write_text("def solve(puzzle):\n    yield {'kind': 'guess', 'cell': 'r1c1', 'digit': 1}\n    1 / 0\n")
    with pytest.raises(SolverError) as caught:
        list(algorithm(str(broken)).run(parse_puzzle(PUZZLE)))
    assert str(caught.value) == "broken.py: ZeroDivisionError: division by zero (broken.py:3: 1 / 0)"
    assert caught.value.message.template == "{file}: {msg}"


def test_a_failing_racer_s_row_names_its_exception(tmp_path: Path, capsys) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("def solve(puzzle):\n    raise KeyError('r0')\n    yield\n")
    assert main(["--race", f"{broken},naive", PUZZLE, "--time-limit", "30"]) == 1
    row = capsys.readouterr().out.splitlines()[0]
    assert row == (
        f"puzzle=1 algorithm={broken} result=error "
        "error=\"SolverError: broken.py: KeyError: 'r0' (broken.py:2: raise KeyError('r0'))\""
    )
