"""``--replay FILE [PUZZLE]``: a saved step stream read back as a run, printed as ``--solve``
prints one (the stream is a ``--trace`` or a program's output, ``docs/step-protocol.md``)."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile

from .arguments import PROG
from .core.grid import PuzzleError, parse_puzzle
from .core.protocol import MAX_LINE, stream_puzzle
from .core.puzzle_io import PuzzleInput
from .headless import Task, do_one, stats_line


def run_replay(path: str, puzzle: str | None, stats: bool, parser: argparse.ArgumentParser, check: bool = False) -> int:
    """Print the solution the stream reaches (or ``no solution``, ``error: line N: ...``);
    exit 0 when it solved the puzzle, 1 when not, 2 for a usage or read error (one line). With
    ``check``, print the verdict of ``--check`` instead (exit 0, 1 or 3). A pipe (``/dev/stdin``,
    a FIFO) is read once into a temporary file, since the stream is read twice (its start line,
    then the run)."""
    with tempfile.TemporaryDirectory(prefix="sudoku-replay-") as spool:
        try:
            if not os.path.isfile(path):
                copy = os.path.join(spool, os.path.basename(path) or "stdin")
                with open(path, "rb") as source, open(copy, "wb") as target:
                    shutil.copyfileobj(source, target, 1 << 20)
                path = copy
            with open(path, "rb") as f:
                first = f.readline(MAX_LINE + 1)
        except OSError as e:
            return _fail(f"--replay: cannot read {path!r}: {e.strerror or e}")
        return _replay(path, first, puzzle, stats, parser, check)


def _fail(message: str) -> int:
    sys.stderr.write(f"{PROG}: {message}\n")
    return 2


def _replay(
    path: str, first: bytes, puzzle: str | None, stats: bool, parser: argparse.ArgumentParser, check: bool
) -> int:
    named = stream_puzzle(first)
    if puzzle is not None:
        try:
            values = parse_puzzle(puzzle)
        except PuzzleError as e:
            parser.error(f"--replay: PUZZLE: {e}")
    elif named is not None:
        values = named
    else:
        parser.error(f"--replay: {path} names no puzzle (no start line): give the PUZZLE it starts from")
    if named is not None and puzzle is not None and named != values:
        parser.error(f"--replay: {path} is a run of another puzzle (its start line names it): leave PUZZLE out")
    task = Task("solve", f"replay:{path}", None, stats)
    if check:
        from .check_cli import check_task

        out = check_task(None, task, 1, PuzzleInput(path, values))
        sys.stdout.write(out.line + "\n")
        sys.stderr.write("".join(note + "\n" for note in out.notes))
        return out.code
    out = do_one(task, 1, PuzzleInput(path, values))
    sys.stdout.write(out.line + "\n")
    for note in out.notes:
        sys.stderr.write(note + "\n")
    sys.stdout.flush()
    return 0 if out.ok else 1


__all__ = ["run_replay", "stats_line"]
