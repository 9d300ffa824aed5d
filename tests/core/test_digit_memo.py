"""Single-digit techniques remembered by ``(finder, digit, cells of the digit)``
(``core/techniques/digit_memo.py``): the memo must never change a step."""

from __future__ import annotations

from conftest import read_puzzles

from sudoku_gui.core.candidates import bit
from sudoku_gui.core.strategies.human import apply_step, next_step
from sudoku_gui.core.techniques import TECHNIQUES, chains, coloring, digit_memo, fish, single_digit
from sudoku_gui.core.techniques.cgrid import CandidateGrid

FINDERS = {
    "X-Wing": lambda g: fish.basic_fish(g, 2),
    "Jellyfish": lambda g: fish.basic_fish(g, 4),
    "Finned Swordfish": lambda g: fish.finned_fish(g, 3),
    "Skyscraper": single_digit.skyscraper,
    "2-String Kite": single_digit.two_string_kite,
    "Turbot Fish": single_digit.turbot_fish,
    "Empty Rectangle": single_digit.empty_rectangle,
    "Simple Colors": coloring.simple_colors,
    "Multi-Colors": coloring.multi_colors,
    "X-Chain": chains.x_chain,
}


def states(limit: int = 60) -> list[CandidateGrid]:
    """Grid states ``human`` meets on hard puzzles: where single-digit patterns live."""
    out = []
    for puzzle in read_puzzles("top95.txt")[:6]:
        g = CandidateGrid(puzzle)
        for _ in range(limit // 6):
            step = next_step(g, TECHNIQUES)
            if step is None:
                break
            out.append(g.copy())
            apply_step(g, step)
    return out


def fresh(finder, g: CandidateGrid) -> list:
    digit_memo.clear()
    return list(finder(g))


def test_remembered_steps_are_the_steps_found_afresh() -> None:
    grids = states()
    digit_memo.clear()
    remembered = {name: [list(f(g)) for g in grids] for name, f in FINDERS.items()}
    again = {name: [list(f(g)) for g in grids] for name, f in FINDERS.items()}  # from the memo
    assert again == remembered
    for name, f in FINDERS.items():
        assert [fresh(f, g) for g in grids] == remembered[name], name
    assert any(remembered.values())


def test_a_digits_steps_depend_only_on_its_cells() -> None:
    """Strip every other digit's candidates from cells that keep a candidate: the steps on the
    digit stay the same (the assumption the memo rests on)."""
    for g in states(30):
        for d in (1, 5, 9):
            stripped = g.copy()
            for c in range(81):
                if stripped.cands[c] & bit(d):
                    stripped.cands[c] = bit(d)
                elif stripped.cands[c]:
                    stripped.cands[c] &= -stripped.cands[c]  # keep one other candidate
            stripped._changed()
            assert stripped.where(d) == g.where(d)
            for name, f in FINDERS.items():
                on_d = [s for s in fresh(f, g) if all(dd == d for _, dd in s.eliminations)]
                assert [s for s in fresh(f, stripped) if all(dd == d for _, dd in s.eliminations)] == on_d, name
