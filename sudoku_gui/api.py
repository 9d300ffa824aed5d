"""The public API for writing a solver of your own: what a strategy file imports.

This module is stable: names here keep their meaning across versions (the modules behind them
may move). A solver is a generator function that takes the puzzle and yields steps::

    def solve(puzzle: list[int]) -> Iterator[Step | dict]: ...

``puzzle`` is 81 ints in row-major order (cell 0 is r1c1, cell 80 is r9c9), 0 for an empty
cell. Load it with ``--algorithm path/to/solver.py[:solve]`` or Solve > Load Algorithm...; it
runs in a process of its own, so a bug, a hang or a memory blow-up ends its run with the error
and never the app. Two ways to write one:

- **On the engine** (``record_stack`` or ``digit_list``): give a state (``Marks`` for values and
  candidates, ``Trail`` for values alone), a *propagate* hook (a generator that yields ``Place``
  and ``Eliminate`` steps and returns a ``Problem`` on a contradiction, else None), a *choose*
  hook (the cell to branch on and its digits in order, or None when the grid is full) and
  ``Words`` (how the guesses read). The engine makes the ``Guess``, ``Backtrack``,
  ``Contradiction`` and last steps and keeps the depth.
- **A plain generator** that yields protocol records as dicts, the same objects a program in
  another language prints as JSON lines (``docs/step-protocol.md``): ``{"kind": "guess",
  "cell": "r1c3", "digit": 4}``, ``{"kind": "place", ...}``, ``{"kind": "backtrack"}`` (the
  innermost open guess failed: the app empties what was placed since), ``{"kind": "solved"}``.
  ``guess``, ``place``, ``backtrack`` and friends below build them.

Cells are ints 0..80; candidates are 9-bit masks (bit ``d - 1`` for digit ``d``); ``cell_name``
names a cell as the field does (``r3c4``).
"""

from __future__ import annotations

from typing import Any

from .core.candidates import bit, count, digits
from .core.external.protocol import VERSION as PROTOCOL_VERSION
from .core.external.protocol import ProtocolError, StepReader, parse_cell
from .core.external.solver_errors import SolverError
from .core.grid import (
    BOXES,
    COLS,
    PEERS,
    ROWS,
    UNITS,
    UNITS_OF,
    Cell,
    Values,
    basic_candidates,
    box_of,
    cell_name,
    col_of,
    is_solution,
    row_of,
    unit_name,
)
from .core.message import Message
from .core.search import (
    NO_CANDIDATE,
    Choose,
    Marks,
    Problem,
    Propagate,
    SearchState,
    Trail,
    Words,
    digit_list,
    fewest_candidates,
    record_stack,
)
from .core.steps import (
    Backtrack,
    Candidate,
    Contradiction,
    Eliminate,
    Guess,
    NoSolution,
    Place,
    SearchDone,
    Solved,
    Step,
    TimeLimitReached,
)

API_VERSION = 1
"""Bumped only when a name here changes meaning."""


def guess(cell: Cell, digit: int) -> dict[str, Any]:
    """The record of a guess: ``digit`` (1-9) tried in ``cell`` (0..80), one more guess open."""
    return {"kind": "guess", "cell": cell_name(cell), "digit": digit}


def place(cell: Cell, digit: int, technique: str = "Placement") -> dict[str, Any]:
    """The record of a placement forced by logic (no guess opened), ``technique`` naming why."""
    return {"kind": "place", "cell": cell_name(cell), "digit": digit, "technique": technique}


def eliminate(candidates: list[tuple[Cell, int]], technique: str = "Elimination") -> dict[str, Any]:
    """The record of candidates removed: ``(cell, digit)`` pairs."""
    return {"kind": "eliminate", "eliminations": [[cell_name(c), d] for c, d in candidates], "technique": technique}


def backtrack() -> dict[str, Any]:
    """The record of a backtrack: the innermost open guess failed; what was placed since it is
    emptied."""
    return {"kind": "backtrack"}


def contradiction(*cells: Cell) -> dict[str, Any]:
    """The record of a dead end at ``cells`` (a cell with no candidate left, say)."""
    return {"kind": "contradiction", "cells": [cell_name(c) for c in cells]}


def solved() -> dict[str, Any]:
    """The record of the end: the grid as the steps left it is the solution."""
    return {"kind": "solved"}


def no_solution() -> dict[str, Any]:
    """The record of the end: the search is exhausted."""
    return {"kind": "no-solution"}


__all__ = [
    "API_VERSION",
    "BOXES",
    "COLS",
    "NO_CANDIDATE",
    "PEERS",
    "PROTOCOL_VERSION",
    "ROWS",
    "UNITS",
    "UNITS_OF",
    "Backtrack",
    "Candidate",
    "Cell",
    "Choose",
    "Contradiction",
    "Eliminate",
    "Guess",
    "Marks",
    "Message",
    "NoSolution",
    "Place",
    "Problem",
    "Propagate",
    "ProtocolError",
    "SearchDone",
    "SearchState",
    "SolverError",
    "Solved",
    "Step",
    "StepReader",
    "TimeLimitReached",
    "Trail",
    "Values",
    "Words",
    "backtrack",
    "basic_candidates",
    "bit",
    "box_of",
    "cell_name",
    "col_of",
    "contradiction",
    "count",
    "digit_list",
    "digits",
    "eliminate",
    "fewest_candidates",
    "guess",
    "is_solution",
    "no_solution",
    "parse_cell",
    "place",
    "record_stack",
    "row_of",
    "solved",
    "unit_name",
]
