"""The recorded run: every step of a solve, stored compactly, with checkpoints.

A run of millions of steps is ordinary (plain backtracking makes tens of millions of
placements), so a step is not kept as a Python object per step. Each step is one 32-bit code:

- most steps are *interned*: equal steps (a Guess of 5 in r1c1 at depth 3, a Contradiction in
  r4c4...) recur endlessly in a search, so each distinct step object is stored once and the code
  is its index in that table;
- a ``Backtrack`` carries only what the pop undoes; a small one (at most two cells, no
  candidates: plain backtracking's) is interned like any step; a larger one's cells, digit and
  depth go to a payload array of 32-bit words (cells restored to empty four to a word) and the
  code holds the index of its (interned) text, so a code naming a text is such a backtrack;
- codes are 16-bit while a run has at most 65,536 distinct steps (searches repeat a few
  thousand), 32-bit in a block that needs more.

Steps are grouped in blocks of ``block_size``; each block starts with a checkpoint (the board
before its first step, in a compact form), so the board at any position is rebuilt by replaying
at most ``block_size`` steps. A full block's codes and payload are kept compressed (zlib's fastest
level: plain backtracking's 2 bytes a step become 0.3), the last four read kept unpacked. Past
``cap`` steps the oldest blocks are dropped and ``first_position`` says where the kept part starts.

Positions count applied steps: position 0 is the puzzle, position ``len(timeline)`` the board
after every recorded step; step ``i`` (0-based) leads from position ``i`` to ``i + 1``.

Thread use: one thread appends (``extend``), others read without waiting. Readers see whole
batches only: ``extend`` publishes the new length (with a copy of the head board) in one
attribute assignment at its end, blocks are only appended, and dropping old blocks swaps in a
new list; each element read (an array item, a list item) is atomic under the GIL.
"""

from __future__ import annotations

import bisect
import itertools
import threading
import zlib
from array import array
from collections.abc import Iterable, Iterator

from ..analysis.claims import wrong_solution
from ..board_state import BoardState
from ..steps import Backtrack, Guess, NoSolution, Outcome, Solved, Step, StepKind, TimeLimitReached
from ..tree.search_tree import SearchTree
from .curves import RunSeries
from .source_lines import SourceLines
from .step_codes import decode_backtrack
from .timeline_store import Block, Checkpoint, StepTable

BLOCK_SIZE = 1024
"""Steps per block: the most a rebuild replays (about 2 ms)."""
CAP = 20_000_000
"""Steps kept at most; older blocks are dropped (about 4-8 bytes a step)."""

_TREE_STEPS = frozenset({Guess, Backtrack, Solved, NoSolution, TimeLimitReached})
"""The kinds of step that change the search tree."""


class Timeline:
    """The steps of one run from ``start`` (a board at position 0), appended as they come.

    ``head`` is the board after every recorded step. Raises ``IndexError`` for a position or a
    step that is not kept (before ``first_position`` or past the end).
    """

    def __init__(
        self,
        start: BoardState,
        block_size: int = BLOCK_SIZE,
        cap: int = CAP,
        tree: SearchTree | None = None,
        series: RunSeries | None = None,
        lines: SourceLines | None = None,
    ) -> None:
        if block_size < 1 or cap < block_size:
            raise ValueError("block_size must be at least 1 and cap at least one block")
        self._first = start.copy()
        self._block_size = block_size
        self._max_blocks = max(1, cap // block_size)
        self._writing = threading.Lock()  # one writer at a time; readers never take it
        self.head = start.copy()
        """The board after every recorded step: the writer's own; readers use ``board_at``."""
        self._table = StepTable()
        self._objects = self._table.objects  # what the codes stand for
        # (blocks, number of blocks dropped before them): replaced whole when blocks are dropped
        self._view: tuple[list[Block], int] = ([Block(Checkpoint.of(self.head))], 0)
        self._written = 0  # steps written so far (the writer's count)
        # (steps recorded, board after them): what readers see, replaced whole after each batch
        self._published: tuple[int, BoardState] = (0, self.head.copy())
        self._cache: tuple[int, BoardState] | None = None
        self._unpacked: tuple[tuple[Block, tuple[array[int], array[int]]], ...] = ()
        """The blocks unpacked last (newest first), so reading along a block unpacks it once."""
        self.tree = tree
        """The run's search tree, grown here as steps are recorded (None: not kept, or not yet
        built: see ``grow_tree``)."""
        self._tree_replayed = 0  # steps a tree being built by ``grow_tree`` has seen
        self.series = series
        """The run's curves for the charts, kept here as steps are recorded (None: not kept)."""
        self.lines = lines
        """The source line of each step (the Source pane's), written by the run's step stream
        (``run_steps``) as it pulls them, so it may hold steps not recorded yet; None: not kept."""
        self.refuted_from = 0
        """The number of the step the run's checker found its first fault at (0: none), set
        before that step and the rest are recorded: a solution claimed from there on is not
        marked in the tree."""
        self._replay_wrong = False  # a tree being built has seen a wrong solution
        self._mark_steps = array("I")
        self._mark_seconds = array("d")

    # -- recording ---------------------------------------------------------------------------

    def extend(self, steps: Iterable[Step]) -> None:
        """Record ``steps`` (in order) and apply them to ``head``: O(1) amortised per step."""
        size = self._block_size
        batch = steps if isinstance(steps, list) else list(steps)  # read twice: here and by the tree
        with self._writing:
            table = self._table
            known = table.known
            head = self.head
            apply = head.apply
            block = self._view[0][-1]
            codes = block.data[0]  # type: ignore[index]  # the block being written: never packed
            searchy = block.searchy
            written = self._written
            tree, series = self.tree, self.series
            unmarked: list[int] = []  # the numbers of solutions the tree does not mark
            first = written + 1
            # One int compare a step: ``stop`` is where the block fills or the curves want the
            # board (they see it every ``room()`` steps; meanwhile the depths the search steps
            # reach are kept here, between ``low`` and ``high``).
            block_end = written + size - len(codes)
            seen = written  # the curves have seen the board up to here
            series_at = written + series.room() if series is not None else -1
            low, high = 256, -1
            stop = min(block_end, series_at) if series_at >= 0 else block_end
            for step in batch:
                if written == stop:
                    if written == series_at:
                        series.advance(head, written - seen, low, high)  # type: ignore[union-attr]
                        seen, low, high = written, 256, -1
                        series_at = written + series.room()  # type: ignore[union-attr]
                    if written == block_end:
                        block.searchy = searchy
                        block = self._new_block()
                        codes = block.data[0]  # type: ignore[index]
                        searchy = False
                        block_end = written + size
                    stop = min(block_end, series_at) if series_at >= 0 else block_end
                code = known.get(id(step))  # a step object recorded before (searches say them again)
                if code is None:
                    code, codes = table.encode(step, block)
                codes.append(code)
                apply(step)
                written += 1
                kind = type(step)
                if kind is Guess or kind is Backtrack:
                    searchy = True
                    depth = step.depth  # type: ignore[union-attr]
                    if depth < low:
                        low = depth
                    if depth > high:
                        high = depth
                elif kind is Solved and tree is not None and not self._solution(written, head):
                    unmarked.append(written)
            block.searchy = searchy
            self._written = written
            if self.lines is not None:
                self.lines.settle()  # the steps' source lines readable before the steps are
            self._publish(first, batch, unmarked, seen, low, high)

    def _publish(self, first: int, batch: list[Step], unmarked: list[int], seen: int, low: int, high: int) -> None:
        """What ``extend`` recorded, from step ``first`` on (``batch``), shown to the readers: the
        tree records it (``unmarked``: solutions it does not mark), the curves see the board
        (they saw it at step ``seen``; the search reached depths ``low`` to ``high`` since)."""
        written, head, tree, series = self._written, self.head, self.tree, self.series
        if tree is not None:
            tree.record_all(first, batch, unmarked)
            tree.publish()
        if series is not None:
            if written > seen:
                series.advance(head, written - seen, low, high)
            series.publish(head)
        self._published = (written, head.copy())

    def grow_tree(self, tree: SearchTree, budget: int) -> bool:
        """Build ``tree`` from the steps recorded so far, at most ``budget`` of them a call (a
        reader's work, while the writer goes on); True once it has caught up: it is then
        ``self.tree`` and grows with every step recorded. Call it with the same ``tree`` until
        it returns True. Raises ``ValueError`` when the cap dropped the run's first steps.

        Building the tree only when it is first wanted keeps a run whose tree nobody looks at
        at the timeline's own cost (2-3 bytes a step instead of about 10).
        """
        if self.tree is tree:
            return True
        if self.first_position > 0:
            raise ValueError("the run's first steps were dropped: its tree can not be built")
        start = self._tree_replayed
        if start == 0:
            self._replay_wrong = False
        end = min(len(self), start + budget)
        self._replay_tree(tree, start, end)
        self._tree_replayed = end
        if end < len(self) or budget <= 0:
            return False
        with self._writing:  # the writer waits while the last few steps are caught up
            self._replay_tree(tree, end, self._written)
            tree.publish()
            self.tree = tree
            self._tree_replayed = 0
        return True

    @property
    def tree_replayed(self) -> int:
        """Steps a tree being built by ``grow_tree`` has seen so far."""
        return self._tree_replayed

    def _replay_tree(self, tree: SearchTree, start: int, end: int) -> None:
        """Feed steps ``start`` to ``end`` (0-based, end excluded) to ``tree.record``."""
        if start >= end:
            return
        blocks, dropped = self._view
        size = self._block_size
        objects = self._objects
        for b in range(start // size, (end - 1) // size + 1):
            block = blocks[b - dropped]
            first = b * size
            codes = self._arrays(block)[0]
            stop = min(end - first, len(codes))
            if not block.searchy and not any(
                type(objects[code]) in _TREE_STEPS for code in codes[max(0, start - first) : stop]
            ):
                continue  # no guess, backtrack or end in this stretch
            skip = max(0, start - first)
            steps = list(itertools.islice(self._decode(block, stop), skip, None))
            unmarked = [
                first + skip + j + 1
                for j, step in enumerate(steps)
                if type(step) is Solved and not self._solution(first + skip + j + 1, None, step)
            ]
            tree.record_all(first + skip + 1, steps, unmarked)

    def _solution(self, number: int, head: BoardState | None, step: Solved | None = None) -> bool:
        """Whether the ``Solved`` of step ``number`` is a solution the tree marks: not one after
        a fault the checker found, nor a wrong one (the head says so as it is recorded; a tree
        built later verifies the grid, and after a wrong one marks none, as the head does)."""
        if self.refuted_from and number >= self.refuted_from:
            return False
        if head is not None:
            return head.outcome is not Outcome.WRONG
        assert step is not None
        self._replay_wrong = self._replay_wrong or wrong_solution(self._first.start, step.values) is not None
        return not self._replay_wrong

    def mark_time(self, seconds: float) -> None:
        """The writer's note: after the steps recorded so far, the strategy had spent ``seconds``
        of its own time (for showing several runs in step by solving time)."""
        if not self._mark_steps or self._written > self._mark_steps[-1]:
            self._mark_steps.append(self._written)
            self._mark_seconds.append(seconds)

    def position_at_time(self, seconds: float) -> int:
        """The position the run had reached after ``seconds`` of its solving time (linear between
        the marks; the last recorded step once past the last mark). O(log marks)."""
        steps, times = self._mark_steps, self._mark_seconds
        n = min(len(steps), len(times))
        if n == 0:
            return len(self)
        i = bisect.bisect_right(times, seconds, 0, n)
        if i == 0:
            return int(steps[0] * seconds / times[0]) if times[0] > 0 else 0
        if i == n:
            return len(self)
        t0, t1, p0, p1 = times[i - 1], times[i], steps[i - 1], steps[i]
        return min(len(self), p0 + int((p1 - p0) * (seconds - t0) / (t1 - t0)) if t1 > t0 else p1)

    def seconds_at(self, position: int) -> float:
        """Solving time the run had spent when it reached ``position`` (linear between marks)."""
        steps, times = self._mark_steps, self._mark_seconds
        n = min(len(steps), len(times))
        if n == 0:
            return 0.0
        i = bisect.bisect_left(steps, position, 0, n)
        if i >= n:
            return times[n - 1]
        if i == 0:
            return times[0] * position / steps[0] if steps[0] else 0.0
        p0, p1, t0, t1 = steps[i - 1], steps[i], times[i - 1], times[i]
        return t0 + (t1 - t0) * (position - p0) / (p1 - p0) if p1 > p0 else t1

    def __getstate__(self) -> dict[str, object]:
        """For sending a recorded run to another process (a race): the lock and the reader's cache stay."""
        state = dict(self.__dict__)
        state.pop("_writing")
        state["_cache"] = None
        state["_unpacked"] = ()
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self._writing = threading.Lock()

    def _new_block(self) -> Block:
        block = Block(Checkpoint.of(self.head), wide=len(self._objects) > 0x10000)
        blocks, dropped = self._view
        blocks[-1].pack()
        blocks.append(block)
        if len(blocks) > self._max_blocks:
            self._view = (blocks[1:], dropped + 1)
        return block

    # -- reading -----------------------------------------------------------------------------

    def __len__(self) -> int:
        """Steps recorded so far (dropped ones included)."""
        return self._published[0]

    @property
    def first_position(self) -> int:
        """The earliest position still kept (0 unless the cap dropped old steps)."""
        return self._view[1] * self._block_size

    @property
    def dropped(self) -> int:
        """Steps dropped from the start because the run passed the cap."""
        return self.first_position

    def _locate(self, index: int) -> tuple[Block, int]:
        length = self._published[0]  # first: the blocks read next then hold every step counted
        blocks, dropped = self._view
        first = dropped * self._block_size
        if not first <= index < length:
            raise IndexError(f"step {index} is not kept (kept: {first}..{length - 1})")
        b, j = divmod(index, self._block_size)
        return blocks[b - dropped], j

    def kind(self, index: int) -> StepKind:
        """The kind of step ``index`` ("guess", "backtrack", ...)."""
        block, j = self._locate(index)
        obj = self._objects[self._arrays(block)[0][j]]
        return Backtrack.kind if isinstance(obj, str) else obj.kind

    def text(self, index: int) -> str:
        """The explanation of step ``index``."""
        block, j = self._locate(index)
        obj = self._objects[self._arrays(block)[0][j]]
        return obj if isinstance(obj, str) else obj.text

    def step(self, index: int) -> Step:
        """Step ``index`` as a step object (equal to the one recorded)."""
        block, j = self._locate(index)
        for i, step in enumerate(self._decode(block, j + 1)):
            if i == j:
                return step
        raise AssertionError("unreachable")

    def _arrays(self, block: Block) -> tuple[array[int], array[int]]:
        """The block's codes and payload, unpacked when it is full (the last four kept)."""
        data = block.data  # read once: the writer may pack the block meanwhile
        if data is not None:
            return data
        for kept, arrays in self._unpacked:
            if kept is block:
                return arrays
        assert block.packed is not None
        typecode, codes, payload = block.packed
        data = (array(typecode, zlib.decompress(codes)), array("I", zlib.decompress(payload) if payload else b""))
        self._unpacked = ((block, data), *self._unpacked[:3])  # replaced whole: other readers see either
        return data

    def _decode(self, block: Block, stop: int) -> Iterator[Step]:
        """The first ``stop`` steps of ``block``, decoded."""
        objects = self._objects
        codes, payload = self._arrays(block)
        at = 0
        for code in codes[:stop]:
            obj = objects[code]
            if isinstance(obj, str):  # a backtrack's text: the rest is in the payload
                step, at = decode_backtrack(payload, at, obj)
                yield step
            else:
                yield obj

    def steps(self, start: int, end: int) -> Iterator[Step]:
        """Steps ``start`` to ``end - 1`` (0-based, kept ones), each block decoded once."""
        if not self.first_position <= start <= end <= len(self):
            raise IndexError(f"steps {start}..{end - 1} are not all kept")
        size, (blocks, dropped) = self._block_size, self._view
        for b in range(start // size, (end - 1) // size + 1):
            block = self._decode(blocks[b - dropped], min(end - b * size, size))
            yield from itertools.islice(block, max(0, start - b * size), None)

    def board_at(self, position: int, remember: bool = True) -> BoardState:
        """A new board showing the state after ``position`` steps (highlight of the last one).

        Costs at most one block's replay; moving forward from the last position asked costs only
        the steps in between. Call it from one thread (it keeps that thread's cache), or with
        ``remember`` False (it neither reads nor moves the cache).
        """
        length, head = self._published
        if position == length:
            return head.copy()
        blocks, dropped = self._view
        size = self._block_size
        if not dropped * size <= position <= length:
            raise IndexError(f"position {position} is not kept ({dropped * size}..{length})")
        b, j = divmod(position, size)
        block = blocks[b - dropped]
        cache = self._cache if remember else None
        if cache is not None and cache[0] <= position and cache[0] // size == b and cache[0] >= dropped * size:
            state, skip = cache[1], cache[0] - b * size
        else:
            state, skip = block.checkpoint.board(self._first), 0
        for i, step in enumerate(self._decode(block, j)):
            if i >= skip:
                state.apply(step)
        if not remember:
            return state
        self._cache = (position, state)
        return state.copy()

    def seek(self, position: int, kinds: tuple[str, ...], forward: bool) -> int | None:
        """The position right after the nearest step of one of ``kinds`` strictly after (or,
        backwards, strictly before) the step that led to ``position``; None when there is none.

        Used for "next / previous guess or backtrack": blocks without one are skipped whole.
        """
        length = self._published[0]
        blocks, dropped = self._view
        size = self._block_size
        first = dropped * size
        index = position if forward else position - 2  # the step after / before the current one
        only_search = set(kinds) <= {"guess", "backtrack"}
        while first <= index < length:
            b, j = divmod(index, size)
            block = blocks[b - dropped]
            if only_search and not block.searchy:
                index = (b + 1) * size if forward else b * size - 1
                continue
            obj = self._objects[self._arrays(block)[0][j]]
            kind = Backtrack.kind if isinstance(obj, str) else obj.kind
            if kind in kinds:
                return index + 1
            index += 1 if forward else -1
        return None

    def memory_bytes(self) -> int:
        """Approximate bytes held by the step codes, payloads and checkpoints (250 bytes each; not
        the interned steps, which are bounded by the number of distinct steps)."""
        arrays = (a for b in self._view[0] for a in b.data or ())
        packed = (len(part) + 50 for b in self._view[0] for part in b.packed or ())
        lines = self.lines.memory_bytes() if self.lines is not None else 0
        return sum(a.buffer_info()[1] * a.itemsize for a in arrays) + sum(packed) + 250 * len(self._view[0]) + lines

    def distinct_steps(self) -> int:
        """How many distinct step objects (and backtrack texts) are interned."""
        return len(self._objects)
