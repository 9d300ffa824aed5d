"""Golden runs: every strategy's steps on fixed puzzles, stored so a refactoring can prove it changed
nothing (issue 28: one search engine under the seed algorithms).

A run is summed up by its step count and two SHA-256 digests:

- ``trace``: the run's ``--trace`` (JSON Lines, exactly as ``core.recording.trace_file.TraceWriter`` writes it);
- ``full``: every field of every step, so what the trace leaves out is checked too (a guess's
  options, a backtrack's restored cells with their values and candidates, an elimination's causes,
  pattern and links, each text's template and data). Two things no reader can tell apart are
  normalised: the order of a backtrack's restored cells (a board applies them all) and a text's
  data that its template does not name (nothing renders it).

``CASES`` are the seed articles' puzzles, 50 puzzles drawn with a fixed seed from the collections
in ``tests/data``, puzzles with no or several solutions, an empty board, and a few boards with
pencil marks a player narrowed (for the strategies that start from them), each run by every
strategy. Runs on the drawn and made-up puzzles longer than ``CAP`` steps are summed up over
their first ``CAP`` steps (plain backtracking would make billions on some 17-clue puzzles).

``python tests/golden_runs.py --write`` stores the digests of today's code in
``tests/data/golden/runs.tsv`` and the full traces of the short runs in
``tests/data/golden/traces.jsonl.gz`` (only to be run on the code the goldens are taken from).
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import io
import json
import random
import string
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sudoku_gui.core.candidates import DIGITS, bit  # noqa: E402
from sudoku_gui.core.grid import Values, parse_puzzle, start_candidates  # noqa: E402
from sudoku_gui.core.message import Message  # noqa: E402
from sudoku_gui.core.puzzles.library import load_seed_puzzles  # noqa: E402
from sudoku_gui.core.recording.trace_file import step_record  # noqa: E402
from sudoku_gui.core.steps import Backtrack, Guess, Step  # noqa: E402
from sudoku_gui.core.strategies import STRATEGIES  # noqa: E402

DATA = ROOT / "tests" / "data"
GOLDEN = DATA / "golden"
RUNS = GOLDEN / "runs.tsv"
TRACES = GOLDEN / "traces.jsonl.gz"

CAP = 2_000_000
"""Steps a run on a drawn or made-up puzzle is summed up over (its first ``CAP``); the seed
articles' puzzles are run to the end (plain backtracking makes 42 million steps on one)."""

TRACE_KEPT = 5_000
"""Runs of at most this many steps keep their whole trace in ``traces.jsonl.gz`` (for showing
where a run first differs)."""

SEED = 28
"""The random seed that draws the 50 puzzles (issue 28)."""

POOL = (
    "easy50.txt",
    "hardest.txt",
    "sample_kaggle_1m_first9999.txt",
    "sample_sudoku17_royle_first3000.txt",
    "sample_tdoku_17_clue_every5th.txt",
    "sample_tdoku_forum_hardest_1905_11plus_every5th.txt",
    "sample_top1465.txt",
    "top95.txt",
)


@dataclass(frozen=True)
class Case:
    """One puzzle (81 ints) and, for the runs with a player's marks, its 81 candidate masks."""

    name: str
    puzzle: Values
    marks: tuple[int, ...] | None = None


def _read(name: str) -> list[Values]:
    return [parse_puzzle(line) for line in (DATA / name).read_text().split() if line]


def _narrowed(puzzle: Values, rng: random.Random) -> tuple[int, ...]:
    """The start's candidates with about one wrong candidate in three struck out, as a player
    might (the solution's digit kept, so the board stays solvable)."""
    from sudoku_gui.core.puzzles.exact_cover import search

    solution = search(puzzle, 1).solutions[0]
    marks = start_candidates(puzzle)
    for c in range(81):
        if not puzzle[c]:
            for d in DIGITS[marks[c]]:
                if d != solution[c] and rng.random() < 1 / 3:
                    marks[c] &= ~bit(d)
    return tuple(marks)


def _wrong_given(puzzle: Values) -> Values:
    """``puzzle`` with its first empty cell given the lowest digit that is not the solution's
    and clashes with no given: no solution, found only by searching."""
    from sudoku_gui.core.grid import find_conflicts
    from sudoku_gui.core.puzzles.exact_cover import search

    solution = search(puzzle, 1).solutions[0]
    cell = puzzle.index(0)
    for d in range(1, 10):
        wrong = puzzle[:cell] + (d,) + puzzle[cell + 1 :]
        if d != solution[cell] and not find_conflicts(wrong):
            return wrong
    raise AssertionError("every digit clashes")


def cases() -> list[Case]:
    """Every case, in a fixed order with unique names."""
    found = [Case(f"seed-{it.source[:3]}-{it.name}", it.values) for it in load_seed_puzzles()]
    rng = random.Random(SEED)
    pool = [(name, i, p) for name in POOL for i, p in enumerate(_read(name), start=1)]
    for name, line, puzzle in rng.sample(pool, 50):
        found.append(Case(f"random-{name.removesuffix('.txt')}-{line}", puzzle))
    unsolvable = [0] * 81
    unsolvable[:8] = range(1, 9)
    unsolvable[17] = 9
    found.append(Case("no-solution-r1c9", tuple(unsolvable)))
    hard = next(it.values for it in load_seed_puzzles() if it.name == "Hard")
    found.append(Case("no-solution-wrong-given", _wrong_given(hard)))
    several = "1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9"
    found.append(Case("two-solutions", parse_puzzle(several)))
    found.append(Case("empty-board", (0,) * 81))
    marks_rng = random.Random(SEED + 1)
    for it in load_seed_puzzles()[:6]:
        found.append(Case(f"marks-seed-{it.source[:3]}-{it.name}", it.values, _narrowed(it.values, marks_rng)))
    dead = list(start_candidates(hard))
    dead[hard.index(0)] = 0  # the player struck every candidate of r1c1
    found.append(Case("marks-empty-cell", hard, tuple(dead)))
    return found


def steps_of(strategy: str, case: Case) -> Iterator[Step]:
    """The strategy's steps on ``case`` (with the case's marks where the strategy keeps them)."""
    s = STRATEGIES[strategy]
    if case.marks is None:
        return s.solve(case.puzzle)
    return s.run(case.puzzle, case.marks)


def _template_fields(template: str) -> frozenset[str]:
    return frozenset(f for _, f, _, _ in string.Formatter().parse(template) if f)


def canon(x: object) -> object:
    """A value that is equal for steps no reader can tell apart (see the module text)."""
    if isinstance(x, Message):
        used = _template_fields(x.template)
        return ("M", str(x), x.template, tuple(sorted((k, canon(v)) for k, v in x.args if k in used)))
    if isinstance(x, Backtrack):
        candidates = x.candidates or (None,) * len(x.restored)
        restored = tuple(sorted(zip(x.restored, x.values, candidates, strict=True)))
        return ("Backtrack", x.cell, x.digit, x.depth, restored, bool(x.candidates), canon(x.text))
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return (type(x).__name__, *(canon(getattr(x, f.name)) for f in dataclasses.fields(x)))
    if isinstance(x, tuple | list):
        return tuple(canon(v) for v in x)
    if isinstance(x, str):
        return str(x)
    return x


@dataclass
class Summary:
    """One run summed up: step count, whether ``CAP`` cut it, its two digests, and its trace
    when short."""

    steps: int
    capped: bool
    trace: str
    full: str
    lines: list[str] | None = None


def summarise(strategy: str, case: Case, keep: int = TRACE_KEPT) -> Summary:
    """Run ``strategy`` on ``case`` (at most ``CAP`` steps) and sum it up."""
    trace, full = hashlib.sha256(), hashlib.sha256()
    n = depth = 0
    lines: list[str] | None = []
    # Searches repeat the same steps at the same depth very often: each is encoded once.
    memo: dict[tuple[Step, int], tuple[str, bytes, bytes]] = {}
    cap = None if case.name.startswith("seed-") else CAP
    steps = steps_of(strategy, case)
    for step in steps:
        if n == cap:
            steps.close()  # type: ignore[attr-defined]
            break
        n += 1
        if isinstance(step, Guess | Backtrack):
            depth = step.depth
        key = (step, depth)
        got = memo.get(key)
        if got is None:
            if len(memo) > 100_000:
                memo.clear()
            # what TraceWriter.write writes for input puzzle 1, as it wrote it when the goldens
            # were taken: issue 33 added a search-done's "solutions" and "complete" (the full
            # digest covers those fields of the step, so nothing goes unchecked)
            record = step_record(step, 1, depth)
            record.pop("solutions", None)
            record.pop("complete", None)
            line = json.dumps(record, ensure_ascii=False) + "\n"
            got = memo[key] = (line, line.encode(), repr(canon(step)).encode() + b"\n")
        line, line_bytes, full_bytes = got
        trace.update(line_bytes)
        full.update(full_bytes)
        if lines is not None:
            lines.append(line)
            if len(lines) > keep:
                lines = None
    return Summary(n, n == cap, trace.hexdigest(), full.hexdigest(), lines)


def load() -> dict[tuple[str, str], tuple[int, bool, str, str]]:
    """The stored digests: (strategy, case name) -> (steps, capped, trace, full)."""
    found = {}
    for line in RUNS.read_text().splitlines()[1:]:
        strategy, name, steps, capped, trace, full, _seconds = line.split("\t")
        found[(strategy, name)] = (int(steps), capped == "capped", trace, full)
    return found


def load_seconds() -> dict[tuple[str, str], float]:
    """How long each run took when the goldens were written (to mark the long ones ``slow``)."""
    found = {}
    for line in RUNS.read_text().splitlines()[1:]:
        strategy, name, *_, seconds = line.split("\t")
        found[(strategy, name)] = float(seconds)
    return found


def load_traces() -> dict[tuple[str, str], list[str]]:
    """The stored whole traces of the short runs: (strategy, case name) -> lines."""
    found: dict[tuple[str, str], list[str]] = {}
    with gzip.open(TRACES, "rt", encoding="utf-8") as f:
        for line in f:
            head, _, rest = line.partition("\t")
            strategy, name = json.loads(head)
            found.setdefault((strategy, name), []).append(rest)
    return found


def write() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    rows = ["strategy\tcase\tsteps\tcapped\ttrace_sha256\tfull_sha256\tseconds"]
    traces = io.StringIO()
    for case in cases():
        for strategy in STRATEGIES:
            if case.marks is not None and strategy in ("naive", "units", "fast"):
                continue  # they keep no marks: the same run as without
            t0 = time.process_time()
            s = summarise(strategy, case)
            seconds = time.process_time() - t0
            rows.append(
                f"{strategy}\t{case.name}\t{s.steps}\t{'capped' if s.capped else 'whole'}\t{s.trace}\t{s.full}\t{seconds:.2f}"
            )
            print(rows[-1], flush=True)
            if s.lines is not None:
                head = json.dumps([strategy, case.name], ensure_ascii=False)
                for line in s.lines:
                    traces.write(f"{head}\t{line}")
    RUNS.write_text("\n".join(rows) + "\n")
    # mtime=0: the same traces give the same bytes
    with open(TRACES, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, compresslevel=9) as f:
        f.write(traces.getvalue().encode("utf-8"))


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit(__doc__)
    write()
