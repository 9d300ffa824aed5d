"""Every command of the window, declared once: the menus, the toolbar and the F1 key list are
built from this table.

Each ``Command`` names its text, keys, status tip and the handler it calls, as a dotted path on
the window (``controller.solve``, ``files.save``, ``window.copy_board``); ``MENUS`` lists each
menu's commands in order, with ``-`` for a separator and ``@name`` for a submenu or a group of
entries the window fills itself (recent files, formats, themes, puzzles, algorithms, panes).
Texts are marked for translation in the ``MainWindow`` context and translated when built.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from ..core.message import QT_TRANSLATE_NOOP

K = QKeySequence.StandardKey
Key = QKeySequence.StandardKey | str


@dataclass(frozen=True)
class Command:
    """One command: ``name`` (the window's ``act_<name>``), ``text`` (with its ``&`` mnemonic),
    ``handler`` (a dotted path from the window), ``tip`` and ``keys`` (the first is shown)."""

    name: str
    text: str
    handler: str
    tip: str
    keys: tuple[Key, ...] = ()
    checkable: bool = False


def _t(text: str) -> str:
    return QT_TRANSLATE_NOOP("MainWindow", text)


COMMANDS: tuple[Command, ...] = (
    # File
    Command("generate", _t("&Generate Puzzle…"), "tools.generate", _t("A new puzzle with exactly one solution, at a chosen level"), (K.New,)),
    Command("open", _t("&Open Puzzle…"), "files.open_dialog", _t("Load a puzzle from a file (many formats)"), (K.Open,)),
    Command("save", _t("&Save"), "files.save", _t("Save the board: givens, your digits and marks"), (K.Save,)),
    Command("save_as", _t("Save &As…"), "files.save_as", _t("Save the board in a chosen format"), (K.SaveAs,)),
    Command("export", _t("&Export Solution Path…"), "window.export_path", _t("Write the steps of a solve as JSON Lines"), ("Ctrl+E",)),
    Command("quit", _t("&Quit"), "window.close", _t("Quit the application"), ("Ctrl+Q",)),
    # Edit
    Command("undo", _t("&Undo"), "controller.undo_stack.undo", _t("Undo the last edit"), (K.Undo,)),
    Command("redo", _t("&Redo"), "controller.undo_stack.redo", _t("Redo the edit undone last"), (K.Redo, "Ctrl+Y")),
    Command("copy", _t("&Copy Board"), "window.copy_board", _t("Copy the board as shown, as 81 characters"), (K.Copy,)),
    Command("paste", _t("&Paste Puzzle"), "window.paste_puzzle", _t("Paste a puzzle: 81 characters, or nine lines of nine"), (K.Paste,)),
    Command("clear", _t("C&lear Puzzle"), "controller.clear", _t("Empty every cell"), ("Ctrl+Shift+Backspace",)),
    Command("play", _t("Start Pla&ying"), "controller.toggle_playing", _t("Lock the givens; typed digits become your own (again: edit givens)"), ("Ctrl+G",), True),
    Command("pencil", _t("Pe&ncil Mode"), "window.toggle_pencil", _t("Typed digits toggle pencil marks (Enter on the board switches)"), (), True),
    Command("fill_marks", _t("&Fill All Candidates"), "controller.fill_marks", _t("Write every candidate as your pencil marks"), ("Ctrl+Shift+F",)),
    Command("clear_marks", _t("Clear &Marks"), "controller.clear_marks", _t("Remove every pencil mark"), ("Ctrl+Shift+X",)),
    # View
    Command("candidates", _t("Show &Candidates"), "window.refresh_marks", _t("Show every empty cell's pencil marks"), ("Ctrl+M",), True),
    Command("mistakes", _t("Show &Mistakes"), "window.refresh_marks", _t("Mark your digits that differ from the solution"), ("Ctrl+Shift+M",), True),
    Command("conflicts", _t("Show C&onflicts"), "window.refresh_marks", _t("Tint cells that repeat a digit in a row, column or box"), (), True),
    # Solve
    Command("solve", _t("&Solve"), "controller.solve", _t("Start solving the board as shown, at the chosen speed"), ("F5",)),
    Command("instant", _t("Solve &Instantly"), "controller.solve_instantly", _t("Show the answer at once (the fast solver: no steps to watch) and whether it is the only one"), ("Ctrl+F5",)),
    Command("pause", _t("&Play/Pause"), "controller.toggle_play", _t("Play the run from the step shown, or pause it"), ("Space",)),
    Command("step", _t("S&tep"), "controller.step_forward", _t("Exactly one step forward (starts a paused run)"), ("F10",)),
    Command("stop", _t("St&op"), "controller.stop", _t("Stop the solver; pressed again, return to the board as before the run"), ("Esc",)),
    Command("back", _t("Step &Back"), "controller.step_back", _t("One step back"), ("Left",)),
    Command("forward", _t("Step &Forward"), "controller.step_forward", _t("One step forward"), ("Right",)),
    Command("prev_search", _t("Previous &Guess or Backtrack"), "window.previous_search", _t("Back to the previous guess or backtrack"), ("Ctrl+Left",)),
    Command("next_search", _t("Next G&uess or Backtrack"), "window.next_search", _t("On to the next guess or backtrack"), ("Ctrl+Right",)),
    Command("home", _t("First Step"), "controller.home", _t("The board before the first step"), ("Home",)),
    Command("end", _t("Last Step"), "controller.end", _t("The board after the last step recorded"), ("End",)),
    Command("check", _t("&Check Puzzle"), "tools.check", _t("Count the solutions of the board: 0, 1 or at least 2"), ("Ctrl+Shift+C",)),
    Command("hint", _t("&Hint"), "assistant.hint", _t("Show the simplest logical step, without applying it"), ("F12",)),
    Command("apply", _t("&Apply Hint"), "assistant.apply", _t("Apply the simplest logical step (undoable)"), ("Shift+F12",)),
    Command("compare", _t("Co&mpare Algorithms…"), "window.compare", _t("Run every algorithm on this puzzle and compare them"), ("Ctrl+K",)),
    Command("faster", _t("Faste&r"), "window.faster", _t("Animate faster"), ("Ctrl+=",)),
    Command("slower", _t("Slo&wer"), "window.slower", _t("Animate slower"), ("Ctrl+-",)),
    # Help
    Command("keys", _t("&Keys"), "window.show_keys", _t("Keyboard reference"), ("F1",)),
    Command("about", _t("&About"), "window.show_about", _t("About this application")),
)

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (_t("&File"), ("generate", "open", "@recent", "save", "save_as", "export", "-", "quit")),
    (_t("&Edit"), ("undo", "redo", "-", "copy", "@copy_as", "paste", "clear", "-", "play", "pencil", "fill_marks", "clear_marks")),
    (_t("&View"), ("candidates", "mistakes", "conflicts", "@panes", "@themes", "@language")),
    (_t("P&uzzles"), ("@puzzles",)),
    (
        _t("&Solve"),
        ("solve", "instant", "pause", "step", "stop", "-", "back", "forward", "prev_search", "next_search", "home", "end",
         "-", "check", "hint", "apply", "compare", "-", "faster", "slower", "@algorithms"),
    ),
    (_t("&Help"), ("keys", "about")),
)
TOOLBAR = ("solve", "pause", "step", "stop")


def resolve(root: Any, path: str) -> Callable[[], object]:
    """The handler at dotted ``path`` from ``root`` (``window.`` means ``root`` itself)."""
    target = root
    for part in path.split("."):
        if part != "window":
            target = getattr(target, part)
    return target  # type: ignore[no-any-return]


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
            a.setShortcuts([QKeySequence(k) for k in cmd.keys])
        tip = QCoreApplication.translate("MainWindow", cmd.tip)
        a.setStatusTip(tip)
        a.setToolTip(tip_with_key(tip, a))
        a.setCheckable(cmd.checkable)
        a.triggered.connect(lambda _=False, path=cmd.handler: resolve(window, path)())
        window.addAction(a)
        actions[cmd.name] = a
    return actions


def build_menus(
    bar: QMenuBar, actions: dict[str, QAction], special: dict[str, Callable[[QMenu], None]], owner: QObject
) -> None:
    """The menu bar from ``MENUS``; ``special["name"](menu)`` fills each ``@name`` entry."""
    for title, items in MENUS:
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", title))
        for item in items:
            if item == "-":
                menu.addSeparator()
            elif item.startswith("@"):
                special[item[1:]](menu)
            else:
                menu.addAction(actions[item])
