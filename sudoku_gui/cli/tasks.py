"""What each command-line task does with one puzzle: solve, count or rate it.

``do_one`` is the same function in the main process and in ``--jobs`` workers. Modules a task
needs are imported when it first runs (``prepare`` imports them before workers are forked, so
they share the parent's copy): ``--count`` never loads the strategies or techniques.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from ..core.external.solver_errors import SolverError
from ..core.grid import Values, format_grid
from ..core.puzzles.counting import count_solutions, solutions_text
from ..core.puzzles.puzzle_io import PuzzleInput
from ..core.rating.se.rule_sets import DEFAULT_RULES
from ..core.runs.solve_to_end import SolveResult, check_givens, solve
from .batch import ResultLine

DEFAULT_ALGORITHM = "propagate-guess"
RATE_TIME_LIMIT = 60.0
"""Seconds ``--rate`` gives Sudoku Explainer's rating of one puzzle by default (nested forcing
chains in pure Python can take far longer on the forums' hardest puzzles)."""


@dataclass(frozen=True)
class Task:
    """What to do with each puzzle: ``mode`` is "solve", "count" or "rate"."""

    mode: str
    algorithm: str = DEFAULT_ALGORITHM
    time_limit: float | None = None
    stats: bool = False
    limit: int = 2
    explain: bool = False
    """With "rate": also the smallest backdoors and the trial-and-error depth."""
    rules: str = DEFAULT_RULES
    """With "rate": Sudoku Explainer's rule set (``core.rating.se.rule_sets``)."""


def prepare(task: Task) -> None:
    """Import what ``task`` needs now (before workers are forked: they share it)."""
    if task.mode == "rate":
        from ..core.rating import difficulty  # noqa: F401
    elif task.mode == "solve":
        from ..core.algorithms.registry import algorithm

        algorithm(task.algorithm).solve  # noqa: B018 - imports the strategy's module


def _checked(item: PuzzleInput) -> tuple[Values | None, str]:
    if item.values is None:
        return None, f"invalid: {item.error}"
    if (problem := check_givens(item.values)) is not None:
        return None, f"invalid: {problem}"
    return item.values, ""


def stats_line(index: int, result: SolveResult) -> str:
    """``--stats`` figures of one run as ``key=value`` pairs."""
    k = result.counters
    return (
        f"puzzle={index} steps={k.steps} placements={k.placements} eliminations={k.eliminations} "
        f"guesses={k.guesses} backtracks={k.backtracks} max_depth={k.max_depth} solutions={k.solutions} "
        f"seconds={result.seconds:.4f}"
    )


def do_one(task: Task, index: int, item: PuzzleInput, on_step: Callable[..., None] | None = None) -> ResultLine:
    """The output of ``task`` for input puzzle number ``index`` (1-based); ``on_step`` sees every
    step of a solve (for traces and trees)."""
    values, line = _checked(item)
    if values is None:
        return ResultLine(line, ok=False)
    if task.mode == "count":
        n = count_solutions(values, task.limit)
        return ResultLine(solutions_text(n, task.limit), ok=n > 0)
    if task.mode == "rate":
        # A rating assumes one solution: uniqueness techniques are unsound otherwise.
        solutions = count_solutions(values, 2)
        if solutions != 1:
            return ResultLine(
                "not rated: no solution" if not solutions else "not rated: more than one solution", ok=False
            )
        line = rate_line(values, task.time_limit or RATE_TIME_LIMIT, task.rules)
        if task.explain:
            line += "; " + explain(values)
        return ResultLine(line)
    try:
        result = solve(values, task.algorithm, task.time_limit, on_step, wall_clock=True)
    except SolverError as e:  # a loaded solver failed: its puzzle's line says how
        return ResultLine(f"error: {e}", ok=False)
    notes: list[str] = []
    if task.stats:
        notes.append(stats_line(index, result))
    if result.solution is not None and (
        result.outcome == "multiple"
        or (result.outcome == "solved" and not result.counted and count_solutions(values, 2) > 1)
    ):
        notes.append(f"puzzle {index}: more than one solution")
    if result.outcome == "wrong":  # a claim that is not so: said, never printed as a grid
        return ResultLine(str(result.wrong), tuple(notes), ok=False, seconds=result.seconds)
    if result.solution is not None:
        text = format_grid(result.solution)
    else:
        text = "time limit reached" if result.outcome == "time-limit" else "no solution"
    return ResultLine(
        text, tuple(notes), ok=result.solution is not None, guessed=result.counters.guesses > 0, seconds=result.seconds
    )


class Summary:
    """The ``--stats`` totals over a run: puzzles, solved, solved without a guess, seconds."""

    def __init__(self) -> None:
        self.puzzles = self.solved = self.no_guess = 0
        self.seconds = 0.0

    def tally(self, batches: Iterable[list[ResultLine]]) -> Iterator[list[ResultLine]]:
        for batch in batches:
            for out in batch:
                if out.guessed is not None:
                    self.puzzles += 1
                    self.solved += out.ok
                    self.no_guess += out.ok and not out.guessed
                    self.seconds += out.seconds
            yield batch

    def line(self) -> str:
        share = 100 * self.no_guess / self.puzzles if self.puzzles else 0.0
        mean = self.seconds / self.puzzles if self.puzzles else 0.0
        return (
            f"total puzzles={self.puzzles} solved={self.solved} without_guess={self.no_guess} "
            f"share_without_guess={share:.1f}% mean_seconds={mean:.4f}"
        )


def rate_line(values: Values, seconds: float, rules: str = DEFAULT_RULES) -> str:
    """``--rate``'s line: SE's figures with rule set ``rules`` (a lower bound ``>=`` when
    ``seconds`` ran out), the level, hardest step and rule set, then the human strategy's rating."""
    from ..core.rating.difficulty import difficulty

    found = difficulty(values, partial=True, se_seconds=seconds, rules=rules)
    assert found is not None  # with partial=True a timed-out rating comes back as a lower bound
    return str(found)


def explain(values: Values) -> str:
    """Why the puzzle is hard: its smallest backdoors and its trial-and-error depth, one line."""
    from ..core.grid import cell_name
    from ..core.puzzles.exact_cover import solve_fast
    from ..core.rating.backdoors import backdoors, te_depth

    solution = solve_fast(values)
    assert solution is not None  # rated puzzles have exactly one solution
    parts = []
    for locked in (False, True):
        found = backdoors(values, solution, locked=locked)
        rules = "singles+locked" if locked else "singles"
        if found.size is None:
            parts.append(f"backdoor {rules}: none of 2 cells or fewer")
        elif found.size == 0:
            parts.append(f"backdoor {rules}: 0 (the rules alone solve it)")
        else:
            listed = " ".join("+".join(f"{cell_name(c)}={solution[c]}" for c in cells) for cells in found.found)
            parts.append(f"backdoor {rules}: {found.size} ({listed})")
    depth = te_depth(values)
    parts.append(f"T&E depth {depth}" if depth is not None else "T&E depth above 3")
    return "; ".join(parts)
