"""Sudoku Explainer's chain hints: what one chaining conclusion removes or places, the chains
behind it, and its figures (complexity, difficulty on SE's scale, its name). The rules that find
them are in ``se_chains.py``; the difficulty is the family's base plus ``length_difficulty`` of
the number of distinct nodes behind the conclusion (SE 1.2.1 ``rules.chaining.ChainingHint``).
"""

from __future__ import annotations

from typing import Protocol

from .board import CELL_HOUSE, HOUSES, SeHint, bits
from .chain_nodes import ADVANCED, NAKED, Node, ancestor_count, chain_nodes


class ChainingRule(Protocol):
    """What a hint needs of the rule that found it (a ``Chaining``, which builds on this module):
    its kind and its base difficulty."""

    dynamic: bool
    nishio: bool
    level: int

    def base_difficulty(self) -> float: ...


def length_difficulty(complexity: int) -> float:
    """SE's length term: +0.1 for each step of 4, 6, 8, 12, 16, 24, 32... (alternately x3/2 and
    x4/3) that ``complexity - 2`` exceeds."""
    added = 0.0
    ceil = 4
    length = complexity - 2
    odd = False
    while length > ceil:
        added += 0.1
        ceil = ceil * 3 // 2 if not odd else ceil * 4 // 3
        odd = not odd
    return added


CYCLE, FORCING, BINARY, CELL_REDUCTION, REGION_REDUCTION = range(5)


class ChainHint:
    """One conclusion of a chaining rule: what it removes (``removals``), what it places
    (``result``, when it proves a digit), the chains' end nodes (``targets``) and its figures."""

    __slots__ = (
        "rule",
        "kind",
        "removals",
        "targets",
        "result",
        "is_x",
        "is_y",
        "absurd",
        "house",
        "_complexity",
        "_difficulty",
    )

    def __init__(
        self,
        rule: ChainingRule,
        kind: int,
        removals: dict[int, int],
        targets: list[Node],
        result: Node | None,
        is_x: bool = True,
        is_y: bool = True,
        absurd: bool = False,
        house: tuple[int, int] = (-1, -1),
    ) -> None:
        self.rule = rule
        self.kind = kind
        self.removals = removals
        self.targets = targets
        self.result = result
        self.is_x = is_x
        self.is_y = is_y
        self.absurd = absurd
        self.house = house
        self._complexity = -1
        self._difficulty = -1.0

    def flat_complexity(self) -> int:
        if self.kind in (CYCLE, FORCING):
            return ancestor_count(self.targets[0])
        return sum(ancestor_count(t) for t in self.targets)

    def complexity(self) -> int:
        if self._complexity < 0:
            result = self.flat_complexity()
            seen: set[int] = set()
            for target in self.targets:
                for p in chain_nodes(target):
                    if p.nested is not None and id(p.nested) not in seen:
                        seen.add(id(p.nested))
                        result += p.nested.complexity()
            self._complexity = result
        return self._complexity

    def difficulty(self) -> float:
        if self._difficulty < 0:
            if self.kind == CYCLE:
                base = 7.0 if self.is_x and self.is_y else 6.5
            elif self.kind == FORCING:
                base = 7.0 if self.is_x and self.is_y else 6.6
            else:
                base = self.rule.base_difficulty()
            self._difficulty = base + length_difficulty(self.complexity())
        return self._difficulty

    def sort_key(self) -> int:
        if self.kind in (CYCLE, FORCING):
            return 4 if self.is_x and self.is_y else (3 if self.is_y else 2)
        if self.kind == BINARY:
            return 7 if self.absurd else 1
        return 5 if self.kind == CELL_REDUCTION else 6

    def name(self) -> str:
        rule = self.rule
        if self.kind == CYCLE:
            if self.is_x and self.is_y:
                return "Bidirectional Cycle"
            return "Bidirectional Y-Cycle" if self.is_y else "Bidirectional X-Cycle"
        if self.kind == FORCING:
            if self.is_x and self.is_y:
                return "Forcing Chain"
            return "Forcing Y-Chain" if self.is_y else "Forcing X-Chain"
        prefix = "Dynamic " if rule.level > 0 or (rule.dynamic and not rule.nishio) else ""
        if rule.nishio:
            prefix = "Nishio "
        if self.kind == BINARY:
            core = "Forcing" if rule.nishio else ("Contradiction Forcing" if self.absurd else "Double Forcing")
        elif self.kind == CELL_REDUCTION:
            core = "Cell Forcing"
        else:
            core = "Region Forcing"
        return prefix + core + " Chains" + nested_suffix(rule.level)

    def placement(self) -> tuple[int, int] | None:
        if self.result is not None and self.result.on:
            return (self.result.cell, self.result.value)
        return None

    def to_hint(self) -> SeHint:
        place = self.placement()
        nodes: list[tuple[int, int, bool]] = []
        seen: set[int] = set()
        for target in self.targets:
            for p in chain_nodes(target):
                if p.key not in seen:
                    seen.add(p.key)
                    nodes.append((p.cell, p.value, p.on))
        cells = tuple(dict.fromkeys(c for c, _, _ in nodes))
        return SeHint(
            self.name(),
            self.difficulty(),
            dict(self.removals),
            cell=place[0] if place else -1,
            value=place[1] if place else 0,
            cells=cells,
            chain=tuple(nodes),
        )

    # --- parents for nested chains (SE's getRuleParents) ---
    def rule_parents(self, initial: list[int], current: list[int]) -> list[tuple[int, int]]:
        result: dict[tuple[int, int], None] = {}
        for target in self.targets:
            done: set[int] = set()
            todo = [target]
            while todo:
                nxt: list[Node] = []
                for p in todo:
                    if p.key in done:
                        continue
                    done.add(p.key)
                    cause = p.cause
                    if cause < 0:
                        if self.kind == CELL_REDUCTION:
                            cause = NAKED
                        elif self.kind == REGION_REDUCTION:
                            cause = self.house[0]
                    if p.on and cause >= 0:
                        if cause == NAKED:
                            gone = initial[p.cell] & ~current[p.cell]
                            for v in bits(gone):
                                result.setdefault((p.cell, v), None)
                        elif cause != ADVANCED:
                            bit = 1 << p.value
                            for c in HOUSES[cause][CELL_HOUSE[p.cell][cause]]:
                                if initial[c] & bit and not current[c] & bit:
                                    result.setdefault((c, p.value), None)
                    nxt.extend(p.parents)
                todo = nxt
        return list(result)


def nested_suffix(level: int) -> str:
    if level == 1:
        return " (+)"
    if level == 2:
        return " (+ Forcing Chains)"
    if level == 3:
        return " (+ Multiple Forcing Chains)"
    if level == 4:
        return " (+ Dynamic Forcing Chains)"
    if level >= 5:
        return " (+ Dynamic Forcing Chains" + nested_suffix(level - 3) + ")"
    return ""
