"""What ``--algorithm`` (and each name of ``--race`` and ``--tree-diff``) accepts: a built-in
algorithm in any case (the names of ``core.strategies.STRATEGIES``), or a solver of the user's as
``core.external.solver_kinds`` names one: ``path/to/solver.py[:function]``, ``exec:COMMAND ARGS`` or an
installed solver's name (the ``sudoku_gui.strategies`` entry points). Parsing loads no strategy.
"""

from __future__ import annotations

import argparse
from importlib import metadata

from ..strategies import STRATEGIES
from .solver_kinds import entry_points, kind_of, problem


def installed() -> list[metadata.EntryPoint]:
    """The installed packages' solvers (entry points of ``sudoku_gui.strategies``), by name."""
    return sorted(entry_points().values(), key=lambda ep: ep.name)


def algorithm_name(text: str) -> str:
    """The algorithm ``text`` names, as it is spelled for the strategies (built-ins in any case).
    Raises argparse.ArgumentTypeError saying what is wrong."""
    by_key = {name.lower(): name for name in STRATEGIES}
    if text.lower() in by_key:
        return by_key[text.lower()]
    if kind_of(text) is not None:
        why = problem(text)
        if why is not None:
            raise argparse.ArgumentTypeError(why)
        return text
    raise argparse.ArgumentTypeError(
        f"{text!r} is not an algorithm; one of {', '.join(STRATEGIES)} (any case), "
        "path/to/solver.py[:function], exec:COMMAND or an installed solver"
    )


algorithm_name.__name__ = "an algorithm"  # argparse names the type in its messages
