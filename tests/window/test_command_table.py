"""Every command in the table (issue 35, item 4): each name declared once with one row, the menus
built where the rows say (a separator between two groups), the commands of solvers of one's own
governed by their modes like any other, and the documentation's keys page made from the table
without a window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import get_args

from conftest import SEED_PUZZLES, key
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMenu

from sudoku_gui.qt.command_types import CommandName, Entries, Group, Menu
from sudoku_gui.qt.commands import COMMANDS, ROWS
from sudoku_gui.qt.mode import Mode
from sudoku_gui.qt.window.window_helpers import plain_name

ROOT = Path(__file__).resolve().parents[2]
HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def _path(menu: Menu) -> list[str]:
    return [plain_name(menu.title)] if menu.parent is None else [*_path(menu.parent.menu), plain_name(menu.title)]


def test_each_command_name_has_exactly_one_row():
    names = [cmd.name for cmd in COMMANDS]
    assert len(names) == len(set(names))
    assert set(names) == set(get_args(CommandName))


def test_each_group_of_a_menu_is_one_run_of_rows():
    """A group's rows stand together (a group met again later would get a second separator)."""
    runs: dict[Menu, list[Group]] = {}
    for row in ROWS:
        seen = runs.setdefault(row.group.menu, [])
        if not seen or seen[-1] is not row.group:
            assert row.group not in seen, row
            seen.append(row.group)


def test_the_menus_hold_each_command_where_its_row_says(window):
    """Walking the menu bar finds each command's action once, under its menu path, and no two
    groups between the same separators."""
    found: dict[str, list[str]] = {}

    def walk(menu: QMenu, path: list[str]) -> None:
        groups: set[Group] = set()
        for a in menu.actions():
            if a.isSeparator():
                groups = set()
            elif isinstance(a.menu(), QMenu):
                walk(a.menu(), [*path, plain_name(a.text())])
            elif a.objectName().startswith("act_"):
                found.setdefault(a.objectName(), []).append(" > ".join(path))
                cmd = next((c for c in COMMANDS if f"act_{c.name}" == a.objectName()), None)
                if cmd is not None:
                    groups.add(cmd.group)
                    assert len(groups) == 1, (path, a.objectName())

    for top in window.menuBar().actions():
        walk(top.menu(), [plain_name(top.text())])
    for cmd in COMMANDS:
        assert found.get(f"act_{cmd.name}") == [" > ".join(_path(cmd.group.menu))], cmd.name
        assert window.act[cmd.name].objectName() == f"act_{cmd.name}"
    assert [plain_name(a.text()) for a in window.menuBar().actions()] == [
        "File",
        "Edit",
        "View",
        "Puzzles",
        "Solve",
        "Search",
        "Race",
        "Help",
    ]
    assert {row.name for row in ROWS if isinstance(row, Entries)} >= {"recent", "panes", "algorithms", "loaded"}


def test_open_run_is_governed_by_its_modes_like_open_puzzle(qtbot, window, monkeypatch):
    w = window
    asked: list[str] = []

    def ask(*_args: object, **_kwargs: object) -> tuple[str, str]:
        asked.append("asked")
        return "", ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getOpenFileName", ask)
    w.set_speed(2)  # slow: the run stays playing while it is looked at
    w.load_puzzle(HARD)
    w.act["solve"].trigger()
    assert w.controller.mode is Mode.PLAY
    assert not w.act["open_run"].isEnabled() and not w.act["open"].isEnabled()
    key(qtbot, w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert asked == [] and w.controller.mode is Mode.PLAY  # the key did nothing: the run plays on
    w.act["pause"].trigger()
    assert w.act["open_run"].isEnabled()
    key(qtbot, w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert asked == ["asked"]
    for name in ("compare_tree", "check_steps", "check_builtins", "load_python", "load_program"):
        assert w.act[name].isEnabled(), name  # enabled in every mode, as their rows say


def test_the_keys_page_is_the_table_rendered_without_a_window():
    """docs/keys.md is what the table renders now; the script that writes it opens no window
    and needs no QApplication (it runs in a plain process here)."""
    from sudoku_gui.qt.window.keys_page import keys_markdown

    page = (ROOT / "docs" / "keys.md").read_text(encoding="utf-8")
    text = keys_markdown()
    assert page == text, "docs/keys.md is stale: run python resources/make_keys_page.py"
    for cmd in COMMANDS:
        path = " > ".join([*_path(cmd.group.menu), plain_name(cmd.text)])
        line = next(line for line in text.splitlines() if line.startswith(f"| {path} |"))
        if cmd.keys:
            assert "`" in line.split("|")[2], cmd.name
    assert "| File > Open Run | `Ctrl+Shift+O` | unless a run is playing |" in text
    assert "| Solve > Step Back | `Left` | while a run or a race is shown |" in text
    assert "| Edit > Undo | `Ctrl+Z` | when there is an edit to undo |" in text
    assert "| View > Layout > Searching | `Ctrl+2` |" in text and "| View > Step Log | `Ctrl+L` |" in text
    run = subprocess.run(
        [sys.executable, str(ROOT / "resources" / "make_keys_page.py"), "--check"],
        capture_output=True,
        text=True,
        env={"PATH": "", "QT_QPA_PLATFORM": "none-at-all"},  # no platform: a QApplication would abort
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout + run.stderr
