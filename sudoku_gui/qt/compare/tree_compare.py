"""Search > Compare Tree With Another Algorithm (Ctrl+Shift+T): this puzzle's search by the chosen
algorithm (or the run shown) against another one, built-in or loaded, their trees merged from the
root (``core.analysis.tree_merge``, after CP-Profiler): the shared part counted, each place they part a
pentagon with each side's node count, listed largest first; a click on one shows each side's
board there, side by side.

Both runs are recorded again in a background job (``qt/jobs.py``: progress, Cancel, Esc), from the
puzzle as edited, so the shown run's own tree need not have been built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.algorithms.algorithm import Algorithm
from ...core.analysis.compare_searches import Comparison, compare, record_run
from ...core.analysis.tree_merge import Pentagon
from .. import i18n
from ..jobs import Busy, Job, JobRunner, failure_text
from ..race.race_board import RaceBoard

if TYPE_CHECKING:
    from ..board.painter import BoardColors
    from ..controller import Controller

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
    """The merged tree of a ``Comparison``: sizes, the differences by size, each side's board at
    the difference picked."""

    def __init__(self, result: Comparison, title_a: str, title_b: str, colors: Any, parent: QWidget) -> None:
        super().__init__(parent)
        self.comparison = result
        self.setWindowTitle(QCoreApplication.translate("TreeCompare", "Search Trees Compared"))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary(title_a, title_b))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        self.table = self._table(title_a, title_b)
        self.table.currentCellChanged.connect(lambda row, *_: self.show_difference(row))
        layout.addWidget(self.table, 1)
        boards = self._boards(colors, title_a, title_b)
        layout.addLayout(boards, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(self._fitting_width(), 640)
        if self.differences:
            self.table.selectRow(0)
        else:
            self.table.hide()
            self.board_a.hide()
            self.board_b.hide()
            self.label_a.hide()
            self.label_b.hide()
            self.resize(520, 140)

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
        """Each side's board at the difference picked, under its title."""
        boards = QGridLayout()
        self.board_a, self.board_b = RaceBoard(colors), RaceBoard(colors)
        self.label_a, self.label_b = QLabel(title_a), QLabel(title_b)
        for col, (label, board) in enumerate(((self.label_a, self.board_a), (self.label_b, self.board_b))):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.PlainText)  # a command line is never HTML
            boards.addWidget(label, 0, col)
            boards.addWidget(board, 1, col)
            board.setMinimumSize(200, 200)
        return boards

    def _fitting_width(self) -> int:
        """Wide enough for every header's lines (they were cut at 1366x768) and the summary's,
        at most the screen's."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        needed = PATH_PX + 48  # the path's column, the frame and the margins
        for col in (1, 2):
            item = self.table.horizontalHeaderItem(col)
            lines = item.text().splitlines() if item is not None else []
            needed += max((metrics.horizontalAdvance(line) for line in lines), default=0) + HEADER_PAD_PX
        lines = self.summary.text().splitlines()  # the sizes' line unbroken, when the screen allows
        needed = max([needed, *(self.summary.fontMetrics().horizontalAdvance(line) + 48 for line in lines)])
        screen = self.screen().availableGeometry().width() if self.screen() is not None else needed
        return max(720, min(needed, screen - 40))

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
        """Show each side's board at difference ``row`` of the list."""
        if not 0 <= row < len(self.differences):
            return
        a, b = self.comparison.boards(self.differences[row])
        self.board_a.set_state(a)
        self.board_b.set_state(b)


class TreeCompare(QObject):
    """What Search > Compare Tree With Another Algorithm (the table's ``compare_tree``) does in
    ``window``, and its background job: ``controller`` gives the puzzle and the run shown,
    ``offered()`` the algorithms to pick from (``SolverLoader.offered``), ``colors()`` the boards'
    colours, ``say(text, error)`` the status bar."""

    def __init__(
        self,
        window: QWidget,
        controller: Controller,
        offered: Callable[[], Sequence[Algorithm]],
        colors: Callable[[], BoardColors],
        say: Callable[[str, bool], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._offered = offered
        self._colors = colors
        self._say = say
        self.jobs = JobRunner(window, self)
        self.dialog: TreeComparison | None = None
        window.installEventFilter(self)  # closing the window cancels and joins the job

    def choices(self, mine: str) -> list[tuple[str, str]]:
        """(name, title) of every algorithm offered that has a search tree: ``mine`` and those
        that record no steps (``fast``) left out."""
        return [(a.name, i18n.algorithm_title(a.name)) for a in self._offered() if a.name != mine and a.records_steps]

    def ask(self) -> None:
        """Ask for the other algorithm and compare (refused, said why, without a puzzle)."""
        c = self._controller
        if not any(c.puzzle):
            self._say(
                QCoreApplication.translate("TreeCompare", "Compare trees needs a puzzle: type or open one first."), True
            )
            return
        mine = c.shown.algorithm if c.shown is not None else c.algorithm
        if mine == "fast":
            mine = "naive"
        options = self.choices(mine)
        titles = [title for _name, title in options]
        title, ok = QInputDialog.getItem(
            self._window,
            QCoreApplication.translate("TreeCompare", "Compare Search Trees"),
            QCoreApplication.translate("TreeCompare", "Merge the search tree of {mine} with the tree of:").format(
                mine=i18n.algorithm_title(mine)
            ),
            titles,
            0,
            False,
        )
        if ok and title in titles:
            self.start(mine, options[titles.index(title)][0])

    def start(self, a: str, b: str) -> Job:
        """Record ``a`` and ``b`` on the puzzle as edited in the background, then show the merge."""
        start = self._controller.document.board(False, for_solving=True)
        limit = self._controller.time_limit
        title_a, title_b = i18n.algorithm_title(a), i18n.algorithm_title(b)

        def work(job: Job) -> Comparison:
            ta = record_run(start, a, limit, lambda: job.cancelled, lambda n: job.advance(n))
            tb = record_run(start, b, limit, lambda: job.cancelled, lambda n: job.advance(len(ta) + n))
            return compare(a, ta, b, tb)

        return self.jobs.start(
            work,
            done=lambda result: self._show(result, title_a, title_b),
            failed=lambda e: self._say(
                QCoreApplication.translate("TreeCompare", "Compare trees failed: {why}").format(why=failure_text(e)),
                True,
            ),
            finished=self._finished,
            busy=Busy(
                QCoreApplication.translate("TreeCompare", "Recording {a} and {b}…").format(a=title_a, b=title_b),
                QCoreApplication.translate("TreeCompare", "Compare Search Trees"),
                count=QCoreApplication.translate("TreeCompare", "{n:,} steps recorded"),
            ),
        )

    def _finished(self, cancelled: bool) -> None:
        if cancelled:
            self._say(QCoreApplication.translate("TreeCompare", "Compare trees cancelled."), False)

    def _show(self, result: Comparison, title_a: str, title_b: str) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = TreeComparison(result, title_a, title_b, self._colors(), self._window)
        self.dialog.show()
        m = result.merged
        if m.identical:
            text = QCoreApplication.translate("TreeCompare", "Trees of {a} and {b}: identical.")
        elif len(m.pentagons) == 1:
            text = QCoreApplication.translate("TreeCompare", "Trees of {a} and {b}: they part in one place.")
        else:
            text = QCoreApplication.translate("TreeCompare", "Trees of {a} and {b}: they part in {n:,} places.")
        self._say(text.format(a=title_a, b=title_b, n=len(m.pentagons)), False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close:
            self.jobs.shutdown()
            if self.dialog is not None:
                self.dialog.close()
        return False
