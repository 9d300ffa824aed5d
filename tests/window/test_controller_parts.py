"""The controller holds its parts (issue 28 part 3): an editor and the race commands it holds,
not mixins; undo entries that take the two callables they need; one navigation interface; and
which command is enabled in which mode, a column of the command table."""

from __future__ import annotations

import ast
import gc
import weakref
from pathlib import Path

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.qt.command_types import RUN, enabled
from sudoku_gui.qt.commands import COMMANDS
from sudoku_gui.qt.controller import Controller, Mode
from sudoku_gui.qt.mode import NO_RUN

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")
QT = Path(__file__).resolve().parents[2] / "sudoku_gui" / "qt"


def test_the_controller_inherits_nothing_of_the_package():
    ours = [k for k in Controller.__mro__[1:] if k.__module__.startswith("sudoku_gui")]
    assert ours == []
    c = Controller()
    assert c.editor.document is c.document and c.editor.undo_stack is c.undo_stack
    assert c.racing.race is None and c.nav is NO_RUN and c.mode is Mode.EDIT


def test_undo_entries_and_parts_do_not_import_the_controller():
    """The circle controller -> editing -> run_undo -> controller is gone."""
    for name in ("run_undo.py", "editor.py", "race/commands.py", "mode.py", "playback.py"):
        tree = ast.parse((QT / name).read_text(encoding="utf-8"))
        imported = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)} | {
            alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
        }
        assert not any(m.endswith("controller") for m in imported), name


def test_a_dropped_controller_with_runs_in_its_history_goes_without_the_garbage_collector(qtbot):
    c = Controller()
    c.editor.load(HARD)
    c.editor.enter_digit(HARD.index(0), 5)  # an edit entry before the run's
    c.start(paused=True)
    c.nav.step_forward()
    c.close_run_undoably()
    c.undo_stack.undo()  # the run shown again by its entry
    assert c.shown is not None and c.mode is Mode.REVIEW
    c.shutdown()
    gc.disable()
    try:
        gone = weakref.ref(c)
        editor = weakref.ref(c.editor)
        del c
        assert gone() is None and editor() is None  # reference counting alone freed it
    finally:
        gc.enable()


def enabled_now(w) -> dict[str, bool]:
    return {name: action.isEnabled() for name, action in w.act.items()}


def check_table(w, mode: Mode) -> None:
    """Every command is enabled exactly where its column (and its condition) says."""
    assert w.controller.mode is mode
    shown = enabled_now(w)
    for cmd in COMMANDS:
        assert shown[cmd.name] == enabled(w, cmd, mode), (cmd.name, mode)
        if not cmd.when:
            assert shown[cmd.name] == (mode in cmd.modes), (cmd.name, mode)


def test_each_command_is_enabled_in_the_modes_its_column_names(qtbot, window):
    w = window
    w.set_speed(2)  # slow: a run stays playing while it is looked at
    w.load_puzzle(HARD)
    check_table(w, Mode.EDIT)
    assert not w.act["back"].isEnabled() and w.act["paste"].isEnabled() and w.act["solve"].isEnabled()
    w.act["solve"].trigger()
    check_table(w, Mode.PLAY)
    assert w.act["back"].isEnabled() and not w.act["paste"].isEnabled() and not w.act["solve"].isEnabled()
    assert not w.act["divergence"].isEnabled()
    w.act["pause"].trigger()
    check_table(w, Mode.REVIEW)
    assert w.act["back"].isEnabled() and w.act["paste"].isEnabled() and w.act["solve"].isEnabled()
    w.act["stop"].trigger()  # the solver stops: its steps stay to review
    check_table(w, Mode.REVIEW)
    w.act["stop"].trigger()  # back to the puzzle
    check_table(w, Mode.EDIT)
    assert w.act["undo"].isEnabled() and not w.act["redo"].isEnabled()
    w.act["undo"].trigger()  # the run again, paused where it was left
    check_table(w, Mode.REVIEW)
    assert w.act["redo"].isEnabled()


def test_a_race_enables_first_divergence_in_both_its_modes(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    race = w.controller.racing.race
    assert w.controller.nav is race
    w.set_speed(2)
    race.home()
    race.play()
    check_table(w, Mode.PLAY)
    assert w.act["divergence"].isEnabled() and w.act["solve"].isEnabled()
    assert w.act["race_compare_trees"].isEnabled()
    race.pause()
    check_table(w, Mode.REVIEW)
    assert w.act["divergence"].isEnabled() and w.act["paste"].isEnabled()
    w.act["stop"].trigger()
    check_table(w, Mode.EDIT)
    assert not w.act["divergence"].isEnabled() and not w.act["race_compare_trees"].isEnabled()
    assert {c.name for c in COMMANDS if c.modes == RUN} == {
        "back",
        "forward",
        "prev_search",
        "next_search",
        "home",
        "end",
        "divergence",
        "race_compare_trees",
    }
