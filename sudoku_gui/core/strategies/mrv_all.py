"""``mrv-all``: backtracking on the cell with fewest candidates, counting every solution.

Source: seed article 002 (a Java solver after "The Beauty of Programming" 1.9/4.9). It keeps a
candidate list per empty cell; at each level it takes the cell with the fewest candidates (MRV),
tries its candidates from the last one to the first (the article pops them off the end of the
list, so digits go in descending order), removes the digit from the candidates of the cell's row,
column and box, fails at once when some empty cell is left with none, and restores the level's
candidates before the next try. It does not stop at the first solution: it walks the whole tree
and counts the solutions, here up to ``limit``. Each solution is shown as a Solved step.

On the engine: a digit-list search that counts solutions; the propagation is the removal of the
tried digit from the cell's peers.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence

from ..candidates import DIGITS
from ..grid import PEERS, Cell, start_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..search import Marks, Problem, Words, digit_list, emptied, fewest_candidates
from ..steps import Eliminate, Step

DEFAULT_LIMIT = 1000
"""Solutions counted before the search stops (a proper puzzle has exactly one)."""

WORDS = Words(
    guess=QT_TRANSLATE_NOOP("steps", "Try {cell} = {digit}, depth {depth}"),
    backtrack=QT_TRANSLATE_NOOP("steps", "Back to depth {depth}: undo {cell} = {digit}"),
)


def _remove_from_peers(state: Marks, cell: Cell | None) -> Generator[Step, None, Problem | None]:
    """Remove the digit just tried in ``cell`` from its empty peers; an empty cell left with no
    candidate fails the try."""
    if cell is None:
        return None  # the article starts from the candidates as given
    values, cands = state.values, state.candidates
    digit = values[cell]
    m = 1 << (digit - 1)
    elims = tuple([(p, digit) for p in PEERS[cell] if not values[p] and cands[p] & m])
    for p, _ in elims:
        cands[p] &= ~m
    if elims:
        yield Eliminate(
            elims,
            "Elimination",
            Message(
                QT_TRANSLATE_NOOP("steps", "{cell} = {digit}: remove {digit} from {cells}"),
                cell=cell,
                digit=digit,
                cells=tuple([p for p, _ in elims]),
            ),
            causes=(cell,),
            pattern=((cell, digit),),
        )
    dead = tuple([p for p, _ in elims if not cands[p]])
    if dead:
        return emptied(dead)
    return None


def _fewest_last_first(state: Marks) -> tuple[Cell, tuple[int, ...]] | None:
    """The cell with fewest candidates; its digits from the last to the first."""
    cell = fewest_candidates(state.values, state.candidates)
    return None if cell is None else (cell, DIGITS[state.candidates[cell]][::-1])


def mrv_all(puzzle: Sequence[int], limit: int = DEFAULT_LIMIT, marks: Sequence[int] | None = None) -> Iterator[Step]:
    """Enumerate the solutions of ``puzzle`` (81 ints, 0 = empty), at most ``limit`` of them.

    Yields Guess, Eliminate, Contradiction, Backtrack and one Solved per solution, then a final
    ``SearchDone`` with the count.
    """
    values = list(puzzle)
    state = Marks(values, start_candidates(values, marks))  # the player's pencil marks, when given
    return digit_list(state, _remove_from_peers, _fewest_last_first, WORDS, limit)
