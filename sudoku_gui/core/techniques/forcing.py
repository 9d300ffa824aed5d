"""Forcing chains and forcing nets: assume a candidate true (or false), follow the singles it
forces, and conclude. The last resort of ``human`` before it guesses.

Definitions: HoDoKu (hodoku.sourceforge.net/en/tech_chains.php, "Forcing Chains/Nets"),
SudokuWiki ("Cell Forcing Chains", "Unit Forcing Chains", "Nishio"), Sudoku Explainer's forcing
chains. A **premise** is one candidate assumed true or false; its consequences follow by singles:
a true candidate removes its cell's other digits and its digit from its peers; a cell left with
one candidate holds it (naked single); a house left with one place for a digit holds it there
(hidden single). Then:

- **contradiction**: the premise leaves a cell without candidates, a digit without a place in a
  house, or a digit twice in a house (a candidate both true and false), so the premise is false
  (assumed true: the candidate goes; assumed false: it is placed);
- **verity**: every candidate of a cell (cell forcing), every place of a digit in a house (unit
  forcing), or both truth values of one candidate lead to the same fact (a placement or an
  elimination): one of the premises is true, so the fact is.

In a **forcing chain** every derived fact has one parent: a candidate removed by one true
candidate, or the other candidate of a bivalue cell or bilocal digit (of the grid as it is) made
true by one removal. A **forcing net** allows facts with several parents (a naked or hidden
single left by several removals). The conclusion may combine several chains (the branches of a
verity, the chains that empty a cell); each chain alone must be a chain.

Nested forcing nets are in ``forcing_nested.py``, built on the explanation here.

Search fast, explain slowly: ``forcing_search.py`` propagates every premise at once on
``fast.py``'s exact-cover int and ranks the findings (fewest propagation rounds, then fewest
branches); here, only for a step that is reported, a traced propagation records each fact's
parents to build the explanation and the links to draw.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import groupby

from ..grid import PEERS, UNITS_OF
from ..message import QT_TRANSLATE_NOOP, Message
from ..puzzles.exact_cover import CANDIDATE, EXCLUDES, KEEP, G, L
from ..steps import Branch, Eliminate, Link, Place, Step
from .cgrid import CandidateGrid
from .forcing_search import (
    AT,
    CELL_BITS,
    FIELD,
    MAX_ROUNDS,
    SHIFT,
    Finding,
    Premise,
    Search,
    cand,
    field_cands,
    nonempty,
    premise_text,
    searched,
)
from .links import nodes_of

FC_CONTRADICTION = "Forcing Chain Contradiction"
FC_VERITY = "Forcing Chain Verity"
FN_CONTRADICTION = "Forcing Net Contradiction"
FN_VERITY = "Forcing Net Verity"

MAX_SHOWN = 8
"""Placements shown per branch in a step's text; a longer branch shows its start and end."""


# -- explaining one finding --------------------------------------------------------------------


PREMISE = -1
NESTED = -2
"""Parents of a removed candidate that no true candidate removed: the premise itself, or a
nested contradiction (see ``nested_forcing_nets``)."""


@dataclass(slots=True)
class _Trace:
    """A premise propagated fact by fact: ``on[k]`` the removed candidates a true candidate
    follows from (``()`` for the premise), ``off[k]`` the true candidate that removed ``k``
    (or ``PREMISE``, ``NESTED``), ``round_of[k]`` when ``k`` became true, ``nested[k]`` the round
    and state in which a nested contradiction removed ``k``, ``end`` the contradiction
    (``("empty", field)`` or ``("both", candidate)``) or None."""

    on: dict[int, tuple[int, ...]]
    off: dict[int, int]
    round_of: dict[int, int]
    nested: dict[int, tuple[int, int, int]]
    end: tuple[str, int] | None


def _trace(
    start: tuple[int, int], allowed: int, premise: Premise, extra: tuple[int, ...] = (), limit: int = MAX_ROUNDS + 1
) -> _Trace:
    """The search's propagation of ``premise`` from ``start`` again, recording each fact's
    parents; at each standstill the next candidate of ``extra`` is removed (the nested
    contradictions a nested search found, in its order)."""
    x0 = start[0]
    x, chosen = start
    on: dict[int, tuple[int, ...]] = {}
    off: dict[int, int] = {}
    round_of: dict[int, int] = {}
    nested: dict[int, tuple[int, int, int]] = {}
    pending = list(extra)

    def choose(k: int, parents: tuple[int, ...], r: int) -> None:
        nonlocal x, chosen
        on[k] = parents
        round_of[k] = r
        for p in nodes_of(x & EXCLUDES[k] & CELL_BITS):
            off.setdefault(AT[p], k)
        x &= KEEP[k]
        chosen |= CANDIDATE[k]

    k0, true = premise
    if true:
        choose(k0, (), 0)
    else:
        off[k0] = PREMISE
        x &= ~CANDIDATE[k0]
    for r in range(1, limit + 1):
        t = (x | G) - L
        if t & G != G:
            empty = G & ~t
            return _Trace(on, off, round_of, nested, ("empty", ((empty & -empty).bit_length() - 1) // FIELD))
        one = allowed & ~nonempty(t & x)
        forced = x & (one - (one >> 9)) & ~chosen
        if not forced:
            while pending and not x & CANDIDATE[pending[0]]:
                pending.pop(0)
            if not pending:
                break
            j = pending.pop(0)
            nested[j] = (r, x, chosen)
            off[j] = NESTED
            x &= ~CANDIDATE[j]
            continue
        todo: dict[int, tuple[int, int]] = {}  # candidate -> (size, field) of its smallest single field
        for p in nodes_of(forced):
            f = p // FIELD
            size = ((x0 >> (FIELD * f)) & 511).bit_count()  # fewest parents: a chain's link if 2
            k = AT[p]
            if k not in todo or size < todo[k][0]:
                todo[k] = (size, f)
        for k, (_, f) in todo.items():
            parents = tuple(j for j in field_cands(x0, f) if j != k)
            if not x & CANDIDATE[k]:  # removed this round by another single: true and false
                on[k] = parents
                round_of[k] = r
                return _Trace(on, off, round_of, nested, ("both", k))
            choose(k, parents, r)
    return _Trace(on, off, round_of, nested, None)


def _ancestors(tr: _Trace, on_targets: list[int], off_targets: list[int]) -> tuple[set[int], set[int]]:
    """The true and removed candidates the targets follow from (targets included)."""
    ons: set[int] = set()
    offs: set[int] = set()
    stack = [(k, True) for k in on_targets] + [(k, False) for k in off_targets]
    while stack:
        k, is_on = stack.pop()
        if is_on:
            if k not in ons:
                ons.add(k)
                stack += [(j, False) for j in tr.on[k]]
        elif k not in offs:
            offs.add(k)
            if tr.off[k] >= 0:
                stack.append((tr.off[k], True))
    return ons, offs


def _branch_text(
    tr: _Trace, premise: Premise, ons: set[int], offs: set[int] | None = None, with_premise: bool = True
) -> str:
    """``r4c5=1 => r4c6=7, r5c5=3 => r7c7=3``: the premise (unless ``with_premise`` is False and
    something follows it), then the placements it leads to round by round, with the removals
    that nested contradictions made among ``offs`` (a long branch keeps its start and end)."""
    k0, true = premise
    facts = [(float(tr.round_of[k]), premise_text(k)) for k in ons if k != k0]
    facts += [(tr.nested[j][0] - 0.5, premise_text(j, False)) for j in offs or () if j in tr.nested]
    facts.sort()
    rounds = [[name for _, name in grp] for _, grp in groupby(facts, key=lambda t: t[0])]
    if sum(map(len, rounds)) > MAX_SHOWN:
        head: list[list[str]] = []
        tail: list[list[str]] = []
        while sum(map(len, head)) < MAX_SHOWN // 2 - 1:
            head.append(rounds.pop(0))
        while rounds and sum(map(len, tail)) < MAX_SHOWN // 2 - 1:
            tail.insert(0, rounds.pop())
        rounds = head + ([["..."]] if rounds else []) + tail
    parts = [", ".join(r) for r in rounds]
    if with_premise or not parts:
        parts.insert(0, premise_text(k0, true))
    return " => ".join(parts)


def _links(tr: _Trace, ons: set[int], offs: set[int]) -> list[Link]:
    """The net's links in reading order: a removal making a candidate true is a strong link, a
    true candidate removing another a weak one."""
    out: list[tuple[float, Link]] = []
    for k in ons:
        for j in tr.on[k]:
            out.append((tr.round_of[k], Link((cand(j),), (cand(k),), True)))
    for j in offs:
        parent = tr.off[j]
        if parent >= 0:
            out.append((tr.round_of[parent] + 0.5, Link((cand(parent),), (cand(j),), False)))
    out.sort(key=lambda t: (t[0], t[1].tail, t[1].head))
    return [link for _, link in out]


def _branch(tr: _Trace, premise: Premise, on_t: list[int], off_t: list[int], net: list[Link]) -> Branch:
    """The part of a traced net that ``on_t`` (made true) and ``off_t`` (removed) follow from:
    its links (picked from ``net``, the links of facts the targets are among, in reading order),
    and its chain ending with the targets."""
    ons, offs = _ancestors(tr, on_t, off_t)
    text = _branch_text(tr, premise, ons, offs)
    gone = [premise_text(j, False) for j in off_t if tr.off[j] >= 0]
    made, removed = {cand(k) for k in ons}, {cand(k) for k in offs}
    links = tuple(link for link in net if link.head[0] in (made if link.strong else removed))
    return Branch(links, " => ".join([text, ", ".join(gone)]) if gone else text)


def _final_links(tr: _Trace, on_t: list[int], off_t: list[int]) -> list[Link]:
    """The links that make ``on_t`` true and remove ``off_t``: where the branches meet."""
    out = [Link((cand(j),), (cand(k),), True) for k in on_t for j in tr.on[k]]
    return out + [Link((cand(tr.off[j]),), (cand(j),), False) for j in off_t if tr.off[j] >= 0]


def _contradiction_branches(
    tr: _Trace, x0: int, premise: Premise, conclusion: str, net: list[Link]
) -> tuple[Branch, ...]:
    """A traced contradiction one branch at a time: the chains that remove each candidate of the
    field left empty (or the two that make a candidate true and false), then the contradiction
    itself with ``conclusion`` as its text, its cells to be tinted; ``net``: its links."""
    assert tr.end is not None
    kind, where = tr.end
    if kind == "empty":
        targets = field_cands(x0, where)
        parts = [_branch(tr, premise, [], [j], net) for j in targets]
        cells = (where,) if where < 81 else tuple(dict.fromkeys(j // 9 for j in targets))
        final = _final_links(tr, [], targets)
    else:
        other = tr.off[where]  # the true candidate that removed it (negative: the premise did)
        sides = [where] + ([other] if other >= 0 else [])
        parts = [_branch(tr, premise, [k], [], net) for k in sides]
        cells = tuple(dict.fromkeys(k // 9 for k in sides))
        final = _final_links(tr, [where], [where])
    return (*parts, Branch(tuple(dict.fromkeys(final)), conclusion, cells))


def _field_unit(field: int) -> tuple[int, int]:
    """(unit, digit) of a house constraint field (row, column or box digit)."""
    kind, idx = divmod(field, 81)
    return (kind - 1) * 9 + idx % 9, idx // 9 + 1


def _contradiction(tr: _Trace, x0: int) -> tuple[set[int], set[int], Message]:
    """The facts a traced contradiction follows from and what it is, said in words (``x0``: the
    candidates the trace started from)."""
    assert tr.end is not None
    kind, where = tr.end
    if kind == "empty":
        ons, offs = _ancestors(tr, [], field_cands(x0, where))
        if where < 81:
            return ons, offs, Message(QT_TRANSLATE_NOOP("steps", "{cell} would have no candidate"), cell=where)
        unit, digit = _field_unit(where)
        return (
            ons,
            offs,
            Message(QT_TRANSLATE_NOOP("steps", "{unit} would have no place for {digit}"), unit=unit, digit=digit),
        )
    ons, offs = _ancestors(tr, [where], [where])
    cell, digit = cand(where)
    other = tr.off[where]
    if other < 0:
        msg = Message(QT_TRANSLATE_NOOP("steps", "{cell} would be {digit} after all"), cell=cell, digit=digit)
    elif other // 9 == cell:
        msg = Message(
            QT_TRANSLATE_NOOP("steps", "{cell} would be both {digit} and {digit2}"),
            cell=cell,
            digit=digit,
            digit2=cand(other)[1],
        )
    else:
        unit = next(u for u in UNITS_OF[cell] if u in UNITS_OF[other // 9])
        msg = Message(QT_TRANSLATE_NOOP("steps", "{unit} would have {digit} twice"), unit=unit, digit=digit)
    return ons, offs, msg


def _contradiction_step(g: CandidateGrid, search: Search, finding: Finding, name: str) -> Step | None:
    premise = finding.premises[0]
    tr = _trace((search.x0, search.chosen0), search.allowed, premise)
    if tr.end is None:
        return None  # cannot happen: the trace repeats the search
    ons, offs, msg = _contradiction(tr, search.x0)
    k0, true = premise
    cell, digit = cand(k0)
    chain = _branch_text(tr, premise, ons, with_premise=False)
    links = tuple(_links(tr, ons, offs))
    if true:
        text = Message(
            QT_TRANSLATE_NOOP("steps", "{technique}: if {cell} were {digit}: {chain} => {msg}; so {cell}<>{digit}"),
            technique=name,
            cell=cell,
            digit=digit,
            chain=chain,
            msg=msg,
        )
        so = Message(QT_TRANSLATE_NOOP("steps", "{msg}; so {cell}<>{digit}"), msg=msg, cell=cell, digit=digit)
        branches = _contradiction_branches(tr, search.x0, premise, so, list(links))
        return Eliminate(
            ((cell, digit),), name, text, causes=(cell,), pattern=((cell, digit),), links=links, branches=branches
        )
    text = Message(
        QT_TRANSLATE_NOOP("steps", "{technique}: if {cell} were not {digit}: {chain} => {msg}; so {cell}={digit}"),
        technique=name,
        cell=cell,
        digit=digit,
        chain=chain,
        msg=msg,
    )
    so = Message(QT_TRANSLATE_NOOP("steps", "{msg}; so {cell}={digit}"), msg=msg, cell=cell, digit=digit)
    branches = _contradiction_branches(tr, search.x0, premise, so, list(links))
    return _place(g, cell, digit, name, text, (cell,), links, branches)


def _place(
    g: CandidateGrid,
    cell: int,
    digit: int,
    name: str,
    text: str,
    causes: tuple[int, ...],
    links: tuple[Link, ...],
    branches: tuple[Branch, ...],
) -> Place:
    peers = tuple((p, digit) for p in PEERS[cell] if g.cands[p] >> (digit - 1) & 1)
    return Place(cell, digit, name, text, causes, peers, links, branches)


def _verity_step(g: CandidateGrid, search: Search, finding: Finding, name: str) -> Step | None:
    placed = finding.facts >> SHIFT
    on_t: list[int] = []
    off_t: list[int] = []
    if placed:
        p = placed.bit_length() - 1
        on_t = [p // FIELD * 9 + p % FIELD]
        fact = premise_text(on_t[0])
    else:
        off_t = [p // FIELD * 9 + p % FIELD for p in nodes_of(finding.facts)]
        fact = ", ".join(premise_text(k, False) for k in off_t)
    branches: list[str] = []
    links: dict[Link, None] = {}
    parts: list[Branch] = []
    final: dict[Link, None] = {}
    for premise in finding.premises:
        tr = _trace((search.x0, search.chosen0), search.allowed, premise)
        if tr.end is not None or any(k not in tr.on for k in on_t) or any(k not in tr.off for k in off_t):
            return None  # cannot happen: the trace repeats the search
        ons, offs = _ancestors(tr, on_t, off_t)
        branches.append(_branch_text(tr, premise, ons))  # ends with the placement, or the ones removing
        net = _links(tr, ons, offs)
        links.update(dict.fromkeys(net))
        parts.append(_branch(tr, premise, on_t, off_t, net))
        final.update(dict.fromkeys(_final_links(tr, on_t, off_t)))
    parts.append(Branch(tuple(final), Message(QT_TRANSLATE_NOOP("steps", "each branch leads to {fact}"), fact=fact)))
    text = _verity_text(finding, name, fact, "; ".join(branches))
    causes = tuple(dict.fromkeys(k // 9 for k, _ in finding.premises))
    if on_t:
        cell, digit = cand(on_t[0])
        return _place(g, cell, digit, name, text, causes, tuple(links), tuple(parts))
    elims = tuple(sorted(cand(k) for k in off_t))
    pattern = tuple(dict.fromkeys(cand(k) for k, _ in finding.premises))
    return Eliminate(elims, name, text, causes=causes, pattern=pattern, links=tuple(links), branches=tuple(parts))


def _verity_text(finding: Finding, name: str, fact: str, chains: str) -> Message:
    """A verity's words: what its premises are (a cell's digits, a digit's places in a unit, a
    candidate on or off), that each leads to ``fact``, and the ``chains`` that show it."""
    group = finding.group
    if group[0] == "cell":
        cell = group[1]
        digits = sum(1 << (k % 9) for k, _ in finding.premises)
        return Message(
            QT_TRANSLATE_NOOP("steps", "{technique}: {cell} is one of {digits}, and each leads to {fact}: {chains}"),
            technique=name,
            cell=cell,
            digits=digits,
            fact=fact,
            chains=chains,
        )
    elif group[0] == "unit":
        return Message(
            QT_TRANSLATE_NOOP(
                "steps", "{technique}: {unitcap} has {digit} in one of {cells}, and each leads to {fact}: {chains}"
            ),
            technique=name,
            unitcap=group[1],
            digit=group[2],
            cells=tuple(k // 9 for k, _ in finding.premises),
            fact=fact,
            chains=chains,
        )
    else:
        cell, digit = cand(finding.premises[0][0])
        return Message(
            QT_TRANSLATE_NOOP("steps", "{technique}: {cell} is {digit} or not, and both lead to {fact}: {chains}"),
            technique=name,
            cell=cell,
            digit=digit,
            fact=fact,
            chains=chains,
        )


# -- the four techniques -----------------------------------------------------------------------


def _steps(
    g: CandidateGrid,
    findings: list[Finding],
    search: Search,
    name: str,
    explain: Callable[[CandidateGrid, Search, Finding, str], Step | None],
) -> Iterator[Step]:
    """Each finding explained as it is asked for (``human`` asks for the first only)."""
    for finding in findings:
        step = explain(g, search, finding, name)
        if step is not None:
            yield step


def forcing_chain_contradictions(g: CandidateGrid) -> Iterator[Step]:
    """Premises that lead to a contradiction by chains (each fact from one earlier fact)."""
    search = searched(g, net=False)
    if search is not None:
        yield from _steps(g, search.contradictions, search, FC_CONTRADICTION, _contradiction_step)


def forcing_chain_verities(g: CandidateGrid) -> Iterator[Step]:
    """Cells, units and candidates whose every branch leads to one fact by chains."""
    search = searched(g, net=False)
    if search is not None:
        yield from _steps(g, search.verities, search, FC_VERITY, _verity_step)


def forcing_net_contradictions(g: CandidateGrid) -> Iterator[Step]:
    """Premises that lead to a contradiction only through a net (a fact needing several)."""
    chains, search = searched(g, net=False), searched(g, net=True)
    if search is not None:
        known = {f.premises for f in chains.contradictions} if chains else set()
        found = [f for f in search.contradictions if f.premises not in known]
        yield from _steps(g, found, search, FN_CONTRADICTION, _contradiction_step)


def forcing_net_verities(g: CandidateGrid) -> Iterator[Step]:
    """Verities that only a net proves."""
    chains, search = searched(g, net=False), searched(g, net=True)
    if search is not None:
        known = {f.facts for f in chains.verities} if chains else set()
        found = [f for f in search.verities if f.facts not in known]
        yield from _steps(g, found, search, FN_VERITY, _verity_step)
