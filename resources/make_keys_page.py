"""Write the documentation's keys page, ``docs/keys.md``, from the window's command table
(``sudoku_gui/qt/commands/``, rendered by ``sudoku_gui.qt.window.keys_page.keys_markdown``):
every command's menu path, keys and where it is enabled. No window is opened.

Run after changing a command: ``python resources/make_keys_page.py``; ``--check`` only says
whether the page is up to date (exit 1 if not), as the tests do.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAGE = HERE.parent / "docs" / "keys.md"
sys.path.insert(0, str(HERE.parent))

from sudoku_gui.qt.window.keys_page import keys_markdown  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that the page is up to date")
    args = parser.parse_args()
    text = keys_markdown()
    if args.check:
        fresh = PAGE.is_file() and PAGE.read_text(encoding="utf-8") == text
        print(f"{PAGE.name} is {'up to date' if fresh else 'stale: run resources/make_keys_page.py'}")
        return 0 if fresh else 1
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {PAGE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
