"""Files in the window: Save in every format and open it back, the many-puzzle picker, bad files,
recent files, Copy As."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from sudoku_gui.core.grid import format_grid, parse_puzzle
from sudoku_gui.core.puzzles.formats import WRITERS
from sudoku_gui.qt.puzzle import files

TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
TOP2 = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes recorded instead of shown."""
    shown: list[str] = []
    monkeypatch.setattr(files, "plain_box", lambda _parent, text, *_a: shown.append(text))
    return shown


def play_a_little(w) -> None:
    c = w.controller
    w.load_puzzle(parse_puzzle(TOP1))
    c.editor.toggle_playing()
    c.editor.enter_digit(1, 1)  # the player's digit
    c.editor.toggle_mark(2, 7)  # and a mark removed


@pytest.mark.shared_window
@pytest.mark.parametrize("fmt", list(WRITERS))
def test_save_in_each_format_and_open_it_back(qtbot, window, tmp_path, fmt, boxes):
    w, c = window, window.controller
    play_a_little(w)
    saved = c.document
    path = tmp_path / f"board.{fmt}"
    assert w.files._write(str(path), fmt)
    w.load_puzzle((0,) * 81)
    assert w.open_path(str(path)) and not boxes
    d = c.document
    assert d.values == saved.values
    if fmt == "hodoku":  # the one format that keeps givens, placed digits and marks apart
        assert d == saved
    elif fmt in ("pm", "729"):
        assert d.candidates is not None and d.candidates[2] == saved.candidates[2]


@pytest.mark.shared_window
def test_a_many_puzzle_file_opens_a_picker_with_difficulties(qtbot, window, tmp_path, monkeypatch, boxes):
    path = tmp_path / "many.txt"
    path.write_text(f"{TOP1}\n{TOP2}\n{TOP1}\n")
    seen: dict[str, object] = {}

    def exec_(picker) -> int:
        qtbot.waitUntil(lambda: picker.table.rowCount() == 3, timeout=10000)
        qtbot.waitUntil(lambda: picker.table.item(1, 2).text() != "…", timeout=30000)
        seen["difficulty"] = picker.table.item(1, 2).text()
        picker.table.selectRow(1)
        picker.done(QDialog.DialogCode.Accepted)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(files.PuzzlePicker, "exec", exec_)
    assert window.open_path(str(path))
    assert format_grid(window.controller.document.givens) == TOP2
    assert any(level in str(seen["difficulty"]) for level in ("Easy", "Medium", "Hard", "Expert", "Extreme", "Beyond"))
    assert window.files.recent()[0] == str(path)


@pytest.mark.shared_window
def test_a_malformed_file_names_the_file_and_line_and_changes_nothing(qtbot, window, tmp_path, boxes):
    window.load_puzzle(parse_puzzle(TOP1))
    path = tmp_path / "bad.txt"
    path.write_text("# a comment\nthis is not a sudoku\n")
    assert not window.open_path(str(path))
    assert boxes and str(path) in boxes[0] and "line 2" in boxes[0]
    assert format_grid(window.controller.document.givens) == TOP1


@pytest.mark.shared_window
def test_a_failed_save_says_why_and_keeps_the_board(qtbot, window, tmp_path, boxes):
    window.load_puzzle(parse_puzzle(TOP1))
    assert not window.files._write(str(tmp_path / "missing" / "x.txt"), "81")
    assert boxes and "Cannot save" in boxes[0]


@pytest.mark.shared_window
def test_copy_as_every_format(qtbot, window):
    play_a_little(window)
    for fmt in WRITERS:
        window.files.copy_as(fmt)
        assert QGuiApplication.clipboard().text() == WRITERS[fmt](window.files.board())


@pytest.mark.shared_window
@pytest.mark.parametrize(("name", "first_line"), [("typed.sdk", "#D "), ("typed.pm", ".---"), ("typed.txt", TOP1[:9])])
def test_save_as_follows_a_typed_extension_over_the_filter_left_selected(
    qtbot, window, tmp_path, monkeypatch, name, first_line
):
    from PySide6.QtWidgets import QFileDialog

    w = window
    w.load_puzzle(parse_puzzle(TOP1))
    path = tmp_path / name
    # The dialog comes back with the first filter (81 characters) still selected.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), files.SAVE_FILTERS["81"]))
    assert w.files.save_as()
    assert path.read_text(encoding="utf-8").startswith(first_line)


@pytest.mark.shared_window
@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="needs /dev/full")
def test_a_save_to_a_full_device_says_it_failed(qtbot, window, boxes):
    w = window
    play_a_little(w)
    assert not w.files._write("/dev/full", "81")
    assert boxes and "No space left" in boxes[-1] or "no space left" in boxes[-1]


@pytest.mark.shared_window
def test_copy_as_pencil_mark_grid_then_paste_keeps_every_mark(qtbot, window):
    w, c = window, window.controller
    play_a_little(w)
    c.editor.toggle_mark(3, 2)
    before = (c.document.givens, c.document.values, c.document.candidates)
    w.files.copy_as("pm")
    c.editor.clear()
    w.paste_puzzle()
    after = (c.document.givens, c.document.values, c.document.candidates)
    assert after == before and c.document.playing


def test_a_damaged_autosave_never_stops_the_window_and_booleans_are_not_digits(qtbot, settings, tmp_path):
    import json

    from sudoku_gui.qt.puzzle import autosave
    from sudoku_gui.qt.window.main_window import MainWindow

    path = autosave.autosave_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[" * 100_000 + "]" * 100_000)  # RecursionError in json.loads
    assert autosave.load(settings) is None
    board = [True] + [0] * 80  # JSON true is no digit
    path.write_text(json.dumps({"version": 2, "givens": board, "values": board, "removed": None}))
    assert autosave.load(settings) is None
    path.write_text("[" * 100_000)
    w = MainWindow(settings)  # starts, with an empty board
    qtbot.addWidget(w)
    assert w.controller.document.values == (0,) * 81


def test_autosave_failures_are_said_once(qtbot, window, monkeypatch):
    from sudoku_gui.qt.puzzle import autosave

    w, c = window, window.controller
    monkeypatch.setattr(autosave, "save", lambda settings, doc: False)
    said: list[str] = []
    c.message.connect(lambda text, error: said.append(text))
    w.status.message.setText("")
    c.editor.load(parse_puzzle(TOP1))
    qtbot.wait(20)
    first = w.message.text()
    assert "could not be saved" in first
    c.editor.enter_digit(1, 3)
    c.editor.enter_digit(2, 4)
    qtbot.wait(20)
    assert "could not be saved" not in w.message.text()  # not again at every change
