"""What every algorithm is, whatever its kind: ``Algorithm``, the object the registry
(``core.algorithms.registry``) gives for a name. The kinds are the built-in strategies
(``core.strategies.Strategy``) and the solvers a user brings (``core.algorithms.kinds``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import KW_ONLY, dataclass

from ..message import Message
from ..steps import Step


@dataclass(frozen=True)
class Algorithm:
    """A named way to solve: ``solve`` takes 81 ints (0 = empty) and yields steps.

    ``name`` is how ``--algorithm`` spells it, ``title`` what a person reads in the window (its
    name when empty), ``description`` one sentence on how it works, ``source`` where it comes
    from (the seed article, a file, a package). ``derived_candidates``: it keeps no pencil
    marks; a viewer shows the ones the values imply. ``keeps_marks``: it starts from the
    player's pencil marks and takes ``marks=`` (see ``run``). ``records_steps``: False for an
    algorithm that yields only its answer (``fast``: no steps to count or replay).
    ``trusted``: a built-in, whose claims (no solution, how many) the test suite proves, so a
    viewer does not count solutions to verify them at each run's end; False for a solver of
    the user's.
    """

    name: str
    description: str
    _: KW_ONLY
    source: str = ""
    title: str = ""
    derived_candidates: bool = False
    keeps_marks: bool = True
    records_steps: bool = True
    trusted: bool = True

    @property
    def solve(self) -> Callable[..., Iterator[Step]]:
        """The generator function that runs it: ``solve(values)``, or ``solve(values, marks=...)``
        for one that keeps marks."""
        raise NotImplementedError

    def run(self, values: Sequence[int], marks: Sequence[int] | None = None) -> Iterator[Step]:
        """``solve(values)``, starting from the player's pencil ``marks`` (81 masks) for the
        algorithms that keep them (the others derive theirs from the values)."""
        if marks is None or not self.keeps_marks:
            return self.solve(values)
        return self.solve(values, marks=marks)

    def problem(self) -> Message | None:
        """Why it cannot run now (a solver's file gone), or None; a built-in always can."""
        return None
