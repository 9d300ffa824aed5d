"""Sudoku Explainer's chains: bidirectional cycles and forcing X-/Y-chains (6.5-7.x), Nishio
(7.5+), multiple forcing chains (cell and region, 8.0+), dynamic forcing chains (8.5+), and the
"(+)" and nested dynamic chains (9.0, 9.5, 10.0, 10.5, 11.0 + the length term).

A chain is a graph of candidates assumed on or off, each node keeping the nodes it follows from
(its parents). SE 1.2.1 (``rules.chaining.Chaining``) grows it breadth first, an "on" node before
any "off" one; its difficulty is the family's base plus ``length_difficulty`` of the number of
distinct nodes behind its conclusions (its complexity). In dynamic mode the candidates the chain
turns off are removed from a working copy of the grid as it goes, so later singles see them
gone, and those removed candidates become extra parents of the node they force. At level 1 and
above, when a chain stops, the simple techniques (and at level 2+ chains themselves) are run on
that working grid and what they remove carries on the chain.

Of all the hints a family finds, SE takes the one of least difficulty, then least complexity,
then by kind, then the first found.
"""

from __future__ import annotations

from collections.abc import Callable

from .board import BLOCK, CELL_HOUSE, COLUMN, HOUSE_CELLS, HOUSE_TYPES, HOUSES, ROW, SeGrid, bits
from .chain_hints import (
    BINARY,
    CELL_REDUCTION,
    CYCLE,
    FORCING,
    REGION_REDUCTION,
    ChainHint,
    length_difficulty,
    nested_suffix,
)
from .chain_nodes import Node, OnChain, ancestor_count, is_parent, key_of, off_to_on, on_to_off
from .implications import HintsOf, Implications
from .rules import popcount

Cancelled = Callable[[], bool]


class ChainingCancelled(Exception):
    """Raised inside a chain search when the caller's ``cancelled`` callback says stop."""


class Chaining:
    """One of SE's chaining rules: ``multiple`` (cell/region forcing chains), ``dynamic``,
    ``nishio`` and the nesting ``level`` (0..5). ``inner``: Sukaku Explainer's level 4, which
    nests dynamic forcing chains of that level (0..3) and nothing else (its ``nestingLimit``)."""

    def __init__(
        self,
        multiple: bool,
        dynamic: bool,
        nishio: bool,
        level: int,
        cancelled: Cancelled | None = None,
        inner: int | None = None,
    ):
        self.multiple = multiple
        self.dynamic = dynamic
        self.nishio = nishio
        self.level = level
        self.inner = inner
        self.cancelled = cancelled
        self.implications = Implications(dynamic, nishio, level, self._nested_rules)
        self._last_key: object = None
        self._last_hints: list[ChainHint] = []

    def _nested_rules(self, level: int) -> list[HintsOf]:
        """The chaining rules a chain of nesting ``level`` runs inside itself (SE's
        ``getOtherRules``): forcing chains at 2, multiple ones too at 3, dynamic ones from 4,
        and at 5+ dynamic chains nested ``level - 3`` deep."""
        if level < 2:
            return []
        if self.inner is not None and level >= 4:
            return [Chaining(True, True, False, self.inner, self.cancelled).hints]
        if level < 4:
            inner = [Chaining(False, False, False, 0, self.cancelled)]
            if level >= 3:
                inner.append(Chaining(True, False, False, 0, self.cancelled))
        else:
            inner = [Chaining(True, True, False, 0, self.cancelled)]
            if level >= 5:
                inner.append(Chaining(True, True, False, level - 3, self.cancelled))
        return [rule.hints for rule in inner]

    def base_difficulty(self) -> float:
        if self.level >= 2:
            return 9.5 + 0.5 * (self.level - 2)
        if self.level > 0:
            return 8.5 + 0.5 * self.level
        if self.nishio:
            return 7.5
        if self.dynamic:
            return 8.5
        return 8.0

    def name(self) -> str:
        if self.nishio:
            return "Nishio Forcing Chains"
        if self.dynamic:
            return "Dynamic Forcing Chains" + nested_suffix(self.level)
        if self.multiple:
            return "Multiple Forcing Chains"
        return "Forcing Chains & Cycles"

    # ---------------------------------------------------------------- search
    def hints(self, grid: SeGrid, prune: bool = False) -> list[ChainHint]:
        """Every hint of this rule on ``grid``, easiest first, one per set of removals.

        ``prune``: the caller only wants the easiest hint, so the X-/Y-chain search stops growing
        a chain once it is longer than the easiest found so far (the easiest one and all that tie
        with it are still found, in SE's order); nested rules need them all.
        """
        key = (grid.key(), prune)
        if key == self._last_key:
            return self._last_hints
        if self.multiple or self.dynamic:
            found = self._multiple_chains(grid)
        else:
            found = []
            best = [float("inf")]
            for is_y, is_x in ((False, True), (True, False), (True, True)):
                found.extend(self._loops(grid, is_y, is_x, best if prune else [float("inf")]))
        found.sort(key=lambda h: (h.difficulty(), h.complexity(), h.sort_key()))
        unique: list[ChainHint] = []
        seen: set[tuple[tuple[int, int], ...]] = set()
        for hint in found:
            sig = tuple(sorted(hint.removals.items()))
            if sig not in seen:
                seen.add(sig)
                unique.append(hint)
        self._last_key = key
        self._last_hints = unique
        return unique

    def _check(self) -> None:
        if self.cancelled is not None and self.cancelled():
            raise ChainingCancelled

    # ----------------------------------------------------- unary (X/Y) chains
    def _loops(self, grid: SeGrid, is_y: bool, is_x: bool, best: list[float]) -> list[ChainHint]:
        result: list[ChainHint] = []
        cands = grid.cands
        for cell in range(81):
            mask = cands[cell]
            if grid.values[cell] or popcount(mask) <= 1:
                continue
            self._check()
            for value in bits(mask):
                self._unary(grid, Node(cell, value, True), result, is_y, is_x, best)
        return result

    def _unary(
        self, grid: SeGrid, p_on: Node, result: list[ChainHint], is_y: bool, is_x: bool, best: list[float]
    ) -> None:
        if popcount(grid.cands[p_on.cell]) > 2 and not is_x:
            return
        cycle_base = 7.0 if is_x and is_y else 6.5
        chain_base = 7.0 if is_x and is_y else 6.6
        cycles: list[Node] = []
        chains: dict[int, Node] = {}
        if cycle_base <= best[0]:
            self._cycles(grid, p_on, is_y, is_x, cycles, _max_depth(cycle_base, best[0]))
        if is_x and chain_base <= best[0]:
            depth = _max_depth(chain_base, best[0])
            self._forcing(grid, {p_on.key: p_on}, {}, is_y, chains, p_on, depth)
            p_off = Node(p_on.cell, p_on.value, False)
            self._forcing(grid, {}, {p_off.key: p_off}, is_y, chains, p_off, depth)
        for dst_on in cycles:
            dst_off = _reversed_cycle(dst_on)
            hint = _cycle_hint(self, grid, dst_on, dst_off, is_y, is_x)
            if hint.removals:
                result.append(hint)
                best[0] = min(best[0], hint.difficulty())
        for target in chains.values():
            cell, value = target.cell, target.value
            removals = {cell: grid.cands[cell] & ~(1 << value)} if target.on else {cell: 1 << value}
            hint = ChainHint(self, FORCING, removals, [target], target, is_x, is_y)
            if removals[cell]:
                result.append(hint)
                best[0] = min(best[0], hint.difficulty())

    def _cycles(self, grid: SeGrid, source: Node, is_y: bool, is_x: bool, cycles: list[Node], max_depth: int) -> None:
        to_on: dict[int, Node] = {source.key: source}
        to_off: dict[int, Node] = {}
        pending_on: list[Node] = [source]
        pending_off: list[Node] = []
        source_key = source.key
        length = 0
        while pending_on or pending_off:
            length += 1
            if length + 1 > max_depth:
                return
            for p in pending_on:
                for off in on_to_off(grid.cands, p, is_y):
                    if not is_parent(p, off):
                        pending_off.append(off)
                        to_off.setdefault(off.key, off)
            pending_on = []
            length += 1
            for p in pending_off:
                for on in off_to_on(grid.cands, p, None, to_off, is_y, is_x):
                    k = on.key
                    if length >= 4 and k == source_key:
                        cycles.append(on)
                    if k not in to_on:
                        pending_on.append(on)
                        to_on[k] = on
            pending_off = []

    def _forcing(
        self,
        grid: SeGrid,
        to_on: dict[int, Node],
        to_off: dict[int, Node],
        is_y: bool,
        chains: dict[int, Node],
        source: Node,
        max_depth: int,
    ) -> None:
        pending_on = list(to_on.values())
        pending_off = list(to_off.values())
        conj = key_of(source.cell, source.value, not source.on)
        rounds = 0
        while pending_on or pending_off:
            rounds += 1
            if 2 * rounds - 1 > max_depth:
                return
            for p in pending_on:
                for off in on_to_off(grid.cands, p, is_y):
                    k = off.key
                    if k == conj and k not in chains:
                        chains[k] = off
                    if not is_parent(p, off) and k not in to_off:
                        pending_off.append(off)
                        to_off[k] = off
            pending_on = []
            for p in pending_off:
                for on in off_to_on(grid.cands, p, None, to_off, is_y, True):
                    k = on.key
                    if k == conj and k not in chains:
                        chains[k] = on
                    if k not in to_on:
                        pending_on.append(on)
                        to_on[k] = on
            pending_off = []

    # ------------------------------------------------ multiple / dynamic chains
    def _multiple_chains(self, grid: SeGrid) -> list[ChainHint]:
        result: list[ChainHint] = []
        cands = grid.cands
        on_cache: dict[int, OnChain] = {}
        for cell in range(81):
            if grid.values[cell]:
                continue
            card = popcount(cands[cell])
            if not (card > 2 or (card > 1 and self.dynamic)):
                continue
            self._check()
            value_on: dict[int, dict[int, Node]] = {}
            value_off: dict[int, dict[int, Node]] = {}
            cell_on: dict[int, Node] | None = None
            cell_off: dict[int, Node] = {}
            for value in bits(cands[cell]):
                p_on = Node(cell, value, True)
                p_off = Node(cell, value, False)
                on_to_on, on_to_off = self._binary(grid, p_on, p_off, result, card, on_cache)
                if not self.nishio:
                    self._regions(grid, result, cell, value, on_to_on, on_to_off, on_cache)
                value_on[value] = on_to_on
                value_off[value] = on_to_off
                if cell_on is None:
                    cell_on = dict(on_to_on)
                    cell_off = dict(on_to_off)
                else:
                    cell_on = {k: v for k, v in cell_on.items() if k in on_to_on}
                    cell_off = {k: v for k, v in cell_off.items() if k in on_to_off}
            if not self.nishio and (card == 2 or (self.multiple and card > 2)) and cell_on is not None:
                for k in cell_on:
                    self._reduction(grid, result, CELL_REDUCTION, cell_on[k], value_on, (-1, -1))
                for k in cell_off:
                    self._reduction(grid, result, CELL_REDUCTION, cell_off[k], value_off, (-1, -1))
        return result

    def _reduction(
        self,
        grid: SeGrid,
        result: list[ChainHint],
        kind: int,
        target: Node,
        outcomes: dict[int, dict[int, Node]],
        house: tuple[int, int],
    ) -> None:
        removals = _removals_for(grid, target)
        if not removals:
            return
        k = target.key
        targets = [outcomes[i][k] for i in outcomes]
        result.append(ChainHint(self, kind, removals, targets, targets[0], house=house))

    def _on_chain(
        self, grid: SeGrid, cell: int, value: int, cache: dict[int, OnChain]
    ) -> tuple[dict[int, Node], dict[int, Node], tuple[Node, Node] | None]:
        k = key_of(cell, value, True)
        found = cache.get(k)
        if found is not None:
            return found
        p_on = Node(cell, value, True)
        to_on = {k: p_on}
        to_off: dict[int, Node] = {}
        absurd = self.implications.follow(grid, to_on, to_off)
        cache[k] = (to_on, to_off, absurd)
        return to_on, to_off, absurd

    def _binary(
        self,
        grid: SeGrid,
        p_on: Node,
        p_off: Node,
        result: list[ChainHint],
        card: int,
        cache: dict[int, OnChain],
    ) -> tuple[dict[int, Node], dict[int, Node]]:
        contradiction = self.dynamic or self.nishio
        reduction = card >= 3 and not self.nishio and self.dynamic
        on_to_on, on_to_off, absurd = self._on_chain(grid, p_on.cell, p_on.value, cache)
        p_on = on_to_on[p_on.key]
        if contradiction and absurd is not None:
            removals = {p_on.cell: 1 << p_on.value}
            result.append(self._binary_hint(removals, p_on, absurd, True, None))
        off_to_on: dict[int, Node] = {}
        off_to_off: dict[int, Node] = {p_off.key: p_off}
        absurd = self.implications.follow(grid, off_to_on, off_to_off)
        if contradiction and absurd is not None:
            removals = {p_off.cell: grid.cands[p_off.cell] & ~(1 << p_off.value)}
            if removals[p_off.cell]:
                result.append(self._binary_hint(removals, p_off, absurd, True, None))
        if reduction:
            for k, from_on in on_to_on.items():
                from_off = off_to_on.get(k)
                if from_off is not None:
                    removals = _removals_for(grid, from_on)
                    if removals:
                        result.append(self._binary_hint(removals, p_on, (from_on, from_off), False, from_on))
            for k, from_on in on_to_off.items():
                from_off = off_to_off.get(k)
                if from_off is not None:
                    removals = {from_off.cell: 1 << from_off.value}
                    result.append(self._binary_hint(removals, p_off, (from_on, from_off), False, from_off))
        return on_to_on, on_to_off

    def _binary_hint(
        self, removals: dict[int, int], source: Node, pair: tuple[Node, Node], absurd: bool, target: Node | None
    ) -> ChainHint:
        if self.nishio or absurd:
            result: Node | None = Node(source.cell, source.value, not source.on)
        else:
            result = pair[0]
        return ChainHint(self, BINARY, removals, [pair[0], pair[1]], result, absurd=absurd)

    def _regions(
        self,
        grid: SeGrid,
        result: list[ChainHint],
        cell: int,
        value: int,
        on_to_on: dict[int, Node],
        on_to_off: dict[int, Node],
        cache: dict[int, OnChain],
    ) -> None:
        cands = grid.cands
        bit = 1 << value
        for kind in HOUSE_TYPES:
            number = CELL_HOUSE[cell][kind]
            house = HOUSES[kind][number]
            positions = [c for c in house if cands[c] & bit]
            count = len(positions)
            if not (count == 2 or (self.multiple and count > 2)) or positions[0] != cell:
                continue
            if count < 2:
                continue
            pos_on: dict[int, dict[int, Node]] = {}
            pos_off: dict[int, dict[int, Node]] = {}
            region_on: dict[int, Node] = {}
            region_off: dict[int, Node] = {}
            first = True
            for other in positions:
                if other == cell:
                    o_on, o_off = on_to_on, on_to_off
                else:
                    o_on, o_off, _ = self._on_chain(grid, other, value, cache)
                pos_on[other] = o_on
                pos_off[other] = o_off
                if first:
                    region_on = dict(o_on)
                    region_off = dict(o_off)
                    first = False
                else:
                    region_on = {k: v for k, v in region_on.items() if k in o_on}
                    region_off = {k: v for k, v in region_off.items() if k in o_off}
            for p in region_on.values():
                self._reduction(grid, result, REGION_REDUCTION, p, pos_on, (kind, number))
            for p in region_off.values():
                self._reduction(grid, result, REGION_REDUCTION, p, pos_off, (kind, number))

    # ------------------------------------------------------------ nesting


def _removals_for(grid: SeGrid, target: Node) -> dict[int, int]:
    if target.on:
        rest = grid.cands[target.cell] & ~(1 << target.value)
        return {target.cell: rest} if rest else {}
    return {target.cell: 1 << target.value}


def _max_depth(base: float, bound: float) -> int:
    """The deepest level of a linear chain whose difficulty can still be at most ``bound``."""
    if bound == float("inf"):
        return 1 << 30
    depth = 2
    while base + length_difficulty(depth + 1) <= bound + 1e-9:
        depth += 1
        if depth > 4096:
            break
    return depth


def _reversed_cycle(org: Node) -> Node:
    chain: list[Node] = []
    p: Node | None = org
    while p is not None:
        rev = Node(p.cell, p.value, not p.on, p.cause)
        chain.insert(0, rev)
        p = p.parents[0] if p.parents else None
    prev: Node | None = None
    for rev in chain:
        if prev is not None:
            prev.parents.append(rev)
        prev = rev
    return chain[0]


def _cycle_hint(rule: Chaining, grid: SeGrid, dst_on: Node, dst_off: Node, is_y: bool, is_x: bool) -> ChainHint:
    cands = grid.cands
    cells: dict[int, None] = {}
    p = dst_on
    while p.parents:
        cells.setdefault(p.cell, None)
        p = p.parents[0]
    forw: dict[tuple[int, int], None] = {}
    back: set[tuple[int, int]] = set()
    p = dst_on
    while p.parents:
        bit = 1 << p.value
        for c in HOUSE_CELLS[p.cell]:
            if c not in cells and cands[c] & bit:
                if p.on:
                    forw.setdefault((c, p.value), None)
                else:
                    back.add((c, p.value))
        p = p.parents[0]
    removals: dict[int, int] = {}
    for c, v in forw:
        if (c, v) in back:
            removals[c] = removals.get(c, 0) | 1 << v
    return ChainHint(rule, CYCLE, removals, [dst_on, dst_off], None, is_x, is_y)


__all__ = [
    "BLOCK",
    "COLUMN",
    "ROW",
    "ChainHint",
    "Chaining",
    "ChainingCancelled",
    "Node",
    "ancestor_count",
    "length_difficulty",
]
