"""Edit > Paste Puzzle: the clipboard's text through the one puzzle reader, marks included."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.puzzles.formats import Board
from ...core.puzzles.puzzle_io import TextTooLarge, iter_text_puzzles
from .. import i18n
from ..controller import Controller


def paste_text(controller: Controller, text: str) -> tuple[str, bool]:
    """Load the first puzzle of ``text`` (with its placed digits and marks when its format holds
    them: a pencil-mark grid, a HoDoKu line, a 729-character line); returns the status line to
    show ("" when the controller said it) and whether it is an error. Reads no further than the
    first puzzle, so a large paste (up to the reader's 1 MB cap) never stalls the window."""
    if not text.strip():
        return QCoreApplication.translate("MainWindow", "Nothing to paste: the clipboard holds no text."), True
    try:
        items = iter_text_puzzles(text)
        first_bad = good = None
        for item in items:
            if item.values is not None:
                good = item
                break
            first_bad = first_bad or item
    except TextTooLarge as e:
        return QCoreApplication.translate(
            "MainWindow", "Not pasted, the board is unchanged: {e} (open a large file with File > Open)."
        ).format(e=e), True
    if good is None or good.values is None:
        error = (
            i18n.speak(first_bad.error or "")
            if first_bad is not None
            else QCoreApplication.translate("MainWindow", "no puzzle found")
        )
        return QCoreApplication.translate("MainWindow", "Not pasted, the board is unchanged: {error}.").format(
            error=error
        ), True
    board = good.board if good.board is not None else Board(good.values)
    if (
        controller.editor.load_board(board, QCoreApplication.translate("MainWindow", "Paste puzzle"))
        and next(items, None) is not None
    ):
        return QCoreApplication.translate("MainWindow", "Pasted the first puzzle of the text (it holds more)."), False
    return "", False
