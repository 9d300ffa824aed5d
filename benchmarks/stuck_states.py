"""The candidate grids where ``human`` gets stuck: what a new technique has to crack.

Run: ``python benchmarks/stuck_states.py FILE [--limit N] [--out PATH]``. For each puzzle it
applies the simplest technique step by step (``human.next_step``) until none applies, and
writes the stuck grid as one line: 81 values then 81 candidate masks (comma separated), so
technique benchmarks can load them with ``load`` and time a finder on exactly these states.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.strategies.human import apply_step, next_step  # noqa: E402
from sudoku_gui.core.techniques import TECHNIQUES, Technique  # noqa: E402
from sudoku_gui.core.techniques.cgrid import CandidateGrid  # noqa: E402


def stuck(puzzle: list[int], techniques: Iterable[Technique] = TECHNIQUES) -> CandidateGrid | None:
    """The grid where ``techniques`` stop on ``puzzle``, or None when they solve it."""
    g = CandidateGrid(puzzle)
    techniques = list(techniques)
    while (step := next_step(g, techniques)) is not None:
        apply_step(g, step)
    return None if all(g.values) else g


def dump(g: CandidateGrid) -> str:
    return ",".join(map(str, g.values + g.cands))


def load(path: str | Path) -> list[CandidateGrid]:
    """The grids written by this script."""
    out = []
    for line in Path(path).read_text().split():
        nums = [int(x) for x in line.split(",")]
        out.append(CandidateGrid(nums[:81], nums[81:]))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--limit", type=int, default=100)
    ap.add_argument("--out", default="/tmp/stuck_states.txt")
    args = ap.parse_args()
    lines = [s for s in Path(args.file).read_text().split() if s][: args.limit]
    grids = [g for g in (stuck(parse_puzzle(s)) for s in lines) if g is not None]
    Path(args.out).write_text("".join(dump(g) + "\n" for g in grids))
    print(f"puzzles={len(lines)} stuck={len(grids)} out={args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
