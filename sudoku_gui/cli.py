"""Command line: ``python main.py [PUZZLE] [--speed N|max]`` opens the window;
``--solve``, ``--count``, ``--rate`` and ``--generate`` work without one (no Qt import on those
paths).

Each of ``--solve``, ``--count`` and ``--rate`` takes PUZZLE_OR_FILE: 81 characters, a file of
puzzles, or ``-`` for standard input, read by ``core.puzzle_io`` (streamed, so any file size
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
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING, NoReturn

from .batch import (
    Interrupted,
    Outcome,
    WorkerFailed,
    WriteFailed,
    capped_jobs,
    emit,
    interruptible,
    outcome_batches,
    signals_held,
)
from .core.frames import FPS_RANGE, MAX_FRAMES, span_problem
from .core.levels import LEVEL_NAMES, SYMMETRIES
from .core.puzzle_io import PuzzleInput, SourceError, read_puzzles
from .core.se.rule_sets import DEFAULT_RULES, RULE_SETS
from .headless import DEFAULT_ALGORITHM, RATE_TIME_LIMIT, Summary, Task, do_one, prepare
from .solver_names import algorithm_name
from .speeds import parse_speed

if TYPE_CHECKING:
    from tqdm import tqdm

PROG = "sudoku-gui"
ALGORITHMS = ("propagate-guess", "naive", "mrv-all", "units", "hidden-singles", "human", "fast")
"""The ``--algorithm`` names (``core.strategies.STRATEGIES``' keys, kept here so that parsing the
command line loads no strategy)."""
HEADLESS = ("solve", "count", "rate", "generate", "race", "export_animation", "replay", "tree_diff")

__all__ = ["Task", "build_parser", "do_one", "main"]


def _choice(names: Sequence[str], what: str) -> Callable[[str], str]:
    """An argparse type that accepts any of ``names`` in any case and gives the name as spelled."""
    by_key = {name.lower(): name for name in names}

    def pick(text: str) -> str:
        try:
            return by_key[text.lower()]
        except KeyError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}; one of {', '.join(names)} (any case)") from None

    pick.__name__ = what  # argparse names the type in its messages
    return pick


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=PROG,
        description="Sudoku Visualizer: watch a solver work, step by step.",
        epilog="Without --solve, --count, --rate or --generate the window opens; PUZZLE (81 characters, 0 or . "
        "for empty, or a file) is loaded into it. PUZZLE_OR_FILE may be - for standard input. Names given to "
        "--algorithm, --level and --symmetry are accepted in any case. Exit codes: 0 all solved, 1 some not "
        "solved or invalid, 2 usage or read/write error, 130 interrupted (Ctrl+C), 143 terminated (SIGTERM).",
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
    p.add_argument("--limit", type=_positive_int, metavar="N", help="with --count: stop counting at N (default 2)")
    p.add_argument(
        "--rate",
        metavar="PUZZLE_OR_FILE",
        help="print each puzzle's difficulty: Sudoku Explainer's ER/EP/ED (hardest step; hardest up to the first "
        "placement; up to the first elimination), the level they give and the hardest step, then the human "
        "strategy's rating (HoDoKu's techniques) and HoDoKu's level of its path (Easy, Medium, Hard, Unfair, Extreme)",
    )
    p.add_argument(
        "--se-rules",
        type=_choice(RULE_SETS, "a rule set"),
        metavar="NAME",
        help="with --rate and --generate: which Sudoku Explainer rates: bank (as the Sudoku Exchange puzzle bank "
        "was rated, the default), sukaku (Sukaku Explainer's current default techniques) or classic (Sudoku "
        "Explainer 1.2.1.3, the forums' historical lists)",
    )
    p.add_argument(
        "--generate",
        type=_positive_int,
        metavar="N",
        help="print N new puzzles with exactly one solution, one per line (see --level, --symmetry, --seed)",
    )
    p.add_argument(
        "--level",
        type=_choice(LEVEL_NAMES, "a level"),
        metavar="LEVEL",
        help=f"with --generate: the difficulty, one of {', '.join(LEVEL_NAMES)}, any case (default Medium)",
    )
    p.add_argument(
        "--symmetry",
        type=_choice(SYMMETRIES, "a symmetry"),
        metavar="SYMMETRY",
        help=f"with --generate: where the givens sit, one of {', '.join(SYMMETRIES)}, any case (default none)",
    )
    p.add_argument("--seed", type=int, default=None, metavar="K", help="with --generate: the same K, the same puzzles")
    p.add_argument(
        "--algorithm",
        type=algorithm_name,
        metavar="NAME",
        help=f"solving strategy for --solve and the window (default {DEFAULT_ALGORITHM}); one of: "
        f"{', '.join(sorted(ALGORITHMS))}, any case; or your own: path/to/solver.py[:function], "
        '"exec:COMMAND ARGS" (a program speaking the step protocol, docs/step-protocol.md) or an installed solver',
    )
    p.add_argument(
        "--speed",
        type=parse_speed,
        default=None,
        metavar="N|max",
        help="the window's animation speed in steps per second (1-1000) or 'max'",
    )
    p.add_argument(
        "--time-limit",
        type=parse_seconds,
        default=None,
        metavar="SECONDS",
        help="stop a solve after this long: wall-clock per puzzle with --solve; with --rate, the Sudoku "
        f"Explainer rating's time per puzzle (default {RATE_TIME_LIMIT:g}; past it ER is printed as a lower bound, "
        "'>=9.0'); in the window, solving time (pauses and animation excluded)",
    )
    p.add_argument(
        "--jobs",
        type=_positive_int,
        default=None,
        metavar="N",
        help="with --solve, --count or --rate on a file: N worker processes (default: the number of cores; at "
        "most two a core); output stays in input order. --trace and --tree run in one process.",
    )
    p.add_argument(
        "--lang",
        metavar="CODE",
        help="the window's language: en, zh_CN or zh_TW (default: View > Language, else the system locale)",
    )
    p.add_argument(
        "--race",
        metavar="A,B,...",
        help="race 2-6 algorithms on PUZZLE (a puzzle or a file), each in its own process; one row per puzzle and "
        "algorithm: result, steps, placements, eliminations, guesses, backtracks, max depth, seconds",
    )
    p.add_argument(
        "--export-animation",
        metavar="FILE",
        help="record PUZZLE with --algorithm and write it as an animation (.gif, .webp or .mp4), drawn offscreen; "
        "prints the number of frames",
    )
    p.add_argument(
        "--from", dest="from_step", type=_natural, metavar="N", help="with --export-animation: first step (0)"
    )
    p.add_argument("--to", dest="to_step", type=_positive_int, metavar="M", help="with --export-animation: last step")
    p.add_argument(
        "--fps",
        type=_fps,
        metavar="F",
        help=f"with --export-animation: frames a second, {FPS_RANGE[0]:g} to {FPS_RANGE[1]:g} (10)",
    )
    p.add_argument(
        "--steps-per-frame",
        type=_positive_int,
        metavar="K",
        help="with --export-animation: steps a frame (default: so that the span fits 600 frames; at most "
        f"{MAX_FRAMES:,} frames in all)",
    )
    p.add_argument(
        "--replay",
        metavar="FILE",
        help="read a saved step stream (--trace's, or a program's: docs/step-protocol.md) as a run of the "
        "puzzle its start line names, or PUZZLE, and print what --solve prints",
    )
    p.add_argument(
        "--open-run",
        metavar="FILE",
        help="open the window with a saved step stream as a recorded run to rewind (File > Open Run); the "
        "puzzle is its start line's, or PUZZLE",
    )
    p.add_argument("--list-algorithms", action="store_true", help="print each algorithm with a one-line description")
    p.add_argument("--trace", metavar="FILE", help="with --solve: write every step as JSON Lines to FILE")
    p.add_argument(
        "--tree",
        metavar="FILE",
        help="with --solve: write each puzzle's search tree as JSON Lines to FILE, one object per node",
    )
    p.add_argument("--stats", action="store_true", help="with --solve: print each run's figures to stderr as key=value")
    p.add_argument(
        "--check",
        action="store_true",
        help="with --solve: check every step against the rules and the solution; print 'ok' or 'step N: <fault>'",
    )
    p.add_argument(
        "--tree-diff",
        metavar="A,B",
        help="merge the search trees of algorithms A and B on PUZZLE; print 'identical' or the first difference, "
        "and the sizes",
    )
    p.add_argument(
        "--explain",
        action="store_true",
        help="with --rate: also why the puzzle is hard: its smallest backdoors (cells whose values let singles, or "
        "singles and locked candidates, finish) and its trial-and-error depth",
    )
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


def _fps(text: str) -> float:
    """``--fps`` value: frames a second within ``core.frames.FPS_RANGE``."""
    low, high = FPS_RANGE
    try:
        fps = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of frames a second, got {text!r}") from None
    if not low <= fps <= high:
        raise argparse.ArgumentTypeError(f"frames a second must be from {low:g} to {high:g}, got {text}")
    return fps


def _natural(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 0, got {text}")
    return n


def _positive_int(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {text}")
    return n


# --- what goes with what -----------------------------------------------------------------------

_ONLY_WITH = {
    "limit": ("count",),
    "level": ("generate",),
    "symmetry": ("generate",),
    "seed": ("generate",),
    "trace": ("solve",),
    "tree": ("solve",),
    "stats": ("solve", "replay"),
    "check": ("solve",),
    "explain": ("rate",),
    "se_rules": ("rate", "generate"),
    "algorithm": ("solve", "export_animation", None),  # None: the window
    "time_limit": ("solve", "rate", "race", "export_animation", "tree_diff", None),
    "from_step": ("export_animation",),
    "to_step": ("export_animation",),
    "fps": ("export_animation",),
    "steps_per_frame": ("export_animation",),
    "jobs": ("solve", "count", "rate"),
    "speed": (None,),
    "lang": (None,),
    "open_run": (None,),
}


def _check_combination(args: argparse.Namespace, parser: argparse.ArgumentParser) -> str | None:
    """The one command asked for (None: the window); a usage error for anything that would be
    silently ignored."""
    chosen = [name for name in HEADLESS if getattr(args, name) is not None]
    if args.list_algorithms:
        chosen.append("list_algorithms")
    if len(chosen) > 1:
        parser.error(f"give one of --solve, --count, --rate, --generate, --list-algorithms, not {_flags(chosen)}")
    command = chosen[0] if chosen else None
    if command == "replay":
        pass  # PUZZLE may come from the stream's start line
    elif command in ("race", "export_animation", "tree_diff"):
        if args.puzzle is None:
            parser.error(f"--{command.replace('_', '-')} needs a PUZZLE (81 characters or a file holding one)")
    elif command is not None and args.puzzle is not None:
        what = f"to --{command}" if command in ("solve", "count", "rate") else f"with --{command.replace('_', '-')}"
        parser.error(f"a PUZZLE argument does not go {what}" + (", give it as its value" if "to" in what else ""))
    for option, commands in _ONLY_WITH.items():
        given = getattr(args, option)
        if given is None or given is False or command in commands:
            continue
        where = ", ".join("the window" if c is None else f"--{c}" for c in commands)
        parser.error(
            f"--{option.replace('_', '-')} goes with {where}, not {_flags([command]) if command else 'the window'}"
        )
    return command


def _flags(names: Sequence[str | None]) -> str:
    return " and ".join(f"--{str(n).replace('_', '-')}" for n in names)


# --- the commands --------------------------------------------------------------------------------


def list_algorithms() -> int:
    from .core.strategies import STRATEGIES
    from .solver_names import installed

    width = max(len(name) for name in STRATEGIES)
    for name, strategy in STRATEGIES.items():
        sys.stdout.write(f"{name:<{width}}  {strategy.description} [{strategy.source}]\n")
    for ep in installed():  # packages' solvers: named without loading them
        sys.stdout.write(f"{ep.name:<{width}}  installed solver {ep.value} [{ep.dist.name if ep.dist else '?'}]\n")
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


def _check_outputs(args: argparse.Namespace, source: str, parser: argparse.ArgumentParser) -> None:
    for option in ("trace", "tree"):
        path = getattr(args, option)
        if path is None:
            continue
        if os.path.exists(source) and _same_file(path, source):
            parser.error(f"--{option} {path!r} is the input file; it would be overwritten")
        if source == "-" and _is_stdin(path):
            parser.error(f"--{option} {path!r} is the standard input the puzzles come from")
    if args.trace is not None and args.tree is not None and _same_file(args.trace, args.tree):
        parser.error("--trace and --tree name the same file")


def run_solve(source: str, task: Task, trace_path: str | None, tree_path: str | None, jobs: int) -> int:
    """``--solve``: one line per puzzle; with a trace or tree, in this process; returns the exit code."""
    from .core.atomic import AtomicFile

    summary = Summary()
    files: list[AtomicFile] = []
    try:
        trace = AtomicFile(trace_path) if trace_path is not None else None
        if trace is not None:
            files.append(trace)
        tree = AtomicFile(tree_path) if tree_path is not None else None
        if tree is not None:
            files.append(tree)
        if not files:
            batches = outcome_batches(partial(do_one, task), source, jobs)
        else:
            batches = _recorded(source, task, trace, tree)
        ok = emit(summary.tally(batches), task.stats)
        if task.stats:
            sys.stderr.write(summary.line() + "\n")
        for f in files:
            f.finish()
        files.clear()
        return 0 if ok else 1
    finally:
        for f in files:
            f.abandon()


def _recorded(source: str, task: Task, trace: object, tree: object) -> Iterator[list[Outcome]]:
    """Outcomes of a solve in this process, each step written to the trace and the tree files."""
    from .core.trace import TraceWriter
    from .core.tree.jsonl import TreeRecorder

    writer = TraceWriter(trace) if trace is not None else None  # type: ignore[arg-type]
    for index, item in enumerate(read_puzzles(source), start=1):
        recorder = TreeRecorder() if tree is not None else None
        if writer is not None:
            writer.start(index)

        def on_step(step: object, recorder: TreeRecorder | None = recorder) -> None:
            if writer is not None:
                writer.write(step)  # type: ignore[arg-type]
            if recorder is not None:
                recorder.record(step)  # type: ignore[arg-type]

        out = do_one(task, index, item, on_step)
        if recorder is not None and item.values is not None:
            for line in recorder.lines(index):
                tree.write(line)  # type: ignore[attr-defined]
        yield [out]


def run_each(source: str, task: Task, jobs: int) -> int:
    """``--count`` or ``--rate``: one line per puzzle; returns the exit code."""
    return 0 if emit(outcome_batches(partial(do_one, task), source, jobs)) else 1


def run_generate(args: argparse.Namespace) -> int:
    from .core.generate import generate_many
    from .core.grid import format_grid

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
    from .core.board_state import BoardState
    from .core.race import check_algorithms, race
    from .core.run import Outcome as RaceOutcome
    from .core.solve import check_givens

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
    from .check_cli import tree_diff_lines
    from .core.protocol import SolverError
    from .core.solve import check_givens
    from .solver_names import algorithm_name

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

    from .core.atomic import failed, landing
    from .core.board_state import BoardState
    from .core.puzzle_io import first_puzzle
    from .core.race import record

    path = args.export_animation
    try:
        from .qt.animation import check_format

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

    from .qt.animation import Clip, write

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
    from .core.race import Racer

    assert isinstance(racer, Racer)
    head = f"puzzle={index} algorithm={racer.algorithm} result={racer.outcome.value}"
    if racer.timeline is None:
        return f"{head} error={racer.error!r}"
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
        from .replay_cli import run_replay

        return run_replay(args.replay, args.puzzle, args.stats, parser)
    if command == "tree_diff":
        return run_tree_diff(args, parser)
    source = getattr(args, command)
    _check_outputs(args, source, parser)
    jobs, note = capped_jobs(args.jobs)
    if args.trace is not None or args.tree is not None:
        jobs = 1
    if note:
        sys.stderr.write(f"{PROG}: {note}\n")
    if command == "solve":
        task = Task("solve", args.algorithm or DEFAULT_ALGORITHM, args.time_limit, args.stats)
        prepare(task)
        if args.check:
            from .check_cli import check_one

            return 0 if emit(outcome_batches(partial(check_one, task.algorithm, task.time_limit), source, jobs)) else 1
        return run_solve(source, task, args.trace, args.tree, jobs)
    task = Task(
        command,
        limit=args.limit or 2,
        explain=args.explain,
        time_limit=args.time_limit,
        rules=args.se_rules or DEFAULT_RULES,
    )
    prepare(task)
    return run_each(source, task, jobs)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    command = _check_combination(args, parser)
    if command is None:
        from .display import display_problem

        problem = display_problem()  # before Qt, which aborts the process without a display
        if problem is not None:
            return _fail(problem)
        from .qt.app import run_app  # Qt is imported only when a window is wanted

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
            return _headless(command, args, parser)
    except BrokenPipeError:
        return _reader_left()
    except (SourceError, WriteFailed, WorkerFailed) as e:
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
