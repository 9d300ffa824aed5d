"""Drawing a board state with QPainter: everything the board shows, nothing it decides.

All sizes derive from the cell size, so the board scales with the window; coordinates are
logical pixels and Qt maps them to device pixels, which keeps text sharp on HiDPI screens.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from ...core.board_state import BoardState, Highlight
from ...core.candidates import DIGITS, bit
from ...core.grid import PEERS, Cell, conflicting_cells
from ...core.steps import Branch, Link
from .chain_painter import FILLED, cached_geometry, paint_chain


@dataclass(frozen=True)
class BoardColors:
    """The board's palette; one place to change the look."""

    background: QColor = field(default_factory=lambda: QColor("#ffffff"))
    thin_line: QColor = field(default_factory=lambda: QColor("#b8bec8"))
    thick_line: QColor = field(default_factory=lambda: QColor("#1f2430"))
    given: QColor = field(default_factory=lambda: QColor("#1f2430"))
    solver: QColor = field(default_factory=lambda: QColor("#1d5fd1"))
    guessed: QColor = field(default_factory=lambda: QColor("#a35a00"))
    candidate: QColor = field(default_factory=lambda: QColor("#6b7280"))
    selected: QColor = field(default_factory=lambda: QColor("#cfe1ff"))
    peer: QColor = field(default_factory=lambda: QColor("#f1f5fb"))
    same_digit: QColor = field(default_factory=lambda: QColor("#a9c8ff"))
    same_mark: QColor = field(default_factory=lambda: QColor("#ffd23f"))
    conflict: QColor = field(default_factory=lambda: QColor("#ffd5d5"))
    conflict_text: QColor = field(default_factory=lambda: QColor("#c81e1e"))
    cause: QColor = field(default_factory=lambda: QColor("#fff1b8"))
    fin: QColor = field(default_factory=lambda: QColor("#f6d7ff"))
    placed: QColor = field(default_factory=lambda: QColor("#c9f2cf"))
    guess: QColor = field(default_factory=lambda: QColor("#ffdca8"))
    undone: QColor = field(default_factory=lambda: QColor("#e4e0f5"))
    struck: QColor = field(default_factory=lambda: QColor("#d92626"))
    pattern: QColor = field(default_factory=lambda: QColor("#168a3a"))
    pattern_back: QColor = field(default_factory=lambda: QColor("#c9f2cf"))
    link: QColor = field(default_factory=lambda: QColor("#7b2cbf"))
    """A chain's arrows: violet, apart from the red of eliminations, the green of the pattern
    and the blue of digits."""


DARK = BoardColors(
    background=QColor("#1d2127"),
    thin_line=QColor("#3b424d"),
    thick_line=QColor("#c9ced6"),
    given=QColor("#e8eaee"),
    solver=QColor("#7cb0ff"),
    guessed=QColor("#ffb866"),
    candidate=QColor("#9aa3af"),
    selected=QColor("#2e4a75"),
    peer=QColor("#262c35"),
    same_digit=QColor("#3b5f9c"),
    same_mark=QColor("#9c7c00"),
    conflict=QColor("#5c2626"),
    conflict_text=QColor("#ff7070"),
    cause=QColor("#574b17"),
    fin=QColor("#4c2a59"),
    placed=QColor("#1f4f2b"),
    guess=QColor("#5c3e12"),
    undone=QColor("#3a3555"),
    struck=QColor("#ff6060"),
    pattern=QColor("#6ad68a"),
    pattern_back=QColor("#1f4f2b"),
    link=QColor("#c9a0ff"),
)
"""The board on a dark theme: the same meanings, light ink on dark cells."""
LIGHT = BoardColors()


@dataclass(frozen=True)
class BoardView:
    """Everything the painter needs besides the state: selection and marks from the editor."""

    selected: Cell | None = None
    conflicts: frozenset[Cell] = frozenset()
    show_candidates: bool = True
    editing: bool = True
    """False while a run animates: the selection's tints would compete with the step's."""
    mistakes: frozenset[Cell] = frozenset()
    """The player's digits that differ from the solution (shown on request)."""
    digit: int = 0
    """The digit picked (a cell holding it clicked, or the digit pad): every cell holding it and
    every mark of it stand out; 0 for none."""
    pencil: bool = False
    """Typed digits toggle pencil marks (Enter switches)."""
    arrows: bool = True
    """A chain's links are drawn as arrows (View > Show Chain Arrows)."""
    branch: int = 0
    """The branch of a forcing net drawn (see ``shown_branch``): 0 the first."""
    clashes: bool = False
    """On a run's board (not ``editing``), mark every digit a peer also holds (View > Show
    Conflicts): found at each paint from the values, O(27 x 9), never per step."""


def shown_branch(highlight: Highlight, view: BoardView) -> Branch | None:
    """The branch of the step's forcing net the board shows (``view.branch``, the last one past
    the end: the conclusion), or None when the step has no branches."""
    branches = highlight.branches
    return branches[min(max(view.branch, 0), len(branches) - 1)] if branches else None


def drawn_links(highlight: Highlight, view: BoardView) -> tuple[Link, ...]:
    """The links drawn as arrows: none with arrows off; of a forcing net, the branch shown's;
    else the step's chain."""
    if not view.arrows:
        return ()
    branch = shown_branch(highlight, view)
    return branch.links if branch is not None else highlight.links


def board_rect(area: QRectF) -> QRectF:
    """The largest square inside ``area``, centred, with a small margin; snapped to whole
    pixels so lines fall on pixel boundaries."""
    margin = max(4.0, min(area.width(), area.height()) * 0.02)
    side = int((min(area.width(), area.height()) - 2 * margin) / 9) * 9
    side = max(side, 9)
    x = int(area.left() + (area.width() - side) / 2)
    y = int(area.top() + (area.height() - side) / 2)
    return QRectF(x, y, side, side)


def cell_rect(board: QRectF, cell: Cell) -> QRectF:
    s = board.width() / 9
    return QRectF(board.left() + (cell % 9) * s, board.top() + (cell // 9) * s, s, s)


def cell_at_point(board: QRectF, point: QPointF) -> Cell | None:
    """The cell under ``point``, or None outside the board."""
    if not board.contains(point):
        return None
    s = board.width() / 9
    col = min(8, int((point.x() - board.left()) / s))
    row = min(8, int((point.y() - board.top()) / s))
    return row * 9 + col


def paint_board(
    p: QPainter,
    area: QRectF,
    state: BoardState,
    view: BoardView,
    colors: BoardColors = BoardColors(),
    links_shown: float = math.inf,
) -> None:
    """Paint ``state`` into ``area``: fills, digits, pencil marks, grid lines, then the step's
    chain on top. ``links_shown`` < the number of links: only that many arrows are drawn yet (a
    fraction draws part of the next) and the eliminations are not struck yet (the reveal)."""
    board = board_rect(area)
    s = board.width() / 9
    if view.clashes and not view.editing:  # a solver's clash: both peers red, as the editor's conflicts
        view = replace(view, conflicts=view.conflicts | conflicting_cells(state.values))
    links = drawn_links(state.highlight, view)
    strike = links_shown >= len(links)
    p.save()
    p.fillRect(board, colors.background)
    _paint_fills(p, board, state, view, colors)
    _paint_digits(p, board, s, state, view, colors, strike)
    _paint_lines(p, board, s, colors)
    if links:
        _paint_links(p, board, state, view, colors, links, links_shown)
    p.restore()


def shown_marks(state: BoardState, view: BoardView) -> list[int]:
    """What a chain's arrows should not cross: the pencil marks on screen, 81 masks (struck ones
    included), ``FILLED`` for a cell holding a digit."""
    if not view.show_candidates:
        return [FILLED if v else 0 for v in state.values]
    marks = [FILLED if v else m for v, m in zip(state.values, state.candidates, strict=True)]
    for c, d in state.highlight.struck:
        if not state.values[c]:
            marks[c] |= bit(d)
    return marks


def _paint_links(
    p: QPainter,
    board: QRectF,
    state: BoardState,
    view: BoardView,
    colors: BoardColors,
    links: tuple[Link, ...],
    shown: float,
) -> None:
    geometry = cached_geometry(links, board, shown_marks(state, view))
    halo = QColor(colors.background)
    halo.setAlpha(150)
    paint_chain(p, geometry, colors.link, halo, shown)


def _paint_fills(p: QPainter, board: QRectF, state: BoardState, view: BoardView, colors: BoardColors) -> None:
    h = state.highlight
    fills: dict[Cell, QColor] = {}
    if view.selected is not None and view.editing:
        for c in PEERS[view.selected]:
            fills[c] = colors.peer
        fills[view.selected] = colors.selected
    digit = view.digit if view.editing else 0
    if digit:
        for c in range(81):
            if state.values[c] == digit:
                fills[c] = colors.same_digit
    for c in state.guessed:
        fills[c] = colors.guess
    for cells, color in (
        (h.causes, colors.cause),
        (h.fins, colors.fin),
        (h.undone, colors.undone),
        (h.placed, colors.placed),
        (h.conflict, colors.conflict),
    ):
        for c in cells:
            fills[c] = color
    branch = shown_branch(h, view)
    for c in view.conflicts | view.mistakes | frozenset(branch.cells if branch is not None else ()):
        fills[c] = colors.conflict  # a net's contradiction, drawn last, as a conflict
    for c, color in fills.items():
        p.fillRect(cell_rect(board, c), color)


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(BADGE_MIN_PX, int(px)))
    f.setBold(bold)
    f.setStyleHint(QFont.StyleHint.SansSerif)
    return f


BADGE_MIN_PX = 6
"""The smallest text the board draws (pixels): a depth badge shrinks no further."""

Badge = tuple[str, QFont, tuple[float, float, float, float]]


def depth_badge(depth: int, s: float) -> Badge | None:
    """The badge of a guessed digit at search ``depth`` in a cell of ``s`` pixels: its text, its
    font and the box it is drawn in, (x, y, width, height) from the cell's top-left corner; None
    when no legible badge fits (a race's 16-pixel cells: the depth is in the racer's caption).

    The badge sits in the strip above the digit, all but the cell's margins wide, its letters'
    bottom above the digit's top; its text is "d12" (translated) where that fits, else the depth
    alone, in a font that shrinks to fit down to ``BADGE_MIN_PX``. (A box of a fixed 40% of the
    cell cut two-digit depths to "d1(" on every board.)"""
    return _badge(depth, s, QCoreApplication.translate("BoardPainter", "d{depth}"))  # the search depth


@functools.lru_cache(maxsize=1024)
def _badge(depth: int, s: float, label: str) -> Badge | None:
    x, y = s * 0.06, s * 0.02
    width = s - 2 * x
    digit = QFontMetricsF(_font(int(s * 0.62)))  # the guessed digit, drawn centred in its cell
    digit_top = (int(s) - digit.height()) / 2 + digit.ascent() + digit.tightBoundingRect("123456789").top()
    natural = max(BADGE_MIN_PX, int(s * 0.22))
    texts = (label.format(depth=depth), str(depth))
    tries = [(t, natural) for t in texts] + [(t, px) for px in range(natural - 1, BADGE_MIN_PX - 1, -1) for t in texts]
    for text, px in tries:
        font = _font(px, True)
        metrics = QFontMetricsF(font)
        bottom = y + metrics.ascent() + max(0.0, metrics.tightBoundingRect(text).bottom())
        if metrics.horizontalAdvance(text) <= width and bottom + 1 <= digit_top:  # a pixel apart
            return text, font, (x, y, width, min(s - y, max(s * 0.3, metrics.height())))
    return None


class _Glyphs:
    """Digits 1-9 pre-rendered as pixmaps, per font, color, box size and device pixel ratio.

    A board shows up to 729 pencil marks; drawing each as text costs about 10 us, blitting a
    cached pixmap a fraction of that, which keeps a repaint within a frame at max speed.
    """

    def __init__(self) -> None:
        self._cache: dict[tuple[int, int, bool, int, float], list[QPixmap]] = {}
        self._marks: dict[tuple[int, int, int, int, float, int], QPixmap] = {}

    def get(self, box: int, px: int, bold: bool, color: QColor, dpr: float) -> list[QPixmap]:
        key = (box, px, bold, color.rgba(), dpr)
        glyphs = self._cache.get(key)
        if glyphs is None:
            if len(self._cache) > 64:  # window resized many times: start over
                self._cache.clear()
            glyphs = [QPixmap()]
            font = _font(px, bold)
            for d in range(1, 10):
                pm = QPixmap(max(1, round(box * dpr)), max(1, round(box * dpr)))
                pm.setDevicePixelRatio(dpr)
                pm.fill(Qt.GlobalColor.transparent)
                gp = QPainter(pm)
                gp.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
                gp.setFont(font)
                gp.setPen(color)
                gp.drawText(QRectF(0, 0, box, box), Qt.AlignmentFlag.AlignCenter, str(d))
                gp.end()
                glyphs.append(pm)
            self._cache[key] = glyphs
        return glyphs

    def marks(self, size: float, box: int, px: int, color: QColor, dpr: float, mask: int) -> QPixmap:
        """A whole cell's plain pencil marks (``mask``) as one pixmap of ``size`` logical px;
        dots where the digits would be too small to read (``box`` under ``MIN_MARK_BOX``)."""
        key = (round(size * 64), box, px, color.rgba(), dpr, mask)
        pm = self._marks.get(key)
        if pm is None:
            if len(self._marks) > 1024:
                self._marks.clear()
            side = max(1, round(size * dpr))
            pm = QPixmap(side, side)
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            mp = QPainter(pm)
            third = size / 3
            if box < MIN_MARK_BOX:
                mp.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                for d in DIGITS[mask]:
                    _dot(mp, QRectF(((d - 1) % 3) * third, ((d - 1) // 3) * third, third, third), color)
            else:
                glyphs = self.get(box, px, False, color, dpr)
                off = (third - box) / 2
                for d in DIGITS[mask]:
                    mp.drawPixmap(QPointF(((d - 1) % 3) * third + off, ((d - 1) // 3) * third + off), glyphs[d])
            mp.end()
            self._marks[key] = pm
        return pm


MIN_MARK_BOX = 7
"""A pencil mark's box (a third of a cell) in px below which its digit cannot be read (a small
board in a race): each mark is then a dot where its digit sits, so the pattern still shows."""


def _dot(p: QPainter, sub: QRectF, color: QColor) -> None:
    """A mark too small to read as a digit: a dot in the middle of its box ``sub``."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    radius = max(1.0, sub.width() * 0.26)
    p.drawEllipse(sub.center(), radius, radius)


_GLYPHS = _Glyphs()


def _paint_digits(
    p: QPainter, board: QRectF, s: float, state: BoardState, view: BoardView, colors: BoardColors, strike: bool = True
) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    h = state.highlight
    struck: dict[Cell, int] = {}
    for c, d in h.struck:
        struck[c] = struck.get(c, 0) | bit(d)
    strikes = struck if strike else {}  # during a chain's reveal the doomed marks stay plain
    pattern: dict[Cell, int] = {}
    for c, d in h.pattern:
        pattern[c] = pattern.get(c, 0) | bit(d)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    box, third_box = int(s), int(s / 3)
    big, small = int(s * 0.62), int(s * 0.27)
    given_glyphs = _GLYPHS.get(box, big, True, colors.given, dpr)
    solver_glyphs = _GLYPHS.get(box, big, False, colors.solver, dpr)
    guessed_glyphs = _GLYPHS.get(box, big, False, colors.guessed, dpr)
    conflict_glyphs = _GLYPHS.get(box, big, False, colors.conflict_text, dpr)
    small_font = _font(small)
    third = s / 3
    values, givens, guessed, cands = state.values, state.givens, state.guessed, state.candidates
    left, top = board.left(), board.top()
    picked = bit(view.digit) if view.digit and view.editing else 0
    for c in range(81):
        x, y = left + (c % 9) * s, top + (c // 9) * s
        value = values[c]
        if value:
            if c in view.conflicts or c in view.mistakes:
                glyphs = conflict_glyphs
            elif givens[c]:
                glyphs = given_glyphs
            else:
                glyphs = guessed_glyphs if c in guessed else solver_glyphs
            p.drawPixmap(QPointF(x + (s - box) / 2, y + (s - box) / 2), glyphs[value])
            badge = depth_badge(guessed[c], s) if c in guessed else None
            if badge is not None:
                text, font, (bx, by, bw, bh) = badge
                p.setFont(font)
                p.setPen(colors.guessed)
                p.drawText(QRectF(x + bx, y + by, bw, bh), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
            continue
        if not view.show_candidates:
            continue
        special = strikes.get(c, 0) | pattern.get(c, 0)
        shown = cands[c] | struck.get(c, 0)
        if not shown:
            continue
        plain = shown & ~special
        if picked & shown:  # a disc behind every mark of the picked digit
            d = view.digit
            sub = QRectF(x + ((d - 1) % 3) * third, y + ((d - 1) // 3) * third, third, third)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colors.same_mark)
            p.drawEllipse(sub.center(), third * 0.44, third * 0.44)
        if plain:  # one blit a cell: a board holds few distinct sets of marks
            p.drawPixmap(QPointF(x, y), _GLYPHS.marks(s, third_box, small, colors.candidate, dpr, plain))
        if special & shown:
            p.setFont(small_font)
            _paint_step_marks(p, QPointF(x, y), s, shown & special, strikes.get(c, 0), colors)


def _paint_step_marks(p: QPainter, at: QPointF, s: float, marks: int, struck: int, colors: BoardColors) -> None:
    """The marks of a cell (top left ``at``, side ``s``) the step uses: ``marks`` (a mask), those
    in ``struck`` crossed out in the struck colour, the rest on a disc in the pattern's colour."""
    third = s / 3
    for d in DIGITS[marks]:
        sub = QRectF(at.x() + ((d - 1) % 3) * third, at.y() + ((d - 1) // 3) * third, third, third)
        mask = bit(d)
        if int(third) < MIN_MARK_BOX:  # too small for digits: a dot in the step's colour
            _dot(p, sub, colors.struck if struck & mask else colors.pattern)
            continue
        if struck & mask:
            p.setPen(colors.struck)
            p.drawText(sub, Qt.AlignmentFlag.AlignCenter, str(d))
            pen = QPen(colors.struck, max(1.0, s * 0.03))
            p.setPen(pen)
            inset = third * 0.2
            p.drawLine(
                QPointF(sub.left() + inset, sub.bottom() - inset), QPointF(sub.right() - inset, sub.top() + inset)
            )
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colors.pattern_back)
            p.drawEllipse(sub.center(), third * 0.42, third * 0.42)
            p.setPen(colors.pattern)
            p.drawText(sub, Qt.AlignmentFlag.AlignCenter, str(d))


def _paint_lines(p: QPainter, board: QRectF, s: float, colors: BoardColors) -> None:
    # Lines without antialiasing on whole-pixel positions stay one crisp pixel wide.
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    thin = max(1, round(s * 0.02))
    thick = max(2, round(s * 0.06))
    left, top, side = board.left(), board.top(), board.width()
    p.setPen(QPen(colors.thin_line, thin))
    for i in range(1, 9):
        if i % 3:
            off = round(i * s)
            p.drawLine(QPointF(left + off, top), QPointF(left + off, top + side))
            p.drawLine(QPointF(left, top + off), QPointF(left + side, top + off))
    p.setPen(QPen(colors.thick_line, thick))
    for i in range(0, 10, 3):
        off = round(i * s)
        p.drawLine(QPointF(left + off, top), QPointF(left + off, top + side))
        p.drawLine(QPointF(left, top + off), QPointF(left + side, top + off))
