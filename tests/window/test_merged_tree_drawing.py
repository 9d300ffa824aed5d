"""Compare Tree's drawing of the merged tree (qt/compare/merged_view.py) and its dialog: no two drawn
nodes overlap, each pentagon is drawn once with the merge's counts, shared nodes once; a click on a
row picks the pentagon and a click on a pentagon the row; Open <side>'s run here shows that run at
its first step of the place; Race > Compare Trees only in a race."""

from __future__ import annotations

import itertools

import pytest
from conftest import SEED_PUZZLES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLineF, QPointF, Qt
from test_merged_layout import specs, tree_of

from sudoku_gui.core.analysis.merged_layout import LEVEL_PX, SLOT_PX, layout_merged, pentagon_label, pentagon_radius
from sudoku_gui.core.analysis.tree_merge import merge_trees

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def _overlap(a, b) -> bool:
    """Two drawn shapes (a node's disc, or a collapsed mark's box) share a point."""
    if a.box is None and b.box is None:
        return QLineF(a.centre, b.centre).length() < a.radius + b.radius - 1e-6
    if a.box is not None and b.box is not None:
        return a.box.intersected(b.box).width() > 1e-6 and a.box.intersected(b.box).height() > 1e-6
    box, disc = (a.box, b) if a.box is not None else (b.box, a)
    c, r = disc.centre, disc.radius
    nearest = QPointF(min(max(c.x(), box.left()), box.right()), min(max(c.y(), box.top()), box.bottom()))
    return QLineF(nearest, c).length() < r - 1e-6


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(specs, specs, st.sampled_from([1.0, 0.5, 0.25]))
def test_drawn_nodes_never_overlap_and_each_pentagon_shows_the_merges_counts(qtbot, a, b, zoom):
    from sudoku_gui.qt.compare.merged_view import MergedView

    merged = merge_trees(tree_of(a), tree_of(b))
    layout = layout_merged(merged)
    view = MergedView()
    qtbot.addWidget(view)
    # Room for the whole tree at zoom 1 (the fit), so every label has its room; then zoomed out.
    view.resize(int((layout.width + 2) * SLOT_PX), int((layout.height + 3) * LEVEL_PX) + 60)
    view.set_layout(layout, "A", "B")
    view.zoom(zoom / view.scales()[0], QPointF(0, 0))
    view.grab()
    shown = view.shown()
    nodes = [s.node for s in shown]
    assert len(nodes) == len(set(nodes))  # each node drawn once
    for one, two in itertools.combinations(shown, 2):
        assert not _overlap(one, two), (one, two)
    if zoom == 1.0:  # the whole tree, uncollapsed: every node, every pentagon with its counts in full
        assert sorted(nodes) == list(range(len(merged)))
        assert sum(1 for n in nodes if n not in merged.pentagons) == len(merged) - len(merged.pentagons)
        for s in shown:
            p = merged.pentagons.get(s.node)
            if p is not None:
                assert s.label == pentagon_label(p) == f"{p.a_count:,} / {p.b_count:,}"
                assert s.radius == pytest.approx(pentagon_radius(p.size))


def compared(qtbot, w, a: str, b: str):
    w.load_puzzle(HARD)
    w.tree_compare.start(a, b)
    qtbot.waitUntil(lambda: w.tree_compare.dialog is not None and w.tree_compare.dialog.isVisible(), timeout=60_000)
    return w.tree_compare.dialog


@pytest.mark.shared_window
def test_rows_and_pentagons_pick_each_other_and_open_opens_the_run_there(qtbot, window):
    w = window
    dialog = compared(qtbot, w, "mrv-all", "propagate-guess")  # six places where they part
    view, m = dialog.view, dialog.comparison.merged
    assert len(dialog.differences) == len(m.pentagons) == 6
    dialog.table.selectRow(2)
    assert view.selected() == dialog.differences[2].node
    view.grab()
    drawn = {s.node: s for s in view.shown()}
    assert dialog.differences[2].node in drawn
    other = next(n for n in drawn if n in m.pentagons and n != dialog.differences[2].node)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=drawn[other].centre.toPoint())
    row = next(i for i, p in enumerate(dialog.differences) if p.node == other)
    assert dialog.table.currentRow() == row and dialog.current is m.pentagons[other]
    assert view.selected() == other
    a, b = dialog.comparison.boards(dialog.current)
    assert dialog.board_b._state.values == b.values
    # Open the second side's run there: it is the run shown, at its first step of that place.
    at_a, at_b = dialog.comparison.positions(dialog.current)
    dialog.open_b.click()
    run = w.controller.shown
    assert run is not None and run.algorithm == "propagate-guess" and run.timeline is dialog.comparison.b
    assert run.position == at_b and w.controller.state.values == b.values
    tree = run.timeline.tree
    node = dialog.current.b_first if dialog.current.b_first >= 0 else dialog.current.b_parent
    assert tree.first(node) == at_b  # the step of that side's first branch there
    dialog.open_a.click()
    assert w.controller.shown.algorithm == "mrv-all" and w.controller.shown.position == at_a
    assert w.controller.state.values == a.values


@pytest.mark.shared_window
def test_race_compare_trees_is_enabled_only_in_a_race_and_merges_the_two_racers_asked_for(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    w = window
    w.load_puzzle(HARD)
    action = w.act["race_compare_trees"]
    assert not action.isEnabled()
    w.race_tools.start(["units", "propagate-guess", "mrv-all"])
    qtbot.waitUntil(lambda: w.race_panel is not None, timeout=60_000)
    assert action.isEnabled()
    race = w.controller.racing.race
    asked = []

    def get_item(_parent, _title, _label, items, *_a):
        asked.append(list(items))
        return items[2], True  # the second racer against the third

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    action.trigger()
    assert len(asked[0]) == 3  # every pair of three racers
    qtbot.waitUntil(lambda: w.tree_compare.dialog is not None and w.tree_compare.dialog.isVisible(), timeout=30_000)
    c = w.tree_compare.dialog.comparison
    assert (c.name_a, c.name_b) == ("propagate-guess", "mrv-all")
    assert c.a is race.racers[1].timeline and c.b is race.racers[2].timeline
    expect = merge_trees(race.racers[1].timeline.tree, race.racers[2].timeline.tree)
    assert [(p.a_count, p.b_count) for p in c.merged.pentagons.values()] == [
        (p.a_count, p.b_count) for p in expect.pentagons.values()
    ]
    w.tree_compare.dialog.close()
    w.controller.stop()  # Esc: back to the puzzle
    assert not action.isEnabled()
