"""The Repeated Failures dialog: the groups of one run's failed subtrees, the most nodes wasted
first, as the same sub-search or (a toggle) the same shape; the group picked says why it fails
and what technique would have removed it, and is shown in the tree (``chosen``: its occurrences,
and the one to step the board to; Next Occurrence steps to the next).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.analysis.repeated_failures import Explanation, Group, Repeats, branch_text
from ...core.recording.timeline import Timeline
from ...core.tree.search_tree import SearchTree
from .. import i18n

ROWS = 500
"""Groups listed at most of each grouping (the summary counts them all)."""


@dataclass
class Analysis:
    """One run's repeated failures: its ``tree`` and ``timeline``, the groups, and the reasons
    and techniques found so far by (same labels, rank); ``explain(group)`` finds another."""

    algorithm: str
    tree: SearchTree
    timeline: Timeline
    repeats: Repeats
    explain: Callable[[Group], Explanation]
    explained: dict[tuple[bool, int], Explanation] = field(default_factory=dict)

    def groups(self, same_labels: bool) -> list[Group]:
        return (self.repeats.exact if same_labels else self.repeats.shapes)[:ROWS]

    def why(self, same_labels: bool, rank: int) -> Explanation:
        key = (same_labels, rank)
        if key not in self.explained:
            self.explained[key] = self.explain(self.groups(same_labels)[rank])
        return self.explained[key]


class RepeatsDialog(QDialog):
    """See the module text. ``chosen(occurrences, node)``: show these nodes, step to ``node``."""

    chosen = Signal(list, int)

    def __init__(self, analysis: Analysis, parent: QWidget) -> None:
        super().__init__(parent)
        self.analysis = analysis
        self.setWindowTitle(QCoreApplication.translate("RepeatedFailures", "Repeated Failures"))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary())
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        layout.addLayout(self._toggle())
        self.table = self._table()
        layout.addWidget(self.table, 1)
        self.detail = QLabel(" ")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)  # step texts are never HTML
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setMinimumHeight(self.detail.fontMetrics().lineSpacing() * 6)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.detail)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.next_button = QPushButton(QCoreApplication.translate("RepeatedFailures", "&Next Occurrence"))
        self.next_button.setToolTip(
            QCoreApplication.translate("RepeatedFailures", "Step the board to the next place this group occurs")
        )
        self.next_button.clicked.connect(self.next_occurrence)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.occurrence = 0  # which occurrence of the group picked the board shows
        self._detail = ""  # the group picked, said
        self.resize(720, 560)
        self.fill()

    def _toggle(self) -> QHBoxLayout:
        """The two groupings as radio buttons: the same sub-search, the same shape."""
        toggle = QHBoxLayout()
        self.exact = QRadioButton(
            QCoreApplication.translate("RepeatedFailures", "The same sub-search (branches and shape)")
        )
        self.shapes = QRadioButton(QCoreApplication.translate("RepeatedFailures", "The same shape (branches ignored)"))
        self.exact.setToolTip(
            QCoreApplication.translate(
                "RepeatedFailures", "Failed subtrees with the same guess at their root and the same guesses below it"
            )
        )
        self.shapes.setToolTip(
            QCoreApplication.translate(
                "RepeatedFailures",
                "Failed subtrees of the same shape, whatever their guesses (CP-Profiler's similar subtrees)",
            )
        )
        kinds = QButtonGroup(self)
        for button in (self.exact, self.shapes):
            kinds.addButton(button)
            toggle.addWidget(button)
        toggle.addStretch(1)
        self.exact.setChecked(True)
        self.exact.toggled.connect(lambda _on: self.fill())
        return toggle

    def _table(self) -> QTableWidget:
        """The groups, a row each: branch, times, nodes each, nodes wasted."""
        table = QTableWidget(0, 4)
        table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("RepeatedFailures", "Branch"),
                QCoreApplication.translate("RepeatedFailures", "Times"),
                QCoreApplication.translate("RepeatedFailures", "Nodes each"),
                QCoreApplication.translate("RepeatedFailures", "Nodes wasted"),
            ]
        )
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        table.currentCellChanged.connect(lambda row, *_: self.pick(row))
        return table

    def _summary(self) -> str:
        a = self.analysis
        r = a.repeats
        return QCoreApplication.translate(
            "RepeatedFailures",
            "{algorithm}: {nodes:,} nodes; {exact:,} repeated sub-searches, {shapes:,} repeated shapes, "
            "the most nodes wasted (count × size) first. A repeat found only inside a larger one is folded "
            "into it. Click a group: its occurrences are outlined in the Search Tree pane, and the board "
            "steps to the first.",
        ).format(algorithm=i18n.algorithm_title(a.algorithm), nodes=r.nodes, exact=len(r.exact), shapes=len(r.shapes))

    def same_labels(self) -> bool:
        return self.exact.isChecked()

    def fill(self) -> None:
        """List the groups of the grouping chosen, and pick the first."""
        groups = self.analysis.groups(self.same_labels())
        tree = self.analysis.tree
        self.table.setRowCount(len(groups))
        for row, g in enumerate(groups):
            branch = branch_text(tree, g.first)
            if not self.same_labels():
                branch = QCoreApplication.translate("RepeatedFailures", "first at {branch}").format(branch=branch)
            cells = (branch, f"{g.count:,}", f"{g.size:,}", f"{g.waste:,}")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        if groups:
            self.table.selectRow(0)
            self.pick(0)
        else:
            self.detail.setText(
                QCoreApplication.translate("RepeatedFailures", "No failed subtree repeats in this search.")
            )
            self.chosen.emit([], -1)
        self.next_button.setEnabled(bool(groups))

    def group_text(self, g: Group) -> str:
        """The group as a sentence: "r7c3 = 4 fails the same way 412 times (9 nodes each, 3,708 nodes)"."""
        branch = branch_text(self.analysis.tree, g.first)
        if self.same_labels():
            text = (
                QCoreApplication.translate(
                    "RepeatedFailures", "{branch} fails the same way {n:,} times (1 node each, {waste:,} nodes)"
                )
                if g.size == 1
                else QCoreApplication.translate(
                    "RepeatedFailures", "{branch} fails the same way {n:,} times ({size:,} nodes each, {waste:,} nodes)"
                )
            )
        else:
            text = (
                QCoreApplication.translate(
                    "RepeatedFailures",
                    "A sub-search of 1 node fails in this shape {n:,} times ({waste:,} nodes); the first at {branch}",
                )
                if g.size == 1
                else QCoreApplication.translate(
                    "RepeatedFailures",
                    "A sub-search of {size:,} nodes fails in this shape {n:,} times ({waste:,} nodes); "
                    "the first at {branch}",
                )
            )
        return text.format(branch=branch, n=g.count, size=g.size, waste=g.waste)

    def why_text(self, why: Explanation) -> str:
        """Why it fails and what would have removed it, in the window's language."""
        if not why.reasons:
            reason = QCoreApplication.translate("RepeatedFailures", "No contradiction was recorded at its leaves.")
        elif len(why.reasons) == 1:
            reason = QCoreApplication.translate("RepeatedFailures", "It fails because {reason}.").format(
                reason=i18n.speak(why.reasons[0][0])
            )
        else:
            parts = "; ".join(
                QCoreApplication.translate("RepeatedFailures", "{reason} ({n} of {leaves} leaves)").format(
                    reason=i18n.speak(r), n=n, leaves=why.leaves
                )
                for r, n in why.reasons[:3]
            )
            reason = QCoreApplication.translate("RepeatedFailures", "Its leaves fail: {parts}.").format(parts=parts)
        if why.board_lost:
            return (
                reason
                + "\n"
                + QCoreApplication.translate(
                    "RepeatedFailures",
                    "The board before the guess is no longer kept (the run passed the timeline's cap).",
                )
            )
        if why.not_candidate:
            return (
                reason
                + "\n"
                + QCoreApplication.translate("RepeatedFailures", "The digit was no candidate there already.")
            )
        if why.technique:
            step = QCoreApplication.translate(
                "RepeatedFailures", "Before the guess, this step removes the branch: {step}"
            ).format(step=i18n.speak(why.step))
            return reason + "\n" + step
        return (
            reason
            + "\n"
            + QCoreApplication.translate(
                "RepeatedFailures", "No technique up to the forcing chains removes this branch before the guess."
            )
        )

    def pick(self, row: int) -> None:
        """Show group ``row``: its sentence, why it fails; outline it and step to its first."""
        groups = self.analysis.groups(self.same_labels())
        if not 0 <= row < len(groups):
            return
        g = groups[row]
        why = self.analysis.why(self.same_labels(), row)
        checked = QCoreApplication.translate("RepeatedFailures", "(Reason and technique read at the first occurrence.)")
        self._detail = f"{self.group_text(g)}\n{self.why_text(why)}\n{checked}"
        self.occurrence = 0
        self._show_occurrence(g)

    def next_occurrence(self) -> None:
        """Step the board to the next occurrence of the group picked (after the last: the first)."""
        groups = self.analysis.groups(self.same_labels())
        row = self.table.currentRow()
        if not 0 <= row < len(groups):
            return
        g = groups[row]
        self.occurrence = (self.occurrence + 1) % g.count
        self._show_occurrence(g)

    def _show_occurrence(self, g: Group) -> None:
        """Say which occurrence the board shows, and ask for it."""
        where = QCoreApplication.translate("RepeatedFailures", "The board shows occurrence {i:,} of {n:,}.").format(
            i=self.occurrence + 1, n=g.count
        )
        self.detail.setText(f"{self._detail}\n{where}")
        self.chosen.emit(list(g.occurrences), g.occurrences[self.occurrence])
