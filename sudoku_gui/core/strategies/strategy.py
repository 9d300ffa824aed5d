"""A named solving strategy (``Strategy``), apart from the registry so that what runs a strategy
(``core.external.solver_kinds``) need not import the list of them."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

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
    trusted: bool = True
    """A built-in: the test suite proves its claims (no solution, how many), so a viewer does
    not count solutions to verify them at each run's end; False for a solver of the user's."""

    @property
    def solve(self) -> Callable[..., Iterator[Step]]:
        """The strategy's generator function (imported on first use)."""
        found = _LOADED.get(self.name)
        if found is None:
            module = importlib.import_module(f"{__package__}.{self.module}")
            found = _LOADED[self.name] = getattr(module, self.function or self.module)
        return found

    def run(self, values: Sequence[int], marks: Sequence[int] | None = None) -> Iterator[Step]:
        """``solve(values)``, starting from the player's pencil ``marks`` (81 masks) for the
        strategies that keep them (the others derive theirs from the values)."""
        if marks is None or not self.keeps_marks:
            return self.solve(values)
        return self.solve(values, marks=marks)
