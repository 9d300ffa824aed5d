"""What the window says about an edit: its undo entry's name and the status line after a load."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.document import Document
from ...core.grid import cell_name, find_conflicts
from .. import i18n


def edit_text(cell: int, digit: int, playing: bool) -> str:
    """The undo entry of typing ``digit`` (0: clearing) in ``cell``."""
    if not digit:
        return QCoreApplication.translate("Controller", "Clear {value}").format(value=cell_name(cell))
    if playing:
        #: An undo entry (Edit > Undo "..."): the player typed a digit in a cell.
        return QCoreApplication.translate("Controller", "{cell} = {digit} (yours)").format(
            cell=cell_name(cell), digit=digit
        )
    #: An undo entry (Edit > Undo "..."): a given typed in a cell.
    return QCoreApplication.translate("Controller", "{cell} = {digit}").format(cell=cell_name(cell), digit=digit)


def load_text(doc: Document) -> tuple[str, bool]:
    """The status line after loading ``doc`` (and whether it is an error: conflicting givens)."""
    givens = sum(1 for v in doc.givens if v)
    conflicts = find_conflicts(doc.values)
    if conflicts:
        return (
            QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens. Conflict: {conflict}.").format(
                givens=givens, conflict=i18n.speak(conflicts[0].message())
            ),
            True,
        )
    placed = sum(1 for g, v in zip(doc.givens, doc.values, strict=True) if v and not g)
    marks = doc.candidates is not None
    if placed and marks:
        text = QCoreApplication.translate(
            "Controller", "Puzzle loaded: {givens} givens, {placed} placed, pencil marks."
        )
    elif placed:
        text = QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens, {placed} placed.")
    elif marks:
        text = QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens, pencil marks.")
    else:
        text = QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens.")
    return text.format(givens=givens, placed=placed), False
