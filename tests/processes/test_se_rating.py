"""Sudoku Explainer's ER/EP/ED (core/se/se_rating.py) against published ratings.

The sample is ``tests/data/se_bank_sample.txt``: puzzles of the Sudoku Exchange puzzle bank with
the rating Sukaku Explainer gave them. The whole sample's agreement is measured by
``benchmarks/bench_se.py``; here one puzzle per rating is checked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.rating.se.se_rating import SeCancelled, round_se, se_rate

DATA = Path(__file__).parents[1] / "data"


def bank_sample(per_rating: int = 1) -> list[tuple[str, float]]:
    seen: dict[str, int] = {}
    rows = []
    for line in (DATA / "se_bank_sample.txt").read_text().splitlines():
        puzzle, rating = line.split()
        seen[rating] = seen.get(rating, 0) + 1
        if seen[rating] <= per_rating:
            rows.append((puzzle, float(rating)))
    return rows


# Puzzles whose published figure is not ours yet, with what we find instead (a forcing chain
# Sukaku Explainer did not take at that point; see benchmarks/bench_se.py for the whole sample).
# Sukaku Explainer built from its sources of 2021-09-22 rates this one 7.2 Forcing Chain too:
# the bank's 8.1 came from an earlier version of it.
KNOWN_DIFFERENT = {
    "....2....9...3...54..6.7..1..7.4.6....48592..2.8...9.4.3.....8....3.2.....9.7.4..": "7.2 Forcing Chain",
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


BUCKETS = {"easy": (0.0, 1.5), "medium": (1.5, 2.5)}
"""The bank's published buckets for the low end of the scale: easy is rated below 1.5 (hidden
singles in boxes), medium from 1.5 to below 2.5 (singles in lines, direct pointing, claiming and
hidden pairs, naked singles)."""


def bucket_sample() -> list[tuple[str, str]]:
    return [
        (puzzle, bucket)
        for puzzle, bucket in (line.split() for line in (DATA / "se_bank_buckets.txt").read_text().splitlines())
    ]


def test_the_low_end_falls_in_the_published_buckets() -> None:
    found: dict[str, set[float]] = {"easy": set(), "medium": set()}
    for puzzle, bucket in bucket_sample():
        result = se_rate(parse_puzzle(puzzle))
        low, high = BUCKETS[bucket]
        assert low <= result.er < high, (puzzle, bucket, result)
        assert result.ed <= result.ep <= result.er
        found[bucket].add(result.er)
    # The sample spreads over the low figures: 1.2 (box), 1.5 (line), 1.7 (direct pointing),
    # 2.0 (direct hidden pair), 2.3 (naked single).
    assert found["easy"] == {1.2}
    assert {1.5, 1.7, 2.0, 2.3} <= found["medium"]


@pytest.mark.slow
@pytest.mark.parametrize(("puzzle", "rating"), [(p, r) for p, r in bank_sample() if r > 8.5])
def test_er_equals_the_published_rating_above_8_5(puzzle: str, rating: float) -> None:
    """The bank's top ratings (8.6-9.3): dynamic forcing chains, seconds each (``-m slow``)."""
    assert se_rate(parse_puzzle(puzzle)).er == rating


FORUM_11_PLUS = (DATA / "sample_tdoku_forum_hardest_1905_11plus_every5th.txt").read_text().split()
"""The forum's hardest list, every puzzle published with an SE rating of 11.0 or more."""


@pytest.mark.slow
def test_the_forums_hardest_rate_11_or_more() -> None:
    """Nested dynamic forcing chains: minutes in pure Python (``-m slow``;
    ``benchmarks/bench_se.py --at-least 11`` rates more of them)."""
    from sudoku_gui.core.puzzles.exact_cover import solve_fast
    from sudoku_gui.core.steps import Eliminate

    values = parse_puzzle(FORUM_11_PLUS[0])
    solution = solve_fast(values)
    assert solution is not None
    result = se_rate(values)
    assert result.er >= 11.0
    assert result.hardest_step_name is not None and "Forcing Chains" in result.hardest_step_name
    for s in result.steps:
        if isinstance(s.step, Eliminate):
            assert all(solution[c] != d for c, d in s.step.eliminations), s
        else:
            assert solution[s.step.cell] == s.step.digit, s


def test_the_classic_list_lacks_sukaku_explainers_additions() -> None:
    # A bank puzzle rated 4.0 by Sukaku Explainer: a Skyscraper (two strong links on one digit
    # in parallel lines), which Sudoku Explainer 1.2 reaches only as a forcing X-chain.
    puzzle = ".4........861...34..15..26....3.584.....4.....589.2....95..83..16...945........1."
    sukaku = se_rate(parse_puzzle(puzzle))
    classic = se_rate(parse_puzzle(puzzle), rules="classic")
    assert sukaku.er == 4.0 and sukaku.hardest_step_name == "Skyscraper"
    assert classic.er > 4.0
    with pytest.raises(ValueError):
        se_rate(parse_puzzle(puzzle), rules="modern")


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

    from sudoku_gui.core.rating.levels import se_level

    puzzle, rating = next((p, r) for p, r in bank_sample() if r == 3.2)
    run = subprocess.run([sys.executable, "main.py", "--rate", puzzle], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    expected = se_rate(parse_puzzle(puzzle))
    assert run.stdout.startswith(f"{expected} {se_level(rating)} (hardest: X-Wing; rules: bank); human techniques: ")


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
    # The limit is the SE rating's: the human strategy's figure still comes, even with a tiny one.
    assert "; human techniques: " in run.stdout
    tiny = subprocess.run(
        [sys.executable, "main.py", "--rate", hardest, "--time-limit", "0.01"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert tiny.returncode == 0 and tiny.stderr == "" and tiny.stdout.startswith(">=")
    assert "; human techniques: " in tiny.stdout


def test_levels_follow_er():
    from sudoku_gui.core.rating.levels import se_level

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


def test_no_step_contradicts_the_solution():
    """Every step of the rating on bank puzzles where strong links and wings decide (4.0-6.4):
    no digit placed against the solution, no solution digit eliminated."""
    from sudoku_gui.core.puzzles.exact_cover import solve_fast
    from sudoku_gui.core.steps import Eliminate

    names = set()
    for puzzle, rating in bank_sample(2):
        if not 4.0 <= rating <= 6.4:
            continue
        values = parse_puzzle(puzzle)
        solution = solve_fast(values)
        assert solution is not None
        result = se_rate(values)
        for s in result.steps:
            names.add(s.name)
            if isinstance(s.step, Eliminate):
                assert all(solution[c] != d for c, d in s.step.eliminations), s
            else:
                assert solution[s.step.cell] == s.step.digit, s
    assert {"Skyscraper", "WXYZ-Wing", "VWXYZ-Wing"} <= names
    assert any("Strong Links" in n for n in names)


def test_every_forcing_chain_family_has_its_least_figure() -> None:
    """A rating stopped (or capped) while searching a family reports that family's least figure
    as its lower bound: for SE's multiple, dynamic and nested chains, the rule's base figure."""
    from sudoku_gui.core.rating.se.se_chains import Chaining
    from sudoku_gui.core.rating.se.se_rating import MIN_DIFFICULTY

    families = {
        "Nishio Forcing Chains": Chaining(False, True, True, 0),
        "Multiple Forcing Chains": Chaining(True, False, False, 0),
        "Dynamic Forcing Chains": Chaining(True, True, False, 0),
        "Dynamic Forcing Chains (+)": Chaining(True, True, False, 1),
        "Nested Forcing Chains (+ Forcing Chains)": Chaining(True, True, False, 2),
        "Nested Forcing Chains (+ Multiple Forcing Chains)": Chaining(True, True, False, 3),
        "Nested Forcing Chains (+ Dynamic Forcing Chains)": Chaining(True, True, False, 4),
        "Nested Forcing Chains (+ Dynamic Forcing Chains (+))": Chaining(True, True, False, 5),
    }
    for name, rule in families.items():
        assert MIN_DIFFICULTY[name] == rule.base_difficulty(), name


def test_a_rating_stopped_in_nested_chains_says_at_least_9_5() -> None:
    """The status bar's rating stops after a while; stopped inside the nested chains a forum
    puzzle needs for its first step, its lower bound is that family's least figure (9.5,
    "Beyond"), not 0.0 "Easy"."""
    import sys

    from sudoku_gui.core.rating.levels import BEYOND, se_level
    from sudoku_gui.core.rating.se.se_chains import Chaining

    def in_nested_chains() -> bool:  # stop as soon as a nested chain search polls
        frame = sys._getframe(1)
        while frame is not None:
            rule = frame.f_locals.get("self")
            if isinstance(rule, Chaining) and rule.level >= 2:
                return True
            frame = frame.f_back
        return False

    from conftest import ROOT

    forum = (ROOT / "tests" / "data" / "sample_tdoku_forum_hardest_1905_11plus_every5th.txt").read_text().split()
    with pytest.raises(SeCancelled) as stopped:
        se_rate(parse_puzzle(forum[0][:81]), cancelled=in_nested_chains)
    partial = stopped.value.partial
    assert partial is not None and partial.er >= 9.5 and se_level(partial.er) == BEYOND
    assert partial.hardest_step_name is not None and partial.hardest_step_name.startswith("Nested Forcing Chains")
