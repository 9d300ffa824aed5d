"""A second, deliberately simple judge of step streams, written from docs/step-protocol.md alone.

It is the test's reference for ``sudoku_gui.core.analysis.step_checker``: it imports nothing from the package, it
copies whole grids where the document speaks of copies, it scans rows, columns and boxes to find
peers, and it counts solutions with its own plain backtracking. Comments cite the document's
rules (3.3 place 2, 3.4 ...). Speed is secondary.

``judge(puzzle, lines)`` takes the puzzle (81 ints, 0 for an empty cell) and the stream's lines
(str) and returns ``(kind, step, steps)``: kind "ok", "fault" or "unfinished"; step the faulty
step's number (None unless a fault); steps the number of steps taken (for a fault, the steps up
to and including the one being judged when the fault was found).

Where the document is silent or ambiguous this judge takes the app's reading when the document
allows it (the readings are cited in the code):

- A1 integers: "a digit is an integer 1-9"; JSON Schema 2020-12 (the linked schema) counts 5.0
  as an integer, so cells, digits and counts may be written 5.0; true is not an integer.
- A2 null: an optional field given as null (``"values": null``, ``"eliminations": null``,
  ``"causes"``, ``"cells"``, ``"version"``) reads as absent; the schema would refuse it.
- A3 ``time-limit`` without ``seconds``: the table lists the field, the schema does not require it.
- A4 a backtrack naming only its cell, or only its digit: that much is checked (3.3 backtrack 2
  speaks of "a cell and digit").
- A5 blank lines before a ``start`` line: the start is still "the first line".
- A6 a ``start`` naming another puzzle than the one the run is judged on: a line that cannot be
  read (the document only says a stream without one is read against the board's puzzle).
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from typing import Any

KINDS = (
    "start",
    "place",
    "eliminate",
    "guess",
    "backtrack",
    "contradiction",
    "solved",
    "no-solution",
    "search-done",
    "time-limit",
)
MAX_LINE_BYTES = 1 << 20  # part 1: a line is at most 1 MiB
MAX_NESTING = 32  # part 1: JSON nested at most 32 deep
MAX_SOLUTIONS = 2**31  # part 1: `solutions` at most 2^31


# ---- houses and peers, by scanning ---------------------------------------------------------


def peers(cell: int) -> list[int]:
    """The 20 other cells of the cell's row, column and box (3.2)."""
    row, col = divmod(cell, 9)
    out = []
    for other in range(81):
        r, c = divmod(other, 9)
        same_box = r // 3 == row // 3 and c // 3 == col // 3
        if other != cell and (r == row or c == col or same_box):
            out.append(other)
    return out


PEERS = [peers(cell) for cell in range(81)]


def houses() -> list[list[int]]:
    rows = [[r * 9 + c for c in range(9)] for r in range(9)]
    cols = [[r * 9 + c for r in range(9)] for c in range(9)]
    boxes = [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)]
    return rows + cols + boxes


HOUSES = houses()


# ---- a plain backtracking counter ----------------------------------------------------------


@lru_cache(maxsize=4096)
def count_solutions(puzzle: tuple[int, ...], limit: int) -> tuple[int, tuple[int, ...] | None]:
    """How many solutions the puzzle has, counting no further than ``limit``, and the first one
    found. Givens that clash already mean no solution."""
    grid = list(puzzle)
    for cell in range(81):
        if grid[cell] and any(grid[p] == grid[cell] for p in PEERS[cell]):
            return 0, None
    found: list[tuple[int, ...]] = []
    count = 0

    def search() -> None:
        nonlocal count
        # the empty cell with fewest digits allowed by its peers (still plain backtracking)
        best, best_digits = -1, list(range(1, 10))
        for cell in range(81):
            if grid[cell] == 0:
                held = {grid[p] for p in PEERS[cell]}
                digits = [d for d in range(1, 10) if d not in held]
                if best < 0 or len(digits) < len(best_digits):
                    best, best_digits = cell, digits
        if best < 0:
            count += 1
            if not found:
                found.append(tuple(grid))
            return
        for digit in best_digits:
            grid[best] = digit
            search()
            grid[best] = 0
            if count >= limit:
                return

    if limit > 0:
        search()
    return count, (found[0] if found else None)


# ---- reading a line (parts 1, 2, 3.1, 4) ---------------------------------------------------


class Unreadable(Exception):
    """A line that cannot be read: a fault of the step it was to be (3.1)."""


def _nesting(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((_nesting(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_nesting(v) for v in value), default=0)
    return 0


def _is_int(value: Any) -> bool:
    """A JSON integer. The schema's "integer" (JSON Schema 2020-12) is any number with no
    fractional part, so 5.0 is one; true is not (ambiguity A1 in the report)."""
    if isinstance(value, float):
        return value.is_integer()
    return isinstance(value, int) and not isinstance(value, bool)


def _given(r: dict[str, Any], key: str) -> bool:
    """Whether an optional field is given: null reads as absent (ambiguity A2: the document
    says "optional" and is silent on null; the schema would refuse it)."""
    return r.get(key) is not None


def read_cell(value: Any) -> int:
    """Part 2, Cells: "r3c4" or "R3C4" (the schema: r or R, c or C), or an integer 0-80."""
    if isinstance(value, str) and re.fullmatch(r"[rR][1-9][cC][1-9]", value):
        return (int(value[1]) - 1) * 9 + int(value[3]) - 1
    if _is_int(value) and 0 <= value <= 80:
        return int(value)
    raise Unreadable(f"bad cell {value!r}")


def read_digit(value: Any) -> int:
    """Part 2: a digit is an integer 1-9."""
    if _is_int(value) and 1 <= value <= 9:
        return int(value)
    raise Unreadable(f"bad digit {value!r}")


def read_pair(value: Any) -> tuple[int, int]:
    if isinstance(value, list) and len(value) == 2:
        return read_cell(value[0]), read_digit(value[1])
    raise Unreadable(f"bad pair {value!r}")


def read_pairs(value: Any) -> list[tuple[int, int]]:
    if not isinstance(value, list):
        raise Unreadable("pairs must be a list")
    return [read_pair(v) for v in value]


def read_grid(value: Any) -> list[int]:
    """81 characters, 0 or . for an empty cell."""
    if isinstance(value, str) and re.fullmatch(r"[0-9.]{81}", value):
        return [0 if ch == "." else int(ch) for ch in value]
    raise Unreadable("bad grid")


def read_placement(r: dict[str, Any]) -> tuple[int, int]:
    """guess/place: `cell` and `digit`, or `placements: [[cell, digit]]` (one pair: the schema)."""
    if "cell" in r or "digit" in r:
        if "cell" not in r or "digit" not in r:
            raise Unreadable("cell without digit")
        return read_cell(r["cell"]), read_digit(r["digit"])
    if _given(r, "placements"):
        pairs = read_pairs(r["placements"])
        if len(pairs) != 1:
            raise Unreadable("placements must hold one pair")
        return pairs[0]
    raise Unreadable("no cell and digit")


def read_record(line: str) -> dict[str, Any]:
    """One line as a normalised record: its kind and its fields read; raises Unreadable."""
    if len(line.encode("utf-8")) > MAX_LINE_BYTES:
        raise Unreadable("the line is longer than 1 MiB")
    try:
        r = json.loads(line)
    except ValueError as error:
        raise Unreadable(f"not JSON ({error})") from None
    if not isinstance(r, dict):
        raise Unreadable("not an object")  # part 2: every record is a JSON object
    if _nesting(r) > MAX_NESTING:
        raise Unreadable("JSON nested more than 32 deep")
    if _given(r, "version") and not (_is_int(r["version"]) and r["version"] == 1):
        raise Unreadable("protocol version not supported")  # part 2 and 3.7
    kind = r.get("kind")
    if kind not in KINDS:
        raise Unreadable(f"unknown kind {kind!r}")
    out: dict[str, Any] = {"kind": kind}
    if kind == "start":
        out["puzzle"] = tuple(read_grid(r.get("puzzle")))
    elif kind in ("guess", "place"):
        out["cell"], out["digit"] = read_placement(r)
        if kind == "place":
            out["eliminations"] = read_pairs(r["eliminations"]) if _given(r, "eliminations") else []
            causes = r["causes"] if _given(r, "causes") else []
            if not isinstance(causes, list):
                raise Unreadable("causes must be a list")
            for cause in causes:
                read_cell(cause)
    elif kind == "eliminate":
        pairs = read_pairs(r.get("eliminations"))
        if not pairs:
            raise Unreadable("eliminate needs at least one pair")  # part 2's table
        out["eliminations"] = pairs
    elif kind == "backtrack":
        # optional: the guess it backtracks from; a cell or a digit alone names that much
        # (ambiguity A4), the list form holds one pair as `placements` does
        out["cell"] = out["digit"] = None
        if "cell" in r or "digit" in r:
            if "cell" in r:
                out["cell"] = read_cell(r["cell"])
            if "digit" in r:
                out["digit"] = read_digit(r["digit"])
        elif _given(r, "eliminations"):
            pairs = read_pairs(r["eliminations"])
            if len(pairs) != 1:
                raise Unreadable("backtrack names one pair")
            out["cell"], out["digit"] = pairs[0]
    elif kind == "contradiction":
        cells = r["cells"] if _given(r, "cells") else []
        if not isinstance(cells, list):
            raise Unreadable("cells must be a list")
        for cell in cells:
            read_cell(cell)
    elif kind == "solved":
        out["values"] = read_grid(r["values"]) if _given(r, "values") else None
    elif kind == "search-done":
        n, complete = r.get("solutions"), r.get("complete")
        if not (_is_int(n) and 0 <= n <= MAX_SOLUTIONS) or not isinstance(complete, bool):
            raise Unreadable("search-done needs solutions (0 to 2^31) and complete")
        out["solutions"], out["complete"] = int(n), complete
    elif kind == "time-limit":
        # `seconds` may be left out (ambiguity A3: the table lists it, the schema does not
        # require it); given, a finite number, 0 or more
        seconds = r.get("seconds", 0)
        ok = (_is_int(seconds) or isinstance(seconds, float)) and math.isfinite(seconds)
        if not ok or seconds < 0:
            raise Unreadable("time-limit needs finite seconds")
    return out


# ---- the judge (part 3) --------------------------------------------------------------------


def judge(puzzle: list[int] | tuple[int, ...], lines: list[str]) -> tuple[str, int | None, int]:
    """The verdict of a stream (3.6): ("ok" | "fault" | "unfinished", faulty step or None, steps)."""
    puzzle = tuple(puzzle)

    def solutions(limit: int) -> int:
        return count_solutions(puzzle, limit)[0]

    def unique_solution() -> tuple[int, ...] | None:
        """3.2: the solution, when the puzzle has exactly one; the rules using it apply only then."""
        count, first = count_solutions(puzzle, 2)
        return first if count == 1 else None

    # 3.2 the state
    values = list(puzzle)
    candidates = [set(range(1, 10)) for _ in range(81)]  # all nine in every empty cell
    open_guesses: list[tuple[int, int, list[int], list[set[int]]]] = []
    ended: str | None = None  # the kind of the end record, once taken
    after_solved: int | None = None  # a `solved` whose next step has not come yet (3.5)
    cut_after_solved = False  # a time-limit right after a solved (3.6)
    pending_clash: int | None = None  # the first clashing step not yet noticed (3.4)
    reported: list[tuple[tuple[int, ...], int]] = []  # the solutions reported, with their steps

    step = 0
    first_line = True
    for line in lines:
        if line.strip() == "":
            continue  # 3.1: a blank line is not a step
        try:
            record = read_record(line)
        except Unreadable:
            return "fault", step + 1, step + 1  # 3.1: a fault of the step it was to be
        if record["kind"] == "start":
            # part 2: only as the first line (blank lines before it are nothing: A5); it names
            # the puzzle the run starts from, which must be this one (A6)
            if not first_line or record["puzzle"] != puzzle:
                return "fault", step + 1, step + 1
            first_line = False
            continue  # 3.1: a start line is not a step
        first_line = False
        step += 1
        kind = record["kind"]

        # 3.3 any step: after the run has ended (3.6), a fault
        if ended is not None:
            return "fault", step, step
        if after_solved is not None:
            # 3.5: right after a solved may come backtrack, another solved, search-done or
            # time-limit only; anything else comes after the run ended at that solved (3.6)
            if kind not in ("backtrack", "solved", "search-done", "time-limit"):
                return "fault", step, step
            if kind == "time-limit":
                cut_after_solved = True
            after_solved = None

        if kind in ("place", "guess"):
            cell, digit = record["cell"], record["digit"]
            # 3.3 guess: first, a pending clash is a fault (3.4), the clashing step's
            if kind == "guess" and pending_clash is not None:
                return "fault", pending_clash, step
            holds_already = False
            # 3.3 place 1: c holds another digit
            if values[cell] != 0 and values[cell] != digit:
                return "fault", step, step  # places d in c, which already holds e
            if values[cell] == digit:
                holds_already = True  # place 1: changes nothing (but its eliminations)
            if not holds_already:
                # 3.3 place 2 (not for a guess): no guess open and the unique solution differs
                if kind == "place" and not open_guesses:
                    solution = unique_solution()
                    if solution is not None and solution[cell] != digit:
                        return "fault", step, step  # the solution has e there
                # 3.3 place 3: a peer holds d: a clash (3.4), pending until noticed
                if any(values[p] == digit for p in PEERS[cell]):
                    if pending_clash is None:
                        pending_clash = step
                # 3.3 place 4: otherwise, d must still be a candidate of c
                elif digit not in candidates[cell]:
                    return "fault", step, step  # no longer has d as a candidate
            if kind == "guess":
                # 3.3 guess: pushed with a copy of the values and candidates before it
                saved = (cell, digit, list(values), [set(s) for s in candidates])
                open_guesses.append(saved)
            # 3.3 place 5: d goes in c; peers' candidates do not change
            values[cell] = digit
            if kind == "place":
                # 3.3 place 6: its eliminations, as an eliminate step's
                for c, d in record["eliminations"]:
                    if values[c] != 0:
                        continue  # eliminate 1
                    if not open_guesses:
                        solution = unique_solution()
                        if solution is not None and solution[c] == d:
                            return "fault", step, step  # eliminate 2
                    candidates[c].discard(d)  # eliminate 3

        elif kind == "eliminate":
            for c, d in record["eliminations"]:
                if values[c] != 0:
                    continue  # 3.3 eliminate 1: a filled cell: nothing, never a fault
                if not open_guesses:
                    solution = unique_solution()
                    if solution is not None and solution[c] == d:
                        return "fault", step, step  # 3.3 eliminate 2
                candidates[c].discard(d)  # 3.3 eliminate 3 (already gone: nothing)

        elif kind == "backtrack":
            if not open_guesses:
                return "fault", step, step  # 3.3 backtrack 1
            cell, digit, saved_values, saved_candidates = open_guesses[-1]
            named_cell, named_digit = record["cell"], record["digit"]
            if named_cell not in (None, cell) or named_digit not in (None, digit):
                return "fault", step, step  # 3.3 backtrack 2: not the innermost open guess
            # 3.3 backtrack 3: pop, back to the copy, then d leaves c's candidates
            open_guesses.pop()
            values = saved_values
            candidates = saved_candidates
            candidates[cell].discard(digit)
            pending_clash = None  # 3.4: a backtrack notices a pending clash

        elif kind == "contradiction":
            pending_clash = None  # 3.3 contradiction: changes nothing but notices (3.4)

        elif kind == "solved":
            # 3.5 solved, faults in this order
            if pending_clash is not None:
                return "fault", pending_clash, step
            grid = record["values"] if record["values"] is not None else list(values)
            if 0 in grid:
                return "fault", step, step  # c is empty
            if any(puzzle[c] and grid[c] != puzzle[c] for c in range(81)):
                return "fault", step, step  # changes a given
            for house in HOUSES:
                if len({grid[c] for c in house}) != 9:
                    return "fault", step, step  # c and c' both hold d
            if any(seen == tuple(grid) for seen, _ in reported):
                return "fault", step, step  # reported twice
            reported.append((tuple(grid), step))
            after_solved = step

        elif kind == "no-solution":
            pending_clash = None  # 3.4: notices
            if solutions(1) >= 1:
                return "fault", step, step  # 3.5: the puzzle has one
            ended = kind

        elif kind == "search-done":
            pending_clash = None  # 3.4: notices
            n, complete, m = record["solutions"], record["complete"], len(reported)
            if n != m:
                return "fault", step, step  # says N solutions, but the run reported M
            if complete and solutions(m + 1) > m:
                return "fault", step, step  # complete, but the puzzle has more
            ended = kind

        elif kind == "time-limit":
            ended = kind  # 3.6: the run is cut

    # 3.6 the verdict
    if after_solved is not None or cut_after_solved:
        return "ok", None, step  # ended at a solved (or cut right after one): its claims held
    if ended in ("no-solution", "search-done"):
        return "ok", None, step
    return "unfinished", None, step  # a time-limit, or no end record
