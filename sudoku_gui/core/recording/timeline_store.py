"""A recorded run's storage (see ``core.recording.timeline``): its blocks of step codes, each with the
checkpoint it starts from, and the table of the distinct steps the codes stand for."""

from __future__ import annotations

import zlib
from array import array
from dataclasses import dataclass, fields
from operator import attrgetter

from ..board_state import BoardState, Counters, Highlight
from ..grid import Values
from ..steps import Backtrack, Outcome, Step
from .step_codes import encode_backtrack

_COUNTERS_END = 81 + 8 * len(fields(Counters))  # where a checkpoint's counters end, after 81 values
_COUNTERS = attrgetter(*(f.name for f in fields(Counters)))


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """A board in compact form: one bytes object holding the 81 values, the 8 counters (8 bytes
    each), the 81 candidate masks (2 bytes each; none when derived) and the (cell, depth) pairs of
    the guesses; the rest by reference (what the whole run shares comes from its first board)."""

    packed: bytes
    outcome: Outcome
    solution: Values | None
    highlight: Highlight
    last_text: str
    wrong: str

    @staticmethod
    def of(state: BoardState) -> Checkpoint:
        # (astuple deep-copies: 5 us; vars() would give the head's counters a dict of their own,
        # which slows every counter update of the run by a quarter)
        counters = array("Q", _COUNTERS(state.counters)).tobytes()
        cands = b"" if state.derived_candidates else array("H", state.candidates).tobytes()
        guessed = bytes(x for pair in state.guessed.items() for x in pair)
        packed = bytes(state.values) + counters + cands + guessed
        return Checkpoint(packed, state.outcome, state.solution, state.highlight, state.last_text, state.wrong)

    def board(self, first: BoardState) -> BoardState:
        """The board, with what the run shares (its start, how its claims are verified) from
        ``first``, the run's board at position 0."""
        derived = first.derived_candidates
        state = BoardState(first.givens, derived)
        state.start, state.start_marks, state.count_claims = first.start, first.start_marks, first.count_claims
        p, at = self.packed, _COUNTERS_END
        state.values = list(p[:81])
        state.counters = Counters(*array("Q", p[81:at]))
        if derived:
            state._stale = True
        else:
            state.candidates[:] = array("H", p[at : at + 162])
            at += 162
        g = p[at:]
        state.guessed = {g[i]: g[i + 1] for i in range(0, len(g), 2)}
        state.outcome, state.solution = self.outcome, self.solution
        state.highlight, state.last_text, state.wrong = self.highlight, self.last_text, self.wrong
        return state


class Block:
    __slots__ = ("checkpoint", "data", "packed", "searchy")

    def __init__(self, checkpoint: Checkpoint, wide: bool = False) -> None:
        self.checkpoint = checkpoint
        # (codes, payload) while written, in one attribute so a reader gets both or neither;
        # codes are widened to "I" when one passes 65,535 (``wide``: from the start)
        self.data: tuple[array[int], array[int]] | None = (array("I" if wide else "H"), array("I"))
        self.packed: tuple[str, bytes, bytes] | None = None
        """Once full: (the codes' typecode, codes and payload compressed); ``data`` is then None."""
        self.searchy = False
        """True when the block holds a Guess or a Backtrack (skips the others when seeking)."""

    def pack(self) -> None:
        """Compress the full block (``packed`` first: a reader that finds no ``data`` finds it)."""
        codes, payload = self.data  # type: ignore[misc]  # packed once, when full
        self.packed = (codes.typecode, zlib.compress(codes, 1), zlib.compress(payload, 1) if payload else b"")
        self.data = None


class StepTable:
    """The distinct steps of a run, each stored once, its code being its index (``objects``);
    a large ``Backtrack`` is stored as its text, the rest of it going to a block's payload.

    ``known`` finds a step object recorded before by identity (``id``): a search yields the same
    objects again and again, and an int's hash costs nothing next to a frozen dataclass's, which
    hashes every field at each look-up. An object's id is its own while it lives, and ``objects``
    keeps each one alive as long as the table."""

    def __init__(self) -> None:
        self.objects: list[Step | str] = []
        self._ids: dict[Step | str, int] = {}
        self.known: dict[int, int] = {}

    def encode(self, step: Step, block: Block) -> tuple[int, array[int]]:
        """The code of a step not found in ``known`` (the writer's slow path), and the block's
        codes (widened to 32 bits when the code needs it): an equal step recorded before gives its
        code; a new one is stored (and known from then on); a large backtrack goes to the
        block's payload under the code of its text."""
        ids, objects = self._ids, self.objects
        large = type(step) is Backtrack and (bool(step.candidates) or len(step.restored) > 2)
        key: Step | str = step.text if large else step
        code = ids.get(key)
        if code is None:
            code = ids[key] = len(objects)
            objects.append(key)
            self.known[id(key)] = code
        codes, payload = block.data  # type: ignore[misc]  # the block being written
        if large:
            encode_backtrack(step, payload)  # type: ignore[arg-type]
        if code > 0xFFFF and codes.typecode == "H":
            codes = array("I", codes)
            block.data = (codes, payload)
        return code, codes

    def __getstate__(self) -> dict[str, object]:
        """For another process (a race's): ids are this process's own."""
        return {"objects": self.objects, "_ids": self._ids}

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.known = {id(obj): code for code, obj in enumerate(self.objects)}
