"""Following a chain's implications to the end: what Sudoku Explainer's dynamic and nested
chains conclude from a set of assumptions.

``Implications.follow`` grows the on and off nodes breadth first, an "on" node before any "off"
one (SE 1.2.1's ``doChaining``), until a candidate is both on and off (a contradiction) or nothing
more follows. In dynamic mode the candidates turned off are removed from a working copy of the
grid as it goes, so later singles see them gone. At level 1 and above, when the singles stop, the
simple techniques (and at level 2+ chains themselves) run on that working grid, and what they
remove carries the chain on (SE's ``getAdvancedPotentials``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

from .board import HOUSES, SeGrid, SeHint, bits
from .chain_nodes import ADVANCED, NAKED, PEER_KINDS, NestedChain, Node, key_of, off_to_on
from .rules import fish, hidden_sets, locking, naked_sets


class ChainFound(NestedChain, Protocol):
    """What the search needs of a nested chaining rule's hint (a ``ChainHint``): what it removes
    and which candidates it relied on. A protocol, so that no import circle runs through chain_hints."""

    removals: dict[int, int]

    def rule_parents(self, initial: list[int], current: list[int]) -> list[tuple[int, int]]: ...


HintsOf = Callable[[SeGrid], "Sequence[ChainFound]"]
"""A chaining rule's search: its hints on a grid (``Chaining.hints``)."""


class Implications:
    """The implication engine of one chaining rule: ``dynamic``, ``nishio`` (no cell
    implications) and the nesting ``level``; ``nested(level)`` gives the chaining rules a chain
    of this level runs inside itself (built when first needed)."""

    def __init__(self, dynamic: bool, nishio: bool, level: int, nested: Callable[[int], list[HintsOf]]) -> None:
        self.dynamic = dynamic
        self.nishio = nishio
        self.level = level
        self._nested = nested
        self._other_rules: list[Callable[[SeGrid], list[AdvancedHint]]] | None = None

    def follow(self, grid: SeGrid, to_on: dict[int, Node], to_off: dict[int, Node]) -> tuple[Node, Node] | None:
        """Grow the assumptions ``to_on`` and ``to_off`` (node key -> node) breadth first, an on
        node before any off one; the (on, off) pair of the first candidate found both on and
        off, or None when nothing more follows. ``grid`` is left as it was."""
        cands = grid.cands
        save = cands[:]
        y = not self.nishio
        dynamic = self.dynamic
        pending_on: deque[Node] = deque(to_on.values())
        pending_off: deque[Node] = deque(to_off.values())
        try:
            while pending_on or pending_off:
                if pending_on:
                    clash = _turn_off(cands, pending_on.popleft(), y, to_on, to_off, pending_off)
                    if clash is not None:
                        return clash
                else:
                    p = pending_off.popleft()
                    made = off_to_on(cands, p, save if dynamic else None, to_off, y, True)
                    if dynamic:
                        cands[p.cell] &= ~(1 << p.value)
                    for on in made:
                        k = on.key
                        if k - 1 in to_off:
                            return (on, to_off[k - 1])
                        if k not in to_on:
                            to_on[k] = on
                            pending_on.append(on)
                if not pending_on and not pending_off and self.level > 0:
                    for off in self._advanced(grid, save, to_off):
                        k = off.key
                        if k not in to_off:
                            to_off[k] = off
                            pending_off.append(off)
            return None
        finally:
            grid.cands[:] = save

    def _advanced(self, grid: SeGrid, source: list[int], to_off: dict[int, Node]) -> list[Node]:
        if self._other_rules is None:
            rules: list[Callable[[SeGrid], list[AdvancedHint]]] = [
                _simple_rule(lambda g: locking(g, False), "locking"),
                _simple_rule(lambda g: hidden_sets(g, 2, False), "hidden"),
                _simple_rule(lambda g: naked_sets(g, 2), "naked"),
                _simple_rule(lambda g: fish(g, 2), "fish"),
            ]
            for hints in self._nested(self.level):
                rules.append(_chain_rule(hints))
            self._other_rules = rules
        result: list[Node] = []
        current = grid.cands
        for other in self._other_rules:
            for adv in other(grid):
                parents = adv.parents(source, current)
                if not parents:
                    continue
                for cell, mask in adv.removals.items():
                    for v in bits(mask):
                        node = Node(cell, v, False, ADVANCED, adv.nested)
                        for pc, pv in parents:
                            real = to_off.get(key_of(pc, pv, False))
                            if real is not None:
                                node.parents.append(real)
                        result.append(node)
            if result:
                break
        return result


def _turn_off(
    cands: list[int],
    p: Node,
    y: bool,
    to_on: dict[int, Node],
    to_off: dict[int, Node],
    pending_off: deque[Node],
) -> tuple[Node, Node] | None:
    """What the "on" node ``p`` turns off: the cell's other candidates (unless ``y`` is false:
    Nishio) and its digit in the peers, each added to ``to_off`` and ``pending_off`` when new;
    the (on, off) pair of a candidate found both on and off, or None."""
    cell, value = p.cell, p.value
    if y:
        others = cands[cell] & ~(1 << value)
        while others:
            low = others & -others
            others ^= low
            v = low.bit_length() - 1
            k = (cell * 10 + v) * 2
            if k + 1 in to_on:
                off = Node(cell, v, False, NAKED)
                off.parents.append(p)
                return (to_on[k + 1], off)
            if k not in to_off:
                off = Node(cell, v, False, NAKED)
                off.parents.append(p)
                to_off[k] = off
                pending_off.append(off)
    bit = 1 << value
    for other, kind in PEER_KINDS[cell]:
        if cands[other] & bit:
            k = (other * 10 + value) * 2
            if k + 1 in to_on:
                off = Node(other, value, False, kind)
                off.parents.append(p)
                return (to_on[k + 1], off)
            if k not in to_off:
                off = Node(other, value, False, kind)
                off.parents.append(p)
                to_off[k] = off
                pending_off.append(off)
    return None


class AdvancedHint:
    """A hint found inside a chain (levels 1+): what it removes, and how to find the chain's
    removals it relied on."""

    __slots__ = ("removals", "parents", "nested")

    def __init__(
        self,
        removals: dict[int, int],
        parents: Callable[[list[int], list[int]], list[tuple[int, int]]],
        nested: NestedChain | None,
    ) -> None:
        self.removals = removals
        self.parents = parents
        self.nested = nested


def _simple_rule(search: Callable[[SeGrid], Iterator[SeHint]], kind: str) -> Callable[[SeGrid], list[AdvancedHint]]:
    def run(grid: SeGrid) -> list[AdvancedHint]:
        return [AdvancedHint(h.removals, _parents_of(h, kind), None) for h in search(grid)]

    return run


def _chain_rule(hints: HintsOf) -> Callable[[SeGrid], list[AdvancedHint]]:
    def run(grid: SeGrid) -> list[AdvancedHint]:
        return [AdvancedHint(h.removals, h.rule_parents, h) for h in hints(grid)]

    return run


def _parents_of(hint: SeHint, kind: str) -> Callable[[list[int], list[int]], list[tuple[int, int]]]:
    def parents(initial: list[int], current: list[int]) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        if kind in ("locking", "fish"):
            bit = hint.digits
            value = bit.bit_length() - 1
            houses = hint.houses
            covers: set[int] = set()
            for kind2, number in houses[1::2]:
                covers.update(HOUSES[kind2][number])
            for kind1, number in houses[0::2]:
                for c in HOUSES[kind1][number]:
                    if initial[c] & bit and not current[c] & bit and c not in covers:
                        out.append((c, value))
        elif kind == "hidden":
            kind1, number = hint.houses[0]
            digits = hint.digits
            cells = HOUSES[kind1][number]
            for c in cells:
                if not current[c] & digits:
                    for v in bits(initial[c] & digits):
                        out.append((c, v))
        else:
            digits = hint.digits
            for c in hint.cells:
                for v in bits(initial[c] & ~digits):
                    out.append((c, v))
        return out

    return parents
