"""A run's curves for the charts: depth, candidates left, guesses and backtracks against the step.

Kept per *bucket* of ``BUCKET`` steps, never per step, so a run of ten million steps costs about
a megabyte: each bucket holds the least and greatest search depth reached inside it (so a dive
of a single step still shows at any zoom), the guesses and backtracks made up to its end, and
the candidates left at its end (pencil marks on empty cells; sampled, because counting them
costs about 10 microseconds). A chart draws one bucket range per pixel column (``envelope``).

The first ``HEAD`` steps are kept one by one as well: a short run (solving with human techniques
takes a few hundred steps, well under one bucket's worth of columns) is drawn step by step instead
of as a few strokes, for one candidate count a step while they last (about 20 ms a run).

Written by one thread (the timeline's writer), read by others: ``publish`` (after each batch)
shows the closed buckets and the open one as it stands, in one assignment, so a reader never
sees a bucket twice or half of one.

A chart reads the curves through a ``ChartReader``, which draws every range as finely as its
columns allow at a cost bounded by the range shown: a range of at most ``REPLAY`` steps is
replayed from the timeline (from the checkpoint before it) and drawn step by step, or with each
column's extremes over exactly its steps (candidates counted at most ``SAMPLES`` times, at least
once a column); a longer one from the buckets (each then at most two columns wide), the steps
after the last whole bucket replayed (the candidates counted at its end, as a bucket's are), so
the curves end exactly at the step asked for.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from typing import Literal, Protocol

from ..board_state import BoardState
from ..candidates import ALL
from ..grid import UNITS_OF
from ..steps import Step

BUCKET = 128
"""Steps a bucket: one candidate count per bucket keeps its cost under 2% of a fast strategy's."""
GROUP = 64
"""Buckets a group: each group's extremes are kept too, so a chart column spanning thousands of
buckets reads a few groups instead (a redraw stays O(columns), whatever the run's length)."""
HEAD = 2048
"""Steps at a run's start kept one by one (11 bytes each), so a short run is drawn step by step."""
REPLAY = 65_536
"""Steps a chart replays at most to draw a range from its steps (about 0.1 s the first time)."""
SAMPLES = 4_096
"""Candidate counts a replayed range takes at most (about 10 microseconds each) while every
column keeps one of its own: every step of a short range, evenly spaced ones in a longer one."""
CURVES: tuple[str, ...] = ("depth", "candidates", "guesses", "backtracks")

Curve = Literal["depth", "candidates", "guesses", "backtracks"]


def candidates_left(state: BoardState) -> int:
    """The pencil marks on the empty cells of ``state`` (the ones a solver keeps, or, for strategies
    that keep none, those the values allow)."""
    values = state.values
    if not state.derived_candidates:
        cands = state.candidates
        return sum(cands[c].bit_count() for c in range(81) if not values[c])
    used = [0] * 27  # per unit: the digits it holds
    for c in range(81):
        v = values[c]
        if v:
            b = 1 << (v - 1)
            for u in UNITS_OF[c]:
                used[u] |= b
    total = 0
    for c in range(81):
        if not values[c]:
            r, col, box = UNITS_OF[c]
            total += (ALL & ~(used[r] | used[col] | used[box])).bit_count()
    return total


class RunSeries:
    """The bucketed curves of one run (see the module text)."""

    def __init__(self, start: BoardState, bucket: int = BUCKET, head: int = HEAD) -> None:
        self.bucket = bucket
        self.head = head
        k = start.counters
        # the first steps one by one, after the start's values (depth, guesses, backtracks, candidates)
        self._head_values = {
            "depth": array("B", [min(k.depth, 255)]),
            "guesses": array("I", [k.guesses]),
            "backtracks": array("I", [k.backtracks]),
            "candidates": array("H", [min(candidates_left(start), 0xFFFF)]),
        }
        self._keeping = head > 0
        self.depth_min = array("B")
        self.depth_max = array("B")
        self.guesses = array("I")
        self.backtracks = array("I")
        self.candidates = array("H")
        self._low = self._high = min(k.depth, 255)
        self._filled = 0  # steps in the open bucket
        # per curve: each full group's least and greatest value
        self._group_low: dict[str, array[int]] = {c: array("I") for c in CURVES}
        self._group_high: dict[str, array[int]] = {c: array("I") for c in CURVES}
        # (closed buckets visible, the open bucket as published: (steps, low, high, guesses,
        # backtracks, candidates) or None, steps kept one by one)
        self._published: tuple[int, tuple[int, int, int, int, int, int] | None, int] = (0, None, 0)

    def room(self) -> int:
        """Steps the writer may apply before it must call ``advance``: 1 while the first steps are
        kept one by one, then what the open bucket has left."""
        return 1 if self._keeping else self.bucket - self._filled

    def advance(self, state: BoardState, steps: int, low: int, high: int) -> None:
        """The writer's hook: ``steps`` more steps (at most ``room()``) were applied, leading to
        ``state``; the guesses and backtracks among them left the depth between ``low`` and
        ``high`` (``low > high``: there were none). So the curves cost nothing a step between
        two calls, only the writer's own min and max."""
        if low <= high:
            if low < self._low:
                self._low = low
            if high > self._high:
                self._high = high if high < 256 else 255
        self._filled += steps
        if self._filled >= self.bucket:
            self._close(state)
        if self._keeping:
            self._keep(state)

    def _keep(self, state: BoardState) -> None:
        """One more of the first steps, one by one (then no more: a long run's hot path pays a
        flag test a step)."""
        one = self._head_values
        k = state.counters
        one["depth"].append(k.depth if k.depth < 256 else 255)
        one["guesses"].append(k.guesses)
        one["backtracks"].append(k.backtracks)
        one["candidates"].append(min(candidates_left(state), 0xFFFF))
        self._keeping = len(one["depth"]) <= self.head

    def _close(self, state: BoardState) -> None:
        k = state.counters
        self.depth_min.append(self._low)
        self.depth_max.append(self._high)
        self.guesses.append(k.guesses)
        self.backtracks.append(k.backtracks)
        self.candidates.append(min(candidates_left(state), 0xFFFF))
        depth = k.depth if k.depth < 256 else 255
        self._low = self._high = depth
        self._filled = 0
        n = len(self.depth_min)
        if n % GROUP == 0:
            for curve in CURVES:
                lows, highs = self._columns(curve)
                self._group_low[curve].append(min(lows[n - GROUP : n]))
                self._group_high[curve].append(max(highs[n - GROUP : n]))

    def _columns(self, curve: str) -> tuple[array[int], array[int]]:
        """The per-bucket arrays of ``curve``: (least values, greatest values)."""
        if curve == "depth":
            return self.depth_min, self.depth_max
        one = {"candidates": self.candidates, "guesses": self.guesses}.get(curve, self.backtracks)
        return one, one

    def _extremes(self, curve: str, a: int, b: int) -> tuple[int, int]:
        """Least and greatest value of ``curve`` over closed buckets ``a .. b - 1`` (b > a)."""
        lows, highs = self._columns(curve)
        g0, g1 = -(-a // GROUP), b // GROUP
        if g1 - g0 < 2:
            return min(lows[a:b]), max(highs[a:b])
        low = min(self._group_low[curve][g0:g1])
        high = max(self._group_high[curve][g0:g1])
        if a < g0 * GROUP:
            low, high = min(low, min(lows[a : g0 * GROUP])), max(high, max(highs[a : g0 * GROUP]))
        if g1 * GROUP < b:
            low, high = min(low, min(lows[g1 * GROUP : b])), max(high, max(highs[g1 * GROUP : b]))
        return low, high

    def publish(self, state: BoardState) -> None:
        """End of a batch: make the closed buckets and the open one (as ``state`` stands) visible."""
        tail = None
        if self._filled:
            k = state.counters
            cands = min(candidates_left(state), 0xFFFF)
            tail = (self._filled, self._low, self._high, k.guesses, k.backtracks, cands)
        self._published = (len(self.depth_min), tail, len(self._head_values["depth"]) - 1)

    def __len__(self) -> int:
        """Buckets visible to readers, the open one included."""
        count, tail, _ = self._published
        return count + (tail is not None)

    def steps_covered(self) -> int:
        """The step number the visible buckets reach."""
        count, tail, _ = self._published
        return count * self.bucket + (tail[0] if tail is not None else 0)

    def memory_bytes(self) -> int:
        arrays = (self.depth_min, self.depth_max, self.guesses, self.backtracks, self.candidates)
        return sum(a.buffer_info()[1] * a.itemsize for a in (*arrays, *self._head_values.values()))

    def envelope(self, curve: Curve, first: int, last: int, columns: int) -> list[tuple[int, int, int]]:
        """Per column of a chart showing steps ``first..last``: (step at the column's end, least,
        greatest value of ``curve`` in it); columns narrower than a bucket share its values, but
        a range within the steps kept one by one gets a column per step at most, from step
        ``first`` (0: the start) on. O(columns x GROUP) whatever the range."""
        count, tail, kept = self._published
        size = self.bucket
        if min(last, count * size + (tail[0] if tail is not None else 0)) <= kept:
            return self._steps_envelope(curve, first, min(last, kept), columns)
        total = count + (tail is not None)
        b0, b1 = max(0, first // size), min(total, (last + size - 1) // size)
        if columns < 1 or b1 <= b0:
            return []
        tail_at = {"depth": (1, 2), "guesses": (3, 3), "backtracks": (4, 4), "candidates": (5, 5)}[curve]
        closed = min(b1, count)
        has_tail = tail is not None and b1 > count
        span = (closed - b0) + has_tail
        cols = min(columns, span)
        out: list[tuple[int, int, int]] = []
        for col in range(cols):
            a, b = b0 + col * span // cols, b0 + (col + 1) * span // cols
            low, high, end = 1 << 32, -1, 0
            if min(b, closed) > a:
                low, high = self._extremes(curve, a, min(b, closed))
                end = min(b, closed) * size
            if has_tail and b > closed:
                assert tail is not None
                low, high = min(low, tail[tail_at[0]]), max(high, tail[tail_at[1]])
                end = count * size + tail[0]
            out.append((end, low, high))
        return out

    def _steps_envelope(self, curve: Curve, first: int, last: int, columns: int) -> list[tuple[int, int, int]]:
        """``envelope`` over steps ``first..last`` (inclusive), all kept one by one."""
        return _columns_of(self._head_values[curve], 0, 1, max(first, 0), last, columns)

    def kept(self) -> int:
        """The last position whose values are kept one by one (visible to readers)."""
        return self._published[2]


def _columns_of(
    values: array[int], at: int, stride: int, first: int, last: int, columns: int
) -> list[tuple[int, int, int]]:
    """Per column of positions ``first..last``: (its last position, least, greatest value), where
    ``values[i]`` is the value at position ``at + i * stride``; a column holding none of them takes
    the one before its end. Every position its own column when ``columns`` allow."""
    n = last - first + 1
    if columns < 1 or n < 1:
        return []
    cols = min(columns, n)
    out: list[tuple[int, int, int]] = []
    for col in range(cols):
        a, b = first + col * n // cols, first + (col + 1) * n // cols
        i, j = -(-(a - at) // stride), -(-(b - at) // stride)
        part = values[i:j] if j > i else values[(b - 1 - at) // stride : (b - 1 - at) // stride + 1]
        out.append((b - 1, min(part), max(part)))
    return out


class _Replay:
    """Each curve's value at every position ``first..last`` (the candidates every ``stride``-th),
    rebuilt from a timeline, and the board at ``last`` to go on from."""

    def __init__(self, first: int, state: BoardState, stride: int) -> None:
        self.first = self.last = first
        self.stride = stride
        self.state = state
        k = state.counters
        self.values = {
            "depth": array("B", [min(k.depth, 255)]),
            "guesses": array("I", [k.guesses]),
            "backtracks": array("I", [k.backtracks]),
            "candidates": array("H", [min(candidates_left(state), 0xFFFF)]),
        }

    def extend(self, timeline: Timeline, last: int) -> None:
        """Replay the steps up to position ``last``."""
        state, values = self.state, self.values
        depth, guesses, backtracks, cands = (values[c] for c in ("depth", "guesses", "backtracks", "candidates"))
        k = state.counters
        position, stride, first = self.last, self.stride, self.first
        for step in timeline.steps(self.last, last):
            state.apply(step)
            position += 1
            depth.append(k.depth if k.depth < 256 else 255)
            guesses.append(k.guesses)
            backtracks.append(k.backtracks)
            if (position - first) % stride == 0:
                cands.append(min(candidates_left(state), 0xFFFF))
        self.last = last

    def coarsen(self) -> None:
        """Keep every other candidate count (twice the stride)."""
        self.values["candidates"] = self.values["candidates"][::2]
        self.stride *= 2

    def envelope(self, curve: Curve, first: int, last: int, columns: int) -> list[tuple[int, int, int]]:
        if curve == "candidates":
            out = _columns_of(self.values[curve], self.first, self.stride, first, last, columns)
            if out and last == self.last and (last - self.first) % self.stride:  # the exact count at the end
                end, low, high = out[-1]
                exact = min(candidates_left(self.state), 0xFFFF)
                out[-1] = (end, min(low, exact), max(high, exact))
            return out
        return _columns_of(self.values[curve], self.first, 1, first, last, columns)


class Timeline(Protocol):
    """What a chart reads of a run's ``timeline.Timeline`` (which keeps a ``RunSeries``: a
    protocol, so that this module needs not import it back)."""

    @property
    def series(self) -> RunSeries | None: ...

    @property
    def first_position(self) -> int: ...

    def __len__(self) -> int: ...

    def steps(self, start: int, end: int) -> Iterator[Step]: ...

    def board_at(self, position: int, remember: bool = True) -> BoardState: ...


class ChartReader:
    """A chart's columns of one run's curves, as finely as the columns allow (see the module
    text). Keeps the range it replayed last, so a chart that follows a growing run replays only
    the new steps. Use it from one thread."""

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self._replay: _Replay | None = None

    def envelopes(
        self, first: int, last: int, columns: int, budget: int | None = None
    ) -> dict[Curve, list[tuple[int, int, int]]]:
        """Per curve, per column of positions ``first..last`` (clipped to what is recorded):
        (the column's last position, least, greatest value). O(last - first) at most ``REPLAY``
        steps, else O(columns x GROUP). ``budget``: replay at most this many new steps, else
        read the buckets (a chart following a run that plays fast: O(columns) a frame)."""
        tl = self.timeline
        series = tl.series
        assert series is not None
        first = max(first, tl.first_position)
        last = min(last, len(tl), series.steps_covered())
        curves: tuple[Curve, ...] = ("depth", "candidates", "guesses", "backtracks")
        if last < first or columns < 1:
            return {c: [] for c in curves}
        if last <= series.kept():
            return {c: series.envelope(c, first, last, columns) for c in curves}
        # as few candidate counts as keep under SAMPLES, but one at least in every column
        stride, widest = 1, (last - first + 1) // columns
        while (last - first) // stride >= SAMPLES and stride * 2 <= widest:
            stride *= 2
        if last - first < REPLAY and (budget is None or self._to_replay(first, last, stride) <= budget):
            replay = self._replayed(first, last, stride)
            return {c: replay.envelope(c, first, last, columns) for c in curves}
        if last == series.steps_covered():  # the open bucket ends there: no step to replay
            return {c: series.envelope(c, first, last, columns) for c in curves}
        cut = last - last % series.bucket  # whole buckets up to here, then the steps after it
        out = {c: series.envelope(c, first, cut, columns) for c in curves}
        if cut < last:  # (candidates counted at its end only, as a bucket's are)
            tail = self._replayed(cut, last, series.bucket)
            for c in curves:
                (_, low, high), *_ = tail.envelope(c, cut + 1, last, 1)
                if c == "candidates" and tail.last == last:
                    low = high = min(candidates_left(tail.state), 0xFFFF)
                out[c].append((last, low, high))
        return out

    def _to_replay(self, first: int, last: int, stride: int) -> int:
        """Steps ``_replayed`` would apply (not counting those from the checkpoint to ``first``)."""
        replay = self._replay
        if replay is None or replay.first != first or replay.stride > stride:
            return last - first
        return max(0, last - replay.last)

    def _replayed(self, first: int, last: int, stride: int) -> _Replay:
        """Positions ``first..last`` replayed, the candidates counted every ``stride``-th."""
        replay = self._replay
        if replay is None or replay.first != first or replay.stride > stride:
            replay = self._replay = _Replay(first, self.timeline.board_at(first, remember=False), stride)
        while replay.stride < stride:
            replay.coarsen()
        if replay.last < last:
            replay.extend(self.timeline, last)
        return replay
