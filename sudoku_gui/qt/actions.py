"""Every command of the window, declared once: the menus, the toolbar and the F1 key list are
built from this table.

Each ``Command`` names its text, keys, status tip, the handler it calls, as a dotted path on
the window (``controller.solve``, ``files.save``, ``window.copy_board``), and the modes it is
enabled in (``menus.build_menus`` builds the menu bar from it); ``MENUS`` lists each
menu's commands in order, with ``-`` for a separator and ``@name`` for a submenu or a group of
entries the window fills itself (recent files, formats, themes, puzzles, algorithms, panes).
Texts are marked for translation in the ``MainWindow`` context and translated when built.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ..core.message import QT_TRANSLATE_NOOP
from .mode import Mode

K = QKeySequence.StandardKey
Key = QKeySequence.StandardKey | str
RUN = frozenset({Mode.PLAY, Mode.REVIEW})  # in edit mode the arrows move the cursor
NOT_PLAYING = frozenset({Mode.EDIT, Mode.REVIEW})  # an edit is refused while a run plays


@dataclass(frozen=True)
class Command:
    """One command: ``name`` (the window's ``act_<name>``), ``text`` (with its ``&`` mnemonic),
    ``handler`` (a dotted path from the window), ``tip``, ``keys`` (the first is shown), and
    where it is enabled: ``modes`` and ``when``."""

    name: str
    text: str
    handler: str
    tip: str
    keys: tuple[Key, ...] = ()
    checkable: bool = False
    modes: frozenset[Mode] = frozenset(Mode)
    """The modes it is enabled in (its column of the table: ``enabled`` applies it)."""
    when: str = ""
    """A further condition besides the mode: a dotted path to a predicate (undo: ``canUndo``)."""


COMMANDS: tuple[Command, ...] = (
    # File
    Command(
        "generate",
        QT_TRANSLATE_NOOP("MainWindow", "&Generate Puzzle…"),
        "tools.generate",
        QT_TRANSLATE_NOOP("MainWindow", "A new puzzle with exactly one solution, at a chosen level"),
        (K.New,),
    ),
    Command(
        "open",
        QT_TRANSLATE_NOOP("MainWindow", "&Open Puzzle…"),
        "files.open_dialog",
        QT_TRANSLATE_NOOP("MainWindow", "Load a puzzle from a file (many formats)"),
        (K.Open,),
        modes=NOT_PLAYING,
    ),
    Command(
        "save",
        QT_TRANSLATE_NOOP("MainWindow", "&Save"),
        "files.save",
        QT_TRANSLATE_NOOP("MainWindow", "Save the board: givens, your digits and marks"),
        (K.Save,),
    ),
    Command(
        "save_as",
        QT_TRANSLATE_NOOP("MainWindow", "Save &As…"),
        "files.save_as",
        QT_TRANSLATE_NOOP("MainWindow", "Save the board in a chosen format"),
        (K.SaveAs,),
    ),
    Command(
        "export",
        QT_TRANSLATE_NOOP("MainWindow", "&Export Solution Path…"),
        "dialogs.export_path",
        QT_TRANSLATE_NOOP("MainWindow", "Write the steps of a solve as JSON Lines"),
        ("Ctrl+E",),
    ),
    Command(
        "export_animation",
        QT_TRANSLATE_NOOP("MainWindow", "Export A&nimation…"),
        "animation.ask",
        QT_TRANSLATE_NOOP("MainWindow", "Write a span of the run (or the race) shown as GIF, WebP or MP4"),
        ("Ctrl+Shift+E",),
    ),
    Command(
        "quit",
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        "window.close",
        QT_TRANSLATE_NOOP("MainWindow", "Quit the application"),
        ("Ctrl+Q",),
    ),
    # Edit
    Command(
        "undo",
        QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
        "controller.undo_stack.undo",
        QT_TRANSLATE_NOOP("MainWindow", "Undo the last edit"),
        (K.Undo,),
        when="controller.undo_stack.canUndo",
    ),
    Command(
        "redo",
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
        "controller.undo_stack.redo",
        QT_TRANSLATE_NOOP("MainWindow", "Redo the edit undone last"),
        (K.Redo, "Ctrl+Shift+Z", "Ctrl+Y"),
        when="controller.undo_stack.canRedo",
    ),
    Command(
        "copy",
        QT_TRANSLATE_NOOP("MainWindow", "&Copy Board"),
        "window.copy_board",
        QT_TRANSLATE_NOOP("MainWindow", "Copy the board as shown, as 81 characters"),
        (K.Copy,),
    ),
    Command(
        "paste",
        QT_TRANSLATE_NOOP("MainWindow", "&Paste Puzzle"),
        "window.paste_puzzle",
        QT_TRANSLATE_NOOP("MainWindow", "Paste a puzzle: 81 characters, or nine lines of nine"),
        (K.Paste,),
        modes=NOT_PLAYING,
    ),
    Command(
        "clear",
        QT_TRANSLATE_NOOP("MainWindow", "C&lear Puzzle"),
        "controller.editor.clear",
        QT_TRANSLATE_NOOP("MainWindow", "Empty every cell"),
        ("Ctrl+Shift+Backspace",),
        modes=NOT_PLAYING,
    ),
    Command(
        "play",
        QT_TRANSLATE_NOOP("MainWindow", "&Game Mode"),
        "controller.editor.toggle_playing",
        QT_TRANSLATE_NOOP("MainWindow", "Lock the givens; typed digits become your own (again: edit givens)"),
        ("Ctrl+G",),
        True,
    ),
    Command(
        "pencil",
        QT_TRANSLATE_NOOP("MainWindow", "Pe&ncil Mode"),
        "view.toggle_pencil",
        QT_TRANSLATE_NOOP("MainWindow", "Typed digits toggle pencil marks (Enter on the board switches)"),
        (),
        True,
    ),
    Command(
        "fill_marks",
        QT_TRANSLATE_NOOP("MainWindow", "&Fill All Candidates"),
        "controller.editor.fill_marks",
        QT_TRANSLATE_NOOP("MainWindow", "Write every candidate as your pencil marks"),
        ("Ctrl+Shift+F",),
    ),
    Command(
        "clear_marks",
        QT_TRANSLATE_NOOP("MainWindow", "Clear &Marks"),
        "controller.editor.clear_marks",
        QT_TRANSLATE_NOOP("MainWindow", "Remove every pencil mark"),
        ("Ctrl+Shift+X",),
    ),
    # View
    Command(
        "candidates",
        QT_TRANSLATE_NOOP("MainWindow", "Show &Candidates"),
        "window.refresh_marks",
        QT_TRANSLATE_NOOP("MainWindow", "Show every empty cell's pencil marks"),
        ("Ctrl+M",),
        True,
    ),
    Command(
        "mistakes",
        QT_TRANSLATE_NOOP("MainWindow", "Show &Mistakes"),
        "window.refresh_marks",
        QT_TRANSLATE_NOOP("MainWindow", "Mark your digits that differ from the solution"),
        ("Ctrl+Shift+M",),
        True,
    ),
    Command(
        "conflicts",
        QT_TRANSLATE_NOOP("MainWindow", "Show C&onflicts"),
        "window.refresh_marks",
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Tint cells that repeat a digit in a row, column or box: in the puzzle, and a solver's clash on a run's board",
        ),
        (),
        True,
    ),
    Command(
        "arrows",
        QT_TRANSLATE_NOOP("MainWindow", "Show Chain &Arrows"),
        "window.refresh_marks",
        QT_TRANSLATE_NOOP("MainWindow", "Draw a chain's links as arrows on the board"),
        ("Ctrl+Shift+A",),
        True,
    ),
    Command(
        "prev_branch",
        QT_TRANSLATE_NOOP("MainWindow", "Pre&vious Branch"),
        "view.previous_branch",
        QT_TRANSLATE_NOOP("MainWindow", "A forcing net's previous branch"),
        ("[",),
    ),
    Command(
        "next_branch",
        QT_TRANSLATE_NOOP("MainWindow", "Ne&xt Branch"),
        "view.next_branch",
        QT_TRANSLATE_NOOP("MainWindow", "A forcing net's next branch, the contradiction last"),
        ("]",),
    ),
    # Solve
    Command(
        "solve",
        QT_TRANSLATE_NOOP("MainWindow", "&Solve"),
        "controller.solve",
        QT_TRANSLATE_NOOP("MainWindow", "Start solving the board as shown, at the chosen speed"),
        ("F5",),
        when="controller.solver_idle",
    ),
    Command(
        "instant",
        QT_TRANSLATE_NOOP("MainWindow", "Solve &Instantly"),
        "controller.solve_instantly",
        QT_TRANSLATE_NOOP(
            "MainWindow", "Show the answer at once (the fast solver: no steps to watch) and whether it is the only one"
        ),
        ("Ctrl+F5",),
    ),
    Command(
        "pause",
        QT_TRANSLATE_NOOP("MainWindow", "&Play/Pause"),
        "controller.toggle_play",
        QT_TRANSLATE_NOOP("MainWindow", "Play the run from the step shown, or pause it"),
        ("Space",),
    ),
    Command(
        "step",
        QT_TRANSLATE_NOOP("MainWindow", "S&tep"),
        "controller.step_forward",
        QT_TRANSLATE_NOOP("MainWindow", "Exactly one step forward (starts a paused run)"),
        ("F10",),
    ),
    Command(
        "stop",
        QT_TRANSLATE_NOOP("MainWindow", "St&op"),
        "controller.stop",
        QT_TRANSLATE_NOOP("MainWindow", "Stop the solver; pressed again, return to the board as before the run"),
        ("Esc",),
    ),
    Command(
        "back",
        QT_TRANSLATE_NOOP("MainWindow", "Step &Back"),
        "controller.nav.step_back",
        QT_TRANSLATE_NOOP("MainWindow", "One step back"),
        ("Left",),
        modes=RUN,
    ),
    Command(
        "forward",
        QT_TRANSLATE_NOOP("MainWindow", "Step &Forward"),
        "controller.step_forward",
        QT_TRANSLATE_NOOP("MainWindow", "One step forward"),
        ("Right",),
        modes=RUN,
    ),
    Command(
        "prev_search",
        QT_TRANSLATE_NOOP("MainWindow", "Previous &Guess or Backtrack"),
        "window.previous_search",
        QT_TRANSLATE_NOOP("MainWindow", "Back to the previous guess or backtrack"),
        ("Ctrl+Left",),
        modes=RUN,
    ),
    Command(
        "next_search",
        QT_TRANSLATE_NOOP("MainWindow", "Next G&uess or Backtrack"),
        "window.next_search",
        QT_TRANSLATE_NOOP("MainWindow", "On to the next guess or backtrack"),
        ("Ctrl+Right",),
        modes=RUN,
    ),
    Command(
        "home",
        QT_TRANSLATE_NOOP("MainWindow", "First Step"),
        "controller.nav.home",
        QT_TRANSLATE_NOOP("MainWindow", "The board before the first step"),
        ("Home",),
        modes=RUN,
    ),
    Command(
        "end",
        QT_TRANSLATE_NOOP("MainWindow", "Last Step"),
        "controller.nav.end",
        QT_TRANSLATE_NOOP("MainWindow", "The board after the last step recorded"),
        ("End",),
        modes=RUN,
    ),
    Command(
        "check",
        QT_TRANSLATE_NOOP("MainWindow", "&Check Puzzle"),
        "tools.check",
        QT_TRANSLATE_NOOP("MainWindow", "Count the solutions of the board: 0, 1 or at least 2"),
        ("Ctrl+Shift+C",),
    ),
    Command(
        "hint",
        QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
        "assistant.hint",
        QT_TRANSLATE_NOOP("MainWindow", "Show the simplest logical step, without applying it"),
        ("F12",),
    ),
    Command(
        "apply",
        QT_TRANSLATE_NOOP("MainWindow", "&Apply Hint"),
        "assistant.apply",
        QT_TRANSLATE_NOOP("MainWindow", "Apply the simplest logical step (undoable)"),
        ("Shift+F12",),
        modes=NOT_PLAYING,
    ),
    Command(
        "race",
        QT_TRANSLATE_NOOP("MainWindow", "Rac&e Algorithms…"),
        "race_tools.pick_and_race",
        QT_TRANSLATE_NOOP("MainWindow", "Watch 2 to 6 algorithms solve this puzzle side by side, in step"),
        ("Ctrl+R",),
    ),
    Command(
        "divergence",
        QT_TRANSLATE_NOOP("MainWindow", "First &Divergence"),
        "race_tools.jump_divergence",
        QT_TRANSLATE_NOOP("MainWindow", "In a race: the first step where two searches guess differently"),
        ("Ctrl+D",),
        modes=RUN,
        when="controller.racing.showing",
    ),
    Command(
        "analyse",
        QT_TRANSLATE_NOOP("MainWindow", "&Analyse Puzzle…"),
        "dialogs.analyse",
        QT_TRANSLATE_NOOP(
            "MainWindow", "Why the puzzle is hard: its Sudoku Explainer rating, bottleneck, backdoors and T&E depth"
        ),
        ("Ctrl+I",),
    ),
    Command(
        "compare",
        QT_TRANSLATE_NOOP("MainWindow", "Co&mpare Algorithms…"),
        "dialogs.compare",
        QT_TRANSLATE_NOOP("MainWindow", "Run every algorithm on this puzzle and compare them"),
        ("Ctrl+K",),
    ),
    Command(
        "faster",
        QT_TRANSLATE_NOOP("MainWindow", "Faste&r"),
        "window.faster",
        QT_TRANSLATE_NOOP("MainWindow", "Animate faster"),
        ("Ctrl+=",),
    ),
    Command(
        "slower",
        QT_TRANSLATE_NOOP("MainWindow", "Slo&wer"),
        "window.slower",
        QT_TRANSLATE_NOOP("MainWindow", "Animate slower"),
        ("Ctrl+-",),
    ),
    # Help
    Command(
        "keys",
        QT_TRANSLATE_NOOP("MainWindow", "&Keys"),
        "window.show_keys",
        QT_TRANSLATE_NOOP("MainWindow", "Keyboard reference"),
        ("F1",),
    ),
    Command(
        "about",
        QT_TRANSLATE_NOOP("MainWindow", "&About"),
        "window.show_about",
        QT_TRANSLATE_NOOP("MainWindow", "About this application"),
    ),
)

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("MainWindow", "&File"),
        ("generate", "open", "@recent", "save", "save_as", "export", "export_animation", "-", "quit"),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
        ("undo", "redo", "-", "copy", "@copy_as", "paste", "clear", "-", "play", "pencil", "fill_marks", "clear_marks"),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&View"),
        (
            "candidates",
            "mistakes",
            "conflicts",
            "arrows",
            "prev_branch",
            "next_branch",
            "@layouts",
            "@panes",
            "@themes",
            "@language",
        ),
    ),
    (QT_TRANSLATE_NOOP("MainWindow", "P&uzzles"), ("analyse", "@se_rules", "-", "@puzzles")),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&Solve"),
        (
            "solve",
            "instant",
            "pause",
            "step",
            "stop",
            "-",
            "back",
            "forward",
            "prev_search",
            "next_search",
            "home",
            "end",
            "-",
            "check",
            "@check_steps",
            "hint",
            "apply",
            "race",
            "divergence",
            "compare",
            "-",
            "faster",
            "slower",
            "@algorithms",
        ),
    ),
    (QT_TRANSLATE_NOOP("MainWindow", "&Help"), ("keys", "@help", "-", "about")),
)
TOOLBAR = ("solve", "pause", "step", "stop")


def resolve(root: Any, path: str) -> Callable[[], object]:
    """The handler at dotted ``path`` from ``root`` (``window.`` means ``root`` itself)."""
    target = root
    for part in path.split("."):
        if part != "window":
            target = getattr(target, part)
    return target  # type: ignore[no-any-return]


def enabled(root: Any, cmd: Command, mode: Mode) -> bool:
    """Whether ``cmd`` is enabled in ``mode`` (``when`` is looked up from ``root``, the window)."""
    return mode in cmd.modes and (not cmd.when or bool(resolve(root, cmd.when)()))


def key_sequences(keys: tuple[Key, ...]) -> list[QKeySequence]:
    """The key sequences of ``keys`` (a standard key: the platform's main binding), each once: a
    command that must answer a key on every platform names it besides the standard key (Redo:
    Ctrl+Shift+Z where the platform's is Ctrl+Y)."""
    found: list[QKeySequence] = []
    for k in keys:
        seq = QKeySequence(k)
        if not seq.isEmpty() and seq not in found:
            found.append(seq)
    return found


def tip_with_key(tip: str, action: QAction) -> str:
    key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    return QCoreApplication.translate("MainWindow", "{tip} ({key})").format(tip=tip, key=key) if key else tip


def build_actions(window: QWidget) -> dict[str, QAction]:
    """One QAction per command, added to ``window`` (so its keys work with the menu bar hidden),
    triggering its handler (looked up when triggered, so handlers may be replaced)."""
    actions: dict[str, QAction] = {}
    for cmd in COMMANDS:
        a = QAction(QCoreApplication.translate("MainWindow", cmd.text), window)
        a.setObjectName(f"act_{cmd.name}")
        if cmd.keys:
            a.setShortcuts(key_sequences(cmd.keys))
        tip = QCoreApplication.translate("MainWindow", cmd.tip)
        a.setStatusTip(tip)
        a.setToolTip(tip_with_key(tip, a))
        a.setCheckable(cmd.checkable)
        a.triggered.connect(lambda _=False, path=cmd.handler: resolve(window, path)())
        window.addAction(a)
        actions[cmd.name] = a
    return actions
