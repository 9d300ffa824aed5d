"""The window's commands for solvers of the user's own (issue 29), installed in one call so the
window's code holds one line for them: Solve > Load Your Own Algorithm (``solver_loader``),
File > Open Run (``open_run``) and Solve > Compare Tree With Another Algorithm
(``panes/tree/compare.py``); a failed run said at once in the status bar and the log
(``solver_failure``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from ..compare.tree_compare import TreeCompare
from .open_run import OpenRun
from .solver_failure import SolverFailure
from .solver_loader import SolverLoader


def install(window: Any, settings: QSettings) -> None:
    """Give ``window`` (a ``MainWindow`` with its menus and solver bar built) ``solver_loader``,
    ``open_run`` and ``tree_compare``, each putting its entries in the menus."""
    window.solver_loader = SolverLoader(window, settings)
    window.open_run = OpenRun(window, settings)
    window.tree_compare = TreeCompare(window)
    window.solver_failure = SolverFailure(window.controller)


def open_run(window: Any, path: str) -> bool:
    """File > Open Run of ``path`` in ``window`` (``main.py --open-run FILE``)."""
    return bool(window.open_run.open(path))
