"""Words, numbers and small edges of the window: step numbers that agree, sliders that go where
they are clicked, the keys reference, plain words in the menus, the dark theme's pad, badges."""

from __future__ import annotations

import pytest
from conftest import SEED_PUZZLES, ended, key
from PySide6.QtCore import QPoint, Qt

from sudoku_gui.speeds import MAX_SPEED, SLIDER_MAX, speed_at

HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")


def solve_to_end(qtbot, w, algorithm: str = "propagate-guess") -> int:
    """Solve the Hard puzzle with ``algorithm`` at max speed; the number of steps recorded."""
    w.set_algorithm(algorithm)
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: ended(w), timeout=30000)
    return len(w.controller.timeline)


def groove_point(slider, share: float) -> QPoint:
    """The point ``share`` of the way along ``slider``'s groove (0: its left end)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider

    opt = QStyleOptionSlider()
    slider.initStyleOption(opt)
    groove = slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, slider
    )
    return QPoint(int(groove.left() + share * groove.width()), groove.center().y())


# -- sliders ---------------------------------------------------------------------------------------


@pytest.mark.shared_window
def test_a_click_on_the_scrub_slider_shows_the_step_under_it(qtbot, window):
    w = window
    total = solve_to_end(qtbot, w)
    run = w.controller.shown
    w.controller.nav.home()
    assert run.position == 0
    for share in (0.75, 0.25, 0.5):
        qtbot.mouseClick(w.scrub, Qt.MouseButton.LeftButton, pos=groove_point(w.scrub, share))
        # within a few pixels' worth of steps of the click, not one page (10 steps) from before
        assert abs(run.position - share * total) <= total / 40, (share, run.position, total)
        assert w.scrub.value() == run.position
    assert not run.playing


@pytest.mark.shared_window
def test_a_click_on_the_speed_slider_sets_the_speed_under_it(qtbot, window):
    w = window
    w.set_speed(1)
    slider = w.speed_slider
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=groove_point(slider, 0.99))
    assert w.speed() == MAX_SPEED
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=groove_point(slider, 0.5))
    assert abs(slider.value() - SLIDER_MAX / 2) <= 2
    assert w.speed() == speed_at(slider.value())
    assert w.settings.value("speed") == w.speed()  # remembered like any other pick


@pytest.mark.shared_window
def test_a_click_then_a_drag_on_the_scrub_slider_scrubs_on_from_the_click(qtbot, window):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    w = window
    total = solve_to_end(qtbot, w)
    run = w.controller.shown
    w.controller.nav.home()
    start, end = groove_point(w.scrub, 0.3), groove_point(w.scrub, 0.6)

    def send(kind, at, buttons):
        event = QMouseEvent(
            kind,
            QPointF(at),
            w.scrub.mapToGlobal(QPointF(at)),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(w.scrub, event)

    send(QMouseEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    assert abs(run.position - 0.3 * total) <= total / 40
    assert w.scrub.isSliderDown()  # the press grabbed the handle
    send(QMouseEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton)
    send(QMouseEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    assert abs(run.position - 0.6 * total) <= total / 40


# -- step numbers ----------------------------------------------------------------------------------


def step_texts(w) -> dict[str, str]:
    """What the window says about the step shown: the status bar's figures, the slider's label,
    the line under the board and the step log's current row."""
    log = w.log
    row = log.view._current
    return {
        "stats": w.status.stats.text(),
        "slider": w.view.position_label.text(),
        "line": w.step_label.text(),
        "log": log.model.index(row, 0).data() if row >= 0 else "",
    }


@pytest.mark.shared_window
def test_every_step_number_in_the_window_agrees(qtbot, window):
    from sudoku_gui.qt.panes.tree.texts import node_tip

    w = window
    c = w.controller
    tree_pane = next(p for p in w.panes if p.object_name == "searchTreePane")
    w.pane_keys.press(tree_pane)  # the tree is built and its tips read the same numbers
    total = solve_to_end(qtbot, w)
    run = c.shown
    qtbot.waitUntil(lambda: run.timeline.tree is not None, timeout=10_000)
    w.log._show(run)
    at_end = step_texts(w)
    # the end: the last step (Solved) is step N of N, and the counter says N
    assert at_end["slider"] == f"step {total:,} of {total:,}"
    assert f"Steps {total:,}  ·" in at_end["stats"], at_end
    assert at_end["line"].startswith(f"Step {total:,}: ")
    assert at_end["log"].startswith(f"{total:,}. ")
    assert f"Solved: {total:,} steps" in w.message.text()
    tree = run.timeline.tree
    assert f"steps 0 to {total:,}" in node_tip(tree, run.timeline, tree.ROOT)
    # before the first step: step 0 of N, no step counted
    c.nav.home()
    w.log._show(run)
    assert w.view.position_label.text() == f"step 0 of {total:,}"
    assert "Steps 0  ·" in w.status.stats.text()
    # any step in between, a guess among them: one number everywhere
    guess = next(n for n in range(1, len(tree)) if tree.depth(n) == 2)
    for position in (1, total // 2, tree.first(guess)):
        run.seek(position)
        w.log._show(run)
        said = step_texts(w)
        assert said["slider"] == f"step {position:,} of {total:,}"
        assert f"Steps {position:,}  ·" in said["stats"], said
        assert said["line"].startswith(f"Step {position:,}: ")
        assert said["log"].startswith(f"{position:,}. ")
    assert f"steps {tree.first(guess):,} to" in node_tip(tree, run.timeline, guess)
    cell, digit = tree.label(guess).split("=")
    assert f"Guess {cell} = {digit}" in w.step_label.text()  # the guess's own step, by that number


@pytest.mark.shared_window
def test_a_race_counts_its_steps_as_its_slider_does_and_jumps_where_clicked(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    w.race_tools.start(["units", "propagate-guess"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    panel, race = w.race_panel, w.controller.racing.race
    length = race.length()
    qtbot.mouseClick(panel.slider, Qt.MouseButton.LeftButton, pos=groove_point(panel.slider, 0.5))
    assert abs(race.master() - length / 2) <= length / 40, (race.master(), length)
    assert panel.where.text() == f"step {race.master():,} of {length:,}"
    race.end()
    for tile, run in zip(panel.tiles, race.live_runs(), strict=True):
        assert run.position == len(run.timeline)
        assert f"steps {len(run.timeline):,} ·" in tile.caption.text(), tile.caption.text()
    w.controller.stop()


# -- the dark theme --------------------------------------------------------------------------------


@pytest.mark.shared_window
def test_the_digit_pad_follows_the_theme(qtbot, window):
    from PySide6.QtGui import QPalette

    w = window

    def face(button) -> int:
        """The lightness of a pad button's face, as painted (a pixel inside its frame)."""
        image = button.grab().toImage()
        return image.pixelColor(6, image.height() // 2).lightness()

    try:
        for name, dark in (("dark", True), ("light", False), ("dark", True), ("system", False)):
            w.set_theme(name)
            qtbot.wait(10)
            window_color = w.palette().color(QPalette.ColorRole.Window)
            for b in (w.pad._group.button(5), w.pad.pencil):
                assert b.palette().color(QPalette.ColorRole.Button) == w.palette().color(QPalette.ColorRole.Button)
                assert (face(b) < 128) == (window_color.lightness() < 128), (name, face(b))
            if name != "system":
                assert (window_color.lightness() < 128) == dark
    finally:
        w.set_theme("system")


# -- F1 --------------------------------------------------------------------------------------------


def keys_table(w) -> dict[str, list[str]]:
    """The F1 rows: what they do, by keys."""
    from sudoku_gui.qt.window.keys_page import NO_KEY, command_rows

    table: dict[str, list[str]] = {}
    for keys, what, _english in command_rows(w.menu_actions()):
        if keys == NO_KEY:
            continue
        table.setdefault(keys, []).append(what)
    return table


@pytest.mark.shared_window
def test_f1_names_commands_by_their_menu_names_not_their_live_texts(qtbot, window):
    w = window
    w.load_puzzle(HARD)  # Edit > Undo now reads "Undo Load puzzle"
    w.controller.toggle_play()  # nothing to run: the toolbar's button says what Space does now
    assert w.act["undo"].text() != "&Undo"
    table = keys_table(w)
    assert table["Ctrl+Z"] == ["Undo: Undo the last edit"]
    space = table["Space"]
    assert len(space) == 1 and space[0].startswith("Play/Pause: "), space
    assert not any("Load puzzle" in what for rows in table.values() for what in rows)


@pytest.mark.shared_window
def test_f1_lists_the_search_trees_keys(qtbot, window):
    table = keys_table(window)
    tree = {keys: what for keys, rows in table.items() for what in rows if what.startswith("Search tree:")}
    for keys in ("Up / Down", "Left / Right", "Home / End", "Enter", "0", "+ / -, wheel"):
        assert keys in tree, (keys, sorted(tree))
    assert "parent" in tree["Up / Down"] and "sibling" in tree["Left / Right"] and "root" in tree["Home / End"]
    assert "why" in tree["Enter"] and "fit" in tree["0"]


def test_f1_in_chinese_has_no_mnemonics_and_names_keys_as_the_keyboard_does(qtbot, settings):
    import re

    from sudoku_gui.qt import i18n
    from sudoku_gui.qt.window.main_window import MainWindow

    assert i18n.install("zh_CN")
    try:
        w = MainWindow(settings)
        qtbot.addWidget(w)
        table = keys_table(w)
        names = [what.split("：")[0] for whats in table.values() for what in whats]
        assert not [n for n in names if re.search(r"\([A-Za-z]\)|&", n)], names
        assert any(what.startswith("生成题目：") for what in table["Ctrl+N"]), table["Ctrl+N"]
        assert "Ctrl+Shift+Backspace" in table  # as on the key, not Qt's "退格"
        assert not [k for k in table if re.search(r"[\u4e00-\u9fff]", k) and "Ctrl+" in k]
        assert any("搜索树" in what for whats in table.values() for what in whats)
        w.controller.shutdown()
    finally:
        i18n.install("en")


# -- Play: the run, not the game -------------------------------------------------------------------


@pytest.mark.shared_window
def test_play_is_the_run_and_the_game_is_a_game(qtbot, window):
    w = window
    c = w.controller
    ctrl = Qt.KeyboardModifier.ControlModifier
    assert "Game" in w.act["play"].text() and "Play" not in w.act["play"].text()
    assert w.act["pause"].text().startswith("&Play")
    w.load_puzzle(HARD)
    said = []
    c.message.connect(lambda text, _error: said.append(text))
    key(qtbot, w, Qt.Key.Key_G, ctrl)
    assert c.document.playing and w.mode_label.text() == "Game: givens locked"
    assert w.act["undo"].text() == "&Undo Start a game"  # the undo entry says what it undoes
    w.board.select(HARD.index(next(v for v in HARD if v)))
    key(qtbot, w, Qt.Key.Key_9)  # a given: refused
    key(qtbot, w, Qt.Key.Key_G, ctrl)
    assert not c.document.playing
    texts = [*said, *(what for whats in keys_table(w).values() for what in whats if "Ctrl+G" in what)]
    assert len(said) >= 3
    assert not [t for t in texts if "play" in t.lower()], texts
    # the run plays
    w.set_speed(5)
    key(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: c.playing, timeout=5000)
    assert w.mode_label.text() == "Playing" and w.act["pause"].text() == "&Pause"
    key(qtbot, w, Qt.Key.Key_Space)
    assert w.mode_label.text() == "Paused" and w.act["pause"].text() == "&Play"


# -- plain words -----------------------------------------------------------------------------------


def puzzles_menu_texts(w) -> list[str]:
    """The Puzzles menu's entries and their tips, submenus included."""
    menu = w.menuBar().actions()[3].menu()
    texts, menus = [], [menu]
    while menus:
        for a in menus.pop().actions():
            texts += [a.text(), a.toolTip(), a.statusTip()]
            if a.menu() is not None:
                menus.append(a.menu())
    return texts


def test_the_puzzles_menu_names_the_articles_without_jargon(qtbot, window, settings):
    import re

    from sudoku_gui.qt import i18n
    from sudoku_gui.qt.window.main_window import MainWindow

    texts = puzzles_menu_texts(window)
    assert any(t.startswith("Ruby solver article") for t in texts), texts[:20]
    assert not [t for t in texts if re.search(r"\bseed\b|\d{3}_[0-9a-f]+\.txt", t)]
    for lang, seed in (("zh_CN", "种子"), ("zh_TW", "種子")):
        assert i18n.install(lang)
        try:
            w = MainWindow(settings)
            qtbot.addWidget(w)
            texts = puzzles_menu_texts(w)
            assert not [t for t in texts if seed in t or re.search(r"\d{3}_[0-9a-f]+\.txt", t)], lang
            assert any(t.startswith("Ruby ") and "文章" in t for t in texts)
            w.controller.shutdown()
        finally:
            i18n.install("en")


def test_the_te_depth_is_said_in_the_windows_language(qtbot, window):
    import re

    from sudoku_gui.core.rating.backdoors import te_depth
    from sudoku_gui.qt import i18n
    from sudoku_gui.qt.board.painter import LIGHT
    from sudoku_gui.qt.puzzle.analyse_dialog import AnalyseDialog

    values = next(it.values for it in SEED_PUZZLES if it.name == "Easy")
    depth = te_depth(values)
    for lang, expected in (("en", f"T&E({depth})"), ("zh_CN", f"{depth} 层试错（T&E）")):
        assert i18n.install(lang)
        try:
            dialog = AnalyseDialog(values, LIGHT, window)  # deleted when closed
            qtbot.waitUntil(lambda d=dialog: not d.job.running(), timeout=60_000)
            assert dialog.te_label.text() == expected, lang
            assert re.search(r"[\u4e00-\u9fff]", dialog.te_label.text()) or lang == "en"
            dialog.close()
        finally:
            i18n.install("en")


# -- depth badges ----------------------------------------------------------------------------------


def ink_rows(image) -> list[int]:
    """The rows of ``image`` that hold a painted pixel."""
    return [y for y in range(image.height()) if any(image.pixelColor(x, y).alpha() for x in range(image.width()))]


def test_depth_badges_fit_their_cell_above_the_digit(qtbot):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

    from sudoku_gui.qt import i18n
    from sudoku_gui.qt.board.painter import _GLYPHS, LIGHT, board_rect, depth_badge
    from sudoku_gui.qt.race.race_board import RaceBoard

    smallest = RaceBoard(LIGHT).minimumSize()  # a race's board, the smallest the window draws
    tiny = board_rect(QRectF(0, 0, smallest.width(), smallest.height())).width() / 9
    for lang in ("en", "zh_CN", "zh_TW"):
        assert i18n.install(lang)
        try:
            for size in (tiny, 24.0, 32.0, 45.0, 60.0):  # 32: the main board's smallest cell
                digits = _GLYPHS.get(int(size), int(size * 0.62), False, QColor("black"), 1.0)
                digit_top = min(ink_rows(digits[d].toImage())[0] for d in range(1, 10))
                for depth in (1, 9, 12, 81):
                    badge = depth_badge(depth, size)
                    if badge is None:  # no room: a race's caption says the depth
                        assert size < 32, (lang, size, depth)
                        continue
                    text, font, (x, y, width, height) = badge
                    assert str(depth) in text
                    metrics = QFontMetricsF(font)
                    assert metrics.horizontalAdvance(text) <= width, (lang, size, depth, text)
                    assert 0 <= x < x + width <= size and 0 <= y < y + height <= size, (lang, size)
                    assert font.pixelSize() >= 6
                    # drawn as the board draws it: whole, inside the cell, above the digit
                    image = QImage(int(size), int(size), QImage.Format.Format_ARGB32)
                    image.fill(Qt.GlobalColor.transparent)
                    p = QPainter(image)
                    p.setFont(font)
                    p.setPen(QColor("black"))
                    drawn = p.boundingRect(QRectF(x, y, width, height), Qt.AlignmentFlag.AlignLeft, text)
                    p.drawText(
                        QRectF(x, y, width, height), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text
                    )
                    p.end()
                    assert drawn.right() <= x + width, (lang, size, depth, text)
                    assert ink_rows(image)[-1] < digit_top, (lang, size, depth, text)
                    if size >= 32 and lang == "en":
                        assert text == f"d{depth}"  # the depth says what it is where there is room
            assert depth_badge(12, 32.0) is not None
        finally:
            i18n.install("en")


def test_the_toolbar_in_chinese_shows_no_mnemonics(qtbot, settings):
    import re

    from PySide6.QtWidgets import QToolButton

    from sudoku_gui.qt import i18n
    from sudoku_gui.qt.window.main_window import MainWindow

    assert i18n.install("zh_CN")
    try:
        w = MainWindow(settings)
        qtbot.addWidget(w)

        def shown() -> list[str]:
            return [b.text() for b in w.actions_bar.findChildren(QToolButton) if b.defaultAction() is not None]

        assert "求解" in shown() and "播放" in shown(), shown()
        w.load_puzzle(HARD)
        w.set_speed(5)
        w.controller.solve()
        qtbot.waitUntil(lambda: w.controller.playing, timeout=5000)
        assert "暂停" in shown(), shown()  # the button says what Space does now, still without "(P)"
        assert not [t for t in shown() if re.search(r"\([A-Za-z]\)|&", t)], shown()
        w.controller.shutdown()
    finally:
        i18n.install("en")
