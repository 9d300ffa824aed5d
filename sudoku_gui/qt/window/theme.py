"""Light and dark themes: the application palette and the board's colours together.

"system" follows the desktop's colour scheme (Qt's style hints, updated live when it changes);
"light" and "dark" force one, on the Fusion style so every widget takes the palette.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

from ..board.painter import DARK, LIGHT, BoardColors

THEMES = ("system", "light", "dark")
AA_TEXT = 4.5
"""WCAG 2 AA contrast for body text."""
AA_CONTROL = 3.0
"""WCAG 2 AA contrast for a control's state against its surroundings."""
ERROR_RED = QColor("#c81e1e")
"""The red of errors in the status bar and of faults in the step log (made readable per theme)."""
_original: tuple[QPalette, str] | None = None


def dark_palette() -> QPalette:
    p = QPalette()
    window, base, text = QColor("#2b2f36"), QColor("#1f2329"), QColor("#e6e8eb")
    for role, color in (
        (QPalette.ColorRole.Window, window),
        (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base),
        (QPalette.ColorRole.AlternateBase, window),
        (QPalette.ColorRole.ToolTipBase, base),
        (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, window),
        (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.BrightText, QColor("#ff6b6b")),
        (QPalette.ColorRole.Highlight, QColor("#3d6fb6")),
        (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        (QPalette.ColorRole.Link, QColor("#7cb0ff")),
        (QPalette.ColorRole.PlaceholderText, QColor("#8a919c")),
    ):
        p.setColor(role, color)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6d737d"))
    return p


def luminance(color: QColor) -> float:
    """WCAG 2 relative luminance, 0 (black) to 1 (white)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(color: QColor, against: QColor, ratio: float = AA_TEXT) -> QColor:
    """``color``, made lighter (on a dark ``against``) or darker (on a light one), hue kept,
    until its contrast with ``against`` reaches ``ratio`` (or it is white or black)."""
    hue, saturation, lightness = color.hslHueF(), color.hslSaturationF(), color.lightnessF()
    step = 0.02 if luminance(against) < 0.18 else -0.02  # 0.18: contrast with white = with black
    out = QColor(color)
    while contrast(out, against) < ratio and 0 < lightness < 1:
        lightness = min(1.0, max(0.0, lightness + step))
        out = QColor.fromHslF(max(hue, 0.0), saturation, lightness, color.alphaF())
    return out


def error_red(background: QColor) -> QColor:
    """``ERROR_RED`` as text on ``background``: the same red where it reads at 4.5:1 (the light
    theme), lighter where it does not (on the dark theme's grey it gave 2.5:1)."""
    return readable(ERROR_RED, background)


class ReadableBoxes(QProxyStyle):
    """A style (Fusion, or the desktop's) whose check boxes have a frame at 3:1 against the window
    (WCAG's figure for a control): Fusion draws it a shade darker than the window, so an unchecked
    box in a dark menu (Solve > Check Steps) could not be seen at all, and on white it was 2.99:1."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            return
        background = option.palette.color(QPalette.ColorRole.Window)
        frame = readable(option.palette.color(QPalette.ColorRole.Mid), background, AA_CONTROL)
        painter.save()
        painter.setPen(frame)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
        painter.restore()


def _style(name: str) -> QStyle:
    """The style ``name`` (Fusion when there is none of that name), its check boxes readable."""
    return ReadableBoxes(QStyleFactory.create(name) or QStyleFactory.create("Fusion"))


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    if scheme is not None and scheme() == Qt.ColorScheme.Dark:
        return True
    # Older platforms: a dark window colour means a dark theme.
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128


def apply(theme: str) -> BoardColors:
    """Set the application's look for ``theme`` (one of ``THEMES``); returns the board colours."""
    global _original
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return LIGHT
    if _original is None:
        _original = (QPalette(app.palette()), app.style().name())
    # The palette goes first, then the style: setStyle re-polishes every widget, and a widget
    # with a style sheet (the digit pad) keeps the palette it had at that moment, so a palette
    # set after the style left the pad one theme behind (light buttons in the dark theme).
    if theme == "dark":
        app.setPalette(dark_palette())
        app.setStyle(_style("Fusion"))
        return DARK
    if theme == "light":
        style = _style("Fusion")
        app.setPalette(style.standardPalette())
        app.setStyle(style)
        return LIGHT
    palette, style_name = _original
    app.setPalette(palette)
    app.setStyle(_style(style_name))
    return DARK if system_is_dark() else LIGHT
