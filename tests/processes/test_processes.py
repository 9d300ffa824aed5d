"""A loaded solver's processes (issue 33, "A judge a student can trust", items 6 and 7): every
process of a run ends with it (its output's end, the time limit, Esc, ``kill -9`` of the app),
a child holding the output open does not hold the run, a runaway line is refused at once, a
failure quotes the program's own error line, and a Python solver's ``print`` goes to the log."""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.algorithms.registry import algorithm
from sudoku_gui.core.external import solver_kinds as external
from sudoku_gui.core.external.protocol import MAX_LINE, ProtocolError
from sudoku_gui.core.external.solver_errors import BadLine, SolverError
from sudoku_gui.core.external.solver_output import Lines, Logged
from sudoku_gui.core.runs.solve_to_end import solve
from sudoku_gui.core.steps import Outcome

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="process groups, subreapers and /proc as on Linux")


def start(name: str, values: list[int]):
    """The run of the solver ``name`` (as the registry starts it)."""
    return algorithm(name).run(values)


ROOT = Path(__file__).resolve().parents[2]
LEAVER = Path(__file__).parents[1] / "data" / "processes" / "leaver.c"
HARD = "000003081200400000050000000000230700010000050008600000700000400090080000000050200"
GIVENS = tuple(int(c) for c in HARD)
SOLUTION = "947523681283461597156879342569238714312947856478615923725196438694382175831754269"
GONE_WITHIN = 2.0
"""Seconds every process of a run has to be gone after it ends."""


def gone(pid: int) -> bool:
    """Whether ``pid`` is no process any more (or a zombie nobody reaps yet)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state == "Z"


def left(pids: list[int], seconds: float = GONE_WITHIN) -> list[int]:
    """The processes of ``pids`` still there after waiting up to ``seconds`` for them to go."""
    deadline = time.monotonic() + seconds
    while any(not gone(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.02)
    return [p for p in pids if not gone(p)]


def pids_in(path: Path, count: int, seconds: float = 30.0) -> list[int]:
    """The ``count`` pids a test program wrote to ``path``, waiting for them."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError, ValueError):
            pids = [int(p) for p in path.read_text().split()]
            if len(pids) == count:
                return pids
        time.sleep(0.02)
    raise AssertionError(f"{path} did not get its {count} pids")


@contextlib.contextmanager
def cleaned(path: Path) -> Iterator[None]:
    """Whatever the test found, the processes a test program wrote to ``path`` do not outlive it."""
    try:
        yield
    finally:
        with contextlib.suppress(OSError, ValueError):
            for pid in (int(p) for p in path.read_text().split()):
                if pid > 1 and not gone(pid):
                    with contextlib.suppress(OSError):
                        os.kill(pid, signal.SIGKILL)


@pytest.fixture(scope="module")
def leaver(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tests/data/processes/leaver.c, built."""
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed: the C program that leaves processes behind cannot be built")
    binary = tmp_path_factory.mktemp("leaver") / "leaver"
    subprocess.run(["gcc", "-O", "-o", str(binary), str(LEAVER)], check=True)
    return binary


def program(leaver: Path, pids: Path, mode: str) -> str:
    return f"exec:{leaver} {pids} {mode} {SOLUTION}"


# --- every process ends with its run ---------------------------------------------------------


def test_what_a_program_leaves_behind_ends_with_its_run(leaver: Path, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with cleaned(pids):
        result = solve(GIVENS, program(leaver, pids, "leave"))
        assert result.outcome is Outcome.SOLVED
        supervisor, main_pid, child, grandchild = pids_in(pids, 4)
        assert len({supervisor, main_pid, child, grandchild, os.getpid()}) == 5
        assert left([supervisor, main_pid, child, grandchild]) == []


def test_the_time_limit_ends_every_process_of_a_program(leaver: Path, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with cleaned(pids):
        result = solve(GIVENS, program(leaver, pids, "hang"), 1.0)
        assert result.outcome is Outcome.TIME_LIMIT
        assert result.counters.steps == 1
        assert left(pids_in(pids, 4)) == []


def test_esc_mid_run_ends_every_process_of_a_program(leaver: Path, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with cleaned(pids):
        run = start(program(leaver, pids, "hang"), GIVENS)
        next(run)
        everyone = pids_in(pids, 4)
        assert left(everyone, 0.2) == everyone  # running, silent
        external.interrupt_all()
        with pytest.raises(StopIteration):
            next(run)
        assert left(everyone) == []


def test_a_run_dropped_unended_ends_every_process_of_its_program(leaver: Path, tmp_path: Path) -> None:
    import gc

    pids = tmp_path / "pids"
    with cleaned(pids):
        run = start(program(leaver, pids, "hang"), GIVENS)
        next(run)
        everyone = pids_in(pids, 4)
        del run
        gc.collect()
        assert left(everyone) == []


def test_kill_9_of_the_app_leaves_no_process_of_its_program(leaver: Path, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with cleaned(pids), open(tmp_path / "out", "wb") as out:  # files: an orphan holding a pipe would hang the test
        app = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "main.py"),
                "--solve",
                HARD,
                "--algorithm",
                program(leaver, pids, "hang"),
                "--check",
            ],
            cwd=ROOT,
            stdout=out,
            stderr=out,
            start_new_session=True,
        )
        try:
            everyone = pids_in(pids, 4)
            assert app.poll() is None, "the app ended before it could be killed"
            app.kill()
            app.wait(10)
            assert left(everyone) == []
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(app.pid, signal.SIGKILL)
            app.wait(10)


def test_a_child_holding_the_output_open_does_not_hold_the_run(
    leaver: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The program's main process exits with the solution: its verdict comes then, not after the
    silence limit that the child's open standard output would otherwise run into (a run held
    open until then would end in the silence fault, not ``ok``)."""
    pids = tmp_path / "pids"
    with cleaned(pids):
        code = main(["--solve", HARD, "--algorithm", program(leaver, pids, "keep"), "--check", "--silence", "10"])
        assert (code, capsys.readouterr().out) == (0, "ok\n")
        assert left(pids_in(pids, 4)) == []


FORKING_SOLVER = """
import os, subprocess, sys, time

def solve(puzzle):
    child = os.fork()
    if child == 0:
        while True:
            time.sleep(100)
    sleeper = subprocess.Popen(["sleep", "1000"])
    with open({pids!r}, "w") as f:
        f.write(f"{{os.getppid()}} {{os.getpid()}} {{child}} {{sleeper.pid}}")
    for cell, digit in enumerate({solution!r}):
        if not puzzle[cell]:
            yield {{"kind": "place", "cell": cell, "digit": int(digit)}}
            while {hang}:
                time.sleep(100)
    yield {{"kind": "solved"}}
"""


@pytest.mark.parametrize("how", ["solved", "time-limit"])
def test_a_python_solver_that_forks_leaves_nothing_behind(how: str, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    solver = tmp_path / "forking.py"  # what it needs written in: it sees the fork server's environment
    solver.write_text(FORKING_SOLVER.format(pids=str(pids), solution=SOLUTION, hang=how == "time-limit"))
    with cleaned(pids):
        result = solve(GIVENS, str(solver), 2.0 if how == "time-limit" else None)
        assert result.outcome is (Outcome.SOLVED if how == "solved" else Outcome.TIME_LIMIT)
        supervisor, solver_pid, child, sleeper = everyone = pids_in(pids, 4)
        assert supervisor != os.getpid()  # the solver runs below its supervisor
        assert left(everyone) == []


def test_a_program_that_cannot_start_says_so() -> None:
    with pytest.raises(SolverError, match=r"cannot run '/no/such/solver': No such file or directory"):
        solve(GIVENS, "exec:/no/such/solver")


def test_a_program_killed_by_a_signal_says_which() -> None:
    kill = "import os, signal; os.kill(os.getpid(), signal.SIGTERM)"
    with pytest.raises(SolverError, match="killed by signal 15 after line 0"):
        solve(GIVENS, f"exec:{sys.executable} -c '{kill}'")


# --- a runaway line --------------------------------------------------------------------------


def test_lines_are_cut_across_chunks_and_a_long_one_refused_at_once() -> None:
    lines = Lines()
    assert lines.split(b'{"kind": "gu', 1) == []
    assert lines.split(b'ess"}\n{"a"\n{"b', 1) == [b'{"kind": "guess"}', b'{"a"']
    assert lines.rest() == b'{"b'
    assert lines.rest() == b""
    exact = Lines()
    assert exact.split(b"x" * MAX_LINE, 1) == []
    assert exact.split(b"\n", 1) == [b"x" * MAX_LINE]  # at the limit: read (and judged as JSON)
    over = Lines()
    over.split(b"x" * MAX_LINE, 7)
    with pytest.raises(ProtocolError, match=r"^line 7: the line is longer than 1 MiB$"):
        over.split(b"x", 7)
    joined = Lines()
    joined.split(b"x" * MAX_LINE, 3)
    with pytest.raises(ProtocolError, match="^line 3: "):
        joined.split(b"x\n", 3)


RUNAWAY = (
    "import sys; sys.stdout.write(''.join(a + chr(10) for a in sys.argv[2:]) + 'x' * 100_000_000); "
    "sys.stdout.flush(); open(sys.argv[1], 'w').close()"
)
"""Writes its arguments after the first as lines, then 100 MB without a newline, then touches the
file named by its first argument: only a reader that took the whole 100 MB lets it get there."""


def test_a_program_writing_100_mb_without_a_newline_is_refused_at_once(tmp_path: Path) -> None:
    first = '{"kind": "guess", "cell": 2, "digit": 9}'
    wrote_all = tmp_path / "wrote-all"
    with pytest.raises(BadLine) as caught:
        list(start(f"exec:{sys.executable} -c \"{RUNAWAY}\" {wrote_all} '{first}'", GIVENS))
    assert caught.value.said == "line 2: the line is longer than 1 MiB"
    # Refused at its first MiB, not after reading it all (50 s before; bench_external.py times it).
    assert not wrote_all.exists()


def test_replay_refuses_a_runaway_line_in_a_file(tmp_path: Path) -> None:
    saved = tmp_path / "runaway.jsonl"
    saved.write_bytes(b'{"kind": "guess", "cell": 2, "digit": 9}\n' + b"x" * (8 * MAX_LINE))
    with pytest.raises(BadLine, match="line 2: the line is longer than 1 MiB"):
        list(start(f"replay:{saved}", GIVENS))


def _writing(fifo: Path, data: bytes, endless: bool) -> threading.Thread:
    """A thread writing ``data`` to ``fifo`` (again and again with ``endless``, until the reader
    goes), then closing it."""

    def write() -> None:
        with contextlib.suppress(BrokenPipeError), open(fifo, "wb") as f:
            f.write(data)
            while endless:
                f.write(b"x" * 65536)

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    return thread


def test_replay_reads_a_fifo_and_refuses_a_runaway_line_in_one(tmp_path: Path) -> None:
    trace = tmp_path / "naive.jsonl"
    assert main(["--solve", HARD, "--algorithm", "hidden-singles", "--trace", str(trace)]) == 0
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    writer = _writing(fifo, trace.read_bytes(), endless=False)
    result = solve(GIVENS, f"replay:{fifo}")
    writer.join(10)
    assert result.outcome is Outcome.SOLVED and result.counters.steps > 100
    writer = _writing(fifo, b'{"kind": "guess", "cell": 2, "digit": 9}\n', endless=True)
    with pytest.raises(BadLine, match="line 2: the line is longer than 1 MiB"):
        list(start(f"replay:{fifo}", GIVENS))
    writer.join(10)
    assert not writer.is_alive()


def test_replay_of_dev_stdin(tmp_path: Path) -> None:
    trace = tmp_path / "naive.jsonl"
    assert main(["--solve", HARD, "--algorithm", "hidden-singles", "--trace", str(trace)]) == 0
    command = [sys.executable, str(ROOT / "main.py"), "--replay", "/dev/stdin"]
    piped = trace.read_bytes()  # a pipe: read once, as it is written
    out = subprocess.run([*command, HARD], input=piped, capture_output=True, cwd=ROOT, timeout=60)
    assert (out.returncode, out.stdout.decode()) == (0, SOLUTION + "\n")
    out = subprocess.run([*command, "--check"], input=piped, capture_output=True, cwd=ROOT, timeout=60)
    assert (out.returncode, out.stdout) == (0, b"ok\n")  # the puzzle from its start line
    endless = "import sys\nwhile True: sys.stdout.write('x' * 65536)"  # a stream that never ends: judged as it comes
    runaway = subprocess.Popen([sys.executable, "-c", endless], stdout=subprocess.PIPE)
    try:
        out = subprocess.run([*command, HARD], stdin=runaway.stdout, capture_output=True, cwd=ROOT, timeout=60)
    finally:
        runaway.kill()
        runaway.wait()
    assert out.returncode == 1
    assert out.stdout.decode() == "error: stdin: line 1: the line is longer than 1 MiB\n"


# --- a failure in the program's own words ----------------------------------------------------


@pytest.mark.parametrize(
    ("line", "quoted"),
    [
        (
            'Exception in thread "main" java.lang.IllegalStateException: no digit fits',
            "java.lang.IllegalStateException: no digit fits",
        ),
        ("java.lang.ArithmeticException", "java.lang.ArithmeticException"),
        ("java.lang.ArithmeticException: / by zero", "java.lang.ArithmeticException: / by zero"),
        (
            "TypeError: Cannot read properties of undefined (reading 'x')",
            "TypeError: Cannot read properties of undefined (reading 'x')",
        ),
        ("ZeroDivisionError: division by zero", "ZeroDivisionError: division by zero"),
        ("thread 'main' panicked at src/main.rs:4:5:", "thread 'main' panicked at src/main.rs:4:5:"),
        (
            "panic: runtime error: index out of range [81] with length 81",
            "panic: runtime error: index out of range [81] with length 81",
        ),
        ("error: the puzzle has 80 characters", "error: the puzzle has 80 characters"),
        ("Traceback (most recent call last):", None),
        ('  File "solver.py", line 3, in <module>', None),
        ('    raise ValueError("no digit fits")', None),
        ("\tat Solver.main(Solver.java:12)", None),
        ("Node.js v20.20.2", None),
        ("Errors so far: 0", None),
    ],
)
def test_the_line_a_failure_quotes(line: str, quoted: str | None, tmp_path: Path) -> None:
    stream = tmp_path / "stderr"
    stream.write_text(f"starting\n{line}\nthe end\n")
    said = Logged(open(stream, "rb"), "solver").said(5)  # noqa: SIM115 - Logged closes it at its end
    expected = f"; its error on standard error: {quoted}" if quoted else "; its last line on standard error: the end"
    assert said == expected


def test_a_failure_quotes_the_first_error_line_of_a_long_standard_error(tmp_path: Path) -> None:
    script = tmp_path / "fails.py"
    script.write_text(
        textwrap.dedent(
            """
            import sys
            print('{"kind": "guess", "cell": 2, "digit": 9}', flush=True)
            try:
                1 / 0
            except ZeroDivisionError:
                import traceback
                traceback.print_exc()
            for n in range(100):
                print(f"cleaning up {n}", file=sys.stderr)
            sys.exit(3)
            """
        )
    )
    with pytest.raises(SolverError) as caught:
        solve(GIVENS, f"exec:{sys.executable} {script}")
    assert str(caught.value).endswith(
        "ended with exit code 3 after line 1; its error on standard error: ZeroDivisionError: division by zero"
    )


def test_a_node_program_s_failure_says_its_exception(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the JavaScript program cannot run")
    script = tmp_path / "fails.js"
    script.write_text(
        'console.log(JSON.stringify({kind: "guess", cell: 2, digit: 9}));\nthrow new TypeError("no digit fits r1c3");\n'
    )
    with pytest.raises(SolverError) as caught:
        solve(GIVENS, f"exec:node {script}")
    assert str(caught.value).endswith(
        "ended with exit code 1 after line 1; its error on standard error: TypeError: no digit fits r1c3"
    )


def test_a_java_program_s_failure_says_its_exception(tmp_path: Path) -> None:
    if shutil.which("java") is None:
        pytest.skip("java is not installed: the Java program cannot run")
    source = tmp_path / "Fails.java"
    source.write_text(
        textwrap.dedent(
            """
            public class Fails {
                public static void main(String[] args) {
                    System.out.println("{\\"kind\\": \\"guess\\", \\"cell\\": 2, \\"digit\\": 9}");
                    System.out.flush();
                    throw new IllegalStateException("no digit fits r1c3");
                }
            }
            """
        )
    )
    with pytest.raises(SolverError) as caught:
        solve(GIVENS, f"exec:java {source}", 120)
    assert str(caught.value).endswith(
        "ended with exit code 1 after line 1; its error on standard error: "
        "java.lang.IllegalStateException: no digit fits r1c3"
    )


# --- a Python solver's print -----------------------------------------------------------------


PRINTING_SOLVER = """
import os, subprocess, sys

def solve(puzzle):
    print("thinking about", sum(1 for v in puzzle if not v), "cells")
    if os.environ.get("ECHO"):  # a child's output: the log's in a process of its own
        subprocess.run(["echo", "a child says hello"])
    for cell, digit in enumerate(os.environ["SOLUTION"]):
        if not puzzle[cell]:
            print("place", digit, "in", cell, end=" ")
            print("at once")
            yield {"kind": "place", "cell": cell, "digit": int(digit)}
    print("done", end="")
    yield {"kind": "solved"}
"""


@pytest.mark.parametrize("how", ["own-process", "jobs", "race"])
def test_a_python_solver_s_print_goes_to_the_log(how: str, tmp_path: Path) -> None:
    """Its own process (PythonRun) for --solve; in the worker's or racer's (InProcessRun) with
    --jobs and --race: only the results reach standard output."""
    solver = tmp_path / "printing.py"
    solver.write_text(PRINTING_SOLVER)
    puzzles = tmp_path / "two.txt"
    puzzles.write_text(f"{HARD}\n{HARD}\n")
    args = {
        "own-process": ["--solve", HARD, "--algorithm", str(solver)],
        "jobs": ["--solve", str(puzzles), "--algorithm", str(solver), "--jobs", "2"],
        "race": ["--race", f"{solver},hidden-singles", HARD, "--time-limit", "60"],
    }[how]
    out = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env=dict(os.environ, SOLUTION=SOLUTION, ECHO="1" if how == "own-process" else ""),
    )
    assert out.returncode == 0, out.stderr
    rows = out.stdout.splitlines()
    if how == "race":
        assert len(rows) == 2 and all("result=solved" in row for row in rows), out.stdout
    else:
        assert rows == [SOLUTION] * (2 if how == "jobs" else 1), out.stdout
    assert f"printing.py: thinking about {HARD.count('0')} cells" in out.stderr
    assert "printing.py: place 9 in 0 at once" in out.stderr
    assert "printing.py: done" in out.stderr
    if how == "own-process":  # the solver's own fd 1 is the log's too
        assert "printing.py: a child says hello" in out.stderr


def test_a_python_solver_s_print_is_logged_under_its_name(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    solver = tmp_path / "printing.py"
    solver.write_text("def solve(puzzle):\n    print('hello from the solver')\n    yield {'kind': 'no-solution'}\n")
    with caplog.at_level(logging.WARNING, logger="sudoku_gui.solver"):
        run = start(str(solver), GIVENS)
        assert [s.kind for s in run] == ["no-solution"]
    assert "printing.py: hello from the solver" in caplog.messages
