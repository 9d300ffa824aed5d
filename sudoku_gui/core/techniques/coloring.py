"""Simple Colors and Multi-Colors on one digit.

Definitions as HoDoKu (hodoku.sourceforge.net/en/tech_col.php) uses them: the strong links of a
digit join its candidates into clusters; within a cluster the two colors alternate along every
link, and exactly one color is true.

- Simple Colors Trap: a candidate outside the cluster that sees both colors goes.
- Simple Colors Wrap: two candidates of one color in the same house make that color false; all
  its candidates go.
- Multi-Colors 1: when a color of one cluster sees a color of another, the two opposite colors
  cannot both be false: candidates that see both opposite colors go.
- Multi-Colors 2: when one color of a cluster sees both colors of another cluster, it is false:
  all its candidates go.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import PEER_SET, CandidateGrid, cell_list
from .digit_memo import on_digit
from .single_digit import strong_links

Cluster = tuple[int, int]
"""The two colors of a cluster, each an 81-bit set of cells."""


def clusters(g: CandidateGrid, d: int) -> list[Cluster]:
    """Every cluster of two or more candidates of ``d`` joined by strong links, two-colored."""
    adj: dict[int, list[int]] = {}
    for _, a, b in strong_links(g, d):
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    color: dict[int, int] = {}
    out = []
    for start in sorted(adj):
        if start in color:
            continue
        color[start] = 0
        sets = [1 << start, 0]
        todo = [start]
        while todo:
            c = todo.pop()
            for n in adj[c]:
                if n not in color:
                    color[n] = 1 - color[c]
                    sets[color[n]] |= 1 << n
                    todo.append(n)
        out.append((sets[0], sets[1]))
    return out


def _seen_by(s: int) -> int:
    """Cells that see at least one cell of ``s``."""
    out = 0
    for c in cell_list(s):
        out |= PEER_SET[c]
    return out


def _conflicts(s: int) -> bool:
    """True when two cells of ``s`` share a house."""
    return any(PEER_SET[c] & s for c in cell_list(s))


def _step(name: str, d: int, elims: tuple[tuple[int, int], ...], colors: list[int], why: str) -> Eliminate:
    cells = [c for s in colors for c in cell_list(s)]
    return Eliminate(
        elims,
        name,
        Message(
            QT_TRANSLATE_NOOP("steps", "{technique} on {digit}: {msg}: {elims}"),
            technique=name,
            digit=d,
            msg=why,
            elims=elims,
        ),
        causes=tuple(cells),
        pattern=tuple((c, d) for c in cells),
    )


def simple_colors(g: CandidateGrid) -> Iterator[Eliminate]:
    for d in range(1, 10):
        yield from on_digit("simple_colors", g, d, partial(_simple_colors_on, g, d))


def _simple_colors_on(g: CandidateGrid, d: int) -> Iterator[Eliminate]:
    for a, b in clusters(g, d):
        for bad, good in ((a, b), (b, a)):
            if _conflicts(bad):
                elims = tuple((c, d) for c in cell_list(bad))
                yield _step(
                    "Simple Colors Wrap",
                    d,
                    elims,
                    [bad, good],
                    Message(
                        QT_TRANSLATE_NOOP("steps", "two of {cells} share a house, so that color is false"),
                        cells=cell_list(bad),
                    ),
                )
        out = g.where(d) & _seen_by(a) & _seen_by(b) & ~(a | b)
        if out:
            elims = tuple((c, d) for c in cell_list(out))
            yield _step(
                "Simple Colors Trap",
                d,
                elims,
                [a, b],
                Message(
                    QT_TRANSLATE_NOOP("steps", "colors {cells} / {cells2}; one color is true"),
                    cells=cell_list(a),
                    cells2=cell_list(b),
                ),
            )


def multi_colors(g: CandidateGrid) -> Iterator[Eliminate]:
    for d in range(1, 10):
        yield from on_digit("multi_colors", g, d, partial(_multi_colors_on, g, d))


def _multi_colors_on(g: CandidateGrid, d: int) -> Iterator[Eliminate]:
    cs = clusters(g, d)
    for i, (a1, a2) in enumerate(cs):
        for j, (b1, b2) in enumerate(cs):
            if i == j:
                continue
            for x, x_other in ((a1, a2), (a2, a1)):
                seen = _seen_by(x)
                if seen & b1 and seen & b2:
                    elims = tuple((c, d) for c in cell_list(x))
                    yield _step(
                        "Multi-Colors 2",
                        d,
                        elims,
                        [x, x_other, b1, b2],
                        Message(
                            QT_TRANSLATE_NOOP("steps", "{cells} see both colors of another cluster"),
                            cells=cell_list(x),
                        ),
                    )
            if i > j:
                continue  # type 1 is symmetric in the two clusters: one step per pair
            out = 0
            why: list[Message] = []
            for x, x_other in ((a1, a2), (a2, a1)):
                for y, y_other in ((b1, b2), (b2, b1)):
                    if _seen_by(x) & y:
                        out |= g.where(d) & _seen_by(x_other) & _seen_by(y_other)
                        why.append(
                            Message(
                                QT_TRANSLATE_NOOP("steps", "{cells} or {cells2} is true"),
                                cells=cell_list(x_other),
                                cells2=cell_list(y_other),
                            )
                        )
            if out:
                elims = tuple((c, d) for c in cell_list(out))
                yield _step(
                    "Multi-Colors 1",
                    d,
                    elims,
                    [a1, a2, b1, b2],
                    Message(QT_TRANSLATE_NOOP("steps", "two clusters touch, so {msg}"), msg=_joined(why)),
                )


def _joined(reasons: list[Message]) -> Message:
    """``reasons`` as one message, ``a; b; c``: each pair joined by a translatable template."""
    out = reasons[0]
    for reason in reasons[1:]:
        out = Message(QT_TRANSLATE_NOOP("steps", "{msg}; {msg2}"), msg=out, msg2=reason)
    return out
