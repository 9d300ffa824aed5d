"""Every example solver (``examples/solvers/``) passes ``--check`` (issue 33): on puzzles with one
solution, with several (givens removed) and with none (a wrong given that clashes with nothing),
each run through the command line's path as a student would check it, every line ``ok``.

The puzzles are drawn from ``tests/data/*.txt`` with a fixed seed, and kept only when the built-in
``naive`` (the plain backtrackers' order) ends within ``BUDGET`` steps, so a plain backtracker never
meets a search of millions of steps. The default run checks the first 60 (20 of each kind); ``-m
slow`` checks 1,000. Compiled examples are built once per session into a temporary folder, and
skipped, saying why, when their toolchain is missing. Each puzzle of a program (``exec:``) starts
a process: most of the time is that (a Java VM's start most of all).
"""

from __future__ import annotations

import functools
import itertools
import random
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.grid import PEERS, parse_puzzle
from sudoku_gui.core.puzzles.exact_cover import search
from sudoku_gui.core.strategies import STRATEGIES

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solvers"
DATA = Path(__file__).parents[1] / "data"
BUDGET = 5000
"""At most this many steps of ``naive`` on a puzzle kept (its mean is about 2,000)."""
SEED = 33
KINDS = ("proper", "multi", "none")
NAMES = ["backtrack.py", "backtrack.c", "Backtrack.java", "backtrack.js", "norvig.py", "plain.py"]
SAFETY = "60"
"""--time-limit: a safety net only; a run it cuts is unfinished, and fails the test."""


@functools.cache
def _pool() -> tuple[tuple[int, ...], ...]:
    """Every puzzle of ``tests/data/*.txt`` given as the first 81 characters of a line (all have
    one solution; HoDoKu's library, in its own format, gives none)."""
    found = []
    for path in sorted(DATA.glob("*.txt")):
        for line in path.read_text().splitlines():
            words = line.split()
            if words and len(words[0]) == 81 and all(ch in "0123456789." for ch in words[0]):
                found.append(tuple(parse_puzzle(words[0])))
    return tuple(found)


def _within_budget(puzzle: tuple[int, ...]) -> bool:
    return len(list(itertools.islice(STRATEGIES["naive"].solve(puzzle), BUDGET + 1))) <= BUDGET


def _make(kind: str, rng: random.Random) -> tuple[int, ...] | None:
    """A puzzle of ``kind`` made from a random one of the pool, or None when this try failed."""
    p = list(rng.choice(_pool()))
    if kind == "multi":
        for c in rng.sample([c for c in range(81) if p[c]], rng.randint(2, 8)):
            p[c] = 0
        if len(search(tuple(p), 2).solutions) < 2:
            return None
    elif kind == "none":  # any digit but the solution's, where no peer holds it: no solution is left
        solution = search(tuple(p), 1).solutions[0]
        wrong = [
            (c, d)
            for c in range(81)
            if not p[c]
            for d in range(1, 10)
            if d != solution[c] and all(p[q] != d for q in PEERS[c])
        ]
        c, d = rng.choice(wrong)
        p[c] = d
    puzzle = tuple(p)
    return puzzle if _within_budget(puzzle) else None


@functools.cache
def sample(count: int) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """``count`` puzzles, the kinds in turn (proper, multi, none, proper, ...), as (kind, puzzle).
    The same seed each time, so a smaller sample is the start of a larger one."""
    rng = random.Random(SEED)
    out: list[tuple[str, tuple[int, ...]]] = []
    while len(out) < count:
        kind = KINDS[len(out) % 3]
        puzzle = _make(kind, rng)
        if puzzle is not None:
            out.append((kind, puzzle))
    return tuple(out)


def _build(name: str, folder: Path) -> str:
    """The ``--algorithm`` of example ``name``, built into ``folder`` if it is compiled; raises
    LookupError saying which toolchain is missing."""
    source = EXAMPLES / name
    if name.endswith(".py") and name != "backtrack.py":
        return str(source)  # a Python file on the app's API
    if name == "backtrack.py":
        return f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(source))}"
    if name.endswith(".c"):
        if shutil.which("gcc") is None:
            raise LookupError("gcc is not installed: the C example cannot be built")
        binary = folder / "backtrack"
        subprocess.run(["gcc", "-O2", "-o", str(binary), str(source)], check=True)
        return f"exec:{shlex.quote(str(binary))}"
    if name.endswith(".java"):
        if shutil.which("javac") is None or shutil.which("java") is None:
            raise LookupError("a JDK (javac and java) is not installed: the Java example cannot be built")
        subprocess.run(["javac", "-d", str(folder), str(source)], check=True)
        return f"exec:java -cp {shlex.quote(str(folder))} Backtrack"  # compiled once: `java File.java` compiles on each run
    if shutil.which("node") is None:
        raise LookupError("node is not installed: the JavaScript example cannot run")
    return f"exec:node {shlex.quote(str(source))}"


@pytest.fixture(scope="session")
def example(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], str]:
    """The ``--algorithm`` of an example by its file name, each built at most once a session."""
    folder = tmp_path_factory.mktemp("examples")
    built: dict[str, str | LookupError] = {}

    def get(name: str) -> str:
        if name not in built:
            try:
                built[name] = _build(name, folder)
            except LookupError as e:
                built[name] = e
        found = built[name]
        if isinstance(found, LookupError):
            pytest.skip(str(found))
        return found

    return get


def _check(
    algorithm: str, puzzles: tuple[tuple[str, tuple[int, ...]], ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> list[str]:
    """``--check`` over ``puzzles`` in one command (as a student runs it): the lines that are not
    ``ok``, each with its kind and puzzle. Asserts the exit code agrees."""
    source = tmp_path / "puzzles.txt"
    source.write_text("".join("".join(map(str, p)) + "\n" for _, p in puzzles))
    code = main(["--solve", str(source), "--algorithm", algorithm, "--check", "--time-limit", SAFETY])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(puzzles), lines[-5:]
    bad = [
        f"{kind} {''.join(map(str, p))}: {line}" for (kind, p), line in zip(puzzles, lines, strict=True) if line != "ok"
    ]
    assert (code == 0) == (not bad), (code, bad[:5])
    return bad


def test_the_sample_holds_each_kind_as_it_says() -> None:
    puzzles = sample(60)
    for kind in KINDS:
        assert sum(k == kind for k, _ in puzzles) == 20
    for kind, p in puzzles:
        n = len(search(p, 2).solutions)
        assert n == {"proper": 1, "multi": 2, "none": 0}[kind], (kind, p)
        if kind == "none":  # the wrong given clashes with nothing: only a search finds it out
            assert all(p[q] != p[c] for c in range(81) if p[c] for q in PEERS[c])


@pytest.mark.parametrize("name", NAMES)
def test_each_example_passes_check_on_sixty_puzzles(
    name: str, example: Callable[[str], str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _check(example(name), sample(60), tmp_path, capsys) == []


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_each_example_passes_check_on_a_thousand_puzzles(
    name: str, example: Callable[[str], str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _check(example(name), sample(1000), tmp_path, capsys) == []
