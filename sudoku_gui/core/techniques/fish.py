"""Basic fish (X-Wing, Swordfish, Jellyfish) and their finned and sashimi forms.

Definitions as HoDoKu (hodoku.sourceforge.net/en/tech_fishb.php) and SudokuWiki use them: for a
digit, n base lines (rows, or columns) whose candidates all lie in n cover lines (columns, or
rows) lock the digit into the intersections, so it leaves the rest of the cover lines. A finned
fish has extra base candidates (fins) all in one box: then only cover-line cells that also see
that box lose the digit. It is sashimi when a base line would keep a single candidate without its
fins (the fish would be degenerate without them).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from itertools import combinations

from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate
from .cgrid import UNIT_SET, CandidateGrid, cell_list
from .digit_memo import on_digit

FISH_NAMES = {
    2: QT_TRANSLATE_NOOP("technique", "X-Wing"),
    3: QT_TRANSLATE_NOOP("technique", "Swordfish"),
    4: QT_TRANSLATE_NOOP("technique", "Jellyfish"),
}
FINNED_NAMES = {
    2: (QT_TRANSLATE_NOOP("technique", "Finned X-Wing"), QT_TRANSLATE_NOOP("technique", "Sashimi X-Wing")),
    3: (QT_TRANSLATE_NOOP("technique", "Finned Swordfish"), QT_TRANSLATE_NOOP("technique", "Sashimi Swordfish")),
    4: (QT_TRANSLATE_NOOP("technique", "Finned Jellyfish"), QT_TRANSLATE_NOOP("technique", "Sashimi Jellyfish")),
}
"""``FINNED_NAMES[n]``: the (finned, sashimi) names of the fish of size ``n``."""


def _positions(g: CandidateGrid) -> list[list[int]]:
    """``_positions(g)[d][line]``: 9-bit set of the cross positions where ``line`` (rows 0-8:
    columns; columns 9-17: rows) holds ``d``. Once per grid state, for every fish."""

    def compute() -> list[list[int]]:
        table = [[0] * 18]
        for d in range(1, 10):
            where = g.where(d)
            rows = [(where >> (9 * r)) & 0x1FF for r in range(9)]
            cols = [sum(1 << r for r in range(9) if rows[r] >> c & 1) for c in range(9)]
            table.append(rows + cols)
        return table

    return g.memo("fish_positions", compute)


def houses(units: list[int] | tuple[int, ...]) -> int:
    """81-bit set of every cell of ``units``."""
    out = 0
    for u in units:
        out |= UNIT_SET[u]
    return out


def _cell(line: int, pos: int) -> int:
    """The cell of base line ``line`` (0-17) at cross position ``pos``."""
    return line * 9 + pos if line < 9 else pos * 9 + (line - 9)


def basic_fish(g: CandidateGrid, n: int) -> Iterator[Eliminate]:
    for d in range(1, 10):
        yield from on_digit(("basic_fish", n), g, d, partial(_basic_fish_on, g, n, d))


def _basic_fish_on(g: CandidateGrid, n: int, d: int) -> Iterator[Eliminate]:
    name = FISH_NAMES[n]
    for base_kind in (0, 1):  # 0: rows are the base, 1: columns are
        lines = range(9) if base_kind == 0 else range(9, 18)
        cover_offset = 9 if base_kind == 0 else 0
        pos = _positions(g)[d]
        eligible = [ln for ln in lines if 0 < pos[ln].bit_count() <= n]
        for base, union in _bases(eligible, pos, n, _WITHIN[n]):
            cover = [cover_offset + p for p in range(9) if union >> p & 1]
            base_set = houses(base)
            cover_set = houses(cover)
            out = g.where(d) & cover_set & ~base_set
            if not out:
                continue
            body = cell_list(g.where(d) & base_set)
            elims = tuple((c, d) for c in cell_list(out))
            yield Eliminate(
                elims,
                name,
                Message(
                    QT_TRANSLATE_NOOP(
                        "steps", "{technique} on {digit}: {lines} hold {digit} only in {lines2} ({cells}): {elims}"
                    ),
                    technique=name,
                    digit=d,
                    lines=base,
                    lines2=cover,
                    cells=body,
                    elims=elims,
                ),
                causes=tuple(body),
                pattern=tuple((c, d) for c in body),
            )


def _bases(eligible: list[int], pos: list[int], n: int, fits: list[bool]) -> Iterator[tuple[tuple[int, ...], int]]:
    """``(base lines, union of their positions)`` for every ``n`` of ``eligible`` whose union
    of positions ``fits`` (a 512-entry table), in ``combinations`` order. A partial choice that
    does not fit already is dropped with all its extensions (the tables only get stricter as
    positions are added), which beats trying every combination."""

    def extend(first: int, base: tuple[int, ...], union: int) -> Iterator[tuple[tuple[int, ...], int]]:
        for i in range(first, len(eligible) - (n - len(base)) + 1):
            ln = eligible[i]
            u = union | pos[ln]
            if not fits[u]:
                continue
            if len(base) + 1 == n:
                yield base + (ln,), u
            else:
                yield from extend(i + 1, base + (ln,), u)

    return extend(0, (), 0)


_WITHIN = {n: [u.bit_count() <= n for u in range(512)] for n in (2, 3, 4)}
"""``_WITHIN[n][u]``: the cross positions ``u`` fit in ``n`` cover lines (a basic fish)."""

_GROUPS = (0b000000111, 0b000111000, 0b111000000)
"""Cross positions of each box column (or row) group: fins in one box lie in one group."""


def _bits(mask: int) -> list[int]:
    return [p for p in range(9) if mask >> p & 1]


def _coverable(n: int) -> list[bool]:
    """``_coverable(n)[u]``: the cross positions ``u`` (9-bit) could be ``n`` cover lines plus
    fins inside one box group, with a cover line through the group (where the eliminations
    are): fewer than ``n`` positions outside some group."""
    return [any((u & ~group).bit_count() < n for group in _GROUPS) for u in range(512)]


_COVERABLE = {n: _coverable(n) for n in (2, 3, 4)}


def finned_fish(g: CandidateGrid, n: int) -> Iterator[Eliminate]:
    """Finned and Sashimi fish of size ``n``; the step's technique says which.

    Fins lie in one box, so every base position outside that box's three cross lines must be
    covered: only positions inside the group are a choice, which keeps the search small.
    """
    for d in range(1, 10):
        yield from on_digit(("finned_fish", n), g, d, partial(_finned_fish_on, g, n, d))


def _finned_fish_on(g: CandidateGrid, n: int, d: int) -> Iterator[Eliminate]:
    for base_kind in (0, 1):
        lines = range(9) if base_kind == 0 else range(9, 18)
        cover_offset = 9 if base_kind == 0 else 0
        pos = _positions(g)[d]
        eligible = [ln for ln in lines if pos[ln] and _COVERABLE[n][pos[ln]]]
        for base, union in _bases(eligible, pos, n, _COVERABLE[n]):
            if union.bit_count() <= n:
                continue  # no fins
            bands = [0, 0, 0]  # positions held by lines outside the base, per band
            for ln in lines:
                if ln not in base:
                    bands[(ln % 9) // 3] |= pos[ln]
            for group_index, group in enumerate(_GROUPS):
                must = union & ~group
                free = n - must.bit_count()
                if free <= 0:
                    continue  # no cover line through the group, where eliminations lie
                # The fins' band: its base lines hold the group's uncovered positions, so
                # the other bands' base lines must be covered there (at most ``free``
                # positions), and a line of the band outside the base holds a position
                # the cover may take (an elimination).
                in_group = [0, 0, 0]
                for ln in base:
                    in_group[(ln % 9) // 3] |= pos[ln] & group
                if not any(
                    in_group[b] and (in_group[b - 1] | in_group[b - 2]).bit_count() <= free and bands[b] & union & group
                    for b in range(3)
                ):
                    continue
                for extra in combinations(_bits(union & group), free):
                    cmask = must | sum(1 << p for p in extra)
                    fin_mask = union & ~cmask
                    if not fin_mask or any(not pos[ln] & cmask for ln in base):
                        continue
                    fin_lines = [ln for ln in base if pos[ln] & fin_mask]
                    band = (fin_lines[0] % 9) // 3
                    if any((ln % 9) // 3 != band for ln in fin_lines):
                        continue
                    box = band * 3 + group_index if base_kind == 0 else group_index * 3 + band
                    yield from _finned_step(g, d, n, base, pos, cmask, fin_mask, cover_offset, box)


def _finned_step(
    g: CandidateGrid,
    d: int,
    n: int,
    base: tuple[int, ...],
    pos: list[int],
    cmask: int,
    fin_mask: int,
    cover_offset: int,
    box: int,
) -> Iterator[Eliminate]:
    base_set = houses(base)
    cover = [cover_offset + p for p in _bits(cmask)]
    cover_set = houses(cover)
    out = g.where(d) & cover_set & ~base_set & UNIT_SET[18 + box]
    if not out:
        return
    fins = [_cell(ln, p) for ln in base for p in _bits(pos[ln] & fin_mask)]
    sashimi = any((pos[ln] & cmask).bit_count() < 2 for ln in base)
    name = FINNED_NAMES[n][sashimi]
    body = [c for c in cell_list(g.where(d) & base_set) if c not in fins]
    elims = tuple((c, d) for c in cell_list(out))
    yield Eliminate(
        elims,
        name,
        (
            Message(
                QT_TRANSLATE_NOOP(
                    "steps", "{technique} on {digit}: {lines} in {lines2} ({cells}), fins {cells2}: {elims}"
                ),
                technique=name,
                digit=d,
                lines=base,
                lines2=cover,
                cells=body,
                cells2=fins,
                elims=elims,
            )
            if len(fins) > 1
            else Message(
                QT_TRANSLATE_NOOP(
                    "steps", "{technique} on {digit}: {lines} in {lines2} ({cells}), fin {cells2}: {elims}"
                ),
                technique=name,
                digit=d,
                lines=base,
                lines2=cover,
                cells=body,
                cells2=fins,
                elims=elims,
            )
        ),
        causes=tuple(body),
        pattern=tuple((c, d) for c in body + fins),
        fins=tuple(fins),
    )
