"""HoDoKu's level of the human strategy's path (``core/rating/hodoku_level.py``)."""

from __future__ import annotations

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.rating.hodoku_level import HODOKU_LEVELS, STEP_SCORES, UNFAIR, HodokuScore, hodoku_level
from sudoku_gui.core.rating.human_rating import rate
from sudoku_gui.core.steps import Guess, Place
from sudoku_gui.core.techniques import TECHNIQUES


def test_every_hodoku_technique_has_its_level_and_score() -> None:
    for t in TECHNIQUES:
        assert all(code in STEP_SCORES for code in t.codes), t.name
    assert [name for name, _ in HODOKU_LEVELS] == ["Easy", "Medium", "Hard", UNFAIR, "Extreme"]


def _singles(n: int) -> list[Place]:
    return [Place(0, 1, "Hidden Single", "") for _ in range(n)]


def test_a_long_path_is_raised_a_level_at_a_time() -> None:
    # Hidden singles are Easy at 14 points each; Easy ends at 800, Medium at 1000, Hard at 1600.
    assert hodoku_level(_singles(57)) == ("Easy", 798)
    assert hodoku_level(_singles(58)) == ("Medium", 812)
    assert hodoku_level(_singles(72)) == ("Hard", 1008)
    assert hodoku_level(_singles(115)) == ("Unfair", 1610)
    assert hodoku_level(_singles(129)) == ("Extreme", 1806)
    score = HodokuScore()
    score.add(Guess(0, 1, 1, 0b11, ""))  # a guess is HoDoKu's brute force
    assert (score.level, score.score) == ("Extreme", 10000)


def test_rate_gives_hodokus_level_with_the_human_figure() -> None:
    easy = rate(parse_puzzle("..37...4.2..9548...941.37.2.39...486.6.....2.452...39.6.74.895...5297..4.4...52.."))
    assert easy is not None and easy.hodoku_level == "Easy" and 0 < easy.hodoku_score <= 800
    # An X-Wing is Hard for HoDoKu (a bank puzzle Sukaku Explainer rates 3.2).
    from test_se_rating import bank_sample

    puzzle = next(p for p, r in bank_sample() if r == 3.2)
    hard = rate(parse_puzzle(puzzle))
    assert hard is not None and hard.hodoku_level in ("Hard", UNFAIR, "Extreme")


def test_rate_on_the_command_line_prints_the_hodoku_level(capsys) -> None:
    from sudoku_gui.cli.command_line import main

    assert main(["--rate", "..37...4.2..9548...941.37.2.39...486.6.....2.452...39.6.74.895...5297..4.4...52.."]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1.2/1.2/1.2 Easy") and "; HoDoKu: Easy (score " in out
