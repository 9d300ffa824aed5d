"""NOT broken (verdict ok): an enumerating search on the engine (plain backtracking that goes on
after each solution) on the puzzle of MULTI.txt: three numbered solved steps, each followed by a
backtrack, and a complete search-done that counts them."""

from sudoku_gui.api import PEERS, Trail, Words, digit_list

EXPECT = ("ok", None, "")
PUZZLE = "MULTI.txt"
WORDS = Words(guess="Try {cell} = {digit}", backtrack="{cell} = {digit} failed")


def choose(state):
    if 0 not in state.values:
        return None
    c = state.values.index(0)
    return c, [d for d in range(1, 10) if all(state.values[p] != d for p in PEERS[c])]


def solve(puzzle):
    return digit_list(Trail(list(puzzle)), None, choose, WORDS, limit=100)
