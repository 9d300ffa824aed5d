"""The C heap: large blocks stay mapped, so the long run's growing arrays leave no holes behind."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh interpreter: in a test worker the heap's state depends on every test before (a
# chunk that happens to sit at the heap's top is grown in place whatever the threshold), which
# made the check pass or fail by the order of the tests.
CHECK = """
from array import array
from sudoku_gui.qt.solver.malloc_mapping import keep_large_blocks_mapped

def heap_ranges():
    with open("/proc/self/maps") as f:
        rows = [line.split() for line in f]
    return [tuple(int(x, 16) for x in row[0].split("-")) for row in rows if row[-1] == "[heap]"]

assert keep_large_blocks_mapped()
big = bytearray(8 << 20)  # freeing a mapped 8 MB block would raise glibc's threshold to 8 MB
del big
grown = array("I")
for _ in range(5):  # grown by reallocation, as the search tree's columns are
    grown.extend(range(100_000))
address = grown.buffer_info()[0]
assert not any(lo <= address < hi for lo, hi in heap_ranges()), "the grown array is in the heap"
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt and /proc: Linux only")
def test_an_array_larger_than_128_kib_is_mapped_even_after_a_larger_block_was_freed():
    done = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
