"""Benchmark: Sudoku Explainer's rating (``core/se/se_rating.py``) against published ratings.

Run: ``python benchmarks/bench_se.py [--every N] [--jobs J] [--variant sukaku|classic] [FILE]``.
FILE has one ``PUZZLE RATING`` a line (default ``tests/data/se_bank_sample.txt``: the Sudoku
Exchange puzzle bank, rated by Sukaku Explainer). ``--every N`` rates every Nth puzzle of each
rating. Prints: puzzles, Spearman rank correlation of ER with the published rating (ties get
average ranks), the share equal / within 0.1 / within 0.3, mean |difference|, seconds a puzzle,
whether any step contradicts the solution, and the hardest steps of the misses.
Aims (issue "Difficulty that agrees with Sudoku Explainer"): Spearman at least 0.95; ER within
0.1 on at least 80% and within 0.3 on at least 95%.

``--at-least X [--limit N]``: FILE lists bare puzzles published as rated X or more (the forum's
hardest list, ``tdoku_forum_hardest_1905_11plus_every5th.txt``: SE 11+); prints how many we rate
at least X, our ERs and hardest steps. Minutes a puzzle: nested forcing chains in pure Python.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.puzzles.exact_cover import solve_fast  # noqa: E402
from sudoku_gui.core.rating.se.se_rating import se_rate  # noqa: E402
from sudoku_gui.core.steps import Eliminate  # noqa: E402


def rate_one(job: tuple[str, str]) -> tuple[float, float, float, str, float, bool]:
    """(ER, EP, ED, hardest step, seconds, sound) of one puzzle; sound: no step contradicts
    the solution."""
    puzzle, variant = job
    values = parse_puzzle(puzzle)
    solution = solve_fast(values)
    start = time.perf_counter()
    rating = se_rate(values, variant=variant)
    seconds = time.perf_counter() - start
    sound = solution is not None
    for s in rating.steps:
        step = s.step
        if isinstance(step, Eliminate):
            sound = sound and all(solution[c] != d for c, d in step.eliminations)  # type: ignore[index]
        else:
            sound = sound and solution[step.cell] == step.digit  # type: ignore[index]
    return rating.er, rating.ep, rating.ed, rating.hardest_step_name or "", seconds, sound


def ranks(values: list[float]) -> list[float]:
    """1-based ranks, ties sharing their average rank."""
    order = sorted(range(len(values)), key=values.__getitem__)
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman(a: list[float], b: list[float]) -> float:
    ra, rb = ranks(a), ranks(b)
    n = len(a)
    ma, mb = sum(ra) / n, sum(rb) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb, strict=True))
    va = sum((x - ma) ** 2 for x in ra)
    vb = sum((y - mb) ** 2 for y in rb)
    return cov / (va * vb) ** 0.5 if va and vb else 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", nargs="?", default=str(ROOT / "tests" / "data" / "se_bank_sample.txt"))
    ap.add_argument("--every", type=int, default=1, help="every Nth puzzle of each rating")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--variant", default="sukaku", choices=("sukaku", "classic"))
    ap.add_argument(
        "--at-least",
        type=float,
        default=None,
        help="FILE lists bare puzzles whose published rating is at least this (the forum's hardest: 11)",
    )
    ap.add_argument("--limit", type=int, default=None, help="with --at-least: this many puzzles, evenly spaced")
    args = ap.parse_args()
    if args.at_least is not None:
        return at_least(args)
    picked: list[tuple[str, float]] = []
    seen: Counter[str] = Counter()
    for line in Path(args.file).read_text().splitlines():
        puzzle, rating = line.split()[:2]
        seen[rating] += 1
        if (seen[rating] - 1) % args.every == 0:
            picked.append((puzzle, float(rating)))
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(rate_one, [(p, args.variant) for p, _ in picked], chunksize=4))
    wall = time.perf_counter() - start
    published = [r for _, r in picked]
    ours = [res[0] for res in results]
    diffs = [abs(x - y) for x, y in zip(ours, published, strict=True)]
    n = len(picked)

    def share(limit: float) -> str:
        return f"{100 * sum(d <= limit + 1e-9 for d in diffs) / n:.1f}%"

    seconds = [res[4] for res in results]
    print(f"# Sudoku Explainer rating against {Path(args.file).name} (variant {args.variant})")
    print(f"puzzles={n} ratings={published and min(published)}..{published and max(published)}")
    print(f"spearman={spearman(ours, published):.3f} (aim >= 0.95)")
    print(f"equal={share(0.0)} within_0.1={share(0.1)} (aim >= 80%) within_0.3={share(0.3)} (aim >= 95%)")
    print(f"mean_abs_difference={sum(diffs) / n:.3f}")
    print(f"ep_mean={sum(r[1] for r in results) / n:.2f} ed_mean={sum(r[2] for r in results) / n:.2f} (not published)")
    print(f"seconds_a_puzzle mean={sum(seconds) / n:.2f} max={max(seconds):.2f}; wall={wall:.0f} s on {args.jobs} jobs")
    print(f"unsound_ratings={sum(not r[5] for r in results)} (steps that contradict the solution)")
    misses = Counter(res[3] for res, d in zip(results, diffs, strict=True) if d > 0.1 + 1e-9)
    print("misses by our hardest step:", ", ".join(f"{name} {k}" for name, k in misses.most_common()) or "none")
    return 0


def at_least(args: argparse.Namespace) -> int:
    """Rate bare puzzles published as "rated ``--at-least`` or more" and count those we agree on."""
    puzzles = [line.split()[0] for line in Path(args.file).read_text().splitlines() if line.strip()]
    if args.limit:
        puzzles = puzzles[:: max(1, len(puzzles) // args.limit)][: args.limit]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(rate_one, [(p, args.variant) for p in puzzles], chunksize=1))
    wall = time.perf_counter() - start
    n = len(puzzles)
    bound = args.at_least
    ers = sorted(r[0] for r in results)
    seconds = [r[4] for r in results]
    print(f"# Sudoku Explainer rating of {Path(args.file).name} (variant {args.variant}), published ER >= {bound}")
    print(f"puzzles={n} at_least_{bound}={sum(er >= bound - 1e-9 for er in ers)} of {n}")
    print("ER: " + ", ".join(f"{er} x{k}" for er, k in sorted(Counter(ers).items())))
    print("hardest steps: " + ", ".join(f"{name} {k}" for name, k in Counter(r[3] for r in results).most_common()))
    print(f"seconds_a_puzzle mean={sum(seconds) / n:.0f} max={max(seconds):.0f}; wall={wall:.0f} s on {args.jobs} jobs")
    print(f"unsound_ratings={sum(not r[5] for r in results)} (steps that contradict the solution)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
