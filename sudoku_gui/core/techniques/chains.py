"""X-Chains and XY-Chains: alternating chains of strong and weak links.

Definitions as HoDoKu (hodoku.sourceforge.net/en/tech_chains.php) and SudokuWiki use them. A
strong link (=) joins two candidates of which one must be true; a weak link (-) two that cannot
both be true. A chain that starts and ends with strong links proves that one of its two ends is
true, so any candidate that sees both ends (and is the same digit) goes.

- X-Chain: one digit; strong links are houses where the digit has two places.
- XY-Chain: cells with two candidates; the strong links are inside the cells, the weak links
  join a digit in one cell to the same digit in a cell it sees. Both ends are the same digit.

The search is a breadth-first walk over implications (“if this is false, that is true”), so the
chain reported for each pair of ends is a shortest one; steps come out shortest chain first.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from functools import partial
from typing import TypeVar

from ..candidates import COUNT, DIGITS, bit
from ..grid import cell_name
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import PEER_SET, CandidateGrid, cell_list
from .digit_memo import on_digit
from .single_digit import strong_links

MAX_LINKS = 20
"""Longest chain reported, in links (HoDoKu's default limit is similar)."""

_Node = TypeVar("_Node")


def x_chain(g: CandidateGrid) -> Iterator[Eliminate]:
    found: list[tuple[int, Callable[[], Eliminate]]] = []
    for d in range(1, 10):
        found += on_digit("x_chain", g, d, partial(_x_chains_on, g, d))
    found.sort(key=lambda item: item[0])
    for _, step in found:  # built only when asked for: human takes the first
        yield step()


def _x_chains_on(g: CandidateGrid, d: int) -> list[tuple[int, Callable[[], Eliminate]]]:
    """(links, step builder) of every X-Chain on ``d`` (one per set of eliminations)."""
    found: list[tuple[int, Callable[[], Eliminate]]] = []
    strong: dict[int, set[int]] = {}
    for _, a, b in strong_links(g, d):
        strong.setdefault(a, set()).add(b)
        strong.setdefault(b, set()).add(a)
    where = g.where(d)
    seen_sets: set[frozenset[tuple[int, int]]] = set()
    for start in sorted(strong):
        # state: (cell, truth); (start, False) -> strong -> (x, True) -> weak -> (y, False) ...
        parent: dict[tuple[int, bool], tuple[int, bool] | None] = {(start, False): None}
        queue = deque([((start, False), 0)])
        while queue:
            (cell, truth), depth = queue.popleft()
            if depth >= MAX_LINKS:
                continue
            if truth:
                nxt = [(y, False) for y in cell_list(where & PEER_SET[cell])]
            else:
                nxt = [(y, True) for y in strong.get(cell, ())]
            for state in nxt:
                if state not in parent:
                    parent[state] = (cell, truth)
                    queue.append((state, depth + 1))
        for (end, truth), _ in list(parent.items()):
            if not truth or end <= start:
                continue
            out = where & PEER_SET[start] & PEER_SET[end]
            if not out:
                continue
            elims = tuple((c, d) for c in cell_list(out))
            key = frozenset(elims)
            if key in seen_sets:
                continue
            seen_sets.add(key)
            path = _path(parent, (end, True))
            found.append((len(path), partial(_x_chain_step, d, path, elims)))
    return found


def _x_chain_step(d: int, path: list[tuple[int, bool]], elims: tuple[tuple[int, int], ...]) -> Eliminate:
    text = "".join((cell_name(c) if i == 0 else ("=" if t else "-") + cell_name(c)) for i, (c, t) in enumerate(path))
    return Eliminate(
        elims,
        "X-Chain",
        Message(
            QT_TRANSLATE_NOOP("steps", "X-Chain on {digit}: {chain}; {cell} or {cell2} is {digit}: {elims}"),
            digit=d,
            chain=text,
            cell=path[0][0],
            cell2=path[-1][0],
            elims=elims,
        ),
        causes=tuple(c for c, _ in path),
        pattern=tuple((c, d) for c, _ in path),
    )


def xy_chain(g: CandidateGrid) -> Iterator[Eliminate]:
    cands = g.cands[:]  # the steps are built as they are taken: from this state, whatever follows
    cells = [c for c in range(81) if COUNT[cands[c]] == 2]
    by_digit = {d: [c for c in cells if g.cands[c] & bit(d)] for d in range(1, 10)}
    found: list[tuple[int, Callable[[], Eliminate]]] = []
    seen_sets: set[frozenset[tuple[int, int]]] = set()
    for start in cells:
        for a in DIGITS[g.cands[start]]:
            # state (cell, digit that is true there); start: start is not a -> its other digit is true
            first = (start, DIGITS[g.cands[start] & ~bit(a)][0])
            parent: dict[tuple[int, int], tuple[int, int] | None] = {first: None}
            queue = deque([(first, 1)])
            while queue:
                (cell, digit), depth = queue.popleft()
                if depth >= MAX_LINKS:
                    continue
                for nxt in by_digit[digit]:
                    if nxt == cell or not PEER_SET[cell] >> nxt & 1:
                        continue
                    state = (nxt, DIGITS[g.cands[nxt] & ~bit(digit)][0])  # nxt is not digit -> its other one
                    if state not in parent:
                        parent[state] = (cell, digit)
                        queue.append((state, depth + 1))
            for (end, digit), _ in list(parent.items()):
                if digit != a or end == start or end < start:
                    continue
                out = g.where(a) & PEER_SET[start] & PEER_SET[end]
                if not out:
                    continue
                elims = tuple((c, a) for c in cell_list(out))
                key = frozenset(elims)
                if key in seen_sets:
                    continue
                seen_sets.add(key)
                path = _path(parent, (end, digit))
                found.append((len(path), partial(_xy_chain_step, cands, a, path, elims)))
    found.sort(key=lambda item: item[0])
    for _, step in found:  # built only when asked for: human takes the first
        yield step()


def _xy_chain_step(
    cands: list[int], a: int, path: list[tuple[int, int]], elims: tuple[tuple[int, int], ...]
) -> Eliminate:
    text = "-".join(f"({DIGITS[cands[c] & ~bit(t)][0]}={t}){cell_name(c)}" for c, t in path)
    return Eliminate(
        elims,
        "XY-Chain",
        Message(
            QT_TRANSLATE_NOOP("steps", "XY-Chain: {chain}; {cell} or {cell2} is {digit}: {elims}"),
            chain=text,
            cell=path[0][0],
            cell2=path[-1][0],
            digit=a,
            elims=elims,
        ),
        causes=tuple(c for c, _ in path),
        pattern=tuple((c, x) for c, _ in path for x in DIGITS[cands[c]]),
    )


def _path(parent: dict[_Node, _Node | None], end: _Node) -> list[_Node]:
    out: list[_Node] = []
    node: _Node | None = end
    while node is not None:
        out.append(node)
        node = parent[node]
    return out[::-1]
