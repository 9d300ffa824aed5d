"""How a solver of the user's failed, in words a viewer can say again.

A ``SolverError`` holds a ``Message`` (``core.message``): its English template and the data
that filled it (the command, a line number, what the program wrote on standard error), as a
step's text does. ``str(e)`` is the English sentence the command line prints; the window says
the message in its language as it says a step (``qt.i18n.speak``). The templates are marked in
the ``steps`` translation context, beside the step checker's words for a run that went wrong.
"""

from __future__ import annotations

from typing import Any

from ..message import QT_TRANSLATE_NOOP, Message
from .protocol import ProtocolError

OUT_OF_MEMORY = QT_TRANSLATE_NOOP("steps", "out of memory")
_SILENT = QT_TRANSLATE_NOOP("steps", "said nothing for {seconds} s")
_BAD_LINE = "{source}: {msg}"  # no words of its own to translate


class SolverError(RuntimeError):
    """A loaded solver failed: ``message`` says how (its exception with file and line, its exit
    code and the line of standard error naming its exception, else the last, a protocol error
    with the line number, its memory). Made from a ``Message``, or from a template and its data
    (``SolverError(TEMPLATE, command=...)``); ``str(e)`` is the English text."""

    shown = True
    """Its text is a finished sentence: a view shows it without the exception's class."""

    def __init__(self, text: str, /, **args: Any) -> None:
        self.message = text if isinstance(text, Message) and not args else Message(text, **args)
        super().__init__(str(self.message))


class Silent(SolverError):
    """A loaded solver said nothing for ``seconds`` (its run's silence limit): the run is cut."""

    def __init__(self, seconds: float) -> None:
        super().__init__(_SILENT, seconds=f"{seconds:g}")
        self.seconds = seconds


class BadLine(SolverError):
    """A loaded solver wrote a line that is not a step: ``said`` is the ``ProtocolError``'s
    ``line N: problem``, ``line`` its number; the message names the solver too."""

    def __init__(self, source: str, error: ProtocolError) -> None:
        super().__init__(_BAD_LINE, source=source, msg=error.message)
        self.source = source
        self.said = str(error)
        self.line = error.line
        self.problem = error.problem


def failure(error: BaseException) -> str:
    """What a run that raised ``error`` says of it: a solver's ``SolverError`` its ``Message``,
    ``out of memory`` (a ``Message`` too), or any other exception's own text (a built-in's bug,
    said without its class as the window always said it; a race's row adds the class)."""
    if isinstance(error, SolverError):
        return error.message
    if isinstance(error, MemoryError):
        return Message(OUT_OF_MEMORY)
    return str(error) or type(error).__name__
