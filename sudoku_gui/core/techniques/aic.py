"""Alternating inference chains (AIC) on the link graph of ``links.py``.

An AIC alternates strong and weak links and starts and ends with a strong link. Read from one
end: if the first candidate is false, the strong link makes the next one true, the weak link
after it makes the next one false, and so on, so the last candidate is true. Hence at least one
of the two ends is true, and any candidate weakly linked to both ends is false. With both ends
the same digit this is HoDoKu's AIC type 1; with different digits in cells that see each other
(or share a cell), type 2. Definitions: HoDoKu (hodoku.sourceforge.net/en/tech_chains.php),
SudokuWiki ("Alternating Inference Chains"). Notation: Eureka, ``(5)r2c3=(5)r2c7-(5)r8c7=...``.

The search walks implications breadth first from every start, a whole layer of nodes at a time
(729-bit sets), so each pair of ends is reported with a shortest chain.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate, Link
from .cgrid import CandidateGrid
from .links import LinkGraph, candidate, node_name, nodes_of

MAX_LINKS = 20
"""Longest chain searched, in links."""


def chains(graph: LinkGraph, start: int, max_links: int = MAX_LINKS) -> Iterator[list[int]]:
    """Every AIC from ``start`` (shortest first, one per end): node lists ``[start, ..., end]``
    whose links alternate strong, weak, strong, ... and end strong (an odd number of links)."""
    off_layers = [1 << start]  # nodes assumed false, by depth
    on_layers: list[int] = []  # nodes then true
    seen_off, seen_on = 1 << start, 0
    for _ in range((max_links + 1) // 2):
        on = 0
        for n in nodes_of(off_layers[-1]):
            on |= graph.strong[n]
        on &= ~seen_on & ~(1 << start)
        if not on:
            return
        seen_on |= on
        on_layers.append(on)
        for end in nodes_of(on):
            yield _path(graph, off_layers, on_layers, end)
        off = 0
        for n in nodes_of(on):
            off |= graph.weak[n]
        off &= ~seen_off
        if not off:
            return
        seen_off |= off
        off_layers.append(off)


def _path(graph: LinkGraph, off_layers: list[int], on_layers: list[int], end: int) -> list[int]:
    """Walk back from ``end`` (true at the last on-layer) to the start through the layers."""
    path = [end]
    node = end
    for k in range(len(on_layers) - 1, -1, -1):
        prev_off = next(n for n in nodes_of(off_layers[k]) if graph.strong[n] >> node & 1)
        path.append(prev_off)
        node = prev_off
        if k:
            prev_on = next(n for n in nodes_of(on_layers[k - 1]) if graph.weak[n] >> node & 1)
            path.append(prev_on)
            node = prev_on
    path.reverse()
    return path


def eureka(path: list[int]) -> str:
    """``(5)r2c3=(5)r2c7-(5)r8c7=(5)r8c3``: ``=`` strong links, ``-`` weak ones."""
    return "".join(("" if i == 0 else "=" if i % 2 else "-") + node_name(n) for i, n in enumerate(path))


def chain_links(path: list[int]) -> tuple[Link, ...]:
    """The links of an AIC node list for drawing: strong, weak, strong, ..."""
    return tuple(
        Link((candidate(a),), (candidate(b),), i % 2 == 0) for i, (a, b) in enumerate(zip(path, path[1:]))
    )


def aic(g: CandidateGrid) -> Iterator[Eliminate]:
    """AIC steps on ``g``: shortest chains first; one step per set of eliminations."""
    graph = LinkGraph(g)
    found: dict[frozenset[int], list[int]] = {}
    for start in nodes_of(graph.present):
        if not graph.strong[start]:
            continue
        for path in chains(graph, start):
            end = path[-1]
            if end < start:
                continue  # the same chain read backwards
            out = graph.present & graph.weak[start] & graph.weak[end] & ~(1 << start) & ~(1 << end)
            if not out:
                continue
            key = frozenset(nodes_of(out))
            if key not in found or len(path) < len(found[key]):
                found[key] = path
    for key, path in sorted(found.items(), key=lambda item: (len(item[1]), sorted(item[0]))):
        elims = tuple(sorted(candidate(n) for n in key))
        yield Eliminate(
            elims,
            "AIC",
            Message(
                QT_TRANSLATE_NOOP("steps", "AIC: {chain}; {cand} or {cand2} is true: {elims}"),
                chain=eureka(path),
                cand=node_name(path[0]),
                cand2=node_name(path[-1]),
                elims=elims,
            ),
            causes=tuple(dict.fromkeys(candidate(n)[0] for n in path)),
            pattern=tuple(candidate(n) for n in path),
            links=chain_links(path),
        )
