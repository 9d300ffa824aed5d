"""The forcing chains' and nets' search: every premise propagated at once, the findings ranked.

A premise (a candidate assumed true or false) is propagated on ``fast.py``'s exact-cover int (all
324 constraints in one int, singles found with a few masks for all constraints at once),
keeping the state after each round; a chain is the same propagation with singles taken only in
constraints that held exactly two candidates at the start. Contradictions are read off the
states, verities are ``&`` of the branches' fact sets; the simplest finding comes first (fewest
propagation rounds, then fewest branches). ``forcing.py`` explains the findings it reports.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..candidates import DIGITS
from ..grid import UNITS_OF, cell_name
from ..puzzles.exact_cover import CANDIDATE, KEEP, G, L
from .cgrid import CandidateGrid
from .links import nodes_of

MAX_ROUNDS = 40
"""Propagation rounds per premise (each round takes every single at once); a bound, rarely hit."""
TIME_GUARD = 5.0
"""Seconds one search may take before it stops trying further premises (a safety net only: the
round bound keeps a search well under a second)."""
NESTED_BUDGET = 5_000
"""Propagations one nested search may run (about 50 ms): a premise that works usually takes
tens (at most about 1,400 at 40 forum-hardest stuck states); a grid with no nested
contradiction (a puzzle with several solutions, an almost empty board) spends it all."""

FIELD = 10  # fast.py's layout: 324 constraint fields of 9 candidate bits and a guard bit
CELL_BITS = sum(511 << (FIELD * c) for c in range(81))
"""The cell constraints' bits: one bit per candidate (bit ``10 * cell + digit - 1``)."""
SHIFT = 81 * FIELD
"""A fact set holds eliminations in the cell bits and placements in the same bits shifted up."""
AT = [-1] * (FIELD * 324)
"""Bit -> candidate ``9 * cell + digit - 1`` owning it."""
for _k, _mask in enumerate(CANDIDATE):
    _m = _mask
    while _m:
        _low = _m & -_m
        AT[_low.bit_length() - 1] = _k
        _m ^= _low

Premise = tuple[int, bool]
"""A candidate (``9 * cell + digit - 1``) assumed true or false."""


def cand(k: int) -> tuple[int, int]:
    """``(cell, digit)`` of candidate ``k``."""
    return k // 9, k % 9 + 1


def premise_text(k: int, true: bool = True) -> str:
    cell, d = cand(k)
    return f"{cell_name(cell)}{'=' if true else '<>'}{d}"


def field_cands(x: int, field: int) -> list[int]:
    """The candidates of ``x`` in constraint ``field``."""
    base = FIELD * field
    return [AT[base + i] for i in nodes_of((x >> base) & 511)]


def nonempty(s: int) -> int:
    """Guard bits of the fields of ``s`` that hold at least one bit."""
    return ((s | G) - L) & G


@dataclass(slots=True)
class _Run:
    """One premise propagated: ``states[r]`` is (candidates left, chosen) after round ``r``
    (``states[0]``: the premise applied); ``broken``: the last state has a contradiction."""

    states: list[tuple[int, int]]
    broken: bool


def propagate(x: int, chosen: int, allowed: int, limit: int) -> _Run:
    """Singles until none is left, a contradiction, or ``limit`` rounds; a single counts only in
    the fields whose guard bit is in ``allowed``."""
    states = [(x, chosen)]
    keep, candidate, at = KEEP, CANDIDATE, AT
    for _ in range(limit):
        t = (x | G) - L
        if t & G != G:
            return _Run(states, True)
        one = allowed & ~nonempty(t & x)  # fields with exactly one candidate
        forced = x & (one - (one >> 9)) & ~chosen
        if not forced:
            return _Run(states, False)
        seen: set[int] = set()
        while forced:
            p = forced.bit_length() - 1
            forced ^= 1 << p
            k = at[p]
            if k not in seen:
                seen.add(k)
                x &= keep[k]
                chosen |= candidate[k]
        states.append((x, chosen))
    return _Run(states, (((x | G) - L) & G) != G)


@dataclass(frozen=True, slots=True)
class Finding:
    """A conclusion found by the search. ``premises``: one (contradiction) or the branches
    (verity); ``group``: what the branches exhaust (``("cell", c, 0)``, ``("unit", u, d)``,
    ``("cand", k, 0)``; ``("", 0, 0)`` for a contradiction); ``facts``: the verity's conclusion as a fact
    set (placements shifted by ``SHIFT``); ``rank``: simplest first."""

    rank: tuple[int, ...]
    premises: tuple[Premise, ...]
    group: tuple[str, int, int]
    facts: int


@dataclass
class Search:
    x0: int
    chosen0: int
    allowed: int
    contradictions: list[Finding]
    finals: dict[Premise, tuple[int, int]]
    """The last state of every premise that led to no contradiction."""
    runs: dict[Premise, _Run]
    cands: list[int]
    _verities: list[Finding] | None = None

    @property
    def verities(self) -> list[Finding]:
        """Found when first asked: a contradiction, when there is one, is reported first."""
        if self._verities is None:
            self._verities = _verities(self)
        return self._verities


def _start(g: CandidateGrid) -> tuple[int, int] | None:
    """``g`` as (candidates, chosen) in fast.py's layout, its singles applied; None when broken."""
    x = chosen = 0
    for cell in range(81):
        v = g.values[cell]
        if v:
            x |= CANDIDATE[9 * cell + v - 1]
            chosen |= CANDIDATE[9 * cell + v - 1]
        else:
            for d in DIGITS[g.cands[cell]]:
                x |= CANDIDATE[9 * cell + d - 1]
    run = propagate(x, chosen, G, 81)
    return None if run.broken else run.states[-1]


def _two_fields(x: int) -> int:
    """Guard bits of the fields of ``x`` with exactly two candidates (bivalue cells, bilocal
    digits): a single there follows from one removal, a chain's link."""
    t = (x | G) - L
    u = t & x
    t2 = (u | G) - L
    return t2 & G & ~nonempty(t2 & u)


def _search(g: CandidateGrid, net: bool) -> Search | None:
    start = _start(g)
    if start is None:
        return None
    x0, chosen0 = start
    allowed = G if net else _two_fields(x0)
    free = x0 & ~chosen0 & CELL_BITS
    cands = [AT[p] for p in nodes_of(free)]
    runs: dict[Premise, _Run] = {}
    deadline = time.perf_counter() + TIME_GUARD
    for k in cands:
        if time.perf_counter() > deadline:
            break
        runs[(k, True)] = propagate(x0 & KEEP[k], chosen0 | CANDIDATE[k], allowed, MAX_ROUNDS)
        runs[(k, False)] = propagate(x0 & ~CANDIDATE[k], chosen0, allowed, MAX_ROUNDS)

    # fewest rounds first; a placement (premise false) before an elimination
    contradictions = [
        Finding((len(run.states), p[1], p[0]), (p,), ("", 0, 0), 0) for p, run in runs.items() if run.broken
    ]
    contradictions.sort(key=lambda f: f.rank)

    finals = {p: run.states[-1] for p, run in runs.items() if not run.broken}
    return Search(x0, chosen0, allowed, contradictions, finals, runs, cands)


def _verities(search: Search) -> list[Finding]:
    """What every branch of a cell, a unit's digit or a candidate's two values leads to."""
    runs, cands, x0, chosen0 = search.runs, search.cands, search.x0, search.chosen0
    facts_cache: dict[tuple[Premise, int], int] = {}

    def facts(p: Premise, r: int) -> int:
        """Facts of premise ``p`` after round ``r`` (its last state when it stopped earlier)."""
        states = runs[p].states
        r = min(r, len(states) - 1)
        key = (p, r)
        if key not in facts_cache:
            x, chosen = states[r]
            facts_cache[key] = (x0 & ~x & CELL_BITS) | ((chosen & ~chosen0 & CELL_BITS) << SHIFT)
        return facts_cache[key]

    groups: list[tuple[tuple[str, int, int], list[Premise]]] = []
    by_cell: dict[int, list[Premise]] = {}
    by_unit: dict[int, list[Premise]] = {}  # unit * 10 + digit -> its places, cells ascending
    for k in cands:
        cell = k // 9
        by_cell.setdefault(cell, []).append((k, True))
        for u in UNITS_OF[cell]:
            by_unit.setdefault(u * 10 + k % 9 + 1, []).append((k, True))
    groups += [(("cell", c, 0), ps) for c, ps in by_cell.items()]
    for key in sorted(by_unit):
        if len(ps := by_unit[key]) >= 2:
            groups.append((("unit", key // 10, key % 10), ps))
    groups += [(("cand", k, 0), [(k, True), (k, False)]) for k in cands]

    best: dict[int, Finding] = {}
    final = {p: facts(p, MAX_ROUNDS) for p, run in runs.items() if not run.broken}
    for group, ps in groups:
        common = -1
        for p in ps:
            f = final.get(p)
            if f is None:  # a broken or untried branch: no verity here
                common = 0
                break
            common &= f
        if not common:
            continue
        r, now = _first_round(ps, common, max(len(runs[p].states) for p in ps) - 1, facts)
        placed = now >> SHIFT
        target = (placed & -placed) << SHIFT if placed else now
        finding = Finding((r, len(ps), 0 if placed else 1, _rank_of(group)), tuple(ps), group, target)
        old = best.get(target)
        if old is None or finding.rank < old.rank:
            best[target] = finding
    return sorted(best.values(), key=lambda f: f.rank)


def _first_round(ps: list[Premise], common: int, last: int, facts: Callable[[Premise, int], int]) -> tuple[int, int]:
    """The first round ``r`` (at most ``last``, where they share ``common``) after which the
    branches ``ps`` share a fact, and the facts they share then. Facts only accumulate round by
    round, so the shared ones do too: the round is found by halving."""
    lo, hi = 0, last
    while lo < hi:
        mid = (lo + hi) // 2
        now = common
        for p in ps:
            now &= facts(p, mid)
            if not now:
                break
        if now:
            hi = mid
        else:
            lo = mid + 1
    now = common
    for p in ps:
        now &= facts(p, lo)
    return lo, now


def _rank_of(group: tuple[str, int, int]) -> int:
    """Ties: cell forcing, then unit forcing, then both values of a candidate."""
    return {"cell": 0, "unit": 1, "cand": 2}[group[0]]


def searched(g: CandidateGrid, net: bool) -> Search | None:
    """The search of ``g`` in chain or net mode, once per grid state."""
    return g.memo(("forcing", net), lambda: [_search(g, net)])[0]
