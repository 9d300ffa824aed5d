"""Command line: ``python main.py [PUZZLE] [--speed N|max]`` opens the window;
``--solve``, ``--count``, ``--rate`` and ``--generate`` work without one (no Qt import on those
paths).

Each of ``--solve``, ``--count`` and ``--rate`` takes PUZZLE_OR_FILE: 81 characters, a file of
puzzles, or ``-`` for standard input, read by ``core.puzzles.puzzle_io`` (streamed, so any file size
works), one output line per puzzle in input order. Exit codes: 0 when every puzzle was solved
(counted, rated), 1 when some was not or was invalid, 2 for a usage error or a read/write error
(one line on stderr, never a traceback), 130 after Ctrl+C and 143 after SIGTERM (whole lines
written, workers gone, temporary files removed).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING, NoReturn

from ..core.algorithms.kinds import InstalledSolver
from ..core.algorithms.registry import algorithm_name, available_algorithms
from ..core.atomic import WriteFailed
from ..core.puzzles.puzzle_io import PuzzleInput, SourceError, read_puzzles
from ..core.rating.se.rule_sets import DEFAULT_RULES
from ..core.recording.animation_frames import span_problem
from ..core.strategies import STRATEGIES
from . import held_sigterm
from .batch import (
    ClusterError,
    Interrupted,
    ResultLine,
    WorkerFailed,
    capped_jobs,
    emit,
    interruptible,
    signals_held,
)
from .parser import HEADLESS, PROG, build_parser, check_combination
from .spread import Outcomes, Spread
from .tasks import DEFAULT_ALGORITHM, Summary, Task, do_one, prepare

if TYPE_CHECKING:
    from tqdm import tqdm

__all__ = ["Task", "build_parser", "do_one", "main"]


# --- the commands --------------------------------------------------------------------------------


def list_algorithms() -> int:
    width = max(len(name) for name in STRATEGIES)
    for found in available_algorithms():  # packages' solvers are named without loading them
        if isinstance(found, InstalledSolver):
            sys.stdout.write(f"{found.name:<{width}}  installed solver {found.value} [{found.package or '?'}]\n")
        else:
            sys.stdout.write(f"{found.name:<{width}}  {found.description} [{found.source}]\n")
    sys.stdout.flush()
    return 0


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _is_stdin(path: str) -> bool:
    """Whether ``path`` names this process's standard input (``/dev/stdin``, its pipe, its file)."""
    try:
        return sys.stdin is not None and os.path.samestat(os.stat(path), os.fstat(sys.stdin.fileno()))
    except (OSError, ValueError):
        return False


def _spoilt(option: str) -> str:
    return "appended to" if option == "resume" else "overwritten"


def _check_outputs(args: argparse.Namespace, source: str, parser: argparse.ArgumentParser) -> None:
    for option in ("trace", "tree", "resume"):
        path = getattr(args, option)
        if path is None:
            continue
        if os.path.exists(source) and _same_file(path, source):
            parser.error(f"--{option} {path!r} is the input file; it would be {_spoilt(option)}")
        if source == "-" and _is_stdin(path):
            parser.error(f"--{option} {path!r} is the standard input the puzzles come from")
    if args.trace is not None and args.tree is not None and _same_file(args.trace, args.tree):
        parser.error("--trace and --tree name the same file")


def run_solve(
    source: str,
    task: Task,
    trace_path: str | None,
    tree_path: str | None,
    spread: Spread,
    check: bool = False,
    silence: float | None = None,
) -> int:
    """``--solve`` (or ``--solve --check``): one line per puzzle, worked as ``spread`` says; with
    a trace or tree, in this process; returns the exit code."""
    from ..core.atomic import AtomicFile

    work: Callable[..., ResultLine] = do_one
    if check:
        from .check_command import check_task

        work = partial(check_task, silence)
    summary = Summary()
    codes: list[int] = []
    files: list[AtomicFile] = []
    try:
        trace = AtomicFile(trace_path) if trace_path is not None else None
        if trace is not None:
            files.append(trace)
        tree = AtomicFile(tree_path) if tree_path is not None else None
        if tree is not None:
            files.append(tree)
        with contextlib.ExitStack() as stack:
            if not files:
                run = stack.enter_context(spread.outcomes(partial(work, task), source, task.stats))
            else:
                run = Outcomes(_recorded(source, task, trace, tree, work))
            ok = emit(_codes(summary.tally(run.batches), codes), task.stats, run.write, run.total)
        if task.stats and not check:
            sys.stderr.write(summary.line() + "\n")
        for f in files:
            f.finish()
        files.clear()
        if check:
            from .check_command import exit_code

            return exit_code(codes)
        return 0 if ok else 1
    finally:
        for f in files:
            f.abandon()


def _codes(batches: Iterable[list[ResultLine]], codes: list[int]) -> Iterator[list[ResultLine]]:
    for batch in batches:
        codes.extend(out.code for out in batch)
        yield batch


def _recorded(
    source: str, task: Task, trace: object, tree: object, work: Callable[..., ResultLine] = do_one
) -> Iterator[list[ResultLine]]:
    """Outcomes of a solve in this process, each step written to the trace and the tree files."""
    from ..core.recording.trace_file import TraceWriter
    from ..core.tree.jsonl import TreeRecorder

    writer = TraceWriter(trace) if trace is not None else None  # type: ignore[arg-type]
    for index, item in enumerate(read_puzzles(source), start=1):
        recorder = TreeRecorder() if tree is not None else None
        if writer is not None:
            writer.start(index, item.values)

        def on_step(step: object, recorder: TreeRecorder | None = recorder) -> None:
            if writer is not None:
                writer.write(step)  # type: ignore[arg-type]
            if recorder is not None:
                recorder.record(step)  # type: ignore[arg-type]

        out = work(task, index, item, on_step)
        if recorder is not None and item.values is not None:
            for line in recorder.lines(index):
                tree.write(line)  # type: ignore[attr-defined]
        yield [out]


def run_each(source: str, task: Task, spread: Spread) -> int:
    """``--count`` or ``--rate``: one line per puzzle, worked as ``spread`` says; returns the exit code."""
    with spread.outcomes(partial(do_one, task), source) as run:
        return 0 if emit(run.batches, False, run.write, run.total) else 1


def run_generate(args: argparse.Namespace) -> int:
    from ..core.grid import format_grid
    from ..core.puzzles.generate import generate_many

    level = args.level or "Medium"
    tell = sys.stderr is not None and sys.stderr.isatty()

    def progress(grids: int) -> None:  # a hard level can take a while: say it is still looking
        if tell and grids % 10 == 0:
            sys.stderr.write(f"\rlooking for a {level} puzzle: {grids} grids tried")
            sys.stderr.flush()

    rules = args.se_rules or DEFAULT_RULES
    for made in generate_many(args.generate, level, args.symmetry or "none", args.seed, progress, rules):
        with signals_held():
            if tell:
                sys.stderr.write("\r\x1b[K")
            sys.stdout.write(format_grid(made.puzzle) + "\n")
            sys.stdout.flush()
    return 0


def run_race(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``--race``: every algorithm on each puzzle of PUZZLE, one ``key=value`` row each; exit 0
    when every racer solved every puzzle, 1 when one did not or a puzzle is invalid."""
    from ..core.board_state import BoardState
    from ..core.runs.race import check_algorithms, race
    from ..core.runs.solve_to_end import check_givens
    from ..core.runs.step_stream import Outcome as RaceOutcome

    pick = algorithm_name
    try:
        names = [pick(n.strip()) for n in args.race.split(",") if n.strip()]
    except argparse.ArgumentTypeError as e:
        parser.error(f"--race: {e}")
    problem = check_algorithms(names)
    if problem is not None:
        parser.error(f"--race: {problem}")
    ok = True
    for index, item in enumerate(read_puzzles(args.puzzle), start=1):
        problem = item.error if item.values is None else check_givens(item.values)
        if item.values is None or problem is not None:
            rows = [f"puzzle={index} invalid: {problem}"]  # as --solve says it; nothing raced
            ok = False
        else:
            racers = race(BoardState(item.values), names, args.time_limit)
            rows = [race_row(index, r) for r in racers]
            ok = ok and all(r.outcome in (RaceOutcome.SOLVED, RaceOutcome.MULTIPLE) for r in racers)
        with signals_held():
            sys.stdout.write("".join(row + "\n" for row in rows))
            sys.stdout.flush()
    return 0 if ok else 1


def run_tree_diff(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``--tree-diff A,B PUZZLE``: each puzzle's two search trees merged (``check_cli``)."""
    from ..core.external.solver_errors import SolverError
    from ..core.runs.solve_to_end import check_givens
    from .check_command import tree_diff_lines

    try:  # any --algorithm: built-ins, path/to/solver.py[:function], exec:COMMAND
        names = [algorithm_name(n.strip()) for n in args.tree_diff.split(",")]
    except argparse.ArgumentTypeError as e:
        parser.error(f"--tree-diff: {e}")
    if len(names) != 2:
        parser.error(f"--tree-diff takes two algorithms, A,B; got {len(names)}")
    ok = True
    for index, item in enumerate(read_puzzles(args.puzzle), start=1):
        problem = item.error if item.values is None else check_givens(item.values)
        if item.values is None or problem is not None:
            lines, ok = [f"puzzle={index} invalid: {problem}"], False
        else:
            try:
                lines = tree_diff_lines(names, item.values, args.time_limit)
            except SolverError as e:  # a loaded solver failed: the puzzle's line says how
                lines, ok = [f"puzzle={index} error: {e}"], False
        with signals_held():
            sys.stdout.write("".join(line + "\n" for line in lines))
            sys.stdout.flush()
    return 0 if ok else 1


def run_export(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``--export-animation``: record PUZZLE's first puzzle, draw the span offscreen, write it.
    A span over ``MAX_FRAMES`` frames, or a file that cannot be written, is refused before
    anything is recorded when the options say enough (else before anything is drawn)."""
    import math

    from ..core.atomic import failed, landing
    from ..core.board_state import BoardState
    from ..core.puzzles.puzzle_io import first_puzzle
    from ..core.runs.race import record

    path = args.export_animation
    try:
        from ..qt.export.animation import check_format

        check_format(path)
    except ValueError as e:
        parser.error(f"--export-animation: {e}")
    first = args.from_step or 0
    fps = args.fps or 10.0
    if args.to_step is not None and args.steps_per_frame is not None:
        _refuse_span(parser, first, args.to_step, args.steps_per_frame, fps)
    folder = os.path.dirname(os.path.abspath(landing(path)))
    if not os.path.isdir(folder):
        raise failed(path, "no such folder" if not os.path.exists(folder) else "not a folder")
    good, bad, _ = first_puzzle(args.puzzle)
    if good is None or good.values is None:
        return _fail(f"invalid: {bad.error if bad is not None else 'no puzzle found'}")
    algorithm = args.algorithm or DEFAULT_ALGORITHM
    cap = args.to_step + 1 if args.to_step is not None else 5_000_000
    racer = record(BoardState(good.values), algorithm, args.time_limit or 60.0, cap)
    assert racer.timeline is not None
    last = min(args.to_step if args.to_step is not None else len(racer.timeline), len(racer.timeline))
    if first > last:
        parser.error(f"--from {first} is past the run's last step ({last})")
    per_frame = args.steps_per_frame or max(1, math.ceil((last - first) / 600))
    _refuse_span(parser, first, last, per_frame, fps)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # drawn without a display
    from PySide6.QtGui import QGuiApplication

    from ..qt.export.animation import Clip, write

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    clip = Clip([racer.timeline], first, last, fps, per_frame)
    bar = _frame_bar(clip.frames())

    def advance(done: int, _total: int) -> None:
        if bar is not None:
            bar.update(done - bar.n)

    try:
        frames = write(clip, path, progress=advance)
    except ValueError as e:
        return _fail(str(e))
    finally:
        if bar is not None:
            bar.close()
    sys.stdout.write(f"{frames}\n")
    sys.stdout.flush()
    del _app
    return 0


def _refuse_span(parser: argparse.ArgumentParser, first: int, last: int, per_frame: int, fps: float) -> None:
    problem = span_problem(first, last, per_frame, fps)
    if problem is not None:
        parser.error(f"--export-animation: {problem}")


def _frame_bar(total: int) -> tqdm[NoReturn] | None:
    """A progress bar of frames on standard error when it is a terminal."""
    if sys.stderr is not None and sys.stderr.isatty():
        from tqdm import tqdm

        return tqdm(total=total, unit="frame", file=sys.stderr, leave=False)
    return None


def race_row(index: int, racer: object) -> str:
    """One racer's figures, as ``--solve --stats`` prints them for that algorithm."""
    from ..core.runs.race import Racer

    assert isinstance(racer, Racer)
    head = f"puzzle={index} algorithm={racer.algorithm} result={racer.outcome.value}"
    if racer.timeline is None:
        error = f"{racer.raised}: {racer.error}" if racer.raised else str(racer.error)
        return f"{head} error={error!r}"
    k = racer.timeline.head.counters
    capped = " capped=1" if racer.capped else ""
    return (
        f"{head} steps={k.steps} placements={k.placements} eliminations={k.eliminations} guesses={k.guesses} "
        f"backtracks={k.backtracks} max_depth={k.max_depth} solutions={k.solutions} seconds={racer.seconds:.4f}{capped}"
    )


def _fail(message: str) -> int:
    with contextlib.suppress(Exception):
        sys.stderr.write(f"{PROG}: {message}\n")
        sys.stderr.flush()
    return 2


def _reason(e: OSError) -> str:
    return (e.strerror or str(e)).lower()


def _reader_left() -> int:
    """The reader of our output (``head``, say) left early: stop quietly, as Unix tools do."""
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the interpreter's final flush goes nowhere
    return 1


def _streams_open(command: str, source: str | None) -> str | None:
    """Why the run cannot start (a closed standard stream it needs), or None."""
    if sys.stdout is None:
        return "cannot write standard output: it is closed"
    if source == "-" and sys.stdin is None:
        return "cannot read standard input: it is closed"
    return None


def _headless(command: str, args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if command == "list_algorithms":
        return list_algorithms()
    if command == "generate":
        return run_generate(args)
    if command == "race":
        return run_race(args, parser)
    if command == "export_animation":
        return run_export(args, parser)
    if command == "replay":
        from .replay_command import run_replay

        return run_replay(args.replay, args.puzzle, args.stats, parser, args.check)
    if command == "tree_diff":
        return run_tree_diff(args, parser)
    if command == "repeats":
        from .repeats_command import run_repeats

        return run_repeats(args.repeats, args.algorithm or DEFAULT_ALGORITHM, args.time_limit, args.limit)
    source = getattr(args, command)
    _check_outputs(args, source, parser)
    jobs, note = capped_jobs(args.jobs)
    if args.trace is not None or args.tree is not None:
        jobs = 1
    if note:
        sys.stderr.write(f"{PROG}: {note}\n")
    spread = Spread(jobs, args.cluster, args.resume)
    if command == "solve":
        task = Task("solve", args.algorithm or DEFAULT_ALGORITHM, args.time_limit, args.stats)
        prepare(task)
        return run_solve(source, task, args.trace, args.tree, spread, args.check, args.silence)
    task = Task(
        command,
        limit=args.limit or 2,
        explain=args.explain,
        time_limit=args.time_limit,
        rules=args.se_rules or DEFAULT_RULES,
    )
    prepare(task)
    return run_each(source, task, spread)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    command = check_combination(args, parser)
    if command is None:
        from .can_display import display_problem

        problem = display_problem()  # before Qt, which aborts the process without a display
        if problem is not None:
            return _fail(problem)
        from ..qt.app import run_app  # Qt is imported only when a window is wanted

        return run_app(args)
    source = (
        args.puzzle
        if command in ("race", "export_animation", "tree_diff")
        else getattr(args, command, None)
        if command in HEADLESS
        else None
    )
    problem = _streams_open(command, source)
    if problem is not None:
        return _fail(problem)
    try:
        with interruptible():
            held_sigterm.release()  # one that came while starting ends the run here, with 143
            return _headless(command, args, parser)
    except BrokenPipeError:
        return _reader_left()
    except (SourceError, WriteFailed, WorkerFailed, ClusterError) as e:
        return _fail(str(e))
    except OSError as e:
        return _fail(f"cannot write standard output: {_reason(e)}")
    except MemoryError:
        return _fail("out of memory")
    except (Interrupted, KeyboardInterrupt) as e:
        return e.code if isinstance(e, Interrupted) else 130


def entry() -> int:
    """The ``sudoku-gui`` console entry and ``main.py``: ``main`` with its imports guarded, so
    Ctrl+C or a lack of memory while starting up ends with one line, not a traceback."""
    try:
        return main()
    except KeyboardInterrupt:
        return 130
    except MemoryError:
        return _fail("out of memory")


__all__ += ["Interrupted", "PuzzleInput", "entry"]
