"""SIGTERM held back while the program starts (``main.py``, ``launch``): until the command is known
nobody can say what it should mean. ``release`` lets a pending one arrive, to the handler the
command set by then: the window closes as on Ctrl+Q (exit 0), a command without a window ends with
143 (``batch.interruptible``). No child process may start while it is held: it would inherit it.
"""

from __future__ import annotations

import signal


def hold() -> None:
    """SIGTERM stays pending until ``release`` (a no-op where threads have no signal masks)."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})


def release() -> None:
    """A SIGTERM held back by ``hold`` (or by ``main.py``) arrives now."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
