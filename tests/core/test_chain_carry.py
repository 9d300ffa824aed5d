"""A chain search that found nothing spares the next state's search the starts it settled
(``chain_carry``): the steps must be exactly those of a search from every start, and every start
spared must walk the same on the new graph as it did on the old."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from conftest import ROOT

from sudoku_gui.core.grid import parse_puzzle
from sudoku_gui.core.strategies.human import human
from sudoku_gui.core.techniques import aic
from sudoku_gui.core.techniques.cgrid import CandidateGrid
from sudoku_gui.core.techniques.links import LinkGraph

TOP = (ROOT / "tests" / "data" / "sample_top1465.txt").read_text().split()
FORUM = (ROOT / "tests" / "data" / "sample_tdoku_forum_hardest_1905_11plus_every5th.txt").read_text().split()
SAMPLE = TOP[:8] + FORUM[:1]


def _spied(monkeypatch: pytest.MonkeyPatch) -> list[tuple[LinkGraph, dict[int, int]]]:
    """Record every (new graph, starts spared) the chain search is given."""
    calls: list[tuple[LinkGraph, dict[int, int]]] = []
    real = aic.unchanged_starts

    def spy(
        old: LinkGraph, old_cands: Sequence[int], reach: dict[int, int], new: LinkGraph, new_cands: Sequence[int]
    ) -> dict[int, int]:
        same = real(old, old_cands, reach, new, new_cands)
        calls.append((new, same))
        return same

    monkeypatch.setattr(aic, "unchanged_starts", spy)
    return calls


def test_a_carried_search_takes_the_very_steps_of_a_full_one(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spied(monkeypatch)
    carried = [list(human(parse_puzzle(p))) for p in SAMPLE]
    assert sum(len(same) for _, same in calls) > 1000  # it did spare starts
    with monkeypatch.context() as m:
        m.setattr(CandidateGrid, "within", lambda self, cands: False)  # nothing carried
        full = [list(human(parse_puzzle(p))) for p in SAMPLE]
    for a, b in zip(carried, full, strict=True):
        assert a == b  # every field: eliminations, text, chain links, pattern


def test_a_spared_start_walks_the_same_on_the_new_graph(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spied(monkeypatch)
    for p in SAMPLE[:4]:
        for _ in human(parse_puzzle(p)):
            pass
    checked = 0
    for graph, same in calls[:40]:
        for start, seen in same.items():
            reach: dict[int, int] = {}
            for _ in aic._rounds(graph, start, reach=reach):
                pass
            assert reach[start] == seen
            checked += 1
    assert checked > 500, checked
