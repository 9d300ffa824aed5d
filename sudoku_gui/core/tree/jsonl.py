"""A run's search tree without a window: recorded from the steps as they come, written as JSON Lines.

``--solve ... --tree FILE`` writes one object per node, in node order (depth-first preorder):
``puzzle`` (1-based input number), ``id`` (0 is the root: the puzzle before any guess),
``parent`` (null for the root), ``cell`` (``"r1c2"``, null for the root), ``digit`` (null for
the root), ``depth``, ``first_step`` and ``last_step`` (step numbers as the step counter shows
them: the guess, and the last step inside the node's subtree), ``outcome`` (``solution``,
``failed``, ``open`` or ``cut``) and ``reason`` (why a failed leaf failed, in English, else
null). See ``search_tree`` for the definitions.
"""

from __future__ import annotations

import bisect
import json
from array import array
from collections.abc import Iterator

from ..grid import cell_name
from ..steps import Contradiction, Step
from .search_tree import NodeOutcome, SearchTree

OUTCOME_NAMES = {
    NodeOutcome.OPEN: "open",
    NodeOutcome.FAILED: "failed",
    NodeOutcome.SOLUTION: "solution",
    NodeOutcome.CUT: "cut",
}


class TreeRecorder:
    """Grows a ``SearchTree`` from a run's steps, keeping only what reasons need: each
    ``Contradiction``'s step number and text (texts interned: a search repeats a few thousand)."""

    def __init__(self) -> None:
        self.tree = SearchTree()
        self.steps = 0
        self._numbers = array("I")
        self._text_ids = array("I")
        self._texts: list[str] = []
        self._ids: dict[str, int] = {}

    def record(self, step: Step) -> None:
        """Take the run's next step."""
        self.steps += 1
        if type(step) is Contradiction:
            text_id = self._ids.get(step.text)
            if text_id is None:
                text_id = self._ids[step.text] = len(self._texts)
                self._texts.append(step.text)
            self._numbers.append(self.steps)
            self._text_ids.append(text_id)
        else:
            self.tree.record(self.steps, step)

    def reason(self, node: int) -> str | None:
        """Why failed leaf ``node`` failed (its last contradiction); None for other nodes."""
        tree = self.tree
        if tree.outcome(node) != NodeOutcome.FAILED or not tree.is_leaf(node):
            return None
        i = bisect.bisect_right(self._numbers, tree.last(node, self.steps)) - 1
        if i < 0 or self._numbers[i] <= tree.first(node):
            return None
        return self._texts[self._text_ids[i]]

    def lines(self, puzzle: int) -> Iterator[str]:
        """The JSON Lines of every node (see the module text), each ending in a newline."""
        tree = self.tree
        tree.publish()
        for node in range(len(tree)):
            cell = tree.cell(node)
            record = {
                "puzzle": puzzle,
                "id": node,
                "parent": tree.parent(node),
                "cell": None if cell is None else cell_name(cell),
                "digit": None if cell is None else tree.digit(node),
                "depth": tree.depth(node),
                "first_step": tree.first(node),
                "last_step": tree.last(node, self.steps),
                "outcome": OUTCOME_NAMES[tree.outcome(node)],
                "reason": self.reason(node),
            }
            yield json.dumps(record, ensure_ascii=False) + "\n"
