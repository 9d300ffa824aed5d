"""The Race menu's rows of the command table (``commands/__init__.py``), in menu order."""

from __future__ import annotations

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import RUN, Command, Entries, When
from .menu_bar import RACE_RUN

ROWS: tuple[Command | Entries, ...] = (
    Command(
        "race",
        RACE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "Rac&e Algorithms…"),
        lambda w: w.race_tools.pick_and_race(),
        QT_TRANSLATE_NOOP("MainWindow", "Watch 2 to 6 algorithms solve this puzzle side by side, in step"),
        ("Ctrl+R",),
    ),
    Command(
        "divergence",
        RACE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "First &Divergence"),
        lambda w: w.race_tools.jump_divergence(),
        QT_TRANSLATE_NOOP("MainWindow", "In a race: the first step where two searches guess differently"),
        ("Ctrl+D",),
        modes=RUN,
        when=When("only in a race", lambda w: w.controller.racing.showing()),
    ),
    Command(
        "race_compare_trees",
        RACE_RUN,
        QT_TRANSLATE_NOOP("MainWindow", "Compare &Trees…"),
        lambda w: w.tree_compare.ask_race(),
        QT_TRANSLATE_NOOP(
            "MainWindow", "In a race: two racers' search trees merged and drawn, each place where they part marked"
        ),
        modes=RUN,
        when=When("only in a race", lambda w: w.controller.racing.showing()),
    ),
)
