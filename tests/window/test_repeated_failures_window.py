"""Search > Repeated Failures in the window: naive's run of seed 000's Hard recorded in the
background and opened, the groups listed, a group picked outlined in the Search Tree pane (every
occurrence) with the board stepped to one; the shown run's own tree used when it has one."""

from __future__ import annotations

import os

from conftest import SEED_PUZZLES

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")
NORMAL = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Normal")


def _dialog(qtbot, w):
    qtbot.waitUntil(
        lambda: w.repeated_failures.dialog is not None and w.repeated_failures.dialog.isVisible(), timeout=120_000
    )
    return w.repeated_failures.dialog


def _pane(w):
    from sudoku_gui.qt.panes.tree_pane import SearchTreePane

    return next(p for p in w.panes if isinstance(p, SearchTreePane))


def test_naive_is_recorded_opened_and_a_group_outlines_its_occurrences(qtbot, window):
    w = window
    w.load_puzzle(HARD)
    w.set_algorithm("naive")
    w.act["repeated_failures"].trigger()  # no run shown: recorded in the background
    dialog = _dialog(qtbot, w)
    run = w.controller.shown
    assert run is not None and run.tree is not None and len(run.tree) == 465_531
    first = dialog.analysis.repeats.exact[0]
    assert [dialog.table.item(0, c).text() for c in range(4)] == ["r5c5 = 4", "15,245", "1", "15,245"]
    assert "r5c5 = 4 fails the same way 15,245 times (1 node each, 15,245 nodes)" in dialog.detail.text()
    assert "r5c6 has no possible digit" in dialog.detail.text()
    assert "Before the guess, this step removes the branch: Hidden Single: in row 5, 7 fits only r5c5" in (
        dialog.detail.text()
    )
    pane = _pane(w)
    assert pane.isVisible()
    view = pane.view
    assert view.set_highlight.nodes == list(first.occurrences)
    assert view.selected() == first.first
    assert run.position == run.tree.first(first.first)  # the board at that guess
    outlined = [q for q in view.placed() if view.set_highlight.holds(q)]
    assert outlined and any(q.node == first.first for q in outlined)
    assert "The board shows occurrence 1 of 15,245." in dialog.detail.text()
    dialog.next_button.click()
    assert "The board shows occurrence 2 of 15,245." in dialog.detail.text()
    assert view.selected() == first.occurrences[1]
    assert run.position == run.tree.first(first.occurrences[1])
    dialog.shapes.setChecked(True)  # the second grouping
    shape = dialog.analysis.repeats.shapes[0]
    assert dialog.table.item(0, 0).text() == "first at r2c6 = 7"
    assert view.set_highlight.nodes == sorted(shape.occurrences)
    assert view.selected() == shape.first
    if os.environ.get("REPEATS_GRABS"):  # look at it: REPEATS_GRABS=folder
        folder = os.environ["REPEATS_GRABS"]
        w.resize(1366, 768)
        dialog.exact.setChecked(True)
        dialog.table.selectRow(1)
        dialog.next_button.click()
        qtbot.wait(100)
        dialog.grab().save(os.path.join(folder, "repeats_dialog.png"))
        pane.grab().save(os.path.join(folder, "repeats_tree_pane.png"))
        w.grab().save(os.path.join(folder, "repeats_window.png"))
    dialog.close()
    assert view.set_highlight.nodes == []


def test_the_shown_runs_own_tree_is_used_when_it_is_over(qtbot, window):
    w = window
    w.load_puzzle(NORMAL)
    w.set_algorithm("naive")
    from sudoku_gui.speeds import MAX_SPEED

    w.set_speed(MAX_SPEED)
    w.controller.start(paused=False)
    qtbot.waitUntil(lambda: not w.controller.live() and not w.controller.playing, timeout=60_000)
    run = w.controller.shown
    w.act["repeated_failures"].trigger()
    dialog = _dialog(qtbot, w)
    assert w.controller.shown is run  # no new run
    assert dialog.analysis.timeline is run.timeline
    assert dialog.table.rowCount() == len(dialog.analysis.repeats.exact)
    assert _pane(w).view.set_highlight.nodes == list(dialog.analysis.repeats.exact[0].occurrences)
