"""Sue de Coq: two or three cells of a box-line intersection that hold two or more digits more
than cells, completed by a set of cells in the line and a set in the box.

Definitions: HoDoKu's "Sue de Coq" (hodoku.sourceforge.net/en/tech_misc.php and its solver,
MiscellaneousSolver) and SudokuWiki's "Sue-de-Coq". Take cells ``C`` (2 or 3 empty cells) of the
intersection of a line and a box, with candidates ``V``, ``|V| >= |C| + 2``. Add cells ``CL``
from the rest of the line (candidates ``VL``) and cells ``CB`` from the rest of the box
(candidates ``VB``), the two sets disjoint, such that

- no digit of ``V`` is in both ``VL`` and ``VB`` (a digit outside ``V`` may be in both: an
  "extra" candidate, as HoDoKu accepts);
- each set holds digits of ``V`` and has more cells than extra digits (``k = cells - extras >= 1``);
- ``kL + kB = |V| - |C|``.

Why it holds: every digit can occur at most once among the cells, except an extra digit of
both sets (once in ``CL``, in the line, and once in ``CB``, in the box). These maxima add up to
exactly the number of cells, so every digit occurs as often as it can: each digit of
``(V | VL) - VB`` is somewhere in the line part and leaves the rest of the line; each digit of
``(V | VB) - VL`` leaves the rest of the box; a digit extra to both leaves the rest of both
(even the third intersection cell when it joined the other set).
The sets may be larger than single cells (ALS), and with a three-cell intersection the third
cell may join either set, as in HoDoKu.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from itertools import combinations

from ..candidates import ALL, COUNT, DIGITS
from ..grid import BOXES, COLS, ROWS
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import CandidateGrid, cell_list
from .digit_memo import on_state

_TEMPLATE = QT_TRANSLATE_NOOP(
    "steps", "Sue de Coq: {cells} {digits} with {cells2} {digits2} and {cells3} {digits3}: {elims}"
)

# Every (line, box) pair that crosses: a row or column and one of the three boxes it passes.
_CROSSINGS: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
    (line, box) for line in ROWS + COLS for box in BOXES if len(set(line) & set(box)) == 3
)

_CROSSING_CELLS = tuple(tuple(sorted(set(line) | set(box))) for line, box in _CROSSINGS)
"""The 15 cells of each crossing's line and box."""


def _subsets(cells: list[int], cands: list[int]) -> list[tuple[int, int, int]]:
    """Every non-empty subset of ``cells`` as (81-bit cell set, candidate union, size)."""
    out = [(0, 0, 0)]
    for c in cells:
        m, b = cands[c], 1 << c
        out += [(s | b, u | m, n + 1) for s, u, n in out]
    return out[1:]


def _parts(subsets: list[tuple[int, int, int]], v: int, top: int, slack: int) -> list[tuple[int, int, int]]:
    """The subsets fit for one side: (cell set, candidates, k) with digits of ``v`` and
    ``1 <= k <= top``, where ``k`` is the number of cells minus the number of extra digits.

    A set holds at least ``k`` digits of ``v`` (a unit's ``n`` cells need ``n`` digits), the two
    sets' digits of ``v`` are disjoint and their ``k`` add up to ``|v| - slack`` (``slack`` =
    the intersection's cell count), so a set holding more than ``k + slack`` of them never fits.
    """
    extra = ALL & ~v
    return [
        (s, u, k)
        for s, u, n in subsets
        if u & v and 1 <= (k := n - COUNT[u & extra]) <= top and COUNT[u & v] - k <= slack
    ]


_Found = tuple[int, frozenset[tuple[int, int]], tuple[tuple[int, ...], ...], tuple[int, int, int]]
"""(pattern size, eliminations, (core, line set, box set) cells, (core, line, box) digits)"""


def sue_de_coq(g: CandidateGrid) -> Iterator[Eliminate]:
    """Every Sue de Coq with eliminations, the smallest patterns first."""
    cands = g.cands
    found: list[_Found] = []
    for n, (line, box) in enumerate(_CROSSINGS):
        # A crossing's patterns read only its line's and box's cells, and a step changes few
        # of them: remembered by those cells' candidates, across grid states.
        here = tuple(cands[c] for c in _CROSSING_CELLS[n])
        found += on_state(("sue_de_coq", n, here), partial(_crossing, g, line, box))
    found.sort(key=lambda item: item[0])
    seen: set[frozenset[tuple[int, int]]] = set()
    for _, key, (core, cells_l, cells_b), (v, ul, ub) in found:
        if key in seen:
            continue
        seen.add(key)
        removed = tuple(sorted(key))
        pattern_cells = core + cells_l + cells_b
        yield Eliminate(
            removed,
            "Sue de Coq",
            Message(
                _TEMPLATE,
                cells=core,
                digits=v,
                cells2=cells_l,
                digits2=ul,
                cells3=cells_b,
                digits3=ub,
                elims=removed,
            ),
            causes=pattern_cells,
            pattern=tuple((c, d) for c in pattern_cells for d in DIGITS[cands[c]]),
        )


def _crossing(g: CandidateGrid, line: tuple[int, ...], box: tuple[int, ...]) -> list[_Found]:
    """The Sue de Coq patterns (with eliminations) of one line and box that cross: read off
    those cells only (``g.where`` is masked to them)."""
    cands = g.cands
    found: list[_Found] = []
    inter = [c for c in line if cands[c] and c in box]
    if len(inter) < 2:
        return found
    out_line = [c for c in line if cands[c] and c not in box]
    out_box = [c for c in box if cands[c] and c not in line]
    line_empty = sum(1 << c for c in line if cands[c])
    box_empty = sum(1 << c for c in box if cands[c])
    # Every core's digits lie in the intersection's, so a set with as many digits outside
    # those as cells never fits (one more cell allowed: the third intersection cell may join).
    outside, bonus = ALL, len(inter) - 2
    for c in inter:
        outside &= ~cands[c]
    line_subsets = [t for t in _subsets(out_line, cands) if t[2] + bonus > COUNT[t[1] & outside]]
    box_subsets = [t for t in _subsets(out_box, cands) if t[2] + bonus > COUNT[t[1] & outside]]
    for size in (2, 3):
        for core in combinations(inter, size):
            v = 0
            for c in core:
                v |= cands[c]
            n_plus = COUNT[v] - size
            if n_plus < 2:
                continue
            core_set = sum(1 << c for c in core)
            ls, bs = line_subsets, box_subsets
            rest = [c for c in inter if c not in core]
            if rest:  # the third intersection cell may join either set
                alone = _subsets(rest, cands)
                ls = ls + alone + [(s | 1 << rest[0], u | cands[rest[0]], n + 1) for s, u, n in ls]
                bs = bs + alone + [(s | 1 << rest[0], u | cands[rest[0]], n + 1) for s, u, n in bs]
            line_parts = _parts(ls, v, n_plus - 1, size)
            if not line_parts:
                continue
            # box sets by k, then by their digits of v (which must miss the line set's)
            box_by_k: dict[int, dict[int, list[tuple[int, int]]]] = {}
            for s, u, k in _parts(bs, v, n_plus - 1, size):
                box_by_k.setdefault(k, {}).setdefault(u & v, []).append((s, u))
            for sl, ul, kl in line_parts:
                vl = ul & v
                for vb, group in box_by_k.get(n_plus - kl, {}).items():
                    if vb & vl:
                        continue
                    for sb, ub in group:
                        if sl & sb:
                            continue
                        both = ul & ub
                        line_digits = ((v | ul) & ~ub) | both
                        box_digits = ((v | ub) & ~ul) | both
                        line_rest = line_empty & ~core_set & ~sl
                        box_rest = box_empty & ~core_set & ~sb
                        elims = [(c, d) for d in DIGITS[line_digits] for c in cell_list(g.where(d) & line_rest)]
                        elims += [(c, d) for d in DIGITS[box_digits] for c in cell_list(g.where(d) & box_rest)]
                        if elims:
                            cells = (core, tuple(cell_list(sl)), tuple(cell_list(sb)))
                            found.append((sum(map(len, cells)), frozenset(elims), cells, (v, ul, ub)))
    return found
