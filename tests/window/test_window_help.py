"""The window's smaller defects (issue 34, item 6): a hint's marks go once it is applied or
another file is opened; Save As starts in a folder of the user's, never the working directory;
F1 finds commands without keys, in the window's language or in English; Help > Documentation and
Step Protocol open the project's pages (built, built on first use, or the Markdown), About says the version; Qt's own dialogs speak
Chinese; the dark theme's unchecked menu box can be seen."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest
from conftest import key
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QColor, QDesktopServices
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLabel, QMenu, QMessageBox

from sudoku_gui.core.board_state import Highlight
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.qt import i18n
from sudoku_gui.qt.window import theme
from sudoku_gui.qt.window.keys_dialog import KeysDialog
from sudoku_gui.qt.window.window_helpers import plain_name

ROOT = Path(__file__).resolve().parents[2]
HARD = parse_puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
HARD_TEXT = "".join(str(v or ".") for v in HARD)
OTHER_TEXT = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


# -- the hint's marks --------------------------------------------------------------------------------


@pytest.mark.shared_window
def test_an_applied_hint_leaves_no_marks_and_its_explanation_stays(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    key(qtbot, w, Qt.Key.Key_F12)
    assert w.state.highlight != Highlight()
    key(qtbot, w, Qt.Key.Key_F12, Qt.KeyboardModifier.ShiftModifier)  # apply
    assert w.state.values != list(HARD)
    assert w.state.highlight == Highlight() and w.board.state().highlight == Highlight()
    assert w.step_label.text().strip()  # what it did is still said under the board


@pytest.mark.shared_window
@pytest.mark.parametrize("same", [True, False])
def test_opening_a_file_clears_a_hints_marks(qtbot, window, tmp_path, same):
    w = window
    w.load_puzzle(HARD)
    key(qtbot, w, Qt.Key.Key_F12)
    assert w.state.highlight != Highlight()
    f = tmp_path / "p.txt"
    f.write_text((HARD_TEXT if same else OTHER_TEXT) + "\n")
    assert w.open_path(str(f))
    assert w.state.highlight == Highlight() and w.board.state().highlight == Highlight()
    assert not w.state.last_text


# -- Save As's folder --------------------------------------------------------------------------------


def _save_as_start(w, monkeypatch) -> str:
    seen: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _p, _t, start, *a: (seen.append(start), ("", ""))[1])
    w.files.save_as()
    return seen[0]


@pytest.mark.shared_window
def test_save_as_starts_in_the_last_folder_else_the_files_else_home(qtbot, window, settings, tmp_path, monkeypatch):
    w = window
    monkeypatch.chdir(tmp_path)  # the working directory is never where Save As starts
    w.load_puzzle(HARD)
    assert Path(_save_as_start(w, monkeypatch)).parent == Path.home()
    opened = tmp_path / "from" / "one.txt"
    opened.parent.mkdir()
    opened.write_text(HARD_TEXT + "\n")
    assert w.open_path(str(opened))
    assert _save_as_start(w, monkeypatch) == str(opened)  # its folder, its name
    settings.setValue("lastDir", str(tmp_path / "gone"))  # a remembered folder since removed
    assert Path(_save_as_start(w, monkeypatch)).parent == opened.parent
    elsewhere = tmp_path / "saved"
    elsewhere.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(elsewhere / "two.txt"), ""))
    assert w.files.save_as()
    w.load_puzzle(parse_puzzle(OTHER_TEXT))  # no file now: the last folder used, remembered
    assert Path(_save_as_start(w, monkeypatch)).parent == elsewhere
    assert settings.value("lastDir") == str(elsewhere)


# -- F1 ----------------------------------------------------------------------------------------------


def _found(w, text: str) -> list[str]:
    """The F1 rows (what they do) its filter leaves for ``text``."""
    from sudoku_gui.qt.window.keys_page import command_rows

    dialog = KeysDialog(command_rows(w.menu_actions()), w)
    try:
        dialog.search.setText(text)
        return [
            dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount()) if not dialog.table.isRowHidden(r)
        ]
    finally:
        dialog.deleteLater()


@pytest.mark.shared_window
def test_f1_finds_commands_without_keys_by_name_or_tip_in_any_case(qtbot, window):
    w = window
    found = _found(w, "check steps")
    assert any(what.startswith("Check Steps: Check every step") for what in found), found
    assert _found(w, "CHECK STEPS") == found
    assert any(what.startswith("Program: ") for what in _found(w, "step protocol"))  # by its tip
    assert any(what.startswith("Documentation: ") for what in _found(w, "documentation"))
    assert any(what.startswith("Solve: ") for what in _found(w, "f5"))  # keys as before


def test_f1_finds_commands_in_chinese_and_in_english(qtbot, settings):
    from sudoku_gui.qt.window.main_window import MainWindow

    assert i18n.install("zh_CN")
    try:
        w = MainWindow(settings)
        qtbot.addWidget(w)
        check = QApplication.translate("MainWindow", "Chec&k Steps").split("(")[0]
        assert check != "Chec&k Steps"
        for text in ("check steps", "Check Steps", check):
            found = _found(w, text)
            assert any(what.startswith(check) for what in found), (text, found)
        undo = plain_name(QApplication.translate("MainWindow", "&Undo"))
        assert undo != "Undo" and any(what.startswith(undo) for what in _found(w, "undo"))  # keyed ones too
        w.controller.shutdown()
    finally:
        i18n.install("en")


# -- Help --------------------------------------------------------------------------------------------


def _help_menu(w) -> QMenu:
    return next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")


def _trigger(w, name: str) -> None:
    next(a for a in _help_menu(w).actions() if a.objectName() == name).trigger()


def test_help_opens_the_built_pages_and_about_says_the_version(qtbot, window, monkeypatch, tmp_path):
    from sudoku_gui.qt.window import documentation

    w = window
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    names = [a.objectName() for a in _help_menu(w).actions() if not a.isSeparator()]
    assert names == ["act_keys", "act_documentation", "act_step_protocol", "act_about"]
    monkeypatch.setattr(documentation, "SITE", tmp_path)
    for page in ("index", "step-protocol"):
        (tmp_path / f"{page}.html").write_text("<html></html>")
    for name, page in (("act_documentation", "index.html"), ("act_step_protocol", "step-protocol.html")):
        _trigger(w, name)
        assert opened[-1] == QUrl.fromLocalFile(str(tmp_path / page))
        assert opened[-1].toString().startswith("file://")  # the browser reads it from disk: offline
    assert w.message.text() == "Opened Step Protocol."
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: said.append(text))
    w.act["about"].trigger()
    assert f"Version {metadata.version('sudoku-gui')}" in said[0]


def test_without_mkdocs_a_clone_opens_the_markdown_and_says_how_to_build(qtbot, window, monkeypatch, tmp_path):
    from sudoku_gui.qt.window import documentation

    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    monkeypatch.setattr(documentation, "SITE", tmp_path / "not-built")
    monkeypatch.setattr(documentation, "can_build", lambda: False)
    for name, path in (("act_documentation", "docs/index.md"), ("act_step_protocol", "docs/step-protocol.md")):
        _trigger(window, name)
        assert opened[-1] == QUrl.fromLocalFile(str(ROOT / path)) and (ROOT / path).is_file()  # a fresh clone's
    assert window.message.text().startswith("Opened Step Protocol as Markdown: with MkDocs")


def test_help_builds_the_pages_on_first_use_when_mkdocs_is_installed(qtbot, window, monkeypatch, tmp_path):
    """A clone with the docs extra and no site yet: the first Help > Documentation builds the
    site (the real mkdocs build, here into a temporary folder) and opens its index."""
    pytest.importorskip("mkdocs", reason="the docs extra is not installed: pip install -e '.[docs]'")
    from sudoku_gui.qt.window import documentation

    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    site = tmp_path / "site"
    monkeypatch.setattr(documentation, "SITE", site)
    assert documentation.can_build()
    _trigger(window, "act_documentation")
    qtbot.waitUntil(lambda: bool(opened), timeout=120_000)
    assert opened == [QUrl.fromLocalFile(str(site / "index.html"))] and (site / "index.html").is_file()
    assert (site / "step-protocol.html").is_file() and window.message.text() == "Opened Documentation."


def test_a_failed_build_opens_the_markdown_and_says_why(qtbot, window, monkeypatch, tmp_path):
    import sys

    from sudoku_gui.qt.window import documentation

    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    monkeypatch.setattr(documentation, "SITE", tmp_path / "site")
    monkeypatch.setattr(documentation, "can_build", lambda: True)
    fails = [sys.executable, "-c", "import sys; print('ERROR - Config value: nav: a page is missing'); sys.exit(1)"]
    monkeypatch.setattr(documentation, "build_command", lambda site: fails)
    _trigger(window, "act_documentation")
    qtbot.waitUntil(lambda: bool(opened), timeout=30_000)
    assert opened == [QUrl.fromLocalFile(str(ROOT / "docs" / "index.md"))]
    assert window.message.text() == (
        "The pages could not be built (ERROR - Config value: nav: a page is missing): opened Documentation as Markdown."
    )


@pytest.mark.shared_window
def test_a_missing_document_is_said_not_opened(qtbot, window, monkeypatch, tmp_path):
    from sudoku_gui.qt.window import help_menu

    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    said: list[tuple[str, bool]] = []
    assert not help_menu.open_document(tmp_path / "none.md", "Documentation", lambda t, e: said.append((t, e)))
    assert not opened and said and said[0][1] and "Documentation is not installed here" in said[0][0]


# -- Qt's own dialogs in Chinese ---------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "ok", "cancel"), [("zh_CN", "确定", "取消"), ("zh_TW", "確定", "取消")])
def test_qts_own_dialogs_speak_the_windows_chinese(qapp, lang, ok, cancel):
    assert i18n.install(lang)
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        texts = {b.text() for b in box.buttons()}
        assert ok in texts and cancel in texts
        # Qt's own file dialog (as File > Save As shows it): no label left in English. Qt 6 gave
        # "Look in:" and "Files of type:" mnemonics its Chinese files do not have.
        dialog = QFileDialog(None, "", str(ROOT))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        assert len(labels) >= 3 and not any(text.isascii() for text in labels), labels
        dialog.deleteLater()
    finally:
        i18n.install("en")


# -- the dark theme's check boxes ------------------------------------------------------------------------


def _box_contrast(menu: QMenu, action: QAction) -> float:
    """The greatest contrast with the menu's background in the check column of ``action``'s row."""
    image = menu.grab().toImage()
    row = menu.actionGeometry(action)
    background = QColor(image.pixel(row.right() - 2, row.center().y()))
    return max(
        theme.contrast(QColor(image.pixel(x, y)), background)
        for x in range(row.left(), row.left() + row.height())
        for y in range(row.top(), row.bottom())
    )


@pytest.mark.parametrize("name", ["light", "dark"])
def test_an_unchecked_check_steps_box_can_be_seen_in_the_menu(qtbot, window, name):
    w = window
    try:
        w.set_theme(name)
        menu = QMenu()
        qtbot.addWidget(menu)
        menu.addAction(w.act["check_steps"])
        w.act["check_steps"].setChecked(False)
        menu.adjustSize()  # drawn without being shown: grab() lays it out
        assert _box_contrast(menu, w.act["check_steps"]) >= theme.AA_CONTROL
    finally:
        w.set_theme("system")
