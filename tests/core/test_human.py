"""The human strategy, hints, ratings, traces and stats."""

from __future__ import annotations

import json
import re

import pytest
from conftest import SEED_PUZZLES, read_puzzles

from sudoku_gui.cli.command_line import main
from sudoku_gui.core.grid import format_grid, is_solution, parse_puzzle
from sudoku_gui.core.rating.human_rating import rate
from sudoku_gui.core.runs.solve_to_end import solve
from sudoku_gui.core.steps import Backtrack, Eliminate, Guess, Place, Solved
from sudoku_gui.core.strategies.human import apply_step, human, next_step
from sudoku_gui.core.techniques import BY_NAME, SOUND_ON_ANY, TECHNIQUES
from sudoku_gui.core.techniques.cgrid import CandidateGrid


def logical_steps_at_depth_zero(puzzle):
    depth = 0
    for step in human(puzzle):
        if isinstance(step, Guess | Backtrack):
            depth = step.depth
        elif depth == 0 and isinstance(step, Place | Eliminate):
            yield step


@pytest.mark.parametrize("puzzle", read_puzzles("sample_top1465.txt"), ids=lambda p: format_grid(p)[:20])
def test_no_logical_step_contradicts_the_solution(puzzle):
    solution = solve(puzzle, "propagate-guess").solution
    for step in logical_steps_at_depth_zero(puzzle):
        if isinstance(step, Place):
            assert solution[step.cell] == step.digit, step.text
        else:
            assert all(solution[c] != d for c, d in step.eliminations), step.text


def test_every_step_is_named_and_explained():
    puzzle = read_puzzles("top95.txt")[0]
    steps = list(human(puzzle))
    assert isinstance(steps[-1], Solved) and is_solution(steps[-1].values, puzzle)
    for step in steps[:-1]:
        assert step.text
        if isinstance(step, Place | Eliminate):
            assert step.technique in BY_NAME
            assert step.technique.split()[0] in step.text or step.technique in step.text


def test_simplest_step_first():
    # On a fresh easy puzzle the first step is a single, never an advanced technique.
    easy = next(it.values for it in SEED_PUZZLES if it.name == "Easy")
    step = next_step(CandidateGrid(easy))
    assert step.technique in ("Full House", "Hidden Single", "Naked Single")


# Nested forcing nets crack every hard puzzle with one solution tried (hardest.txt, top1465, the
# forum's hardest); a puzzle with two solutions still needs a guess where they part.
TWO_SOLUTIONS = parse_puzzle("1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9")


def test_guess_only_when_no_technique_applies():
    g = CandidateGrid(TWO_SOLUTIONS)
    for step in human(TWO_SOLUTIONS):
        if isinstance(step, Guess):
            assert next_step(g, SOUND_ON_ANY) is None
            assert step.text.startswith("No technique applies")
            break
        apply_step(g, step)
    else:
        raise AssertionError("no guess")


def test_techniques_are_ordered_by_rating_and_many():
    ratings = [t.rating for t in TECHNIQUES]
    assert ratings == sorted(ratings)
    assert len(TECHNIQUES) >= 30


def test_ratings():
    easy = rate(read_puzzles("sample_kaggle_1m_first9999.txt")[0])  # the Kaggle set needs singles only
    assert easy.level == "Easy" and easy.score <= 2.3 and easy.guesses == 0
    hard = rate(read_puzzles("hardest.txt")[1], ceiling=8.0)  # forcing nets, no guess
    assert hard.score > 8.0 and hard.guesses == 0 and "Forcing" in str(hard.hardest)
    beyond = rate(TWO_SOLUTIONS)
    assert beyond.level == "Beyond" and beyond.guesses > 0
    assert "needs a guess" in str(beyond)


def test_trace_and_stats(tmp_path, capsys):
    puzzles = tmp_path / "two.txt"
    puzzles.write_text(format_grid(read_puzzles("easy50.txt")[0]) + "\n" + format_grid(TWO_SOLUTIONS) + "\n")
    trace = tmp_path / "trace.jsonl"
    assert main(["--solve", str(puzzles), "--algorithm", "human", "--trace", str(trace), "--stats"]) == 0
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 2
    stats = [line for line in err.splitlines() if line.startswith("puzzle=")]
    assert len(stats) == 2
    pattern = (
        r"puzzle=(\d+) steps=\d+ placements=\d+ eliminations=\d+ guesses=(\d+) backtracks=\d+ "
        r"max_depth=\d+ solutions=1 seconds=[\d.]+"
    )
    assert [re.fullmatch(pattern, line).group(1) for line in stats] == ["1", "2"]
    records = [json.loads(line) for line in trace.read_text().splitlines()]
    assert [r["puzzle"] for r in records if r["kind"] == "start"] == [
        "".join(map(str, p)) for p in (read_puzzles("easy50.txt")[0], TWO_SOLUTIONS)
    ]  # each run starts with the puzzle it is of
    assert {r["puzzle"] for r in records if r["kind"] != "start"} == {1, 2}
    keys = {"puzzle", "kind", "technique", "placements", "eliminations", "depth", "text"}
    assert all(set(r) == keys for r in records if r["kind"] != "start")
    guesses = [r for r in records if r["kind"] == "guess"]
    assert guesses and all(r["depth"] >= 1 and r["placements"] for r in guesses)
    naked = next(r for r in records if r.get("technique") == "Naked Single")
    assert re.fullmatch(r"r\d c\d".replace(" ", ""), naked["placements"][0][0])
    assert records[-1]["kind"] == "solved"


def test_rate_command(capsys):
    easy = format_grid(next(it.values for it in SEED_PUZZLES if it.name == "Easy"))
    assert main(["--rate", easy]) == 0
    assert capsys.readouterr().out.startswith(("1.", "2."))
