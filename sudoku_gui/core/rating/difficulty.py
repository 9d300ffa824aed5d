"""A puzzle's difficulty as players quote it: Sudoku Explainer's ER/EP/ED and the level they
give, with the ``human`` strategy's own rating (HoDoKu's technique set) and HoDoKu's level of
its path (``hodoku_level.py``) as second figures.

``difficulty`` is the one call the command line (``--rate``) and the window make. The level
comes from ER (``levels.SE_LEVELS``); the ``human`` rating keeps its own score and hardest
technique (the techniques a player of HoDoKu would name).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..message import QT_TRANSLATE_NOOP, Message
from .human_rating import Rating, rate
from .levels import se_level
from .se.rule_sets import DEFAULT_RULES, check_rules
from .se.se_rating import SeCancelled, SeRating, se_rate


@dataclass(frozen=True)
class Difficulty:
    """``se``: Sudoku Explainer's figures (ER/EP/ED, hardest step, the steps); ``level`` from ER;
    ``human``: the human strategy's rating (None when not asked for)."""

    se: SeRating
    level: str
    human: Rating | None
    complete: bool = True
    """False when the SE rating was stopped: ER is then a lower bound."""

    def message(self) -> str:
        """One line as a ``Message``: ``7.1/1.2/1.2 Extreme (hardest: Forcing Chain; rules:
        bank)`` (the rule set of ``se_rule_sets``), then the human strategy's figure when there
        is one."""
        if self.complete:
            line = Message(
                QT_TRANSLATE_NOOP("steps", "{figures} {level} (hardest: {technique}; rules: {rules})"),
                figures=str(self.se),
                level=self.level,
                technique=self.se.hardest_step_name or "None",
                rules=self.se.rules,
            )
        else:
            line = Message(
                QT_TRANSLATE_NOOP("steps", ">={score} {level} (stopped while looking for {technique}; rules: {rules})"),
                score=f"{self.se.er:.1f}",
                level=self.level,
                technique=self.se.hardest_step_name or "None",
                rules=self.se.rules,
            )
        human = self.human
        if human is None:
            return line
        if human.guesses:
            line = Message(
                QT_TRANSLATE_NOOP("steps", "{msg}; human techniques: {score}+ (needs a guess)"),
                msg=line,
                score=f"{human.score:.1f}",
            )
        else:
            line = Message(
                QT_TRANSLATE_NOOP("steps", "{msg}; human techniques: {score} (hardest: {technique})"),
                msg=line,
                score=f"{human.score:.1f}",
                technique=human.hardest or "None",
            )
        return human.with_hodoku(line)

    def __str__(self) -> str:
        return self.message()


def difficulty(
    values: Sequence[int],
    cancelled: Callable[[], bool] | None = None,
    human: bool = True,
    partial: bool = False,
    se_seconds: float | None = None,
    rules: str = DEFAULT_RULES,
) -> Difficulty | None:
    """Rate ``values`` (81 ints, 0 = empty; one solution expected) both ways, the human strategy
    first (it is the quicker); None when ``cancelled()`` said stop, or with ``partial`` a
    ``Difficulty`` whose ER is a lower bound (``complete`` False; ``human`` None when it was
    stopped too). ``se_seconds``: the SE rating stops after this long (counted from its start,
    after the human rating), as if cancelled. ``rules``: Sudoku Explainer's rule set
    (``se_rule_sets``). Raises ``ValueError`` for a malformed puzzle or an unknown rule set (see
    ``se_rate``)."""
    check_rules(rules)
    second = rate(values, cancelled) if human else None
    if human and second is None and not partial:
        return None
    stop = cancelled
    if se_seconds is not None:
        deadline = time.monotonic() + se_seconds

        def stop() -> bool:
            return (cancelled is not None and cancelled()) or time.monotonic() > deadline

    try:
        se = se_rate(values, stop, rules=rules)
    except SeCancelled as stopped:
        if not partial or stopped.partial is None:
            return None
        return Difficulty(stopped.partial, se_level(stopped.partial.er), second, complete=False)
    return Difficulty(se, se_level(se.er), second)


def level_rating(
    values: Sequence[int],
    cancelled: Callable[[], bool] | None = None,
    ceiling: float | None = None,
    rules: str = DEFAULT_RULES,
) -> tuple[str, SeRating] | None:
    """The level of ``values`` and its SE figures with rule set ``rules``, stopping early above
    ``ceiling`` (for the generator); None when cancelled."""
    try:
        se = se_rate(values, cancelled, ceiling, rules)
    except SeCancelled:
        return None
    return se_level(se.er), se
