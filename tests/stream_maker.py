"""Step streams as students write them, for tests/core/test_judges_agree.py.

``make_case(seed, mutation)`` builds a puzzle (proper, several solutions or none), runs a small
solver of a randomly drawn style on it, writing the step protocol's records as it goes (random
cell and digit orders; with or without candidates and singles; eliminations in a `place`, in
`eliminate` steps or not at all; clashes checked before placing or noticed later, singles placed
in batches; the last digit of a cell guessed or placed; backtracks named or not; first solution
or enumerating, with or without a limit of its own), cuts it now and then, writes its lines
(cells as "r3c4", "R3C4" or 0-80, start and blank lines, ignored fields) and then applies at most
one mutation (a step dropped, two swapped, a digit or cell changed, a false end, a step after
the end, an unreadable line). Everything follows from the seed.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from reference_judge import HOUSES, PEERS, count_solutions

DATA = Path(__file__).parent / "data"
BUDGET = 300  # steps a solver may take before it stops itself (a time-limit, or it just ends)
MUTATIONS = (
    "drop",
    "swap",
    "digit",
    "cell",
    "early-solved",
    "no-solution",
    "search-done",
    "append",
    "unreadable",
    "retry",
    "eliminated",
    "unsound",
    "unnoticed",
    "misnamed",
    "clashes",
    "twice",
)
EXTRAS: dict[str, Any] = {
    "text": "a step",
    "technique": "Naked Single",
    "depth": 3,
    "version": 1,
    "note": [1, {"x": 2}],
}
"""Fields a reader ignores (part 2), added now and then."""
UNREADABLE = (
    '{"kind": "place", "cell": "r1c1", "digit": 4',  # cut short: not JSON
    "this is not json",
    "[1, 2, 3]",
    '{"cell": "r1c1", "digit": 4}',  # no kind
    '{"kind": "jump"}',
    '{"kind": "place", "cell": "r10c3", "digit": 4}',
    '{"kind": "place", "cell": 81, "digit": 4}',
    '{"kind": "guess", "cell": -1, "digit": 4}',
    '{"kind": "guess", "cell": "r1c1", "digit": 0}',
    '{"kind": "place", "cell": "r1c1", "digit": 10}',
    '{"kind": "place", "cell": "r1c1", "digit": true}',
    '{"kind": "guess", "cell": "a1", "digit": 3}',
    '{"kind": "eliminate", "eliminations": []}',
    '{"kind": "eliminate", "eliminations": [["r1c1", 12]]}',
    '{"kind": "contradiction", "version": 2}',
    '{"kind": "search-done", "solutions": 1}',
    '{"kind": "search-done", "solutions": 2147483649, "complete": false}',
    '{"kind": "solved", "values": "123"}',
    '{"kind": "time-limit", "seconds": NaN}',
    '{"kind": "contradiction", "cells": ["r0c1"]}',
)


@cache
def pool() -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """(puzzle, solution) pairs from the test data: easy50 and the first Kaggle puzzles."""
    lines = (DATA / "easy50.txt").read_text().split()[:50]
    lines += (DATA / "sample_kaggle_1m_first9999.txt").read_text().split()[:100]
    out = []
    for text in lines:
        puzzle = tuple(0 if ch in ".0" else int(ch) for ch in text[:81])
        count, solution = count_solutions(puzzle, 2)
        assert count == 1 and solution is not None
        out.append((puzzle, solution))
    return tuple(out)


@dataclass
class Style:
    """How a drawn solver works and writes."""

    order: str = "first"  # first | random | fewest (cells)
    digits: str = "up"  # up | random
    track: bool = False  # follows candidates
    singles: bool = False  # places naked singles (and hidden ones when `hidden`)
    hidden: bool = False
    batch: bool = False  # places every single found before looking
    look_first: bool = True  # looks for a dead end before placing singles
    report: str = "none"  # none | inline | step: how it says its eliminations
    start_report: str = "none"  # none | each | one: the givens' eliminations at the start
    check: str = "before"  # before: tries only digits no peer holds | after: notices later
    name: str = "none"  # none | fields | list | mixed: how a backtrack names its guess
    notice: str = "random"  # always | never | random: a contradiction before backtracking
    last_place: bool = False  # the last digit left for a cell is a `place`
    enumerate: bool = False
    most: int | None = None  # an enumerating search's own limit
    values: bool = False  # `solved` carries its values
    form: str = "fields"  # fields | list | mixed: cell and digit, or placements
    sloppy: bool = False  # a place strikes its digit from every cell of its houses, itself too
    echo: bool = False  # starts by placing the givens (which changes nothing)


def draw_style(rng: random.Random) -> Style:
    s = Style()
    s.track = rng.random() < 0.6
    s.singles = s.track and rng.random() < 0.7
    s.hidden = s.singles and rng.random() < 0.4
    s.batch = s.singles and rng.random() < 0.4
    s.look_first = rng.random() < 0.5
    s.order = rng.choice(["first", "random", "fewest"] if s.track else ["first", "random"])
    s.digits = rng.choice(["up", "random"])
    s.report = rng.choice(["none", "inline", "step"]) if s.track else "none"
    s.start_report = rng.choice(["none", "each", "one"]) if s.report != "none" else "none"
    s.check = rng.choice(["before", "after"])
    s.name = rng.choice(["none", "fields", "list", "mixed"])
    s.notice = rng.choice(["always", "never", "random"])
    s.last_place = rng.random() < 0.3
    s.enumerate = rng.random() < 0.35
    s.most = rng.choice([None, None, 1, 2, 3]) if s.enumerate else None
    s.values = rng.random() < 0.3
    s.form = rng.choice(["fields", "fields", "list", "mixed"])
    s.sloppy = s.report != "none" and rng.random() < 0.3
    s.echo = rng.random() < 0.1
    return s


class OutOfSteps(Exception):
    """The solver's own step budget ran out."""


@dataclass
class Solver:
    """A depth-first solver that writes its steps as records (dicts, cells as 0-80)."""

    puzzle: tuple[int, ...]
    style: Style
    rng: random.Random
    out: list[dict[str, Any]] = field(default_factory=list)
    found: int = 0

    def __post_init__(self) -> None:
        self.grid = list(self.puzzle)
        self.cands: list[set[int]] = [set(range(1, 10)) for _ in range(81)]

    # -- writing
    def emit(self, record: dict[str, Any]) -> None:
        if len(self.out) >= BUDGET:
            raise OutOfSteps
        self.out.append(record)

    def placement(self, kind: str, cell: int, digit: int) -> dict[str, Any]:
        form = self.style.form if self.style.form != "mixed" else self.rng.choice(["fields", "list"])
        if form == "list":
            return {"kind": kind, "placements": [[cell, digit]]}
        return {"kind": kind, "cell": cell, "digit": digit}

    def notice(self, cells: list[int]) -> None:
        say = {"always": True, "never": False}.get(self.style.notice, self.rng.random() < 0.5)
        if say:
            record: dict[str, Any] = {"kind": "contradiction"}
            if cells and self.rng.random() < 0.5:
                record["cells"] = cells
            self.emit(record)

    # -- the solver's own state
    def put(self, kind: str, cell: int, digit: int) -> None:
        """Writes a guess or place of digit in cell, then puts it and strikes it from the peers."""
        record = self.placement(kind, cell, digit)
        gone = [[p, digit] for p in PEERS[cell] if self.grid[p] == 0 and digit in self.cands[p]]
        if self.style.track and self.style.report == "inline" and kind == "place" and gone:
            record["eliminations"] = gone
            if self.style.sloppy:  # filled cells and the cell itself: nothing, never a fault
                record["eliminations"] = [[p, digit] for p in sorted([cell, *PEERS[cell]])]
        self.emit(record)
        self.grid[cell] = digit
        if self.style.track:
            for p, _ in gone:
                self.cands[p].discard(digit)
            if self.style.report != "none" and gone and (kind == "guess" or self.style.report == "step"):
                self.emit({"kind": "eliminate", "eliminations": gone})

    def allowed(self, cell: int) -> list[int]:
        digits = sorted(self.cands[cell]) if self.style.track else list(range(1, 10))
        if self.style.check == "before":
            digits = [d for d in digits if all(self.grid[p] != d for p in PEERS[cell])]
        if self.style.digits == "random":
            self.rng.shuffle(digits)
        return digits

    def dead(self) -> list[int] | None:
        """The cells of a dead end the solver sees (a house holding a digit twice, or an empty
        cell with no candidate), or None."""
        for house in HOUSES:
            held = [c for c in house if self.grid[c]]
            digits = [self.grid[c] for c in held]
            if len(set(digits)) != len(digits):
                return held
        if self.style.track:
            for cell in range(81):
                if self.grid[cell] == 0 and not self.cands[cell]:
                    return [cell]
        return None

    def singles_found(self) -> list[tuple[int, int]]:
        found = [(c, next(iter(self.cands[c]))) for c in range(81) if self.grid[c] == 0 and len(self.cands[c]) == 1]
        if self.style.hidden:
            for house in HOUSES:
                for d in range(1, 10):
                    spots = [c for c in house if self.grid[c] == 0 and d in self.cands[c]]
                    if len(spots) == 1 and all(self.grid[c] != d for c in house):
                        found.append((spots[0], d))
        seen: set[int] = set()
        return [(c, d) for c, d in found if not (c in seen or seen.add(c))]  # type: ignore[func-returns-value]

    def propagate(self) -> bool:
        """Looks for a dead end and places singles; False at a dead end (noticed or not)."""
        while True:
            if self.style.look_first or not self.style.singles:
                cells = self.dead()
                if cells is not None:
                    self.notice(cells[:2])
                    return False
            if not self.style.singles:
                return True
            singles = self.singles_found()
            if not singles:
                cells = self.dead()
                if cells is not None:
                    self.notice(cells[:2])
                    return False
                return True
            for cell, digit in singles if self.style.batch else singles[:1]:
                if self.grid[cell] == 0:
                    self.put("place", cell, digit)

    def choose(self) -> int:
        empty = [c for c in range(81) if self.grid[c] == 0]
        if self.style.order == "random":
            return self.rng.choice(empty)
        if self.style.order == "fewest":
            return min(empty, key=lambda c: len(self.cands[c]))
        return empty[0]

    def backtrack(self, cell: int, digit: int, saved: tuple[list[int], list[set[int]]]) -> None:
        name = self.style.name if self.style.name != "mixed" else self.rng.choice(["none", "fields", "list"])
        record: dict[str, Any] = {"kind": "backtrack"}
        if name == "fields":
            record.update(cell=cell, digit=digit)
        elif name == "list":
            record["eliminations"] = [[cell, digit]]
        self.emit(record)
        self.grid, self.cands = saved
        self.cands[cell].discard(digit)

    def search(self) -> str:
        """ "stop" (a solution and no more wanted) or "fail" (search on)."""
        if not self.propagate():
            return "fail"
        if 0 not in self.grid:
            record: dict[str, Any] = {"kind": "solved"}
            if self.style.values:
                record["values"] = "".join(map(str, self.grid))
            self.emit(record)
            self.found += 1
            wanted = self.style.enumerate and (self.style.most is None or self.found < self.style.most)
            return "fail" if wanted else "stop"
        cell = self.choose()
        digits = self.allowed(cell)
        if not digits:
            self.notice([cell])
            return "fail"
        before = self.found
        for i, digit in enumerate(digits):
            if self.style.last_place and i == len(digits) - 1 and self.found == before:
                self.put("place", cell, digit)  # every other digit failed: this one is forced
                return self.search()
            saved = (list(self.grid), [set(s) for s in self.cands])
            self.put("guess", cell, digit)
            if self.search() == "stop":
                return "stop"
            self.backtrack(cell, digit, saved)
        return "fail"

    def run(self) -> None:
        if self.style.echo:
            for cell in range(81):
                if self.puzzle[cell]:
                    self.emit(self.placement("place", cell, self.puzzle[cell]))
        if self.style.track:
            for cell in range(81):
                if self.grid[cell]:
                    self.cands[cell] = set()
                    for p in PEERS[cell]:
                        self.cands[p].discard(self.grid[cell])
            gone = [[p, self.grid[c]] for c in range(81) if self.grid[c] for p in PEERS[c] if self.grid[p] == 0]
            if self.style.start_report == "one" and gone:
                self.emit({"kind": "eliminate", "eliminations": gone})
            elif self.style.start_report == "each":
                for c in range(81):
                    pairs = [[p, self.grid[c]] for p in PEERS[c] if self.grid[c] and self.grid[p] == 0]
                    if pairs:
                        self.emit({"kind": "eliminate", "eliminations": pairs})
        result = self.search()
        if self.style.enumerate:
            self.emit({"kind": "search-done", "solutions": self.found, "complete": result == "fail"})
        elif result == "fail":
            self.emit({"kind": "no-solution"})


def make_puzzle(rng: random.Random, style: Style) -> tuple[tuple[int, ...], str]:
    """A puzzle the style solves in a few hundred steps: proper, with several solutions, or none."""
    puzzle, solution = rng.choice(pool())
    strong = style.singles
    empties = rng.randint(15, 45) if strong else rng.randint(4, 14 if style.check == "before" else 9)
    grid = list(puzzle)
    holes = [c for c in range(81) if grid[c] == 0]
    rng.shuffle(holes)
    for c in holes[empties:]:
        grid[c] = solution[c]
    kind = rng.choice(["proper", "proper", "several", "none"])
    if kind == "several":
        givens = [c for c in range(81) if grid[c]]
        for c in rng.sample(givens, rng.randint(1, 3 if strong else 2)):
            grid[c] = 0
    elif kind == "none":
        wrong = [
            (c, d)
            for c in range(81)
            if grid[c] == 0
            for d in range(1, 10)
            if d != solution[c] and all(grid[p] != d for p in PEERS[c])
        ]
        if wrong:
            c, d = rng.choice(wrong)
            grid[c] = d
        else:
            kind = "proper"
    return tuple(grid), kind


def cell_text(cell: int, how: str, rng: random.Random) -> Any:
    how = how if how != "mixed" else rng.choice(["r", "R", "int", "rC", "Rc", "float"])
    r, c = divmod(cell, 9)
    if how == "float":
        return float(cell)  # an integer to JSON Schema (ambiguity A1)
    if how in ("rC", "Rc"):
        return f"{how[0]}{r + 1}{how[1]}{c + 1}"
    return cell if how == "int" else f"{how}{r + 1}{'c' if how == 'r' else 'C'}{c + 1}"


def variant(out: dict[str, Any], rng: random.Random) -> None:
    """Forms the document allows and students write: null for an absent optional field, an
    integer written 5.0, version 1.0, a time-limit without seconds, a backtrack naming only
    its cell or its digit, causes."""
    kind = out["kind"]
    roll = rng.random()
    if kind == "solved" and "values" not in out and roll < 0.5:
        out["values"] = None
    elif kind == "place" and "eliminations" not in out and roll < 0.3:
        out["eliminations"] = None
    elif kind == "place" and roll < 0.6:
        out["causes"] = None if roll < 0.45 else [out.get("cell", 0)]
    elif kind == "contradiction" and "cells" not in out and roll < 0.5:
        out["cells"] = None
    elif kind == "time-limit" and roll < 0.5:
        del out["seconds"]
    elif kind == "backtrack" and "cell" in out and "digit" in out and roll < 0.6:
        del out["cell" if roll < 0.3 else "digit"]
    elif "digit" in out and roll < 0.3:
        out["digit"] = float(out["digit"])
    elif roll < 0.1:
        out["version"] = rng.choice([None, 1.0])


def write(records: list[dict[str, Any]], puzzle: tuple[int, ...], rng: random.Random) -> list[str]:
    """The records as lines: cells spelled one way or mixed, a start line, blank lines and
    ignored fields now and then. A record {"raw": text} is written as its text."""
    how = rng.choice(["r", "R", "int", "mixed"])
    extras = rng.random() < 0.3
    odd = rng.random() < 0.3
    lines = []
    if rng.random() < 0.05:
        lines.append(rng.choice(["", "  "]))  # blank lines may come before the start line
    if rng.random() < 0.2:
        empty = rng.choice("0.")
        text = "".join(str(v) if v else empty for v in puzzle)
        lines.append(json.dumps({"kind": "start", "puzzle": text, "version": 1}))
    for record in records:
        if "raw" in record:
            lines.append(record["raw"])
            continue
        out = dict(record)
        if odd:
            variant(out, rng)
        for key in ("cell",):
            if key in out:
                out[key] = cell_text(out[key], how, rng)
        for key in ("placements", "eliminations"):
            if out.get(key) is not None:
                out[key] = [[cell_text(c, how, rng), d] for c, d in out[key]]
        if out.get("cells") is not None:
            out["cells"] = [cell_text(c, how, rng) for c in out["cells"]]
        if extras and rng.random() < 0.5:
            key = rng.choice(sorted(EXTRAS))
            out[key] = EXTRAS[key]
        lines.append(json.dumps(out))
        if rng.random() < 0.01:
            lines.append(rng.choice(["", " ", "\t"]))
    return lines


def cut(records: list[dict[str, Any]], rng: random.Random) -> list[dict[str, Any]]:
    """The stream cut at a random point: it just stops, or says time-limit."""
    kept = records[: rng.randint(0, max(0, len(records) - 1))]  # without its end record
    if rng.random() < 0.5:
        kept.append({"kind": "time-limit", "seconds": rng.choice([1, 2.5, 0])})
    return kept


def a_step(rng: random.Random, puzzle: tuple[int, ...]) -> dict[str, Any]:
    """Some step, often harmless on its own."""
    cell, digit = rng.randrange(81), rng.randint(1, 9)
    solution = count_solutions(puzzle, 1)[1]
    return rng.choice(
        [
            {"kind": "contradiction"},
            {"kind": "backtrack"},
            {"kind": "guess", "cell": cell, "digit": digit},
            {"kind": "place", "cell": cell, "digit": digit},
            {"kind": "eliminate", "eliminations": [[cell, digit]]},
            {"kind": "solved"},
            {"kind": "solved", "values": "".join(map(str, solution or puzzle))},
            {"kind": "time-limit", "seconds": 3},
            {"kind": "no-solution"},
            {"kind": "search-done", "solutions": rng.randint(0, 2), "complete": rng.random() < 0.5},
        ]
    )


def open_guesses(records: list[dict[str, Any]], upto: int) -> list[tuple[int, int]]:
    """The guesses open after records[:upto] (guesses push, backtracks pop)."""
    stack: list[tuple[int, int]] = []
    for r in records[:upto]:
        if r.get("kind") == "guess":
            stack.append(placed(r))
        elif r.get("kind") == "backtrack" and stack:
            stack.pop()
    return stack


def placed(r: dict[str, Any]) -> tuple[int, int]:
    cell, digit = (r["cell"], r["digit"]) if "cell" in r else r["placements"][0]
    return int(cell), int(digit)


def values_at(puzzle: tuple[int, ...], records: list[dict[str, Any]], upto: int) -> list[int]:
    """The grid after records[:upto]: guesses and places put their digit, a backtrack goes
    back to the grid before its guess."""
    values, saved = list(puzzle), []
    for r in records[:upto]:
        kind = r.get("kind")
        if kind in ("guess", "place"):
            if kind == "guess":
                saved.append(list(values))
            cell, digit = placed(r)
            values[cell] = digit
        elif kind == "backtrack" and saved:
            values = saved.pop()
    return values


def bug(
    records: list[dict[str, Any]], mutation: str, rng: random.Random, puzzle: tuple[int, ...]
) -> list[dict[str, Any]]:
    """A student's bug: a refuted guess tried again, an eliminated candidate placed, unsound
    logic with no guess open, a clash not noticed, a backtrack naming another guess, or a
    reader's edge (a second start line, another puzzle's, version true ...)."""
    out, n = list(records), len(records)
    if mutation == "retry":  # a refuted guess tried again where no peer holds its digit
        spots = []
        for i, r in enumerate(out):
            stack = open_guesses(out, i) if r.get("kind") == "backtrack" else []
            if stack:
                cell, digit = stack[-1]
                values = values_at(puzzle, out, i + 1)
                if all(values[p] != digit for p in PEERS[cell]):
                    spots.append((i, cell, digit))
        if spots:
            i, cell, digit = rng.choice(spots)
            out.insert(i + 1, {"kind": rng.choice(["guess", "place"]), "cell": cell, "digit": digit})
    elif mutation == "clashes":  # one or two clashing places not noticed before the next step
        spots = [i for i, r in enumerate(out) if r.get("kind") in ("guess", "solved", "backtrack")]
        if spots:
            i = rng.choice(spots)
            values = values_at(puzzle, out, i)
            pairs = [
                (c, d)
                for c in range(81)
                if values[c] == 0
                for d in range(1, 10)
                if any(values[p] == d for p in PEERS[c])
            ]
            for cell, digit in rng.sample(pairs, min(len(pairs), rng.randint(1, 2))):
                out.insert(i, {"kind": "place", "cell": cell, "digit": digit})
    elif mutation == "twice":  # a solution reported again after the search went on
        spots = [
            i for i, r in enumerate(out[:-1]) if r.get("kind") == "solved" and out[i + 1].get("kind") == "backtrack"
        ]
        if spots:
            i = rng.choice(spots)
            grid = "".join(map(str, values_at(puzzle, out, i)))
            out.insert(i + 2, {"kind": "solved", "values": out[i].get("values") or grid})
    elif mutation == "eliminated":
        spots = [
            (i, p)
            for i, r in enumerate(out)
            for p in r.get("eliminations") or ()
            if r.get("kind") in ("eliminate", "place")
        ]
        if spots:
            i, (cell, digit) = rng.choice(spots)
            out.insert(i + 1 + rng.randint(0, 2), {"kind": "place", "cell": cell, "digit": digit})
    elif mutation == "unsound":
        solution = count_solutions(puzzle, 1)[1] or puzzle
        at = rng.choice([i for i in range(n + 1) if not open_guesses(out, i)] or [0])
        cell = rng.choice([c for c in range(81) if puzzle[c] == 0] or [0])
        wrong = rng.choice([d for d in range(1, 10) if d != solution[cell]])
        out.insert(
            at,
            rng.choice(
                [
                    {"kind": "place", "cell": cell, "digit": wrong},
                    {"kind": "eliminate", "eliminations": [[cell, solution[cell]]]},
                ]
            ),
        )
    elif mutation == "unnoticed":  # the dead end seen but not left: its contradiction and backtrack go
        spots = [i for i, r in enumerate(out) if r.get("kind") in ("contradiction", "backtrack")]
        if spots:
            i = rng.choice(spots)
            del out[i : i + (2 if out[i]["kind"] == "contradiction" and i + 1 < n else 1)]
    elif mutation == "misnamed":
        spots = [i for i, r in enumerate(out) if r.get("kind") == "backtrack"]
        i = rng.choice(spots) if spots else n
        stack = open_guesses(out, i)
        cell, digit = stack[-1] if stack else (0, 1)
        other = rng.choice([d for d in range(1, 10) if d != digit])
        grid = "".join(map(str, puzzle))
        line = rng.choice(
            [
                {"kind": "backtrack", "digit": other},
                {"kind": "backtrack", "cell": (cell + 1) % 81},
                {"kind": "backtrack", "eliminations": [[cell, digit], [cell, other]]},
                {"kind": "backtrack", "eliminations": []},
                {"kind": "backtrack", "digit": 0},
                {"raw": json.dumps({"kind": "start", "puzzle": grid})},
                {"raw": json.dumps({"kind": "start", "puzzle": grid.replace("0", ".", 1).replace("1", "0", 1)})},
                {"raw": '{"kind": "contradiction", "version": true}'},
                {"raw": '{"kind": "contradiction", "version": "1"}'},
                {"raw": '{"kind": "guess", "cell": 3.5, "digit": 1}'},
                {"raw": '{"kind": "place", "cell": 0, "digit": 5.5}'},
                {"raw": '{"kind": "time-limit", "seconds": -1}'},
                {"raw": '{"kind": "time-limit", "seconds": Infinity}'},
            ]
        )
        out[i : i + (1 if i < n and "raw" not in line else 0)] = [line]
    return out


def mutate(
    records: list[dict[str, Any]], mutation: str, rng: random.Random, puzzle: tuple[int, ...]
) -> list[dict[str, Any]]:
    """One mutation of the stream (the records are copied, not changed)."""
    out = [dict(r) for r in records]
    n = len(out)
    if mutation == "drop" and n:
        del out[rng.randrange(n)]
    elif mutation == "swap" and n >= 2:
        i = rng.randrange(n - 1)
        j = i + 1 if rng.random() < 0.6 else rng.randrange(n)
        out[i], out[j] = out[j], out[i]
    elif mutation == "digit" and rng.random() < 0.2:  # a claimed solution's digit: a given, a clash, a hole
        spots = [i for i, r in enumerate(out) if isinstance(r.get("values"), str)]
        if spots:
            r = out[rng.choice(spots)]
            at = rng.randrange(81)
            r["values"] = r["values"][:at] + rng.choice("123456789.0") + r["values"][at + 1 :]
    elif mutation in ("digit", "cell"):
        spots = [i for i, r in enumerate(out) if "cell" in r or "placements" in r or "eliminations" in r]
        if spots:
            r = out[rng.choice(spots)]
            key = "cell" if "cell" in r else "placements" if "placements" in r else "eliminations"
            if key == "cell":
                if mutation == "cell":
                    r["cell"] = rng.choice([c for c in range(81) if c != r["cell"]])
                else:
                    r["digit"] = rng.choice([d for d in range(1, 10) if d != r["digit"]])
            else:
                pairs = [list(p) for p in r[key]]
                k = rng.randrange(len(pairs))
                if mutation == "cell":
                    pairs[k][0] = rng.choice([c for c in range(81) if c != pairs[k][0]])
                else:
                    pairs[k][1] = rng.choice([d for d in range(1, 10) if d != pairs[k][1]])
                r[key] = pairs
    elif mutation == "early-solved":
        solution = count_solutions(puzzle, 1)[1]
        record: dict[str, Any] = {"kind": "solved"}
        if solution is not None and rng.random() < 0.5:
            record["values"] = "".join(map(str, solution))
        out.insert(rng.randint(0, n), record)
    elif mutation == "no-solution":
        at = rng.randint(0, n) if rng.random() < 0.5 else n - 1 if n else 0
        out[at : at + 1 if at < n and rng.random() < 0.5 else at] = [{"kind": "no-solution"}]
    elif mutation == "search-done":
        if n and out[-1]["kind"] == "search-done":
            last = out[-1]
            if rng.random() < 0.5:
                last["complete"] = not last["complete"]
            else:
                last["solutions"] = max(0, last["solutions"] + rng.choice([-1, 1, 2]))
        else:
            found = sum(1 for r in out if r["kind"] == "solved")
            done = {
                "kind": "search-done",
                "solutions": max(0, found + rng.choice([-1, 0, 1])),
                "complete": rng.random() < 0.5,
            }
            out.insert(rng.randint(0, n), done)
    elif mutation == "append":
        out.append(a_step(rng, puzzle))
    elif mutation == "unreadable":
        at = rng.randint(0, n)
        out[at : at + (1 if at < n and rng.random() < 0.5 else 0)] = [{"raw": rng.choice(UNREADABLE)}]
    else:
        out = bug(out, mutation, rng, puzzle)
    return out


@dataclass
class Case:
    """A generated stream: its puzzle, lines, and how it was made (for messages and counts)."""

    puzzle: tuple[int, ...]
    lines: list[str]
    puzzle_kind: str
    style: Style
    mutation: str | None
    """The mutation applied, None when none was drawn or it found nothing to change."""
    was_cut: bool


def make_case(seed: int, mutation: str | None) -> Case:
    rng = random.Random(seed)
    style = draw_style(rng)
    puzzle, puzzle_kind = make_puzzle(rng, style)
    solver = Solver(puzzle, style, rng)
    was_cut = False
    try:
        solver.run()
    except OutOfSteps:
        was_cut = True
        if rng.random() < 0.5:
            solver.out.append({"kind": "time-limit", "seconds": 10})
    records = solver.out
    if not was_cut and rng.random() < 0.1:
        records, was_cut = cut(records, rng), True
    elif not was_cut and not style.enumerate and records and records[-1]["kind"] == "solved" and rng.random() < 0.03:
        records.append({"kind": "time-limit", "seconds": 5})  # cut right after its solution
    if mutation is not None:
        mutated = mutate(records, mutation, rng, puzzle)
        mutation = mutation if mutated != records else None  # nothing to change: unmutated
        records = mutated
    return Case(puzzle, write(records, puzzle, rng), puzzle_kind, style, mutation, was_cut)
