"""An enumerating search that stops at its first solution but says the search was complete."""

from _program import read_puzzle, say, solution

grid = solution(read_puzzle())
say(kind="solved", values="".join(map(str, grid)))
say(kind="search-done", solutions=1, complete=True)  # should be complete=False: it stopped early
