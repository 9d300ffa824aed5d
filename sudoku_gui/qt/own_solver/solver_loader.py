"""Solve > Load Your Own Algorithm: a solver of the user's joins the algorithm box, remembered
across starts (``loadedAlgorithms`` in the settings) until removed from the same submenu.

Two ways in: **Python File…** (a ``solver.py``; its ``solve`` function, or the one the user
picks when the file has several and no ``solve``) and **Program…** (a command line speaking the
step protocol, run as ``exec:COMMAND``). Both are checked before they join: a file that does
not parse, has no function, a command that cannot be split or whose program is not found is
refused with a message saying why, and nothing changes. The solver itself runs only when a run
starts (in a process of its own, ``core.external.solver_kinds``); loading never executes its code.
"""

from __future__ import annotations

import ast
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog, QInputDialog, QMenu, QMessageBox, QWidget

from ...core.algorithms.algorithm import Algorithm
from ...core.algorithms.kinds import EXEC, Program, PythonFile, spelled
from ...core.algorithms.registry import UnknownAlgorithm, algorithm, available_algorithms, find, why_not
from ...core.strategies import DEFAULT_STRATEGY
from .. import i18n
from ..window.elided_label import as_written
from ..window.settings import read, read_list
from .program_dialog import ProgramDialog

if TYPE_CHECKING:
    from ..controller import Controller

log = logging.getLogger(__name__)

KEY = "loadedAlgorithms"
"""Settings key: the loaded solvers' algorithm names, in the order they were loaded."""
FOLDER_KEY = "loadAlgorithmFolder"


def python_functions(path: Path) -> list[str]:
    """The top-level function names of the Python file ``path``, in file order.

    Raises ValueError saying why the file cannot be a solver (unreadable, a syntax error with
    its line, no function)."""
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(
            QCoreApplication.translate("Loader", "cannot read {file}: {why}").format(
                file=path.name, why=getattr(e, "strerror", None) or e
            )
        ) from None
    try:
        tree = ast.parse(source, str(path))
    except SyntaxError as e:
        raise ValueError(
            QCoreApplication.translate("Loader", "{file}, line {line}: syntax error: {why}").format(
                file=path.name, line=e.lineno, why=e.msg
            )
        ) from None
    names = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
    if not names:
        raise ValueError(
            QCoreApplication.translate(
                "Loader", "{file} defines no function to solve with (def solve(puzzle): ...)"
            ).format(file=path.name)
        )
    return names


def _elided(text: str, most: int = 120) -> str:
    """``text`` cut in the middle to ``most`` characters (a path as long as the file system allows)."""
    return text if len(text) <= most else f"{text[: most * 2 // 3]}…{text[-(most // 3) :]}"


def box_title(name: str) -> str:
    """What the algorithm box shows for the loaded solver ``name``."""
    found = find(name)
    return found.title if found is not None and found.title else name


class SolverLoader(QObject):
    """The remembered solvers of ``window``, what its Load Your Own Algorithm commands do (the
    table's ``load_python`` and ``load_program``), and the submenu's Remove entries. ``offered``
    lists what the window offers to pick from (the toolbar's ``box`` shows it, and loses a
    solver removed); ``choose(name)`` picks an algorithm as the window does, ``say(text,
    error)`` is the status bar, ``controller`` holds the algorithm chosen."""

    def __init__(
        self,
        window: QWidget,
        settings: QSettings,
        box: QComboBox,
        choose: Callable[[str], None],
        say: Callable[[str, bool], None],
        controller: Controller,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._box = box
        self._choose = choose
        self._say = say
        self._controller = controller
        self.menu: QMenu | None = None
        self._removals: list[QAction] = []

    # -- what is remembered ----------------------------------------------------------------------

    def loaded(self) -> list[str]:
        """The remembered solvers' names (those whose file or command is gone included)."""
        return [n for n in read_list(self._settings, KEY) if n and isinstance(spelled(n), PythonFile | Program)]

    def dropped_note(self) -> str | None:
        """What the window says once at its start about the remembered solvers that cannot run
        now and were left out of the algorithm box (each named, with why; also in the log), or None."""
        gone = [why for name in self.loaded() if (why := why_not(name)) is not None]
        for why in gone:
            log.warning("remembered solver left out: %s", why)
        if not gone:
            return None
        return QCoreApplication.translate(
            "Loader", "Remembered solvers left out (they cannot run now): {solvers}."
        ).format(solvers="; ".join(_elided(i18n.speak(why)) for why in gone))

    def runnable(self) -> list[str]:
        """The remembered solvers whose file or program is still there."""
        return [name for name in self.loaded() if why_not(name) is None]

    def offered(self) -> list[Algorithm]:
        """Every algorithm the window offers to pick from (the toolbar's box, the race's and
        Compare Tree's pickers): the registry's, with the remembered solvers that can run now
        and the one chosen."""
        return available_algorithms([*self.loaded(), self._controller.algorithm])

    def _remember(self, names: list[str]) -> None:
        self._settings.setValue(KEY, names)

    # -- the menu --------------------------------------------------------------------------------

    def fill_menu(self, menu: QMenu) -> None:
        """The Remove entries at the end of ``menu`` (Load Your Own Algorithm), remade as it opens."""
        menu.setObjectName("loadAlgorithmMenu")
        menu.setToolTipsVisible(True)
        self.menu = menu
        menu.aboutToShow.connect(self._rebuild)
        self._rebuild()

    def _rebuild(self) -> None:
        sub = self.menu
        if sub is None:
            return
        for old in self._removals:
            sub.removeAction(old)
            old.deleteLater()
        self._removals = []
        names = self.loaded()
        if names:
            self._removals.append(sub.addSeparator())
        for name in names:
            a = sub.addAction(QCoreApplication.translate("Loader", "Remove {title}").format(title=box_title(name)))
            self._removals.append(a)
            a.setData(name)
            a.setStatusTip(
                QCoreApplication.translate("Loader", "Remove {name} from the algorithm box").format(name=name)
            )
            a.setToolTip(name)
            a.triggered.connect(lambda _=False, n=name: self.remove(n))

    # -- loading ---------------------------------------------------------------------------------

    def load_python_file(self) -> None:
        """Ask for a Python file (and its function when that is not clear) and load it."""
        folder = read(self._settings, FOLDER_KEY, "")
        path, _filter = QFileDialog.getOpenFileName(
            self._window,
            QCoreApplication.translate("Loader", "Load a Python Solver"),
            folder,
            QCoreApplication.translate("Loader", "Python files (*.py);;All files (*)"),
        )
        if not path:
            return
        self._settings.setValue(FOLDER_KEY, str(Path(path).parent))
        file = Path(path).resolve()
        if file.suffix != ".py":
            self._refuse(
                QCoreApplication.translate("Loader", "{file} is not a Python file (.py)").format(file=file.name)
            )
            return
        try:
            functions = python_functions(file)
        except ValueError as e:
            self._refuse(str(e))
            return
        if "solve" in functions:
            function = "solve"
        elif len(functions) == 1:
            function = functions[0]
        else:
            function, ok = QInputDialog.getItem(
                self._window,
                QCoreApplication.translate("Loader", "Load a Python Solver"),
                QCoreApplication.translate(
                    "Loader", "{file} has no solve function. Which function takes the puzzle and yields steps?"
                ).format(file=file.name),
                functions,
                0,
                False,
            )
            if not ok:
                return
        self.add(str(file) if function == "solve" else f"{file}:{function}")

    def load_program(self) -> None:
        """Ask for a command line (a program speaking the step protocol) and load it; a command
        that cannot be loaded is said in the dialog, which stays open with what was typed."""
        dialog = ProgramDialog(self._window, self._program_problem)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self._window.activateWindow()  # the keys back to the window, with or without a window manager
        if accepted:
            self.add(EXEC + dialog.command())

    def _program_problem(self, command: str) -> str | None:
        """Why ``command`` cannot be loaded (also said in the status bar), or None."""
        why = self._program_words(command)
        if why is not None:
            self._say(QCoreApplication.translate("Loader", "Not loaded: {why}").format(why=why), True)
        return why

    @staticmethod
    def _program_words(command: str) -> str | None:
        """Why ``command`` cannot be loaded as a program (nothing typed, a command that does not
        split, its program not found), in the window's language, or None."""
        if not command.strip():
            return QCoreApplication.translate(
                "Loader", "the command is empty: type a program and its arguments, as in python3 solver.py"
            )
        try:
            program = algorithm(EXEC + command)
        except UnknownAlgorithm as e:
            return i18n.speak(e.message)
        missing = program.missing() if isinstance(program, Program) else None
        return None if missing is None else i18n.speak(missing)

    def add(self, name: str) -> None:
        """Remember the solver ``name``, put it in the box and choose it."""
        why = why_not(name)
        if why is not None:
            self._refuse(i18n.speak(why))
            return
        names = self.loaded()
        if name not in names:
            self._remember([*names, name])
            self._rebuild()
        self._choose(name)  # joins the box, chosen and said in the status bar

    def remove(self, name: str) -> None:
        """Forget the solver ``name`` and take it out of the box (the default is chosen if it was)."""
        self._remember([n for n in self.loaded() if n != name])
        self._rebuild()
        if self._controller.algorithm == name:
            self._choose(DEFAULT_STRATEGY)
        index = self._box.findData(name)
        if index >= 0:
            self._box.removeItem(index)
        self._say(
            QCoreApplication.translate("Loader", "Removed {title} from the algorithms.").format(title=box_title(name)),
            False,
        )

    def _refuse(self, why: str) -> None:
        QMessageBox.warning(
            self._window, QCoreApplication.translate("Loader", "Cannot Load the Solver"), as_written(why)
        )
        self._say(QCoreApplication.translate("Loader", "Not loaded: {why}").format(why=why), True)
