"""A race in the charts: each racer's curves in its colour, over the followed racer's span, and
a row under the charts naming the racers (it covers no curve). Each racer's curves go as far as
its board has shown, never further (a race replays runs recorded whole)."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.recording.curves import ChartReader, Curve
from .. import i18n
from ..playback import Playback

if TYPE_CHECKING:
    from ..race.lockstep import Race

RACERS_A_LINE = 3
"""Racers named on one line of the legend."""
RACE_CURVES: tuple[Curve, ...] = ("depth", "candidates", "guesses")
"""The curve each chart shows of every racer (a race draws each racer's guesses alone)."""

Envelope = list[tuple[int, int, int]]


def shown_end(run: Playback) -> int:
    """The furthest step the run has shown (its curves stop there)."""
    return min(run.revealed, len(run.timeline))


def envelope_points(rows: Envelope) -> tuple[list[float], list[float]]:
    """x and y of a line through each column's least and greatest value (a vertical stroke per
    column, joined to the next): the shape pyqtgraph's peak downsampling draws."""
    xs: list[float] = []
    ys: list[float] = []
    for end, low, high in rows:
        xs += (end, end)
        ys += (low, high)
    return xs, ys


class RaceCurves:
    """The race shown in the charts (``race``; None: none), its curves (``items``: per racer, a
    pyqtgraph curve per chart) and its legend (a pyqtgraph ``LabelItem``)."""

    def __init__(self) -> None:
        self.race: Race | None = None
        self.items: list[dict[Curve, Any]] = []
        self.legend: Any = None

    def build(self, widget: Any, plots: list[Any]) -> None:
        """Make the race's curves on ``plots`` and its legend in a row of ``widget`` under them
        (or take the last race's away when none is shown)."""
        import pyqtgraph as pg

        from ..race.lockstep import RACER_COLORS

        for old in self.items:
            for item in old.values():
                box = item.getViewBox()
                if box is not None:
                    box.removeItem(item)
        self.items = []
        if self.legend is not None:
            widget.removeItem(self.legend)
            self.legend = None
        if self.race is None:
            return
        self.legend = pg.LabelItem(justify="left")
        widget.addItem(self.legend, row=1, col=0, colspan=len(plots))
        for i, run in enumerate(self.race.runs):
            items: dict[Curve, Any] = {}
            if run is not None:
                pen = pg.mkPen(RACER_COLORS[i % len(RACER_COLORS)], width=1.5)
                for plot, curve in zip(plots, RACE_CURVES, strict=True):
                    items[curve] = plot.plot(pen=pen)
            self.items.append(items)

    def name_racers(self, text_color: str) -> None:
        """The legend: each racer's colour and name, the followed one in bold, a few a line."""
        race, legend = self.race, self.legend
        if race is None or legend is None:
            return
        from ..race.lockstep import RACER_COLORS

        entries = []
        for i, racer in enumerate(race.racers):
            name = html.escape(i18n.algorithm_title(racer.algorithm))
            if i == race.followed:
                name = f"<b>{name}</b>"
            entries.append(f'<span style="color:{RACER_COLORS[i % len(RACER_COLORS)]}">&#9632;&#9472;</span> {name}')
        lines = [
            "&nbsp;&nbsp;&nbsp;".join(entries[k : k + RACERS_A_LINE]) for k in range(0, len(entries), RACERS_A_LINE)
        ]
        legend.setText("<br>".join(lines), size="8pt", color=text_color)

    def draw(
        self, first: int, last: int, columns: int, reader: Callable[[Playback], ChartReader]
    ) -> list[tuple[Curve, Envelope]]:
        """Each racer's curves over steps ``first..last``, each to the furthest step its board
        has shown, in ``columns`` pixel columns (``reader``: the run's chart reader); returns
        each curve drawn with its envelope (for the charts' y ranges)."""
        race = self.race
        assert race is not None
        drawn: list[tuple[Curve, Envelope]] = []
        for items, run in zip(self.items, race.runs, strict=True):
            if run is not None:
                curves = reader(run).envelopes(first, min(last, shown_end(run)), columns)
                for curve, item in items.items():
                    item.setData(*envelope_points(curves[curve]))
                    drawn.append((curve, curves[curve]))
        return drawn
