"""Nested forcing nets: the last technique of ``human`` before it guesses. The forcing chains
and nets it grows from, and the traced propagation that explains a finding, are in
``forcing.py``; the search in ``forcing_search.py``.

A **nested forcing net** (Sudoku Explainer's nested forcing chains, contradictions only) grows a
premise's net with nested contradictions: a candidate that, added to the net, would lead to a
contradiction by singles is removed, and the singles go on. When that ends in a contradiction,
the premise is false. With it ``human`` solved every puzzle tried without a guess (top1465's
first 100, the first 130 of the forum's hardest rated SE 11+, where plain nets solve none).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..message import QT_TRANSLATE_NOOP, Message
from ..puzzles.exact_cover import CANDIDATE, G
from ..steps import Branch, Eliminate, Step
from .cgrid import CandidateGrid
from .forcing import _branch_text, _contradiction, _contradiction_branches, _links, _trace
from .forcing_search import AT, CELL_BITS, NESTED_BUDGET, Premise, Search, cand, premise_text, propagate, searched
from .links import nodes_of

NESTED_NET = "Nested Forcing Net"


def _nested_closure(
    x: int, chosen: int, finals: dict[Premise, tuple[int, int]], cands: list[int], budget: list[int]
) -> tuple[int, ...] | None:
    """Grow the consequences ``(x, chosen)`` of a premise with nested contradictions: a
    candidate ``j`` that, added to them, leads to a contradiction by singles is removed, then
    singles again, until nothing changes. Returns the removed candidates in order when this ends
    in a contradiction (the premise is false), else None (also when ``budget[0]``, the
    propagations left, runs out).

    ``j``'s own consequences (``finals``) hold in any state it is added to, so the nested test
    starts from both sets of consequences at once and takes a round or two instead of a full
    propagation.
    """
    removed: list[int] = []
    changed = True
    while changed:
        changed = False
        for j in cands:
            if not x & CANDIDATE[j] or chosen & CANDIDATE[j]:
                continue
            budget[0] -= 1
            if budget[0] < 0:
                return None
            xj, cj = finals[(j, True)]
            if propagate(x & xj, chosen | cj, G, 81).broken:
                removed.append(j)
                run = propagate(x & ~CANDIDATE[j], chosen, G, 81)
                if run.broken:
                    return tuple(removed)
                x, chosen = run.states[-1]
                changed = True
    return None


def _nested_search(g: CandidateGrid) -> tuple[Search, Premise, tuple[int, ...]] | None:
    """The first candidate (those with the most consequences first) whose nested closure ends in
    a contradiction, with the nested removals it took; None when there is none."""
    search = searched(g, net=True)
    if search is None:
        return None
    x0, finals = search.x0, search.finals
    cands = [AT[p] for p in nodes_of(x0 & ~search.chosen0 & CELL_BITS) if (AT[p], True) in finals]
    order = sorted(cands, key=lambda k: (-(x0 & ~finals[(k, True)][0] & CELL_BITS).bit_count(), k))
    budget = [NESTED_BUDGET]
    for k in order:
        if budget[0] <= 0:
            break
        removed = _nested_closure(*finals[(k, True)], finals, cands, budget)
        if removed is not None:
            return search, (k, True), removed
    return None


def _nested_step(g: CandidateGrid, search: Search, premise: Premise, removed: tuple[int, ...]) -> Step | None:
    limit = 81 * (len(removed) + 2)
    tr = _trace((search.x0, search.chosen0), G, premise, removed, limit)
    if tr.end is None:
        return None  # cannot happen: the trace repeats the search
    ons, offs, msg = _contradiction(tr, search.x0)
    links = _links(tr, ons, offs)
    main = list(links)
    reasons: list[Message] = []
    parts: list[Branch] = []
    for j in sorted((j for j in offs if j in tr.nested), key=lambda j: tr.nested[j][0]):
        _, x, chosen = tr.nested[j]
        inner = _trace((x, chosen), G, (j, True), limit=81)
        if inner.end is None:
            return None  # cannot happen: singles from a state with fewer candidates go further
        i_ons, i_offs, i_msg = _contradiction(inner, x)
        reasons.append(
            Message(
                QT_TRANSLATE_NOOP("steps", "{fact} because {chain} => {msg}"),
                fact=premise_text(j, False),
                chain=_branch_text(inner, (j, True), i_ons),
                msg=i_msg,
            )
        )
        so = Message(QT_TRANSLATE_NOOP("steps", "{msg}; so {cell}<>{digit}"), msg=i_msg, cell=j // 9, digit=j % 9 + 1)
        inner_links = _links(inner, i_ons, i_offs)
        parts += _contradiction_branches(inner, x, (j, True), so, inner_links)  # nested removals first, split alike
        links += inner_links
    nested = reasons[0]
    for reason in reasons[1:]:
        nested = Message(QT_TRANSLATE_NOOP("steps", "{msg}; {msg2}"), msg=nested, msg2=reason)
    cell, digit = cand(premise[0])
    text = Message(
        QT_TRANSLATE_NOOP(
            "steps", "{technique}: if {cell} were {digit}: {chain} => {msg}; so {cell}<>{digit}. Nested: {msg2}"
        ),
        technique=NESTED_NET,
        cell=cell,
        digit=digit,
        chain=_branch_text(tr, premise, ons, offs, with_premise=False),
        msg=msg,
        msg2=nested,
    )
    links = list(dict.fromkeys(links))
    so = Message(QT_TRANSLATE_NOOP("steps", "{msg}; so {cell}<>{digit}"), msg=msg, cell=cell, digit=digit)
    branches = (*parts, *_contradiction_branches(tr, search.x0, premise, so, main))
    return Eliminate(
        ((cell, digit),),
        NESTED_NET,
        text,
        causes=(cell,),
        pattern=((cell, digit),),
        links=tuple(links),
        branches=branches,
    )


def nested_forcing_nets(g: CandidateGrid) -> Iterator[Step]:
    """A premise whose forcing net, grown with nested contradictions, ends in a contradiction:
    if r1c1 were 5, r2c3=4 ... and r5c5=7 would then lead to a contradiction by singles, so
    r5c5<>7 ... until a cell or house has nothing left. Sudoku Explainer's nested (dynamic)
    forcing chains, contradictions only; the search stops at the first premise that works, so it
    yields one step (``human`` takes one at a time)."""
    found = g.memo(("forcing", "nested"), lambda: [_nested_search(g)])[0]
    if found is not None:
        step = _nested_step(g, *found)
        if step is not None:
            yield step
