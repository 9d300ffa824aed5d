"""``--cluster`` (a Dask cluster) and ``--resume``: the same lines as ``--jobs 1``, a lost worker
loses nothing, a killed run goes on where it stopped, and nothing is left running."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import pytest
from conftest import DATA, ROOT

from sudoku_gui.cli.batch import ResultLine, numbered_puzzles, outcome_batches
from sudoku_gui.cli.check_command import check_task
from sudoku_gui.cli.command_line import main
from sudoku_gui.cli.tasks import Task, do_one
from sudoku_gui.core.puzzles.puzzle_io import PuzzleInput

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="signals and /proc as on Linux")
BAD = ["12345", "11" + "." * 79]  # a short line, and two 1s in a row


@pytest.fixture(scope="module")
def puzzles(tmp_path_factory) -> Path:
    """200 Sudoku Explainer bank puzzles rated 2.5 to 4.0 (a rating takes ~25 ms), with two bad lines."""
    lines = [line[:81] for line in (DATA / "se_bank_sample.txt").read_text().splitlines()[:198]]
    lines[10:10] = [BAD[0]]
    lines[150:150] = [BAD[1]]
    path = tmp_path_factory.mktemp("cluster") / "puzzles.txt"
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture(scope="module")
def client():
    """Two workers of one thread in this process (fast to start: the tests of worker processes run the CLI)."""
    distributed = pytest.importorskip("distributed", reason="the cluster extra (dask[distributed]) is not installed")
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0") as cluster,
        distributed.Client(cluster) as c,
    ):
        yield c


def lines(batches) -> list[str]:
    return [out.line for batch in batches for out in batch]


WORKS = {
    "solve": partial(do_one, Task("solve")),
    "count": partial(do_one, Task("count", limit=2)),
    "rate": partial(do_one, Task("rate")),
    "check": partial(check_task, None, Task("solve", "propagate-guess")),
}


@pytest.mark.parametrize("command", WORKS)
def test_the_cluster_prints_what_jobs_1_prints_line_for_line(client, puzzles, command):
    from sudoku_gui.cli.cluster import cluster_batches

    work = WORKS[command]
    alone = lines(outcome_batches(work, str(puzzles), 1))
    spread = lines(cluster_batches(client, work, numbered_puzzles(str(puzzles)), size=7))
    assert len(alone) == 200
    assert spread == alone
    assert alone[10].startswith("invalid:") and alone[150].startswith("invalid:")  # bad lines are their own lines


def _fails_on(bad: int, index: int, item: PuzzleInput) -> ResultLine:
    if index == bad:
        raise RuntimeError(f"puzzle {index} broke\nits worker")
    return ResultLine(str(index))


def test_a_task_that_raises_is_its_puzzles_line_and_the_run_goes_on(client, puzzles):
    from sudoku_gui.cli.cluster import cluster_batches

    got = lines(cluster_batches(client, partial(_fails_on, 12), numbered_puzzles(str(puzzles)), size=8))
    assert got[11] == "error: RuntimeError: puzzle 12 broke its worker"
    assert got[:11] + got[12:] == [str(i) for i in range(1, 201) if i != 12]  # its batch's others were done again


def test_the_window_of_tasks_stays_bounded(client, puzzles):
    from sudoku_gui.cli import cluster

    seen: list[int] = []
    real = cluster._submit

    def counted(c, work, batch):
        seen.append(len([f for f in c.futures.values() if f.status == "pending"]))
        return real(c, work, batch)

    cluster._submit = counted
    try:
        got = lines(cluster.cluster_batches(client, WORKS["count"], numbered_puzzles(str(puzzles)), size=1))
    finally:
        cluster._submit = real
    assert len(got) == 200
    assert max(seen) <= cluster.MIN_WINDOW


# --- the command line, with worker processes ---------------------------------------------------


def start(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )


def _stat(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def processes(key: int, field: int) -> list[int]:
    """Live processes whose parent (field 1) or session (field 3) is ``key``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = _stat(int(entry))
            except OSError:
                continue
            if int(fields[field]) == key and fields[0] != "Z":
                found.append(int(entry))
    return found


def no_orphans(sid: int) -> bool:
    deadline = time.monotonic() + 10
    while processes(sid, 3) and time.monotonic() < deadline:
        time.sleep(0.1)
    return not processes(sid, 3)


@pytest.fixture(scope="module")
def long_puzzles(tmp_path_factory) -> tuple[Path, bytes]:
    """3,000 top95 puzzles (some seconds of solving) and what --jobs 1 prints for them."""
    pytest.importorskip("distributed", reason="the cluster extra (dask[distributed]) is not installed")
    top = (DATA / "top95.txt").read_text().split()
    path = tmp_path_factory.mktemp("long") / "long.txt"
    path.write_text("\n".join(top[i % len(top)] for i in range(3000)) + "\n")
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--count", str(path)], capture_output=True, check=True
    )
    return path, done.stdout


def _workers(pid: int) -> list[int]:
    return [p for p in processes(pid, 1) if b"spawn_main" in Path(f"/proc/{p}/cmdline").read_bytes()]


def _wait_for(condition, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_worker_killed_mid_run_loses_no_result(tmp_path):
    pytest.importorskip("distributed", reason="the cluster extra (dask[distributed]) is not installed")
    top = (DATA / "top95.txt").read_text().split()
    path = tmp_path / "many.txt"
    path.write_text("\n".join(top[i % len(top)] for i in range(12_000)) + "\n")  # each has one solution
    result = tmp_path / "result.txt"
    proc = start("--count", str(path), "--cluster", "local:2", "--resume", str(result))
    _wait_for(lambda: result.exists() and result.stat().st_size > 0 and len(_workers(proc.pid)) == 2)
    os.kill(_workers(proc.pid)[0], signal.SIGKILL)
    assert result.stat().st_size < 24_000, "the run was over before a worker was killed"
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err.decode()
    assert result.read_text() == "1\n" * 12_000  # every line, in order, once
    assert b"dashboard http" in err  # told at the start
    assert no_orphans(proc.pid)


@pytest.mark.parametrize(("sig", "group", "code"), [(signal.SIGTERM, False, 143), (signal.SIGINT, True, 130)])
def test_sigterm_or_ctrl_c_ends_a_cluster_run_whole_lines_and_no_process_left(long_puzzles, tmp_path, sig, group, code):
    path, expected = long_puzzles
    result = tmp_path / "result.txt"
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--count", str(path), "--cluster", "local:2", "--resume", str(result)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # as from a terminal
    )
    _wait_for(lambda: result.exists() and result.stat().st_size > 0)  # tasks running
    if group:  # a terminal's Ctrl+C reaches the whole group, the workers too
        os.killpg(proc.pid, sig)
    else:
        os.kill(proc.pid, sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == code, err.decode()
    assert b"Traceback" not in err
    written = result.read_bytes()
    assert expected.startswith(written) and written.endswith(b"\n")
    assert no_orphans(proc.pid)


def test_resume_after_sigkill_completes_the_file_with_no_line_twice(long_puzzles, tmp_path):
    path, expected = long_puzzles
    result = tmp_path / "result.txt"
    proc = start("--count", str(path), "--cluster", "local:2", "--resume", str(result))
    _wait_for(lambda: result.exists() and result.stat().st_size > 2000)
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate(timeout=30)
    assert no_orphans(proc.pid)  # the workers died with their client
    first = result.read_bytes()
    assert 0 < len(first) < len(expected) and expected.startswith(first)
    with result.open("ab") as f:
        f.write(b"torn li")  # as a write cut short would leave it
    again = start("--count", str(path), "--cluster", "local:2", "--resume", str(result))
    out, err = again.communicate(timeout=120)
    assert again.returncode == 0, err.decode()
    assert out == b""  # the lines went to the file
    done = first.count(b"\n")
    assert f"{done} puzzles done already".encode() in err
    assert result.read_bytes() == expected


def test_resume_with_jobs_goes_on_from_the_whole_lines(puzzles, tmp_path, capsys):
    assert main(["--count", str(puzzles), "--jobs", "1"]) == 1  # two bad lines
    expected = capsys.readouterr().out
    result = tmp_path / "result.txt"
    result.write_text("".join(expected.splitlines(keepends=True)[:57]) + "1 sol")
    assert main(["--count", str(puzzles), "--jobs", "2", "--resume", str(result)]) == 1
    assert capsys.readouterr().out == ""
    assert result.read_text() == expected
    assert main(["--count", str(puzzles), "--resume", str(result)]) == 0  # nothing left to do
    assert result.read_text() == expected


def test_the_plain_command_line_never_imports_dask(puzzles):
    code = (
        "import sys; from sudoku_gui.cli.command_line import main; main(['--solve', sys.argv[1], '--jobs', '2']); "
        "sys.stderr.write(str(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed'))))"
    )
    done = subprocess.run([sys.executable, "-c", code, str(puzzles)], capture_output=True, cwd=ROOT)
    assert done.stdout.count(b"\n") == 200
    assert done.stderr.decode().endswith("[]")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--cluster", "local:0"], "at least 1"),
        (["--cluster", "no address"], "scheduler's address"),
        (["--cluster", "local:2", "--jobs", "2"], "not both"),
        (["--resume", "r.txt", "--trace", "t.jsonl"], "does not go with --trace"),
    ],
)
def test_cluster_and_resume_usage_errors(args, says, capsys):
    with pytest.raises(SystemExit) as ended:
        main(["--solve", "x.txt", *args])
    assert ended.value.code == 2
    assert says in capsys.readouterr().err


def test_tasks_grow_to_the_task_seconds_of_quick_puzzles_and_stay_single_for_slow_ones(client, puzzles, monkeypatch):
    from sudoku_gui.cli import cluster

    monkeypatch.setattr(cluster, "TASK_SECONDS", 0.2)
    sizes: list[int] = []
    real = cluster._submit

    def seen(c, work, batch):
        sizes.append(len(batch))
        return real(c, work, batch)

    monkeypatch.setattr(cluster, "_submit", seen)
    quick = lines(cluster.cluster_batches(client, WORKS["count"], numbered_puzzles(str(puzzles))))
    first = len(sizes)
    slow = lines(cluster.cluster_batches(client, partial(_sleeps, 0.3), numbered_puzzles(str(puzzles))))
    assert quick == lines(outcome_batches(WORKS["count"], str(puzzles), 1))
    assert sizes[0] == 1 and max(sizes[:first]) > 16  # a count takes well under a millisecond
    assert len(slow) == 200 and set(sizes[first : first + 12]) == {1}


def _sleeps(seconds: float, index: int, item: PuzzleInput) -> ResultLine:
    if index <= 12:
        time.sleep(seconds)
    return ResultLine(str(index))


def test_a_cluster_run_on_a_terminal_shows_a_progress_bar_with_rate_and_time_left(long_puzzles, tmp_path):
    import fcntl
    import pty
    import struct
    import termios

    path, expected = long_puzzles
    ours, theirs = pty.openpty()
    fcntl.ioctl(theirs, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))  # tqdm draws nothing 0 wide
    result = tmp_path / "result.txt"
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--count", str(path), "--cluster", "local:1", "--resume", str(result)],
        stdout=subprocess.DEVNULL,
        stderr=theirs,
    )
    os.close(theirs)
    told = b""
    while True:
        try:
            chunk = os.read(ours, 4096)
        except OSError:  # the terminal's other end closed
            break
        if not chunk:
            break
        told += chunk
    assert proc.wait(timeout=60) == 0
    os.close(ours)
    bars = told.decode(errors="replace").split("\r")
    assert any("/3000 [" in bar and "puzzle/s]" in bar and "<" in bar for bar in bars)  # done/total [spent<left, rate]
    assert "Port" not in told.decode(errors="replace")  # 8787 in use is no warning: the address is printed
    assert result.read_bytes() == expected


def test_resume_into_the_input_file_is_refused(puzzles, capsys):
    with pytest.raises(SystemExit) as ended:
        main(["--count", str(puzzles), "--resume", str(puzzles)])
    assert ended.value.code == 2
    assert "is the input file; it would be appended to" in capsys.readouterr().err


def test_a_slow_first_puzzle_holds_back_the_output_not_the_workers(client, puzzles):
    from sudoku_gui.cli import cluster

    sent: list[int] = []
    real = cluster._submit

    def counted(c, work, batch):
        sent.append(len(batch))
        return real(c, work, batch)

    cluster._submit = counted
    try:
        batches = cluster.cluster_batches(client, partial(_sleeps_first, 1.5), numbered_puzzles(str(puzzles)), size=1)
        first = next(batches)
        sent_before_the_first_line = len(sent)
        rest = lines(batches)
    finally:
        cluster._submit = real
    assert [out.line for out in first] == ["1"] and rest == [str(i) for i in range(2, 201)]
    assert sent_before_the_first_line > 4 * cluster.MIN_WINDOW  # the other worker went on meanwhile


def _sleeps_first(seconds: float, index: int, item: PuzzleInput) -> ResultLine:
    if index == 1:
        time.sleep(seconds)
    return ResultLine(str(index))


@pytest.fixture
def scheduler(tmp_path):
    """A ``dask scheduler`` and a ``dask worker`` of two processes, as on machines of their own;
    yields the scheduler's address and process."""
    pytest.importorskip("distributed", reason="the cluster extra (dask[distributed]) is not installed")
    dask = str(Path(sys.executable).with_name("dask"))
    info = tmp_path / "scheduler.json"
    started = [
        subprocess.Popen(
            [dask, "scheduler", "--port", "0", "--no-dashboard", "--scheduler-file", str(info)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    ]
    try:
        _wait_for(lambda: info.exists() and info.stat().st_size > 0, 30)
        started.append(
            subprocess.Popen(
                [dask, "worker", "--scheduler-file", str(info), "--nworkers", "2", "--nthreads", "1", "--no-dashboard"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
                cwd=ROOT,
            )
        )
        import json

        yield json.loads(info.read_text())["address"], started[0]
    finally:
        for proc in reversed(started):  # ours alone: each in a session of its own
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)


def test_a_running_scheduler_s_workers_print_what_jobs_1_prints(scheduler, puzzles):
    address, _ = scheduler
    proc = start("--solve", str(puzzles), "--cluster", address)
    out, err = proc.communicate(timeout=120)
    alone = subprocess.run([sys.executable, str(ROOT / "main.py"), "--solve", str(puzzles)], capture_output=True)
    assert proc.returncode == alone.returncode == 1  # the two bad lines
    assert out == alone.stdout
    assert f"cluster {address}: ".encode() in err


def test_a_lost_scheduler_ends_the_run_with_one_line_and_resume_goes_on(scheduler, tmp_path):
    address, process = scheduler
    top = (DATA / "top95.txt").read_text().split()
    path = tmp_path / "many.txt"
    path.write_text("\n".join(top[i % len(top)] for i in range(100_000)) + "\n")
    result = tmp_path / "result.txt"
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--count", str(path), "--cluster", address, "--resume", str(result)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "2"},  # gives up reconnecting soon
    )
    _wait_for(lambda: result.exists() and result.stat().st_size > 0)
    os.killpg(process.pid, signal.SIGKILL)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2
    assert err.decode().splitlines()[-1] == "sudoku-gui: lost the connection to the cluster's scheduler"
    assert b"Traceback" not in err
    written = result.read_text()
    assert written.endswith("\n") and set(written.split()) == {"1"}  # no error line for a lost scheduler


def test_a_local_cluster_run_keeps_no_puzzle_once_written(long_puzzles):
    import gc

    from sudoku_gui.cli.cluster import cluster_batches, connected

    path, expected = long_puzzles
    with connected("local:1") as client:
        got = lines(cluster_batches(client, WORKS["count"], numbered_puzzles(str(path))))
        gc.collect()
        ours = set(expected_lines := path.read_text().split())  # not the in-process cluster's puzzles
        kept = sum(isinstance(o, PuzzleInput) and o.source in ours for o in gc.get_objects())
    assert len(expected_lines) == 3000
    assert "\n".join(got) + "\n" == expected.decode()
    assert kept < 1000  # Dask's message logs kept every task's puzzles: 3,000 (and 200,000 of 200,000)


def _dies_on(bad: int, index: int, item: PuzzleInput) -> ResultLine:
    if index == bad:
        os._exit(1)  # the worker process dies with the task, as after a crash or the OOM killer
    return ResultLine(str(index))


def test_a_puzzle_that_kills_its_workers_is_its_own_error_line(puzzles):
    import dask.config

    from sudoku_gui.cli.cluster import cluster_batches, connected

    with dask.config.set({"distributed.scheduler.allowed-failures": 1}), connected("local:2") as client:
        got = lines(cluster_batches(client, partial(_dies_on, 5), numbered_puzzles(str(puzzles)), size=4))
    assert got[4].startswith("error: worker lost")
    assert got[:4] + got[5:] == [str(i) for i in range(1, 201) if i != 5]  # its batch's others done again


def test_a_stop_signal_whose_exception_was_swallowed_still_ends_the_run():
    """Dask runs a garbage collector callback that prints and drops any exception raised in it: a
    Ctrl+C landing there was lost and the run went on to exit 0. The code stays until the block ends."""
    import os
    import signal

    from sudoku_gui.cli.batch import Interrupted, check_interrupted, interruptible

    with interruptible():
        check_interrupted()  # nothing arrived yet
        try:
            os.kill(os.getpid(), signal.SIGINT)
            for _ in range(1000):  # the handler runs at the next bytecode boundaries
                pass
        except Interrupted:
            pass  # swallowed, as the gc callback does
        with pytest.raises(Interrupted) as caught:
            check_interrupted()
        assert caught.value.code == 130
    check_interrupted()  # a new block starts clean


def test_cluster_without_the_extra_is_one_line_not_a_traceback(tmp_path):
    """`pip install -e .` (the README's run command) has no Dask: --cluster says what to install."""
    hidden = tmp_path / "dask"
    hidden.mkdir()
    (hidden / "__init__.py").write_text("raise ModuleNotFoundError(\"No module named 'dask'\", name='dask')\n")
    puzzles = tmp_path / "p.txt"
    puzzles.write_text((DATA / "top95.txt").read_text().split()[0] + "\n")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--count", str(puzzles), "--cluster", "local:2"],
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.decode().strip() == (
        "sudoku-gui: --cluster needs Dask (dask is not installed): pip install -e '.[cluster]'"
    )
