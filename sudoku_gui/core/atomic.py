"""Output files written whole or not at all (``--trace``, ``--tree``, exports).

A regular file is written to a hidden temporary file beside it, named after the target and this
process (``.NAME.XXXX.PID.part``), and renamed over the target only at the end, so a failed or
interrupted run never leaves a half-written or emptied file. An interrupted run removes its
temporary file (SIGINT and SIGTERM end the command line through ``finally`` blocks); one left by
a run that was killed outright (SIGKILL, a crash) is removed by the next run writing the same
target, once no process of that PID is alive. A device or pipe (``/dev/stdout``, ``/dev/full``)
is written directly.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from typing import IO


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


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, but is another user's
        return True
    return True


def remove_stale_parts(path: str) -> list[str]:
    """Delete temporary files of ``path`` left by runs of ours that were killed (their PID is no
    longer alive); returns their names. Files of live runs and anything else are left alone."""
    folder = os.path.dirname(os.path.abspath(path))
    pattern = re.compile(re.escape(f".{os.path.basename(path)}.") + r"[A-Za-z0-9_]+\.(\d+)\.part")
    removed = []
    with contextlib.suppress(OSError):
        for name in os.listdir(folder):
            m = pattern.fullmatch(name)
            if m and int(m.group(1)) != os.getpid() and not _alive(int(m.group(1))):
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(folder, name))
                    removed.append(name)
    return removed


class AtomicFile:
    """A text file at ``path`` that appears whole at ``finish`` (see the module text).

    Raises ``WriteFailed`` (with a message naming the file and the reason) when it cannot be
    created, written or put in place.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self._temp: str | None = None
        direct = os.path.exists(path) and not os.path.isfile(path)
        try:
            if direct:
                self.stream: IO[str] = open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed in finish/abandon
            else:
                remove_stale_parts(path)
                fd, self._temp = tempfile.mkstemp(
                    prefix=f".{os.path.basename(path)}.",
                    suffix=f".{os.getpid()}.part",
                    dir=os.path.dirname(os.path.abspath(path)),
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
