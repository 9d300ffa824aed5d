"""The built-in solving strategies: each is a generator function ``solve(puzzle) -> Iterator[Step]``.

``STRATEGIES`` maps the name used by ``--algorithm`` and the Algorithm menu to its entry, in the
order the menu lists them. A name is looked up through the registry of every algorithm,
``core.algorithms.registry``, which also knows the solvers a user brings.
"""

from __future__ import annotations

from ..message import QT_TRANSLATE_NOOP
from .strategy import _LOADED, Strategy

__all__ = ["STRATEGIES", "Strategy", "_LOADED"]


STRATEGIES: dict[str, Strategy] = {
    s.name: s
    for s in (
        Strategy(
            "propagate-guess",
            QT_TRANSLATE_NOOP(
                "strategy", "Naked-subset elimination, then guess the cell with fewest candidates; record stack"
            ),
            "propagate_guess",
            source="seed 003 (JavaScript visualizer)",
            title=QT_TRANSLATE_NOOP("strategy", "Elimination + guessing (JavaScript article)"),
        ),
        Strategy(
            "naive",
            QT_TRANSLATE_NOOP(
                "strategy", "Plain backtracking: first empty cell, digits 1-9 in order, no candidates kept"
            ),
            "naive",
            source="seed 004 (C)",
            derived_candidates=True,
            keeps_marks=False,
            title=QT_TRANSLATE_NOOP("strategy", "Plain backtracking (C article)"),
        ),
        Strategy(
            "mrv-all",
            QT_TRANSLATE_NOOP("strategy", "Backtracking on the fewest-candidates cell; counts every solution"),
            "mrv_all",
            source="seed 002 (Java)",
            title=QT_TRANSLATE_NOOP("strategy", "Fewest candidates first, every solution (Java article)"),
        ),
        Strategy(
            "units",
            QT_TRANSLATE_NOOP(
                "strategy", "Fill the last cell of any unit, place naked singles, then guess the fewest-candidates cell"
            ),
            "units",
            source="seed 000 (Ruby)",
            derived_candidates=True,
            keeps_marks=False,
            title=QT_TRANSLATE_NOOP("strategy", "Last cell of a unit + singles (Ruby article)"),
        ),
        Strategy(
            "hidden-singles",
            QT_TRANSLATE_NOOP("strategy", "Elimination and naked/hidden singles until stuck, then nested trials"),
            "hidden_singles",
            source="seed 001 (Python)",
            title=QT_TRANSLATE_NOOP("strategy", "Singles + nested trials (Python article)"),
        ),
        Strategy(
            "human",
            QT_TRANSLATE_NOOP(
                "strategy", "Human techniques, simplest first, each step explained; guesses only when none applies"
            ),
            "human",
            source="HoDoKu / SudokuWiki technique definitions",
            title=QT_TRANSLATE_NOOP("strategy", "Human techniques, explained"),
        ),
        Strategy(
            "fast",
            QT_TRANSLATE_NOOP(
                "strategy", "The answer at once, no steps: exact-cover bitboards, singles and fewest-options branching"
            ),
            "instant",
            source="Knuth's exact cover (Dancing Links) and Norvig's propagation, on bitboards",
            keeps_marks=False,
            records_steps=False,
            function="fast",
            title=QT_TRANSLATE_NOOP("strategy", "Instant answer (exact-cover bitboards)"),
        ),
    )
}

DEFAULT_STRATEGY = "propagate-guess"
