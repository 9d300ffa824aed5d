"""Command line: ``python main.py [PUZZLE] [--speed N|max]`` opens the window;
``--solve``, ``--count`` and ``--rate`` work without one (no Qt import on those paths).

Each of those takes PUZZLE_OR_FILE: 81 characters, a file of puzzles, or ``-`` for standard
input, read by ``core.puzzle_io`` (streamed, so any file size works), one output line per
puzzle in input order. Exit codes: 0 when every puzzle was solved (counted, rated), 1 when
some was not or was invalid, 2 for a usage error or a read/write error (one line on stderr,
never a traceback).
"""

from __future__ import annotations

import argparse
import collections
import itertools
import multiprocessing
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, NoReturn

from .core.counting import count_solutions, solutions_text
from .core.generate import LEVEL_NAMES, SYMMETRIES, generate_many
from .core.grid import Values, format_grid
from .core.puzzle_io import PuzzleInput, SourceError, read_puzzles
from .core.rating import rate
from .core.solve import SolveResult, check_givens, solve
from .core.strategies import DEFAULT_STRATEGY, STRATEGIES
from .core.trace import TraceFile, TraceWriter, WriteFailed
from .speeds import parse_speed

if TYPE_CHECKING:
    from tqdm import tqdm

PROG = "sudoku-gui"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=PROG,
        description="Sudoku Visualizer: watch a solver work, step by step.",
        epilog="Without --solve, --count or --rate the window opens; PUZZLE (81 characters, 0 or . for empty, "
        "or a file) is loaded into it. PUZZLE_OR_FILE may be - for standard input. Exit codes: 0 all solved, "
        "1 some not solved or invalid, 2 usage or read/write error.",
    )
    p.add_argument("puzzle", nargs="?", metavar="PUZZLE", help="puzzle to open: 81 characters or a file holding one")
    p.add_argument(
        "--solve",
        metavar="PUZZLE_OR_FILE",
        help="solve without a window and print one line per puzzle: the solution, 'no solution' or 'invalid: ...'",
    )
    p.add_argument(
        "--count",
        metavar="PUZZLE_OR_FILE",
        help="print each puzzle's number of solutions: 0, 1 ... or N+ at the --limit",
    )
    p.add_argument(
        "--limit", type=_positive_int, default=2, metavar="N", help="with --count: stop counting at N (default 2)"
    )
    p.add_argument("--rate", metavar="PUZZLE_OR_FILE", help="print each puzzle's difficulty (hardest technique needed)")
    p.add_argument(
        "--generate",
        type=_positive_int,
        metavar="N",
        help="print N new puzzles with exactly one solution, one per line (see --level, --symmetry, --seed)",
    )
    p.add_argument(
        "--level",
        default="Medium",
        choices=LEVEL_NAMES,
        help=f"with --generate: the difficulty, one of {', '.join(LEVEL_NAMES)} (default Medium)",
    )
    p.add_argument(
        "--symmetry",
        default="none",
        choices=SYMMETRIES,
        help=f"with --generate: where the givens sit, one of {', '.join(SYMMETRIES)} (default none)",
    )
    p.add_argument("--seed", type=int, default=None, metavar="K", help="with --generate: the same K, the same puzzles")
    p.add_argument(
        "--algorithm",
        default=None,
        choices=sorted(STRATEGIES),
        metavar="NAME",
        help=f"solving strategy (default {DEFAULT_STRATEGY}); one of: {', '.join(sorted(STRATEGIES))}",
    )
    p.add_argument(
        "--speed",
        type=parse_speed,
        default=None,
        metavar="N|max",
        help="animation speed in steps per second (1-1000) or 'max'",
    )
    p.add_argument(
        "--time-limit",
        type=parse_seconds,
        default=None,
        metavar="SECONDS",
        help="stop a solve after this long: wall-clock per puzzle with --solve; in the window, solving time "
        "(pauses and animation excluded)",
    )
    p.add_argument(
        "--jobs",
        type=_positive_int,
        default=None,
        metavar="N",
        help="with --solve, --count or --rate on a file: N worker processes (default: the number of cores); "
        "output stays in input order. --trace runs in one process.",
    )
    p.add_argument(
        "--lang",
        metavar="CODE",
        help="the window's language: en, zh_CN or zh_TW (default: View > Language, else the system locale)",
    )
    p.add_argument("--list-algorithms", action="store_true", help="print each algorithm with a one-line description")
    p.add_argument("--trace", metavar="FILE", help="with --solve: write every step as JSON Lines to FILE")
    p.add_argument("--stats", action="store_true", help="with --solve: print each run's figures to stderr as key=value")
    return p


def parse_seconds(text: str) -> float:
    """``--time-limit`` value: a positive number of seconds."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not seconds > 0 or seconds == float("inf"):
        raise argparse.ArgumentTypeError(f"the time limit must be a number of seconds above 0, got {text}")
    return seconds


def _positive_int(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {text}")
    return n


def list_algorithms() -> int:
    width = max(len(name) for name in STRATEGIES)
    for name, strategy in STRATEGIES.items():
        print(f"{name:<{width}}  {strategy.description} [{strategy.source}]")
    return 0


def result_line(result: SolveResult) -> str:
    """The output line for one solved (or not) puzzle."""
    if result.solution is not None:
        return format_grid(result.solution)
    return "time limit reached" if result.outcome == "time-limit" else "no solution"


def stats_line(index: int, result: SolveResult) -> str:
    """``--stats`` figures of one run as ``key=value`` pairs."""
    k = result.counters
    return (
        f"puzzle={index} steps={k.steps} placements={k.placements} eliminations={k.eliminations} "
        f"guesses={k.guesses} backtracks={k.backtracks} max_depth={k.max_depth} solutions={k.solutions} "
        f"seconds={result.seconds:.4f}"
    )


# --- one puzzle's work: the same function in this process or in a worker ---------------------


@dataclass(frozen=True)
class Task:
    """What to do with each puzzle: ``mode`` is "solve", "count" or "rate"."""

    mode: str
    algorithm: str = DEFAULT_STRATEGY
    time_limit: float | None = None
    stats: bool = False
    limit: int = 2


@dataclass(frozen=True)
class Outcome:
    """One puzzle's output ``line``, lines for stderr (``notes``), and whether it counts as done."""

    line: str
    notes: tuple[str, ...] = ()
    ok: bool = True
    guessed: bool | None = None
    """For a solve: whether the strategy had to guess (None for other tasks)."""
    seconds: float = 0.0


def _checked(item: PuzzleInput) -> tuple[Values | None, str]:
    if item.values is None:
        return None, f"invalid: {item.error}"
    if (problem := check_givens(item.values)) is not None:
        return None, f"invalid: {problem}"
    return item.values, ""


def do_one(task: Task, index: int, item: PuzzleInput, on_step: Callable[..., None] | None = None) -> Outcome:
    """The output of ``task`` for input puzzle number ``index`` (1-based)."""
    values, line = _checked(item)
    if values is None:
        return Outcome(line, ok=False)
    if task.mode == "count":
        n = count_solutions(values, task.limit)
        return Outcome(solutions_text(n, task.limit), ok=n > 0)
    if task.mode == "rate":
        # A rating assumes one solution: uniqueness techniques are unsound otherwise.
        solutions = count_solutions(values, 2)
        if solutions != 1:
            return Outcome("not rated: no solution" if not solutions else "not rated: more than one solution", ok=False)
        return Outcome(str(rate(values)))
    result = solve(values, task.algorithm, task.time_limit, on_step, wall_clock=True)
    notes: list[str] = []
    if task.stats:
        notes.append(stats_line(index, result))
    if result.solution is not None and (
        result.outcome == "multiple"
        or (result.outcome == "solved" and not result.counted and count_solutions(values, 2) > 1)
    ):
        notes.append(f"puzzle {index}: more than one solution")
    return Outcome(
        result_line(result),
        tuple(notes),
        ok=result.solution is not None,
        guessed=result.counters.guesses > 0,
        seconds=result.seconds,
    )


class Summary:
    """The ``--stats`` totals over a run: puzzles, solved, solved without a guess, seconds."""

    def __init__(self) -> None:
        self.puzzles = self.solved = self.no_guess = 0
        self.seconds = 0.0

    def tally(self, outcomes: Iterable[Outcome]) -> Iterator[Outcome]:
        for out in outcomes:
            if out.guessed is not None:
                self.puzzles += 1
                self.solved += out.ok
                self.no_guess += out.ok and not out.guessed
                self.seconds += out.seconds
            yield out

    def line(self) -> str:
        share = 100 * self.no_guess / self.puzzles if self.puzzles else 0.0
        mean = self.seconds / self.puzzles if self.puzzles else 0.0
        return (
            f"total puzzles={self.puzzles} solved={self.solved} without_guess={self.no_guess} "
            f"share_without_guess={share:.1f}% mean_seconds={mean:.4f}"
        )


def _do_batch(task: Task, batch: list[tuple[int, PuzzleInput]]) -> list[Outcome]:
    return [do_one(task, index, item) for index, item in batch]


# --- output ------------------------------------------------------------------------------------


def _progress(quiet: bool) -> tqdm[NoReturn] | None:
    if sys.stderr.isatty() and not quiet:
        from tqdm import tqdm  # only for long runs on a terminal

        return tqdm(unit="puzzle", file=sys.stderr, leave=False)
    return None


def _emit(outcomes: Iterable[Outcome], quiet: bool) -> bool:
    """Print each outcome in order (notes to stderr); True when every one was ok."""
    progress = _progress(quiet)
    ok = True
    try:
        for out in outcomes:
            for note in out.notes:
                if progress is not None:
                    progress.clear()
                print(note, file=sys.stderr, flush=True)
            try:
                print(out.line, flush=True)
            except BrokenPipeError:
                raise
            except OSError as e:
                raise WriteFailed(f"cannot write standard output: {_reason(e)}") from None
            ok &= out.ok
            if progress is not None:
                progress.update(1)
    finally:
        if progress is not None:
            progress.close()
    return ok


def _reason(e: OSError) -> str:
    return (e.strerror or str(e)).lower()


def _numbered(source: str) -> Iterator[tuple[int, PuzzleInput]]:
    return enumerate(read_puzzles(source), start=1)


def _jobs(requested: int | None) -> int:
    return requested if requested is not None else (os.cpu_count() or 1)


BATCH = 32
"""Puzzles sent to a worker process at a time (amortises the pickling)."""


def _outcomes(task: Task, source: str, jobs: int) -> Iterator[Outcome]:
    """Outcomes in input order, from ``jobs`` worker processes when there is more than one
    puzzle (a single puzzle is done here: starting workers would cost more than it).

    At most ``2 * jobs`` batches are in flight, so memory stays flat on a file of any size.
    """
    numbered = _numbered(source)
    head = list(itertools.islice(numbered, 2))
    if jobs <= 1 or len(head) < 2:
        for index, item in itertools.chain(head, numbered):
            yield do_one(task, index, item)
        return
    batches = _batched(itertools.chain(head, numbered), BATCH)
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with ProcessPoolExecutor(jobs, mp_context=context) as pool:
        pending: collections.deque[Future[list[Outcome]]] = collections.deque()
        for batch in batches:
            pending.append(pool.submit(_do_batch, task, batch))
            if len(pending) >= 2 * jobs:
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()


def _batched(items: Iterable[tuple[int, PuzzleInput]], n: int) -> Iterator[list[tuple[int, PuzzleInput]]]:
    it = iter(items)
    while batch := list(itertools.islice(it, n)):
        yield batch


# --- the trace file ----------------------------------------------------------------------------


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def run_solve(source: str, task: Task, trace_path: str | None, jobs: int | None) -> int:
    """``--solve``: one line per puzzle; returns the exit code."""
    summary = Summary()
    if trace_path is None:
        ok = _emit(summary.tally(_outcomes(task, source, _jobs(jobs))), task.stats)
        if task.stats:
            print(summary.line(), file=sys.stderr, flush=True)
        return 0 if ok else 1
    trace = TraceFile(trace_path)
    writer = TraceWriter(trace)
    finished = False
    try:

        def traced() -> Iterator[Outcome]:
            for index, item in _numbered(source):
                writer.start(index)
                yield do_one(task, index, item, writer.write)

        ok = _emit(summary.tally(traced()), task.stats)
        if task.stats:
            print(summary.line(), file=sys.stderr, flush=True)
        trace.finish()
        finished = True
        return 0 if ok else 1
    finally:
        if not finished:
            trace.abandon()


def run_each(source: str, task: Task, jobs: int | None) -> int:
    """``--count`` or ``--rate``: one line per puzzle; returns the exit code."""
    return 0 if _emit(_outcomes(task, source, _jobs(jobs)), False) else 1


def _reader_left() -> int:
    """The reader of our output (``head``, say) left early: stop quietly, as Unix tools do."""
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - the interpreter flushes and closes it at exit
    return 1


def _fail(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return 2


def _headless(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    chosen = [name for name in ("solve", "count", "rate") if getattr(args, name) is not None]
    if len(chosen) > 1:
        parser.error(f"give one of --solve, --count and --rate, not {' and '.join('--' + n for n in chosen)}")
    if args.puzzle is not None:
        parser.error(f"give the puzzle to --{chosen[0]}, not as a separate argument")
    source = getattr(args, chosen[0])
    if args.trace is not None:
        if chosen[0] != "solve":
            parser.error("--trace goes with --solve")
        if os.path.exists(source) and _same_file(args.trace, source):
            parser.error(f"--trace {args.trace!r} is the input file; it would be overwritten")
    if chosen[0] == "solve":
        task = Task("solve", args.algorithm or DEFAULT_STRATEGY, args.time_limit, args.stats)
        return run_solve(source, task, args.trace, args.jobs)
    return run_each(source, Task(chosen[0], limit=args.limit), args.jobs)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.list_algorithms:
        return list_algorithms()
    if args.generate is not None:
        try:
            for made in generate_many(args.generate, args.level, args.symmetry, args.seed):
                print(format_grid(made.puzzle), flush=True)
        except BrokenPipeError:
            return _reader_left()
        except OSError as e:
            return _fail(f"cannot write standard output: {_reason(e)}")
        except KeyboardInterrupt:
            return 130
        return 0
    if args.solve is not None or args.count is not None or args.rate is not None:
        try:
            return _headless(args, parser)
        except BrokenPipeError:
            return _reader_left()
        except (SourceError, WriteFailed) as e:
            return _fail(str(e))
        except KeyboardInterrupt:
            return 130

    from .qt.app import run_app  # Qt is imported only when a window is wanted

    return run_app(args)
