"""Chains on the board: the highlight carries a step's links, each link is one arrow (solid when
strong, dashed when weak) that bends around other pencil marks, the arrows show on screen in
the link colour, and a chain's links appear one by one for a hint or a slow run, never at max
speed."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.candidates import bit
from sudoku_gui.core.puzzles.formats import Board
from sudoku_gui.core.steps import Eliminate, Link, Place
from sudoku_gui.core.techniques import BY_NAME
from sudoku_gui.core.techniques.cgrid import CandidateGrid
from sudoku_gui.qt.board.chain_painter import FILLED, MARK_RADIUS, chain_geometry
from sudoku_gui.qt.board.painter import DARK, LIGHT, BoardView, board_rect, paint_board, shown_marks
from sudoku_gui.qt.board.widget import BoardWidget
from sudoku_gui.speeds import MAX_SPEED

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

# An AIC on top1465's first puzzle, where human's hint is a chain: 81 values, then 81 masks.
_AIC_TEXT = (
    "4,0,0,0,3,0,0,0,0,0,0,0,6,0,0,8,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,5,0,0,9,0,0,8,0,0,0,0,6,0,0,0,7,0,"
    "2,0,0,0,0,0,0,0,0,1,9,2,7,0,0,5,1,3,0,0,0,9,4,2,9,2,7,0,4,0,1,0,0,0,304,163,464,0,465,18,114,368,"
    "71,276,3,0,67,345,0,86,284,230,308,162,472,194,472,30,118,0,39,44,11,196,0,229,6,0,196,7,0,272,"
    "328,65,333,0,87,84,37,0,272,0,161,421,28,149,156,160,40,168,0,0,0,0,20,20,0,0,0,192,224,224,0,0,0,"
    "0,0,0,20,0,20,0,160,160"
)
AIC_STATE = [int(x) for x in _AIC_TEXT.split(",")]


def mark_centre(board: QRectF, cand: tuple[int, int]) -> QPointF:
    """Where the pencil mark of ``cand`` = (cell, digit) is drawn: digit d at row (d-1)//3 and
    column (d-1)%3 of its cell's three by three, reckoned here apart from the painter's."""
    cell, digit = cand
    third = board.width() / 27
    return QPointF(
        board.left() + ((cell % 9) * 3 + (digit - 1) % 3 + 0.5) * third,
        board.top() + ((cell // 9) * 3 + (digit - 1) // 3 + 0.5) * third,
    )


def c(row: int, col: int) -> int:
    return (row - 1) * 9 + col - 1


def link(tail: tuple[int, int], head: tuple[int, int], strong: bool) -> Link:
    return Link((tail,), (head,), strong)


CHAIN = (
    link((c(2, 1), 5), (c(2, 9), 5), True),  # along row 2
    link((c(2, 9), 5), (c(8, 9), 5), False),  # down column 9
    link((c(8, 9), 5), (c(8, 1), 5), True),  # back along row 8
    link((c(8, 1), 5), (c(8, 1), 6), False),  # two marks side by side in one cell
)


def empty_state(step: Eliminate | Place | None = None) -> BoardState:
    state = BoardState((0,) * 81)
    if step is not None:
        state.preview(step)
    return state


def chain_step(links: tuple[Link, ...] = CHAIN) -> Eliminate:
    return Eliminate(((c(5, 5), 5),), "AIC", "a test chain", pattern=(), links=links)


def aic_step() -> tuple[list[int], list[int], Eliminate]:
    values, masks = AIC_STATE[:81], AIC_STATE[81:]
    step = next(iter(BY_NAME["AIC"].find(CandidateGrid.from_state(values, masks))))
    assert isinstance(step, Eliminate) and len(step.links) >= 3
    return values, masks, step


def near(image: QImage, x: int, y: int, color: QColor, tolerance: int = 60) -> bool:
    p = image.pixelColor(x, y)
    return abs(p.red() - color.red()) + abs(p.green() - color.green()) + abs(p.blue() - color.blue()) < tolerance


def count_colour(image: QImage, color: QColor) -> int:
    return sum(near(image, x, y, color) for y in range(0, image.height(), 3) for x in range(0, image.width(), 3))


def render(state: BoardState, view: BoardView, shown: float = math.inf, size: int = 450) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    paint_board(p, QRectF(0, 0, size, size), state, view, LIGHT, shown)
    p.end()
    return image


# -- the highlight ------------------------------------------------------------------------------


def test_the_highlight_carries_the_steps_links_by_reference():
    step = chain_step()
    state = BoardState((0,) * 81)
    state.apply(step)
    assert state.highlight.links is step.links
    state.preview(step)
    assert state.highlight.links is step.links
    place = Place(c(1, 1), 5, "Forcing Chain", "t", links=CHAIN[:2])
    state.apply(place)
    assert state.highlight.links is place.links
    state.apply(Eliminate(((c(9, 9), 1),), "X-Wing", "t"))
    assert state.highlight.links == ()
    assert state.copy().highlight.links == ()


# -- geometry -----------------------------------------------------------------------------------


def test_one_arrow_per_link_solid_when_strong_dashed_when_weak():
    board = QRectF(0, 0, 540, 540)
    geometry = chain_geometry(CHAIN, board, [0] * 81)
    assert len(geometry.arrows) == len(CHAIN) == len(geometry.strokes())
    assert [a.style for a in geometry.arrows] == [
        Qt.PenStyle.SolidLine,
        Qt.PenStyle.DashLine,
        Qt.PenStyle.SolidLine,
        Qt.PenStyle.DashLine,
    ]
    assert [s[3] for s in geometry.strokes()] == [True, False, True, False]
    third = board.width() / 27
    for arrow, lk in zip(geometry.arrows, CHAIN, strict=True):
        # From the tail's mark to the head's mark, stopping at the edge of each.
        for end, node in ((arrow.start, lk.tail), (arrow.end, lk.head)):
            centre = mark_centre(board, node[0])
            assert math.dist((end.x(), end.y()), (centre.x(), centre.y())) <= MARK_RADIUS * third + 0.01
    # Nothing in the way: the long links are straight; two marks side by side get a visible arc.
    assert [a.control is None for a in geometry.arrows] == [True, True, True, False]


def test_an_arrow_bends_around_marks_in_its_way():
    board = QRectF(0, 0, 540, 540)
    marks = [0] * 81
    marks[c(2, 5)] = bit(5)  # on the straight line from (5)r2c1 to (5)r2c9
    marks[c(2, 3)] = FILLED  # a digit in the way too
    straight_free = chain_geometry(CHAIN[1:2], board, marks).arrows[0]
    assert straight_free.control is None
    bent = chain_geometry(CHAIN[:1], board, marks).arrows[0]
    assert bent.control is not None
    # The curve keeps clear of the mark and the digit it bent around.
    third = board.width() / 27
    for obstacle in (mark_centre(board, (c(2, 5), 5)), mark_centre(board, (c(2, 3), 5))):
        closest = min(
            math.dist((bent.point(t / 100).x(), bent.point(t / 100).y()), (obstacle.x(), obstacle.y()))
            for t in range(101)
        )
        assert closest > 0.5 * third


def test_a_group_node_is_its_candidates_centre_with_each_candidate_ringed():
    board = QRectF(0, 0, 540, 540)
    group = ((c(1, 4), 7), (c(1, 5), 7), (c(1, 6), 7))
    geometry = chain_geometry((Link(((c(1, 1), 7),), group, False),), board, [0] * 81)
    assert len(geometry.rings[0]) == 3
    middle = mark_centre(board, (c(1, 5), 7))
    end = geometry.arrows[0].end
    assert abs(end.y() - middle.y()) < 1 and end.x() < middle.x()


def test_shown_marks_include_struck_ones_and_digits():
    state = empty_state(chain_step())
    state.values[0] = 3
    marks = shown_marks(state, BoardView())
    assert marks[0] == FILLED and marks[c(5, 5)] & bit(5)
    assert shown_marks(state, BoardView(show_candidates=False))[1] == 0


# -- painting -----------------------------------------------------------------------------------


def test_strong_links_paint_solid_and_weak_links_dashed(qapp):
    view = BoardView(editing=False, show_candidates=False)
    image = render(empty_state(chain_step()), view)
    board = board_rect(QRectF(0, 0, 450, 450))

    def share_coloured(lk: Link) -> float:
        a, b = mark_centre(board, lk.tail[0]), mark_centre(board, lk.head[0])
        y = round(a.y() - 0.5)
        xs = range(int(min(a.x(), b.x())) + 20, int(max(a.x(), b.x())) - 20)
        hit = [near(image, x, y, LIGHT.link, 110) or near(image, x, y + 1, LIGHT.link, 110) for x in xs]
        return sum(hit) / len(xs)

    assert share_coloured(CHAIN[0]) > 0.95  # strong: an unbroken line
    weak_row = (Link(((c(8, 1), 5),), ((c(8, 9), 5),), False),)
    image = render(empty_state(chain_step(weak_row)), view)
    assert 0.3 < share_coloured(weak_row[0]) < 0.85  # weak: dashes with gaps


def test_the_board_widget_shows_the_chain_in_the_link_colour(qtbot):
    widget = BoardWidget(empty_state())
    qtbot.addWidget(widget)
    widget.resize(450, 450)
    widget.show()
    qtbot.waitExposed(widget)
    assert count_colour(widget.grab().toImage(), LIGHT.link) == 0
    widget.set_state(empty_state(chain_step()))
    assert count_colour(widget.grab().toImage(), LIGHT.link) > 40
    widget.set_colors(DARK)
    assert count_colour(widget.grab().toImage(), DARK.link) > 40


def test_an_aic_found_on_a_real_board_draws_every_link(qapp):
    values, masks, step = aic_step()
    state = BoardState(tuple(values))
    state.values = list(values)
    state.candidates[:] = [m if not v else bit(v) for v, m in zip(values, masks, strict=True)]
    state.preview(step)
    board = board_rect(QRectF(0, 0, 450, 450))
    geometry = chain_geometry(step.links, board, shown_marks(state, BoardView()))
    assert len(geometry.arrows) == len(step.links)
    assert [a.strong for a in geometry.arrows] == [lk.strong for lk in step.links]
    assert count_colour(render(state, BoardView(editing=False)), LIGHT.link) > 40


# -- the reveal ---------------------------------------------------------------------------------


def test_links_appear_one_by_one_then_the_eliminations_are_struck(qtbot):
    step = chain_step()
    widget = BoardWidget(empty_state())
    qtbot.addWidget(widget)
    widget.resize(450, 450)
    widget.show()
    qtbot.waitExposed(widget)
    seen: list[float] = []
    widget._reveal.valueChanged.connect(lambda _v: seen.append(widget.links_shown))
    widget.set_state(empty_state(step), reveal_ms=400)
    assert widget.revealing() and widget.links_shown == 0
    image = widget.grab().toImage()
    assert count_colour(image, LIGHT.link) == 0 and count_colour(image, LIGHT.struck) == 0  # nothing yet
    qtbot.waitUntil(lambda: not widget.revealing(), timeout=3000)
    assert widget.links_shown == math.inf
    middle = [v for v in seen if 0 < v < len(step.links)]
    assert len(middle) >= 3 and middle == sorted(middle)  # progressively
    image = widget.grab().toImage()
    assert count_colour(image, LIGHT.link) > 40 and count_colour(image, LIGHT.struck) > 0
    # Part of the chain: only the first arrows, the eliminations not struck yet.
    partial = render(empty_state(step), BoardView(editing=False), shown=1.5)
    full = render(empty_state(step), BoardView(editing=False))
    assert 0 < count_colour(partial, LIGHT.link) < count_colour(full, LIGHT.link)
    assert count_colour(partial, LIGHT.struck) == 0 < count_colour(full, LIGHT.struck)


def test_showing_another_step_stops_the_reveal(qtbot):
    widget = BoardWidget(empty_state())
    qtbot.addWidget(widget)
    state = empty_state(chain_step())
    widget.set_state(state, reveal_ms=2000)
    assert widget.revealing()
    widget.set_state(state, reveal_ms=2000)  # the same step again (a repaint, a pause): goes on
    assert widget.revealing()
    widget.set_state(empty_state())
    assert not widget.revealing() and widget.links_shown == math.inf


def test_a_hint_plays_its_chain_and_a_run_only_at_slow_speed(qtbot, window, monkeypatch):
    w = window
    c_ = w.controller
    values, masks, step = aic_step()
    c_.editor.load_board(
        Board(tuple(values), marks=tuple(m if not v else bit(v) for v, m in zip(values, masks, strict=True)))
    )
    c_.preview(step)  # as the hint (F12) shows a step
    assert w.board.revealing()
    assert c_.reveal_ms(c_.state) == min(3000, 180 * len(step.links))
    qtbot.waitUntil(lambda: not w.board.revealing(), timeout=5000)
    assert w.board.links_shown == math.inf  # then it stays drawn
    # A run's step at max speed or fast speeds: drawn whole at once; at 4 steps/s or slower:
    # 60% of the step's time on screen.
    shown = empty_state(chain_step())
    monkeypatch.setattr(type(c_), "playing", property(lambda self: True))  # as while a run plays
    try:
        for speed, ms in ((MAX_SPEED, 0), (100, 0), (5, 0), (4, 150), (1, 600)):
            c_.clock.speed = speed
            assert c_.reveal_ms(shown) == ms
            c_.boardChanged.emit(empty_state())
            c_.boardChanged.emit(empty_state(chain_step()))
            assert w.board.revealing() == bool(ms)
        c_.boardChanged.emit(empty_state())
        assert not w.board.revealing()
        assert c_.reveal_ms(empty_state()) == 0  # no links: nothing to play
    finally:
        monkeypatch.undo()
