"""The source files the Source pane shows: which file a run's solver is written in, and where a
file a program names is found (see ``source_lines`` for the line of each step)."""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

from .kinds import PythonFile
from .registry import algorithm as algorithm_named

MAX_BYTES = 4 << 20
"""The largest source file shown (a bigger one is no source a student reads)."""


def solver_file(algorithm: str) -> str | None:
    """The file of ``algorithm``'s own code, shown before a step names one: a built-in
    strategy's module, a Python file; None for a program (its steps name their file) or an
    unknown name."""
    try:
        chosen = algorithm_named(algorithm)
    except KeyError:
        return None
    if isinstance(chosen, PythonFile):  # not a replay's path: a trace, maybe a pipe being read
        return str(Path(chosen.path).resolve())
    module = getattr(chosen, "module", None)
    if isinstance(module, str) and module:
        chosen.solve  # noqa: B018 - imports the strategy's module
        loaded = sys.modules.get(f"sudoku_gui.core.strategies.{module}")
        file = getattr(loaded, "__file__", None)
        return file if isinstance(file, str) else None
    return None


def places(file: str, algorithm: str) -> list[Path]:
    """Where ``file`` (as a step names it) may be, in the order to try: itself when absolute;
    else relative to the working directory (a program's, which is the app's), then to the
    directory of each word of a program's command that is a file (``java -cp dir Backtrack``:
    ``dir``; ``/tmp/backtrack``: ``/tmp``)."""
    path = Path(file)
    if path.is_absolute():
        return [path]
    found = [Path(os.getcwd()) / path]
    command = algorithm[len("exec:") :] if algorithm.startswith("exec:") else ""
    try:
        words = shlex.split(command)
    except ValueError:
        words = []
    for word in words:
        here = Path(word)
        folder = here if here.is_dir() else here.parent if here.is_file() else None
        if folder is not None and folder / path not in found:
            found.append(folder / path)
    return found


def read_source(file: str, algorithm: str) -> tuple[list[str] | None, str]:
    """The lines of ``file`` (found as ``places`` says) and the path read; or None and why not
    (English, naming the file): missing, unreadable, too large or not text."""
    tried = places(file, algorithm)
    for path in tried:
        try:
            if path.exists() and not path.is_file():  # a pipe or a device: reading it would take its data
                return None, f"{path}: not a file"
            if path.stat().st_size > MAX_BYTES:
                return None, f"{path}: larger than {MAX_BYTES >> 20} MB"
            text = path.read_text(encoding="utf-8", errors="strict")
        except FileNotFoundError:
            continue
        except (OSError, UnicodeDecodeError) as e:
            return None, f"{path}: {getattr(e, 'strerror', None) or e}"
        return text.splitlines(), str(path)
    return None, f"{file}: not found ({', '.join(str(p.parent) for p in tried)})"
