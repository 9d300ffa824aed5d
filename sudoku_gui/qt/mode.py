"""The controller's three modes (the controller's module text says what each lets the keys do),
and what the playing keys move in the two modes that show a run: a ``Navigable``."""

from __future__ import annotations

from enum import Enum
from typing import Protocol


class Mode(Enum):
    """What the keys and the board do: ``EDIT`` (no run shown), ``PLAY`` (a run shown and
    advancing) or ``REVIEW`` (a run shown, paused or over)."""

    EDIT = "edit"
    PLAY = "play"
    REVIEW = "review"


class Navigable(Protocol):
    """What Space, the arrows, Home/End, Ctrl+Left/Right and the scrub slider move: one run
    (``Playback``) or a race (``Race``: every racer in lockstep). Positions are steps (a race by
    solving time: milliseconds), from 0 to ``length()``."""

    @property
    def playing(self) -> bool: ...

    @property
    def position(self) -> int: ...

    def length(self) -> int: ...

    def play(self) -> None: ...

    def pause(self) -> None: ...

    def seek(self, position: int) -> None: ...

    def step_forward(self) -> bool:
        """One step forward; False when there is none."""

    def step_back(self) -> None: ...

    def home(self) -> None: ...

    def end(self) -> None: ...

    def jump(self, forward: bool) -> bool:
        """To the next (previous) guess or backtrack; False when there is none."""


class NoRun:
    """The ``Navigable`` of the ``EDIT`` mode: nothing to move (every key does nothing)."""

    playing = False
    position = 0

    def length(self) -> int:
        return 0

    def play(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def seek(self, position: int) -> None:
        pass

    def step_forward(self) -> bool:
        return False

    def step_back(self) -> None:
        pass

    def home(self) -> None:
        pass

    def end(self) -> None:
        pass

    def jump(self, forward: bool) -> bool:
        return False


NO_RUN = NoRun()
