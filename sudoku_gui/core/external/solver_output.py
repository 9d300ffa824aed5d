"""What a loaded solver writes, read safely: its step lines (``Lines``: linear time, a runaway
line refused at once), and what it says besides its steps, sent to the log (``logging`` name
``sudoku_gui.solver``): a program's standard error and a Python solver's ``print`` (``Logged``
for a stream, ``LogWriter`` for ``sys.stdout`` inside this process). See ``core.external.solver_kinds``.
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
import threading
from typing import IO

from ..message import QT_TRANSLATE_NOOP, Message
from .protocol import MAX_LINE, ProtocolError

CHUNK = 1 << 16
"""Bytes read from a solver's output at a time (well under ``MAX_LINE``)."""
SAID_LINE = 4096
"""Bytes of one line of standard error kept whole (a longer one is cut into pieces)."""
QUOTED = 300
"""Characters of a line of standard error a failure message quotes."""
TOO_LONG = f"the line is longer than {MAX_LINE >> 20} MiB"
_ITS_ERROR = QT_TRANSLATE_NOOP("steps", "; its error on standard error: {line}")
_ITS_LAST_LINE = QT_TRANSLATE_NOOP("steps", "; its last line on standard error: {line}")

log = logging.getLogger("sudoku_gui.solver")

RAISED = re.compile(
    r"\s*(?:Exception in thread \"[^\"]*\" )?"
    r"((?:[\w$]+\.)*[\w$]*(?:Exception|Error)(?::.*)?|thread '[^']*' panicked at .*|panic: .*|error(?:\[\w+\])?: .*)"
)
"""A whole line of standard error that names an exception or an error as a runtime reports it
(``fullmatch``; group 1 is what a failure quotes): ``java.lang.IllegalStateException: ...`` after
Java's ``Exception in thread "main"``, ``TypeError: ...`` (Node, Python), Rust's ``thread 'main'
panicked at ...``, Go's ``panic: ...``, ``error: ...``. Not a stack frame, nor a source line that
merely mentions one (``throw new TypeError(...)``)."""


class Lines:
    """A byte stream cut into lines as it arrives, in time linear in its length: a line's pieces
    are joined once, when its newline comes, and refused as soon as they hold more than
    ``MAX_LINE`` bytes (a program writing without newlines is stopped after a megabyte, not
    when it stops)."""

    def __init__(self) -> None:
        self._held: list[bytes] = []
        self._size = 0

    def split(self, chunk: bytes, line: int) -> list[bytes]:
        """The lines ``chunk`` completes, without their newlines; the rest is held for the next
        chunk. ``line``: the number of the first line not yet given (for the error). Raises
        ProtocolError (``line N: the line is longer than 1 MiB``)."""
        parts = chunk.split(b"\n")
        if len(parts) == 1:
            self._held.append(chunk)
            self._size += len(chunk)
            if self._size > MAX_LINE:
                raise ProtocolError(line, TOO_LONG)
            return []
        if self._held:
            if self._size + len(parts[0]) > MAX_LINE:
                raise ProtocolError(line, TOO_LONG)
            self._held.append(parts[0])
            parts[0] = b"".join(self._held)
        tail = parts.pop()
        self._held = [tail] if tail else []
        self._size = len(tail)
        return parts

    def rest(self) -> bytes:
        """The last line when the stream ended without a newline after it (else ``b""``)."""
        rest = b"".join(self._held)
        self._held, self._size = [], 0
        return rest


class Logged:
    """A stream of text lines from a solver (a program's standard error, a Python solver's
    standard output), read to its end on a thread of its own: every line goes to the log
    under ``source``. It keeps the error named by the first line that names one (``RAISED``)
    and the last line, which a failure's message quotes (``said``), however long the stream."""

    def __init__(self, stream: IO[bytes], source: str) -> None:
        self.source = source
        self.first_error: str | None = None
        self.last: str | None = None
        self._stream = stream
        self._thread = threading.Thread(target=self._read, daemon=True, name="solver-said")
        self._thread.start()

    def _read(self) -> None:
        try:
            while raw := self._stream.readline(SAID_LINE):
                text = raw.decode(errors="replace").rstrip()
                if not text:
                    continue
                if self.first_error is None and (m := RAISED.fullmatch(text)) is not None:
                    self.first_error = m[1]
                self.last = text
                log.warning("%s: %s", self.source, text)
        except (OSError, ValueError):  # closed under us: the run is over
            pass
        finally:
            with contextlib.suppress(OSError):
                self._stream.close()

    def wait(self, seconds: float) -> None:
        """Wait up to ``seconds`` for the stream to end: its last lines read and logged."""
        self._thread.join(seconds)

    def said(self, seconds: float) -> str:
        """What a failure's message adds (``docs/step-protocol.md`` 1.3): ``; its error on
        standard error: ERROR`` (from the first line naming an exception or error, ``RAISED``)
        or ``; its last line on standard error: LINE`` (a ``Message``), or ``""`` when it wrote
        nothing. Waits up to ``seconds`` for the stream to end (its last lines read)."""
        self.wait(seconds)
        if self.first_error is not None:
            return Message(_ITS_ERROR, line=_cut(self.first_error))
        if self.last is not None:
            return Message(_ITS_LAST_LINE, line=_cut(self.last))
        return ""


class LogWriter(io.TextIOBase):
    """A text stream whose lines go to the log under ``source``: ``sys.stdout`` while a Python
    solver runs in this process, so that its ``print`` never reaches the app's output. A line
    is sent when it ends (or passes ``SAID_LINE`` characters, or at ``finish``)."""

    def __init__(self, source: str) -> None:
        super().__init__()
        self.source = source
        self._part: list[str] = []
        self._size = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        lines = text.split("\n")
        if len(lines) > 1:
            lines[0] = "".join([*self._part, lines[0]])
            self._part, self._size = [], 0
            for line in lines[:-1]:
                log.warning("%s: %s", self.source, line)
        if lines[-1]:
            self._part.append(lines[-1])
            self._size += len(lines[-1])
            if self._size > SAID_LINE:
                self.finish()
        return len(text)

    def finish(self) -> None:
        """Send the line begun but not ended (``print(..., end="")`` leaves one)."""
        if self._part:
            log.warning("%s: %s", self.source, "".join(self._part))
            self._part, self._size = [], 0


def _cut(text: str) -> str:
    return text if len(text) <= QUOTED else text[: QUOTED - 3] + "..."
