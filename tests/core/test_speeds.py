"""The speed nudge (Ctrl+= / Ctrl+-): every press moves, over the whole range."""

from __future__ import annotations

import pytest

from sudoku_gui.speeds import MAX_SPEED, SPEED_LADDER, faster, slower


def test_faster_climbs_the_whole_range_one_rung_at_a_time():
    speed, seen = 1, [1]
    while speed != MAX_SPEED:
        speed = faster(speed)
        seen.append(speed)
    assert seen == [*SPEED_LADDER, MAX_SPEED]
    assert seen[:5] == [1, 2, 3, 5, 10] and seen[-2:] == [1000, MAX_SPEED]
    assert faster(MAX_SPEED) == MAX_SPEED


def test_slower_comes_down_from_max_to_1():
    speed, seen = MAX_SPEED, []
    while speed != 1:
        speed = slower(speed)
        seen.append(speed)
    assert seen == list(reversed(SPEED_LADDER))
    assert slower(1) == 1


@pytest.mark.parametrize("speed", [4, 7, 16, 63, 251, 631, 999])
def test_a_speed_between_rungs_goes_to_the_next_rung_either_way(speed):
    """The slider can set speeds off the ladder; a nudge still moves, to the nearest rung."""
    assert faster(speed) == min(s for s in SPEED_LADDER if s > speed)
    assert slower(speed) == max(s for s in SPEED_LADDER if s < speed)
