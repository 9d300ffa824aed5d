"""Wings and Remote Pairs: patterns of bivalue cells.

Definitions as HoDoKu (hodoku.sourceforge.net/en/tech_wings.php, tech_chains.php) and SudokuWiki
use them:

- XY-Wing: a pivot {x,y} sees pincers {x,z} and {y,z}; one pincer is z, so cells seeing both
  pincers lose z.
- XYZ-Wing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; cells seeing all three lose z.
- W-Wing: two cells {x,y} that do not see each other, joined by a strong link on x (each end
  sees one of them); one of the two cells is y, so cells seeing both lose y.
- Remote Pair: a chain of cells with the same two digits, each seeing the next; cells an odd
  number of links apart hold different digits, so a cell seeing two such cells loses both.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..candidates import COUNT, DIGITS, bit
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import PEER_SET, CandidateGrid, cell_list, sees
from .single_digit import strong_links


def _bivalue(g: CandidateGrid) -> list[int]:
    return [c for c in range(81) if COUNT[g.cands[c]] == 2]


def xy_wing(g: CandidateGrid) -> Iterator[Eliminate]:
    cells = _bivalue(g)
    for pivot in cells:
        wings = [c for c in cells if c != pivot and sees(c, pivot) and COUNT[g.cands[c] & g.cands[pivot]] == 1]
        for i, p1 in enumerate(wings):
            for p2 in wings[i + 1 :]:
                m1, m2 = g.cands[p1], g.cands[p2]
                z_mask = m1 & m2 & ~g.cands[pivot]
                if COUNT[z_mask] != 1 or (m1 & g.cands[pivot]) == (m2 & g.cands[pivot]):
                    continue
                z = DIGITS[z_mask][0]
                out = g.where(z) & PEER_SET[p1] & PEER_SET[p2]
                if not out:
                    continue
                elims = tuple((c, z) for c in cell_list(out))
                yield Eliminate(
                    elims,
                    "XY-Wing",
                    Message(
                        QT_TRANSLATE_NOOP(
                            "steps",
                            "XY-Wing: pivot {cell} {digits}, pincers {cell2} {digits2} and {cell3} {digits3}; one pincer is {digit}: {elims}",
                        ),
                        cell=pivot,
                        digits=g.cands[pivot],
                        cell2=p1,
                        digits2=m1,
                        cell3=p2,
                        digits3=m2,
                        digit=z,
                        elims=elims,
                    ),
                    causes=(pivot, p1, p2),
                    pattern=tuple((c, d) for c in (pivot, p1, p2) for d in DIGITS[g.cands[c]]),
                )


def xyz_wing(g: CandidateGrid) -> Iterator[Eliminate]:
    bivalue = _bivalue(g)
    for pivot in range(81):
        pm = g.cands[pivot]
        if COUNT[pm] != 3:
            continue
        wings = [c for c in bivalue if sees(c, pivot) and g.cands[c] & ~pm == 0]
        for i, p1 in enumerate(wings):
            for p2 in wings[i + 1 :]:
                m1, m2 = g.cands[p1], g.cands[p2]
                if m1 == m2 or m1 | m2 != pm:
                    continue
                z = DIGITS[m1 & m2][0]
                out = g.where(z) & PEER_SET[p1] & PEER_SET[p2] & PEER_SET[pivot]
                if not out:
                    continue
                elims = tuple((c, z) for c in cell_list(out))
                yield Eliminate(
                    elims,
                    "XYZ-Wing",
                    Message(
                        QT_TRANSLATE_NOOP(
                            "steps",
                            "XYZ-Wing: pivot {cell} {digits}, pincers {cell2} {digits2} and {cell3} {digits3}; one of the three is {digit}: {elims}",
                        ),
                        cell=pivot,
                        digits=pm,
                        cell2=p1,
                        digits2=m1,
                        cell3=p2,
                        digits3=m2,
                        digit=z,
                        elims=elims,
                    ),
                    causes=(pivot, p1, p2),
                    pattern=tuple((c, d) for c in (pivot, p1, p2) for d in DIGITS[g.cands[c]]),
                )


def w_wing(g: CandidateGrid) -> Iterator[Eliminate]:
    cells = _bivalue(g)
    links = {d: strong_links(g, d) for d in range(1, 10)}
    for i, a in enumerate(cells):
        for b in cells[i + 1 :]:
            if g.cands[a] != g.cands[b] or sees(a, b):
                continue
            for x in DIGITS[g.cands[a]]:
                y = DIGITS[g.cands[a] & ~bit(x)][0]
                out = g.where(y) & PEER_SET[a] & PEER_SET[b]
                if not out:
                    continue
                for _, e1, e2 in links[x]:
                    if a in (e1, e2) or b in (e1, e2):
                        continue
                    if (sees(e1, a) and sees(e2, b)) or (sees(e1, b) and sees(e2, a)):
                        elims = tuple((c, y) for c in cell_list(out))
                        yield Eliminate(
                            elims,
                            "W-Wing",
                            Message(
                                QT_TRANSLATE_NOOP(
                                    "steps",
                                    "W-Wing: {cell} and {cell2} {digits} joined by the strong link on {digit} {cell3}={cell4}; one of them is {digit2}: {elims}",
                                ),
                                cell=a,
                                cell2=b,
                                digits=g.cands[a],
                                digit=x,
                                cell3=e1,
                                cell4=e2,
                                digit2=y,
                                elims=elims,
                            ),
                            causes=(a, b, e1, e2),
                            pattern=((a, x), (a, y), (b, x), (b, y), (e1, x), (e2, x)),
                        )
                        break


def remote_pair(g: CandidateGrid) -> Iterator[Eliminate]:
    """Remote Pairs along every simple chain of at least four same-pair cells."""
    bivalue = _bivalue(g)
    by_pair: dict[int, list[int]] = {}
    for c in bivalue:
        by_pair.setdefault(g.cands[c], []).append(c)
    seen: set[frozenset[tuple[int, int]]] = set()
    for mask, cells in by_pair.items():
        if len(cells) < 4:
            continue
        nbrs = {c: [o for o in cells if o != c and sees(c, o)] for c in cells}
        digits = DIGITS[mask]

        def extend(path: list[int], nbrs: dict[int, list[int]] = nbrs) -> Iterator[list[int]]:
            if len(path) >= 4:
                yield path
            if len(path) >= 12:
                return
            for nxt in nbrs[path[-1]]:
                if nxt not in path:
                    yield from extend(path + [nxt], nbrs)

        for start in cells:
            for path in extend([start]):
                out = 0
                for i in range(len(path)):
                    for j in range(i + 1, len(path), 2):  # an odd number of links apart
                        out |= PEER_SET[path[i]] & PEER_SET[path[j]]
                for c in path:
                    out &= ~(1 << c)
                elims = tuple((c, d) for c in cell_list(out) for d in digits if g.has(c, d))
                key = frozenset(elims)
                if not elims or key in seen:
                    continue
                seen.add(key)
                yield Eliminate(
                    elims,
                    "Remote Pair",
                    Message(
                        QT_TRANSLATE_NOOP(
                            "steps", "Remote Pair {digits}: {path}; cells an odd number of links apart differ: {elims}"
                        ),
                        digits=mask,
                        path=path,
                        elims=elims,
                    ),
                    causes=tuple(path),
                    pattern=tuple((c, d) for c in path for d in digits),
                )
