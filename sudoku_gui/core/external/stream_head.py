"""The first line of a saved step stream, read before the stream is opened as a run (File >
Open Run): without blocking, bounded, and cancellable.

A file is read from its start; a FIFO with no writer yet is waited for (``cancelled`` ends the
wait); ``/dev/zero`` or a line without end is refused once it passes ``MAX_LINE`` bytes, not when
memory runs out. A pipe can be read only once, so for a pipe (a FIFO, ``/dev/stdin``) the line
and whatever follows it go on through a ``Relay``: a FIFO of its own, which the run then reads
as it would the pipe.
"""

from __future__ import annotations

import contextlib
import errno
import os
import select
import shutil
import stat
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .protocol import MAX_LINE, ProtocolError

POLL_SECONDS = 0.05
"""How often a wait for the stream looks whether it was cancelled."""
CHUNK = 1 << 16
TOO_LONG = f"the line is longer than {MAX_LINE >> 20} MiB"


@dataclass
class Head:
    """A stream's first line (without its newline) and where the run reads the stream from:
    ``path`` itself for a file, a ``Relay``'s FIFO for a pipe (``relay``)."""

    line: bytes
    path: str
    relay: Relay | None = None


def read_head(path: str, cancelled: Callable[[], bool]) -> Head | None:
    """The first line of the stream at ``path``; None once ``cancelled()`` says so (polled every
    ``POLL_SECONDS``). Raises OSError (cannot be read) and ProtocolError (``line 1: the line is
    longer than 1 MiB``)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a FIFO opens at once, writer or not
    relayed = False
    try:
        held = b""
        ended = False
        while b"\n" not in held and not ended:
            if len(held) > MAX_LINE:
                raise ProtocolError(1, TOO_LONG)
            if cancelled():
                return None
            ready, _, _ = select.select([fd], [], [], POLL_SECONDS)  # a FIFO without a writer: never ready
            if not ready:
                continue
            try:
                chunk = os.read(fd, CHUNK)
            except BlockingIOError:
                continue
            ended = not chunk
            held += chunk
        line = held.split(b"\n", 1)[0]
        if len(line) > MAX_LINE:
            raise ProtocolError(1, TOO_LONG)
        if stat.S_ISREG(os.fstat(fd).st_mode) or not held.strip():
            return Head(line, path)  # a file is read again from its start; an empty pipe is refused
        relay = Relay(Path(path).name, held, fd)
        relayed = True
        return Head(line, relay.path, relay)
    finally:
        if not relayed:
            os.close(fd)


class Relay:
    """What was read of a pipe (``read``) and the rest of it (from ``fd``, which it owns),
    written on a thread of its own to a FIFO of its own, ``path`` (named ``name`` in a new
    temporary folder), as its reader takes it. It ends when the pipe ends, when its reader goes
    (the run was closed), or at ``close`` (never opened); then the FIFO and its folder go."""

    def __init__(self, name: str, read: bytes, fd: int) -> None:
        self._folder = tempfile.mkdtemp(prefix="sudoku-run-")
        self.path = str(Path(self._folder) / (name or "stream"))
        os.mkfifo(self.path, 0o600)
        self._read, self._fd = read, fd
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="stream-relay")
        self._thread.start()

    def close(self) -> None:
        """End the relay (its reader never came, or is gone); returns at once."""
        self._stop.set()

    def wait(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the relay to end; True when it has."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _run(self) -> None:
        out = -1
        try:
            out = self._writer()
            if out < 0:
                return
            self._write(out, self._read)
            while not self._stop.is_set():
                ready, _, _ = select.select([self._fd], [], [], POLL_SECONDS)
                if not ready:
                    continue
                try:
                    chunk = os.read(self._fd, CHUNK)
                except BlockingIOError:
                    continue
                if not chunk:
                    return  # the pipe has ended: so does the relay
                self._write(out, chunk)
        except OSError:  # the reader has gone (EPIPE): the run was closed
            return
        finally:
            for fd in (out, self._fd):
                if fd >= 0:
                    with contextlib.suppress(OSError):
                        os.close(fd)
            shutil.rmtree(self._folder, ignore_errors=True)

    def _writer(self) -> int:
        """The FIFO opened for writing once its reader has opened it (-1: stopped first)."""
        while not self._stop.is_set():
            try:
                out = os.open(self.path, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as e:
                if e.errno != errno.ENXIO:  # ENXIO: no reader yet
                    raise
                self._stop.wait(POLL_SECONDS)
                continue
            os.set_blocking(out, True)  # the reader sets the pace
            return out
        return -1

    def _write(self, out: int, data: bytes) -> None:
        view = memoryview(data)
        while view and not self._stop.is_set():
            view = view[os.write(out, view) :]
