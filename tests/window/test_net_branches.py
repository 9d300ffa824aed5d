"""Forcing chains and nets one branch at a time (issue 27: Easter Monster's nets covered the board
with 70-390 arrows): each forcing step splits its links into branches, the contradiction (or the
common fact) last, and the board draws one branch at a time, stepped with [ and ]."""

from __future__ import annotations

import re

import pytest
from test_forcing import FORUM, HAND, STUCK, grid

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.runs.step_stream import run_steps
from sudoku_gui.core.steps import Branch, Eliminate, Link, Place
from sudoku_gui.core.techniques.forcing import (
    forcing_chain_contradictions,
    forcing_chain_verities,
    forcing_net_contradictions,
    forcing_net_verities,
)
from sudoku_gui.core.techniques.forcing_nested import nested_forcing_nets

EASTER_MONSTER = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
FINDERS = (
    forcing_chain_contradictions,
    forcing_chain_verities,
    forcing_net_contradictions,
    forcing_net_verities,
    nested_forcing_nets,
)


def forcing_steps() -> list[Place | Eliminate]:
    found = []
    for dump in (HAND, *STUCK):
        g = grid(dump)
        for find in FINDERS:
            found += list(find(g))[:3]
    return found


def test_chain_contradiction_one_branch_per_place_then_the_contradiction():
    # r6c9=1 leaves column 9 no place for 7: one branch removes each of its three places.
    step = next(iter(forcing_chain_contradictions(grid(HAND))))
    texts = [b.text for b in step.branches]
    assert texts == [
        "r6c9=1 => r3c9=2 => r3c9<>7",
        "r6c9=1 => r4c7=7 => r5c9<>7",
        "r6c9=1 => r6c9<>7",
        "column 9 would have no place for 7; so r6c9<>1",
    ]
    last = step.branches[-1]
    assert last.cells == (26, 44, 53)  # the three places of 7 in column 9, tinted
    # where the branches meet: the link that removes each place
    assert {link.head for link in last.links} == {((26, 7),), ((44, 7),), ((53, 7),)}
    assert all(not link.strong for link in last.links)


def test_verity_one_branch_per_premise_then_the_common_fact():
    step = next(iter(forcing_net_verities(grid(HAND))))
    assert [b.text for b in step.branches] == [
        "r4c8=1 => r4c7=7 => r3c9=7 => r3c9<>5",
        "r4c8=2 => r3c8=5 => r3c9<>5",
        "each branch leads to r3c9<>5",
    ]
    assert step.branches[-1].cells == ()  # not a contradiction: nothing tinted red
    assert {link.head for link in step.branches[-1].links} == {((26, 5),)}


def test_every_forcing_step_splits_all_its_links_into_branches():
    steps = forcing_steps()
    assert len(steps) >= 20
    for step in steps:
        assert len(step.branches) >= 2, step.text  # at least one branch and the conclusion
        assert all(isinstance(b, Branch) for b in step.branches)
        union: set[Link] = set()
        for b in step.branches:
            assert set(b.links) <= set(step.links), step.text
            union |= set(b.links)
        assert union == set(step.links), step.text  # every arrow of the net is in some branch
        assert step.branches[-1].text  # the conclusion says what follows


def test_a_branch_is_connected_from_its_premise():
    """Each arrow of a plain branch starts at the premise or at a fact an earlier arrow reached."""
    for step in forcing_steps():
        if step.technique == "Nested Forcing Net":
            continue  # nested branches start at their own premises
        for b in step.branches[:-1]:
            if not b.links:
                continue
            reached = {b.links[0].tail}
            for link in b.links:
                assert link.tail in reached, (step.text, b.text)
                reached.add(link.head)


def test_contradiction_branch_tints_the_contradiction_cells():
    for step in forcing_steps():
        if "would" in step.text:  # a contradiction: its cells are tinted in the last view
            assert step.branches[-1].cells, step.text
            assert all(0 <= c < 81 for c in step.branches[-1].cells)


def test_a_nested_net_shows_each_nested_contradiction_branch_by_branch_first():
    step = next(iter(nested_forcing_nets(grid(FORUM))))
    nested = re.findall(r"(r\dc\d<>\d) because", step.text)
    ends = [b for b in step.branches if b.cells]  # each contradiction's own view, its cells tinted
    assert len(ends) == len(nested) + 1
    assert [b.text.rsplit("so ", 1)[1] for b in ends[:-1]] == nested  # in the order the text gives them
    assert ends[-1] is step.branches[-1] and step.branches[-1].text.endswith(f"so {premise(step)}")
    for b in step.branches:
        if not b.cells:  # a chain from a premise (the step's or a nested one) to one place emptied
            assert re.match(r"r\dc\d=\d", b.text), b.text


def premise(step: Eliminate) -> str:
    ((c, d),) = step.eliminations
    return f"r{c // 9 + 1}c{c % 9 + 1}<>{d}"


def test_easter_monster_nets_show_far_fewer_arrows_a_branch():
    """Issue 27's case: ``human`` on Easter Monster, 13 forcing steps among its first 15, 2,040
    arrows in all; the first branch of each shows a fraction of them."""
    board = BoardState(parse_puzzle(EASTER_MONSTER))
    nets = []
    for i, step in enumerate(run_steps(board, "human")):
        if i == 15:
            break
        if getattr(step, "links", ()):
            nets.append(step)
    assert len(nets) >= 12
    whole = sum(len(s.links) for s in nets)
    first = sum(len(s.branches[0].links) for s in nets)
    assert first * 3 < whole
    assert all(len(s.branches[0].links) < len(s.links) for s in nets)
    for s in nets:
        shown = [len(b.links) for b in s.branches]
        if len(s.links) > 50:  # the nets that covered the board: a view shows under half on average
            assert sum(shown) / len(shown) < len(s.links) / 2, s.text


# -- on the board -------------------------------------------------------------------------------


def hand_contradiction(window):
    """The window with HAND's first forcing chain contradiction shown as a hint (4 branches)."""
    from sudoku_gui.core.candidates import bit
    from sudoku_gui.core.puzzles.formats import Board

    g = grid(HAND)
    step = next(iter(forcing_chain_contradictions(g)))
    values = list(g.values)
    marks = tuple(m if not v else bit(v) for v, m in zip(values, g.cands, strict=True))
    window.controller.editor.load_board(Board(tuple(values), marks=marks))
    window.controller.preview(step)
    return step


def link_pixels(w) -> int:
    from test_chain_drawing import count_colour

    return count_colour(w.board.grab().toImage(), w.board.colors().link)


@pytest.mark.shared_window
def test_a_net_opens_at_its_first_branch_and_brackets_step_through_to_the_contradiction(qtbot, window):
    from PySide6.QtCore import Qt

    from sudoku_gui.qt.board.painter import drawn_links

    w = window
    step = hand_contradiction(w)
    qtbot.waitUntil(lambda: not w.board.revealing(), timeout=5000)
    h = w.board.state().highlight
    assert h.branches == step.branches
    assert drawn_links(h, w.board.view()) == step.branches[0].links  # not the whole net
    assert "Branch 1 of 4" in w.step_label.text() and "r6c9=1 => r3c9=2 => r3c9<>7" in w.step_label.text()
    assert step.text in w.step_label.text()  # the whole step's text stays, under the branch
    conflict = w.board.colors().conflict
    from test_chain_drawing import count_colour

    before = count_colour(w.board.grab().toImage(), conflict)  # the premise's cell is near in colour
    for n in (2, 3, 4):
        qtbot.keyClick(w.board, Qt.Key.Key_BracketRight)
        assert w.board.view().branch == n - 1
        assert drawn_links(w.board.state().highlight, w.board.view()) == step.branches[n - 1].links
    assert "Conclusion (4 of 4): column 9 would have no place for 7; so r6c9<>1" in w.step_label.text()
    qtbot.waitUntil(lambda: not w.board.revealing(), timeout=5000)
    assert count_colour(w.board.grab().toImage(), conflict) > before + 100  # the contradiction's 3 cells
    qtbot.keyClick(w.board, Qt.Key.Key_BracketRight)  # past the end: stays, and says so
    assert w.board.view().branch == 3 and "conclusion" in w.status.message.text()
    qtbot.keyClick(w.board, Qt.Key.Key_BracketLeft)
    assert w.board.view().branch == 2 and "Branch 3 of 4" in w.step_label.text()
    qtbot.waitUntil(lambda: not w.board.revealing(), timeout=5000)
    assert count_colour(w.board.grab().toImage(), conflict) < before + 30  # no longer tinted
    w.controller.preview(step)  # the same step again (a repaint): the branch stays
    assert w.board.view().branch == 2
    w.controller.boardChanged.emit(BoardState((0,) * 81))
    w.controller.preview(step)  # shown again after another: from its first branch
    assert w.board.view().branch == 0


@pytest.mark.shared_window
def test_brackets_on_a_step_without_branches_say_why(qtbot, window):
    from PySide6.QtCore import Qt

    qtbot.keyClick(window.board, Qt.Key.Key_BracketRight)
    assert "no branches" in window.status.message.text()


@pytest.mark.shared_window
def test_show_chain_arrows_toggles_the_arrows_and_is_remembered(qtbot, window, settings):
    from PySide6.QtCore import Qt

    w = window
    hand_contradiction(w)
    qtbot.waitUntil(lambda: not w.board.revealing(), timeout=5000)
    assert w.act["arrows"].isChecked() and link_pixels(w) > 20
    qtbot.keyClick(w.board, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not w.act["arrows"].isChecked()
    assert link_pixels(w) == 0
    assert settings.value("showArrows") in (False, "false")
    qtbot.keyClick(w.board, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert link_pixels(w) > 20


def test_arrows_off_are_off_at_the_next_start(qtbot, settings):
    from sudoku_gui.qt.window.main_window import MainWindow

    settings.setValue("showArrows", False)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    assert not w.act["arrows"].isChecked() and not w.board.view().arrows
    w.controller.shutdown()


@pytest.mark.shared_window
def test_easter_monster_first_net_draws_a_fraction_of_its_arrows(qtbot, window):
    """Issue 27: the first step of Easter Monster (a nested net, 272 links) covered the board."""
    from test_chain_drawing import count_colour, render

    from sudoku_gui.qt.board.painter import BoardView

    w = window
    step = next(iter(run_steps(BoardState(parse_puzzle(EASTER_MONSTER)), "human")))
    assert len(step.links) > 200
    w.controller.editor.load(parse_puzzle(EASTER_MONSTER))
    w.controller.preview(step)
    state = w.controller.state
    first = count_colour(render(state, BoardView(editing=False)), w.board.colors().link)
    state.highlight = state.highlight._replace(branches=())  # as the whole net was drawn
    whole = count_colour(render(state, BoardView(editing=False)), w.board.colors().link)
    assert 0 < first * 3 < whole


def test_the_explanation_opens_larger_and_stays_so(qtbot, window, settings):
    from sudoku_gui.qt.window.main_window import MainWindow

    w = window
    two = w.step_label.height()
    assert w.step_label.lines() == 2 and not w.view.more.isChecked()
    w.view.more.click()
    assert w.step_label.height() > 3 * two  # a large share of the panel
    assert w.step_label.lines() >= 6
    assert settings.value("explanationExpanded") in (True, "true")
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert again.view.expanded()
    again.controller.shutdown()
    w.view.more.click()
    assert w.step_label.height() == two
