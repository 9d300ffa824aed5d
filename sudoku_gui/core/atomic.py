"""Output files written whole or not at all (``--trace``, ``--tree``, exports).

A regular file is written to a hidden temporary file beside it, named after the target and this
process (``.NAME.XXXX.PID.part``), and renamed over the target only at the end, so a failed or
interrupted run never leaves a half-written or emptied file. An interrupted run removes its
temporary file (SIGINT and SIGTERM end the command line through ``finally`` blocks); one left by
a run that was killed outright (SIGKILL, a crash) is removed by the next run writing the same
target, once no process of that PID is alive. A device or pipe (``/dev/stdout``, ``/dev/full``)
is written directly. A symbolic link is followed: the file it points to is replaced, the link
stays. The new file gets the permissions of the one it replaces, else the umask's (as ``open``
would give it), never ``mkstemp``'s private 0600.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from types import TracebackType
from typing import IO


class WriteFailed(Exception):
    """Writing a file or standard output failed; the message names what and why, ready to show
    (``path`` and ``reason`` give the parts, for a message in another language)."""

    shown = True
    """The message is a finished sentence for the person (not a programmer's exception)."""

    def __init__(self, message: str, path: str = "", reason: str = "") -> None:
        super().__init__(message)
        self.path = path
        self.reason = reason


def failed(path: str, e: OSError | str) -> WriteFailed:
    """``WriteFailed`` for ``path`` (as the person gave it, not a temporary file's name)."""
    reason = e if isinstance(e, str) else _reason(e)
    return WriteFailed(f"cannot write {path!r}: {reason}", path, reason)


def landing(path: str) -> str:
    """Where a write to ``path`` lands: a symbolic link's target (so the link stays), else ``path``."""
    return os.path.realpath(path) if os.path.islink(path) else path


def is_direct(path: str) -> bool:
    """True for an existing target that is not a regular file (a device, a pipe): written directly."""
    return os.path.exists(path) and not os.path.isfile(path)


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
        self._target = landing(path)
        self._temp: str | None = None
        try:
            if is_direct(self._target):
                self.stream: IO[str] = open(self._target, "w", encoding="utf-8")  # noqa: SIM115 - closed in finish/abandon
            else:
                fd, self._temp = _temporary(self._target)
                self.stream = os.fdopen(fd, "w", encoding="utf-8")
        except OSError as e:
            raise failed(path, e) from None

    def write(self, text: str) -> None:
        try:
            self.stream.write(text)
        except OSError as e:
            raise failed(self.path, e) from None

    def finish(self) -> None:
        """Close the file and put it in place (the rename)."""
        try:
            self.stream.close()
            if self._temp is not None:
                os.replace(self._temp, self._target)
                self._temp = None
        except OSError as e:
            self.abandon()
            raise failed(self.path, e) from None

    def abandon(self) -> None:
        """Close and delete the temporary file; the target is left as it was."""
        with contextlib.suppress(OSError):
            self.stream.close()
        if self._temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(self._temp)
            self._temp = None


def _temporary(target: str) -> tuple[int, str]:
    """A new temporary file beside ``target`` (its stale ones removed first), with the
    permissions ``target`` has or would get: (open descriptor, name)."""
    remove_stale_parts(target)
    fd, temp = tempfile.mkstemp(
        prefix=f".{os.path.basename(target)}.",
        suffix=f".{os.getpid()}.part",
        dir=os.path.dirname(os.path.abspath(target)),
    )
    try:
        os.chmod(temp, _mode_for(target))  # mkstemp makes it private (0600)
    except OSError:
        os.close(fd)
        os.unlink(temp)
        raise
    return fd, temp


class AtomicPath:
    """A binary file at ``path`` written by something that wants a file name (an encoder):
    ``with AtomicPath(path) as name:`` write the file ``name``; when the block ends without an
    error it is renamed over the target, else removed (see the module text). An OSError in the
    block, or in putting the file in place, becomes ``WriteFailed`` naming ``path``; other
    errors pass through. A device or pipe at ``path`` is written directly (``name`` is it).
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self._target = landing(path)
        self._temp: str | None = None

    def __enter__(self) -> str:
        if is_direct(self._target):
            return self._target
        try:
            fd, self._temp = _temporary(self._target)
            os.close(fd)
        except OSError as e:
            raise failed(self.path, e) from None
        return self._temp

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        temp, self._temp = self._temp, None
        try:
            if error is None and temp is not None:
                os.replace(temp, self._target)
                temp = None
        except OSError as e:
            raise failed(self.path, e) from None
        finally:
            if temp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(temp)
        if isinstance(error, OSError):
            raise failed(self.path, error) from None
