"""NOT broken (verdict ok): a brute-force backtracker that tries every digit 1-9 in the first
empty cell, even one a peer holds, and only then looks: a clash it notices at once (a
contradiction naming both cells, then a backtrack) is allowed (docs/step-protocol.md 3.4)."""

from _program import name, read_puzzle, say

PEERS = [
    [
        p
        for p in range(81)
        if p != i and (p // 9 == i // 9 or p % 9 == i % 9 or (p // 27, p % 9 // 3) == (i // 27, i % 9 // 3))
    ]
    for i in range(81)
]
grid = read_puzzle()


def walk():
    if 0 not in grid:
        return True
    i = grid.index(0)
    for d in range(1, 10):
        grid[i] = d
        say(kind="guess", cell=name(i), digit=d)
        clash = next((p for p in PEERS[i] if grid[p] == d), None)
        if clash is not None:
            say(kind="contradiction", cells=[name(i), name(clash)])
        elif walk():
            return True
        grid[i] = 0
        say(kind="backtrack")
    return False


say(kind="solved" if walk() else "no-solution")
