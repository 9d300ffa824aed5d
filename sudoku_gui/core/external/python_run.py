"""A Python file's solver (``path/to/solver.py[:function]`` or an installed entry point), run in
a process of its own (``PythonRun``), or in this one inside a daemon process (``InProcessRun``:
a racer or a ``--jobs`` worker may have no children). Where the solver's function is comes as a
``PythonSolver`` (``core.algorithms.kinds`` makes it from the name). See ``solver_kinds``.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import traceback
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from ..message import QT_TRANSLATE_NOOP, Message
from ..source_sites import Site, frame_site
from ..steps import Step
from .protocol import ProtocolError, StepReader
from .solver_errors import BadLine, SolverError
from .solver_kinds import BATCH, BATCH_AGE, MEMORY_LIMIT, ExternalRun, cap_this_process, memory_cap
from .solver_output import Logged, LogWriter

_CANNOT_LOAD = QT_TRANSLATE_NOOP("steps", "{name}: cannot load {value}: {msg}")
_NOT_A_FUNCTION = QT_TRANSLATE_NOOP("steps", "{name}: {value} is not a function")
_CANNOT_READ = QT_TRANSLATE_NOOP("steps", "cannot read {file}")
_SYNTAX = QT_TRANSLATE_NOOP("steps", "{file}:{line}: syntax error: {why}")
_RAISED = "{file}: {msg}"  # no words of its own to translate
_NO_FUNCTION = QT_TRANSLATE_NOOP("steps", "{file} has no function {function} (name one as {file}:FUNCTION)")
_OUT_OF_MEMORY_AT = QT_TRANSLATE_NOOP("steps", "out of memory{where}")
_CAPPED = QT_TRANSLATE_NOOP("steps", "{file}: out of memory (the cap is {mb} MB)")
_PROCESS_KILLED = QT_TRANSLATE_NOOP("steps", "{file}: its process out of memory or killed")
_PROCESS_ENDED = QT_TRANSLATE_NOOP("steps", "{file}: its process ended with code {code}")


@dataclass(frozen=True)
class PythonSolver:
    """Where a Python solver's generator function is (it crosses to the solver's process):
    ``name`` as ``--algorithm`` spells it (log lines and messages name the solver by it), and
    either the file ``path`` with its ``function``, or ``entry``, an installed entry point's
    ``module:attribute``."""

    name: str
    path: str = ""
    function: str = "solve"
    entry: str = ""

    @property
    def label(self) -> str:
        """What a failure names: the file's name, or the installed solver's."""
        return Path(self.path).name if self.path else self.name


def load_function(solver: PythonSolver) -> Callable[..., Any]:
    """The generator function of ``solver``. Raises SolverError saying what is missing, or what
    the file raised when it was read."""
    if solver.entry:
        try:
            found = metadata.EntryPoint(solver.name, solver.entry, "").load()
        except Exception as e:  # noqa: BLE001 - any error in the package is the solver's
            raise SolverError(_CANNOT_LOAD, name=solver.name, value=solver.entry, msg=_said(e, None)) from None
        function: Callable[..., Any] = getattr(found, "solve", found)
        if not callable(function):
            raise SolverError(_NOT_A_FUNCTION, name=solver.name, value=solver.entry)
        return function
    path = Path(solver.path).resolve()
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(f"_solver_{path.stem}", path)
    if spec is None or spec.loader is None:
        raise SolverError(_CANNOT_READ, file=solver.path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(path.parent))  # the file may import its neighbours
    try:
        spec.loader.exec_module(module)
    except SyntaxError as e:
        raise SolverError(_SYNTAX, file=path.name, line=e.lineno, why=e.msg) from None
    except Exception as e:  # noqa: BLE001 - the user's file failed to load: say where
        raise SolverError(_RAISED, file=path.name, msg=_said(e, str(path))) from None
    wanted_function: Callable[..., Any] | None = getattr(module, solver.function, None)
    if wanted_function is None or not callable(wanted_function):
        raise SolverError(_NO_FUNCTION, file=path.name, function=repr(solver.function))
    return wanted_function


def _said(e: BaseException, path: str | None) -> Message:
    """``ZeroDivisionError: division by zero (solver.py:12: x = 1 / 0)``: the exception and the
    deepest frame in ``path`` (any frame when None), with its source line (the solver's words:
    only ``out of memory`` is the app's)."""
    frames = traceback.extract_tb(e.__traceback__)
    mine = [f for f in frames if path is None or os.path.realpath(f.filename) == os.path.realpath(path)]
    where = ""
    if mine or frames:
        f = (mine or frames)[-1]
        where = f" ({Path(f.filename).name}:{f.lineno}: {(f.line or '').strip()})"
    if isinstance(e, MemoryError):
        return Message(_OUT_OF_MEMORY_AT, where=where)
    return Message("{error}{where}", error=f"{type(e).__name__}: {e}", where=where)


def _python_steps(
    solver: PythonSolver, values: Sequence[int], sites: list[Site | None] | None = None
) -> Generator[Step, None, None]:
    """Run ``solver`` here; its records become steps, and the source line of each goes to
    ``sites`` (a record's ``line``, else where its generator yielded it). Raises SolverError."""
    function = load_function(solver)
    path = str(Path(solver.path).resolve()) if solver.path else None
    reader = StepReader(values)
    known: dict[Any, Site] = {}
    try:
        solving = function(list(values))
        for item in solving:
            if isinstance(item, dict):
                step = reader.record(item)
                if step is None:
                    continue
                if sites is not None:
                    sites.append(reader.site or frame_site(solving, known))
                yield step
            else:
                reader.follow(item)
                if sites is not None:
                    sites.append(frame_site(solving, known) if hasattr(solving, "gi_frame") else None)
                yield item
    except ProtocolError as e:
        raise BadLine(Path(solver.name).name, e) from None
    except Exception as e:  # noqa: BLE001 - the solver's bug, said with its file and line
        raise SolverError(_RAISED, file=solver.label, msg=_said(e, path)) from None


class InProcessRun(ExternalRun):
    """A Python solver run in this process (already a racer's or a worker's own), which gets a
    Python solver's memory cap (``cap_this_process``): a ``--jobs`` worker had none (4.1 GB seen)."""

    def __init__(self, solver: PythonSolver, givens: Sequence[int]) -> None:
        super().__init__(givens)
        self._cap = cap_this_process(MEMORY_LIMIT)
        self._name = Path(solver.name).name
        self._sites: list[Site | None] = []
        self._steps: Generator[Step, None, None] = _python_steps(solver, givens, self._sites)
        self._printed = LogWriter(self._name)

    def _pull(self, seconds: float) -> bool:
        try:
            with contextlib.redirect_stdout(self._printed):  # its print() to the log
                for _ in range(64):
                    self._ready.append(next(self._steps))
        except StopIteration:
            return bool(self._ready)
        except MemoryError:
            raise SolverError(_CAPPED, file=self._name, mb=self._cap >> 20) from None
        finally:
            self._tell_sites(self._sites)  # the lines of the steps made ready, failed or not
        return True

    def close(self) -> None:
        super().close()
        with contextlib.redirect_stdout(self._printed):
            self._steps.close()
        self._printed.finish()


def _below_a_supervisor(conn: Any, printed: Any) -> None:
    """``_python_process``'s start: a session of its own, forked below a supervisor, ended with
    the app; its output to ``printed``; its memory capped."""
    import signal
    import sys

    from .die_with_parent import end_with_parent
    from .supervise import fork_group, supervise

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the app stops its solvers
    os.setsid()
    child = fork_group()
    if child:
        printed.close()
        supervise(child, conn.fileno())
    end_with_parent(os.getppid(), conn.fileno())
    os.dup2(printed.fileno(), 1)  # its print(), and its children's output, to the app's log
    printed.close()
    sys.stdout = open(1, "w", buffering=1, encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
    with contextlib.suppress(Exception):
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (memory_cap(MEMORY_LIMIT), memory_cap(MEMORY_LIMIT)))


def _send(conn: Any, batch: list[Step], sites: list[Site | None]) -> None:
    """Send ``batch`` (emptied) to the app, after the source lines of its steps (taken from
    ``sites``, which may hold the line of a step not in the batch yet)."""
    conn.send(("sites", sites[: len(batch)]))
    del sites[: len(batch)]
    conn.send(batch)
    batch.clear()


def _python_process(conn: Any, printed: Any, solver: PythonSolver, values: Sequence[int]) -> None:
    """A Python solver's process: its steps to ``conn`` in batches, then ``("end",)``, or
    ``("error", message)``; what it prints to ``printed``. It starts a session of its own and
    forks: the solver runs below a supervisor (``core.external.supervise``) that ends every process
    of the solver, those it forks too, when the solver ends or the app closes ``conn``."""
    import sys

    _below_a_supervisor(conn, printed)
    batch: list[Step] = []
    sites: list[Site | None] = []  # the source line of each step of the batch
    lock = threading.Lock()
    done = threading.Event()

    def flush() -> None:
        with lock:
            if batch:
                _send(conn, batch, sites)

    def flusher() -> None:  # a step followed by a long silence still reaches the app
        with contextlib.suppress(Exception):
            while not done.wait(BATCH_AGE):
                flush()

    threading.Thread(target=flusher, daemon=True, name="solver-flush").start()

    def last(message: tuple[Any, ...]) -> None:
        done.set()
        with contextlib.suppress(Exception):
            sys.stdout.flush()  # a line printed without its newline, before the app ends the run
        flush()
        conn.send(message)

    try:
        for step in _python_steps(solver, values, sites):
            with lock:
                batch.append(step)
                if len(batch) >= BATCH:
                    _send(conn, batch, sites)
        last(("end",))
    except BadLine as e:
        with contextlib.suppress(Exception):
            last(("bad-line", e.source, e.line, e.problem))
    except SolverError as e:
        with contextlib.suppress(Exception):
            last(("error", e.message))
    except MemoryError:
        batch = []
        with contextlib.suppress(Exception):
            last(("error", Message(_CAPPED, file=Path(solver.name).name, mb=memory_cap(MEMORY_LIMIT) >> 20)))
    except (BrokenPipeError, EOFError, OSError):
        pass
    finally:
        with contextlib.suppress(Exception):
            conn.close()
        os._exit(0)


class PythonRun(ExternalRun):
    """A Python solver in a process of its own (started by the fork server, as racers are)."""

    def __init__(self, solver: PythonSolver, givens: Sequence[int]) -> None:
        super().__init__(givens)
        self.name = solver.name
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
        context: Any = multiprocessing.get_context(method)
        self._conn, theirs = context.Pipe(duplex=False)
        printing, printed = context.Pipe(duplex=False)
        self.process = context.Process(
            target=_python_process, args=(theirs, printed, solver, tuple(givens)), daemon=True
        )
        self.process.start()
        theirs.close()
        printed.close()
        self.printed = Logged(open(os.dup(printing.fileno()), "rb"), Path(solver.name).name)  # noqa: SIM115 - closed at its end
        printing.close()

    def _pull(self, seconds: float) -> bool:
        if not self._conn.poll(seconds):
            return True
        try:
            message = self._conn.recv()
        except (EOFError, OSError):
            self.process.join(1)
            code = self.process.exitcode
            file = Path(self.name).name
            if code is None or code < 0:
                raise SolverError(_PROCESS_KILLED, file=file) from None
            raise SolverError(_PROCESS_ENDED, file=file, code=code) from None
        if isinstance(message, list):
            self._ready.extend(message)
            return True
        if message[0] == "sites":  # the source lines of the batch that follows
            self._tell_sites(message[1])
            return True
        if message[0] == "bad-line":
            self.close()
            raise BadLine(message[1], ProtocolError(message[2], message[3]))
        if message[0] == "error":
            self.close()
            raise SolverError(message[1])
        return bool(self._ready)

    def close(self) -> None:
        super().close()
        with contextlib.suppress(Exception):
            self._conn.close()  # the lifeline: the supervisor kills every process of the solver
        with contextlib.suppress(Exception):
            self.process.join(1)
        if self.process.is_alive():
            with contextlib.suppress(Exception):
                self.process.kill()
            with contextlib.suppress(Exception):
                self.process.join(1)
        self.printed.wait(1)  # its last lines logged (its processes are gone: the pipe has ended)
