"""The race in the middle of the window: one small board per racer, in lockstep, and its clock.

Each tile says who races (the algorithm as a person reads it), its figures at the step shown
(steps, guesses, backtracks, depth, solving time) and how it finished (its place, or why it did
not). A click on a tile makes the panes follow that racer. Above the tiles: the clock (by step
or by solving time), the finishing order as far as the boards have shown their ends, and a button to the first step where two searches
diverge; below them: the race's scrub slider.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.board_state import BoardState
from .. import i18n
from ..board.painter import BoardColors, BoardView, paint_board
from ..playback import Playback
from ..window.jump_slider import JumpSlider
from ..window.outcome_words import outcome_text
from .lockstep import RACER_COLORS, Race

MIN_BOARD = 72
"""A race board's least side in px: below it a board shows little, and the window gives the
boards what room it has rather than grow past the screen."""
TILE_MARGIN = 12
"""A tile's frame and margins around its caption and board, in px."""


def best_columns(count: int, width: float, height: float, spacing: float, caption: Callable[[int], int]) -> int:
    """The number of columns that gives ``count`` tiles in a ``width`` x ``height`` px area the
    largest square boards; ``caption(w)`` is a caption's height at tile width ``w``. Fewer
    columns win a tie."""
    best, best_side = 1, -math.inf
    for columns in range(1, count + 1):
        rows = -(-count // columns)
        tile_w = (width - (columns - 1) * spacing) / columns
        tile_h = (height - (rows - 1) * spacing) / rows
        side = min(tile_w, tile_h - caption(max(1, int(tile_w - TILE_MARGIN)))) - TILE_MARGIN
        if side > best_side + 0.5:
            best, best_side = columns, side
    return best


class RaceBoard(QWidget):
    """A small board that only shows (no editing); a click anywhere is ``clicked``."""

    clicked = Signal()

    def __init__(self, colors: BoardColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: BoardState | None = None
        self._colors = colors
        self._view = BoardView(selected=None)
        self.setMinimumSize(MIN_BOARD, MIN_BOARD)  # small, so a race never makes the window taller
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_state(self, state: BoardState) -> None:
        self._state = state
        self.update()

    def set_colors(self, colors: BoardColors) -> None:
        self._colors = colors
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._state is None:
            return
        p = QPainter(self)
        try:
            paint_board(p, QRectF(self.rect()), self._state, self._view, self._colors, float("inf"))
        finally:
            p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit()
        super().mousePressEvent(event)


class RaceTile(QFrame):
    """One racer: its caption over its board (see the module text)."""

    def __init__(self, race: Race, index: int, colors: BoardColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._race, self._index = race, index
        self._color = RACER_COLORS[index % len(RACER_COLORS)]
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.board = RaceBoard(colors)
        self.board.clicked.connect(lambda: race.follow(index))
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(self.caption)
        box.addWidget(self.board, 1)
        run = race.runs[index]
        if run is not None:
            run.boardChanged.connect(self._board)
            self.board.set_state(run.state)
        self.refresh()

    def _board(self, state: BoardState) -> None:
        self.board.set_state(state)

    def refresh(self) -> None:
        race, i = self._race, self._index
        racer = race.racers[i]
        run: Playback | None = race.runs[i]
        followed = i == race.followed
        self.setStyleSheet(f"RaceTile {{ border: {3 if followed else 1}px solid {self._color}; border-radius: 4px; }}")
        # The caption is rich text: a solver's name and error are its own words, never HTML.
        name = html.escape(i18n.algorithm_title(racer.algorithm))
        if run is None:
            self.caption.setText(
                QCoreApplication.translate("RacePanel", "<b>{name}</b><br>did not finish: {reason}").format(
                    name=name, reason=html.escape(i18n.speak(racer.error))
                )
            )
            return
        k = run.state.counters
        seconds = run.timeline.seconds_at(run.position)
        at_end = run.position >= len(run.timeline)
        rank = race.rank(i)
        if at_end:
            how = (
                QCoreApplication.translate("RacePanel", "finished {place}.").format(place=rank)
                if rank is not None
                else html.escape(outcome_text(run.outcome, run.error))
                + (QCoreApplication.translate("RacePanel", " (step cap)") if racer.capped else "")
            )
        else:
            how = QCoreApplication.translate("RacePanel", "racing")
        self.caption.setText(
            QCoreApplication.translate(
                "RacePanel",
                "<b>{name}</b> — {how}<br>steps {steps:,} · guesses {guesses:,} · backtracks {backtracks:,} · "
                "depth {depth} · {seconds:.3f} s",
            ).format(
                name=name,
                how=how,
                steps=run.position,  # as the slider and the step log count them
                guesses=k.guesses,
                backtracks=k.backtracks,
                depth=k.depth,
                seconds=seconds,
            )
        )


class RacePanel(QWidget):
    """See the module text. ``colors`` are the board colours of the window's theme."""

    def __init__(self, race: Race, colors: BoardColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.race = race
        by_step = QRadioButton(QCoreApplication.translate("RacePanel", "By &step"))
        by_time = QRadioButton(QCoreApplication.translate("RacePanel", "By solving &time"))
        by_step.setToolTip(QCoreApplication.translate("RacePanel", "Every board at the same step"))
        by_time.setToolTip(
            QCoreApplication.translate("RacePanel", "Every board where its solver was after the same solving time")
        )
        for b in (by_step, by_time):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the race
        by_step.setChecked(True)
        self.clocks = QButtonGroup(self)
        self.clocks.addButton(by_step, 0)
        self.clocks.addButton(by_time, 1)
        self.clocks.idToggled.connect(self._clock_picked)
        self.by_time = by_time
        self.diverge = QPushButton(QCoreApplication.translate("RacePanel", "First &divergence"))
        self.diverge.setToolTip(
            QCoreApplication.translate(
                "RacePanel", "The first step where the followed racer's search differs from another's (Ctrl+D)"
            )
        )
        self.diverge.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.diverge.clicked.connect(race.jump_to_divergence)
        self.diverge.setEnabled(race.divergence() is not None)
        self.order = QLabel()
        self.order.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top = QHBoxLayout()
        top.addWidget(by_step)
        top.addWidget(by_time)
        top.addWidget(self.diverge)
        top.addWidget(self.order, 1)
        self.grid = grid = QGridLayout()
        self.tiles = [RaceTile(race, i, colors) for i in range(len(race.racers))]
        self.columns = 0
        self._place(2 if len(race.racers) <= 4 else 3)  # until the panel knows its size
        self.slider = JumpSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setToolTip(QCoreApplication.translate("RacePanel", "Drag to any point of the race"))
        self.slider.sliderMoved.connect(self._scrubbed)
        self.slider.actionTriggered.connect(lambda _a: self._scrubbed(self.slider.sliderPosition()))
        self.where = QLabel()
        bottom = QHBoxLayout()
        bottom.addWidget(self.slider, 1)
        bottom.addWidget(self.where)
        self._top, self._bottom = top, bottom
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 4)
        layout.addLayout(top)
        layout.addLayout(grid, 1)
        layout.addLayout(bottom)
        race.moved.connect(self.refresh)
        race.followedChanged.connect(self._followed)  # a method, not a lambda: gone with the panel
        race.clockChanged.connect(self._clock_shown)
        self.refresh()

    def _followed(self, _index: int) -> None:
        self.refresh()

    def set_colors(self, colors: BoardColors) -> None:
        for tile in self.tiles:
            tile.board.set_colors(colors)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reflow()

    def _reflow(self) -> None:
        """Lay the tiles out in the columns that give the largest boards at this size: a row of
        four beside the charts, two by two on a tall area."""
        layout = self.layout()
        if layout is None:
            return
        m = layout.contentsMargins()
        spacing = layout.spacing()
        width = self.width() - m.left() - m.right()
        height = (
            self.height()
            - m.top()
            - m.bottom()
            - self._top.sizeHint().height()
            - self._bottom.sizeHint().height()
            - 2 * spacing
        )
        caption = self.tiles[0].caption if self.tiles else None
        if caption is None or width <= 0 or height <= 0:
            return
        self._place(best_columns(len(self.tiles), width, height, self.grid.spacing(), caption.heightForWidth))

    def _place(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for tile in self.tiles:
            self.grid.removeWidget(tile)
        rows = -(-len(self.tiles) // columns)
        for i in range(max(columns, self.grid.columnCount())):
            self.grid.setColumnStretch(i, 1 if i < columns else 0)
        for i in range(max(rows, self.grid.rowCount())):
            self.grid.setRowStretch(i, 1 if i < rows else 0)
        for i, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, i // columns, i % columns)

    def _order_text(self) -> None:
        parts = [
            f"{n}. {i18n.algorithm_title(r.algorithm)} {r.seconds:.3f} s"
            for n, r in enumerate(self.race.finished(), start=1)
        ]
        text = QCoreApplication.translate("RacePanel", "Finishing order: {order}").format(
            order=",  ".join(parts) or "-"
        )
        self.order.setText(text)
        self.order.setToolTip(text)  # the whole of it, when the row cuts it short

    def _clock_picked(self, button: int, on: bool) -> None:
        if on:
            self.race.set_by_time(button == 1)

    def _clock_shown(self, by_time: bool) -> None:
        """The race switched clocks (First Divergence goes by step): the buttons say so."""
        button = self.clocks.button(1 if by_time else 0)
        if button is not None and not button.isChecked():
            self.clocks.blockSignals(True)
            button.setChecked(True)
            self.clocks.blockSignals(False)

    def _scrubbed(self, value: int) -> None:
        self.race.pause()
        self.race.seek(value)

    def refresh(self) -> None:
        race = self.race
        self.slider.blockSignals(True)
        self.slider.setRange(0, race.length())
        self.slider.setValue(race.master())
        self.slider.blockSignals(False)
        if race.by_time:
            self.where.setText(
                QCoreApplication.translate("RacePanel", "{now:.3f} s of {total:.3f} s solving").format(
                    now=race.master() / 1000, total=race.length() / 1000
                )
            )
        else:
            self.where.setText(
                QCoreApplication.translate("RacePanel", "step {position:,} of {total:,}").format(
                    position=race.master(), total=race.length()
                )
            )
        for tile in self.tiles:
            tile.refresh()
        self._order_text()
