"""Rate every bundled puzzle once and write ``levels.tsv`` (puzzle, difficulty) for the Puzzles
menu, which would otherwise rate them at start. Run after changing a bundled puzzle:
``python resources/make_levels.py``."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from sudoku_gui.core.grid import format_grid  # noqa: E402
from sudoku_gui.core.library import bundled_puzzles  # noqa: E402
from sudoku_gui.core.rating import rate  # noqa: E402


def main() -> int:
    lines = ["# puzzle\tdifficulty (written by make_levels.py)"]
    seen: set[str] = set()
    for item in bundled_puzzles():
        key = format_grid(item.values)
        if key in seen:
            continue
        seen.add(key)
        r = rate(item.values)
        assert r is not None
        lines.append(f"{key}\t{r.score:.1f}{'+' if r.guesses else ''} {r.level}")
    (HERE / "levels.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(seen)} puzzles rated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
