"""The player's work in the window: the digit pad across loads, Save As formats that keep what
the board holds (or warn first), hints refused for the right reason, the many-puzzle picker, the
window title, and what a damaged autosave or settings file says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QToolButton

from sudoku_gui.core.grid import parse_puzzle

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
TOP2 = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."


def pad_button(w, text: str) -> QToolButton:
    return next(b for b in w.pad.findChildren(QToolButton) if b.text() == text)


# --- the digit pad ---------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["load", "paste", "undo"])
def test_a_new_puzzle_puts_the_pads_digit_down(qtbot, window, how):
    """A digit picked while playing one puzzle entered a given in the next one at the first click."""
    from PySide6.QtGui import QGuiApplication

    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    c.editor.toggle_playing()
    if how == "undo":
        w.load_puzzle(parse_puzzle(TOP2))
    qtbot.mouseClick(pad_button(w, "5"), Qt.MouseButton.LeftButton)
    assert w.pad.picked() == 5
    if how == "load":
        w.load_puzzle(parse_puzzle(TOP2))
    elif how == "paste":
        QGuiApplication.clipboard().setText(TOP2)
        w.paste_puzzle()
    else:
        c.undo_stack.undo()  # back to TOP1 before its game: a different puzzle again
    loaded_message = w.message.text()
    assert w.pad.picked() == 0 and not pad_button(w, "5").isChecked()
    assert w.board.view().digit == 0
    givens = c.document.givens
    w.board.cellClicked.emit(2)  # an empty cell of both puzzles
    assert c.document.givens == givens and c.document.values[2] == 0
    assert w.message.text() == loaded_message  # the load's own message stays


def test_typing_a_given_keeps_the_pads_digit(qtbot, window):
    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    qtbot.mouseClick(pad_button(w, "5"), Qt.MouseButton.LeftButton)
    w.board.cellClicked.emit(1)
    assert c.document.givens[1] == 5 and w.pad.picked() == 5


# --- Save As: the format offered, and a question before one drops anything -------------------


@pytest.fixture
def save_dialog(monkeypatch):
    """QFileDialog.getSaveFileName recorded: each call's filters and the one selected; it answers
    with the queued (path, format) pairs (a format None keeps the filter it was offered)."""
    from PySide6.QtWidgets import QFileDialog

    from sudoku_gui.qt.puzzle import files

    calls: list[dict[str, object]] = []
    answers: list[tuple[str, str | None]] = []

    def fake(_parent, _caption, start, filters, selected):
        calls.append({"start": start, "filters": filters.split(";;"), "selected": selected})
        path, fmt = answers.pop(0)
        return path, files.SAVE_FILTERS[fmt] if fmt else selected

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return calls, answers


def answer_box(qtbot, button: str | None, seen: list[str]) -> None:
    """Click ``button`` (its text without '&'; None: Escape) in the next message box, after
    recording its texts in ``seen``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box.text() + "\n" + box.informativeText())
        if button is None:
            qtbot.keyClick(box, Qt.Key.Key_Escape)
            return
        target = next(b for b in box.buttons() if b.text().replace("&", "") == button)
        target.click()

    QTimer.singleShot(0, click)


def game_with_marks(w) -> None:
    c = w.controller
    w.load_puzzle(parse_puzzle(TOP1))
    c.editor.toggle_playing()
    c.editor.enter_digit(1, 1)  # the player's digit
    c.editor.toggle_mark(2, 7)  # a mark removed: marks written


def test_save_as_offers_a_format_that_keeps_a_games_digits_and_marks(qtbot, window, tmp_path, save_dialog):
    """Issue 27: Save As offered "81 characters" first even in a game with marks."""
    from sudoku_gui.qt.puzzle import files

    calls, answers = save_dialog
    game_with_marks(window)
    answers.append((str(tmp_path / "game"), None))
    assert window.files.save_as()
    hodoku = QCoreApplicationTr("FileActions", files.SAVE_FILTERS["hodoku"])
    assert calls[0]["selected"] == hodoku and calls[0]["filters"][0] == hodoku
    assert str(calls[0]["start"]).endswith("puzzle.txt")
    text = (tmp_path / "game.txt").read_text(encoding="utf-8")
    assert text.startswith(":0000:x:") and "+1" in text


def QCoreApplicationTr(context: str, text: str) -> str:  # noqa: N802
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


@pytest.mark.parametrize("fmt", ["81", "sdk", "729"])
def test_a_format_that_drops_the_players_work_asks_first_and_cancel_writes_nothing(
    qtbot, window, tmp_path, save_dialog, fmt
):
    """Issue 27: 81 characters, SadMan and the 729 line silently made the player's digits givens."""
    calls, answers = save_dialog
    game_with_marks(window)
    path = tmp_path / f"lossy.{fmt}"
    answers.append((str(path), fmt))
    seen: list[str] = []
    answer_box(qtbot, "Cancel", seen)
    assert not window.files.save_as()
    assert not path.exists()
    assert "your digits (1): they would come back as givens" in seen[0]
    assert ("the pencil marks" in seen[0]) == (fmt != "729")  # the 729 line keeps the marks


def test_save_anyway_writes_and_choose_another_format_asks_again(qtbot, window, tmp_path, save_dialog):
    from sudoku_gui.qt.puzzle import files

    calls, answers = save_dialog
    game_with_marks(window)
    path = tmp_path / "board.txt"
    answers += [(str(path), "81"), (str(path), "pm")]
    seen: list[str] = []
    answer_box(qtbot, "Choose Another Format…", seen)
    assert window.files.save_as()  # the second dialog chose the pencil-mark grid: no question
    assert len(calls) == 2 and calls[1]["start"] == str(path) and len(seen) == 1
    assert calls[1]["selected"] == files.SAVE_FILTERS["hodoku"]  # not the format just turned down
    assert path.read_text(encoding="utf-8").startswith(".---")
    answers.append((str(path), "81"))
    answer_box(qtbot, "Save Anyway", seen)
    assert window.files.save_as()
    assert path.read_text(encoding="utf-8").strip() == "".join(str(v or ".") for v in window.controller.document.values)


def test_save_asks_again_when_the_board_grew_what_its_format_cannot_keep(qtbot, window, tmp_path, save_dialog):
    w, c = window, window.controller
    calls, answers = save_dialog
    w.load_puzzle(parse_puzzle(TOP1))
    path = tmp_path / "plain.txt"
    answers.append((str(path), "81"))
    assert w.files.save_as()  # givens only: nothing to lose, nothing asked
    c.editor.toggle_playing()
    c.editor.enter_digit(1, 1)
    seen: list[str] = []
    answer_box(qtbot, None, seen)  # Escape: cancel
    assert not w.files.save()
    assert seen and path.read_text(encoding="utf-8").strip() == TOP1
    answer_box(qtbot, "Save Anyway", seen)
    assert w.files.save() and path.read_text(encoding="utf-8").strip() != TOP1


@pytest.mark.parametrize(
    ("text", "suffix", "offered"),
    [
        (TOP1, ".txt", "81"),
        (TOP1, ".sdk", "sdk"),
        (":0000:x:" + TOP1 + ":411:::", ".txt", "hodoku"),
    ],
)
def test_save_as_offers_the_format_the_board_came_from(qtbot, window, tmp_path, save_dialog, text, suffix, offered):
    from sudoku_gui.qt.puzzle import files

    calls, answers = save_dialog
    src = tmp_path / f"source{suffix}"
    src.write_text(text + "\n")
    assert window.open_path(str(src))
    answers.append(("", None))  # cancelled
    assert not window.files.save_as()
    assert calls[0]["selected"] == files.SAVE_FILTERS[offered] and calls[0]["start"] == str(src)


def test_save_writes_back_to_the_file_opened_but_never_over_a_collection(
    qtbot, window, tmp_path, save_dialog, monkeypatch
):
    from PySide6.QtWidgets import QDialog

    from sudoku_gui.qt.puzzle import files

    w, c = window, window.controller
    calls, answers = save_dialog
    one = tmp_path / "one.sdk"
    one.write_text(TOP1 + "\n")
    assert w.open_path(str(one))
    c.editor.enter_digit(2, 9)
    assert w.files.save() and not calls  # back into one.sdk, in its format
    assert "9" in one.read_text(encoding="utf-8").splitlines()[1]
    many = tmp_path / "many.txt"
    many.write_text(f"{TOP1}\n{TOP2}\n")

    def pick_first(picker) -> int:
        qtbot.waitUntil(lambda: picker.table.rowCount() == 2, timeout=10000)
        picker.done(QDialog.DialogCode.Accepted)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(files.PuzzlePicker, "exec", pick_first)
    assert w.open_path(str(many))
    answers.append(("", None))
    assert not w.files.save()  # Save asks where: the collection is not overwritten
    assert len(calls) == 1 and many.read_text() == f"{TOP1}\n{TOP2}\n"


# --- the window's title -----------------------------------------------------------------------


def test_the_title_names_the_file_and_shows_unsaved_changes(qtbot, window, tmp_path, save_dialog):
    """Issue 27: the window title never showed the file."""
    w, c = window, window.controller
    calls, answers = save_dialog
    assert w.windowTitle() == "Sudoku Visualizer"
    path = tmp_path / "daily.txt"
    path.write_text(TOP1 + "\n")
    assert w.open_path(str(path))
    assert w.windowTitle() == "daily.txt[*] — Sudoku Visualizer" and not w.isWindowModified()
    c.editor.enter_digit(2, 9)
    assert w.isWindowModified()
    c.undo_stack.undo()
    assert not w.isWindowModified()  # back to what the file holds
    c.editor.enter_digit(2, 9)
    answers.append((str(tmp_path / "saved.txt"), "81"))
    assert w.files.save_as()
    assert w.windowTitle() == "saved.txt[*] — Sudoku Visualizer" and not w.isWindowModified()
    w.load_puzzle(parse_puzzle(TOP2))
    assert w.windowTitle() == "Sudoku Visualizer" and not w.isWindowModified()


# --- hints refused for the right reason ---------------------------------------------------------


def test_a_hint_refused_for_the_players_digit_says_so_not_that_the_givens_conflict(qtbot, window):
    """Issue 27: refusing a hint said "the givens conflict" when the conflict was the player's
    digit against a given."""
    w, c = window, window.controller
    w.load_puzzle(parse_puzzle(TOP1))
    c.editor.toggle_playing()
    c.editor.enter_digit(1, 4)  # r1c2 = 4, and r1c1 holds the given 4
    w.assistant.hint()
    text = w.message.text()
    assert "givens conflict" not in text
    assert text == "Fix the red cells first: your 4 in r1c2 repeats the given 4 in r1c1 (row 1)."
    c.editor.enter_digit(1, 0)
    c.editor.enter_digit(2, 6)  # r1c3 = 6 and r2c1 = 6: the player's digits against each other
    c.editor.enter_digit(9, 6)
    w.assistant.hint()
    assert w.message.text() == "Fix the red cells first: your digits repeat 6 in box 1 (r1c3, r2c1)."


def test_a_hint_refused_for_conflicting_givens_still_says_the_givens_conflict(qtbot, window):
    w = window
    w.load_puzzle(parse_puzzle("11" + "." * 79))
    w.assistant.hint()
    assert w.message.text() == "Fix the red cells first: the givens conflict."


# --- the many-puzzle picker -------------------------------------------------------------------

MANY = [
    TOP1,  # 17 givens
    "1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9",  # 32, two solutions
    TOP2,  # 17
    "6....3..4..1.8..9.......2.7.4.5.7..3..9.6.1.....8.1.......9..2.8....4..7..5..63..",
]


@pytest.fixture
def picker(qtbot, window, tmp_path):
    """The picker of a file of the puzzles above with a bad line among them, read and rated."""
    from sudoku_gui.qt.puzzle.files import PuzzlePicker

    path = tmp_path / "many.txt"
    path.write_text(f"{MANY[0]}\n{MANY[1]}\nnot a sudoku\n{MANY[2]}\n{MANY[3]}\n")
    p = PuzzlePicker(window, str(path))
    qtbot.addWidget(p)
    qtbot.waitUntil(lambda: p.table.rowCount() == 4 and not p.job.running(), timeout=60000)
    yield p
    p.reject()


def column(p, name: str) -> list[str]:
    t = p.table
    col = next(c for c in range(t.columnCount()) if t.horizontalHeaderItem(c).text() == name)
    return [t.item(r, col).text() for r in range(t.rowCount())]


def test_the_picker_says_a_line_was_skipped(picker):
    """Issue 27: a file with one bad line opened its puzzles without saying a line was skipped."""
    assert "Skipped 1 that could not be read; the first: line 3: unexpected character 'n'" in picker.note.text()


def test_the_picker_shows_each_puzzle_whole_in_the_files_order(picker):
    """Issue 27: the picker cut each puzzle to 12 characters."""
    t = picker.table
    assert column(picker, "Puzzle") == MANY and column(picker, "#") == ["1", "2", "3", "4"]
    puzzle_col = next(c for c in range(4) if t.horizontalHeaderItem(c).text() == "Puzzle")
    metrics = QFontMetrics(t.item(0, puzzle_col).font())
    assert t.columnWidth(puzzle_col) >= metrics.horizontalAdvance(MANY[0])
    screen = picker.screen().availableGeometry().width()
    assert picker.width() >= min(t.horizontalHeader().length(), int(screen * 0.9))  # every column whole
    assert "<pre>" in t.item(0, puzzle_col).toolTip()


def test_the_picker_sorts_by_each_column_and_picks_the_puzzle_in_the_row(qtbot, picker):
    """Issue 27: the picker did not sort by its columns."""
    t = picker.table
    header = t.horizontalHeader()
    by = {t.horizontalHeaderItem(c).text(): c for c in range(4)}
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_section_centre(header, by["Givens"]))
    givens = [int(x) for x in column(picker, "Givens")]
    assert givens == sorted(givens) and givens[-1] == 32
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_section_centre(header, by["Givens"]))
    assert [int(x) for x in column(picker, "Givens")][0] == 32  # a second click: descending
    t.sortByColumn(by["Difficulty"], Qt.SortOrder.AscendingOrder)
    texts = column(picker, "Difficulty")
    rated = [float(x.lstrip("≥").split()[0]) for x in texts if x[0].isdigit() or x[0] == "≥"]
    assert rated == sorted(rated) and texts[-1] == "not one solution"
    t.sortByColumn(by["#"], Qt.SortOrder.DescendingOrder)
    t.selectRow(0)
    assert picker.picked().values == parse_puzzle(MANY[3])  # the row's puzzle, not the file's row 0


def _section_centre(header, logical: int):
    from PySide6.QtCore import QPoint

    return QPoint(header.sectionViewportPosition(logical) + header.sectionSize(logical) // 2, header.height() // 2)


def test_home_and_end_go_to_the_first_and_last_puzzle(qtbot, picker):
    """Issue 27: Home and End stayed in a row."""
    t = picker.table
    t.setFocus()
    t.selectRow(1)
    qtbot.keyClick(t, Qt.Key.Key_End)
    assert t.currentRow() == 3
    qtbot.keyClick(t, Qt.Key.Key_Home)
    assert t.currentRow() == 0
    qtbot.keyClick(t, Qt.Key.Key_Down)
    assert t.currentRow() == 1 and t.selectionModel().isRowSelected(1)


def test_opening_a_file_says_which_line_was_skipped(qtbot, window, tmp_path):
    """Issue 27: a file with one bad line opened its puzzle without saying a line was skipped."""
    w = window
    path = tmp_path / "one_bad.txt"
    path.write_text(f"# a comment\nnot a sudoku\n{TOP1}\n")
    assert w.open_path(str(path))
    assert w.controller.document.givens == parse_puzzle(TOP1)
    text = w.message.text()
    assert "one_bad.txt" in text and "line 2: unexpected character 'n'" in text
    assert w.files.path is None  # Save would drop the line it could not read: it asks where


# --- a damaged autosave or settings file is said once in the window ----------------------------


def start_window(qtbot, settings):
    from sudoku_gui.qt.window.main_window import MainWindow

    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_damaged_autosave_is_said_in_the_window(qtbot, settings):
    """Issue 27: a damaged autosave was only logged; the board was silently gone."""
    from sudoku_gui.qt.puzzle import autosave

    path = autosave.autosave_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 2, "givens": [1, 2, 3]}')
    w = start_window(qtbot, settings)
    try:
        qtbot.waitUntil(lambda: "autosave.json" in w.message.text(), timeout=3000)
        text = w.message.text()
        assert text.startswith("The autosaved board could not be read (autosave.json: ") and "not 81 cells" in text
        w.controller.editor.load(parse_puzzle(TOP1))
        qtbot.wait(50)
        assert "autosave.json" not in w.message.text()
    finally:
        w.controller.shutdown()


def test_damaged_settings_are_named_once_in_the_window(qtbot, settings):
    settings.setValue("speed", "abc")
    settings.setValue("theme", "plaid")
    settings.setValue("timeLimit", "-5")
    settings.sync()
    w = start_window(qtbot, settings)
    try:
        qtbot.waitUntil(lambda: "unreadable" in w.message.text(), timeout=3000)
        text = w.message.text()
        assert text == "Settings back to their defaults (unreadable): speed, timeLimit, theme."
        assert w.speed() == 20  # the default
    finally:
        w.controller.shutdown()
    again = start_window(qtbot, settings)  # the window wrote good values back: nothing to say
    try:
        qtbot.wait(50)
        assert "unreadable" not in again.message.text()
    finally:
        again.controller.shutdown()


def test_an_unreadable_settings_file_is_said_in_the_window(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    path = tmp_path / "settings.ini"
    path.write_text("[General]\nspeed=50\n=\n[[broken\n")
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    w = start_window(qtbot, settings)
    try:
        qtbot.waitUntil(lambda: "settings.ini" in w.message.text(), timeout=3000)
    finally:
        w.controller.shutdown()
