"""One backtracking search under every strategy that guesses (issue 28).

A strategy is a state (``state.py``), a *propagate* hook and a *choose* hook, run by one of the
two loop shapes the seed articles use (``engine.py``): the record stack (``record_stack``) or the
digit list (``digit_list``). The engine alone builds the ``Guess`` and ``Backtrack`` steps and keeps
the depth. A propagation that meets a dead end words it with ``contradictions.py``, where every
contradiction text is. Strategies import this package; it imports no strategy.
"""

from __future__ import annotations

from .choose import fewest_candidates
from .contradictions import (
    NO_CANDIDATE,
    NO_POSSIBLE_DIGIT,
    Problem,
    crowded,
    emptied,
    no_candidate,
    no_place,
    twice,
)
from .engine import Choose, Propagate, Words, digit_list, record_stack
from .state import Marks, SearchState, Trail, Undone

__all__ = [
    "NO_CANDIDATE",
    "NO_POSSIBLE_DIGIT",
    "Choose",
    "Marks",
    "Problem",
    "Propagate",
    "SearchState",
    "Trail",
    "Undone",
    "Words",
    "crowded",
    "digit_list",
    "emptied",
    "fewest_candidates",
    "no_candidate",
    "no_place",
    "record_stack",
    "twice",
]
