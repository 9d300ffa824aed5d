"""The Search Tree pane: the run's search as an icicle overview over a node-link view, linked both
ways with the run shown.

Selecting a node (a click, or the tree's keys) pauses the run and shows the board at that node's
guess; moving the run (its keys, scrub, play, a click in the overview) selects the node the step
belongs to. While the run plays the pane catches up at most ``REFRESH_MS`` apart (it draws a
bounded neighbourhood and one icicle column per pixel, so a refresh costs the same at a thousand
nodes as at a million); while it stands still the pane follows at once. A hidden pane does
nothing until it shows again.

Both views show the tree as it stood at the furthest step the board has shown (``TreeAt``), as
the step log and the charts do: a live run records ahead of its board and a race replays runs
recorded whole, but no guess, failure or solution appears before the board has shown it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QSplitter, QVBoxLayout, QWidget

from ...core.analysis.flaws import Flaw
from ...core.rating.backdoors import backdoor_guesses
from ...core.tree.as_of import TreeAt
from ...core.tree.tree_reading import failure_reason
from .. import i18n
from ..playback import Playback
from ..window.elided_label import as_written
from .base import Pane
from .tree.overview import TreeOverview
from .tree.texts import node_label, outcome_name
from .tree.view import TreeView

REFRESH_MS = 100
"""Least time between two refreshes while the run plays (10 a second)."""


class SearchTreePane(Pane):
    """The dock (see the module text): ``overview`` above ``view``, a status line under them."""

    object_name = "searchTreePane"
    shortcut = "Ctrl+T"
    preferred = 460
    width_share = 0.35
    height_share = 0.75  # the node-link view, three quarters of it, at least half the window

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.overview = TreeOverview()
        self.view = TreeView()
        self.status = QLabel(" ")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setWordWrap(True)  # a long reason wraps; it never widens the window
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a solver's step texts are never HTML
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.overview)
        split.addWidget(self.view)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([120, 360])  # a quarter for the overview: its depth rows stay legible
        split.setChildrenCollapsible(False)
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(split, 1)
        box.addWidget(self.status)
        self.setWidget(body)
        self.overview.seekRequested.connect(self._seek)
        self.view.nodeChosen.connect(self.choose)
        failure = QShortcut(QKeySequence(Qt.Key.Key_Return), self.view, self.show_failure)
        failure.setContext(Qt.ShortcutContext.WidgetShortcut)
        enter = QShortcut(QKeySequence(Qt.Key.Key_Enter), self.view, self.show_failure)
        enter.setContext(Qt.ShortcutContext.WidgetShortcut)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self._build_timer = QTimer(self)  # the progress of a tree being built, 4 times a second
        self._build_timer.setInterval(250)
        self._build_timer.timeout.connect(self._building)
        self._chosen: tuple[int, int] | None = None  # (node, position) the user chose last
        self._at: TreeAt | None = None  # the run's tree as of the furthest step shown
        self._flaw: Flaw | None = None  # where the run went wrong, once it is over
        self._stale = False
        self.refreshes = 0
        """Refreshes made so far (tests and benchmarks count them)."""
        self.follow(None)

    def picture_widget(self) -> QWidget | None:
        return self.widget()

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("SearchTreePane", "Search Tree")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "SearchTreePane", "The run's search: its guesses as a tree, and the steps of each as an overview"
        )

    def focus_target(self) -> QWidget:
        return self.view

    # -- following the run -----------------------------------------------------------------------

    def follow(self, run: Playback | None) -> None:
        self._timer.stop()
        self._chosen = None
        self._at = None
        self._flaw = None
        if run is None:
            self.overview.show_run(None, None)
            self.view.show_tree(None, None)
            self.view.set_backdoors(frozenset())
            self.view.set_flaw(None)
            self.overview.flaw_step = 0
            self.view.set_message(
                QCoreApplication.translate("SearchTreePane", "No run shown: solve the puzzle to see its search.")
            )
            self.status.setText(" ")
            return
        self.listen(run.treeReady, self._tree_ready)
        tree = run.tree
        if tree is None:  # built when the pane is first shown for this run (see Playback)
            self.overview.show_run(None, None)
            self.view.show_tree(None, None)
            self._building()
            if self.isVisible():
                run.want_tree()
            return
        self._at = TreeAt(tree, self._horizon(run))
        self.overview.show_run(self._at, run.series)
        self.view.show_tree(self._at, run.timeline)
        self.view.set_backdoors(backdoor_guesses(tuple(run.timeline.board_at(0).values)))
        self.listen(run.positionChanged, self._moved)
        self.listen(run.playingChanged, self._moved)
        self.listen(run.ended, self._ended)
        self._ended()

    def _ended(self) -> None:
        """Learn where the run went wrong, once it is over (see ``Playback.flaw``); it is marked
        once the board has shown that step."""
        run = self.run
        self._flaw = run.flaw() if run is not None else None
        self.refresh()

    @staticmethod
    def _horizon(run: Playback) -> int:
        """The furthest step the run has shown: the tree is drawn as it stood there."""
        return max(run.timeline.first_position, min(run.revealed, len(run.timeline)))

    def _building(self) -> None:
        run = self.run
        if run is None:
            return
        if run.tree_lost:
            self._build_timer.stop()
            self.view.set_message(
                QCoreApplication.translate(
                    "SearchTreePane",
                    "This run passed the timeline's cap before its tree was wanted: its first steps are gone, "
                    "so its tree can not be built. Show this pane before solving to keep the tree of a long run.",
                )
            )
            return
        self.view.set_message(
            QCoreApplication.translate("SearchTreePane", "Building the search tree from the run… {share:.0%}").format(
                share=run.tree_progress()
            )
        )
        self.status.setText(" ")
        if run.tree is None and not self._build_timer.isActive():
            self._build_timer.start()

    def _tree_ready(self) -> None:
        self._build_timer.stop()
        run = self.run
        if run is not None and run.tree is None:
            self._building()  # it can not be built: say why
        elif run is not None:
            self.attach(run)  # connect afresh, now with the tree

    def _moved(self, *_: object) -> None:
        """The run moved or grew: refresh now while it stands still, soon while it plays."""
        run = self.run
        if run is None:
            return
        if not self.isVisible():
            self._stale = True
        elif not run.playing:
            self._timer.stop()
            self.refresh()
        elif not self._timer.isActive():
            self._timer.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        run = self.run
        if run is not None and run.tree is None:
            if run.want_tree():
                self.attach(run)
            return
        if self._stale:
            self._stale = False
            self.refresh()

    def refresh(self) -> None:
        """Select the node of the step shown (unless the user just chose one there) and redraw."""
        run, tree = self.run, self._at
        if run is None or tree is None:
            return
        self.refreshes += 1
        horizon = self._horizon(run)
        tree.move_to(horizon)
        position = min(run.position, horizon)
        if self._chosen is not None and self._chosen[1] == position and self._chosen[0] < len(tree):
            node = self._chosen[0]
        else:
            self._chosen = None
            node = tree.node_at(position)
        flaw = self._flaw if self._flaw is not None and self._flaw.step <= horizon else None
        if flaw is not None:
            self.view.set_flaw(tree.node_at(flaw.step), i18n.speak(flaw.text))
        elif self.view.flaw_node() is not None:
            self.view.set_flaw(None)
        self.overview.flaw_step = flaw.step if flaw is not None else 0
        self.view.select(node)
        self.overview.playing = run.playing
        self.overview.update_run(position, horizon, run.timeline.first_position, node)
        self._say(node)

    def _say(self, node: int) -> None:
        run, tree = self.run, self._at
        assert run is not None and tree is not None
        if len(tree) == 1:
            self.view.set_message(
                QCoreApplication.translate("SearchTreePane", "No guesses: this run needed no search.")
                if not run.live()
                else QCoreApplication.translate("SearchTreePane", "No guesses so far.")
            )
        else:
            self.view.set_message("")
        count = QCoreApplication.translate("SearchTreePane", "Nodes: {nodes}, solutions: {solutions}").format(
            nodes=f"{len(tree):,}", solutions=f"{tree.solutions:,}"
        )
        if tree.truncated:
            count += QCoreApplication.translate("SearchTreePane", " (later guesses not kept)")
        here = QCoreApplication.translate("SearchTreePane", "Selected: {label} at depth {depth}, {outcome}").format(
            label=node_label(tree, node), depth=tree.depth(node), outcome=outcome_name(tree.outcome(node))
        )
        index = failure_reason(tree, run.timeline, node)
        if index is not None:  # a failed leaf says why, in the puzzle's terms
            here += QCoreApplication.translate("SearchTreePane", ": {reason} (Enter shows it on the board)").format(
                reason=i18n.speak(run.timeline.text(index))
            )
        if node == self.view.flaw_node() and self._flaw is not None:
            here += "; \u2717 " + i18n.speak(self._flaw.text)
        if self.view.is_backdoor(node):
            here += QCoreApplication.translate(
                "SearchTreePane",
                "; a size-1 backdoor of the puzzle: placed in the puzzle alone, it lets singles finish",
            )
        self.status.setText(f"{count}   {here}")
        self.status.setToolTip(as_written(here))

    # -- commands --------------------------------------------------------------------------------

    def choose(self, node: int) -> None:
        """Select ``node`` and show the board at its guess (the run pauses there)."""
        run, tree = self.run, self._at
        if run is None or tree is None or not 0 <= node < len(tree):
            return
        run.pause()
        first = max(tree.first(node), run.timeline.first_position)
        self._chosen = (node, first)
        self.view.select(node)
        run.seek(first)  # its positionChanged refreshes the rest
        if run.position != first or not self.isVisible():
            self.refresh()

    def show_failure(self) -> None:
        """Enter on a failed leaf: the board at the contradiction that ended it, its cells marked."""
        run, tree = self.run, self._at
        if run is None or tree is None:
            return
        node = self.view.selected()
        index = failure_reason(tree, run.timeline, node)
        if index is not None:
            self._seek(index + 1)

    def _seek(self, position: int) -> None:
        run = self.run
        if run is not None:
            run.pause()
            self._chosen = None
            run.seek(position)
