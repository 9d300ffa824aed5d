"""Help > Keys (F1): every key and command (``keys_page.command_rows``) in a table that fits the
screen, scrolls, and filters as you type (any case, in the window's language or in English).

A message box grew with its text (1,224 px at the default font: its OK button off a 768-px
screen); this dialog is at most ``SCREEN_SHARE`` of the screen's height and scrolls the rest.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

SCREEN_SHARE = 0.8
"""The dialog's largest height, as a share of the screen's available height."""
WIDTH = 720
"""Preferred width (px), shrunk to 90% of a narrower screen."""


class KeysDialog(QDialog):
    """The keys reference: ``rows`` of (keys, what they do, the same in English), a search box
    above them that finds a row by any of the three."""

    def __init__(self, rows: Sequence[tuple[str, str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            QCoreApplication.translate("Chrome", "{app}: keys").format(
                app=QCoreApplication.translate("App", "Sudoku Visualizer")
            )
        )
        self.search = QLineEdit()
        self.search.setPlaceholderText(
            QCoreApplication.translate("KeysDialog", "Find a key or an action (e.g. undo, F5, pencil)")
        )
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(QCoreApplication.translate("KeysDialog", "Find a key"))
        self.search.textChanged.connect(self._filter)
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("KeysDialog", "Keys"), QCoreApplication.translate("KeysDialog", "What they do")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        self.table.setAlternatingRowColors(True)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._english = [english.casefold() for _keys, _what, english in rows]
        for r, (keys, what, _english) in enumerate(rows):
            key_item = QTableWidgetItem(keys)
            font = key_item.font()
            font.setBold(True)
            key_item.setFont(font)
            self.table.setItem(r, 0, key_item)
            self.table.setItem(r, 1, QTableWidgetItem(what))
        header = self.table.horizontalHeader()
        # The keys column fits its widest entry once (with room for a bold CJK fallback font),
        # not the rows a search leaves, which cut it short.
        self.table.resizeColumnToContents(0)
        header.resizeSection(0, header.sectionSize(0) + 16)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())  # rewrap the text
        self.none_found = QLabel(QCoreApplication.translate("KeysDialog", "No key matches."))
        self.none_found.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.none_found)
        layout.addWidget(buttons)
        self._fit_screen()
        self.search.setFocus()

    def _fit_screen(self) -> None:
        """As tall as the table wants, up to ``SCREEN_SHARE`` of the screen; the table scrolls."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        avail = screen.availableGeometry()
        width = min(WIDTH, int(avail.width() * 0.9))
        self.resize(width, 100)
        self.table.resizeRowsToContents()
        wanted = self.table.horizontalHeader().height() + self.table.verticalHeader().length() + 120
        self.resize(width, min(wanted, int(avail.height() * SCREEN_SHARE)))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The title bar and borders count too: the whole frame fits, centred, none of it off screen.
        avail = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        limit = int(avail.height() * SCREEN_SHARE) - (self.frameGeometry().height() - self.height())
        if self.height() > limit:
            self.resize(self.width(), limit)
        frame = self.frameGeometry()
        frame.moveCenter(avail.center())
        self.move(frame.topLeft())
        self.table.resizeRowsToContents()

    def _filter(self, text: str) -> None:
        """Rows whose keys or description hold ``text`` (any case, in the window's language or in
        English); every row when it is empty."""
        needle = text.strip().casefold()
        shown = 0
        for r in range(self.table.rowCount()):
            hay = " ".join(item.text() for c in range(2) if (item := self.table.item(r, c))).casefold()
            hay += " " + self._english[r]
            hide = bool(needle) and needle not in hay
            self.table.setRowHidden(r, hide)
            shown += not hide
        self.none_found.setVisible(shown == 0)
