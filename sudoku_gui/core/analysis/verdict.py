"""What the judge of a run (``core.analysis.step_checker``) says: a step's ``Fault``, a run's ``Verdict``, and the
two ways a step stream reports what only it sees (``StreamFault``, ``Unfinished``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..grid import Cell


@dataclass(frozen=True)
class Fault:
    """The first step that breaks a rule: ``step`` (its number, 1-based, as the step counter
    counts), ``cells`` (to mark on the board) and ``text`` (a ``Message``: what it does wrong,
    a verb phrase whose subject is the step)."""

    step: int
    cells: tuple[Cell, ...]
    text: str

    def line(self) -> str:
        """``step 312: removes 5 from r3c4 ...`` (English: the command line's form)."""
        return f"step {self.step}: {self.text}"


OK, FAULT, UNFINISHED = "ok", "fault", "unfinished"


@dataclass(frozen=True)
class Verdict:
    """The verdict on a whole run (``docs/step-protocol.md`` 3.6): ``kind`` is ``OK``, ``FAULT``
    or ``UNFINISHED``; ``steps`` the steps taken; ``fault`` the fault (``FAULT`` only); ``why``
    a ``Message`` saying why the run did not end (``UNFINISHED`` only)."""

    kind: str
    steps: int
    fault: Fault | None = None
    why: str = ""

    @property
    def step(self) -> int | None:
        """The faulty step's number, or None."""
        return None if self.fault is None else self.fault.step

    def line(self) -> str:
        """``--check``'s line: ``ok``, ``step N: <fault>`` or ``unfinished after N steps: <why>``."""
        if self.fault is not None:
            return self.fault.line()
        if self.kind == UNFINISHED:
            return f"unfinished after {self.steps:,} step{'s' if self.steps != 1 else ''}: {self.why}"
        return "ok"

    @property
    def exit_code(self) -> int:
        """0 ok, 1 a fault, 3 unfinished (``--check``'s exit codes)."""
        return {OK: 0, FAULT: 1}.get(self.kind, 3)


class StreamFault(Exception):
    """Raised by a step stream in place of its next step when that step cannot be read (a line
    that is not a step). ``text`` is a ``Message`` in the checker's form (a verb phrase, e.g.
    "is not a step: ..."), ``cells`` what to mark."""

    def __init__(self, text: str, cells: tuple[Cell, ...] = ()) -> None:
        super().__init__(str(text))
        self.text = text
        self.cells = cells


class Unfinished(Exception):
    """Raised by a step stream in place of its next step when the run was cut (a solver silent
    past its limit): ``why`` is a ``Message``."""

    def __init__(self, why: str) -> None:
        super().__init__(str(why))
        self.why = why
