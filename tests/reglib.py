"""Reading HoDoKu's regression library (tests/data/hodoku_reglib-1.3.txt).

Line format: ``:<code>[-variant]:<digits>:<givens, + marks placed cells>:<deleted candidates>:
<eliminations>:<placements>:<extra>:``; candidates as ``<digit><row><col>`` separated by spaces.
A digit with ``+`` before it was placed while solving; the other digits are givens.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sudoku_gui.core.techniques.cgrid import CandidateGrid

REGLIB = Path(__file__).parent / "data" / "hodoku_reglib-1.3.txt"


@dataclass(frozen=True)
class Case:
    line_no: int
    code: str  # base code, e.g. "0200"
    variant: str  # "" or e.g. "1" or "x"
    digits: frozenset[int]
    values: tuple[int, ...]
    deleted: frozenset[tuple[int, int]]
    eliminations: frozenset[tuple[int, int]]
    placements: frozenset[tuple[int, int]]
    text: str
    givens: int = 0
    """81-bit set of the cells holding givens (digits without a ``+``)."""

    @property
    def fail_case(self) -> bool:
        return self.variant == "x"

    def grid(self) -> CandidateGrid:
        g = CandidateGrid(self.values, givens=self.givens)
        g.eliminate(sorted(self.deleted))
        return g


def _candidates(field: str) -> frozenset[tuple[int, int]]:
    out = set()
    for tok in field.split():
        d, r, c = int(tok[0]), int(tok[1]), int(tok[2])
        out.add(((r - 1) * 9 + c - 1, d))
    return frozenset(out)


def _values(field: str) -> tuple[int, ...]:
    vals = [int(ch) if ch.isdigit() else 0 for ch in field if ch != "+"]
    assert len(vals) == 81, field
    return tuple(vals)


def _givens(field: str) -> int:
    out, cell, placed = 0, 0, False
    for ch in field:
        if ch == "+":
            placed = True
            continue
        if ch.isdigit() and ch != "0" and not placed:
            out |= 1 << cell
        cell, placed = cell + 1, False
    return out


def load_cases() -> list[Case]:
    cases = []
    for n, line in enumerate(REGLIB.read_text().splitlines(), 1):
        if not line.startswith(":"):
            continue
        f = line.split(":")
        code, _, variant = f[1].partition("-")
        cases.append(
            Case(
                n,
                code,
                variant,
                frozenset(int(ch) for ch in f[2] if ch.isdigit()),
                _values(f[3]),
                _candidates(f[4]),
                _candidates(f[5]),
                _candidates(f[6]),
                line,
                _givens(f[3]),
            )
        )
    return cases
