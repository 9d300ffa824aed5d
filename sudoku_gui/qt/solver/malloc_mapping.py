"""The C heap of a long run: large blocks stay memory-mapped, so a growing array leaves no hole.

A long run grows a few large arrays by reallocation: the search tree's columns (9 bytes a node,
about 40 MB after ten million steps of plain backtracking), the charts' buckets. glibc serves a
block above its mmap threshold with ``mmap`` and grows it in place with ``mremap``; but it raises
the threshold whenever a larger mapped block is freed (up to 32 MB; the windowing system and
pyqtgraph free such blocks), and from then on these arrays live in the heap, where growing one
often means a copy that leaves the old block behind as a hole the process keeps. Fixing the
threshold at its initial value keeps them mapped: measured with every pane shown, 146 instead of
154 MB after three million steps of ``naive`` (``benchmarks/bench_run.py``). Elsewhere than
glibc (no ``mallopt``) nothing is done.
"""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter: blocks of at least this many bytes are mapped."""
THRESHOLD = 128 * 1024
"""glibc's initial threshold (setting it also stops glibc from raising it)."""


def keep_large_blocks_mapped() -> bool:
    """Fix the C library's mmap threshold at ``THRESHOLD`` for this process; True when done."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt  # the process's own C library
    except (OSError, AttributeError):  # not glibc (musl has no mallopt)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, THRESHOLD))
