"""What a chain search that found nothing tells the search on a later state of the same grid.

``aic`` searches from every start at once; on a hard grid most rounds of ``human`` run that
search only to find nothing, and the next state differs from the last in a few candidates. Along
one solve candidates only go, so between the earlier link graph and the later one:

- a **weak link** between two nodes both graphs have is in both (it depends on its two nodes
  alone: one cell, or one digit in cells that see each other, or an ALS digit and the cells that
  see all of its cells);
- nodes go (candidates, grouped nodes whose cells changed, ALS nodes) and grouped and ALS nodes
  are born, and **strong links** come and go with them.

A start's search moves from one layer of true nodes to the next by the strong partners of their
weak partners. When every node it made true earlier still has the same strong partners among
its weak partners, and no node born since is a weak partner of one of them, the walk is the same
on both graphs, and so is every chain it reads back (nodes keep their order: grouped nodes come
by digit and box-line intersection, ALS nodes by ALS, in both graphs). Its conclusions are then
the earlier ones or fewer, since their targets are candidates, which only go: none, because the
earlier search found nothing. So only the other starts need searching: on top1465's first 150
puzzles, about half of them (mostly starts that reach few nodes, so the time saved is smaller).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cgrid import PEER_SET, cells_of
from .links import NODES, SINGLES, LinkGraph, nodes_of


class _Renumbering:
    """How the grouped and ALS nodes of ``old`` are numbered in ``new``: a node is the same when
    its digit, cells and ALS are. Both graphs number them in the same order, so the nodes both
    have come in runs that keep their offsets, and a node set moves a run at a time."""

    __slots__ = ("gone", "born", "runs", "back", "changed_als")

    def __init__(self, old: LinkGraph, new: LinkGraph) -> None:
        index = {key: k for k, key in enumerate(zip(new.groups, new.als, strict=True))}
        gone, kept = 0, 0
        runs: list[list[int]] = []  # [old offset, new offset, length]
        changed_als = set()  # the ALSs that lost or gained a digit node
        for k, key in enumerate(zip(old.groups, old.als, strict=True)):
            t = index.get(key)
            if t is None:
                gone |= 1 << k
                if key[1]:
                    changed_als.add(key[1])
                continue
            kept |= 1 << t
            last = runs[-1] if runs else None
            if last is not None and last[0] + last[2] == k and last[1] + last[2] == t:
                last[2] += 1
            else:
                runs.append([k, t, 1])
        born = ((1 << len(new.groups)) - 1) & ~kept
        for k in nodes_of(born):
            if new.als[k]:
                changed_als.add(new.als[k])
        self.gone = gone << NODES  # the old grouped and ALS nodes the new graph lacks (old numbering)
        self.born = born << NODES  # the new ones the old graph lacked (new numbering)
        self.runs = [(NODES + a, NODES + b, (1 << n) - 1) for a, b, n in runs]
        self.back = [(NODES + b, NODES + a, (1 << n) - 1) for a, b, n in runs]
        self.changed_als = changed_als

    def moved(self, nodes: int) -> int:
        """Old node set ``nodes`` (none of them gone) in the new numbering."""
        return _by_runs(nodes, self.runs)

    def moved_back(self, nodes: int) -> int:
        """New node set ``nodes`` in the old numbering, less the nodes born since."""
        return _by_runs(nodes, self.back)


def _by_runs(nodes: int, runs: list[tuple[int, int, int]]) -> int:
    """``nodes`` with each run ``(from, to, mask)`` of grouped and ALS nodes moved from bit
    ``from`` to bit ``to`` (the candidate nodes stay; the nodes in no run are left out)."""
    if not nodes >> NODES:
        return nodes
    out = nodes & SINGLES
    for a, b, m in runs:
        out |= (nodes >> a & m) << b
    return out


def _restrung(
    old: LinkGraph, old_cands: Sequence[int], new: LinkGraph, new_cands: Sequence[int], renumbered: _Renumbering
) -> int:
    """The nodes both graphs have whose strong partners differ (new numbering).

    Only some can: a candidate's strong links are its cell's (bivalue) and its digit's in the
    houses of its cell (two places, or one place against a grouped node), so they change only
    when its cell lost a candidate or one of those houses lost its digit; a grouped node's
    likewise. Those are compared. An ALS node's strong partners are the ALS's other digit
    nodes, so they changed when the ALS lost or gained one.
    """
    near = [0] * 10  # digit -> the cells that share a house with a cell that lost it
    suspects = 0
    for c in range(81):
        lost = old_cands[c] & ~new_cands[c]
        if lost:
            suspects |= new_cands[c] << (c * 9)  # the cell's own nodes
            houses = PEER_SET[c] | 1 << c
            while lost:
                low = lost & -lost
                near[low.bit_length()] |= houses
                lost ^= low
    for d in range(1, 10):
        for c in cells_of(near[d]):
            suspects |= 1 << (c * 9 + d - 1)
    suspects &= new.present
    out = 0
    born, changed_als = renumbered.born, renumbered.changed_als
    for k, ((d, cells), als) in enumerate(zip(new.groups, new.als, strict=True)):
        if born >> (NODES + k) & 1:
            continue
        if als:
            if als in changed_als:
                out |= 1 << (NODES + k)
        elif cells & near[d]:
            suspects |= 1 << (NODES + k)
    gone, moved, old_strong, new_strong = renumbered.gone, renumbered.moved, old.strong, new.strong
    for n in nodes_of(suspects):
        was = old_strong[n if n < NODES else renumbered.moved_back(1 << n).bit_length() - 1]
        if was & gone or moved(was) != new_strong[n]:
            out |= 1 << n
    return out


def unchanged_starts(
    old: LinkGraph, old_cands: Sequence[int], reach: dict[int, int], new: LinkGraph, new_cands: Sequence[int]
) -> dict[int, int]:
    """The starts whose search on ``new`` is the one they made on ``old``, where the search from
    every start of ``reach`` found nothing: start -> the nodes it makes true (``reach``'s
    value), both in ``new``'s numbering.

    ``old_cands`` and ``new_cands`` are the two grids' candidate masks (81 ints); every candidate
    of the new grid must be one of the old (``CandidateGrid.within``).
    """
    renumbered = _Renumbering(old, new)
    gone = (old.present & ~new.present) | renumbered.gone  # old numbering
    # A node steps on differently when a weak partner of it changed, was born or is gone.
    changed = _restrung(old, old_cands, new, new_cands, renumbered)
    bad = changed
    new_weak = new.weak
    for n in nodes_of(changed | renumbered.born):
        bad |= new_weak[n]
    near_gone = 0
    old_weak = old.weak
    for n in nodes_of(gone):
        near_gone |= old_weak[n]
    bad = renumbered.moved_back(bad) | near_gone | gone  # in the old numbering
    same: dict[int, int] = {}
    moved = renumbered.moved
    for start, seen in reach.items():
        if not (seen | 1 << start) & bad:
            same[moved(1 << start).bit_length() - 1] = moved(seen)
    return same
