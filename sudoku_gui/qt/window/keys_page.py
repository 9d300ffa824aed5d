"""The keys reference, from the command table (``commands/``): F1's rows, read from the window's
actions in menu order and translated, and the documentation's keys page (``keys_markdown``:
every command's menu path, keys and where it is enabled, in English; no window needed, written
to ``docs/keys.md`` by ``resources/make_keys_page.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from ...core.message import QT_TRANSLATE_NOOP
from ..command_types import ALWAYS, MODE_WORDS, Command, Key, Menu, where_enabled
from ..commands import COMMANDS, ROWS
from ..panes import PANES
from .layouts import LAYOUTS
from .layouts import MENU_TEXT as LAYOUT_MENU
from .window_helpers import ENGLISH, plain_name

_tr = QCoreApplication.translate
NO_KEY = "—"

BOARD_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Arrows, click"), QT_TRANSLATE_NOOP("Keys", "select a cell")),
    (
        QT_TRANSLATE_NOOP("Keys", "1-9"),
        QT_TRANSLATE_NOOP("Keys", "enter a digit: a given while editing, your own digit in a game (Ctrl+G)"),
    ),
    (QT_TRANSLATE_NOOP("Keys", "Shift+1-9, right-click"), QT_TRANSLATE_NOOP("Keys", "add or remove a pencil mark")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"), QT_TRANSLATE_NOOP("Keys", "pencil mode on or off: typed digits toggle marks")),
    (QT_TRANSLATE_NOOP("Keys", "0, Delete, Backspace"), QT_TRANSLATE_NOOP("Keys", "clear the cell")),
    (
        QT_TRANSLATE_NOOP("Keys", "Digit pad"),
        QT_TRANSLATE_NOOP("Keys", "pick a digit (or the eraser), then click cells; a picked digit is highlighted"),
    ),
    (QT_TRANSLATE_NOOP("Keys", "Drop a file"), QT_TRANSLATE_NOOP("Keys", "open it")),
)
"""Keys of the board itself (the menus' keys are read from their actions)."""

TREE_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Up / Down"), QT_TRANSLATE_NOOP("Keys", "Search tree: the parent / the first child")),
    (QT_TRANSLATE_NOOP("Keys", "Left / Right"), QT_TRANSLATE_NOOP("Keys", "Search tree: the previous / next sibling")),
    (QT_TRANSLATE_NOOP("Keys", "Home / End"), QT_TRANSLATE_NOOP("Keys", "Search tree: the root / the last node")),
    (
        QT_TRANSLATE_NOOP("Keys", "Enter"),
        QT_TRANSLATE_NOOP("Keys", "Search tree: show on the board why the selected leaf failed"),
    ),
    (QT_TRANSLATE_NOOP("Keys", "+ / -, wheel"), QT_TRANSLATE_NOOP("Keys", "Search tree: zoom in / out")),
    (QT_TRANSLATE_NOOP("Keys", "0"), QT_TRANSLATE_NOOP("Keys", "Search tree: fit the tree to the pane")),
)
"""Keys of the Search Tree pane while it has the keyboard (``tree_view``, ``panes/search_tree``)."""


def command_rows(actions: Sequence[QAction]) -> list[tuple[str, str, str]]:
    """F1's rows: (keys, what they do, the same in English), translated: the board's keys, the
    search tree's, then every action that has a shortcut, in menu order, so the list cannot miss
    one, then every named command without a key (``act_*``: Check Steps, Load Your Own
    Algorithm's entries...; their keys ``NO_KEY``), so that a search finds a command by its name
    or tip in the window's language or in English.

    An action is named by its menu entry as declared (``actions.COMMANDS``), not by its text of
    the moment (Undo's names the edit it undoes); keys are written as on the keyboard
    (``Backspace``, not Qt's translation of it)."""
    return _rows(actions, keyless=True)


def _rows(actions: Sequence[QAction], keyless: bool) -> list[tuple[str, str, str]]:
    declared = {f"act_{cmd.name}": (cmd.text, cmd.tip) for cmd in COMMANDS}
    rows = [(_tr("Keys", k), _tr("Keys", what), f"{k}: {what}") for k, what in (*BOARD_KEYS, *TREE_KEYS)]
    without: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for a in actions:
        portable = QKeySequence.SequenceFormat.PortableText
        keys = " / ".join(k.toString(portable) for k in a.shortcuts() if not k.isEmpty())
        text, tip = declared.get(a.objectName(), ("", ""))
        name = plain_name(_tr("MainWindow", text) if text else a.text())
        if name in seen or not (keys or keyless and a.objectName().startswith("act_")):
            continue
        seen.add(name)
        what = QCoreApplication.translate("Keys", "{name}: {tip}").format(name=name, tip=a.statusTip() or a.toolTip())
        english = f"{plain_name(text)}: {tip}" if text else str(a.property(ENGLISH) or "")
        (rows if keys else without).append((keys or NO_KEY, what, english))
    return rows + without


K = QKeySequence.StandardKey
STANDARD_KEYS: dict[QKeySequence.StandardKey, str] = {
    K.New: "Ctrl+N",
    K.Open: "Ctrl+O",
    K.Save: "Ctrl+S",
    K.SaveAs: "Ctrl+Shift+S",
    K.Undo: "Ctrl+Z",
    K.Redo: "Ctrl+Shift+Z",
    K.Copy: "Ctrl+C",
    K.Paste: "Ctrl+V",
}
"""How the keys page writes a standard key: its binding on Linux (the window shows the platform's)."""
PAGE_HEAD = """# Keys

<!-- Made from the command table (sudoku_gui/qt/commands/) by resources/make_keys_page.py: do not edit. -->

Every command of the window: where it is in the menus, its keys, and when it can be used
(*always*; *unless a run is playing*: while editing, or with a run paused or over; *while a run
or a race is shown*). Help > Keys (F1) lists the same keys in the window's language and finds
one as you type. The keys are as on Linux: on macOS, Ctrl is the Command key; Windows has no key
for Save As.
"""


def keys_markdown() -> str:
    """The keys page in Markdown: the board's and the search tree's keys, then a table for each
    menu of the menu bar, a row for each command (and each keyed entry of the panes and layouts
    lists): its menu path, keys, where it is enabled and what it does."""
    parts = [PAGE_HEAD]
    for title, pairs in (("On the board", BOARD_KEYS), ("In the search tree", TREE_KEYS)):
        parts.append(f"\n## {title}\n\n| Keys | What they do |\n| --- | --- |\n")
        parts.extend(f"| {_cell(k)} | {_cell(what)} |\n" for k, what in pairs)
    top: Menu | None = None
    for row in ROWS:
        menu = _top(row.group.menu)
        if menu is not top:
            top = menu
            parts.append(f"\n## {plain_name(menu.title)}\n\n")
            parts.append("| Command | Keys | Enabled | What it does |\n| --- | --- | --- | --- |\n")
        path = _path(row.group.menu)
        if isinstance(row, Command):
            entries = [(f"{path} > {plain_name(row.text)}", row.keys, where_enabled(row), row.tip)]
        else:
            entries = [(f"{path} > {name}", keys, MODE_WORDS[ALWAYS], tip) for name, keys, tip in _listed(row.name)]
        for name, keys, where, tip in entries:
            parts.append(f"| {_cell(name)} | {_keys(keys)} | {where} | {_cell(tip)} |\n")
    return "".join(parts)


def _top(menu: Menu) -> Menu:
    return menu if menu.parent is None else _top(menu.parent.menu)


def _path(menu: Menu) -> str:
    """``menu``'s path from the menu bar: ``Solve > Load Your Own Algorithm``."""
    name = plain_name(menu.title)
    return name if menu.parent is None else f"{_path(menu.parent.menu)} > {name}"


def _listed(name: str) -> list[tuple[str, tuple[Key, ...], str]]:
    """(name, keys, tip) of each entry with a key that the ``Entries`` row ``name`` lists."""
    if name == "panes":
        return [(plain_name(p.menu_text()), (p.shortcut,), p.tip()) for p in PANES if p.shortcut]
    if name == "layouts":
        return [(f"{plain_name(LAYOUT_MENU)} > {plain_name(text)}", (key,), tip) for _n, text, tip, key in LAYOUTS]
    return []


def _keys(keys: tuple[Key, ...]) -> str:
    """``keys`` as the keys page writes them: each once, in code spans."""
    written = [STANDARD_KEYS[k] if isinstance(k, QKeySequence.StandardKey) else k for k in keys]
    return ", ".join(f"`{k}`" for k in dict.fromkeys(written))


def _cell(text: str) -> str:
    """``text`` in a Markdown table's cell."""
    return text.replace("|", "\\|")
