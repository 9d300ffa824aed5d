"""Puzzles > Analyse (Ctrl+I) and the status bar's Sudoku Explainer rating."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.rating.backdoors import backdoors, te_depth
from sudoku_gui.core.rating.se.se_rating import se_rate

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

BANK = (Path(__file__).parents[1] / "data" / "se_bank_sample.txt").read_text().splitlines()
X_WING = next(line.split()[0] for line in BANK if line.endswith(" 3.2"))
NISHIO = next(line.split()[0] for line in BANK if line.endswith(" 8.0"))


def test_status_bar_rates_the_puzzle_as_sudoku_explainer_does(qtbot, window):
    w = window
    w.load_puzzle(parse_puzzle(X_WING))
    qtbot.waitUntil(
        lambda: "…" not in w.rating_label.text() and w.rating_label.text() != "Difficulty: -", timeout=30000
    )
    assert w.rating_label.text() == "Difficulty: ER 3.2 Hard"
    assert "ER/EP/ED 3.2/" in w.rating_label.toolTip() and "human techniques" in w.rating_label.toolTip()
    assert "(hardest: X-Wing; puzzle bank rules)" in w.rating_label.toolTip()
    assert "; HoDoKu: Hard (score " in w.rating_label.toolTip()


def test_analyse_shows_the_rating_bottleneck_backdoors_and_te_depth(qtbot, window):
    w = window
    values = parse_puzzle(NISHIO)
    w.load_puzzle(values)
    w.act["analyse"].trigger()
    dialog = w.dialogs.analyse_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.job.running() and dialog.te_label.text() != "working…", timeout=120000)
    expected = se_rate(values)
    assert dialog.se_label.text().startswith(f"{expected} Extreme")
    assert dialog.se_label.text().endswith("; puzzle bank rules)")
    from sudoku_gui.core.rating.human_rating import rate

    human = rate(values)
    assert human is not None
    assert dialog.hodoku_label.text() == f"{human.hodoku_level} (score {human.hodoku_score})"
    # The bottleneck: every step as hard as ER; a click shows the board just before it.
    rows = dialog.steps.count()
    assert rows == len(expected.bottleneck()) >= 1
    dialog.steps.setCurrentRow(0)
    shown = dialog.board._state
    index = dialog._listed[0]
    assert shown is not None and shown.highlight.causes == expected.steps[index].step.causes
    placed_before = sum(1 for s in expected.steps[:index] if hasattr(s.step, "cell"))
    assert sum(1 for v in shown.values if v) == sum(1 for v in values if v) + placed_before
    dialog.all_steps.setChecked(True)
    assert dialog.steps.count() == len(expected.steps)
    # Backdoors and T&E depth as the core finds them; the cells marked on the main board.
    singles = backdoors(values)
    assert dialog.found[0] == singles and dialog.te_label.text() == f"T&E({te_depth(values)})"
    dialog.mark.setChecked(True)
    assert w.controller.state.highlight.causes == singles.found[0]
    dialog.close()
    qtbot.waitUntil(lambda: w.dialogs.analyse_dialog is None, timeout=5000)
    assert w.controller.state.highlight.causes == ()


def test_analyse_refuses_a_board_without_a_puzzle_and_cancels(qtbot, window):
    w = window
    w.load_puzzle([0] * 81)
    w.act["analyse"].trigger()
    assert w.dialogs.analyse_dialog is None and "17 givens" in w.message.text()
    hardest = parse_puzzle((Path(__file__).parents[1] / "data" / "hardest.txt").read_text().split()[1])
    w.load_puzzle(hardest)
    w.act["analyse"].trigger()
    dialog = w.dialogs.analyse_dialog
    assert dialog is not None and dialog.button.text() == "Cancel"
    dialog.button.click()  # nested forcing chains: minutes; Cancel stops them
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=20000)
    assert dialog.status.text() == "Cancelled." and dialog.button.text() == "Close"
    dialog.close()


def test_close_button_and_escape_close_the_dialogs(qtbot, window):
    from PySide6.QtCore import Qt

    w = window
    w.load_puzzle(parse_puzzle(X_WING))
    w.act["analyse"].trigger()
    dialog = w.dialogs.analyse_dialog
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=60000)
    dialog.mark.setChecked(True)
    dialog.button.click()  # "Close": QDialog's closeEvent goes through reject, which must close
    qtbot.waitUntil(lambda: w.dialogs.analyse_dialog is None, timeout=5000)
    assert w.controller.state.highlight.causes == ()
    w.dialogs.compare()
    compare = w.dialogs.compare_dialog
    qtbot.keyClick(compare, Qt.Key.Key_Escape)  # mid-run: the runs are cancelled and joined
    qtbot.waitUntil(lambda: w.dialogs.compare_dialog is None, timeout=20000)


def test_a_long_analysis_shows_its_stage_and_time_and_a_cancel_says_what_was_not_worked_out(qtbot, window):
    import re

    from sudoku_gui.qt.puzzle.analyse_dialog import STAGES

    w = window
    hardest = parse_puzzle((Path(__file__).parents[1] / "data" / "hardest.txt").read_text().split()[1])
    w.load_puzzle(hardest)
    w.act["analyse"].trigger()
    dialog = w.dialogs.analyse_dialog
    qtbot.waitUntil(lambda: re.fullmatch(r"Rating… 0:0[1-9]", dialog.status.text()) is not None, timeout=5000)
    assert dialog.bar.isVisible() and (dialog.bar.value(), dialog.bar.maximum()) == (0, STAGES)
    dialog.button.click()
    qtbot.waitUntil(lambda: dialog.status.text() == "Cancelled.", timeout=5000)
    for label in dialog._rows():
        assert label.text() == "not worked out (cancelled)"
    assert not dialog.bar.isVisible()
    dialog.close()


def test_marked_backdoor_cells_show_on_the_dialogs_own_board_too(qtbot, window):
    w = window
    w.load_puzzle(parse_puzzle(X_WING))
    w.act["analyse"].trigger()
    dialog = w.dialogs.analyse_dialog
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=60000)
    cells = dialog.backdoor_cells()
    assert cells
    dialog.mark.setChecked(True)
    assert dialog.board._state.highlight.causes == cells == w.controller.state.highlight.causes
    dialog.mark.setChecked(False)
    assert dialog.board._state.highlight.causes == ()
    dialog.close()
