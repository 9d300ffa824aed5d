"""The step protocol (version 1): a solver in any language, one JSON object per line.

A program reads the puzzle (81 characters, ``0`` or ``.`` for an empty cell, then a newline) on
standard input and writes one JSON object per line on standard output, each a step. The schema
is the one ``--trace`` writes (``core/recording/trace_file.py``), so a saved trace reads back as a run; a
shorter form is accepted too, so that a plain backtracker needs four print lines::

    {"kind": "guess", "cell": "r1c3", "digit": 4}
    {"kind": "place", "cell": "r2c2", "digit": 7}
    {"kind": "backtrack"}
    {"kind": "solved"}

``docs/step-protocol.md`` is the reference and ``docs/step-protocol.schema.json`` its JSON
Schema. ``StepReader`` turns the lines into ``Step`` objects, keeping the grid (values only: the
viewer derives the candidates) so that a ``backtrack`` knows which cells it empties; every
problem is a ``ProtocolError`` naming the line and what is wrong.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from ..grid import Cell, cell_name
from ..message import QT_TRANSLATE_NOOP, Message
from ..search.contradictions import NO_CANDIDATE
from ..steps import (
    Backtrack,
    Contradiction,
    Eliminate,
    Guess,
    NoSolution,
    Place,
    SearchDone,
    Solved,
    Step,
    TimeLimitReached,
)

VERSION = 1
"""The protocol version this reader speaks; a record with another ``version`` is refused."""

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
"""Every ``kind`` a record may have (``start``: an optional first line naming the puzzle)."""

# The default texts: the same templates as the built-in ``naive`` and the engine, so they are
# translated already (a contradiction's, NO_CANDIDATE, is imported from where every one is).
GUESS_TEXT = QT_TRANSLATE_NOOP("steps", "Try {cell} = {digit}, depth {depth}")
BACKTRACK_TEXT = QT_TRANSLATE_NOOP("steps", "Backtrack: nothing fits after {cell} = {digit}; empty {cell}")
PLACE_TEXT = QT_TRANSLATE_NOOP("steps", "Place {digit} in {cell}")
_ELIMINATE_TEXT = QT_TRANSLATE_NOOP("steps", "{technique}: {elims}")
_AT_LINE = QT_TRANSLATE_NOOP("steps", "line {n}: {problem}")

_QUICK = 1 << 16
"""Lines, guesses and texts a reader keeps to say again (a search repeats a few thousand)."""
_GUESS, _BACK, _SAME = 0, 1, 2
_CELL = re.compile(r"[rR]([0-9]+)[cC]([0-9]+)")

MAX_LINE = 1 << 20
"""Bytes a line may hold (a step needs well under 10 KB; a longer line is a runaway program)."""
MAX_NESTING = 32
"""How deep a line's JSON may nest (a step needs 3: a record, a list of pairs, a pair)."""
MAX_SOLUTIONS = 1 << 31
"""The largest ``solutions`` a ``search-done`` may claim."""


class ProtocolError(ValueError):
    """A line of a step stream that cannot be read: ``line`` (1-based) and ``problem`` (what
    is wrong, in English); ``str(e)`` is ``line N: problem``, ``message`` the same as a
    ``Message`` (a viewer says ``line N`` in its language, the problem as the protocol names it)."""

    def __init__(self, line: int, problem: str) -> None:
        self.message = Message(_AT_LINE, n=line, problem=problem)
        super().__init__(str(self.message))
        self.line = line
        self.problem = problem


def parse_cell(value: Any) -> Cell:
    """A cell from its name (``"r3c4"`` or ``"R3C4"``, 1-based) or its number (0..80, row by
    row), as ``docs/step-protocol.md`` says.

    Raises ValueError saying what is wrong (not a cell name, out of range)."""
    if isinstance(value, str):
        m = _CELL.fullmatch(value)
        if m is None:
            raise ValueError(f"cell {json.dumps(value)[:40]} is not a cell name like 'r3c4' (or a number 0-80)")
        row, col = m.group(1), m.group(2)
        if len(row) != 1 or len(col) != 1 or row == "0" or col == "0":
            raise ValueError(f"cell {value!r} is out of range (r1c1 to r9c9)")
        return (int(row) - 1) * 9 + int(col) - 1
    number = _integer(value)
    if number is not None:
        if not 0 <= number <= 80:
            raise ValueError(f"cell {_shown(value)} is out of range (0 to 80, or r1c1 to r9c9)")
        return number
    raise ValueError(f"cell {_shown(value)} is not a cell name like 'r3c4' (or a number 0-80)")


def _integer(value: Any) -> int | None:
    """``value`` as an int when JSON calls it an integer (``5`` or ``5.0``, not ``true``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _shown(value: Any) -> str:
    """A value as a message quotes it: short, even when it is a huge number or a long list."""
    text = (
        json.dumps(value)
        if not isinstance(value, float) or value == value and abs(value) != float("inf")
        else str(value)
    )
    return text if len(text) <= 40 else text[:37] + "..."


def parse_digit(value: Any) -> int:
    """A digit 1-9; raises ValueError otherwise (``digit 0 is not 1-9``)."""
    number = _integer(value)
    if number is not None and 1 <= number <= 9:
        return number
    if number is not None:
        raise ValueError(f"digit {_shown(value)} is not 1-9")
    raise ValueError(f"digit {_shown(value)} is not a number 1-9")


def parse_values(value: Any) -> tuple[int, ...]:
    """81 digits from an 81-character string (``0`` or ``.`` empty) or a list of 81 ints."""
    if isinstance(value, str):
        if len(value) != 81 or any(ch not in "0123456789." for ch in value):
            raise ValueError("a grid is 81 characters, digits 1-9 and 0 or '.' for an empty cell")
        return tuple(0 if ch == "." else int(ch) for ch in value)
    if isinstance(value, list) and len(value) == 81 and all(type(v) is int and 0 <= v <= 9 for v in value):
        return tuple(value)
    raise ValueError("a grid is 81 characters or a list of 81 digits 0-9")


def _count(value: Any, field: str, most: int) -> int:
    number = _integer(value)
    if number is None or not 0 <= number <= most:
        raise ValueError(f"'{field}' is {_shown(value)}: a whole number from 0 to {most}")
    return number


def _seconds(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value < float("inf"):
        raise ValueError(f"'seconds' is {_shown(value)}: a number of seconds, 0 or more")
    return float(value)


def parse_json(text: str | bytes, line: int) -> Any:
    """One line's JSON, within the protocol's limits (``MAX_LINE`` bytes, ``MAX_NESTING`` deep,
    integers of at most 4300 digits). Raises ProtocolError naming ``line``."""
    if len(text) > MAX_LINE:
        raise ProtocolError(line, f"the line is longer than {MAX_LINE >> 20} MiB ({len(text):,} bytes)")
    try:
        record = json.loads(text)
    except RecursionError:
        raise ProtocolError(line, f"JSON nested more than {MAX_NESTING} deep") from None
    except ValueError as e:
        msg = getattr(e, "msg", None)
        if msg is None:  # not the decoder's own error: a number too long for Python's int()
            raise ProtocolError(line, "a number in it has more than 4300 digits") from None
        col = getattr(e, "colno", None)
        raise ProtocolError(line, f"not JSON ({msg}{f' at column {col}' if col else ''})") from None
    if _deeper_than(record, MAX_NESTING):
        raise ProtocolError(line, f"JSON nested more than {MAX_NESTING} deep")
    return record


def _deeper_than(value: Any, most: int) -> bool:
    """Whether ``value`` nests more than ``most`` lists and objects deep (without recursion)."""
    level: list[Any] = [value]
    depth = 0
    while level:
        depth += 1
        if depth > most:
            return True
        inner: list[Any] = []
        for item in level:
            if isinstance(item, dict):
                inner.extend(v for v in item.values() if isinstance(v, dict | list))
            elif isinstance(item, list):
                inner.extend(v for v in item if isinstance(v, dict | list))
        level = inner
    return False


class StepReader:
    """Reads protocol records into steps, from ``givens`` (81 ints, 0 = empty).

    It keeps the grid and the guesses open, so that a ``backtrack`` empties the cells placed
    since its guess (it needs no cell: the innermost open guess is the one that failed) and a
    ``solved`` without ``values`` is the grid as it stands. ``line`` counts the lines read.
    """

    def __init__(self, givens: Sequence[int]) -> None:
        self.values = list(givens)
        self._trail: list[tuple[Cell, int]] = []  # (cell, value before) of every placement
        self._open: list[tuple[Cell, int, int]] = []  # (cell, digit, trail length before it)
        self.line = 0
        self._quick: dict[str | bytes, tuple[int, Cell, int, Step | None, tuple[str, int] | None]] = {}
        self._guesses: dict[tuple[Cell, int, int], Guess] = {}
        self._said: dict[tuple[Cell, int, int], str] = {}
        self._givens = tuple(givens)
        self._stepped = False  # a step or a start was read: a start record may come only before any
        self.site: tuple[str, int] | None = None
        """The source line the last step read names (its ``file``, ``line``), or None."""
        self._file = ""  # the file named last: a step's ``file`` is that one when it names none

    @property
    def depth(self) -> int:
        """Guesses open."""
        return len(self._open)

    def feed(self, text: str | bytes) -> Step | None:  # noqa: C901 - the fast path first
        """The step of one line of text (None for a blank line or a ``start`` record).
        Raises ProtocolError."""
        self.line += 1
        quick = self._quick.get(text)
        if quick is not None:  # a line seen before in the minimal form: no JSON to parse
            kind, cell, digit, step, self.site = quick
            if self.site is not None:
                self._file = self.site[0]
            if kind == _GUESS:
                return self._guess(cell, digit)
            if kind == _SAME:
                return step
            if self._open:
                top = self._open[-1]
                if cell < 0 or (cell == top[0] and digit == top[1]):
                    return self._undo(top[0], top[1], top[2])
        if not text.strip():
            return None
        record = parse_json(text, self.line)
        step = self.record(record, counted=True)
        # a line that names its file and line, or neither, reads the same each time
        if (
            isinstance(record, dict)
            and len(record) <= 5
            and len(self._quick) < _QUICK
            and (("line" in record) == ("file" in record))
        ):
            named, keys, site = record.get("kind"), set(record) - {"line", "file"}, self.site
            if named == "guess" and keys == {"kind", "cell", "digit"} and type(step) is Guess:
                self._quick[text] = (_GUESS, step.cell, step.digit, None, site)
            elif named == "backtrack" and isinstance(step, Backtrack) and keys <= {"kind", "cell", "digit"}:
                cell, digit = (-1, 0) if len(keys) == 1 else (step.cell, step.digit)
                self._quick[text] = (_BACK, cell, digit, None, site)
            elif named == "contradiction" and keys <= {"kind", "cells", "cell"}:
                self._quick[text] = (_SAME, 0, 0, step, site)  # holds no state: the same step again
        return step

    def record(self, record: Any, counted: bool = False) -> Step | None:
        """The step of one record (a dict, as ``json.loads`` gives it); ``counted``: ``line``
        already counts it. Raises ProtocolError."""
        if not counted:
            self.line += 1
        if not isinstance(record, dict):
            raise ProtocolError(self.line, f"a step is a JSON object, not {_shown(record)}")
        try:
            step = self._step(record)
            if step is not None:
                self._stepped = True
                self.site = self._where(record)
            return step
        except ProtocolError:
            raise
        except KeyError as e:
            raise ProtocolError(self.line, f"the record has no {e.args[0]!r}") from None
        except (ValueError, TypeError, OverflowError) as e:
            raise ProtocolError(self.line, str(e)) from None

    def _step(self, r: dict[str, Any]) -> Step | None:
        version = r.get("version")
        if version is not None and (isinstance(version, bool) or version != VERSION):  # true == 1 in Python
            raise ValueError(f"protocol version {_shown(version)} is not supported (this app reads version {VERSION})")
        kind = r.get("kind")
        if kind == "guess":
            cell, digit = self._placement(r)
            return self._guess(cell, digit, r.get("text"))
        if kind == "place":
            cell, digit = self._placement(r)
            elims = tuple(self._pairs(r.get("eliminations") or (), "eliminations"))
            self._put(cell, digit)
            text = r.get("text") or Message(PLACE_TEXT, cell=cell, digit=digit)
            technique = r.get("technique") or "Placement"
            causes = tuple(parse_cell(c) for c in _listed(r.get("causes") or (), "causes"))
            return Place(cell, digit, str(technique), str(text), causes, elims)
        if kind == "backtrack":
            return self._backtrack(r)
        if kind == "eliminate":
            elims = tuple(self._pairs(r.get("eliminations") or (), "eliminations"))
            if not elims:
                raise ValueError("an eliminate step names no candidate ('eliminations': [[\"r3c4\", 5]])")
            technique = str(r.get("technique") or "Elimination")
            text = r.get("text") or Message(_ELIMINATE_TEXT, technique=technique, elims=elims)
            causes = tuple(parse_cell(c) for c in _listed(r.get("causes") or (), "causes"))
            return Eliminate(elims, technique, str(text), causes)
        if kind == "contradiction":
            cells = r.get("cells")
            if cells is None:
                cells = [r["cell"]] if "cell" in r else []
            found = tuple(parse_cell(c) for c in _listed(cells, "cells"))
            text = r.get("text") or (Message(NO_CANDIDATE, cell=found[0]) if found else "Contradiction")
            return Contradiction(found, str(text))
        if kind == "solved":
            values = parse_values(r["values"]) if r.get("values") is not None else tuple(self.values)
            return Solved(values, str(r["text"])) if r.get("text") else Solved(values)
        if kind == "no-solution":
            return NoSolution(str(r["text"])) if r.get("text") else NoSolution()
        if kind == "search-done":
            if "solutions" not in r or "complete" not in r:
                raise ValueError(
                    "a search-done step needs 'solutions' (how many were found) and 'complete' (true or false)"
                )
            if not isinstance(r["complete"], bool):
                raise ValueError(f"'complete' is {_shown(r['complete'])}: true or false")
            solutions = _count(r["solutions"], "solutions", MAX_SOLUTIONS)
            return SearchDone(solutions, r["complete"], str(r.get("text") or ""))
        if kind == "time-limit":
            return TimeLimitReached(_seconds(r.get("seconds", 0.0)))
        if kind == "start":
            self._start(r)
            return None
        if kind is None:
            raise ValueError("the record has no 'kind'")
        raise ValueError(f"unknown kind {json.dumps(kind)} (one of {', '.join(KINDS)})")

    def _where(self, r: dict[str, Any]) -> tuple[str, int] | None:
        """The step's ``file`` and ``line`` (a file not named: the one named last), or None."""
        file = r.get("file")
        if file is not None:
            if not isinstance(file, str) or not file or len(file) > 4096 or "\0" in file:
                raise ValueError(f"'file' is {_shown(file)}: the name of a source file, a string")
            self._file = file
        line = r.get("line")
        if line is None:
            return None
        number = _integer(line)
        if number is None or not 1 <= number < 1 << 31:
            raise ValueError(f"'line' is {_shown(line)}: a line number, 1 or more")
        return (self._file, number)

    def _placement(self, r: dict[str, Any]) -> tuple[Cell, int]:
        if "cell" in r:
            if "digit" not in r:
                raise ValueError(f"a {r['kind']} step needs a 'digit'")
            return parse_cell(r["cell"]), parse_digit(r["digit"])
        pairs = list(self._pairs(r.get("placements") or (), "placements"))
        if len(pairs) != 1:
            raise ValueError(f"a {r['kind']} step needs a 'cell' and a 'digit' (or one pair in 'placements')")
        return pairs[0]

    def _start(self, r: dict[str, Any]) -> None:
        if self._stepped:
            raise ValueError("a start record may come only as the first line (one run a stream)")
        if "puzzle" not in r:
            raise ValueError("a start record names its 'puzzle' (81 characters)")
        named = parse_values(r["puzzle"])
        if named != self._givens:
            raise ValueError(
                "the start line names another puzzle than the one this run starts from "
                f"({''.join(map(str, named))[:20]}... against {''.join(map(str, self._givens))[:20]}...)"
            )
        self._stepped = True  # a second start line is not the first line either

    @staticmethod
    def _pairs(items: Iterable[Any], field: str) -> Iterator[tuple[Cell, int]]:
        for item in _listed(items, field):
            if not isinstance(item, list | tuple) or len(item) != 2:
                raise ValueError(f"'{field}' holds [cell, digit] pairs, not {json.dumps(item)}")
            yield parse_cell(item[0]), parse_digit(item[1])

    def _put(self, cell: Cell, digit: int) -> None:
        self._trail.append((cell, self.values[cell]))
        self.values[cell] = digit

    def _guess(self, cell: Cell, digit: int, text: Any = None) -> Guess:
        trail = self._trail
        self._open.append((cell, digit, len(trail)))
        values = self.values
        trail.append((cell, values[cell]))
        values[cell] = digit
        depth = len(self._open)
        if text:
            return Guess(cell, digit, depth, 0, str(text))
        key = (cell, digit, depth)
        step = self._guesses.get(key)  # a step is immutable: one object serves every time
        if step is None:
            if len(self._guesses) >= _QUICK:
                self._guesses.clear()
            step = self._guesses[key] = Guess(
                cell, digit, depth, 0, Message(GUESS_TEXT, cell=cell, digit=digit, depth=depth)
            )
        return step

    def _backtrack(self, r: dict[str, Any]) -> Backtrack:
        if not self._open:
            raise ValueError("backtrack with no guess open")
        cell, digit, mark = self._open[-1]
        named = None
        if "cell" in r or "digit" in r:  # a cell or a digit alone names that much of its guess
            named = (
                parse_cell(r["cell"]) if "cell" in r else cell,
                parse_digit(r["digit"]) if "digit" in r else digit,
            )
        elif r.get("eliminations") is not None:  # [[cell, digit]]: one pair, as placements
            pairs = list(self._pairs(r["eliminations"], "eliminations"))
            if len(pairs) != 1:
                raise ValueError("a backtrack names its guess in one pair ('eliminations': [[\"r3c4\", 5]])")
            named = pairs[0]
        if named is not None and named != (cell, digit):
            raise ValueError(
                f"backtrack from {cell_name(named[0])}={named[1]}, "
                f"but the innermost open guess is {cell_name(cell)}={digit}"
            )
        return self._undo(cell, digit, mark, r.get("text"))

    def _undo(self, cell: Cell, digit: int, mark: int, text: Any = None) -> Backtrack:
        self._open.pop()
        values, trail = self.values, self._trail
        if len(trail) == mark + 1:  # the guess alone (plain backtracking): the usual case
            c, before = trail.pop()
            values[c] = before
            restored: tuple[Cell, ...] = (c,)
            after: tuple[int, ...] = (before,)
        else:
            undone = trail[mark:][::-1]
            del trail[mark:]
            for c, before in undone:
                values[c] = before
            restored = tuple(c for c, _ in undone)
            after = tuple(values[c] for c in restored)
        depth = len(self._open)
        if text:
            said = str(text)
        else:
            key = (cell, digit, depth)
            said = self._said.get(key) or ""
            if not said:
                if len(self._said) >= _QUICK:
                    self._said.clear()
                said = self._said[key] = Message(BACKTRACK_TEXT, cell=cell, digit=digit, depth=depth)
        return Backtrack(cell, digit, depth, restored, after, (), said)

    def follow(self, step: Step) -> None:
        """Keep the grid in step with ``step``, made elsewhere (a Python solver that yields both
        steps and records)."""
        if type(step) is Guess:
            self._open.append((step.cell, step.digit, len(self._trail)))
            self._put(step.cell, step.digit)
        elif isinstance(step, Place):
            self._put(step.cell, step.digit)
        elif isinstance(step, Backtrack) and self._open:
            cell, digit, mark = self._open[-1]
            self._undo(cell, digit, mark)


def _listed(items: Any, field: str) -> list[Any] | tuple[Any, ...]:
    if not isinstance(items, list | tuple):
        raise ValueError(f"'{field}' is a list, not {_shown(items)}")
    return items


def stream_puzzle(first_line: str | bytes) -> tuple[int, ...] | None:
    """The puzzle a stream names in its ``start`` record (its first line), or None."""
    try:
        record = parse_json(first_line, 1)
    except ProtocolError:
        return None
    if isinstance(record, dict) and record.get("kind") == "start" and record.get("puzzle") is not None:
        try:
            return parse_values(record["puzzle"])
        except ValueError:
            return None
    return None
