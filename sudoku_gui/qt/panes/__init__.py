"""The window's dock panes, each a module of its own; ``PANES`` is where they are registered.

Adding a pane: a ``Pane`` subclass in a new module, and one line in ``PANES`` (its place in
the list is its place in the View menu).
"""

from __future__ import annotations

from .base import Pane
from .search_tree import SearchTreePane

PANES: list[type[Pane]] = [SearchTreePane]
"""Every pane the window builds, in View menu order."""
