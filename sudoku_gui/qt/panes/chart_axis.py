"""The charts' axes: large numbers shortened (200k, 1.5M; 20万 in Chinese) and ticks spaced so
their labels never run together, however narrow the chart ("200k400k600k" before)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF

ENGLISH_UNITS: tuple[tuple[float, str], ...] = ((1e3, "{n}k"), (1e6, "{n}M"))


def number_units() -> tuple[tuple[float, str], ...]:
    """The units that shorten large numbers on the axes, smallest first: (size, template), in the
    language shown (a translation may use other sizes: Chinese counts in 万 and 亿)."""
    spec = QCoreApplication.translate(
        "ChartsPane",
        "1000 {n}k; 1000000 {n}M",
        "axis labels of large numbers: each unit as its size and a template, smallest first",
    )
    try:
        units = tuple((float(size), template) for size, template in (part.split() for part in spec.split(";")))
        for size, template in units:
            template.format(n="1")
            if size <= 1:
                raise ValueError(size)
    except (ValueError, KeyError, IndexError):  # a broken translation: the English units
        return ENGLISH_UNITS
    return units


def compact_number(value: float, spacing: float, units: Sequence[tuple[float, str]] = ENGLISH_UNITS) -> str:
    """An axis label of ``value`` for ticks ``spacing`` apart: 950, 1.5k, 200k, 1M, 2.5M (with the
    decimals the spacing needs); "" between whole numbers (steps and counts are whole)."""
    if abs(value - round(value)) > 1e-6 * max(1.0, spacing):
        return ""
    size, template = 1.0, "{n}"
    for unit, text in units:
        if abs(value) >= unit:
            size, template = unit, text
    step = spacing / size
    places = min(3, max(0, math.ceil(-math.log10(step) - 1e-9))) if step > 0 else 0
    number = f"{value / size:.{places}f}"
    if "." in number:
        number = number.rstrip("0").rstrip(".")
    return template.format(n="0" if number == "-0" else number)


def next_spacing(spacing: float) -> float:
    """The next wider tick spacing of the 1-2-5 series: 1 -> 2 -> 5 -> 10, 0.5 -> 1."""
    power = 10.0 ** math.floor(math.log10(spacing) + 1e-9)
    mantissa = round(spacing / power, 6)
    for step in (1.0, 2.0, 5.0, 10.0):
        if mantissa < step - 1e-6:
            return step * power
    return 20.0 * power


def spaced(
    low: float, high: float, pixels: float, spacing: float, width: Callable[[float, float], float], gap: float
) -> tuple[float, float]:
    """Ticks for ``low..high`` drawn along ``pixels`` px, as (spacing, first tick): the least
    spacing from ``spacing`` on (the 1-2-5 series) at which the labels are at least ``gap`` px
    apart with one wholly inside the axis (pyqtgraph drops labels past its ends). When none is,
    a single tick: the one nearest the middle at the widest spacing that keeps a label inside
    (its spacing then larger than the range). ``width(value, spacing)``: a label's extent along
    the axis in px."""
    low, high = min(low, high), max(low, high)
    span = high - low
    if span <= 0 or pixels <= 0 or spacing <= 0:
        return spacing, 0.0
    per_px = pixels / span
    single: float | None = None
    while spacing < span:
        first = math.ceil(low / spacing)
        values = [k * spacing for k in range(first, first + int(span / spacing) + 1) if k * spacing <= high]
        widths = [width(v, spacing) for v in values]
        inside = [v for v, w in zip(values, widths, strict=True) if min(v - low, high - v) * per_px >= w / 2]
        if not inside:
            break  # from here on no label is drawn whole
        if spacing * per_px >= max(widths) + gap:
            return spacing, 0.0
        single = min(inside, key=lambda v: abs(v - (low + high) / 2))
        spacing = next_spacing(spacing)
    if single is None:
        return spacing, 0.0
    return 10.0 ** math.ceil(math.log10(span) + 1), single


def _granularity(value: float, spacing: float) -> float:
    """The widest spacing of the 1-2-5 series, at most ``spacing``, that ``value`` is a multiple of
    (so its label keeps the decimals it needs: 1.5M, not 2M)."""
    power = 10.0 ** math.floor(math.log10(spacing) + 1e-9)
    while power > 1e-9:
        for step in (5.0, 2.0, 1.0):
            unit = step * power
            if unit <= spacing and abs(value / unit - round(value / unit)) < 1e-6:
                return unit
        power /= 10
    return spacing


_axis_class: Any = None


def axis(orientation: str) -> Any:
    """A pyqtgraph axis labelled with ``compact_number``, whose labels never run together: ticks
    are spaced for the widest label at the axis' length (fewer ticks on a narrow chart), minor
    ticks unlabelled. The class is made once pyqtgraph is loaded."""
    global _axis_class
    if _axis_class is None:
        import pyqtgraph as pg

        class CompactAxis(pg.AxisItem):  # type: ignore[misc]
            def __init__(self, orientation: str) -> None:
                super().__init__(orientation=orientation)
                self.setStyle(tickFont=QFont(), maxTextLevel=0)  # a font known here, so labels are measured

            def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
                units = number_units()
                if len(values) == 1 and spacing > 0:  # a single tick: the decimals its value needs
                    spacing = _granularity(values[0], spacing)
                return [compact_number(v * scale, spacing * scale, units) for v in values]

            def tickSpacing(self, low: float, high: float, size: float) -> list[tuple[float, float]]:
                levels: list[tuple[float, float]] = super().tickSpacing(low, high, size)
                if not levels:
                    return levels
                metrics = QFontMetricsF(self.style["tickFont"])
                units = number_units()
                along = self.orientation in ("bottom", "top")

                def extent(value: float, spacing: float) -> float:
                    text = compact_number(value, spacing, units)
                    return metrics.horizontalAdvance(text) if along else metrics.height() * 0.8

                major, offset = spaced(low, high, size, levels[0][0], extent, metrics.horizontalAdvance("0") * 1.5)
                if offset or major >= abs(high - low):
                    return [(major, offset)]
                minor = major / (4 if round(major / 10 ** math.floor(math.log10(major) + 1e-9)) == 2 else 5)
                if minor / max(abs(high - low), 1e-12) * size >= 4:
                    return [(major, 0.0), (minor, 0.0)]
                return [(major, 0.0)]

        _axis_class = CompactAxis
    made = _axis_class(orientation=orientation)
    if orientation == "left":
        # Room for the widest label ("-888.8k", compact_number's longest) from the start: an axis
        # that widens as its labels grow lays the charts out again, three repaints as a run
        # starts (50 ms the GUI thread could not answer a key).
        width = QFontMetricsF(made.style["tickFont"]).horizontalAdvance("-888.8k")
        made.setStyle(autoExpandTextSpace=False, tickTextWidth=int(width) + 1)
    return made
