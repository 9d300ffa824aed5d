"""Solving strategies: each is a generator function ``solve(puzzle) -> Iterator[Step]``.

``STRATEGIES`` maps the name used by ``--algorithm`` and the Algorithm menu to its entry, in the
order the menu lists them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from ..message import QT_TRANSLATE_NOOP
from ..steps import Step

_LOADED: dict[str, Callable[..., Iterator[Step]]] = {}


@dataclass(frozen=True)
class Strategy:
    """A named solving strategy: ``solve`` takes 81 ints (0 = empty) and yields steps.

    ``derived_candidates``: the strategy keeps no pencil marks; a viewer shows the ones the
    values imply. ``keeps_marks``: the strategy starts from the player's pencil marks and takes
    ``marks=`` (see ``run``); False for those that derive their candidates and for ``fast``,
    which shows none. ``records_steps``: False for ``fast``, which yields only its answer (no
    steps to count or replay). ``source`` names the seed article or reference it follows. ``module`` is
    the module (in this package) that holds the generator function named like it: it is
    imported when the strategy is first used, so the command line loads only what it runs.
    """

    name: str
    description: str
    module: str
    source: str = ""
    derived_candidates: bool = False
    title: str = ""
    """The name a person reads in the window (``name`` stays the ``--algorithm`` name)."""
    function: str = field(default="")
    keeps_marks: bool = True
    records_steps: bool = True

    @property
    def solve(self) -> Callable[..., Iterator[Step]]:
        """The strategy's generator function (imported on first use)."""
        found = _LOADED.get(self.name)
        if found is None:
            module = importlib.import_module(f"{__name__}.{self.module}")
            found = _LOADED[self.name] = getattr(module, self.function or self.module)
        return found

    def run(self, values: Sequence[int], marks: Sequence[int] | None = None) -> Iterator[Step]:
        """``solve(values)``, starting from the player's pencil ``marks`` (81 masks) for the
        strategies that keep them (the others derive theirs from the values)."""
        if marks is None or not self.keeps_marks:
            return self.solve(values)
        return self.solve(values, marks=marks)


STRATEGIES: dict[str, Strategy] = {
    s.name: s
    for s in (
        Strategy(
            "propagate-guess",
            QT_TRANSLATE_NOOP(
                "strategy", "Naked-subset elimination, then guess the cell with fewest candidates; record stack"
            ),
            "propagate_guess",
            "seed 003 (JavaScript visualizer)",
            title=QT_TRANSLATE_NOOP("strategy", "Elimination + guessing (JavaScript article)"),
        ),
        Strategy(
            "naive",
            QT_TRANSLATE_NOOP(
                "strategy", "Plain backtracking: first empty cell, digits 1-9 in order, no candidates kept"
            ),
            "naive",
            "seed 004 (C)",
            derived_candidates=True,
            keeps_marks=False,
            title=QT_TRANSLATE_NOOP("strategy", "Plain backtracking (C article)"),
        ),
        Strategy(
            "mrv-all",
            QT_TRANSLATE_NOOP("strategy", "Backtracking on the fewest-candidates cell; counts every solution"),
            "mrv_all",
            "seed 002 (Java)",
            title=QT_TRANSLATE_NOOP("strategy", "Fewest candidates first, every solution (Java article)"),
        ),
        Strategy(
            "units",
            QT_TRANSLATE_NOOP(
                "strategy", "Fill the last cell of any unit, place naked singles, then guess the fewest-candidates cell"
            ),
            "units",
            "seed 000 (Ruby)",
            derived_candidates=True,
            keeps_marks=False,
            title=QT_TRANSLATE_NOOP("strategy", "Last cell of a unit + singles (Ruby article)"),
        ),
        Strategy(
            "hidden-singles",
            QT_TRANSLATE_NOOP("strategy", "Elimination and naked/hidden singles until stuck, then nested trials"),
            "hidden_singles",
            "seed 001 (Python)",
            title=QT_TRANSLATE_NOOP("strategy", "Singles + nested trials (Python article)"),
        ),
        Strategy(
            "human",
            QT_TRANSLATE_NOOP(
                "strategy", "Human techniques, simplest first, each step explained; guesses only when none applies"
            ),
            "human",
            "HoDoKu / SudokuWiki technique definitions",
            title=QT_TRANSLATE_NOOP("strategy", "Human techniques, explained"),
        ),
        Strategy(
            "fast",
            QT_TRANSLATE_NOOP(
                "strategy", "The answer at once, no steps: exact-cover bitboards, singles and fewest-options branching"
            ),
            "fast",
            "Knuth's exact cover (Dancing Links) and Norvig's propagation, on bitboards",
            keeps_marks=False,
            records_steps=False,
            title=QT_TRANSLATE_NOOP("strategy", "Instant answer (exact-cover bitboards)"),
        ),
    )
}

DEFAULT_STRATEGY = "propagate-guess"
