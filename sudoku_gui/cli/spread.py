"""Where a batch command's puzzles are worked and where their lines go: in this process or
``--jobs`` workers (``batch``), or a Dask cluster (``--cluster``, ``cluster``, imported only then);
standard output, or ``--resume FILE``.

``--resume FILE``: each batch's lines are appended to FILE as whole lines by one ``os.write``
(they survive the process being killed, SIGKILL included, as soon as it returns; no fsync: a
machine that loses power may lose the last moments). At the start a torn last line (no newline:
a write cut short) is cut off, the K whole lines are counted, and the first K puzzles are
skipped: their results are in FILE already. Standard output gets no lines then (notes and the
progress bar still go to stderr), and the exit code speaks of this run's puzzles only.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..core.atomic import WriteFailed
from ..core.puzzles.puzzle_io import read_puzzles
from .batch import ResultLine, Work, numbered_puzzles, outcome_batches, shows_progress

CHUNK = 1 << 20
"""Bytes read at a time while counting FILE's lines."""


def _reason(e: OSError) -> str:
    return (e.strerror or str(e)).lower()


class ResumeFile:
    """``--resume``'s FILE, opened to append: ``done`` whole lines were in it (a torn last line
    was cut off). Raises ``WriteFailed`` when it cannot be opened, read or cut."""

    def __init__(self, path: str) -> None:
        self.path = path
        try:
            self.fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o666)
        except OSError as e:
            raise WriteFailed(f"cannot open {path!r}: {_reason(e)}") from None
        try:
            self.done = self._whole_lines()
        except OSError as e:
            os.close(self.fd)
            raise WriteFailed(f"cannot read {path!r}: {_reason(e)}") from None

    def _whole_lines(self) -> int:
        """Count the lines, cutting off a last one without its newline."""
        lines = 0
        end = 0  # just past the last newline
        offset = 0
        os.lseek(self.fd, 0, os.SEEK_SET)  # (os.pread is not on Windows)
        while chunk := os.read(self.fd, CHUNK):
            n = chunk.count(b"\n")
            if n:
                lines += n
                end = offset + chunk.rindex(b"\n") + 1
            offset += len(chunk)
        if offset > end:
            os.ftruncate(self.fd, end)
        return lines

    def write(self, text: str) -> None:
        """Append ``text`` (whole lines) at once. Raises ``WriteFailed``."""
        data = text.encode("utf-8")
        try:
            while data:
                data = data[os.write(self.fd, data) :]
        except OSError as e:
            raise WriteFailed(f"cannot write {self.path!r}: {_reason(e)}") from None

    def close(self) -> None:
        os.close(self.fd)


class PuzzleCount:
    """The number of puzzles in a file, counted by a thread of its own (a million take ~12 s to
    read): the progress bar's total, once known. ``value`` is None until then."""

    def __init__(self, source: str, skip: int) -> None:
        self.source = source
        self.skip = skip
        self.value: int | None = None
        threading.Thread(target=self._count, name="puzzle count", daemon=True).start()

    def _count(self) -> None:
        with contextlib.suppress(Exception):  # only a progress bar's total: never an error of the run
            self.value = max(0, sum(1 for _ in read_puzzles(self.source)) - self.skip)

    def __call__(self) -> int | None:
        return self.value


@dataclass
class Outcomes:
    """A run's outcome batches in input order, where their lines go (None: standard output),
    and the progress bar's total (None: unknown)."""

    batches: Iterator[list[ResultLine]]
    write: Callable[[str], None] | None = None
    total: Callable[[], int | None] | None = None


@dataclass(frozen=True)
class Spread:
    """How a batch command runs: ``jobs`` processes here, or on the Dask cluster at
    ``cluster`` (``cluster.local_workers`` reads ``local:N``); lines to ``resume`` or stdout."""

    jobs: int = 1
    cluster: str | None = None
    resume: str | None = None

    @contextlib.contextmanager
    def outcomes(self, work: Work, source: str, quiet: bool = False) -> Iterator[Outcomes]:
        """The outcomes of ``work`` on the puzzles of ``source`` still to do (``Outcomes``); the
        cluster and FILE are closed when the block ends. Raises ``WriteFailed`` (FILE),
        ``SourceError``, ``cluster.ClusterError``."""
        with contextlib.ExitStack() as stack:
            skip, write = 0, None
            if self.resume is not None:
                file = ResumeFile(self.resume)
                stack.callback(file.close)
                skip, write = file.done, file.write
                if skip:
                    _say(f"--resume {self.resume}: {skip} puzzles done already, going on from puzzle {skip + 1}")
            if self.cluster is None:  # no counting thread: the --jobs pool forks its workers
                yield Outcomes(outcome_batches(work, source, self.jobs, skip), write)
                return
            total = PuzzleCount(source, skip) if shows_progress(quiet) and os.path.isfile(source) else None
            from .cluster import cluster_batches, connected, dashboard_line

            numbered = numbered_puzzles(source, skip)
            first = list(itertools.islice(numbered, 1))  # a source that cannot be read fails before the cluster starts
            client = stack.enter_context(connected(self.cluster))
            _say(dashboard_line(client, self.cluster))
            yield Outcomes(cluster_batches(client, work, itertools.chain(first, numbered)), write, total)


def _say(text: str) -> None:
    from .parser import PROG

    sys.stderr.write(f"{PROG}: {text}\n")
    sys.stderr.flush()
