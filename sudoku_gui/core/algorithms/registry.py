"""The one registry of algorithms: a name (as ``--algorithm`` spells it) becomes an
``Algorithm`` here, and every list of algorithms a person picks from is made here.

``algorithm(name)`` gives a built-in (``core.strategies.STRATEGIES``) or a solver of the user's
(``core.algorithms.kinds``), resolved once: the file it names is looked for and the installed
packages are scanned the first time only (the answer is kept by its spelling).
``available_algorithms`` lists the built-ins, the installed solvers and the ones the window
loaded. ``algorithm_name`` is what ``--algorithm`` accepts.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable

from ..message import QT_TRANSLATE_NOOP, Message
from ..strategies import STRATEGIES
from .algorithm import Algorithm
from .kinds import installed, spelled

_UNKNOWN = QT_TRANSLATE_NOOP(
    "steps",
    "{name} is not an algorithm; one of {names} (any case), "
    "path/to/solver.py[:function], exec:COMMAND or an installed solver",
)
_FOUND: dict[str, Algorithm] = {}
"""The solvers of the user's resolved so far, by their spelling."""


class UnknownAlgorithm(KeyError):
    """No algorithm runs under this name: ``message`` says why (no such name, a file gone, a
    command that does not split); ``str(e)`` is its English."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message

    def __str__(self) -> str:
        return str(self.message)


def algorithm(name: str) -> Algorithm:
    """The algorithm ``name`` spells: a built-in by its exact name, else a solver of the user's
    (resolved the first time, then kept). Raises UnknownAlgorithm saying why none runs."""
    found: Algorithm | None = STRATEGIES.get(name)
    if found is None:
        found = _FOUND.get(name)
    if found is None:
        solver = spelled(name)
        if solver is None:
            raise UnknownAlgorithm(Message(_UNKNOWN, name=repr(name), names=", ".join(STRATEGIES)))
        why = solver.problem()
        if why is not None:
            raise UnknownAlgorithm(why)
        found = _FOUND[name] = solver
    return found


def find(name: str) -> Algorithm | None:
    """``algorithm(name)``, or None when no algorithm runs under that name."""
    try:
        return algorithm(name)
    except UnknownAlgorithm:
        return None


def why_not(name: str) -> Message | None:
    """Why ``name`` cannot run now (no such algorithm, or its file is gone since it was
    resolved), or None: a remembered solver is asked again each time the window starts."""
    try:
        return algorithm(name).problem()
    except UnknownAlgorithm as e:
        return e.message


def available_algorithms(loaded: Iterable[str] = ()) -> list[Algorithm]:
    """Every algorithm to pick from: the built-ins in menu order, the installed solvers by name,
    then each of ``loaded`` (names the window remembers) that can run now, each once."""
    found: dict[str, Algorithm] = dict(STRATEGIES)
    for name in [*sorted(installed()), *loaded]:
        if name not in found and why_not(name) is None:
            found[name] = algorithm(name)
    return list(found.values())


def algorithm_name(text: str) -> str:
    """The algorithm ``text`` names, as it is spelled for the registry (built-ins in any case).
    Raises argparse.ArgumentTypeError saying what is wrong. Parsing loads no strategy."""
    by_key = {name.lower(): name for name in STRATEGIES}
    name = by_key.get(text.lower(), text)
    try:
        algorithm(name)
    except UnknownAlgorithm as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return name


algorithm_name.__name__ = "an algorithm"  # argparse names the type in its messages
