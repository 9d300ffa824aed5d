"""The step checker (core/analysis/step_checker.py): each fault of a deliberately broken solver caught at its step,
no false alarm on the built-ins, and the command line's --check."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conftest import broken_solver

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.analysis.step_checker import StepChecker, StreamFault, check_steps, judge
from sudoku_gui.core.external.silence import within
from sudoku_gui.core.grid import PEERS, parse_puzzle
from sudoku_gui.core.message import Message
from sudoku_gui.core.runs.limits import time_limited
from sudoku_gui.core.steps import Eliminate, Guess
from sudoku_gui.core.strategies import STRATEGIES

DATA = Path(__file__).parents[1] / "data"
BROKEN = DATA / "broken_solvers"
PUZZLE = list(parse_puzzle((BROKEN / "PUZZLE.txt").read_text().strip()))
NAMES = sorted(p.stem for p in BROKEN.glob("*.py") if not p.stem.startswith("_") and not p.stem.endswith("_exec"))
"""The generators (``*_exec.py`` are programs: ``tests/processes/test_broken_solvers.py`` runs them)."""


def test_the_suite_holds_at_least_ten_broken_solvers() -> None:
    assert len(NAMES) >= 10


@pytest.mark.parametrize("name", NAMES)
def test_each_broken_solver_gets_its_verdict_at_its_step(name: str) -> None:
    module = broken_solver(name)
    kind, step, words = module.EXPECT
    puzzle = list(parse_puzzle((BROKEN / getattr(module, "PUZZLE", "PUZZLE.txt")).read_text().strip()))
    steps = module.solve(list(puzzle))
    if hasattr(module, "SILENCE"):
        steps = within(steps, module.SILENCE)
    if hasattr(module, "TIME_LIMIT"):
        steps = time_limited(steps, module.TIME_LIMIT, wall_clock=True)
    try:
        verdict = judge(puzzle, steps)
    finally:
        if hasattr(module, "RELEASE"):
            module.RELEASE.set()
    assert verdict.kind == kind, verdict.line()
    for w in (words,) if isinstance(words, str) else words:
        assert w in verdict.line(), verdict.line()
    if kind == "fault":
        assert verdict.fault is not None and verdict.fault.step == step, verdict.line()
        assert isinstance(verdict.fault.text, Message)  # said in the window's language
    elif kind == "unfinished":
        assert step is None or verdict.steps == step, verdict.line()
        assert isinstance(verdict.why, Message)


def test_the_fault_names_the_cells_to_mark() -> None:
    fault = check_steps(PUZZLE, broken_solver("conflict").solve(list(PUZZLE)))
    assert fault is not None and len(fault.cells) == 2
    a, b = fault.cells
    assert b in PEERS[a]


def test_the_issue_s_example_wording() -> None:
    # "step 312 removes 5 from r3c4, but the solution has 5 there"
    checker = StepChecker([0] * 81, solution=[5] * 81)
    fault = checker.check(Eliminate(((21, 5),), "X", "x"))
    assert fault is not None
    assert fault.line() == "step 1: removes 5 from r3c4 with no guess open, but the solution has 5 there"


def test_after_a_guess_the_solution_is_not_the_yardstick() -> None:
    checker = StepChecker(PUZZLE)
    cell = max(c for c in range(81) if not PUZZLE[c])
    right = checker.solution[cell]  # type: ignore[index]
    wrong = next(d for d in range(1, 10) if d != right and all(PUZZLE[p] != d for p in PEERS[cell]))
    assert checker.check(Guess(cell, wrong, 1, 0, "try")) is None
    other = next(c for c in PEERS[cell] if checker.candidates[c] & 1 << (right - 1) and c != cell)
    assert checker.check(Eliminate(((other, right),), "T", "logic under a guess")) is None
    assert checker.fault is None


def test_a_stream_reader_reports_what_it_cannot_read_at_the_line_it_is_on() -> None:
    def stream():  # type: ignore[no-untyped-def]
        yield from broken_solver("_common").right_start(PUZZLE, 4)
        raise StreamFault(Message("is not JSON: {msg}", msg="Expecting value"))

    fault = check_steps(PUZZLE, stream())
    assert fault is not None and fault.step == 5 and fault.text == "is not JSON: Expecting value"


def test_within_passes_a_whole_run_and_its_end() -> None:
    steps = list(STRATEGIES["naive"].solve(tuple(PUZZLE)))
    assert list(within(iter(steps), 5.0)) == steps
    assert check_steps(PUZZLE, within(STRATEGIES["naive"].solve(tuple(PUZZLE)), 5.0)) is None


def _variants(count: int, seed: int) -> list[list[int]]:
    """Puzzles of the Kaggle sample as they are (one solution), with 8 givens removed (usually
    several), and with a given added that breaks no rule (usually none)."""
    lines = [ln.strip() for ln in (DATA / "sample_kaggle_1m_first9999.txt").read_text().splitlines()]
    lines = [ln for ln in lines if len(ln) == 81]
    rng = random.Random(seed)
    out = []
    for i in range(count):
        p = list(parse_puzzle(rng.choice(lines)))
        if i % 3 == 1:
            for c in rng.sample([c for c in range(81) if p[c]], 8):
                p[c] = 0
        elif i % 3 == 2:
            for _ in range(30):
                c, d = rng.choice([c for c in range(81) if not p[c]]), rng.randint(1, 9)
                if all(p[q] != d for q in PEERS[c]):
                    p[c] = d
                    break
        out.append(p)
    return out


def _false_alarms(puzzles: list[list[int]]) -> list[str]:
    alarms = []
    for p in puzzles:
        for name, strategy in STRATEGIES.items():
            fault = check_steps(p, time_limited(strategy.solve(tuple(p)), 2.0, wall_clock=True))
            if fault is not None:
                alarms.append(f"{name} {''.join(map(str, p))} {fault.line()}")
    return alarms


def test_no_false_alarm_on_the_built_ins() -> None:
    assert _false_alarms(_variants(50, 29)) == []


@pytest.mark.slow
def test_no_false_alarm_on_the_built_ins_over_a_thousand_puzzles() -> None:
    assert _false_alarms(_variants(1000, 1)) == []


def test_cli_check_prints_ok_per_puzzle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "p.txt"
    source.write_text("".join(map(str, PUZZLE)) + "\n" + "1" * 2 + "0" * 79 + "\n")
    assert main(["--solve", str(source), "--check", "--algorithm", "naive"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "ok",
        "invalid: conflicting givens: 1 appears 2 times in row 1 (r1c1, r1c2)",
    ]


def test_cli_check_prints_the_first_fault(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from sudoku_gui.core.strategies import _LOADED, Strategy

    monkeypatch.setitem(STRATEGIES, "wrong-place", Strategy("wrong-place", "", "naive"))
    monkeypatch.setitem(_LOADED, "wrong-place", broken_solver("wrong_place").solve)
    assert main(["--solve", "".join(map(str, PUZZLE)), "--check", "--algorithm", "wrong-place"]) == 1
    (line,) = capsys.readouterr().out.splitlines()
    assert line.startswith("step 1: places ") and "with no guess open, but the solution has" in line


def test_cli_check_exit_codes_say_fault_then_unfinished_then_ok() -> None:
    from sudoku_gui.cli.check_command import exit_code

    assert exit_code([0, 0]) == 0
    assert exit_code([0, 3]) == 3
    assert exit_code([3, 1, 0]) == 1


def test_cli_check_cut_by_the_time_limit_is_unfinished_not_ok(capsys: pytest.CaptureFixture[str]) -> None:
    hard = "000003081200400000050000000000230700010000050008600000700000400090080000000050200"
    assert main(["--solve", hard, "--check", "--algorithm", "naive", "--time-limit", "0.05"]) == 3
    (line,) = capsys.readouterr().out.splitlines()
    assert line.startswith("unfinished after ") and line.endswith(" steps: cut by the time limit (0.05 s)")


def test_cli_check_honours_trace_tree_and_stats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trace, tree = tmp_path / "t.jsonl", tmp_path / "tree.jsonl"
    puzzle = "".join(map(str, PUZZLE))
    assert (
        main(
            [
                "--solve",
                puzzle,
                "--check",
                "--algorithm",
                "naive",
                "--trace",
                str(trace),
                "--tree",
                str(tree),
                "--stats",
            ]
        )
        == 0
    )
    out = capsys.readouterr()
    assert out.out == "ok\n" and out.err.startswith("puzzle=1 steps=")
    steps = int(out.err.split("steps=")[1].split()[0])
    lines = trace.read_text().splitlines()
    assert json.loads(lines[0])["kind"] == "start" and len(lines) == 1 + steps + 1  # start, steps, solved
    assert json.loads(tree.read_text().splitlines()[0])["outcome"] == "solution"
