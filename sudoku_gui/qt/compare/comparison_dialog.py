"""Compare Tree's dialog (``tree_compare``): the merged tree of two searches drawn (``merged_view``,
with its overview), the places they part listed largest first beside it, and each side's board at
the place picked, with a button per side that opens that side's run there (the timeline at that
side's first step of it). A click on a row picks the pentagon in the drawing, a click on a
pentagon the row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.analysis.compare_searches import Comparison
from ...core.analysis.merged_layout import layout_merged
from ...core.analysis.tree_merge import Pentagon
from ..race.race_board import RaceBoard
from .merged_overview import MergedOverview
from .merged_view import MergedView

DRAWING_PX = 420
"""The drawing's width at least, beside the list, when the screen allows."""
OPEN_NAME_PX = 150
"""The most an algorithm's name takes on its Open button (the two buttons sit under the boards)."""
OpenRun = Callable[[int, int], object]
"""Opens side ``0`` (A) or ``1`` (B) of the comparison as the run shown, at a timeline position."""

PATH_PX = 260
"""The first column's width: the path to where the searches part (elided at its start)."""
HEADER_PAD_PX = 24
"""A header section's room beside its text (margins, the sort indicator's place)."""
TITLE_LINE = 28
"""A header line longer than this many characters breaks after a comma."""
ROWS = 500
"""Differences listed at most (the largest first; the summary counts them all)."""


def header_text(title: str) -> str:
    """An algorithm title as a table header: the article in brackets on a line of its own, a long
    line broken after a comma ("Fewest candidates first,\nevery solution\n(Java article)")."""
    for bracket in (" (", "（"):
        head, found, rest = title.partition(bracket)
        if found and head:
            return header_text(head) + "\n" + found.strip() + rest
    for comma in (", ", "，"):
        head, found, rest = title.partition(comma)
        if found and len(title) > TITLE_LINE and rest:
            return head + found.strip() + "\n" + header_text(rest)
    return title


class TreeComparison(QDialog):
    """The merged tree of a ``Comparison`` (see the module text); ``open_run(side, position)``
    opens a side's run (None: no such buttons)."""

    def __init__(
        self,
        result: Comparison,
        title_a: str,
        title_b: str,
        colors: Any,
        parent: QWidget,
        open_run: OpenRun | None = None,
    ) -> None:
        super().__init__(parent)
        self.comparison = result
        self._open_run = open_run
        self.current: Pentagon | None = None
        """The place picked (its boards shown, its pentagon marked)."""
        self.setWindowTitle(QCoreApplication.translate("TreeCompare", "Search Trees Compared"))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary(title_a, title_b))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        self.view = MergedView()
        self.view.set_layout(layout_merged(result.merged), title_a, title_b)
        self.overview = MergedOverview(self.view)
        self.view.pentagonChosen.connect(self._pentagon_chosen)
        drawing = QWidget()
        column = QVBoxLayout(drawing)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view, 1)
        column.addWidget(self.overview)
        self.table = self._table(title_a, title_b)
        self.table.currentCellChanged.connect(lambda row, *_: self.show_difference(row))
        side = QWidget()
        right = QVBoxLayout(side)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.table, 1)
        right.addLayout(self._boards(colors, title_a, title_b))
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.tabs: QTabWidget | None = None
        """On a screen too narrow for the list beside the drawing: the two as tabs."""
        if self._screen_width() >= self._table_width() + DRAWING_PX + 80:
            self.splitter.addWidget(drawing)
            self.splitter.addWidget(side)
            layout.addWidget(self.splitter, 1)
        else:
            self.tabs = QTabWidget()
            self.tabs.addTab(drawing, QCoreApplication.translate("TreeCompare", "Merged tree"))
            self.tabs.addTab(side, QCoreApplication.translate("TreeCompare", "Where they part"))
            layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._split = False
        self._rows = {p.node: row for row, p in enumerate(self.differences)}
        self._size_to_screen()
        if self.differences:
            self.table.selectRow(0)
        else:
            side.hide()
            self.table.hide()
            if self.tabs is not None:
                self.tabs.setTabVisible(1, False)

    def _size_to_screen(self) -> None:
        """Room for the drawing beside the list: most of the screen (it was a list alone)."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width, height = (screen.width(), screen.height()) if screen is not None else (1366, 768)
        self.resize(max(self._fitting_width(), min(1500, width - 40)), min(900, height - 60))
        self.resize(min(self.width(), width - 40), self.height())

    def showEvent(self, event: QShowEvent) -> None:
        """The drawing gets three fifths of the width, less when the list's headers need more."""
        super().showEvent(event)
        if not self._split and self.tabs is None:
            self._split = True
            whole = sum(self.splitter.sizes())
            side = min(whole - DRAWING_PX // 2, max(whole * 2 // 5, self._table_width()))
            self.splitter.setSizes([whole - side, side])

    def _summary(self, title_a: str, title_b: str) -> str:
        """Whether the trees part and where first, and their sizes."""
        m = self.comparison.merged
        sizes = QCoreApplication.translate(
            "TreeCompare", "{a}: {na:,} nodes · {b}: {nb:,} nodes · merged: {nm:,} nodes"
        ).format(a=title_a, na=len(m.a), b=title_b, nb=len(m.b), nm=len(m))
        if m.identical:
            verdict = QCoreApplication.translate(
                "TreeCompare", "The two trees are identical: the same search, branch for branch."
            )
        else:
            first = next(iter(m.pentagons.values()))
            verdict = (
                QCoreApplication.translate("TreeCompare", "One place where they part: under {where}.")
                if len(m.pentagons) == 1
                else QCoreApplication.translate("TreeCompare", "{n:,} places where they part; the first under {where}.")
            ).format(n=len(m.pentagons), where=self._where(first))
        return f"{verdict}\n{sizes}"

    def _table(self, title_a: str, title_b: str) -> QTableWidget:
        """The places the searches part, the largest first (``self.differences``)."""
        m = self.comparison.merged
        table = QTableWidget(0, 3)
        for col, title in enumerate((QCoreApplication.translate("TreeCompare", "Where they part"), title_a, title_b)):
            head = QTableWidgetItem(header_text(title))  # a long algorithm title on lines of its own
            head.setToolTip(title)
            table.setHorizontalHeaderItem(col, head)
        table.setToolTip(
            QCoreApplication.translate(
                "TreeCompare",
                "Each place the searches part (a pentagon), the largest first; click one to see both boards",
            )
        )
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, PATH_PX)  # a deep path keeps its end in view: where they part
        table.setTextElideMode(Qt.TextElideMode.ElideLeft)
        table.setWordWrap(False)
        for col in (1, 2):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setVisible(False)
        self.differences = m.differences()[:ROWS]
        """The places listed, one a row."""
        table.setRowCount(len(self.differences))
        nothing = QCoreApplication.translate("TreeCompare", "This search made no guess under this node.")
        for row, p in enumerate(self.differences):
            sides = ((m.a, p.a_first, p.a_count), (m.b, p.b_first, p.b_count))
            cells = [(self._where(p), "")] + [(self.side_text(*side), nothing if side[1] < 0 else "") for side in sides]
            for col, (text, tip) in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip or text)
                table.setItem(row, col, item)
        return table

    def _boards(self, colors: Any, title_a: str, title_b: str) -> QGridLayout:
        """Each side's board at the difference picked, under its title, over its Open button."""
        boards = QGridLayout()
        self.board_a, self.board_b = RaceBoard(colors), RaceBoard(colors)
        self.label_a, self.label_b = QLabel(title_a), QLabel(title_b)
        self.open_a, self.open_b = (QPushButton(self._open_text(title)) for title in (title_a, title_b))
        sides = ((self.label_a, self.board_a, self.open_a), (self.label_b, self.board_b, self.open_b))
        for col, (label, board, button) in enumerate(sides):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.PlainText)  # a command line is never HTML
            label.setWordWrap(True)
            boards.addWidget(label, 0, col)
            boards.addWidget(board, 1, col)
            boards.addWidget(button, 2, col)
            board.setMinimumSize(180, 180)
            button.setToolTip(
                QCoreApplication.translate(
                    "TreeCompare", "Show the run of {name} in the window, the timeline at its first step of this place"
                ).format(name=label.text())
            )
            button.clicked.connect(lambda _checked=False, side=col: self.open_side(side))
            button.setVisible(self._open_run is not None)
            button.setEnabled(False)
        return boards

    def _open_text(self, title: str) -> str:
        """The Open button's words: the title without its article in brackets, cut to fit under a board."""
        name = title.split(" (")[0].split("（")[0]
        name = self.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, OPEN_NAME_PX)
        return QCoreApplication.translate("TreeCompare", "Open {name}'s run here").format(name=name)

    def open_side(self, side: int) -> None:
        """Open side ``side``'s run (0: A, 1: B) at its first step of the place picked."""
        if self.current is None or self._open_run is None:
            return
        self._open_run(side, self.comparison.positions(self.current)[side])

    def _screen_width(self) -> int:
        screen = self.screen()
        return screen.availableGeometry().width() if screen is not None else 1366

    def _table_width(self) -> int:
        """The list's width that shows every header's lines (they were cut at 1366x768)."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        needed = PATH_PX + 48  # the path's column, the frame and the margins
        for col in (1, 2):
            item = self.table.horizontalHeaderItem(col)
            lines = item.text().splitlines() if item is not None else []
            needed += max((metrics.horizontalAdvance(line) for line in lines), default=0) + HEADER_PAD_PX
        return needed

    def _fitting_width(self) -> int:
        """Wide enough for the list beside the drawing and for the summary's lines, at most the
        screen's."""
        needed = self._table_width() + (DRAWING_PX if self.tabs is None else 0)
        lines = self.summary.text().splitlines()  # the sizes' line unbroken, when the screen allows
        needed = max([needed, *(self.summary.fontMetrics().horizontalAdvance(line) + 48 for line in lines)])
        return max(720, min(needed, self._screen_width() - 40))

    def _where(self, p: Pentagon) -> str:
        path = self.comparison.merged.path(p.parent)
        return "/".join(path) if path else QCoreApplication.translate("TreeCompare", "the root (before any guess)")

    @staticmethod
    def side_text(tree: Any, first: int, count: int) -> str:
        """What one side of a difference holds: its first branch and node count, or that it has
        no node there (``first`` -1)."""
        if first < 0:  # (its tooltip says why)
            return QCoreApplication.translate("TreeCompare", "nothing here")
        if count == 1:
            return QCoreApplication.translate("TreeCompare", "{branch} (1 node)").format(branch=tree.label(first))
        return QCoreApplication.translate("TreeCompare", "{branch} … ({n:,} nodes)").format(
            branch=tree.label(first), n=count
        )

    def show_difference(self, row: int) -> None:
        """Show each side's board at difference ``row`` of the list, its pentagon picked in the
        drawing."""
        if not 0 <= row < len(self.differences):
            return
        self.show_pentagon(self.differences[row])
        self.view.select(self.current.node if self.current is not None else None)

    def show_pentagon(self, pentagon: Pentagon) -> None:
        """Show each side's board at ``pentagon`` (the Open buttons open there)."""
        self.current = pentagon
        a, b = self.comparison.boards(pentagon)
        self.board_a.set_state(a)
        self.board_b.set_state(b)
        self.open_a.setEnabled(True)
        self.open_b.setEnabled(True)

    def _pentagon_chosen(self, node: int) -> None:
        """A click on a pentagon in the drawing: its row picked (the drawing left where it is),
        or, past the rows listed, its boards alone."""
        row = self._rows.get(node)
        if row is not None and row != self.table.currentRow():
            self.table.blockSignals(True)
            self.table.selectRow(row)
            self.table.blockSignals(False)
        self.show_pentagon(self.comparison.merged.pentagons[node])
