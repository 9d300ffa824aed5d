"""The controller's three modes (the controller's module text says what each lets the keys do)."""

from __future__ import annotations

from enum import Enum


class Mode(Enum):
    """What the keys and the board do: ``EDIT`` (no run shown), ``PLAY`` (a run shown and
    advancing) or ``REVIEW`` (a run shown, paused or over)."""

    EDIT = "edit"
    PLAY = "play"
    REVIEW = "review"
