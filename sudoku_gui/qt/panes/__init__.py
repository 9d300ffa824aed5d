"""The window's dock panes, each a module of its own; ``PANES`` is where they are registered.

Adding a pane: a ``Pane`` subclass in a new module, and one line in ``PANES`` (its place in
the list is its place in the View menu).
"""

from __future__ import annotations

from .base import Pane
from .charts import ChartsPane
from .source_pane import SourcePane
from .step_log import StepLogPane
from .tree_pane import SearchTreePane

__all__ = ["PANES", "ChartsPane", "Pane", "SearchTreePane", "SourcePane", "StepLogPane"]

PANES: list[type[Pane]] = [
    StepLogPane,
    SearchTreePane,
    ChartsPane,
    SourcePane,
]
"""Every pane the window builds, in View menu order."""
