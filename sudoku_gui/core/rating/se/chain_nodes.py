"""The nodes of Sudoku Explainer's chains and the one-step implications between them.

A node is a candidate assumed on or off, keeping the nodes it follows from (its parents). From
an "on" node its cell's other digits and its digit in the peers go off; from an "off" node, the
other digit of a bivalue cell and the other place of a bilocal digit come on (SE 1.2.1's
``getOnToOff`` and ``getOffToOn``). ``se_chains`` builds its chains from these steps,
``se_implications`` follows them to the end.
"""

from __future__ import annotations

from typing import Protocol

from .board import CELL_HOUSE, HOUSE_TYPES, HOUSES, bits
from .rules import popcount


class NestedChain(Protocol):
    """What a node needs of the chain found inside it (a ``ChainHint``, levels 1+): its
    complexity. A protocol, so that this module needs not import chain_hints (which builds on it)."""

    def complexity(self) -> int: ...


NAKED = 3
"""Cause of a node forced by its cell (the other causes are the house types 0..2)."""
ADVANCED = 4
"""Cause of a node removed by a technique run inside the chain (levels 1+)."""


class Node:
    """A candidate assumed on or off, with the nodes it follows from."""

    __slots__ = ("cell", "value", "on", "parents", "cause", "nested", "key")

    def __init__(self, cell: int, value: int, on: bool, cause: int = -1, nested: NestedChain | None = None) -> None:
        self.cell = cell
        self.value = value
        self.on = on
        self.parents: list[Node] = []
        self.cause = cause
        self.nested = nested
        # (the search looks nodes up by key millions of times: kept, not recomputed)
        self.key: int = (cell * 10 + value) * 2 + on


def key_of(cell: int, value: int, on: bool) -> int:
    return (cell * 10 + value) * 2 + on


def ancestor_count(node: Node) -> int:
    """SE's ``getAncestorCount``: distinct candidates (by cell, digit, state) behind a node."""
    seen: set[int] = set()
    todo = [node]
    while todo:
        nxt: list[Node] = []
        for p in todo:
            k = (p.cell * 10 + p.value) * 2 + p.on
            if k not in seen:
                seen.add(k)
                nxt.extend(p.parents)
        todo = nxt
    return len(seen)


def chain_nodes(target: Node) -> list[Node]:
    """SE's ``getChain``: the nodes behind ``target``, breadth first, each candidate once."""
    result: list[Node] = []
    done: set[int] = set()
    todo = [target]
    while todo:
        nxt: list[Node] = []
        for p in todo:
            k = p.key
            if k not in done:
                done.add(k)
                result.append(p)
                nxt.extend(p.parents)
        todo = nxt
    return result


def _peer_kinds() -> tuple[tuple[tuple[int, int], ...], ...]:
    out = []
    for cell in range(81):
        seen: dict[int, int] = {}
        for kind in HOUSE_TYPES:
            for other in HOUSES[kind][CELL_HOUSE[cell][kind]]:
                if other != cell:
                    seen.setdefault(other, kind)
        out.append(tuple(seen.items()))
    return tuple(out)


PEER_KINDS = _peer_kinds()
"""A cell's peers with the house type SE names as the cause (block first, then row, column)."""

OnChain = tuple[dict[int, "Node"], dict[int, "Node"], tuple["Node", "Node"] | None]
"""What assuming a candidate on implies: the nodes on, the nodes off, and the contradiction."""

CELL_HOUSES = tuple(tuple(HOUSES[k][CELL_HOUSE[c][k]] for k in HOUSE_TYPES) for c in range(81))


def is_parent(child: Node, parent: Node) -> bool:
    k = parent.key
    parents = child.parents
    while parents:
        p = parents[0]
        if p.key == k:
            return True
        parents = p.parents
    return False


def on_to_off(cands: list[int], p: Node, is_y: bool) -> list[Node]:
    result: list[Node] = []
    cell, value = p.cell, p.value
    if is_y:
        for v in bits(cands[cell] & ~(1 << value)):
            node = Node(cell, v, False, NAKED)
            node.parents.append(p)
            result.append(node)
    bit = 1 << value
    for other, kind in PEER_KINDS[cell]:  # (each peer once)
        if cands[other] & bit:
            node = Node(other, value, False, kind)
            node.parents.append(p)
            result.append(node)
    return result


def off_to_on(
    cands: list[int], p: Node, source: list[int] | None, to_off: dict[int, Node], is_y: bool, is_x: bool
) -> list[Node]:
    result: list[Node] = []
    cell, value = p.cell, p.value
    if is_y:
        mask = cands[cell]
        if popcount(mask) == 2:
            other = (mask & ~(1 << value)).bit_length() - 1
            node = Node(cell, other, True, NAKED)
            node.parents.append(p)
            if source is not None:
                for v in bits(source[cell] & ~mask):
                    parent = to_off.get(key_of(cell, v, False))
                    if parent is not None:
                        node.parents.append(parent)
            result.append(node)
    if is_x:
        bit = 1 << value
        seen: list[int] = []
        for kind, house in zip(HOUSE_TYPES, CELL_HOUSES[cell], strict=True):
            first = second = -1
            for c in house:
                if cands[c] & bit:
                    if first < 0:
                        first = c
                    elif second < 0:
                        second = c
                    else:
                        second = -1  # a third place: no link
                        break
            if second < 0:
                continue
            other = second if first == cell else first
            if other in seen:
                continue
            seen.append(other)
            node = Node(other, value, True, kind)
            node.parents.append(p)
            if source is not None:
                for c in house:
                    if source[c] & bit and not cands[c] & bit:
                        parent = to_off.get(key_of(c, value, False))
                        if parent is not None:
                            node.parents.append(parent)
            result.append(node)
    return result
