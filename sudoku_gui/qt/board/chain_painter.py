"""Drawing a step's chain: one arrow per link, between the pencil marks of its nodes.

As HoDoKu and SudokuWiki draw them: an arrow from the tail node to the head node, solid for a
strong link and dashed for a weak one; a node is the pencil-mark position of its candidate, or
for a group (a grouped node, an almost locked set) the centre of its candidates' positions, each
of them ringed. A straight line that would cross another pencil mark, a digit or an arrow drawn
before is bent into a quadratic curve, to the side and by the swing that crosses fewest, so
digits stay readable and arrows apart.

``chain_geometry`` is pure (no painting) and is what tests look at; ``paint_chain`` draws it.
The geometry of the step shown is computed once (a one-entry cache) and each paint only strokes
the paths: O(links) per paint.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ...core.steps import Candidate, Link

MARK_RADIUS = 0.44
"""How far an arrow stops short of a pencil mark's centre, in thirds of a cell (the green disc
of a pattern candidate has a radius of 0.42)."""
HIT_RADIUS = 0.42
"""A path passing this close to another mark's centre (thirds of a cell) would touch its digit
(with the arrow's halo)."""
BENDS = (0.15, 0.3, 0.45)
"""How far a bent link's curve swings out at its middle, as a share of its length; each is
tried on both sides, after the straight line."""
MIN_BEND = 0.9
"""The least swing of a bent link, in thirds of a cell: enough to clear a mark or a digit."""
SHORT = 1.6
"""A link shorter than this (thirds of a cell: two marks side by side) is always bent, so it
is long enough to be seen between the two marks."""
SAMPLE = 0.4
"""Distance between two points where a path is checked for obstacles, in thirds of a cell."""
FILLED = 1 << 9
"""In the masks given to ``chain_geometry``: the cell holds a digit, whose glyph (about 1.1 x
1.6 thirds around the cell's centre) is an obstacle too, worse than a mark."""


@dataclass(frozen=True, slots=True)
class Arrow:
    """One link as drawn: from ``start`` to ``end``, through ``control`` when bent."""

    start: QPointF
    end: QPointF
    control: QPointF | None
    strong: bool

    @property
    def style(self) -> Qt.PenStyle:
        """Strong links solid, weak links dashed."""
        return Qt.PenStyle.SolidLine if self.strong else Qt.PenStyle.DashLine

    def point(self, t: float) -> QPointF:
        a, b, c = self.start, self.control, self.end
        if b is None:
            return a + (c - a) * t
        u = 1.0 - t
        return a * (u * u) + b * (2 * u * t) + c * (t * t)

    def path(self, upto: float = 1.0) -> tuple[QPainterPath, QPointF, QPointF]:
        """The path drawn up to ``upto`` (0..1, for the reveal animation), its tip, and the
        direction the tip points in (unit vector) for the arrowhead."""
        a, b = self.start, self.control
        tip = self.point(upto)
        path = QPainterPath(a)
        if b is None:
            path.lineTo(tip)
            direction = self.end - a
        else:
            # de Casteljau: the first part of a quadratic curve is the quadratic through a + (b - a) t.
            mid = a + (b - a) * upto
            path.quadTo(mid, tip)
            direction = tip - mid
        length = math.hypot(direction.x(), direction.y()) or 1.0
        return path, tip, direction / length


@dataclass(frozen=True)
class ChainGeometry:
    """Everything ``paint_chain`` strokes: the arrows in chain order, for each link the centres
    of the grouped candidates it touches (ringed), and ``third``, a third of a cell in pixels
    (the unit of pen widths and heads)."""

    arrows: tuple[Arrow, ...]
    rings: tuple[tuple[QPointF, ...], ...]
    third: float
    _full: list[Stroke] = field(default_factory=list, compare=False)

    def strokes(self, shown: float = math.inf) -> list[Stroke]:
        """What ``paint_chain`` strokes for each arrow drawn, the first ``shown`` of them: the
        path (for the halo), the line (stopping inside the head), the head, strong or not. All
        of them are made once."""
        if shown >= len(self.arrows):
            if not self._full:
                self._full.extend(_stroke(a, 1.0, self.third) for a in self.arrows)
            return self._full
        whole = int(shown)
        out = [_stroke(a, 1.0, self.third) for a in self.arrows[:whole]]
        if shown > whole:
            out.append(_stroke(self.arrows[whole], shown - whole, self.third))
        return out


Stroke = tuple[QPainterPath, QPainterPath, QPolygonF, bool]


def _stroke(arrow: Arrow, part: float, third: float) -> Stroke:
    head = max(6.0, third * 0.5)
    path, tip, direction = arrow.path(part)
    # The line stops inside the arrowhead, so a dash never pokes through its tip.
    line, _, _ = arrow.path(max(0.0, part - _share(arrow, head * 0.7)))
    normal = QPointF(-direction.y(), direction.x())
    base = tip - direction * head
    return path, line, QPolygonF([tip, base + normal * (head * 0.42), base - normal * (head * 0.42)]), arrow.strong


def _position(cand: Candidate) -> tuple[float, float]:
    """The centre of a mark, in thirds of a cell from the board's top left corner (x, y)."""
    cell, digit = cand
    return (cell % 9) * 3 + (digit - 1) % 3 + 0.5, (cell // 9) * 3 + (digit - 1) // 3 + 0.5


def _hits(
    a: tuple[float, float],
    c: tuple[float, float] | None,
    b: tuple[float, float],
    marks: Sequence[int],
    own: frozenset[tuple[int, int]],
    enough: int,
    used: set[tuple[int, int]],
    nodes: tuple[tuple[float, float], tuple[float, float]],
) -> int:
    """What the path from ``a`` through ``c`` (None: straight) to ``b`` (thirds) runs over: one
    for each other mark, two for each digit, one for each sample off the board, and one for
    each stretch of half a third it shares with an arrow drawn before (beyond the two squares a
    crossing takes, away from the link's own ``nodes``); counting stops at ``enough`` (a path
    already worse than the best one tried)."""
    ax, ay = a
    bx, by = b
    cx, cy = c if c is not None else ((ax + bx) / 2, (ay + by) / 2)  # a straight line is a flat curve
    chord = math.hypot(bx - ax, by - ay)
    n = max(2, int(chord * (1.3 if c is not None else 1.0) / SAMPLE))
    limit = HIT_RADIUS * HIT_RADIUS
    seen: set[tuple[int, int]] = set()
    shared: set[tuple[int, int]] = set()
    (px, py), (qx, qy) = nodes
    hits = 0
    for i in range(n + 1):
        t = i / n
        u = 1.0 - t
        w0, w1, w2 = u * u, 2 * u * t, t * t
        x, y = w0 * ax + w1 * cx + w2 * bx, w0 * ay + w1 * cy + w2 * by
        half = (int(2 * x), int(2 * y))
        if (
            half in used
            and half not in shared
            and min((x - px) ** 2 + (y - py) ** 2, (x - qx) ** 2 + (y - qy) ** 2) > 1
        ):
            shared.add(half)
            if len(shared) > 2:
                hits += 1
        if not (0 <= x < 27 and 0 <= y < 27):
            hits += 1
        else:
            col, row = int(x), int(y)
            cell = (row // 3) * 9 + col // 3
            mask = marks[cell]
            if mask & FILLED:
                key = (cell, -1)
                if key not in seen and abs(x - (col // 3) * 3 - 1.5) < 0.55 and abs(y - (row // 3) * 3 - 1.5) < 0.8:
                    seen.add(key)
                    hits += 2
            elif (row, col) not in own and (row, col) not in seen:
                dx, dy = x - col - 0.5, y - row - 0.5
                if dx * dx + dy * dy <= limit and mask >> ((row % 3) * 3 + col % 3) & 1:
                    seen.add((row, col))
                    hits += 1
        if hits >= enough:
            break
    return hits


def _trace(a: tuple[float, float], c: tuple[float, float] | None, b: tuple[float, float]) -> set[tuple[int, int]]:
    """The squares of half a third the path runs through (for ``_hits``'s ``used``)."""
    cx, cy = c if c is not None else ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    n = max(2, int(math.hypot(b[0] - a[0], b[1] - a[1]) * 1.3 / (SAMPLE / 2)))
    out = set()
    for i in range(n + 1):
        t = i / n
        u = 1.0 - t
        x = u * u * a[0] + 2 * u * t * cx + t * t * b[0]
        y = u * u * a[1] + 2 * u * t * cy + t * t * b[1]
        out.add((int(2 * x), int(2 * y)))
    return out


def _toward(p: tuple[float, float], q: tuple[float, float], r: float) -> tuple[float, float]:
    """``p`` moved ``r`` towards ``q`` (not at all when they are closer than 2 r)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy)
    if length <= 2 * r:
        return p
    return p[0] + dx * r / length, p[1] + dy * r / length


def chain_geometry(links: Sequence[Link], board: QRectF, marks: Sequence[int]) -> ChainGeometry:
    """The arrows of ``links`` on ``board``; ``marks`` are the 81 masks of pencil marks shown
    (``FILLED`` for a cell holding a digit), the obstacles a straight arrow would bend around.

    Each arrow is tried straight (unless very short), then bent by growing swings to either
    side; the first that runs over nothing wins, else the one that runs over least.
    """
    third = board.width() / 27
    left, top = board.left(), board.top()

    def point(p: tuple[float, float]) -> QPointF:
        return QPointF(left + p[0] * third, top + p[1] * third)

    arrows: list[Arrow] = []
    rings: list[tuple[QPointF, ...]] = []
    used: set[tuple[int, int]] = set()
    for link in links:
        ends = []
        for node in (link.tail, link.head):
            points = [_position(c) for c in node]
            ends.append((sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)))
        a, b = ends
        own = frozenset((int(y), int(x)) for x, y in map(_position, (*link.tail, *link.head)))
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        swings = dict.fromkeys([MIN_BEND] + [max(k * length, MIN_BEND) for k in BENDS])
        tries: list[float | None] = [None] if length >= SHORT else []
        tries += [side * w for w in swings for side in (1, -1)]
        best: tuple[int, tuple[float, float], tuple[float, float], tuple[float, float] | None] | None = None
        for swing in tries:
            # The control point sits twice as far out as the curve's apex.
            c = None if swing is None else ((a[0] + b[0]) / 2 + nx * 2 * swing, (a[1] + b[1]) / 2 + ny * 2 * swing)
            start, end = _toward(a, c or b, MARK_RADIUS), _toward(b, c or a, MARK_RADIUS)
            hits = _hits(start, c, end, marks, own, best[0] if best is not None else 1 << 30, used, (a, b))
            if best is None or hits < best[0]:
                best = (hits, start, end, c)
            if not hits:
                break
        assert best is not None
        _, start, end, c = best
        used |= _trace(start, c, end)
        arrows.append(Arrow(point(start), point(end), None if c is None else point(c), link.strong))
        rings.append(tuple(point(_position(c)) for node in (link.tail, link.head) if len(node) > 1 for c in node))
    return ChainGeometry(tuple(arrows), tuple(rings), third)


_cache: tuple[object, ChainGeometry] | None = None


def cached_geometry(links: Sequence[Link], board: QRectF, marks: Sequence[int]) -> ChainGeometry:
    """``chain_geometry`` for the step shown, computed once while its links, the board's size
    and the marks stay the same (repaints of one step, the reveal animation)."""
    global _cache
    key = (links, board.left(), board.top(), board.width(), tuple(marks))
    if _cache is None or _cache[0] != key:
        _cache = (key, chain_geometry(links, board, marks))
    return _cache[1]


def paint_chain(p: QPainter, geometry: ChainGeometry, color: QColor, halo: QColor, shown: float = math.inf) -> None:
    """Stroke the arrows, the first ``shown`` of them (a fraction draws part of the next one).

    The arrows lie over a wider stroke of ``halo`` (the board's background, half transparent)
    that parts them from the digits and grid lines they cross; all halos go first, so an arrow
    crossing another is not cut by its halo. One stroke per path: Qt strokes a path of many
    parts several times slower than the parts one by one.
    """
    n = len(geometry.arrows) if shown >= len(geometry.arrows) else math.ceil(shown)
    if n <= 0:
        return
    strokes = geometry.strokes() if n == len(geometry.arrows) and shown >= n else geometry.strokes(shown)
    third = geometry.third
    width = max(1.5, third * 0.1)
    p.save()
    # The halo without antialiasing: its edges are faint anyway, and a wide translucent
    # antialiased stroke costs several times a plain one.
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(halo, width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for path, _, _, _ in strokes:
        p.drawPath(path)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    ring_pen = QPen(color, max(1.0, width * 0.7))
    solid = QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    dashed = QPen(color, width, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap)
    dashed.setDashPattern([3.0, 2.2])
    for i, (_, line, head, strong) in enumerate(strokes):
        if geometry.rings[i]:
            p.setPen(ring_pen)
            for c in geometry.rings[i]:
                p.drawEllipse(c, third * 0.47, third * 0.47)
        p.setPen(solid if strong else dashed)
        p.drawPath(line)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawPolygon(head)
        p.setBrush(Qt.BrushStyle.NoBrush)
    p.restore()


def _share(arrow: Arrow, length: float) -> float:
    """About the share of the arrow that ``length`` pixels make."""
    chord = math.hypot(arrow.end.x() - arrow.start.x(), arrow.end.y() - arrow.start.y())
    if arrow.control is not None:
        chord *= 1.1  # a curve is longer than its chord
    return min(1.0, length / chord) if chord else 1.0
