"""Write the option reference of docs/command-line.md from the parser itself.

Run: ``python docs/make_cli_page.py`` (rewrites the page below its marker line; the text above
the marker is written by hand) or ``python docs/make_cli_page.py --check`` (exit 1 when the page
is not what the parser gives). ``tests/gates/test_docs.py`` checks the committed page the same way, so
an option added, renamed or reworded in ``sudoku_gui/cli/parser.py`` fails the tests until this
script has run.

The table is made from ``build_parser()``'s actions, not from argparse's ``--help`` text, whose
line breaks follow the terminal's width.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sudoku_gui.cli.parser import build_parser

PAGE = Path(__file__).with_name("command-line.md")
MARKER = "<!-- Below this line the page is made by docs/make_cli_page.py from sudoku_gui/cli/parser.py. -->"


def _escaped(text: str) -> str:
    """``text`` as plain text in a Markdown table cell (no HTML, no cell break)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("|", "\\|")


def _option(action: argparse.Action) -> str:
    """The option's spelling as typed: ``--time-limit SECONDS``, ``PUZZLE``, ``--stats``."""
    metavar = action.metavar if isinstance(action.metavar, str) else None
    if not action.option_strings:
        return f"`{metavar or action.dest}`"
    flags = ", ".join(action.option_strings)
    takes_value = action.nargs != 0
    return f"`{flags} {metavar}`" if takes_value and metavar else f"`{flags}`"


def reference() -> str:
    """The generated part of the page: the parser's description, every option, its epilog."""
    parser = build_parser()
    rows = [f"| {_option(a)} | {_escaped(a.help or '')} |" for a in parser._actions]  # in declaration order
    return "\n".join(
        [
            MARKER,
            "",
            "## Every option",
            "",
            f"`{parser.prog}` (or `python main.py`): {_escaped(parser.description or '')}",
            "",
            "| option | what it does |",
            "| --- | --- |",
            *rows,
            "",
            _escaped(parser.epilog or ""),
            "",
        ]
    )


def page(current: str) -> str:
    """``current`` (the page as it is) with everything from the marker on made again."""
    hand = current.split(MARKER, 1)[0].rstrip("\n")
    return f"{hand}\n\n{reference()}"


def main(argv: list[str]) -> int:
    current = PAGE.read_text(encoding="utf-8")
    wanted = page(current)
    if "--check" in argv:
        if current != wanted:
            print(f"{PAGE} is not what the parser gives: run python {Path(__file__).as_posix()}", file=sys.stderr)
            return 1
        return 0
    PAGE.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
