"""What ``--algorithm`` (and each name of ``--race``) accepts: a built-in algorithm in any case,
``path/to/solver.py[:function]``, ``exec:COMMAND ARGS`` or an installed solver's name (the
``sudoku_gui.strategies`` entry points). Light to import: parsing the command line loads no
strategy (``core.external`` runs the solvers)."""

from __future__ import annotations

import argparse
import re
import shlex
from importlib import metadata
from pathlib import Path

BUILT_IN = ("propagate-guess", "naive", "mrv-all", "units", "hidden-singles", "human", "fast")
"""The built-in names (``core.strategies.STRATEGIES``' keys), in menu order."""
ENTRY_GROUP = "sudoku_gui.strategies"
_FILE = re.compile(r"(?P<path>.+?\.py)(?::(?P<function>[A-Za-z_]\w*))?")


def installed() -> list[metadata.EntryPoint]:
    """The installed packages' solvers (entry points of ``sudoku_gui.strategies``), by name."""
    return sorted(metadata.entry_points(group=ENTRY_GROUP), key=lambda ep: ep.name)


def algorithm_name(text: str) -> str:
    """The algorithm ``text`` names, as it is spelled for the strategies (built-ins in any case).
    Raises argparse.ArgumentTypeError saying what is wrong."""
    by_key = {name.lower(): name for name in BUILT_IN}
    if text.lower() in by_key:
        return by_key[text.lower()]
    if text.startswith("exec:"):
        try:
            words = shlex.split(text[5:])
        except ValueError as e:
            raise argparse.ArgumentTypeError(f"cannot read the command {text[5:]!r}: {e}") from None
        if not words:
            raise argparse.ArgumentTypeError('exec: needs a command, as in "exec:./solver --fast"')
        return text
    m = _FILE.fullmatch(text)
    if m is not None:
        if not Path(m["path"]).is_file():
            raise argparse.ArgumentTypeError(f"no Python file {m['path']!r}")
        return text
    if text in {ep.name for ep in installed()}:
        return text
    raise argparse.ArgumentTypeError(
        f"{text!r} is not an algorithm; one of {', '.join(BUILT_IN)} (any case), "
        "path/to/solver.py[:function], exec:COMMAND or an installed solver"
    )


algorithm_name.__name__ = "an algorithm"  # argparse names the type in its messages
