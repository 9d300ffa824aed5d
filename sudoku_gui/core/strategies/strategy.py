"""A built-in solving strategy (``Strategy``): the kind of ``core.algorithms.algorithm.Algorithm``
that lives in this package, apart from the list of them (``STRATEGIES``)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..algorithms.algorithm import Algorithm
from ..steps import Step

_LOADED: dict[str, Callable[..., Iterator[Step]]] = {}


@dataclass(frozen=True)
class Strategy(Algorithm):
    """A built-in strategy (the fields it shares with every algorithm: see ``Algorithm``).

    ``module`` is the module (in this package) that holds the generator function named like it,
    or ``function``: it is imported when the strategy is first used, so the command line loads
    only what it runs.
    """

    module: str
    function: str = field(default="", kw_only=True)

    @property
    def solve(self) -> Callable[..., Iterator[Step]]:
        """The strategy's generator function (imported on first use)."""
        found = _LOADED.get(self.name)
        if found is None:
            module = importlib.import_module(f"{__package__}.{self.module}")
            found = _LOADED[self.name] = getattr(module, self.function or self.module)
        return found
