"""The C heap: large blocks stay mapped, so the long run's growing arrays leave no holes behind."""

from __future__ import annotations

import sys
from array import array

import pytest

from sudoku_gui.qt.heap import keep_large_blocks_mapped


def heap_ranges() -> list[tuple[int, int]]:
    with open("/proc/self/maps") as f:
        rows = [line.split() for line in f]
    return [tuple(int(x, 16) for x in row[0].split("-")) for row in rows if row[-1] == "[heap]"]  # type: ignore[misc]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt and /proc: Linux only")
def test_an_array_larger_than_128_kib_is_mapped_even_after_a_larger_block_was_freed():
    assert keep_large_blocks_mapped()
    big = bytearray(8 << 20)  # freeing a mapped 8 MB block would raise glibc's threshold to 8 MB
    del big
    grown = array("I")
    for _ in range(5):  # grown by reallocation, as the search tree's columns are
        grown.extend(range(100_000))
    address = grown.buffer_info()[0]
    assert not any(lo <= address < hi for lo, hi in heap_ranges())
