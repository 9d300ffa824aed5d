"""Bring your own solver (issue 29 parts 1-2): the step protocol's reader, Python files and
programs as algorithms, the examples in four languages against the built-in ``naive``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import read_steps
from hypothesis import given, settings
from hypothesis import strategies as st

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.external.protocol import ProtocolError, StepReader
from sudoku_gui.core.external.solver_errors import SolverError
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.recording.trace_file import TraceWriter
from sudoku_gui.core.runs.solve_to_end import solve
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.tree.jsonl import TreeRecorder

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solvers"
# Two solutions, 1,831 steps of naive: short, yet deep (67 guesses open) with dead ends.
PUZZLE = "530070000600195000098000060800000003400080000000000000000000000000000000000000000"
GIVENS = tuple(int(c) for c in PUZZLE)
HARD = "000003081200400000050000000000230700010000050008600000700000400090080000000050200"


class _Lines:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def write(self, text: str) -> None:
        self.lines.append(text)


def _run(algorithm: str, puzzle: tuple[int, ...] = GIVENS) -> tuple[list[dict], list[dict], object]:
    """The trace records (without their text) and the tree nodes (without failure reasons) of
    ``algorithm`` on ``puzzle``, and its result."""
    sink = _Lines()
    writer = TraceWriter(sink)
    recorder = TreeRecorder()

    def on_step(step: object) -> None:
        writer.write(step)  # type: ignore[arg-type]
        recorder.record(step)  # type: ignore[arg-type]

    result = solve(puzzle, algorithm, 60, on_step, wall_clock=True)
    trace = [json.loads(line) for line in sink.lines]
    for record in trace:
        del record["text"]
    tree = [json.loads(line) for line in recorder.lines(1)]
    for node in tree:
        del node["reason"]
    return trace, tree, result


# --- the reader -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "line", "words"),
    [
        (['{"kind": "guess", "cell": "r1c3", "digit": 4}', "{not json"], 2, "not JSON"),
        (['{"kind": "jump", "cell": "r1c3"}'], 1, 'unknown kind "jump"'),
        (["", '{"kind": "guess", "cell": "r10c3", "digit": 4}'], 2, "'r10c3' is out of range"),
        (['{"kind": "place", "cell": "r1c3", "digit": 0}'], 1, "digit 0 is not 1-9"),
        (['{"kind": "backtrack"}'], 1, "backtrack with no guess open"),
        (['{"kind": "guess", "cell": "r1c3", "digit": 4, "version": 2}'], 1, "version 2 is not supported"),
        (["[1, 2]"], 1, "a step is a JSON object"),
        (['{"cell": "r1c3"}'], 1, "no 'kind'"),
    ],
)
def test_reader_names_the_line_and_the_fault(lines: list[str], line: int, words: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        list(read_steps(lines, GIVENS))
    assert caught.value.line == line
    assert words in str(caught.value)
    assert str(caught.value).startswith(f"line {line}: ")


def test_reader_backtrack_empties_what_was_placed_since_its_guess() -> None:
    reader = StepReader([0] * 81)
    reader.feed('{"kind": "place", "cell": "r1c1", "digit": 1}')
    reader.feed('{"kind": "guess", "cell": "r1c2", "digit": 2}')
    reader.feed('{"kind": "place", "cell": "r1c3", "digit": 3}')
    step = reader.feed('{"kind": "backtrack", "cell": "r1c2", "digit": 2}')
    assert step is not None and step.kind == "backtrack"
    assert set(step.restored) == {1, 2} and step.values == (0, 0) and step.depth == 0  # type: ignore[union-attr]
    assert reader.values[:3] == [1, 0, 0]
    with pytest.raises(ProtocolError, match="innermost open guess is r1c4=4"):
        reader.feed('{"kind": "guess", "cell": "r1c4", "digit": 4}')
        reader.feed('{"kind": "backtrack", "cell": "r1c5", "digit": 4}')


def test_reader_reads_what_trace_writes() -> None:
    """A saved --trace reads back into the same steps: the protocol is the trace's schema."""
    sink = _Lines()
    writer = TraceWriter(sink)
    steps = list(STRATEGIES["propagate-guess"].solve(GIVENS))
    for step in steps:
        writer.write(step)
    back = list(read_steps(sink.lines, GIVENS))
    assert [s.kind for s in back] == [s.kind for s in steps]
    assert [str(s.text) for s in back] == [str(s.text) for s in steps]
    assert BoardState(GIVENS).values != back[-1].values  # type: ignore[union-attr]
    assert back[-1].values == steps[-1].values  # type: ignore[union-attr]


# --- the examples against naive ----------------------------------------------------------------


def _example(language: str, tmp_path: Path) -> str:
    if language == "python":
        return f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}"
    if language == "c":
        if shutil.which("gcc") is None:
            pytest.skip("gcc is not installed: the C example cannot be built")
        binary = tmp_path / "backtrack"
        subprocess.run(["gcc", "-O2", "-o", str(binary), str(EXAMPLES / "backtrack.c")], check=True)
        return f"exec:{binary}"
    if language == "java":
        if shutil.which("java") is None:
            pytest.skip("java is not installed: the Java example cannot run")
        return f"exec:java {EXAMPLES / 'Backtrack.java'}"
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the JavaScript example cannot run")
    return f"exec:node {EXAMPLES / 'backtrack.js'}"


@pytest.mark.parametrize("language", ["python", "c", "java", "javascript"])
def test_example_trace_and_tree_equal_naive(language: str, tmp_path: Path) -> None:
    trace, tree, result = _run(_example(language, tmp_path))
    naive_trace, naive_tree, naive_result = _run("naive")
    assert len(trace) == len(naive_trace) == 1832
    assert trace == naive_trace
    assert tree == naive_tree
    assert result.solution == naive_result.solution  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["backtrack.py", "backtrack.c", "Backtrack.java", "backtrack.js"])
def test_examples_are_short(name: str) -> None:
    assert len((EXAMPLES / name).read_text().splitlines()) <= 80


# --- Python files -----------------------------------------------------------------------------


def test_python_generator_of_records_runs_like_naive() -> None:
    trace, tree, _ = _run(str(EXAMPLES / "plain.py"))
    naive_trace, naive_tree, _ = _run("naive")
    guesses = [r for r in naive_trace if r["kind"] != "contradiction"]
    assert trace == [dict(r, depth=r["depth"]) for r in guesses]
    assert [(n["cell"], n["digit"], n["depth"]) for n in tree] == [
        (n["cell"], n["digit"], n["depth"]) for n in naive_tree
    ]


def test_norvig_on_the_engine_solves_hard_with_one_guess() -> None:
    result = solve(tuple(int(c) for c in HARD), f"{EXAMPLES / 'norvig.py'}:solve", 60)
    assert result.outcome == "solved"
    assert result.counters.guesses == 1
    assert "".join(map(str, result.solution)) == (  # type: ignore[arg-type]
        "947523681283461597156879342569238714312947856478615923725196438694382175831754269"
    )


def _solver(tmp_path: Path, body: str) -> str:
    path = tmp_path / "broken.py"
    path.write_text(textwrap.dedent(body))
    return str(path)


def test_a_raising_solver_says_its_exception_file_and_line(tmp_path: Path) -> None:
    name = _solver(
        tmp_path,
        """
        def solve(puzzle):
            yield {"kind": "guess", "cell": "r1c3", "digit": 1}
            x = 1 / 0
            yield x
        """,
    )
    with pytest.raises(SolverError, match=r"ZeroDivisionError: division by zero \(broken.py:4: x = 1 / 0\)"):
        solve(GIVENS, name)


def test_a_silent_solver_ends_at_the_time_limit(tmp_path: Path) -> None:
    name = _solver(
        tmp_path,
        """
        import time
        def solve(puzzle):
            yield {"kind": "guess", "cell": "r1c3", "digit": 1}
            while True:
                time.sleep(1)
        """,
    )
    result = solve(GIVENS, name, 1.0)
    assert result.outcome == "time-limit"
    assert result.counters.guesses == 1


def test_a_solver_that_eats_memory_ends_with_out_of_memory(tmp_path: Path) -> None:
    name = _solver(
        tmp_path,
        """
        def solve(puzzle):
            hoard = []
            while True:
                hoard.append(bytearray(50_000_000))
            yield None
        """,
    )
    with pytest.raises(SolverError, match="out of memory"):
        solve(GIVENS, name, 30)


def test_a_program_that_fails_says_its_exit_code_and_last_error_line(tmp_path: Path) -> None:
    script = tmp_path / "fails.py"
    script.write_text('import sys\nprint(\'{"kind": "guess", "cell": "r1c3", "digit": 1}\')\nsys.exit("bad day")\n')
    with pytest.raises(SolverError, match="exit code 1 after line 1; its last line on standard error: bad day"):
        solve(GIVENS, f"exec:{sys.executable} {script}")


def test_a_program_that_fails_quotes_its_exception_line_not_its_last(tmp_path: Path) -> None:
    """docs/step-protocol.md 1.3: the first line of standard error naming an exception or error
    (here Java's, followed by more stack frames than the app keeps lines), not a source line
    that mentions one, nor the last line."""
    script = tmp_path / "throws.py"
    script.write_text(
        "import sys\n"
        'print(\'{"kind": "guess", "cell": "r1c3", "digit": 1}\', flush=True)\n'
        "sys.stderr.write('    throw new TypeError(\"not this line\");\\n')\n"
        "sys.stderr.write('Exception in thread \"main\" java.lang.IllegalStateException: boom\\n')\n"
        "sys.stderr.write('\\tat Throws.main(Throws.java:9)\\n' * 30)\n"
        "sys.exit(1)\n"
    )
    with pytest.raises(SolverError) as caught:
        solve(GIVENS, f"exec:{sys.executable} {script}")
    assert str(caught.value).endswith(
        "exit code 1 after line 1; its error on standard error: java.lang.IllegalStateException: boom"
    )


def test_a_program_with_a_protocol_error_says_the_line(tmp_path: Path) -> None:
    script = tmp_path / "bad.py"
    script.write_text(
        'print(\'{"kind": "guess", "cell": "r1c3", "digit": 1}\')\nprint(\'{"kind": "guess", "cell": "r1c3", "digit": 0}\')\n'
    )
    with pytest.raises(SolverError, match="line 2: digit 0 is not 1-9"):
        solve(GIVENS, f"exec:{sys.executable} {script}")


# --- the command line -------------------------------------------------------------------------


def test_cli_solves_with_a_program_and_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--solve", HARD, "--algorithm", str(EXAMPLES / "norvig.py")]) == 0
    assert capsys.readouterr().out.startswith("947523681")
    assert main(["--solve", PUZZLE, "--algorithm", f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}"]) == 0
    assert capsys.readouterr().out.startswith("531678249")


def test_cli_refuses_a_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--solve", PUZZLE, "--algorithm", "no/such/solver.py"])
    assert e.value.code == 2
    assert "no Python file 'no/such/solver.py'" in capsys.readouterr().err


def test_cli_solve_prints_a_solver_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name = _solver(tmp_path, "def solve(puzzle):\n    raise KeyError('r0')\n    yield\n")
    assert main(["--solve", PUZZLE, "--algorithm", name]) == 1
    assert capsys.readouterr().out == "error: broken.py: KeyError: 'r0' (broken.py:2: raise KeyError('r0'))\n"


def test_cli_races_naive_against_a_program(capsys: pytest.CaptureFixture[str]) -> None:
    program = f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}"
    assert main(["--race", f"naive,{program}", PUZZLE, "--time-limit", "30"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 2
    assert all("result=solved steps=1831 placements=821" in row for row in rows)


# --- replay -----------------------------------------------------------------------------------


def test_replay_of_a_trace_prints_what_solve_prints(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trace = tmp_path / "naive.jsonl"
    assert main(["--solve", PUZZLE, "--algorithm", "naive", "--trace", str(trace)]) == 0
    solved = capsys.readouterr().out
    assert main(["--replay", str(trace), PUZZLE, "--stats"]) == 0
    out = capsys.readouterr()
    assert out.out == solved
    assert "steps=1831 placements=821 eliminations=0 guesses=821 backtracks=754 max_depth=67" in out.err


def test_an_enumerating_search_replays_with_all_its_steps_and_solutions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """mrv-all counts solutions: its trace goes on after the first solved (a backtrack, a second
    solved, search-done with the count) and reads back whole, checked ok, with --check's --stats."""
    two = "1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9"
    trace = tmp_path / "mrv.jsonl"
    assert main(["--solve", two, "--algorithm", "mrv-all", "--trace", str(trace), "--stats"]) == 0
    live = [line for line in capsys.readouterr().err.splitlines() if line.startswith("puzzle=")]
    kinds = [json.loads(line)["kind"] for line in trace.read_text().splitlines()]
    assert kinds.count("solved") == 2 and kinds[-1] == "search-done" and kinds.index("solved") < len(kinds) - 3
    assert main(["--replay", str(trace), "--stats"]) == 0
    replayed = [line for line in capsys.readouterr().err.splitlines() if line.startswith("puzzle=")]
    same = lambda line: line.rsplit(" seconds=", 1)[0]  # noqa: E731
    assert [same(x) for x in replayed] == [same(x) for x in live] and "solutions=2" in live[0]
    assert main(["--replay", str(trace), "--check"]) == 0
    assert capsys.readouterr().out == "ok\n"
    wrong = tmp_path / "wrong.jsonl"
    lines = trace.read_text().splitlines()
    lines[-1] = lines[-1].replace('"solutions": 2', '"solutions": 1')
    wrong.write_text("\n".join(lines) + "\n")
    assert main(["--replay", str(wrong), "--check"]) == 1
    assert capsys.readouterr().out == f"step {len(lines) - 1}: says 1 solutions, but the run reported 2\n"


def test_replay_takes_the_puzzle_from_the_start_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    program = subprocess.run(
        [sys.executable, str(EXAMPLES / "backtrack.py")],
        input=PUZZLE + "\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    stream = tmp_path / "run.jsonl"
    stream.write_text(json.dumps({"kind": "start", "version": 1, "puzzle": PUZZLE}) + "\n" + program)
    assert main(["--replay", str(stream)]) == 0
    assert capsys.readouterr().out.startswith("531678249")
    cut = tmp_path / "cut.jsonl"
    cut.write_text("".join(stream.read_text().splitlines(keepends=True)[:4]))
    assert main(["--replay", str(cut)]) == 1
    assert capsys.readouterr().out == "error: cut.jsonl: ends after line 4 without a solved or no-solution line\n"


def test_replay_without_a_puzzle_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stream = tmp_path / "run.jsonl"
    stream.write_text('{"kind": "solved"}\n')
    with pytest.raises(SystemExit) as e:
        main(["--replay", str(stream)])
    assert e.value.code == 2
    assert "names no puzzle (no start line): give the PUZZLE" in capsys.readouterr().err


# --- the protocol's document and schema against what --trace writes ---------------------------


def _schema():  # type: ignore[no-untyped-def]
    from jsonschema import Draft202012Validator

    schema = json.loads((ROOT / "docs" / "step-protocol.schema.json").read_text())
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def test_schema_covers_what_trace_writes(tmp_path: Path) -> None:
    """Every line --trace writes (its start line included) is valid by the schema, every kind is
    in the document's table, and the reader reads the trace back."""
    from sudoku_gui.core.external.protocol import KINDS

    validator = _schema()
    doc = (ROOT / "docs" / "step-protocol.md").read_text()
    for kind in KINDS:
        assert f"| `{kind}` |" in doc
    trace = tmp_path / "t.jsonl"
    for algorithm, puzzle in (("human", HARD), ("propagate-guess", HARD), ("naive", PUZZLE), ("mrv-all", PUZZLE)):
        assert main(["--solve", puzzle, "--algorithm", algorithm, "--trace", str(trace), "--time-limit", "60"]) == 0
        lines = trace.read_text().splitlines()
        assert json.loads(lines[0]) == {
            "kind": "start",
            "version": 1,
            "puzzle": "".join(map(str, parse_puzzle(puzzle))),
        }
        for line in lines[:3000] + lines[-3:]:
            errors = [e.message for e in validator.iter_errors(json.loads(line))]
            assert errors == [], (line, errors)
        assert len(list(read_steps(lines, parse_puzzle(puzzle)))) == len(lines) - 1


_CELLS = st.one_of(
    st.integers(-3, 84),
    st.sampled_from(["r1c1", "R9C9", "r3c4", "r0c1", "r10c3", "r01c1", " r1c1", "r1c1 ", "a1", "", "r1", "c1r1"]),
    st.from_regex(r"[rRcC0-9 ]{1,5}", fullmatch=True),
    st.floats(allow_nan=False, allow_infinity=False, min_value=-2, max_value=90),
    st.booleans(),
    st.none(),
)
_DIGITS = st.one_of(
    st.integers(-2, 12),
    st.floats(allow_nan=False, allow_infinity=False, min_value=-1, max_value=11),
    st.booleans(),
    st.sampled_from(["5", None]),
)


@settings(max_examples=300, deadline=None)
@given(cell=_CELLS, digit=_DIGITS)
def test_the_reader_and_the_schema_take_the_same_cells_and_digits(cell: object, digit: object) -> None:
    """A guess is read exactly when the schema says it is valid: integer cells 0-80 and names
    r1c1-r9c9 (either case), digits 1-9 (5.0 is JSON's integer 5), nothing else."""
    from sudoku_gui.core.external.protocol import ProtocolError, StepReader

    record = {"kind": "guess", "cell": cell, "digit": digit}
    valid = _schema().is_valid(record)
    try:
        StepReader([0] * 81).feed(json.dumps(record))
        read = True
    except ProtocolError:
        read = False
    assert read == valid, (record, valid)


# --- the window -------------------------------------------------------------------------------


def test_window_algorithm_box_takes_a_loaded_solver(window) -> None:  # type: ignore[no-untyped-def]
    name = f"exec:{sys.executable} {EXAMPLES / 'backtrack.py'}"
    window.set_algorithm(name)
    box = window.settings_bar.algorithm
    assert box.currentData() == name
    assert box.currentText() == f"{sys.executable} {EXAMPLES / 'backtrack.py'}"
    window.set_algorithm("naive")
    window.set_algorithm(name)
    assert [box.itemData(i) for i in range(box.count())].count(name) == 1


def test_replay_reads_a_pipe_and_a_fifo_and_says_a_read_error_in_one_line(tmp_path: Path) -> None:
    import os
    import threading

    trace = tmp_path / "t.jsonl"
    assert main(["--solve", PUZZLE, "--algorithm", "naive", "--trace", str(trace)]) == 0
    run = [sys.executable, str(ROOT / "main.py")]
    piped = subprocess.run(
        [*run, "--replay", "/dev/stdin", "--check"], input=trace.read_bytes(), capture_output=True, timeout=60
    )
    assert piped.stdout == b"ok\n" and piped.returncode == 0, piped.stderr
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_bytes(trace.read_bytes()))
    writer.start()
    read = subprocess.run([*run, "--replay", str(fifo)], capture_output=True, text=True, timeout=60)
    writer.join(10)
    assert read.returncode == 0 and read.stdout.startswith("531678249"), read.stderr
    gone = subprocess.run([*run, "--replay", str(tmp_path / "gone.jsonl")], capture_output=True, text=True, timeout=60)
    assert gone.returncode == 2 and gone.stderr.count("\n") == 1 and "cannot read" in gone.stderr
