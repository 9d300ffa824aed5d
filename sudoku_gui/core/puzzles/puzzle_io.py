"""The one reader of puzzle text: files, standard input (``-``), pasted text and arguments.

Formats: one puzzle per line (81 characters, ``1``-``9`` givens, ``0`` or ``.`` empty; the
collections' format), or puzzles drawn as nine lines of nine with optional ``|``, ``-`` and
``+`` separators, one grid after another. Everywhere: a UTF-8 or UTF-16 byte-order mark is
honoured and dropped, blank lines are skipped and ``#`` starts a comment. Lines of a file of 81-
character lines are never joined: a drawn grid is read only from lines of at most nine cells.

Files are streamed line by line, so memory stays flat however large the file is. One puzzle's
text is at most ``MAX_PUZZLE_TEXT`` characters (1 MB): a longer line or grid is an error for
that puzzle, and a longer pasted text is refused whole (``TextTooLarge``).

Bad puzzles are kept as ``PuzzleInput`` errors, in order, so a report can say which input was bad
without losing its place; a source that cannot be read at all raises ``SourceError``.
"""

from __future__ import annotations

import codecs
import io
import os
import sys
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass
from typing import IO

from ..grid import PuzzleError, Values, parse_puzzle
from .formats import LINE_FORMATS, Board, Format, parse_pm_tokens, pm_tokens

MAX_PUZZLE_TEXT = 1_000_000
"""Characters in one puzzle's text (a line, a drawn grid, a paste) before it is refused."""

_CELL_CHARS = frozenset("0123456789.")
_PUZZLE_CHARS = _CELL_CHARS | frozenset(" \t\r\n|-+*")
_BORDER_CHARS = frozenset(" |-.+:*='")  # HoDoKu closes a pencil-mark grid with '---'---'
GRID_ROWS = 9
"""Rows of a drawn grid: one that has them all without 81 cells is an error of its own, so a
missing cell never swallows the grids after it."""


@dataclass(frozen=True)
class PuzzleInput:
    """One input puzzle: its source text and either the parsed ``values`` or an ``error``
    (which names the line when the puzzle came from a file or a many-line text)."""

    source: str
    values: Values | None
    error: str | None = None
    board: Board | None = None
    """The givens with placed digits and pencil marks, for formats that carry them."""


class SourceError(Exception):
    """A source that cannot be read at all (no such file, a directory, no permission, a read
    error); the message is ready to show: ``cannot read 'X': no such file``."""


class TextTooLarge(ValueError):
    """A pasted or typed text over ``MAX_PUZZLE_TEXT`` characters."""


def _size_text(chars: int) -> str:
    return f"{chars / 1e6:.1f} MB" if chars >= 100_000 else f"{chars:,} characters"


def _too_large(chars: int) -> str:
    return f"the text is {_size_text(chars)}; one puzzle's text is at most 1 MB"


# --- decoding ------------------------------------------------------------------------------


def _encoding(head: bytes) -> str:
    """The text encoding from a file's first bytes: by byte-order mark, else UTF-16 when every
    other byte of the start is 0 (a BOM-less UTF-16 file), else UTF-8."""
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"  # the codec reads the BOM and drops it
    if len(head) >= 4 and head[1] == 0 and head[3] == 0 and head[0] and head[2]:
        return "utf-16-le"
    if len(head) >= 4 and head[0] == 0 and head[2] == 0 and head[1] and head[3]:
        return "utf-16-be"
    return "utf-8"


BINARY_HEAD = 4096
"""Bytes of a source's start looked at to tell binary data from text."""


class BinarySource(ValueError):
    """A source whose start is binary data, not text (an image, an archive, a program)."""


def _is_binary(head: bytes, encoding: str) -> bool:
    """Whether ``head`` (a source's first bytes) is binary data: a NUL character, or more than
    one character in 20 undecodable or a control character. A stray byte (a Latin-1 comment's
    accent) is text with a puzzle error in its line."""
    text = head.decode(encoding, errors="replace")
    if "\x00" in text:
        return True
    odd = sum(1 for ch in text if ch == "\ufffd" or ch == "\x7f" or (ch < " " and ch not in "\t\n\r\f\v"))
    return odd > max(2, len(text) // 20)


def text_stream(binary: IO[bytes]) -> IO[str]:
    """``binary`` decoded by ``_encoding`` (undecodable bytes become U+FFFD, so they give a
    puzzle error instead of an exception), with universal newlines.

    Raises:
        BinarySource: when its start is binary data (see ``_is_binary``).
    """
    buffered = binary if isinstance(binary, io.BufferedReader) else io.BufferedReader(binary)  # type: ignore[type-var]
    head = buffered.peek(BINARY_HEAD)[:BINARY_HEAD]
    encoding = _encoding(head[:4])
    if head and _is_binary(head, encoding):
        raise BinarySource("not a text file (it holds binary data)")
    return io.TextIOWrapper(buffered, encoding=encoding, errors="replace", newline=None)


def _lines(stream: IO[str]) -> Iterator[str | None]:
    """Lines without their ending; None for a line over ``MAX_PUZZLE_TEXT`` (read past in chunks,
    never held whole)."""
    while True:
        line = stream.readline(MAX_PUZZLE_TEXT + 1)
        if not line:
            return
        if len(line) > MAX_PUZZLE_TEXT and not line.endswith("\n"):
            while (rest := stream.readline(MAX_PUZZLE_TEXT)) and not rest.endswith("\n"):
                pass
            yield None
            continue
        yield line.rstrip("\r\n")


# --- puzzles from lines ----------------------------------------------------------------------


def _content(line: str) -> str:
    """The line without a byte-order mark, a ``#`` comment and surrounding blanks; a ``[``
    section line (``.sdk``'s ``[Puzzle]``) is empty."""
    text = line.lstrip("\ufeff").split("#", 1)[0].strip()
    return "" if text.startswith("[") else text


def _cells(text: str) -> int:
    return sum(1 for ch in text if ch in _CELL_CHARS)


def _parse(text: str, where: str) -> PuzzleInput:
    try:
        return PuzzleInput(text, parse_puzzle(text))
    except PuzzleError as e:
        return PuzzleInput(text, None, f"{where}{e}")


def _is_border(text: str) -> bool:
    """A border line of a drawn or pencil-mark grid (``------+------``, ``.---.---.``, ``*--*``)."""
    return set(text) <= _BORDER_CHARS and ("---" in text or "===" in text)


def _rich(text: str, where: str) -> PuzzleInput | None:
    """A line of a one-line format (``formats.LINE_FORMATS``: a HoDoKu library line, a
    729-character candidate line), read; None for other lines."""
    fmt = _line_format(text)
    if fmt is None or fmt.read_line is None:
        return None
    try:
        board = fmt.read_line(text)
    except PuzzleError as e:
        return PuzzleInput(text, None, f"{where}{e}")
    return PuzzleInput(text, board.givens, None, board)


def _line_format(text: str) -> Format | None:
    """The registered one-line format ``text`` is written in, or None."""
    return next((f for f in LINE_FORMATS if f.is_line is not None and f.is_line(text)), None)


def puzzles_from_lines(lines: Iterable[str | None], numbered: bool = True) -> Iterator[PuzzleInput]:
    """Every puzzle in ``lines`` (None marks an overlong line), in order, as it is read.

    A line holding more than nine cells is a puzzle of its own (81 characters, a HoDoKu library
    line or a 729-character candidate line; else an error for that line); consecutive lines of at
    most nine cells make a drawn grid, which ends when it has 81 cells; rows of whitespace-
    separated candidates make a pencil-mark grid (see ``core.puzzles.formats``). Border lines are
    skipped. ``numbered`` puts ``line N:`` before errors.
    """
    grid = _GridReader(numbered)
    for line_no, raw in enumerate(lines, start=1):
        if raw is None:
            yield from grid.flush()
            yield PuzzleInput(
                "", None, f"{grid.where(line_no)}the line is over 1 MB; one puzzle's text is at most 1 MB"
            )
            continue
        text = _content(raw)
        if not text or _is_border(text):
            continue
        rich = _rich(text, grid.where(line_no))
        tokens = pm_tokens(text) if rich is None else None
        if tokens and (grid.pm is not None or any(len(t) > 1 for t in tokens)):
            yield from grid.pencil_mark_row(text, tokens, line_no)
        elif rich is not None or _cells(text) > 9 or not set(text) <= _PUZZLE_CHARS:
            yield from grid.flush()
            yield rich if rich is not None else _parse(text, grid.where(line_no))
        else:
            yield from grid.drawn_row(text, line_no)
    yield from grid.end()


class _GridReader:
    """The grid ``puzzles_from_lines`` is reading, over several lines: a drawn grid (rows of at
    most nine cells) or a pencil-mark grid (rows of nine candidate tokens)."""

    def __init__(self, numbered: bool) -> None:
        self.numbered = numbered
        self.rows: list[str] = []  # the grid's lines so far
        self.cells = self.chars = self.start = self.drawn_rows = 0
        self.pm: list[str] | None = None  # the cell tokens of a pencil-mark grid being read

    def where(self, n: int) -> str:
        """``line n:`` before an error, when the lines are numbered."""
        return f"line {n}: " if self.numbered else ""

    def _clear(self, pm: list[str] | None = None) -> None:
        self.rows, self.cells, self.chars, self.pm = [], 0, 0, pm

    def flush(self) -> Iterator[PuzzleInput]:
        """A grid left unfinished by what comes next: its error."""
        if self.rows:
            what = (
                f"a pencil-mark grid with {len(self.pm)} cells"
                if self.pm is not None
                else f"a drawn grid with {self.cells} cells"
            )
            yield PuzzleInput("\n".join(self.rows), None, f"{self.where(self.start)}{what} (a puzzle has 81)")
            self._clear()

    def pencil_mark_row(self, text: str, tokens: list[str], line_no: int) -> Iterator[PuzzleInput]:
        """A row of candidate tokens: the puzzle once there are 81."""
        if self.pm is None:  # a pencil-mark grid starts (rows read so far may belong to it)
            earlier = [pm_tokens(line) for line in self.rows]
            if all(t is not None and len(t) == 9 for t in earlier):
                self.pm = [tok for t in earlier if t is not None for tok in t]
            else:
                yield from self.flush()
                self._clear([])
        if not self.rows:
            self.start = line_no
        self.rows.append(text)
        if len(tokens) != 9:
            yield PuzzleInput(
                text, None, f"{self.where(line_no)}a pencil-mark grid row has 9 cells, this one {len(tokens)}"
            )
            self._clear()
            return
        pm = self.pm
        assert pm is not None  # (set above)
        pm += tokens
        if len(pm) == 81:
            board = parse_pm_tokens(pm)
            yield PuzzleInput("\n".join(self.rows), board.givens, None, board)
            self._clear()

    def drawn_row(self, text: str, line_no: int) -> Iterator[PuzzleInput]:
        """A row of at most nine cells: the puzzle once there are 81 cells."""
        if not self.rows:
            self.start, self.drawn_rows = line_no, 0
        self.rows.append(text)
        cells = _cells(text)
        self.cells += cells
        self.chars += len(text) + 1
        self.drawn_rows += cells > 0
        where = self.where(self.start)
        if self.chars > MAX_PUZZLE_TEXT:
            yield PuzzleInput("", None, f"{where}{_too_large(self.chars)}")
        elif self.cells == 81:
            yield _parse("\n".join(self.rows), where)
        elif self.drawn_rows == GRID_ROWS or self.cells > 81:
            rows = f"a drawn grid of {self.drawn_rows} rows with {self.cells} cells"
            yield PuzzleInput("\n".join(self.rows), None, f"{where}{rows} (a puzzle has 81)")
        else:
            return  # the grid goes on
        self._clear(self.pm)

    def end(self) -> Iterator[PuzzleInput]:
        """The lines have ended: an unfinished grid's error."""
        if self.rows:
            cells_read = len(self.pm) if self.pm is not None else self.cells
            yield PuzzleInput(
                "\n".join(self.rows), None, f"{self.where(self.start)}a puzzle has 81 cells, this text has {cells_read}"
            )


def iter_text_puzzles(text: str) -> Iterator[PuzzleInput]:
    """The puzzles of a pasted or typed ``text`` as they are read (see ``puzzles_from_lines``);
    one error item when it holds none.

    Raises:
        TextTooLarge: when ``text`` is over ``MAX_PUZZLE_TEXT`` characters (nothing is parsed).
    """
    if len(text) > MAX_PUZZLE_TEXT:
        raise TextTooLarge(_too_large(len(text)))
    lines = text.splitlines()
    found = False
    for item in puzzles_from_lines(lines, numbered=len(lines) > 1):
        found = True
        yield item
    if not found:
        yield PuzzleInput("", None, "no puzzle found (the text is empty)")


def puzzles_from_text(text: str) -> list[PuzzleInput]:
    """Every puzzle of ``iter_text_puzzles(text)`` as a list. Raises ``TextTooLarge`` as it does."""
    if len(text) > MAX_PUZZLE_TEXT:
        raise TextTooLarge(_too_large(len(text)))
    return list(iter_text_puzzles(text))


# --- sources -----------------------------------------------------------------------------------


def _looks_like_puzzle(arg: str) -> bool:
    """Whether a command-line argument that names no file is puzzle text: no path separator, and
    mostly puzzle characters."""
    if "/" in arg or os.sep in arg or not arg.strip():
        return False
    return sum(ch in _PUZZLE_CHARS for ch in arg) >= 0.8 * len(arg)


def _looks_like_file_name(arg: str) -> bool:
    """Whether an argument that names no file and is no puzzle was meant as a file's name: a path
    separator, or an extension (``missing.txt``)."""
    tail = os.path.basename(arg)
    return "/" in arg or os.sep in arg or ("." in tail.strip(".") and tail.rsplit(".", 1)[1].isalnum())


def _has_extension(arg: str) -> bool:
    """Whether puzzle-like text ends as a file's name does, in an extension of 1-4 letters or
    digits after its only dot (``12345.678``; a puzzle's empty cells make runs of dots)."""
    stem, _, ext = os.path.basename(arg).rpartition(".")
    return bool(stem) and "." not in stem and 1 <= len(ext) <= 4 and ext.isalnum()


def _argument_puzzles(arg: str) -> list[PuzzleInput]:
    """The puzzles of puzzle-like text given as an argument. A text of one line that is not a
    puzzle gets one error that says what it is not: ``not a file, and not a puzzle: 5 cells``."""
    try:
        items = puzzles_from_text(arg)
    except TextTooLarge as e:
        return [PuzzleInput("", None, str(e))]
    if len(items) == 1 and items[0].values is None and "\n" not in arg.strip():
        cells = _cells(arg)
        if cells != 81 and set(arg) <= _PUZZLE_CHARS:
            return [PuzzleInput(arg, None, f"not a file, and not a puzzle: {cells} cells (a puzzle has 81)")]
    return items


def _os_reason(e: OSError) -> str:
    if isinstance(e, FileNotFoundError):
        return "no such file"
    if isinstance(e, IsADirectoryError):
        return "is a directory"
    if isinstance(e, PermissionError):
        return "permission denied"
    return (e.strerror or str(e)).lower()


def read_puzzles(arg: str) -> Generator[PuzzleInput, None, None]:
    """Puzzles named by a command-line argument, streamed: ``-`` for standard input, a file's
    path, or the puzzle text itself.

    Raises:
        SourceError: when ``arg`` names a file that is missing, a directory or unreadable (at
            the first ``next``, or later for an error in the middle of reading).
    """
    if arg == "-":
        yield from _stream_puzzles("standard input", sys.stdin)
        return
    if not os.path.exists(arg):
        if _looks_like_puzzle(arg):
            items = _argument_puzzles(arg)
            if len(items) == 1 and items[0].values is None and _has_extension(arg):
                # "12345.678": no puzzle (nine cells), so a file's name, and there is none
                raise SourceError(f"cannot read {arg!r}: no such file")
            yield from items
            return
        if not _looks_like_file_name(arg):
            yield PuzzleInput(arg, None, f"not a file, and not a puzzle: {len(arg)} characters")
            return
    if os.path.isdir(arg):
        raise SourceError(f"cannot read {arg!r}: is a directory")
    try:
        binary = open(arg, "rb")  # noqa: SIM115 - closed below, also when the caller stops early
    except OSError as e:
        raise SourceError(f"cannot read {arg!r}: {_os_reason(e)}") from None
    with binary:
        yield from _stream_puzzles(repr(arg), binary)


def _stream_puzzles(name: str, source: IO[bytes] | IO[str]) -> Generator[PuzzleInput, None, None]:
    """Puzzles of an open stream: bytes are decoded by ``text_stream``; a text stream without
    bytes beneath (a test's ``StringIO`` as stdin) is read as it is."""
    raw = getattr(source, "buffer", source)
    try:
        stream: IO[str] = raw if isinstance(raw, io.TextIOBase) else text_stream(raw)  # type: ignore[assignment,arg-type]
        found = False
        for item in puzzles_from_lines(_lines(stream)):
            found = True
            yield item
    except OSError as e:
        raise SourceError(f"cannot read {name}: {_os_reason(e)}") from None
    except BinarySource as e:  # one error for the whole source, not one for each of its "lines"
        yield PuzzleInput("", None, str(e))
        return
    if not found:
        yield PuzzleInput("", None, "no puzzle found (the input is empty)")


def format_of(item: PuzzleInput, path: str = "") -> str:
    """The writer (a key of ``formats.WRITERS``) whose text is nearest to the text ``item`` was
    read from (its file's ``path`` helps): the format Save As offers for a board opened from it."""
    if item.board is not None:
        fmt = _line_format(item.source)
        return fmt.name if fmt is not None else "pm"
    return "sdk" if path.lower().endswith(".sdk") or "\n" in item.source else "81"


def first_puzzle(arg: str) -> tuple[PuzzleInput | None, PuzzleInput | None, bool]:
    """(the first valid puzzle or None, the first bad one or None, whether more follow the first
    valid one), reading no further than needed. Raises ``SourceError`` as ``read_puzzles``."""
    first_bad: PuzzleInput | None = None
    items = read_puzzles(arg)
    for item in items:
        if item.values is not None:
            more = next(items, None) is not None
            items.close()
            return item, first_bad, more
        if first_bad is None:
            first_bad = item
    return None, first_bad, False
