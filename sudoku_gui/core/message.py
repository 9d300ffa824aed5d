"""Messages a viewer can say in any language: English text that remembers how it was built.

A step's ``text`` is a ``Message``. It *is* the English sentence (a ``str``: the command line,
the trace and the tests use it as it is), and it also keeps its English template and the data
that filled it: cells, units, digits, candidates, a technique's name. A viewer says it again in
another language with ``say(text, lookup)``: the template and every name go through ``tr`` and are
filled with the same data, so nothing is translated from finished English sentences.

Templates use ``str.format`` fields named after what they hold (see ``render_arg``). They are
marked with ``QT_TRANSLATE_NOOP(context, text)``, which does nothing here; Qt's ``lupdate``
finds the marks in the source and collects the templates into the .ts files, so core never
imports Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .candidates import format_digits

Translate = Callable[[str, str], str]
"""``lookup(context, source_text) -> text`` (``QCoreApplication.translate`` in the window)."""


def cell_name(cell: int) -> str:
    """``r3c4`` style name of a cell 0..80 (1-based row and column). Here, not in grid.py, so
    that grid's messages can be built without an import circle; grid.py re-exports it."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


def cells_text(cells: Sequence[int]) -> str:
    """Comma-separated cell names: ``r1c1, r1c5``."""
    return ", ".join(cell_name(c) for c in cells)


STEPS = "steps"
"""The translation context of step templates."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


def english(context: str, text: str) -> str:
    """The identity translation."""
    return text


_UNIT_TEMPLATES = (
    QT_TRANSLATE_NOOP("grid", "row {n}"),
    QT_TRANSLATE_NOOP("grid", "column {n}"),
    QT_TRANSLATE_NOOP("grid", "box {n}"),
)
_LINES_TEMPLATES = (
    QT_TRANSLATE_NOOP("grid", "rows {list}"),
    QT_TRANSLATE_NOOP("grid", "columns {list}"),
    QT_TRANSLATE_NOOP("grid", "boxes {list}"),
)
_AND = QT_TRANSLATE_NOOP("grid", " and ")
_REMOVE = QT_TRANSLATE_NOOP("steps", "remove {parts}")
_FROM = QT_TRANSLATE_NOOP("steps", "{digit} from {cells}")
_SEPARATOR = QT_TRANSLATE_NOOP("steps", "; ")


_MADE_LIMIT = 65_536
_made: dict[tuple[str, tuple[tuple[str, Any], ...]], Message] = {}
"""Messages already built, by template and data: searches say the same few thousand sentences
("Try r1c1 = 5, depth 3") millions of times, and a message is immutable, so one object serves."""


class Message(str):
    """English text (the ``str`` value) plus ``template`` and ``args`` to say it again.

    ``Message(template, **args)``: ``template`` is English with ``{field}`` names; ``args``
    give each field's data (see ``render_arg`` for how a field's name decides its rendering).
    Equal English text means equal messages (``str`` equality and hash).
    """

    template: str
    args: tuple[tuple[str, Any], ...]

    def __new__(cls, template: str, /, **args: Any) -> Message:
        pairs = tuple(args.items())
        key: tuple[str, tuple[tuple[str, Any], ...]] | None = (template, pairs)
        try:
            return _made[key]  # type: ignore[index]
        except KeyError:
            pass
        except TypeError:  # a list among the data: not cached
            key = None
        obj = super().__new__(cls, fill(template, pairs, english))
        obj.template = template
        obj.args = pairs
        if key is not None:
            if len(_made) >= _MADE_LIMIT:
                _made.clear()
            _made[key] = obj
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.template, self.args))

    def say(self, lookup: Translate) -> str:
        """This message in the language of ``tr``; English when the translation is unusable."""
        try:
            return fill(lookup(STEPS, self.template), self.args, lookup)
        except (KeyError, IndexError, ValueError):  # a translation with a broken field
            return str(self)


def _rebuild(template: str, args: tuple[tuple[str, Any], ...]) -> Message:
    return Message(template, **dict(args))


def say(text: str, lookup: Translate) -> str:
    """``text`` in the language of ``tr``: a ``Message`` is rebuilt; plain text is looked up
    as a step template (a fixed sentence such as "Solved"), else kept."""
    if isinstance(text, Message):
        return text.say(lookup)
    return lookup(STEPS, text)


def fill(template: str, args: Sequence[tuple[str, Any]], lookup: Translate) -> str:
    """``template`` filled with ``args``, each rendered by ``render_arg``."""
    if not args:
        return template
    return template.format(**{key: render_arg(key, value, lookup) for key, value in args})


def render_arg(key: str, value: Any, lookup: Translate) -> str:
    """One field, by its name without trailing digits (``cell2`` renders as ``cell``):

    - ``cell``: a cell index, ``r3c4``; ``cells``: cell indexes, ``r1c1, r1c5``;
    - ``unit``: a unit index 0..26, ``row 3`` / ``column 4`` / ``box 5``; ``unitcap``: the same
      capitalised (``Row 3``, for the start of a sentence); ``units``: several, ``row 3, box 1``;
      ``houses``: several, ``row 3 and box 1``; ``lines``: units of one kind, ``rows 1, 5``;
    - ``path``: cells in order, ``r1c1-r1c5-r3c5``; ``list``: numbers, ``1, 4, 7``;
    - ``digits``: a 9-bit mask, ``{2,7}``;
    - ``elims``: ``(cell, digit)`` candidates, ``remove 2 from r3c4; 7 from r3c6``;
    - ``technique``: a technique's name (translated in context ``technique``); ``level``: a
      difficulty level's name (context ``level``);
    - ``msg``: another message (or a fixed sentence), said in the same language;
    - anything else (``digit``, ``depth``, ``n``, a chain in Eureka notation...): ``str(value)``.
    """
    kind = key.rstrip("0123456789")
    if kind == "cell":
        return cell_name(value)
    if kind == "cells":
        return cells_text(value)
    if kind == "unit":
        return unit_text(value, lookup)
    if kind == "unitcap":
        text = unit_text(value, lookup)
        return text[:1].upper() + text[1:]
    if kind == "units":
        return ", ".join(unit_text(u, lookup) for u in value)
    if kind == "houses":
        return lookup("grid", _AND).join(unit_text(u, lookup) for u in value)
    if kind == "lines":
        return lookup("grid", _LINES_TEMPLATES[value[0] // 9]).format(list=", ".join(str(u % 9 + 1) for u in value))
    if kind == "path":
        return "-".join(cell_name(c) for c in value)
    if kind == "list":
        return ", ".join(str(v) for v in value)
    if kind == "digits":
        return format_digits(value)
    if kind == "elims":
        return eliminations_text(value, lookup)
    if kind == "technique":
        return lookup("technique", value)
    if kind == "level":
        return lookup("level", value)
    if kind == "msg":
        return say(value, lookup)
    return str(value)


def unit_text(unit: int, lookup: Translate = english) -> str:
    """``row 3``, ``column 4`` or ``box 5`` (1-based) for a unit index 0..26, translated."""
    return lookup("grid", _UNIT_TEMPLATES[unit // 9]).format(n=unit % 9 + 1)


def eliminations_text(eliminations: Sequence[tuple[int, int]], lookup: Translate = english) -> str:
    """Removed candidates grouped by digit: ``remove 2 from r3c4, r3c6; 7 from r3c6``."""
    by_digit: dict[int, list[int]] = {}
    for cell, digit in eliminations:
        by_digit.setdefault(digit, []).append(cell)
    from_ = lookup(STEPS, _FROM)
    parts = [from_.format(digit=d, cells=cells_text(sorted(cells))) for d, cells in sorted(by_digit.items())]
    return lookup(STEPS, _REMOVE).format(parts=lookup(STEPS, _SEPARATOR).join(parts))
