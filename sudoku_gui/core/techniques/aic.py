"""Alternating inference chains (AIC) and nice loops on the link graph of ``links.py``.

An AIC alternates strong and weak links and starts and ends with a strong link. Read from one
end: if the first candidate is false, the strong link makes the next one true, the weak link
after it makes the next one false, and so on, so the last candidate is true. Hence at least one
of the two ends is true, and any candidate weakly linked to both ends is false. With both ends
the same digit this is HoDoKu's AIC type 1; with different digits in cells that see each other
(or share a cell), type 2. Notation: Eureka, ``(5)r2c3=(5)r2c7-(5)r8c7=...``.

A **nice loop** is a chain that returns to where it started (HoDoKu's nice loops; SudokuWiki's
X-Cycles and AIC loops):

- **continuous**: an AIC whose two ends are weakly linked closes into a loop in which every
  link alternates. Then exactly one node of every weak link is true, so every weak link acts as
  a strong one: candidates weakly linked to both of its nodes are false (for a weak link inside
  a cell: every other candidate of the cell).
- **discontinuous**: the loop breaks at its start candidate ``s``. If ``s`` false leads to ``s``
  true (two strong links at ``s``), ``s`` is true; if ``s`` true leads to a candidate that
  excludes ``s`` (two weak links at ``s``), ``s`` is false; if ``s`` false leads to a candidate
  true that excludes another candidate ``t`` of the same cell (a strong and a weak link), ``t``
  is false.

Each comes plain and **grouped** (grouped nodes of ``links.py`` allowed; only chains that use
one are reported as grouped, the others being found plain). Definitions: HoDoKu
(hodoku.sourceforge.net/en/tech_chains.php), SudokuWiki ("Alternating Inference Chains",
"X-Cycles", "Grouped X-Cycles").

The search walks implications breadth first from every start assumed false, a whole layer of
true nodes at a time (sets as ints), so each conclusion is reported with a shortest chain. A
discontinuous loop proving a candidate false is read off the AIC whose two ends it sees, or the
chain that leads from a node it excludes back to that node (the loop is that chain closed
through the candidate), so no second search from every candidate assumed true is needed. The
one kind this leaves out is a loop whose two neighbours of the candidate are both ALS nodes
(chains do not start at ALS nodes); the ALS techniques or, failing them, forcing chains take
those eliminations. One search per grid state serves all six techniques (``g.memo``), and a
step's chain and text are built only when the step is asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from itertools import pairwise

from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Eliminate, Link
from .cgrid import CandidateGrid
from .chain_carry import unchanged_starts
from .links import NODES, SINGLES, LinkGraph, candidate, link_graph, nodes_of

MAX_LINKS = 20
"""Longest chain searched, in links."""

AIC = "AIC"
CONTINUOUS = "Continuous Nice Loop"
DISCONTINUOUS = "Discontinuous Nice Loop"
GROUPED_AIC = "Grouped AIC"
GROUPED_CONTINUOUS = "Grouped Continuous Nice Loop"
GROUPED_DISCONTINUOUS = "Grouped Discontinuous Nice Loop"


def chains(graph: LinkGraph, start: int, max_links: int = MAX_LINKS, start_on: bool = False) -> Iterator[list[int]]:
    """Every chain of implications from ``start`` (shortest first, one per node reached).

    With ``start_on`` False: ``start`` is assumed false and the chains are AICs: node lists
    ``[start, ..., end]`` whose links alternate strong, weak, strong, ... and end strong (an odd
    number of links; ``end`` is then true). ``start`` itself may be reached (it is then true).
    With ``start_on`` True: ``start`` is assumed true and the links alternate weak, strong, ...
    ending strong (an even number of links; ``end`` is then true).
    """
    for _end, _links, path in reached(graph, start, max_links, start_on):
        yield path()


def reached(
    graph: LinkGraph, start: int, max_links: int = MAX_LINKS, start_on: bool = False, wanted: int = -1
) -> Iterator[tuple[int, int, Callable[[], list[int]]]]:
    """``(end, links, path)`` for every node ``chains`` reaches (of those in the set ``wanted``),
    where ``path()`` builds the chain only when asked (most ends lead nowhere, and walking back
    costs more than reaching)."""
    for ends in _rounds(graph, start, max_links, start_on, wanted):
        yield from ends


def _rounds(
    graph: LinkGraph,
    start: int,
    max_links: int = MAX_LINKS,
    start_on: bool = False,
    wanted: int = -1,
    reach: dict[int, int] | None = None,
) -> Iterator[list[tuple[int, int, Callable[[], list[int]]]]]:
    """``reached``'s ends one layer at a time (a list each, possibly empty), so that searches
    from many starts can go on in step, shortest chains first.

    Only the true nodes are kept, layer by layer: a true node excludes its weak partners, whose
    strong partners are then true, so ``graph.onward`` steps from one true layer to the next. A
    false node met before cannot bring anything new (its strong partners are already true).
    Once the search is over, ``reach[start]`` (when given) is every node it made true.
    """
    onward = graph.onward()
    layer, links = (1 << start, 0) if start_on else (graph.strong[start], 1)
    layers = [layer]
    seen = layer
    if not start_on:
        yield [(end, links, partial(_path, graph, layers, 0, end, start, start_on)) for end in nodes_of(layer & wanted)]
    while links + 2 <= max_links:
        nxt = 0
        text = bin(layer)  # the bits of the layer, found in C (see links.nodes_of), highest first
        top = len(text) - 1
        i = text.find("1", 2)
        while i >= 0:
            nxt |= onward[top - i]
            i = text.find("1", i + 1)
        nxt &= ~seen
        if not nxt:
            break
        seen |= nxt
        layers.append(nxt)
        layer = nxt
        links += 2
        k = len(layers) - 1  # (layers only grow: a path reads the first k + 1)
        yield [(end, links, partial(_path, graph, layers, k, end, start, start_on)) for end in nodes_of(nxt & wanted)]
    if reach is not None:
        reach[start] = seen


def _lowest(s: int) -> int:
    return (s & -s).bit_length() - 1


def _path(graph: LinkGraph, layers: list[int], last: int, end: int, start: int, start_on: bool) -> list[int]:
    """Walk back from ``end`` (true at ``layers[last]``) to the start: before each true node, a
    false strong partner of it that a true node of the layer before excludes."""
    path = [end]
    node = end
    for k in range(last, 0, -1):
        before = layers[k - 1]
        for off in nodes_of(graph.strong[node]):
            if excluders := graph.weak[off] & before:
                node = _lowest(excluders)
                path += (off, node)
                break
    if not start_on:
        path.append(start)  # the first layer is the start's strong partners
    path.reverse()
    return path


def eureka(path: list[int], graph: LinkGraph | None = None, first_strong: bool = True) -> str:
    """``(5)r2c3=(5)r2c7-(5)r8c7=(5)r8c3``: ``=`` strong links, ``-`` weak ones, alternating
    from ``first_strong``."""
    from .links import node_name

    name = graph.name if graph is not None else node_name
    out = []
    for i, n in enumerate(path):
        if i:
            out.append("=" if (i % 2 == 1) == first_strong else "-")
        out.append(name(n))
    return "".join(out)


def chain_links(path: list[int], graph: LinkGraph | None = None, first_strong: bool = True) -> tuple[Link, ...]:
    """The links of a node list for drawing, alternating from ``first_strong``."""

    def cands(n: int) -> tuple[tuple[int, int], ...]:
        return graph.candidates(n) if graph is not None else (candidate(n),)

    return tuple(Link(cands(a), cands(b), (i % 2 == 0) == first_strong) for i, (a, b) in enumerate(pairwise(path)))


def _cell_others(n: int) -> int:
    """The other candidate nodes of node ``n``'s cell (as a node set)."""
    cell = n // 9
    return (0x1FF << (cell * 9)) & ~(1 << n)


def aic(g: CandidateGrid) -> Iterator[Eliminate]:
    """AIC steps on ``g``: shortest chains first; one step per set of eliminations."""
    return named_steps(g, AIC)


def named_steps(g: CandidateGrid, name: str) -> Iterator[Eliminate]:
    """The steps of technique ``name`` (one of this module's six) on ``g``, shortest chains
    first. The search goes only as deep as the first step needs (a caller who takes one step,
    as ``human`` does, pays for no longer chains), and each step's chain and text are built only
    when it is reached."""
    search = _searched(g, name.startswith("Grouped"))
    first = search.first(name)
    if first is None:
        return
    yield search.step(first)
    search.finish()
    for entry in search.entries():
        if entry[0] == name and entry is not first:
            yield search.step(entry)


_Entry = tuple[str, int, frozenset[int], Callable[[], list[int]], bool, str]
"""(technique, links, eliminated nodes, path builder, first link strong, what the chain proves)"""


def _searched(g: CandidateGrid, grouped: bool) -> _Search:
    return g.memo(("chain_search", grouped), lambda: [_Search(g, grouped)])[0]


class _Search:
    """The chain search on one grid state, from every start at once, one layer (two links) a
    round, so it can stop at the round that settles the shortest chain a caller asks for.

    After round ``r`` (counted from 0) every chain of up to ``2r + 2`` links has been seen, so
    entries that long are final: a later round only finds longer chains.
    """

    def __init__(self, g: CandidateGrid, grouped: bool) -> None:
        graph = link_graph(g, grouped)
        self.graph = graph
        self.grouped = grouped
        self.names = (
            (GROUPED_AIC, GROUPED_CONTINUOUS, GROUPED_DISCONTINUOUS) if grouped else (AIC, CONTINUOUS, DISCONTINUOUS)
        )
        self.plain_names = dict(zip(self.names, (AIC, CONTINUOUS, DISCONTINUOUS), strict=True))
        self.plain: set[tuple[str, frozenset[int]]] = set()
        if grouped:  # only what the plain search cannot report
            plain = _searched(g, False)
            plain.finish()
            self.plain = {(e[0], e[2]) for e in plain.entries()}
        # technique -> eliminated nodes -> entry
        self.found: dict[str, dict[frozenset[int], _Entry]] = {name: {} for name in self.names}
        self.built: dict[tuple[str, frozenset[int]], Eliminate] = {}
        self.final_links = 0
        present = graph.present
        starts = present | (((1 << len(graph.groups)) - 1) << NODES)
        for n, cells in enumerate(graph.als):
            if cells:
                starts &= ~(1 << (NODES + n))  # chains start at candidates and grouped nodes
        # A search that found nothing on an earlier state spares the starts it settled for good.
        self._carried, self._state = g.carried, tuple(g.cands)
        earlier = g.carried.get(("quiet chain search", grouped))
        same = {}
        if earlier is not None and g.within(earlier[0]):
            same = unchanged_starts(earlier[1], earlier[0], earlier[2], graph, self._state)
        self.reach: dict[int, int] = {}  # start -> the nodes its whole search made true
        self.active: list[tuple[int, int, Iterator[list[tuple[int, int, Callable[[], list[int]]]]]]] = []
        for start in nodes_of(starts):
            if not graph.strong[start]:
                continue
            if start in same:
                self.reach[start] = same[start]
                continue
            weak_start = graph.weak[start] & ~(1 << start)
            # ends worth a look: weakly linked to a candidate that is weakly linked to the start
            # (an elimination), to the start itself (a loop), or the start (it is true)
            wanted = weak_start | 1 << start
            for t in nodes_of(present & weak_start):
                wanted |= graph.weak[t]
            self.active.append((start, weak_start, _rounds(graph, start, wanted=wanted, reach=self.reach)))
        if not self.active:
            self._over()

    def first(self, name: str) -> _Entry | None:
        """The first entry of technique ``name``, searching only as deep as that needs."""
        while True:
            final = [e for e in self.found[name].values() if e[1] <= self.final_links]
            if final:
                return min(final, key=lambda e: (e[1], sorted(e[2])))
            if not self.active:
                return None
            self._round()

    def finish(self) -> None:
        while self.active:
            self._round()

    def entries(self) -> list[_Entry]:
        """Everything found so far, in the order steps are reported."""
        return [e for name in self.names for e in sorted(self.found[name].values(), key=lambda e: (e[1], sorted(e[2])))]

    def step(self, entry: _Entry) -> Eliminate:
        """The step of a final entry (one no later round can replace)."""
        key = (entry[0], entry[2])
        if key not in self.built:
            name, _links, nodes, path, first_strong, proves = entry
            self.built[key] = _step(self.graph, name, nodes, path(), first_strong, proves)
        return self.built[key]

    def _keep(
        self, name: str, out: int, links: int, path: Callable[[], list[int]], first_strong: bool, proves: str
    ) -> None:
        key = frozenset(nodes_of(out))
        old = self.found[name].get(key)
        if old is not None and old[1] <= links:
            return
        if self.grouped and (self.plain_names[name], key) in self.plain:
            return  # the plain search reports it
        self.found[name][key] = (name, links, key, path, first_strong, proves)

    def _round(self) -> None:
        graph, names, keep = self.graph, self.names, self._keep
        present = graph.present
        still: list[tuple[int, int, Iterator[list[tuple[int, int, Callable[[], list[int]]]]]]] = []
        for item in self.active:
            start, weak_start, rounds = item
            ends = next(rounds, None)
            if ends is None:
                continue
            still.append(item)
            single = start < NODES
            for end, links, path in ends:
                if end == start:  # start false makes it true: it is true
                    if single and (out := present & _cell_others(start)):
                        keep(names[2], out, links, path, True, "true")
                    # and a candidate it excludes, assumed true, leads round to its own
                    # exclusion (the only such loop when the start is a grouped node)
                    for s in nodes_of(present & weak_start):
                        keep(names[2], 1 << s, links + 1, partial(_through, s, path), False, "false")
                    continue
                weak_end = graph.weak[end]
                out = present & weak_start & weak_end & ~(1 << end)
                if out:
                    if end > start:  # (from end > start: the same chain read backwards)
                        keep(names[0], out, links, path, True, "ends")
                    if single and (cell_out := out & _cell_others(start)):
                        keep(names[2], cell_out, links, path, True, "cell")
                    # A candidate that sees both ends, assumed true, excludes the start, which
                    # makes the end true, which excludes it: a loop proving it false. (Searching
                    # again from every candidate assumed true would cost twice as much and add
                    # only the loops through two ALS nodes, where chains do not start.)
                    for s in nodes_of(out):
                        keep(names[2], 1 << s, links + 1, partial(_through, s, path), False, "false")
                if weak_end >> start & 1 and links >= 3:
                    loop = path()
                    if len(set(loop)) == len(loop) and (loop_out := _loop_eliminations(graph, loop)):
                        keep(names[1], loop_out, links, loop.copy, True, "loop")
        self.active = still
        self.final_links += 2
        if not still:
            self._over()

    def _over(self) -> None:
        """Every start searched: if nothing at all was found, leave that for later states (with
        the plain search's finds filtered out, "nothing" would not be the whole truth)."""
        if not self.plain and not any(self.found.values()):
            self._carried[("quiet chain search", self.grouped)] = (self._state, self.graph, self.reach)


def _through(s: int, path: Callable[[], list[int]]) -> list[int]:
    return [s, *path()]


def _loop_eliminations(graph: LinkGraph, path: list[int]) -> int:
    """Eliminations of the continuous loop ``path`` (an AIC) closed by a weak link back to its
    start: for every weak link, the candidates weakly linked to both of its nodes."""
    loop = 0
    for n in path:
        loop |= 1 << n
    out = 0
    for i in range(1, len(path), 2):
        a, b = path[i], path[(i + 1) % len(path)]
        out |= graph.weak[a] & graph.weak[b]
    # An ALS the loop passes through (in on one digit, out on another) holds exactly one of the
    # two, so its other digits are locked in it: they leave every cell that sees all of theirs.
    for i in range(0, len(path), 2):
        a, b = path[i], path[i + 1]
        if a >= NODES and b >= NODES and graph.als[a - NODES] and graph.als[a - NODES] == graph.als[b - NODES]:
            for z in nodes_of(graph.strong[a] & ~(1 << b)):
                out |= graph.weak[z]
    return out & graph.present & ~loop & SINGLES


def _step(
    graph: LinkGraph, name: str, key: frozenset[int], path: list[int], first_strong: bool, proves: str
) -> Eliminate:
    elims = tuple(sorted(candidate(n) for n in key))
    shown = path + [path[0]] if proves in ("loop", "false") else path
    chain = eureka(shown, graph, first_strong)
    if proves in ("ends", "cell"):  # "cell": the end excludes another digit of the start's cell
        text = Message(
            QT_TRANSLATE_NOOP("steps", "{technique}: {chain}; {cand} or {cand2} is true: {elims}"),
            technique=name,
            chain=chain,
            cand=graph.name(path[0]),
            cand2=graph.name(path[-1]),
            elims=elims,
        )
    elif proves == "loop":
        text = Message(
            QT_TRANSLATE_NOOP("steps", "{technique}: {chain}; every weak link of the loop is also strong: {elims}"),
            technique=name,
            chain=chain,
            elims=elims,
        )
    elif proves == "true":
        text = Message(
            QT_TRANSLATE_NOOP(
                "steps", "{technique}: {chain}; if {cand} were false it would be true, so it is true: {elims}"
            ),
            technique=name,
            chain=chain,
            cand=graph.name(path[0]),
            elims=elims,
        )
    elif proves == "false":
        text = Message(
            QT_TRANSLATE_NOOP(
                "steps", "{technique}: {chain}; if {cand} were true it would be false, so it is false: {elims}"
            ),
            technique=name,
            chain=chain,
            cand=graph.name(path[0]),
            elims=elims,
        )
    pattern = tuple(dict.fromkeys(c for n in path for c in graph.candidates(n)))
    return Eliminate(
        elims,
        name,
        text,
        causes=tuple(dict.fromkeys(c for c, _ in pattern)),
        pattern=pattern,
        links=chain_links(shown, graph, first_strong),
    )
