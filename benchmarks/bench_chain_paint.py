"""What drawing a chain costs: a 20-link chain on a real board, painted at 600 x 600 px.

Run: ``python benchmarks/bench_chain_paint.py [--links N] [--far]``. The chain walks from mark
to mark as real chains do (each node shares a house or the cell with the one before); ``--far``
joins random marks anywhere instead (long links, the worst case for bending). It prints the
time to lay out the arrows (once per step shown) and the time of a paint with and without them,
at device pixel ratios 1 and 2 (HiDPI).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sudoku_gui.core.board_state import BoardState  # noqa: E402
from sudoku_gui.core.candidates import bit  # noqa: E402
from sudoku_gui.core.grid import PEERS, parse_puzzle  # noqa: E402
from sudoku_gui.core.steps import Candidate, Eliminate, Link  # noqa: E402
from sudoku_gui.qt.board.chain_painter import chain_geometry  # noqa: E402
from sudoku_gui.qt.board.painter import LIGHT, BoardView, board_rect, paint_board, shown_marks  # noqa: E402

PUZZLE = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def chain(cands: list[Candidate], n: int, far: bool, rng: random.Random) -> tuple[Link, ...]:
    if far:
        nodes = rng.sample(cands, n + 1)
    else:
        nodes = [rng.choice(cands)]
        while len(nodes) < n + 1:
            cell, d = nodes[-1]
            nodes.append(
                rng.choice([(c, e) for c, e in cands if (c == cell and e != d) or (e == d and c in PEERS[cell])])
            )
    return tuple(Link((a,), (b,), i % 2 == 0) for i, (a, b) in enumerate(zip(nodes, nodes[1:], strict=False)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--links", type=int, default=20)
    ap.add_argument("--far", action="store_true", help="links between random marks anywhere")
    args = ap.parse_args()
    QApplication.instance() or QApplication([])
    plain = BoardState(parse_puzzle(PUZZLE))
    cands = [(c, d) for c in range(81) if not plain.values[c] for d in range(1, 10) if plain.candidates[c] & bit(d)]
    links = chain(cands, args.links, args.far, random.Random(1))
    shown = plain.copy()
    shown.preview(Eliminate((), "AIC", "", links=links))
    area = QRectF(0, 0, 600, 600)
    view = BoardView(editing=False)
    board, marks = board_rect(area), shown_marks(shown, view)
    runs = 20
    start = time.perf_counter()
    for _ in range(runs):
        chain_geometry(links, board, marks)
    layout = (time.perf_counter() - start) / runs * 1000
    print(f"{len(links)} links ({'far' if args.far else 'walk'}): layout {layout:.2f} ms once per step shown")
    for dpr in (1, 2):
        image = QImage(600 * dpr, 600 * dpr, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        times = []
        for state in (plain, shown):
            p = QPainter(image)
            paint_board(p, area, state, view, LIGHT)  # warm the glyph caches and the layout
            start = time.perf_counter()
            for _ in range(runs):
                paint_board(p, area, state, view, LIGHT)
            times.append((time.perf_counter() - start) / runs * 1000)
            p.end()
        print(f"dpr {dpr}: paint {times[0]:.2f} ms without the chain, {times[1]:.2f} ms with it")


if __name__ == "__main__":
    main()
