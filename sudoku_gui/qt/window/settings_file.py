"""The settings file, checked before Qt reads it (issue 34).

Qt's INI reader rebuilds a value written ``@Variant(...)`` or ``@DateTime(...)`` by deserialising
it, and PySide6 deserialises its own type (``PySide::PyObjectWrapper``, what a Python object
given to ``setValue`` becomes) with ``pickle``: a crafted value runs its payload as soon as Qt
parses the file's section, which any ``value``, ``allKeys`` or ``sync`` call does, before the
caller could look at the type. So the file is read here first, by Qt's own rules (how a logical
line ends: quotes, backslashes, comments; how a value unescapes and splits into a list), and an
entry whose value, or an item of its list, Qt would turn into anything but text, bytes
(``@ByteArray(...)``, the window's geometry) or nothing (``@Invalid()``) is removed from the
file before a ``QSettings`` opens it. The app itself stores text, numbers, booleans, lists of
text and the window's geometry bytes only: nothing it wrote is ever removed.

Plain Python, no Qt: the tests compare it with Qt's own reading of crafted files.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from dataclasses import dataclass

_SPACE = b" \t\r\n"
_SPECIAL = b'\n\r";=\\'
_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "?": "?",
    "'": "'",
    "\\": "\\",
}
_HEX = "0123456789abcdefABCDEF"
_OCT = "01234567"
_PLAIN_MARKS = ("@@", "@ByteArray(", "@String(")
"""What a value may start with after its ``@`` and still be text or bytes (``@@x`` is the text
``@x``); anything else beginning with one ``@`` Qt may rebuild as an object, and is refused."""


@dataclass(frozen=True)
class Entry:
    """One ``key=value`` of the file: ``key`` as Qt names it (``section/key``, for messages),
    ``start``/``end`` its bytes in the file, ``values`` what Qt unescapes the value to (one
    string, or the items of a list)."""

    key: str
    start: int
    end: int
    values: tuple[str, ...]

    @property
    def plain(self) -> bool:
        """True when Qt reads the value as text, a list of texts, bytes or nothing."""
        return all(_plain(v) for v in self.values)


def _plain(value: str) -> bool:
    value = value.lstrip("\ufffd\ufeff")  # where bad UTF-8 or a mark was, Qt may have nothing
    if not value.startswith("@") or value == "@Invalid()":
        return True
    return value.startswith(_PLAIN_MARKS) and (value.startswith("@@") or value.endswith(")"))


def _line_end(data: bytes, start: int) -> tuple[int, int, int]:
    """Qt's next logical line from ``start``: (its first byte, the byte after it, the offset of
    its ``=`` or -1). A line continues past a newline inside quotes or after a backslash; a
    ``;`` starts a comment at a line's start, and ends the line elsewhere (outside quotes)."""
    n = len(data)
    while start < n and data[start] in _SPACE:
        start += 1
    i, equals, quoted = start, -1, False
    while i < n:
        ch = data[i]
        if ch not in _SPECIAL:
            i += 1
            continue
        i += 1
        if ch == 0x3D:  # =
            if not quoted and equals < 0:
                equals = i - 1
        elif ch in (0x0A, 0x0D):
            if i == start + 1:
                start += 1  # an empty line
            elif not quoted:
                return start, i - 1, equals
        elif ch == 0x5C:  # a backslash takes the next byte (and a CR LF or LF CR pair) with it
            if i < n:
                first = data[i]
                i += 1
                if i < n and {first, data[i]} == {0x0A, 0x0D}:
                    i += 1
        elif ch == 0x22:  # "
            quoted = not quoted
        elif i == start + 1:  # a ; at the line's start: a comment to the end of the physical line
            while i < n and data[i] not in (0x0A, 0x0D):
                i += 1
            while i < n and data[i] in _SPACE:
                i += 1
            start = i
        elif not quoted:
            return start, i - 1, equals
    return start, i, equals


def _lines(data: bytes) -> Iterator[tuple[int, int, int]]:
    pos = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    while True:
        start, end, equals = _line_end(data, pos)
        if end <= start:
            return
        yield start, end, equals
        pos = end


def unescape(value: bytes) -> tuple[str, ...]:
    """What Qt makes of an INI value: one string, or the items of a comma-separated list
    (quotes keep commas and spaces; backslash escapes, ``\\x`` hex and octal ones included)."""
    decoder = codecs.getincrementaldecoder("utf-8-sig")(errors="replace")  # as Qt's: stateful, an initial BOM dropped
    items: list[str] = []
    text = ""
    is_list = quoted = item_quoted = False
    i, n = 0, len(value)
    chop = 0  # trailing spaces past this many characters are dropped where an item ends

    def skip_spaces() -> None:
        nonlocal i
        while i < n and value[i] in b" \t":
            i += 1

    def chopped() -> str:
        return text[: max(len(text.rstrip(" \t")), chop)]

    skip_spaces()
    while i < n:
        ch = value[i]
        if ch == 0x5C:  # backslash
            escaped, i, stop = _escape(value, i + 1)
            text += escaped
            if stop:
                break  # Qt stops here: nothing chopped
            chop = len(text)
        elif ch == 0x22:  # "
            i += 1
            item_quoted, quoted = True, not quoted
            if not quoted:
                skip_spaces()
                chop = len(text)
        elif ch == 0x2C and not quoted:  # ,
            is_list = True
            items.append(text if item_quoted else chopped())
            text, item_quoted, chop = "", False, 0
            i += 1
            skip_spaces()
        else:
            j = i + 1
            while j < n and value[j] not in b'\\",':
                j += 1
            text += decoder.decode(value[i:j])
            i = j
    else:
        if not item_quoted:
            text = chopped()
    return (*items, text) if is_list else (text,)


def _escape(value: bytes, i: int) -> tuple[str, int, bool]:
    """The escape whose backslash is just before ``value[i]``: (the text it stands for, where
    reading goes on, whether Qt stops reading the value there)."""
    n = len(value)
    if i >= n:
        return "", i, True
    code = chr(value[i])
    i += 1
    if code in _ESCAPES:
        return _ESCAPES[code], i, False
    if (code == "x" and i < n and chr(value[i]) in _HEX) or code in _OCT:
        digits, base, number = (_HEX, 16, 0) if code == "x" else (_OCT, 8, int(code))
        while i < n and chr(value[i]) in digits:
            number = (number * base + int(chr(value[i]), 16)) & 0xFFFF  # Qt's char16_t
            i += 1
        return chr(number), i, i >= n
    if code == "x" and i >= n:
        return "", i, True
    if code in "\n\r" and i < n and chr(value[i]) in "\n\r" and chr(value[i]) != code:
        i += 1  # an escaped line break of two characters
    return "", i, False


def _key(raw: bytes) -> str:
    """A key or section name as Qt reads it: ``\\`` is ``/``; ``%XX`` and ``%UXXXX`` are the
    character of that hex code (as QString::toUShort reads the digits), else ``%`` itself."""
    text = raw.strip().decode("utf-8", "replace").removeprefix("\ufeff")  # Qt drops one byte-order mark
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            out.append("/")
        elif ch == "%" and i < len(text) - 1:
            first = i + 2 if text[i + 1] == "U" else i + 1
            width = 4 if first == i + 2 else 2
            code = _ushort(text[first : first + width]) if first + width <= len(text) else None
            if code is not None:
                out.append(chr(code))
                i = first + width
                continue
            out.append("%")
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def _ushort(digits: str) -> int | None:
    """``digits`` read as Qt's toUShort(base 16) reads them (spaces around, a ``+``, a ``0x``), or None."""
    text = digits.strip(" \t\n\r\v\f").removeprefix("+")
    if text[:2] in ("0x", "0X"):
        text = text[2:]
    if not text or any(c not in "0123456789abcdefABCDEF" for c in text):
        return None
    return int(text, 16)


def entries(data: bytes) -> list[Entry]:
    """Every ``key=value`` of the INI text ``data``, as Qt reads them (see the module text)."""
    found: list[Entry] = []
    section = ""
    for start, end, equals in _lines(data):
        line = data[start:end]
        if line.startswith(b"["):
            name = _key(line[1:].split(b"]", 1)[0])
            section = "" if name.lower() == "general" else f"{name}/"
        elif equals >= 0:
            found.append(Entry(section + _key(data[start:equals]), start, end, unescape(data[equals + 1 : end])))
    return found


def without_unsafe(data: bytes) -> tuple[bytes, list[str]]:
    """``data`` with every entry Qt would rebuild as an object removed, and those entries' keys."""
    removed: list[str] = []
    for _ in range(8):  # a removal never creates a new entry; the passes only make sure
        bad = [e for e in entries(data) if not e.plain]
        if not bad:
            return data, removed
        for e in reversed(bad):
            data = data[: e.start] + data[e.end :]
        removed += [e.key for e in bad if e.key not in removed]
    raise ValueError("the settings file keeps values that cannot be removed")
