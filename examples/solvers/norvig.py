"""Norvig's propagation on the app's search engine (docs/own-solver.md, "Writing your own solver").

python main.py --solve PUZZLE --algorithm examples/solvers/norvig.py
"""

from sudoku_gui.api import (
    PEERS,
    UNITS,
    Eliminate,
    Marks,
    Place,
    Words,
    basic_candidates,
    bit,
    cell_name,
    count,
    digits,
    fewest_candidates,
    record_stack,
)

WORDS = Words(guess="Try {cell} = {digit}, depth {depth}", backtrack="{cell} = {digit} failed: back to depth {depth}")


def strike(s, c, d):
    """Take d out of the candidates of c's empty peers; returns the (cell, digit) pairs taken."""
    gone = tuple((p, d) for p in PEERS[c] if s.candidates[p] & bit(d) and not s.values[p])
    for p, _ in gone:
        s.candidates[p] &= ~bit(d)
    return gone


def propagate(s, cell):
    """Place every naked and hidden single until none is left; a dead end is a Problem.

    When cell holds a digit, it was just guessed: the engine put the digit there and nothing
    more, so it leaves the peers here first (else a peer could take the same digit)."""
    if cell is not None and s.values[cell]:
        d = s.values[cell]
        gone = strike(s, cell, d)
        if gone:
            yield Eliminate(gone, "Guess", f"{d} leaves the peers of {cell_name(cell)}")
    while True:
        for c in range(81):
            if not s.candidates[c]:
                return (c,), f"{cell_name(c)} has no candidate left"
            if not s.values[c] and count(s.candidates[c]) == 1:
                d = digits(s.candidates[c])[0]
                s.values[c] = d
                gone = strike(s, c, d)
                yield Place(c, d, "Single", f"{cell_name(c)} = {d}", peer_eliminations=gone)
                break
        else:
            for unit in UNITS:
                for d in range(1, 10):
                    places = [c for c in unit if s.candidates[c] & bit(d)]
                    if not places:
                        return unit, f"{d} has no place left"
                    if len(places) == 1 and not s.values[places[0]] and s.candidates[places[0]] != bit(d):
                        s.candidates[places[0]] = bit(d)  # a hidden single: placed on the next pass
                        break
                else:
                    continue
                break
            else:
                return None


def choose(s):
    c = fewest_candidates(s.values, s.candidates)
    return None if c is None else (c, digits(s.candidates[c]))


def solve(puzzle):
    return record_stack(Marks(list(puzzle), basic_candidates(puzzle)), propagate, choose, WORDS)
