"""Solution paths as JSON Lines: one object per step, for ``--trace`` and File > Export.

Each object: ``puzzle`` (1-based index of the input), ``kind`` (place, eliminate, guess,
backtrack, contradiction, solved, no-solution, search-done, time-limit), ``technique`` (or null),
``placements`` and ``eliminations`` as ``[cell, digit]`` pairs with cells named ``"r3c4"``,
``depth`` (guesses on the record stack after the step) and ``text``.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from typing import IO, Any, Protocol

from .grid import cell_name
from .steps import Backtrack, Eliminate, Guess, Place, Step


def step_record(step: Step, puzzle: int, depth: int) -> dict[str, Any]:
    """The JSON-ready record of ``step``."""
    placements: list[list[str | int]] = []
    eliminations: list[list[str | int]] = []
    technique = getattr(step, "technique", None)
    if isinstance(step, Place):
        placements = [[cell_name(step.cell), step.digit]]
        eliminations = [[cell_name(c), d] for c, d in step.peer_eliminations]
    elif isinstance(step, Eliminate):
        eliminations = [[cell_name(c), d] for c, d in step.eliminations]
    elif isinstance(step, Guess):
        placements = [[cell_name(step.cell), step.digit]]
        technique = "Guess"
    elif isinstance(step, Backtrack):
        eliminations = [[cell_name(step.cell), step.digit]]
        technique = "Backtrack"
    return {
        "puzzle": puzzle,
        "kind": step.kind,
        "technique": technique,
        "placements": placements,
        "eliminations": eliminations,
        "depth": depth,
        "text": step.text,
    }


class TextSink(Protocol):
    """Anything with ``write(str)``: a text file, or the CLI's trace file."""

    def write(self, text: str, /) -> object: ...


class TraceWriter:
    """Writes step records to a text stream, tracking the search depth as it goes."""

    def __init__(self, stream: TextSink) -> None:
        self._stream = stream
        self._depth = 0
        self.puzzle = 1

    def start(self, puzzle: int) -> None:
        """Begin the steps of input puzzle number ``puzzle`` (1-based)."""
        self.puzzle = puzzle
        self._depth = 0

    def write(self, step: Step) -> None:
        if isinstance(step, Guess | Backtrack):
            self._depth = step.depth
        self._stream.write(json.dumps(step_record(step, self.puzzle, self._depth), ensure_ascii=False) + "\n")


class WriteFailed(Exception):
    """Writing a file or standard output failed; the message names what and why, ready to show."""


def _mode_for(path: str) -> int:
    """The permissions a new file at ``path`` would get: the existing file's, else the umask's."""
    try:
        return os.stat(path).st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _reason(e: OSError) -> str:
    return (e.strerror or str(e)).lower()


class TraceFile:
    """``--trace`` target: a regular file is written to a temporary file beside it and renamed
    over it only at the end, so a failed run never leaves a half-written or emptied trace;
    a device or pipe (``/dev/stdout``, ``/dev/full``) is written directly."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._temp: str | None = None
        direct = os.path.exists(path) and not os.path.isfile(path)
        try:
            if direct:
                self.stream: IO[str] = open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed in finish/abandon
            else:
                fd, self._temp = tempfile.mkstemp(
                    prefix=".", suffix=".part", dir=os.path.dirname(os.path.abspath(path))
                )
                os.chmod(self._temp, _mode_for(path))  # mkstemp makes it private (0600)
                self.stream = os.fdopen(fd, "w", encoding="utf-8")
        except OSError as e:
            raise WriteFailed(f"cannot write {path!r}: {_reason(e)}") from None

    def write(self, text: str) -> None:
        try:
            self.stream.write(text)
        except OSError as e:
            raise WriteFailed(f"cannot write {self.path!r}: {_reason(e)}") from None

    def finish(self) -> None:
        """Close the file and put it in place (the rename)."""
        try:
            self.stream.close()
            if self._temp is not None:
                os.replace(self._temp, self.path)
                self._temp = None
        except OSError as e:
            self.abandon()
            raise WriteFailed(f"cannot write {self.path!r}: {_reason(e)}") from None

    def abandon(self) -> None:
        """Close and delete the temporary file; the target is left as it was."""
        with contextlib.suppress(OSError):
            self.stream.close()
        if self._temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(self._temp)
            self._temp = None
