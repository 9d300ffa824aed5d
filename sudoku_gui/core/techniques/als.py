"""Almost locked sets (ALS): ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom.

Definitions: HoDoKu (hodoku.sourceforge.net/en/tech_als.php and its AlsSolver) and SudokuWiki
("Almost Locked Sets", "ALS-XY-Wing", "ALS Chains", "Death Blossom").

- An **ALS** is ``n`` empty cells of one house holding ``n + 1`` digits between them; a bivalue
  cell is an ALS of one cell. Take one digit away (none of its cells holds it) and the other
  ``n`` digits fill the ``n`` cells: each of them is in the ALS.
- A **restricted common** (RC) ``x`` of two ALSs: every cell of one holding ``x`` sees every cell
  of the other holding ``x``, so ``x`` is in at most one of them. The two may share cells, but
  not cells holding ``x``.
- **ALS-XZ**: ALSs ``A`` and ``B`` with an RC ``x``. One of them lacks ``x``, so it holds all its
  other digits: a digit ``z`` of both (not ``x``) is in ``A`` or in ``B``, and a cell seeing all
  their ``z`` cells loses ``z``. Doubly linked (two RCs ``x`` and ``y``): each ALS lacks exactly
  one of ``x``, ``y``, so its other digits are locked in it (cells outside both ALSs seeing all
  of a digit's cells lose it), and ``x`` and ``y`` are each in ``A`` or ``B`` too.
- **ALS-XY-Wing**: ``C`` has RC ``x`` with ``A`` and RC ``y`` with ``B``, ``x != y``. If ``A``
  lacks ``z``, ``x`` is in ``A``, so not in ``C``, so ``y`` is in ``C``, so not in ``B``, so
  ``z`` is in ``B``: a digit ``z`` of ``A`` and ``B`` that is no RC is in one of them.
- **ALS-XY-Chain**: the same along ``A -x1- B -x2- C ... Z`` (four ALSs or more): each RC
  differs from the one by which the chain entered its ALS, ``z`` from the first and the last.
- **Death Blossom**: a stem cell each of whose digits ``d`` has a petal, an ALS holding ``d``
  only in cells that see the stem. Whichever digit the stem takes, that petal lacks it and holds
  all its other digits: a digit ``z`` of every petal (not of the stem) leaves every cell that
  sees all the petals' ``z`` cells.

ALSs may overlap (HoDoKu's "allow ALS overlap"): the reasoning above never needs them apart,
and HoDoKu's regression lines for overlapping wings and blossoms need it. As in HoDoKu, a digit
``z`` is never taken from the ALSs that hold it in the argument; a chain may eat into its middle.

Everything runs on bitsets: per ALS and digit, the cells holding it and the cells outside that
see them all (81-bit ints). The ALSs and their RCs are computed once per grid state (``g.memo``)
and shared by the four techniques; a technique's findings are kept as plain records and turned
into steps only when asked for, so ``human`` pays for one step, not all.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..candidates import ALL, COUNT, DIGITS, bit
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Candidate, Eliminate, Link
from .als_sets import Alses, alses
from .cgrid import CandidateGrid, cells_of

ALS_XZ = "ALS-XZ"
ALS_XY_WING = "ALS-XY-Wing"
ALS_XY_CHAIN = "ALS-XY-Chain"
DEATH_BLOSSOM = "Death Blossom"

MAX_CHAIN_RCS = 6
"""Longest ALS-XY-Chain searched, in restricted commons (HoDoKu's default: 6, so 7 ALSs)."""

_XZ = QT_TRANSLATE_NOOP("steps", "ALS-XZ: A={als} B={als2}, x={x}, z={z}: {elims}")
_XZ_DOUBLE = QT_TRANSLATE_NOOP("steps", "ALS-XZ: A={als} B={als2}, doubly linked by x={x}: {elims}")
_WING = QT_TRANSLATE_NOOP("steps", "ALS-XY-Wing: A={als} B={als2} C={als3}, x={x}, y={y}, z={z}: {elims}")
_CHAIN = QT_TRANSLATE_NOOP("steps", "ALS-XY-Chain: {chain}: {elims}")
_BLOSSOM = QT_TRANSLATE_NOOP("steps", "Death Blossom: stem {cell} {digits}, petals {petals}; z={z}: {elims}")


def _elims(out: dict[int, int]) -> tuple[Candidate, ...]:
    return tuple(sorted((c, d) for d, s in out.items() for c in cells_of(s)))


def _step(
    g: CandidateGrid, name: str, elims: tuple[Candidate, ...], text: str, cells: int, links: tuple[Link, ...]
) -> Eliminate:
    causes = tuple(cells_of(cells))
    pattern = tuple((c, d) for c in causes for d in DIGITS[g.cands[c]])
    return Eliminate(elims, name, text, causes=causes, pattern=pattern, links=links)


def _text(m: int) -> str:
    """``4`` or ``4,7``: the digits of a mask."""
    return ",".join(map(str, DIGITS[m]))


def _lowest(m: int) -> int:
    return (m & -m).bit_length()


def _keep(found: dict[frozenset[Candidate], tuple[int, ...]], out: dict[int, int], record: tuple[int, ...]) -> None:
    """Keep ``record`` for eliminations ``out`` unless an earlier record (a smaller pattern,
    since records come smallest first) has the same."""
    key = frozenset((c, d) for d, s in out.items() for c in cells_of(s))
    if key not in found:
        found[key] = record


# -- ALS-XZ ---------------------------------------------------------------------------------------


def als_xz(g: CandidateGrid) -> Iterator[Eliminate]:
    """Every ALS-XZ (singly or doubly linked) with eliminations, smallest ALSs first."""
    a = alses(g)
    for i, j, rc in g.memo(ALS_XZ, lambda: _xz(a)):
        yield _xz_step(g, a, i, j, rc)


def _xz_eliminations(a: Alses, i: int, j: int, rc: int) -> dict[int, int]:
    ri, rj = a.reach[i], a.reach[j]
    common = a.useful[i] & a.useful[j]
    doubly = COUNT[rc] > 1
    out: dict[int, int] = {}
    for z in DIGITS[common if doubly else common & ~rc]:
        if e := ri[z] & rj[z]:
            out[z] = e
    if doubly:  # the rest of each ALS is locked (HoDoKu spares the other ALS's cells)
        for d in DIGITS[a.useful[i] & ~rc]:
            if e := ri[d] & ~a.cells[j]:
                out[d] = out.get(d, 0) | e
        for d in DIGITS[a.useful[j] & ~rc]:
            if e := rj[d] & ~a.cells[i]:
                out[d] = out.get(d, 0) | e
    return out


def _xz(a: Alses) -> list[tuple[int, int, int]]:
    found: dict[frozenset[Candidate], tuple[int, ...]] = {}
    for (i, j), rc in sorted(a.rcs.items(), key=lambda p: (a.cells[p[0][0]] | a.cells[p[0][1]]).bit_count()):
        if not (a.useful[i] and a.useful[j]):
            continue
        if out := _xz_eliminations(a, i, j, rc):
            _keep(found, out, (i, j, rc))
    return [(r[0], r[1], r[2]) for r in found.values()]


def _xz_step(g: CandidateGrid, a: Alses, i: int, j: int, rc: int) -> Eliminate:
    out = _xz_eliminations(a, i, j, rc)
    elims = _elims(out)
    x = _lowest(rc)
    links: tuple[Link, ...]
    if COUNT[rc] > 1:
        y = _lowest(rc & ~bit(x))
        text = Message(_XZ_DOUBLE, als=a.name(i), als2=a.name(j), x=_text(rc), elims=elims)
        links = (
            Link(a.node(i, x), a.node(j, x), False),
            Link(a.node(j, x), a.node(j, y), True),
            Link(a.node(j, y), a.node(i, y), False),
            Link(a.node(i, y), a.node(i, x), True),
        )
    else:
        zs = sum(bit(z) for z in out)
        z = _lowest(zs)
        text = Message(_XZ, als=a.name(i), als2=a.name(j), x=str(x), z=_text(zs), elims=elims)
        links = (
            Link(a.node(i, z), a.node(i, x), True),
            Link(a.node(i, x), a.node(j, x), False),
            Link(a.node(j, x), a.node(j, z), True),
        )
    return _step(g, ALS_XZ, elims, text, a.cells[i] | a.cells[j], links)


# -- ALS-XY-Wing ----------------------------------------------------------------------------------


def als_xy_wing(g: CandidateGrid) -> Iterator[Eliminate]:
    """Every ALS-XY-Wing with eliminations, smallest patterns first."""
    a = alses(g)
    for i, j, k, r1, r2 in g.memo(ALS_XY_WING, lambda: _wings(a)):
        yield _wing_step(g, a, i, j, k, r1, r2)


def _wing_eliminations(a: Alses, i: int, j: int, zs: int) -> dict[int, int]:
    ri, rj = a.reach[i], a.reach[j]
    return {z: e for z in DIGITS[zs] if (e := ri[z] & rj[z])}


def _wings(a: Alses) -> list[tuple[int, int, int, int, int]]:
    records: list[tuple[int, tuple[int, int, int, int, int], dict[int, int]]] = []
    useful, cells = a.useful, a.cells
    for k, around in enumerate(a.links):  # k: the middle ALS C
        wings = [(j, m) for j, m in around if useful[j]]
        for p, (i, r1) in enumerate(wings):
            for j, r2 in wings[p + 1 :]:
                if r1 == r2 and COUNT[r1] == 1:
                    continue  # C would lose x and have nothing to pass on
                zs = useful[i] & useful[j] & ~(r1 | r2)
                if not zs:
                    continue
                both = cells[i] | cells[j]
                if both in (cells[i], cells[j]):
                    continue  # one inside the other (HoDoKu's rule)
                if out := _wing_eliminations(a, i, j, zs):
                    size = (both | cells[k]).bit_count()
                    records.append((size, (i, j, k, r1, r2), out))
    found: dict[frozenset[Candidate], tuple[int, ...]] = {}
    for _, record, out in sorted(records, key=lambda r: r[0]):
        _keep(found, out, record)
    return [(r[0], r[1], r[2], r[3], r[4]) for r in found.values()]


def _wing_step(g: CandidateGrid, a: Alses, i: int, j: int, k: int, r1: int, r2: int) -> Eliminate:
    out = _wing_eliminations(a, i, j, a.useful[i] & a.useful[j] & ~(r1 | r2))
    elims = _elims(out)
    zs = sum(bit(z) for z in out)
    z = _lowest(zs)
    x, y = next((x, y) for x in DIGITS[r1] for y in DIGITS[r2] if x != y)  # drawn: one of each
    text = Message(
        _WING, als=a.name(i), als2=a.name(j), als3=a.name(k), x=_text(r1), y=_text(r2), z=_text(zs), elims=elims
    )
    links = (
        Link(a.node(i, z), a.node(i, x), True),
        Link(a.node(i, x), a.node(k, x), False),
        Link(a.node(k, x), a.node(k, y), True),
        Link(a.node(k, y), a.node(j, y), False),
        Link(a.node(j, y), a.node(j, z), True),
    )
    return _step(g, ALS_XY_WING, elims, text, _union(a, (i, j, k)), links)


def _union(a: Alses, members: tuple[int, ...] | list[int]) -> int:
    """The cells of ALSs ``members``."""
    s = 0
    for i in members:
        s |= a.cells[i]
    return s


# -- ALS-XY-Chain ---------------------------------------------------------------------------------


def als_xy_chain(g: CandidateGrid) -> Iterator[Eliminate]:
    """Every ALS-XY-Chain of 3 to ``MAX_CHAIN_RCS`` RCs with eliminations, shortest first; one
    chain per set of eliminations."""
    a = alses(g)
    search = g.memo(ALS_XY_CHAIN, lambda: [_ChainSearch(a)])[0]
    for k, s, end, zs, out in search.found:
        yield _chain_step(g, a, search.path(k, s, end), zs, out)


_State = tuple[int, int]
"""A chain's head: (ALS, mask of the RC digits it was entered by, which it lacks)."""
_Chain = tuple[int, int, _State, int, dict[int, int]]
"""A chain found: (RCs, start, end state, z digits, eliminations)."""


class _ChainSearch:
    """Breadth first over states (ALS, entry RCs), every start at once: a state's label is the
    set (bits) of the starts (first ALS ``A``, first RC ``x1``) that reach it in exactly ``k``
    RCs. Walks may pass an ALS twice; each implication still holds, so the conclusion does too.
    ``found``: ``(k, start, end state, z digits, eliminations)``, shortest chains first.
    Inside, a state is the int ``als << 9 | entry`` (cheaper dict keys than tuples)."""

    __slots__ = ("a", "starts", "layers", "found", "_by_als")

    def __init__(self, a: Alses) -> None:
        self.a = a
        self.starts: list[tuple[int, int]] = []
        self._by_als: dict[int, dict[int, list[tuple[int, int]]]] = {}
        layer, ends_at, own = self._first_layer()
        self.layers = [layer]
        self.found = self._walk(layer, ends_at, own)

    def _first_layer(self) -> tuple[dict[int, int], dict[int, int], list[int]]:
        """Numbers the starts (``self.starts``) and returns the states one RC from them (with
        their labels), where each start's chain can end (``z * 81 + cell`` -> the starts whose
        A can take z from cell) and, for each ALS, the starts beginning there."""
        a = self.a
        layer: dict[int, int] = {}
        ends_at: dict[int, int] = {}
        own = [0] * len(a.cells)  # (a chain ends elsewhere than its start)
        for i, around in enumerate(a.links):
            if not a.useful[i]:
                continue
            by_rc: dict[int, list[int]] = {}  # x -> the ALSs this one shares RC x with
            for j, m in around:
                for x in DIGITS[m]:
                    by_rc.setdefault(x, []).append(j)
            start_of: dict[int, int] = {}  # x -> the bit of start (i, x)
            for x in sorted(by_rc):
                if not a.useful[i] & ~bit(x):
                    continue
                sb = start_of[x] = 1 << len(self.starts)
                self.starts.append((i, x))
                for j in by_rc[x]:
                    head = j << 9 | bit(x)
                    layer[head] = layer.get(head, 0) | sb
            if not start_of:
                continue
            mine = sum(start_of.values())
            own[i] |= mine
            # a chain's z differs from its first RC: z ends the chains of every start of this ALS
            # but the one whose first RC is z
            for z in DIGITS[a.useful[i]]:
                if label := mine & ~start_of.get(z, 0):
                    for c in cells_of(a.reach[i][z]):
                        ends_at[z * 81 + c] = ends_at.get(z * 81 + c, 0) | label
        return layer, ends_at, own

    def _walk(self, layer: dict[int, int], ends_at: dict[int, int], own: list[int]) -> list[_Chain]:
        """The layers after the first (appended to ``self.layers``) and the chains they end."""
        a = self.a
        steps = [[(j << 9, m) for j, m in around] for around in a.links]
        ends: dict[int, int] = {}  # state -> the starts it can end a chain for
        spent: dict[int, int] = {}
        # A start that reached a state after 3 or more RCs already went on from there with more
        # RCs to spare, so a later arrival there finds nothing new and is not carried on.
        found: dict[frozenset[Candidate], _Chain] = {}
        useful, reach = a.useful, a.reach
        going = layer
        for k in range(2, MAX_CHAIN_RCS + 1):
            nxt: dict[int, int] = {}
            get = nxt.get
            for state, label in going.items():
                entry = state & 0x1FF
                for base, m in steps[state >> 9]:
                    if arc := m & ~entry:
                        nxt[base | arc] = get(base | arc, 0) | label
            layer = going = nxt
            self.layers.append(layer)
            if k < 3:
                continue
            going = {}
            for state, label in layer.items():
                fresh = label & ~spent.get(state, 0)
                if not fresh:
                    continue  # (and already checked as an end for these starts)
                going[state] = fresh
                spent[state] = spent.get(state, 0) | fresh
                can = ends.get(state)
                if can is None:
                    z_als, entry = state >> 9, state & 0x1FF
                    can = 0
                    for z in DIGITS[useful[z_als] & ~entry]:
                        for c in cells_of(reach[z_als][z]):
                            can |= ends_at.get(z * 81 + c, 0)
                    ends[state] = can = can & ~own[z_als]
                if can & fresh:
                    self._chains(k, state, can & fresh, found)
        return sorted(found.values(), key=lambda r: (r[0], -len(_elims(r[4]))))

    def _chains(self, k: int, state: int, hits: int, found: dict[frozenset[Candidate], _Chain]) -> None:
        """Adds to ``found`` the chains of ``k`` RCs from the starts ``hits`` to ``state``, one
        per set of eliminations."""
        useful = self.a.useful
        while hits:
            low = hits & -hits
            hits ^= low
            s = low.bit_length() - 1
            i, x = self.starts[s]
            z_als, entry = state >> 9, state & 0x1FF
            zs = useful[i] & useful[z_als] & ~bit(x) & ~entry
            out = _wing_eliminations(self.a, i, z_als, zs)
            key = frozenset((c, d) for d, e in out.items() for c in cells_of(e))
            if key not in found:
                found[key] = (k, s, (z_als, entry), zs, out)

    def _at(self, depth: int, als: int) -> list[tuple[int, int]]:
        """(entry, label) of the states of ALS ``als`` after ``depth`` RCs."""
        index = self._by_als.get(depth)
        if index is None:
            index = self._by_als[depth] = {}
            for state, label in self.layers[depth - 1].items():
                index.setdefault(state >> 9, []).append((state & 0x1FF, label))
        return index.get(als, [])

    def path(self, k: int, s: int, end: _State) -> list[_State]:
        """A chain of ``k`` RCs from start ``s`` to ``end``: ``[(A, 0), (B, x1), ..., end]``,
        read back through the layers; one that visits no ALS twice when there is one."""
        a, sb = self.a, 1 << s
        first, x1 = self.starts[s]

        def back(depth: int, state: _State, avoid: set[int] | None) -> list[_State] | None:
            y, entry = state
            if depth == 1:
                ok = entry == bit(x1) and a.rcs.get((min(first, y), max(first, y)), 0) & entry
                return [(first, 0), state] if ok and (avoid is None or first not in avoid) else None
            for x_als, m in a.links[y]:
                if avoid is not None and x_als in avoid:
                    continue
                for prev_entry, label in self._at(depth - 1, x_als):
                    if label & sb and m & ~prev_entry == entry:
                        more = None if avoid is None else avoid | {x_als}
                        rest = back(depth - 1, (x_als, prev_entry), more)
                        if rest is not None:
                            return rest + [state]
            return None

        path = back(k, end, {end[0]}) or back(k, end, None)
        assert path is not None
        return path


def _chain_step(g: CandidateGrid, a: Alses, path: list[_State], zs: int, out: dict[int, int]) -> Eliminate:
    elims = _elims(out)
    z = _lowest(sum(bit(d) for d in out))
    parts = [f"{_text(zs).replace(',', '')}- {a.name(path[0][0])}"]
    links = []
    prev_als, inside = path[0][0], z
    for als, entry in path[1:]:
        x = _lowest(entry)
        parts.append(f"-{_text(entry).replace(',', '')}- {a.name(als)}")
        links.append(Link(a.node(prev_als, inside), a.node(prev_als, x), True))
        links.append(Link(a.node(prev_als, x), a.node(als, x), False))
        prev_als, inside = als, x
    links.append(Link(a.node(prev_als, inside), a.node(prev_als, z), True))
    chain = " ".join(parts) + f" -{_text(zs).replace(',', '')}"
    text = Message(_CHAIN, chain=chain, elims=elims)
    return _step(g, ALS_XY_CHAIN, elims, text, _union(a, [als for als, _ in path]), tuple(links))


# -- Death Blossom --------------------------------------------------------------------------------


def death_blossom(g: CandidateGrid) -> Iterator[Eliminate]:
    """Every Death Blossom with eliminations, fewest petals first; one per set of eliminations."""
    a = alses(g)
    for stem, petals, out in g.memo(DEATH_BLOSSOM, lambda: _blossoms(g, a)):
        yield _blossom_step(g, a, stem, petals, out)


_Blossom = tuple[int, int, list[tuple[int, int]], dict[int, int]]
"""(size, stem, [(digit, petal ALS)], eliminations)."""


def _blossoms(g: CandidateGrid, a: Alses) -> list[tuple[int, list[tuple[int, int]], dict[int, int]]]:
    petals: dict[int, list[list[int]]] = {}  # stem -> digit -> ALSs whose digit cells all see it
    for i, useful in enumerate(a.useful):
        if not useful:
            continue  # a petal that can take nothing from anywhere leaves no target
        for d in DIGITS[a.digits[i]]:
            for stem in cells_of(a.reach[i][d]):
                by_digit = petals.get(stem)
                if by_digit is None:
                    by_digit = petals[stem] = [[] for _ in range(10)]
                by_digit[d].append(i)
    found: dict[frozenset[Candidate], _Blossom] = {}
    where = [g.where(d) if d else 0 for d in range(10)]
    for stem, by_digit in sorted(petals.items()):
        m = g.cands[stem]
        if COUNT[m] < 2 or not all(by_digit[d] for d in DIGITS[m]):
            continue
        order = sorted(((d, by_digit[d]) for d in DIGITS[m]), key=lambda p: len(p[1]))
        _grow(a, stem, order, 0, ALL & ~m, where[:], [], set(), found)
    return [(stem, chosen, out) for _, stem, chosen, out in sorted(found.values(), key=lambda r: r[0])]


def _grow(
    a: Alses,
    stem: int,
    order: list[tuple[int, list[int]]],
    n: int,
    common: int,
    targets: list[int],
    chosen: list[tuple[int, int]],
    seen: set[tuple[int, ...]],
    found: dict[frozenset[Candidate], _Blossom],
) -> None:
    """Choose a petal for the stem's digit ``order[n]`` and on. ``common``: the digits of all
    petals so far (none of the stem's) that still have targets; ``targets[z]``: the cells that
    see every chosen petal's ``z`` cells."""
    if n == len(order):
        out = {z: targets[z] for z in DIGITS[common]}
        key = frozenset((c, d) for d, e in out.items() for c in cells_of(e))
        size = _union(a, [p for _, p in chosen]).bit_count()
        if key not in found or size < found[key][0]:
            found[key] = (size, stem, list(chosen), out)
        return
    d, petals = order[n]
    for p in petals:
        alive, after = 0, targets[:]
        reach = a.reach[p]
        for z in DIGITS[common & a.useful[p]]:
            if t := targets[z] & reach[z]:
                after[z] = t
                alive |= bit(z)
        if not alive:
            continue
        state = (n, alive, *(after[z] for z in DIGITS[alive]))
        if state in seen:
            continue  # the same targets through other petals: nothing new from here
        seen.add(state)
        chosen.append((d, p))
        _grow(a, stem, order, n + 1, alive, after, chosen, seen, found)
        chosen.pop()


def _blossom_step(
    g: CandidateGrid, a: Alses, stem: int, petals: list[tuple[int, int]], out: dict[int, int]
) -> Eliminate:
    elims = _elims(out)
    zs = sum(bit(z) for z in out)
    z = _lowest(zs)
    petals = sorted(petals)
    links = []
    for d, p in petals:
        links.append(Link(((stem, d),), a.node(p, d), False))
        links.append(Link(a.node(p, d), a.node(p, z), True))
    text = Message(
        _BLOSSOM,
        cell=stem,
        digits=g.cands[stem],
        petals=", ".join(f"-{d}- {a.name(p)}" for d, p in petals),
        z=_text(zs),
        elims=elims,
    )
    return _step(g, DEATH_BLOSSOM, elims, text, _union(a, [p for _, p in petals]) | 1 << stem, tuple(links))
