"""Every deliberately broken solver of ``tests/data/broken_solvers`` through the command line, as
a student checks one: ``main.py --solve PUZZLE --algorithm ... --check``, its printed line and its
exit code (0 ok, 1 a fault, 3 unfinished; ``docs/step-protocol.md`` 3.6).

Two sets: the Python generators (``*.py`` with ``EXPECT``, loaded as a Python file, in a process
of their own), and the programs in Python, C, JavaScript, Java and Rust (``exec:``) with their
expectations in ``cases.tsv``. Programs are built once a session into a temporary folder; a
language whose toolchain is missing is skipped, saying why.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from conftest import broken_solver

from sudoku_gui.cli.command_line import main

BROKEN = Path(__file__).parents[1] / "data" / "broken_solvers"
STARTUP = 2.0
"""The least silence limit a generator is given here: the limit counts its process's start, which
takes a second or more on a loaded machine (it runs in the test's process in test_check)."""
LANGUAGES = {".c": "gcc", ".js": "node", ".java": "javac", ".rs": "rustc", ".py": "python"}


def _cases() -> list[tuple[str, str, list[str], str, int | None, str]]:
    """The programs' rows: (file, puzzle file, options, verdict, step or None, words)."""
    rows = []
    lines = [ln for ln in (BROKEN / "cases.tsv").read_text().splitlines() if ln and not ln.startswith("#")]
    for line in lines[1:]:
        file, puzzle, options, verdict, step, words = line.split("\t")
        rows.append((file, puzzle, options.split(), verdict, int(step) if step not in ("", "*") else None, words))
    return rows


CASES = _cases()
GENERATORS = sorted(p.stem for p in BROKEN.glob("*.py") if not p.stem.startswith("_") and not p.stem.endswith("_exec"))


def _build_all(language: str, folder: Path) -> None:
    """Every program of ``language`` built into ``folder`` (C and Rust side by side)."""
    sources = sorted(p for p in BROKEN.glob(f"*{language}") if not p.name.startswith("_"))
    if language == ".java":
        subprocess.run(["javac", "-d", str(folder), *map(str, BROKEN.glob("*.java"))], check=True)
        return
    if language == ".c":
        commands = [["gcc", "-O2", "-o", str(folder / p.stem), str(p)] for p in sources]
    else:
        commands = [["rustc", "--edition", "2021", "-o", str(folder / f"{p.stem}_rs"), str(p)] for p in sources]
    with ThreadPoolExecutor(2) as pool:
        for done in pool.map(lambda c: subprocess.run(c, capture_output=True, text=True), commands):
            assert done.returncode == 0, done.stderr


@pytest.fixture(scope="session")
def program(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], str]:
    """The ``--algorithm`` of a program in ``tests/data/broken_solvers`` by its file name; each
    language is built at most once a session."""
    folder = tmp_path_factory.mktemp("broken")
    built: dict[str, str] = {}

    def get(file: str) -> str:
        path = BROKEN / file
        language = path.suffix
        tool = LANGUAGES[language]
        if language != ".py" and shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed: the {language} programs cannot be built or run")
        if language in (".c", ".java", ".rs") and language not in built:
            if language == ".java" and shutil.which("java") is None:
                pytest.skip("java is not installed: the Java programs cannot run")
            _build_all(language, folder)
            built[language] = "yes"
        if language == ".py":
            return f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(path))}"
        if language == ".js":
            return f"exec:node {shlex.quote(str(path))}"
        if language == ".java":
            return f"exec:java -cp {shlex.quote(str(folder))} {path.stem}"
        return f"exec:{shlex.quote(str(folder / (path.stem + ('_rs' if language == '.rs' else ''))))}"

    return get


def _check(algorithm: str, puzzle: str, options: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[str, int]:
    code = main(["--solve", str(BROKEN / puzzle), "--algorithm", algorithm, "--check", *options])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1, lines
    return lines[0], code


def _assert_verdict(line: str, code: int, verdict: str, step: int | None, words: tuple[str, ...]) -> None:
    """``line`` and ``code`` are ``--check``'s for that verdict: ``ok``; ``step N: ...``; or
    ``unfinished after N steps: ...`` (N any when ``step`` is None), each of ``words`` in it."""
    if verdict == "ok":
        assert (line, code) == ("ok", 0)
        return
    if verdict == "fault":
        assert line.startswith(f"step {step}: "), line
        assert code == 1, line
    else:
        m = re.fullmatch(r"unfinished after ([\d,]+) steps?: .*", line)
        assert m is not None, line
        assert step is None or int(m[1].replace(",", "")) == step, line
        assert code == 3, line
    for w in words:
        assert w in line, line


def test_the_set_covers_every_language_and_holds_at_least_25() -> None:
    assert len(CASES) + len(GENERATORS) >= 25
    assert {Path(c[0]).suffix for c in CASES} == set(LANGUAGES)


@pytest.mark.parametrize(("file", "puzzle", "options", "verdict", "step", "words"), CASES, ids=[c[0] for c in CASES])
def test_each_program_gets_its_verdict_through_the_command_line(
    file: str,
    puzzle: str,
    options: list[str],
    verdict: str,
    step: int | None,
    words: str,
    program: Callable[[str], str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    line, code = _check(program(file), puzzle, options, capsys)
    _assert_verdict(line, code, verdict, step, (words,))


@pytest.mark.parametrize("name", GENERATORS)
def test_each_generator_gets_its_verdict_through_the_command_line(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    module = broken_solver(name)
    verdict, step, words = module.EXPECT
    options = []
    if hasattr(module, "SILENCE"):
        options += ["--silence", str(max(module.SILENCE, STARTUP))]
    if hasattr(module, "TIME_LIMIT"):
        options += ["--time-limit", str(module.TIME_LIMIT)]
    line, code = _check(str(BROKEN / f"{name}.py"), getattr(module, "PUZZLE", "PUZZLE.txt"), options, capsys)
    _assert_verdict(line, code, verdict, step, (words,) if isinstance(words, str) else tuple(words))
