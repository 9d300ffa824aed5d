"""Which line of the solver's source made each step of a run (the Source pane reads it).

The line of a step is where the solver's code stood when it yielded the step: the innermost
generator of the ``yield from`` chain, its frame's file and line. For a built-in strategy on the
engine (``core/search/engine.py``) that is the strategy's own module for the steps its hooks
make (a ``propagate`` hook is a generator the engine runs with ``yield from``: every ``Place`` and
``Eliminate`` of a technique comes from its line), and the engine's loop for the steps the engine
makes by itself (``Guess``, ``Backtrack``, a cell left without candidates): when a ``Guess`` is
yielded the ``choose`` hook has already returned, so no line of the strategy is running then,
and naming one would be a guess. A program names its lines itself (the step protocol's ``line``
and ``file`` fields).

Stored compactly: a table of the distinct (file, line) pairs, the *sites*, and one 16-bit code
per step (a site's number, or an offset in the solver's outermost frame: see ``SourceLines``),
in chunks of ``CHUNK`` steps; a full chunk is kept zlib-compressed (a search makes its steps
from a handful of lines, so a chunk shrinks to a few hundred bytes). The hit counts before each
chunk are counted by a reader the first time it asks (each chunk once), so a line's hit count at
any position then costs one chunk's count.

Thread use: one thread writes (``add``, then ``settle`` before it publishes the steps: the
timeline does), others read what it has settled. A reader takes the chunk being written before
the list of full chunks: a chunk is listed before it is replaced.
"""

from __future__ import annotations

import threading
import zlib
from array import array
from collections import Counter
from collections.abc import Generator
from typing import Any

from ..source_sites import Site, innermost
from ..steps import Step

CHUNK = 4096
"""Steps per chunk: the most a hit count or a line's list of steps decodes at once."""
UNKNOWN = 0xFFFF
"""The code of a step whose line is not known (a program that gives no ``line``)."""
_SITE = 0x8000
"""A code with this bit is a site's number; without it, a byte offset in ``top``'s code."""


class SourceLines:
    """The site of each step of one run (see the module text). ``sites`` lists the distinct
    (file, line) pairs met so far. A step's 16-bit code is either a site's number with bit
    ``_SITE`` set, or (the common case, read per step at no cost but a frame's offset) the byte
    offset of the instruction the generator ``top`` stands at, its line worked out when read.
    Hit counts and a line's steps are read by one thread (the pane's) at a time."""

    def __init__(self) -> None:
        self.sites: list[Site] = []
        self.top: Any = None
        """The code object of the solver's outermost generator (set by the writer)."""
        self._index: dict[Site, int] = {}
        self._lock = threading.Lock()  # readers turn top offsets into sites too
        self._full: list[bytes] = []  # the full chunks' codes, compressed
        # hits per code before each chunk, counted by a reader when first asked (never by the
        # writer: counting a chunk costs 50 ns a step, a third of what reading the line does)
        self._before: list[dict[int, int]] = [{}]
        self._head = array("H")  # the chunk being written (published: readers read it)
        self.pending = array("H")
        """Codes the writer has added since it last settled (its own: no reader sees them)."""
        self._cache: tuple[int, array[int]] = (-1, array("H"))
        self._top_sites: dict[int, int] = {}

    def site(self, file: str, line: int) -> int:
        """The number of (``file``, ``line``) in ``sites``, a new one if it is new (``UNKNOWN``
        when the table is full: 32,767 sites)."""
        key = (file, line)
        with self._lock:
            number = self._index.get(key)
            if number is None:
                if len(self.sites) >= _SITE - 1:
                    return UNKNOWN
                number = self._index[key] = len(self.sites)
                self.sites.append(key)
        return number

    def add_site(self, site: Site | None) -> None:
        """The next step's site (None: not known)."""
        self.add(UNKNOWN if site is None else self.site(*site) | _SITE)

    def add(self, code: int) -> None:
        """The next step's code (see the class text): pending until ``settle``."""
        self.pending.append(code)

    def settle(self) -> None:
        """Publish the pending codes (the writer, before it publishes their steps: ``Timeline``
        does at each batch), full chunks compressed."""
        pending = self.pending
        if not pending:
            return
        head = array("H", self._head)  # a new one: a reader holding the old one still reads it right
        taken = 0
        while taken < len(pending):
            more = min(CHUNK - len(head), len(pending) - taken)
            head.extend(pending[taken : taken + more])
            taken += more
            if len(head) == CHUNK:
                self._roll(head)
                head = array("H")
        self._head = head
        del pending[:]

    def _roll(self, head: array[int]) -> None:
        self._full.append(zlib.compress(head, 1))

    def __len__(self) -> int:
        head = self._head
        return len(self._full) * CHUNK + len(head)

    def _chunk(self, k: int) -> array[int]:
        """The codes of chunk ``k`` (full or being written)."""
        head = self._head  # first: see the module text
        if k >= len(self._full):
            return head
        cached = self._cache
        if cached[0] == k:
            return cached[1]
        codes = array("H")
        codes.frombytes(zlib.decompress(self._full[k]))
        self._cache = (k, codes)
        return codes

    def number(self, code: int) -> int | None:
        """The number in ``sites`` of a step's ``code``, or None when its line is not known."""
        if code == UNKNOWN:
            return None
        if code & _SITE:
            return code & ~_SITE
        number = self._top_sites.get(code)
        if number is None:
            top = self.top
            line = _line_at(top, code) if top is not None else None
            if line is None:
                return None
            number = self._top_sites[code] = self.site(top.co_filename, line)
        return number

    def at(self, index: int) -> Site | None:
        """The site of step ``index`` (0-based), or None when it is not known."""
        k, i = divmod(index, CHUNK)
        codes = self._chunk(k)
        if i >= len(codes):
            return None
        number = self.number(codes[i])
        return None if number is None else self.sites[number]

    def hits(self, position: int) -> list[int]:
        """Steps per site among the first ``position`` steps (indexed like ``sites``): O(CHUNK)."""
        k, i = divmod(position, CHUNK)
        counts = Counter(self._counted(k))
        counts.update(self._chunk(k)[:i])
        by_site: dict[int, int] = {}
        for code, n in counts.items():
            number = self.number(code)
            if number is not None:
                by_site[number] = by_site.get(number, 0) + n
        return [by_site.get(s, 0) for s in range(len(self.sites))]

    def _counted(self, k: int) -> dict[int, int]:
        """Hits per code before chunk ``k`` (at most the number of full chunks), the chunks not
        counted yet counted now: each chunk once in a run."""
        before = self._before
        while len(before) <= k:
            before.append(_added(before[-1], self._chunk(len(before) - 1)))
        return before[k]

    def steps_of(self, number: int, end: int, limit: int) -> list[int]:
        """The first ``limit`` steps (0-based) among the first ``end`` made at site ``number``:
        decodes only the chunks that hold one."""
        full = min(len(self._full), end // CHUNK)
        codes_of = {c for c in (*self._counted(full), *self._chunk(full)) if self.number(c) == number}
        found: list[int] = []
        for k in range((end + CHUNK - 1) // CHUNK):
            if k < full:  # a full chunk: its hits are known
                a, b = self._before[k], self._before[k + 1]
                if all(a.get(c, 0) == b.get(c, 0) for c in codes_of):
                    continue
            stop = min(CHUNK, end - k * CHUNK)
            base = k * CHUNK
            found.extend(base + i for i, c in enumerate(self._chunk(k)[:stop]) if c in codes_of)
            if len(found) >= limit:
                return found[:limit]
        return found

    def __getstate__(self) -> dict[str, object]:
        """For another process (a race's): the lock stays; the top generator's code object (it
        does not pickle) is replaced by the sites its offsets stand for."""
        for code in (*self._counted(len(self._full)), *self._head):
            self.number(code)
        state = dict(self.__dict__)
        del state["_lock"]
        state["top"] = None
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()

    def memory_bytes(self) -> int:
        """About what the codes take (the site table aside)."""
        snapshots = sum(len(b) for b in self._before) * 16
        return sum(len(b) for b in self._full) + 2 * len(self._head) + snapshots


def _added(counts: dict[int, int], codes: array[int]) -> dict[int, int]:
    """``counts`` with ``codes`` counted in: by ``array.count`` for the codes counted before (a
    search's chunks name the same few: 10 times faster than a Counter), a Counter for the rest."""
    total = dict(counts)
    seen = 0
    for code in counts:
        n = codes.count(code)
        total[code] += n
        seen += n
    if seen < len(codes):
        for code, n in Counter(c for c in codes if c not in counts).items():
            total[code] = n
    return total


def _line_at(code: Any, offset: int) -> int | None:
    """The line of the instruction at byte ``offset`` of ``code``."""
    for start, end, line in code.co_lines():
        if start <= offset < end:
            return int(line) if line is not None else None
    return None


class FrameSites:
    """Turns where a generator stands into site codes of ``lines``: (code object, bytecode
    offset) pairs are looked up, the line worked out once per pair (a frame's ``f_lineno``
    scans the function's line table: 0.4 us, more than a step of plain backtracking)."""

    def __init__(self, lines: SourceLines) -> None:
        self.lines = lines
        self._known: dict[tuple[Any, int], int] = {}

    def of(self, gen: Any) -> int:
        """The site code of the step ``gen`` has just yielded."""
        frame = innermost(gen).gi_frame
        if frame is None:
            return UNKNOWN
        key = (frame.f_code, frame.f_lasti)
        code = self._known.get(key)
        if code is None:
            code = self._known[key] = self.lines.site(frame.f_code.co_filename, frame.f_lineno)
        return code


def with_lines(gen: Any, lines: SourceLines) -> Generator[Step, None, None]:
    """The steps of generator ``gen``, each one's site added to ``lines`` as it passes (pending
    until ``lines.settle``); closing it closes ``gen``."""
    sites = FrameSites(lines)
    append = lines.pending.append
    try:
        try:
            step = next(gen)
        except StopIteration:
            return
        top = gen.gi_frame  # the solver's outermost frame: where most steps are yielded
        if top is None or len(top.f_code.co_code) >= _SITE:  # a huge function: no offset fits
            append(sites.of(gen) | _SITE)
            yield step
            for step in gen:
                append(sites.of(gen) | _SITE)
                yield step
            return
        lines.top = top.f_code
        append(top.f_lasti if gen.gi_yieldfrom is None else sites.of(gen) | _SITE)
        yield step
        for step in gen:
            # per step, so the common case is lean: no ``yield from`` open (plain backtracking,
            # every Guess of the engine), the byte offset in the top frame is the code
            if gen.gi_yieldfrom is None:
                append(top.f_lasti)
            else:
                append(sites.of(gen) | _SITE)
            yield step
    finally:
        gen.close()
