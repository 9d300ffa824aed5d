"""Benchmark: each strategy's headless speed on this tree against another commit's (issue 28: the
search engine must keep every strategy within 5% of its speed before).

Run: ``python benchmarks/bench_engine.py [--against REF] [--rounds N] [--strategy NAME ...] [--board]``.

Each strategy runs a fixed workload (below) to the end, its steps drawn and dropped (the
strategy's own time: nothing else is measured, so the engine's cost is not diluted by a board's;
``--board`` applies each step to a board too, as ``--solve`` does), timed with
``time.process_time``, the best of three in a fresh process. Rounds alternate the two trees
(which goes first alternates too) and the best round of each counts, as the machine is shared
and noisy.
Prints one line per strategy: steps, best seconds of each tree, and the ratio (this tree's time
over the other's: under 1.05 is within 5%).

``REF`` (default ``main``) is checked out with ``git archive`` into a temporary folder, and this
tree's package is copied beside it when the benchmark starts.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


def _puzzles(name: str) -> list[str]:
    return [line for line in (DATA / name).read_text().split() if line]


def _seed(name: str) -> str:
    for line in (ROOT / "resources" / "seed_puzzles.tsv").read_text().splitlines():
        if not line.startswith("#") and line.split("\t")[1] == name:
            return line.split("\t")[2]
    raise KeyError(name)


_TOP95 = _puzzles("top95.txt")
EMPTY = "." * 81
WORKLOADS: dict[str, list[str]] = {
    # one to two seconds each on this project's 2-core machine; human's empty board is where it
    # guesses (no technique applies to it)
    "naive": [_seed("Normal"), *_puzzles("easy50.txt")[:8]],
    "mrv-all": [_seed("Hard"), *_TOP95[:2]],
    "units": [*_TOP95[:3], _TOP95[4], _TOP95[7]],
    "hidden-singles": _TOP95[:8],
    "propagate-guess": _TOP95[:10],
    "human": [*_TOP95[:30], EMPTY],
    "fast": _TOP95,
}


def worker(code: str, strategy: str, board: bool) -> None:
    """Time ``strategy`` on its workload with the ``sudoku_gui`` package found in ``code`` (with
    ``board``, each step applied to a board as ``--solve`` does)."""
    sys.path.insert(0, code)
    from sudoku_gui.core.board_state import BoardState
    from sudoku_gui.core.strategies import STRATEGIES

    solve = STRATEGIES[strategy].solve
    derived = STRATEGIES[strategy].derived_candidates
    puzzles = [tuple(0 if ch in ".0" else int(ch) for ch in p) for p in WORKLOADS[strategy]]
    for _ in solve(puzzles[0]):  # imports and first-use work out of the timing
        pass
    best = float("inf")
    for _ in range(3):  # the best of three in the same process, then the best over rounds
        steps = 0
        t0 = time.process_time()
        for puzzle in puzzles:
            if board:
                state = BoardState(puzzle, derived)
                for step in solve(puzzle):
                    state.apply(step)
                    steps += 1
            else:
                for _ in solve(puzzle):
                    steps += 1
        best = min(best, time.process_time() - t0)
    seconds = best
    print(json.dumps({"steps": steps, "seconds": seconds}))


def _run(code: Path, strategy: str, board: bool) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, __file__, "--worker", str(code), "--strategy", strategy, *(["--board"] if board else [])],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out.splitlines()[-1])  # type: ignore[no-any-return]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", default="main", help="the git commit to compare with (default: main)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--strategy", nargs="*", default=list(WORKLOADS), choices=list(WORKLOADS))
    ap.add_argument("--board", action="store_true", help="apply each step to a board, as --solve does")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        worker(args.worker, args.strategy[0], args.board)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(
            ["git", "archive", args.against, "sudoku_gui"], cwd=ROOT, check=True, capture_output=True
        )
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        this = Path(tmp) / "this"  # a copy: editing the tree while this runs changes nothing
        shutil.copytree(ROOT / "sudoku_gui", this / "sudoku_gui", ignore=shutil.ignore_patterns("__pycache__"))
        trees = {"this": this, args.against: Path(tmp)}
        what = "each step applied to a board" if args.board else "the strategy's own steps only"
        print(f"best of {args.rounds} alternating rounds, process time, {what}")
        print(f"{'strategy':<16} {'steps':>10} {'this s':>8} {args.against + ' s':>10} {'ratio':>6}")
        worst = 0.0
        for strategy in args.strategy:
            best: dict[str, float] = {}
            steps: dict[str, float] = {}
            for r in range(args.rounds):
                order = list(trees) if r % 2 == 0 else list(trees)[::-1]
                for name in order:
                    got = _run(trees[name], strategy, args.board)
                    best[name] = min(best.get(name, float("inf")), got["seconds"])
                    steps[name] = got["steps"]
            if steps["this"] != steps[args.against]:
                print(f"{strategy}: the step counts differ ({steps['this']} against {steps[args.against]})")
            ratio = best["this"] / best[args.against]
            worst = max(worst, ratio)
            print(
                f"{strategy:<16} {int(steps['this']):>10,} {best['this']:>8.3f} {best[args.against]:>10.3f} {ratio:>6.3f}",
                flush=True,
            )
        print(f"slowest ratio: {worst:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
