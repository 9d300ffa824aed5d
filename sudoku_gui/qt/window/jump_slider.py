"""A slider that goes where it is clicked: the scrub, speed and race sliders.

Qt's styles page a plain QSlider by ``pageStep`` towards a left click on its groove (ten steps
of a run of a million); a timeline is read as a position, so a click there should show that
step, as in a media player. The handle is moved under the pointer, then the press is handed
to QSlider, which grabs the handle: a click that goes on into a drag scrubs on from there.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractSlider, QSlider, QStyle, QStyleOptionSlider


class JumpSlider(QSlider):
    """A QSlider whose left click on the groove sets the value under the pointer.

    It then emits what a drag of the handle emits: ``actionTriggered(SliderMove)``,
    ``valueChanged`` (with tracking on), ``sliderPressed``, and ``sliderMoved`` as the pointer moves.
    """

    def value_at(self, point: QPointF) -> int:
        """The value whose handle centre is at ``point`` (widget pixels), as QSlider's own
        absolute-set click computes it; clamped to the range."""
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self)
        if self.orientation() == Qt.Orientation.Horizontal:
            length, start, end, at = handle.width(), groove.x(), groove.right(), point.x()
        else:
            length, start, end, at = handle.height(), groove.y(), groove.bottom(), point.y()
        span = end - length + 1 - start
        pos = int(at - length / 2) - start
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), pos, max(span, 0), opt.upsideDown)

    def _on_handle(self, point: QPointF) -> bool:
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        hit = self.style().hitTestComplexControl(QStyle.ComplexControl.CC_Slider, opt, point.toPoint(), self)
        return hit == QStyle.SubControl.SC_SliderHandle

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.isEnabled()
            and self.maximum() > self.minimum()
            and not self._on_handle(event.position())
        ):
            self.setSliderPosition(self.value_at(event.position()))  # with tracking: a SliderMove action
            if not self.hasTracking():
                self.triggerAction(QAbstractSlider.SliderAction.SliderMove)
        super().mousePressEvent(event)  # the handle is under the pointer now: QSlider grabs it
