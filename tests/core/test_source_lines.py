"""The source line of each step (issue 36, item 3): taken from the generator's frame for built-in
strategies and Python files, read from a program's ``line``/``file`` fields, kept compactly in
the timeline; rewinding gives the line the step had live."""

from __future__ import annotations

import itertools
import random
import textwrap
from collections import Counter
from pathlib import Path

import pytest
from conftest import SEED_PUZZLES
from hypothesis import given, settings
from hypothesis import strategies as st

import sudoku_gui.core.search.engine as engine
import sudoku_gui.core.strategies.propagate_guess as propagate_guess
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.external.protocol import ProtocolError, StepReader
from sudoku_gui.core.recording.source_lines import CHUNK, UNKNOWN, SourceLines
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.runs.step_stream import run_steps, start_board
from sudoku_gui.core.steps import Backtrack, Contradiction, Eliminate, Guess, Place, Solved

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def line_of(path: str | Path, text: str, nth: int = 0) -> int:
    """The number of the ``nth`` line of ``path`` that holds ``text`` (1-based)."""
    found = [n for n, line in enumerate(Path(path).read_text().splitlines(), 1) if text in line]
    return found[nth]


def lines_in(path: str | Path, text: str) -> set[int]:
    return {n for n, line in enumerate(Path(path).read_text().splitlines(), 1) if text in line}


def recorded(algorithm: str, steps: int, puzzle=HARD, batch: int = 777):
    """A run recorded as the window records it (batches into a timeline, the lines beside it),
    and the site of each step read live, just after its batch was recorded."""
    board = start_board(BoardState(puzzle), algorithm)
    lines = SourceLines()
    timeline = Timeline(board, block_size=256, lines=lines)
    stream = run_steps(timeline.head, algorithm, lines=lines)
    live = []
    while len(timeline) < steps:
        chunk = list(itertools.islice(stream, batch))
        if not chunk:
            break
        first = len(timeline)
        timeline.extend(chunk)
        live.extend(lines.at(i) for i in range(first, len(timeline)))
    stream.close()
    return timeline, lines, live


def test_naive_steps_come_from_the_engine_lines_that_yield_them():
    timeline, lines, live = recorded("naive", 3 * CHUNK + 100)
    guess = (engine.__file__, line_of(engine.__file__, "yield say_guess(cell, digit"))
    back = (engine.__file__, line_of(engine.__file__, "yield say_backtrack(level.cell"))
    dead = (engine.__file__, line_of(engine.__file__, "yield said.no_candidate(branch[0])"))
    expected = {Guess: guess, Backtrack: back, Contradiction: dead}
    steps = list(timeline.steps(0, len(timeline)))
    assert {type(s) for s in steps} == {Guess, Backtrack, Contradiction}
    assert [expected[type(s)] for s in steps] == live


def test_a_strategy_s_own_steps_come_from_its_own_module():
    timeline, lines, live = recorded("propagate-guess", 10**6)
    steps = list(timeline.steps(0, len(timeline)))
    assert isinstance(steps[-1], Solved)
    own = (propagate_guess.__file__, line_of(propagate_guess.__file__, "yield from steps"))
    for step, site in zip(steps, live, strict=True):
        if isinstance(step, Place | Eliminate):
            assert site == own  # the propagate hook's yield, not the engine's
        elif isinstance(step, Guess):
            assert site == (engine.__file__, line_of(engine.__file__, "yield said.guess(cell, digits[0]"))
        elif isinstance(step, Backtrack):
            assert site == (engine.__file__, line_of(engine.__file__, "yield said.backtrack(cell, digit"))
    hits = lines.hits(len(timeline))
    by_site = dict(zip(lines.sites, hits, strict=True))
    assert by_site[own] == sum(isinstance(s, Place | Eliminate) for s in steps)


def test_rewinding_gives_the_line_the_step_had_live():
    timeline, lines, live = recorded("naive", 5 * CHUNK)
    rng = random.Random(36)
    for position in sorted(rng.sample(range(1, len(timeline)), 200), reverse=True):  # seeking back
        timeline.board_at(position)
        assert lines.at(position - 1) == live[position - 1]
    assert lines.at(0) == live[0]


def test_a_python_file_s_lines_cross_from_its_process(tmp_path):
    solver = tmp_path / "mine.py"
    solver.write_text(
        textwrap.dedent(
            """\
            from sudoku_gui.api import PEERS, Backtrack, Guess, Solved

            def solve(puzzle):
                values = list(puzzle)
                def fill(depth):
                    if 0 not in values:
                        yield Solved(tuple(values))
                        return True
                    cell = values.index(0)
                    for digit in range(1, 10):
                        if any(values[p] == digit for p in PEERS[cell]):
                            continue
                        values[cell] = digit
                        yield Guess(cell, digit, depth + 1, 0, f"try {digit}")
                        if (yield from fill(depth + 1)):
                            return True
                        values[cell] = 0
                        yield {"kind": "backtrack"}
                    return False
                yield from fill(0)
            """
        )
    )
    timeline, lines, live = recorded(str(solver), 3000, puzzle=HARD)
    steps = list(timeline.steps(0, len(timeline)))
    file = str(solver.resolve())
    guess, back = line_of(solver, "yield Guess("), line_of(solver, 'yield {"kind": "backtrack"}')
    assert len(steps) >= 3000
    for step, site in zip(steps, live, strict=True):
        assert site == (file, guess if isinstance(step, Guess) else back)
    assert [lines.at(i) for i in range(len(steps) - 1, -1, -97)] == live[::-1][::97]


# -- the store, against a plain list (hypothesis) --------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=3 * CHUNK + 50), st.data())
def test_hits_and_steps_of_agree_with_a_plain_count(codes, data):
    lines = SourceLines()
    sites = [("f.py", n) for n in range(1, 7)]
    plain = [None if c == 6 else sites[c] for c in codes]
    for n, site in enumerate(plain):
        lines.add_site(site)
        if n % 1000 == 999:  # settled at batches, as the timeline does
            lines.settle()
    lines.settle()
    assert len(lines) == len(codes)
    assert [lines.at(i) for i in range(len(codes))] == plain
    position = data.draw(st.integers(0, len(codes)))
    counted = Counter(s for s in plain[:position] if s is not None)
    assert dict(zip(lines.sites, lines.hits(position), strict=True)) == {s: counted[s] for s in lines.sites}
    if lines.sites:
        number = data.draw(st.integers(0, len(lines.sites) - 1))
        limit = data.draw(st.integers(1, 10**5))
        wanted = [i for i, s in enumerate(plain[:position]) if s == lines.sites[number]][:limit]
        assert lines.steps_of(number, position, limit) == wanted


def test_a_run_s_codes_take_well_under_a_byte_a_step():
    timeline, lines, _live = recorded("naive", 60 * CHUNK, batch=4096)
    assert lines.memory_bytes() < 0.5 * len(lines)


def test_a_timeline_with_lines_crosses_processes():
    import pickle

    timeline, lines, live = recorded("naive", CHUNK + 10)
    again = pickle.loads(pickle.dumps(timeline))
    assert [again.lines.at(i) for i in range(len(timeline))] == live


# -- the step protocol's line and file -------------------------------------------------------

GIVENS = tuple(HARD)


def test_a_record_names_its_line_and_file():
    reader = StepReader(GIVENS)
    reader.feed('{"kind": "guess", "cell": "r1c1", "digit": 4, "line": 12, "file": "a.c"}')
    assert reader.site == ("a.c", 12)
    reader.feed('{"kind": "backtrack", "line": 20}')  # no file: the one named last
    assert reader.site == ("a.c", 20)
    reader.feed('{"kind": "guess", "cell": "r1c1", "digit": 5}')
    assert reader.site is None
    reader.feed('{"kind": "backtrack", "line": 3.0, "file": "b.c"}')
    assert reader.site == ("b.c", 3)
    # the same text again takes the reader's quick path: the same site
    reader.feed('{"kind": "guess", "cell": "r1c1", "digit": 4, "line": 12, "file": "a.c"}')
    reader.feed('{"kind": "backtrack", "line": 20}')
    assert reader.site == ("a.c", 20)


@pytest.mark.parametrize(
    "field",
    [
        '"line": 0',
        '"line": -3',
        '"line": "12"',
        '"line": true',
        '"line": 1.5',
        '"line": 4294967296',
        '"file": ""',
        '"file": 7',
        '"file": ["a.c"]',
        '"line": 3, "file": null, "x": 1, "file2": {}',
    ],
)
def test_a_bad_line_or_file_is_a_protocol_error(field):
    reader = StepReader(GIVENS)
    text = '{"kind": "guess", "cell": "r1c1", "digit": 4, ' + field + "}"
    if "null" in field:  # null is absent: no error
        reader.feed(text)
        assert reader.site == ("", 3)
        return
    with pytest.raises(ProtocolError) as e:
        reader.feed(text)
    assert e.value.line == 1 and ("'line'" in e.value.problem or "'file'" in e.value.problem)


def test_unknown_sites_are_kept_as_unknown():
    lines = SourceLines()
    lines.add(UNKNOWN)
    lines.add_site(("x", 1))
    lines.settle()
    assert lines.at(0) is None and lines.at(1) == ("x", 1) and lines.hits(2) == [1]


def test_a_racer_s_recording_keeps_its_lines_across_its_process():
    import pickle

    from sudoku_gui.core.runs.race import record

    racer = pickle.loads(pickle.dumps(record(BoardState(HARD), "naive", 30, 3 * CHUNK)))
    timeline = racer.timeline
    guess = (engine.__file__, line_of(engine.__file__, "yield say_guess(cell, digit"))
    steps = list(timeline.steps(0, len(timeline)))
    assert [timeline.lines.at(i) == guess for i in range(len(steps))] == [isinstance(s, Guess) for s in steps]


def test_a_run_recorded_for_compare_tree_or_repeated_failures_keeps_its_lines():
    """Compare Tree and Repeated Failures record a run off the window and can open it as the run
    shown: the Source pane must find the same lines there as in a run the window recorded."""
    from sudoku_gui.core.analysis.compare_searches import record_run

    timeline = record_run(BoardState(HARD), "naive", None)
    assert timeline.lines is not None and len(timeline.lines) == len(timeline)
    _, _, live = recorded("naive", len(timeline))
    assert [timeline.lines.at(i) for i in range(len(timeline))] == live[: len(timeline)]
