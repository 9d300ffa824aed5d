"""The kinds of row of the command table (``commands/``) and what they act on.

A ``Command`` row is one entry of the menus (and maybe the toolbar): its text, what it does
(``handler``, a function of the window), its keys, the group of the menu it sits in, and where
it is enabled (``modes`` and ``when``). An ``Entries`` row is a place in a menu that the window
fills with entries of its own (recent files, themes, panes...). ``CommandWindow`` is what the
handlers use of the window; ``Actions`` maps each command's name to the window's ``QAction``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

from PySide6.QtGui import QAction, QKeySequence

from .mode import Mode

if TYPE_CHECKING:
    from .board.board_panel import BoardPanel
    from .compare.tree_compare import TreeCompare
    from .controller import Controller
    from .export.export_dialog import AnimationExport
    from .own_solver.check_steps import StepCheck
    from .own_solver.open_run import OpenRun
    from .own_solver.solver_loader import SolverLoader
    from .puzzle.files import FileActions
    from .puzzle.player_help import Assistant
    from .puzzle.puzzle_dialogs import PuzzleDialogs
    from .puzzle.puzzle_tools import PuzzleTools
    from .race.tools import RaceTools
    from .repeats.repeats_tool import RepeatedFailures

CommandName = Literal[
    "generate",
    "open",
    "open_run",
    "save",
    "save_as",
    "export",
    "export_animation",
    "quit",
    "undo",
    "redo",
    "copy",
    "paste",
    "clear",
    "play",
    "pencil",
    "fill_marks",
    "clear_marks",
    "candidates",
    "mistakes",
    "conflicts",
    "arrows",
    "prev_branch",
    "next_branch",
    "analyse",
    "solve",
    "instant",
    "pause",
    "step",
    "stop",
    "back",
    "forward",
    "prev_search",
    "next_search",
    "home",
    "end",
    "check",
    "check_steps",
    "check_builtins",
    "hint",
    "apply",
    "race",
    "divergence",
    "race_compare_trees",
    "compare",
    "compare_tree",
    "repeated_failures",
    "faster",
    "slower",
    "load_python",
    "load_program",
    "keys",
    "about",
]
"""Every command's name, each with one row in the table (a test holds them equal): the window's
action is ``window.act[name]``, its object name ``act_<name>``."""
Actions = dict[CommandName, QAction]
Key = QKeySequence.StandardKey | str

ALWAYS = frozenset(Mode)
RUN = frozenset({Mode.PLAY, Mode.REVIEW})  # in edit mode the arrows move the cursor
NOT_PLAYING = frozenset({Mode.EDIT, Mode.REVIEW})  # an edit is refused while a run plays
MODE_WORDS = {
    ALWAYS: "always",
    RUN: "while a run or a race is shown",
    NOT_PLAYING: "unless a run is playing",
}
"""Where a command is enabled, in the keys page's words, by its ``modes``."""


class CommandWindow(Protocol):
    """What the commands' handlers and conditions use of the window (``MainWindow`` is one)."""

    act: Actions
    controller: Controller
    files: FileActions
    tools: PuzzleTools
    dialogs: PuzzleDialogs
    animation: AnimationExport
    view: BoardPanel
    assistant: Assistant
    race_tools: RaceTools
    open_run: OpenRun
    solver_loader: SolverLoader
    tree_compare: TreeCompare
    repeated_failures: RepeatedFailures
    step_check: StepCheck

    def close(self) -> bool: ...

    def copy_board(self) -> None: ...

    def paste_puzzle(self) -> None: ...

    def refresh_marks(self) -> None: ...

    def faster(self) -> None: ...

    def slower(self) -> None: ...

    def show_keys(self) -> None: ...

    def show_about(self) -> None: ...


@dataclass(frozen=True, eq=False)
class Menu:
    """A menu of the menu bar, or a submenu placed in ``parent`` (a group of another menu)."""

    title: str
    parent: Group | None = None


@dataclass(frozen=True, eq=False)
class Group:
    """Neighbouring entries of ``menu``: a separator stands between two groups."""

    menu: Menu


@dataclass(frozen=True)
class When:
    """A further condition than the mode, ``holds(window)``; ``words`` say it on the keys page."""

    words: str
    holds: Callable[[CommandWindow], bool]


@dataclass(frozen=True)
class Command:
    """One command: ``name``, the menu ``group`` it is in, ``text`` (with its ``&`` mnemonic),
    ``handler`` (what triggering it does to the window), ``tip``, ``keys`` (the first is shown),
    and where it is enabled: ``modes`` and ``when``."""

    name: CommandName
    group: Group
    text: str
    handler: Callable[[CommandWindow], object]
    tip: str
    keys: tuple[Key, ...] = ()
    checkable: bool = False
    modes: frozenset[Mode] = ALWAYS
    """The modes it is enabled in (its column of the table: ``enabled`` applies it)."""
    when: When | None = None


@dataclass(frozen=True)
class Entries:
    """A place in a menu ``group`` that the window fills with entries of its own: ``name`` names
    its filler (``menus.build_menus``)."""

    name: str
    group: Group


def enabled(window: CommandWindow, cmd: Command, mode: Mode) -> bool:
    """Whether ``cmd`` is enabled in ``mode`` (its ``when`` asked of ``window``)."""
    return mode in cmd.modes and (cmd.when is None or cmd.when.holds(window))


def where_enabled(cmd: Command) -> str:
    """Where ``cmd`` is enabled, in words: its modes, then its further condition."""
    modes = MODE_WORDS.get(cmd.modes) or ", ".join(m.value for m in Mode if m in cmd.modes)
    if cmd.when is None:
        return modes
    return cmd.when.words if cmd.modes == ALWAYS else f"{modes}, {cmd.when.words}"
