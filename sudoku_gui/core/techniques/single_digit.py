"""Single-digit patterns built from strong links (a house where the digit has exactly two places).

Definitions as HoDoKu (hodoku.sourceforge.net/en/tech_sdp.php) and SudokuWiki use them:

- Skyscraper: strong links in two parallel lines with one end of each in the same cross line;
  the other two ends (the tops) cannot both be false, so cells seeing both tops lose the digit.
- 2-String Kite: a strong link in a row and one in a column with an end of each in one box; the
  two far ends cannot both be false.
- Turbot Fish: any strong link, weak link, strong link on one digit (Skyscraper and Kite are
  its tidy cases); the two outer ends cannot both be false.
- Empty Rectangle: a box whose candidates for the digit all lie on one row and one column of
  the box (the empty rectangle is the rest), plus a strong link that starts on that row (or
  column) outside the box: the far end of the link and the box's column (or row) meet in a cell
  that cannot hold the digit.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from ..grid import UNITS, box_of, col_of, row_of
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import PEER_SET, UNIT_SET, CandidateGrid, cell_list
from .digit_memo import on_digit


def strong_links(g: CandidateGrid, d: int) -> list[tuple[int, int, int]]:
    """(unit, cell, cell) for every house where ``d`` has exactly two places. Once per grid
    state: half a dozen finders ask."""

    def compute() -> list[tuple[int, int, int]]:
        out = []
        where = g.where(d)
        for u in range(27):
            s = where & UNIT_SET[u]
            if s.bit_count() == 2:
                a, b = cell_list(s)
                out.append((u, a, b))
        return out

    return g.memo(("strong_links", d), compute)


def _elim_both(g: CandidateGrid, d: int, a: int, b: int, exclude: set[int]) -> tuple[tuple[int, int], ...]:
    out = g.where(d) & PEER_SET[a] & PEER_SET[b]
    return tuple((c, d) for c in cell_list(out) if c not in exclude)


def _links_step(
    name: str, d: int, chain: list[int], links: list[int], elims: tuple[tuple[int, int], ...], ends: tuple[int, int]
) -> Eliminate:
    a, b = ends
    return Eliminate(
        elims,
        name,
        Message(
            QT_TRANSLATE_NOOP(
                "steps", "{technique} on {digit}: strong links in {units}; {cell} or {cell2} is {digit}: {elims}"
            ),
            technique=name,
            digit=d,
            units=links,
            cell=a,
            cell2=b,
            elims=elims,
        ),
        causes=tuple(chain),
        pattern=tuple((c, d) for c in chain),
    )


def skyscraper(g: CandidateGrid) -> Iterator[Eliminate]:
    for d in range(1, 10):
        yield from on_digit("skyscraper", g, d, partial(_skyscraper_on, g, d))


def _skyscraper_on(g: CandidateGrid, d: int) -> Iterator[Eliminate]:
    links = strong_links(g, d)
    for kind in (0, 1):  # rows, then columns
        lines = [ln for ln in links if ln[0] // 9 == kind]
        cross = col_of if kind == 0 else row_of
        for i, (u1, a1, b1) in enumerate(lines):
            for u2, a2, b2 in lines[i + 1 :]:
                for base1, top1 in ((a1, b1), (b1, a1)):
                    for base2, top2 in ((a2, b2), (b2, a2)):
                        if cross(base1) != cross(base2) or cross(top1) == cross(top2):
                            continue
                        elims = _elim_both(g, d, top1, top2, {a1, b1, a2, b2})
                        if elims:
                            yield _links_step(
                                "Skyscraper", d, [top1, base1, base2, top2], [u1, u2], elims, (top1, top2)
                            )


def two_string_kite(g: CandidateGrid) -> Iterator[Eliminate]:
    for d in range(1, 10):
        yield from on_digit("two_string_kite", g, d, partial(_two_string_kite_on, g, d))


def _two_string_kite_on(g: CandidateGrid, d: int) -> Iterator[Eliminate]:
    links = strong_links(g, d)
    rows = [ln for ln in links if ln[0] < 9]
    cols = [ln for ln in links if 9 <= ln[0] < 18]
    for ur, r1, r2 in rows:
        for uc, c1, c2 in cols:
            if len({r1, r2, c1, c2}) < 4:
                continue
            for near_r, far_r in ((r1, r2), (r2, r1)):
                for near_c, far_c in ((c1, c2), (c2, c1)):
                    if box_of(near_r) != box_of(near_c):
                        continue
                    elims = _elim_both(g, d, far_r, far_c, {r1, r2, c1, c2})
                    if elims:
                        yield _links_step(
                            "2-String Kite", d, [far_r, near_r, near_c, far_c], [ur, uc], elims, (far_r, far_c)
                        )


def turbot_fish(g: CandidateGrid) -> Iterator[Eliminate]:
    for d in range(1, 10):
        yield from on_digit("turbot_fish", g, d, partial(_turbot_fish_on, g, d))


def _turbot_fish_on(g: CandidateGrid, d: int) -> Iterator[Eliminate]:
    links = strong_links(g, d)
    for i, (u1, a1, b1) in enumerate(links):
        for u2, a2, b2 in links[i + 1 :]:
            if a2 in (a1, b1) or b2 in (a1, b1):
                continue  # the links share a cell
            four = {a1, b1, a2, b2}
            for end1, mid1 in ((a1, b1), (b1, a1)):
                for mid2, end2 in ((a2, b2), (b2, a2)):
                    if not PEER_SET[mid1] >> mid2 & 1:
                        continue
                    elims = _elim_both(g, d, end1, end2, four)
                    if elims:
                        yield _links_step("Turbot Fish", d, [end1, mid1, mid2, end2], [u1, u2], elims, (end1, end2))


_BOX_LINES = [
    (sorted({row_of(c) for c in UNITS[18 + b]}), sorted({col_of(c) for c in UNITS[18 + b]})) for b in range(9)
]
"""``_BOX_LINES[b]``: the rows and the columns (0-8) through box ``b``."""


def empty_rectangle(g: CandidateGrid) -> Iterator[Eliminate]:
    for d in range(1, 10):
        yield from on_digit("empty_rectangle", g, d, partial(_empty_rectangle_on, g, d))


def _empty_rectangle_on(g: CandidateGrid, d: int) -> Iterator[Eliminate]:
    links = strong_links(g, d)
    for b in range(9):
        box = 18 + b
        s = g.where(d) & UNIT_SET[box]
        if s.bit_count() < 2:
            continue
        cells = cell_list(s)
        box_rows, box_cols = _BOX_LINES[b]
        for r in box_rows:
            for c in box_cols:
                row_set, col_set = UNIT_SET[r], UNIT_SET[9 + c]
                if s & ~(row_set | col_set) or not s & ~row_set or not s & ~col_set:
                    continue
                # a strong link in a column: one end on row r outside the box
                for u, x, y in links:
                    if not 9 <= u < 18 or col_of(x) in box_cols:
                        continue
                    for near, far in ((x, y), (y, x)):
                        if row_of(near) != r or row_of(far) in box_rows:
                            continue
                        target = row_of(far) * 9 + c
                        if g.has(target, d):
                            yield _er_step(d, box, cells, (u,), (near, far), target)
                # a strong link in a row: one end on column c outside the box
                for u, x, y in links:
                    if u >= 9 or row_of(x) in box_rows:
                        continue
                    for near, far in ((x, y), (y, x)):
                        if col_of(near) != c or col_of(far) in box_cols:
                            continue
                        target = r * 9 + col_of(far)
                        if g.has(target, d):
                            yield _er_step(d, box, cells, (u,), (near, far), target)


def _er_step(
    d: int, box: int, cells: list[int], link_units: tuple[int, ...], link: tuple[int, int], target: int
) -> Eliminate:
    elims = ((target, d),)
    return Eliminate(
        elims,
        "Empty Rectangle",
        Message(
            QT_TRANSLATE_NOOP(
                "steps", "Empty Rectangle on {digit} in {unit} with the strong link {cell}-{cell2} in {unit2}: {elims}"
            ),
            digit=d,
            unit=box,
            cell=link[0],
            cell2=link[1],
            unit2=link_units[0],
            elims=elims,
        ),
        causes=tuple(cells) + link,
        pattern=tuple((c, d) for c in (*cells, *link)),
    )
