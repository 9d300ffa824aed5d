"""What the search tree pane says about a node, in the window's language.

Every text is in the translation context "SearchTreePane", written out in each call so that
``pyside6-lupdate`` finds it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ....core.tree.search_tree import NodeOutcome, SearchTree
from ....core.tree.tree_reading import Nodes, StepKinds, failure_reason
from ...i18n import speak


class Steps(StepKinds, Protocol):
    """What a tip reads of a recorded run (a ``Timeline``): step kinds and texts."""

    def text(self, index: int) -> str: ...


def outcome_name(outcome: NodeOutcome) -> str:
    names = {
        NodeOutcome.OPEN: QCoreApplication.translate("SearchTreePane", "being searched"),
        NodeOutcome.FAILED: QCoreApplication.translate("SearchTreePane", "failed (no solution below)"),
        NodeOutcome.SOLUTION: QCoreApplication.translate("SearchTreePane", "holds a solution"),
        NodeOutcome.CUT: QCoreApplication.translate("SearchTreePane", "cut by the time limit"),
    }
    return names[outcome]


def node_label(tree: Nodes, node: int) -> str:
    """The branch, ``r4c7=3`` (the same in every language); the root: the puzzle."""
    return QCoreApplication.translate("SearchTreePane", "the puzzle") if node == SearchTree.ROOT else tree.label(node)


def node_tip(tree: Nodes, steps: Steps, node: int, lantern: bool = False, recorded: int | None = None) -> str:
    """A node's tooltip: its branch and outcome, its subtree's size and steps, and for a failed
    leaf why it failed (its last contradiction); ``lantern``: it is drawn collapsed.
    ``recorded``: the run's length as shown (default: every step of ``steps``)."""
    recorded = len(steps) if recorded is None else recorded
    size = tree.subtree_end(node) - node
    lines = [
        QCoreApplication.translate("SearchTreePane", "{label} (depth {depth}): {outcome}").format(
            label=node_label(tree, node), depth=tree.depth(node), outcome=outcome_name(tree.outcome(node))
        ),
        QCoreApplication.translate("SearchTreePane", "{count} nodes in its subtree, steps {first} to {last}").format(
            count=f"{size:,}", first=f"{tree.first(node):,}", last=f"{tree.last(node, recorded):,}"
        ),
    ]
    index = failure_reason(tree, steps, node)
    if index is not None:
        reason = speak(steps.text(index))
        lines.append(QCoreApplication.translate("SearchTreePane", "Why it failed: {reason}").format(reason=reason))
    if lantern:
        lines.append(QCoreApplication.translate("SearchTreePane", "Click to expand"))
    return "\n".join(lines)
