"""``--replay FILE [PUZZLE]``: a saved step stream read back as a run, printed as ``--solve``
prints one (the stream is a ``--trace`` or a program's output, ``docs/step-protocol.md``). FILE
may be a pipe (a FIFO, ``/dev/stdin``), read as it is written."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import threading
from typing import BinaryIO

from ..core.external.protocol import MAX_LINE, stream_puzzle
from ..core.external.solver_output import CHUNK
from ..core.grid import PuzzleError, parse_puzzle
from ..core.puzzles.puzzle_io import PuzzleInput
from .parser import PROG
from .tasks import Task, do_one, stats_line


def run_replay(path: str, puzzle: str | None, stats: bool, parser: argparse.ArgumentParser, check: bool = False) -> int:
    """Print the solution the stream reaches (or ``no solution``, ``error: line N: ...``);
    exit 0 when it solved the puzzle, 1 when not, 2 for a usage or read error (one line). With
    ``check``, print the verdict of ``--check`` instead (exit 0, 1 or 3). A pipe (``/dev/stdin``,
    a FIFO) is read as it is written: its start is read here for its start line, then handed on
    with the rest to the run through a FIFO (``_Relay``), so that a stream that never ends is
    still judged as it comes and a runaway line is refused at once."""
    with tempfile.TemporaryDirectory(prefix="sudoku-replay-") as spool:
        relay: _Relay | None = None
        try:
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    first = f.readline(MAX_LINE + 1)
                read_from = path
            else:
                read_from = os.path.join(spool, os.path.basename(path) or "stdin")
                relay = _Relay(open(path, "rb", buffering=0), read_from)  # noqa: SIM115 - the relay closes it
                first = relay.head.split(b"\n", 1)[0]
        except OSError as e:
            return _fail(f"--replay: cannot read {path!r}: {e.strerror or e}")
        try:
            return _replay(path, read_from, first, puzzle, stats, parser, check)
        finally:
            if relay is not None:
                relay.stop()


class _Relay:
    """A pipe's bytes handed on to a FIFO at ``fifo`` (made here) on a thread of its own: what
    ``head`` holds (read at once: up to its first newline, at most ``MAX_LINE`` and a chunk),
    then the rest as it comes, until the pipe ends or the FIFO's reader goes."""

    def __init__(self, source: BinaryIO, fifo: str) -> None:
        self.fifo = fifo
        parts: list[bytes] = []
        size = 0
        while size <= MAX_LINE and (chunk := source.read(CHUNK)):
            parts.append(chunk)
            size += len(chunk)
            if b"\n" in chunk:
                break
        self.head = b"".join(parts)
        os.mkfifo(fifo)
        self._source = source
        threading.Thread(target=self._copy, daemon=True, name="replay-relay").start()

    def _copy(self) -> None:
        try:
            with open(self.fifo, "wb") as out:  # waits for the run to open the FIFO
                out.write(self.head)
                out.flush()
                while chunk := self._source.read(CHUNK):
                    out.write(chunk)
                    out.flush()
        except OSError:  # the run has ended (its end of the FIFO closed)
            pass
        finally:
            self._source.close()

    def stop(self) -> None:
        """Let the thread go should the run never have opened the FIFO (a usage error)."""
        with contextlib.suppress(OSError):
            os.close(os.open(self.fifo, os.O_RDONLY | os.O_NONBLOCK))


def _fail(message: str) -> int:
    sys.stderr.write(f"{PROG}: {message}\n")
    return 2


def _replay(
    path: str,
    read_from: str,
    first: bytes,
    puzzle: str | None,
    stats: bool,
    parser: argparse.ArgumentParser,
    check: bool,
) -> int:
    """``run_replay`` of ``path``, read from ``read_from`` (``path`` itself or its relay's FIFO),
    whose first line is ``first``."""
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
    task = Task("solve", f"replay:{read_from}", None, stats)
    if check:
        from .check_command import check_task

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
