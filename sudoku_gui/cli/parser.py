"""The command line's grammar: ``build_parser`` (every option, its help and the validators of
its values) and ``check_combination`` (which options go with which command). Parsing loads no
strategy and no Qt: ``core.strategies.STRATEGIES`` names the strategies without importing them.
``cli`` runs what was asked.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from ..core.algorithms.registry import algorithm_name
from ..core.rating.levels import LEVEL_NAMES, SYMMETRIES
from ..core.rating.se.rule_sets import RULE_SETS
from ..core.recording.animation_frames import FPS_RANGE, MAX_FRAMES
from ..core.strategies import STRATEGIES
from ..speeds import parse_speed
from .tasks import DEFAULT_ALGORITHM, RATE_TIME_LIMIT

PROG = "sudoku-gui"
HEADLESS = ("solve", "count", "rate", "generate", "race", "export_animation", "replay", "tree_diff", "repeats")


def choice(names: Sequence[str], what: str) -> Callable[[str], str]:
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
    p.add_argument(
        "--limit",
        type=_positive_int,
        metavar="N",
        help="with --count: stop counting at N (default 2); with --repeats: the groups listed of each kind (default 10)",
    )
    p.add_argument(
        "--rate",
        metavar="PUZZLE_OR_FILE",
        help="print each puzzle's difficulty: Sudoku Explainer's ER/EP/ED (hardest step; hardest up to the first "
        "placement; up to the first elimination), the level they give and the hardest step, then the human "
        "strategy's rating (HoDoKu's techniques) and HoDoKu's level of its path (Easy, Medium, Hard, Unfair, Extreme)",
    )
    p.add_argument(
        "--se-rules",
        type=choice(RULE_SETS, "a rule set"),
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
        type=choice(LEVEL_NAMES, "a level"),
        metavar="LEVEL",
        help=f"with --generate: the difficulty, one of {', '.join(LEVEL_NAMES)}, any case (default Medium)",
    )
    p.add_argument(
        "--symmetry",
        type=choice(SYMMETRIES, "a symmetry"),
        metavar="SYMMETRY",
        help=f"with --generate: where the givens sit, one of {', '.join(SYMMETRIES)}, any case (default none)",
    )
    p.add_argument("--seed", type=int, default=None, metavar="K", help="with --generate: the same K, the same puzzles")
    p.add_argument(
        "--algorithm",
        type=algorithm_name,
        metavar="NAME",
        help=f"solving strategy for --solve, --repeats and the window (default {DEFAULT_ALGORITHM}); one of: "
        f"{', '.join(sorted(STRATEGIES))}, any case; or your own: path/to/solver.py[:function], "
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
        "--cluster",
        nargs="?",
        const="local",
        type=cluster_address,
        metavar="ADDRESS",
        help="with --solve, --count or --rate on a file: work on a Dask cluster (pip install 'sudoku-gui[cluster]'): "
        "tcp://HOST:8786 (a running 'dask scheduler'), or local:N to start N worker processes here (local, or no "
        "ADDRESS: one a core); the dashboard's address is printed at the start; output stays in input order "
        "(docs/cluster.md)",
    )
    p.add_argument(
        "--resume",
        metavar="FILE",
        help="with --solve, --count or --rate: append the lines to FILE instead of printing them, each as soon as "
        "done; puzzles whose lines FILE has already are skipped, so a run stopped at any moment (even killed) "
        "goes on where it stopped",
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
        help="with --solve or --replay: judge every step and claim by docs/step-protocol.md; print 'ok' (exit 0), "
        "'step N: <fault>' (exit 1) or 'unfinished after N steps: <why>' (exit 3)",
    )
    p.add_argument(
        "--silence",
        type=parse_seconds,
        default=None,
        metavar="SECONDS",
        help="with --solve: end a solver of your own that says nothing for this long (default: the time limit, "
        "else 30); its run is unfinished",
    )
    p.add_argument(
        "--tree-diff",
        metavar="A,B",
        help="merge the search trees of algorithms A and B on PUZZLE; print 'identical' or the first difference, "
        "and the sizes",
    )
    p.add_argument(
        "--repeats",
        metavar="PUZZLE_OR_FILE",
        help="record each puzzle's search by --algorithm and print its repeated failures: failed subtrees that are "
        "the same sub-search (the same branches below the same branch), then those of the same shape, the most "
        "nodes wasted (count x size) first (see --limit), each with the contradiction it reaches and the simplest "
        "technique that would have removed its branch before the guess (docs/repeated-failures.md)",
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


def cluster_address(text: str) -> str:
    """``--cluster`` value: ``local``, ``local:N`` (N worker processes) or a scheduler's address
    (``tcp://HOST:PORT``, ``HOST:PORT``)."""
    if text == "local":
        return text
    if text.startswith("local:"):
        _positive_int(text.removeprefix("local:"))  # a one-line error for local:0 or local:x
        return text
    if not text or " " in text or ":" not in text:
        raise argparse.ArgumentTypeError(
            f"expected local, local:N or a scheduler's address such as tcp://HOST:8786, got {text!r}"
        )
    return text


def _fps(text: str) -> float:
    """``--fps`` value: frames a second within ``core.recording.animation_frames.FPS_RANGE``."""
    low, high = FPS_RANGE
    try:
        fps = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of frames a second, got {text!r}") from None
    if not low <= fps <= high:
        raise argparse.ArgumentTypeError(f"frames a second must be from {low:g} to {high:g}, got {text}")
    return fps


def _whole_at_least(least: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``least``, or a one-line error."""

    def whole(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if n < least:
            raise argparse.ArgumentTypeError(f"expected a whole number of at least {least}, got {text}")
        return n

    return whole


_natural = _whole_at_least(0)
_positive_int = _whole_at_least(1)


# --- what goes with what -----------------------------------------------------------------------

_ONLY_WITH = {
    "limit": ("count", "repeats"),
    "level": ("generate",),
    "symmetry": ("generate",),
    "seed": ("generate",),
    "trace": ("solve",),
    "tree": ("solve",),
    "stats": ("solve", "replay"),
    "check": ("solve", "replay"),
    "silence": ("solve",),
    "explain": ("rate",),
    "se_rules": ("rate", "generate"),
    "algorithm": ("solve", "export_animation", "repeats", None),  # None: the window
    "time_limit": ("solve", "rate", "race", "export_animation", "tree_diff", "repeats", None),
    "from_step": ("export_animation",),
    "to_step": ("export_animation",),
    "fps": ("export_animation",),
    "steps_per_frame": ("export_animation",),
    "jobs": ("solve", "count", "rate"),
    "cluster": ("solve", "count", "rate"),
    "resume": ("solve", "count", "rate"),
    "speed": (None,),
    "lang": (None,),
    "open_run": (None,),
}


def check_combination(args: argparse.Namespace, parser: argparse.ArgumentParser) -> str | None:
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
        what = (
            f"to --{command}"
            if command in ("solve", "count", "rate", "repeats")
            else f"with --{command.replace('_', '-')}"
        )
        parser.error(f"a PUZZLE argument does not go {what}" + (", give it as its value" if "to" in what else ""))
    for option, commands in _ONLY_WITH.items():
        given = getattr(args, option)
        if given is None or given is False or command in commands:
            continue
        where = ", ".join("the window" if c is None else f"--{c}" for c in commands)
        parser.error(
            f"--{option.replace('_', '-')} goes with {where}, not {_flags([command]) if command else 'the window'}"
        )
    if args.cluster is not None and args.jobs is not None:
        parser.error("give one of --jobs (this machine) and --cluster (a Dask cluster), not both")
    for option in ("cluster", "resume"):
        if getattr(args, option) is not None and (args.trace is not None or args.tree is not None):
            parser.error(f"--{option} does not go with --trace or --tree (they record every step in this process)")
    return command


def _flags(names: Sequence[str | None]) -> str:
    return " and ".join(f"--{str(n).replace('_', '-')}" for n in names)
