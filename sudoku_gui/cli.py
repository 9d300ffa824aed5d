"""Command line: ``python main.py [PUZZLE] [--speed N|max]`` opens the window;
``python main.py --solve PUZZLE_OR_FILE`` solves without one (no Qt import on that path).

Exit codes of ``--solve``: 0 when every puzzle was solved, 1 otherwise, 2 for usage errors.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator, Sequence
from typing import IO, TYPE_CHECKING, NoReturn

from .core.counting import count_solutions
from .core.grid import Values, format_grid
from .core.puzzle_io import PuzzleInput, load_puzzles
from .core.rating import rate
from .core.solve import SolveResult, check_givens, solve
from .core.strategies import DEFAULT_STRATEGY, STRATEGIES
from .core.trace import TraceWriter
from .speeds import parse_speed

if TYPE_CHECKING:
    from tqdm import tqdm


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="sudoku-gui",
        description="Sudoku Visualizer: watch a solver work, step by step.",
        epilog="Without --solve the window opens; PUZZLE (81 characters, 0 or . for empty, or a file) is loaded into it.",
    )
    p.add_argument("puzzle", nargs="?", metavar="PUZZLE", help="puzzle to open: 81 characters or a file holding one")
    p.add_argument(
        "--solve",
        metavar="PUZZLE_OR_FILE",
        help="solve without a window and print one line per puzzle: the solution, 'no solution' or 'invalid: ...'",
    )
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
        help="stop a solve after this much solving time",
    )
    p.add_argument("--list-algorithms", action="store_true", help="print each algorithm with a one-line description")
    p.add_argument("--trace", metavar="FILE", help="with --solve: write every step as JSON Lines to FILE")
    p.add_argument("--stats", action="store_true", help="with --solve: print each run's figures to stderr as key=value")
    p.add_argument("--rate", metavar="PUZZLE_OR_FILE", help="print each puzzle's difficulty (hardest technique needed)")
    return p


def parse_seconds(text: str) -> float:
    """``--time-limit`` value: a positive number of seconds."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not seconds > 0:
        raise argparse.ArgumentTypeError(f"the time limit must be more than 0 seconds, got {text}")
    return seconds


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


def _read(source: str) -> list[PuzzleInput] | None:
    try:
        return load_puzzles(source)
    except OSError as e:
        print(f"sudoku-gui: cannot read {source!r}: {e.strerror or e}", file=sys.stderr)
        return None


def _progress(total: int, quiet: bool) -> tqdm[NoReturn] | None:
    if total > 1 and sys.stderr.isatty() and not quiet:
        from tqdm import tqdm  # only for long runs on a terminal

        return tqdm(total=total, unit="puzzle", file=sys.stderr, leave=False)
    return None


def _each_puzzle(puzzles: list[PuzzleInput], quiet: bool) -> Iterator[tuple[int, Values | None, str]]:
    """(1-based index, values or None, the ``invalid: ...`` line when None) for each input,
    with a progress bar on a terminal."""
    progress = _progress(len(puzzles), quiet)
    try:
        for index, item in enumerate(puzzles, start=1):
            if item.values is None:
                yield index, None, f"invalid: {item.error}"
            elif (problem := check_givens(item.values)) is not None:
                yield index, None, f"invalid: {problem}"
            else:
                yield index, item.values, ""
            if progress is not None:
                progress.update(1)
    finally:
        if progress is not None:
            progress.close()


def run_headless(
    source: str,
    algorithm: str,
    time_limit: float | None = None,
    trace: IO[str] | None = None,
    stats: bool = False,
) -> int:
    """Solve every puzzle of ``source`` and print one line each; returns the exit code.

    ``trace`` receives every step as JSON Lines; ``stats`` prints each run's figures to stderr.
    """
    puzzles = _read(source)
    if puzzles is None:
        return 2
    writer = TraceWriter(trace) if trace is not None else None
    all_solved = True
    for index, values, line in _each_puzzle(puzzles, stats):
        if values is not None:
            if writer is not None:
                writer.start(index)
            result = solve(values, algorithm, time_limit, writer.write if writer is not None else None)
            line = result_line(result)
            if stats:
                print(stats_line(index, result), file=sys.stderr, flush=True)
        all_solved &= not line.startswith(("invalid", "no solution", "time limit"))
        print(line, flush=True)
    return 0 if all_solved else 1


def run_rate(source: str) -> int:
    """Print each puzzle's rating (score, level, hardest technique), or why it is not rated;
    exit code 1 when any puzzle was invalid or not rated."""
    puzzles = _read(source)
    if puzzles is None:
        return 2
    ok = True
    for _, values, line in _each_puzzle(puzzles, False):
        if values is not None:
            # A rating assumes one solution: uniqueness techniques are unsound otherwise.
            solutions = count_solutions(values, 2)
            if solutions == 1:
                line = str(rate(values))
            else:
                line = "not rated: no solution" if solutions == 0 else "not rated: more than one solution"
        ok &= not line.startswith(("invalid", "not rated"))
        print(line, flush=True)
    return 0 if ok else 1


def _reader_left() -> int:
    """The reader of our output (``head``, say) left early: stop quietly, as Unix tools do."""
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - the interpreter flushes and closes it at exit
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.list_algorithms:
        return list_algorithms()
    if args.solve is not None:
        if args.puzzle is not None:
            build_parser().error("give the puzzle to --solve, not as a separate argument")
        try:
            trace = open(args.trace, "w", encoding="utf-8") if args.trace else contextlib.nullcontext()  # noqa: SIM115
        except OSError as e:
            print(f"sudoku-gui: cannot write {args.trace!r}: {e.strerror or e}", file=sys.stderr)
            return 2
        try:
            with trace as stream:
                return run_headless(args.solve, args.algorithm or DEFAULT_STRATEGY, args.time_limit, stream, args.stats)
        except BrokenPipeError:
            return _reader_left()
    if args.rate is not None:
        try:
            return run_rate(args.rate)
        except BrokenPipeError:
            return _reader_left()

    from .qt.app import run_app  # Qt is imported only when a window is wanted

    return run_app(args)
