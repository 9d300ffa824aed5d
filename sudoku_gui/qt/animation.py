"""Export a run (or a race) as an animation: GIF, animated WebP or MP4.

Frames are drawn the way the window draws the board (highlights, chain arrows, the step's text
under the board), without the window around it, from the recorded runs: frame f shows step
``first + f * steps_per_frame`` (clamped to each run's end; a race's boards side by side, all
at the same step). Encoding is a well-kept library's: Pillow for GIF and WebP (every frame
mapped to one palette made from the first, so frames differ only where the board changed),
imageio-ffmpeg (it ships its own ffmpeg) for MP4. The file is written to a temporary file
beside the target and renamed over it at the end, so a failed or cancelled export leaves an
existing file as it was. QImage painting needs no window: this runs on a worker thread or
headless (the offscreen platform).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QTextOption

from ..core.board_state import BoardState
from ..core.timeline import Timeline
from . import i18n
from .board_painter import BoardColors, BoardView, paint_board

FORMATS = {".gif": "GIF", ".webp": "WebP", ".mp4": "MP4"}
"""File extension -> format."""
TEXT_LINES = 2
"""Lines of the step's text drawn under each board."""


class Cancelled(Exception):
    """The export was cancelled; nothing was written."""


@dataclass(frozen=True)
class Clip:
    """What to export: steps ``first..last`` of ``timelines`` (one, or a race's), ``fps`` frames
    a second, ``steps_per_frame`` steps a frame, each board ``size`` pixels square."""

    timelines: Sequence[Timeline]
    first: int
    last: int
    fps: float = 10.0
    steps_per_frame: int = 1
    size: int = 500
    titles: Sequence[str] = ()

    def frames(self) -> int:
        """How many frames: the first step, then every ``steps_per_frame``-th, the last included."""
        span = max(0, self.last - self.first)
        return span // self.steps_per_frame + 1 + (1 if span % self.steps_per_frame else 0)

    def position(self, frame: int) -> int:
        return min(self.last, self.first + frame * self.steps_per_frame)


def check_format(path: str) -> str:
    """The format of ``path`` by its extension. Raises ValueError naming the ones known."""
    ext = os.path.splitext(path)[1].lower()
    if ext not in FORMATS:
        raise ValueError(f"cannot tell the format of {os.path.basename(path)!r}: use .gif, .webp or .mp4")
    return FORMATS[ext]


def render(clip: Clip, colors: BoardColors | None = None, show_candidates: bool = True) -> Iterator[QImage]:
    """Every frame of ``clip``, drawn as the window draws its board."""
    colors = colors or BoardColors()
    view = BoardView(selected=None, show_candidates=show_candidates)
    size = clip.size
    title_h = 22 if clip.titles else 0
    text_h = int(size * 0.045 * TEXT_LINES) + 8
    width = size * len(clip.timelines)
    height = title_h + size + text_h
    font = QFont()
    font.setPixelSize(max(10, int(size * 0.032)))
    title_font = QFont(font)
    title_font.setBold(True)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    for frame in range(clip.frames()):
        position = clip.position(frame)
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(colors.background)
        p = QPainter(image)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for i, timeline in enumerate(clip.timelines):
                x = i * size
                state = timeline.board_at(min(position, len(timeline)))
                if clip.titles:
                    p.setFont(title_font)
                    p.setPen(colors.given)
                    p.drawText(QRectF(x + 6, 2, size - 12, title_h), Qt.AlignmentFlag.AlignVCenter, clip.titles[i])
                paint_board(p, QRectF(x, title_h, size, size), state, view, colors)
                _paint_text(p, QRectF(x + 6, title_h + size, size - 12, text_h), state, position, font, colors, option)
        finally:
            p.end()
        yield image


def _paint_text(
    p: QPainter, area: QRectF, state: BoardState, position: int, font: QFont, colors: BoardColors, option: QTextOption
) -> None:
    p.setFont(font)
    p.setPen(colors.given)
    text = i18n.speak(state.last_text) if state.last_text else ""
    p.drawText(area, f"{position:,}. {text}" if position else text, option)


def _pil(image: QImage):  # type: ignore[no-untyped-def]
    """A QImage as a Pillow RGB image (copied)."""
    from PIL import Image

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())[: rgb.sizeInBytes()]
    return Image.frombuffer("RGB", (rgb.width(), rgb.height()), data, "raw", "RGB", rgb.bytesPerLine(), 1).copy()


def write(
    clip: Clip,
    path: str,
    colors: BoardColors | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> int:
    """Write ``clip`` to ``path`` (the format by its extension), whole or not at all; returns the
    number of frames. ``progress(done, total)`` hears each frame; ``cancelled`` is polled.
    Raises ValueError (an unknown format), OSError (the file), ``Cancelled``."""
    kind = check_format(path)
    total = clip.frames()
    folder = os.path.dirname(os.path.abspath(path))
    fd, temp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=f".{os.getpid()}.part", dir=folder)
    os.close(fd)
    try:
        frames = _counted(render(clip, colors), total, progress, cancelled)
        if kind == "MP4":
            _write_mp4(frames, temp, clip.fps)
        else:
            _write_pillow(frames, temp, clip.fps, kind, colors)
        os.replace(temp, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp)
    return total


def _counted(
    frames: Iterator[QImage],
    total: int,
    progress: Callable[[int, int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> Iterator[QImage]:
    for n, image in enumerate(frames, start=1):
        if cancelled is not None and cancelled():
            raise Cancelled
        yield image
        if progress is not None:
            progress(n, total)


def _palette(first, colors: BoardColors):  # type: ignore[no-untyped-def]
    """One GIF palette for every frame: the first frame's colours and every colour of the
    board's palette blended into its background at several strengths (a guess's amber, a
    placement's green... appear later and must not map to grey)."""
    from dataclasses import fields

    from PIL import Image

    back = colors.background
    swatch: list[tuple[int, int, int]] = []
    for f in fields(colors):
        c = getattr(colors, f.name)
        for a in (0.2, 0.4, 0.6, 0.8, 1.0):
            swatch.append(
                tuple(round(getattr(back, ch)() * (1 - a) + getattr(c, ch)() * a) for ch in ("red", "green", "blue"))  # type: ignore[misc]
            )
    strip = Image.new("RGB", (len(swatch), 8))
    for x, rgb in enumerate(swatch):
        for y in range(8):
            strip.putpixel((x, y), rgb)
    both = Image.new("RGB", (first.width, first.height + 8 * 20))
    both.paste(first, (0, 0))
    for row in range(20):  # the swatch weighs enough to win palette entries
        for x0 in range(0, first.width, strip.width):
            both.paste(strip, (x0, first.height + row * 8))
    return both.quantize(colors=255, method=Image.Quantize.MEDIANCUT)


def _write_pillow(
    frames: Iterator[QImage], path: str, fps: float, kind: str, colors: BoardColors | None = None
) -> None:
    from PIL import Image

    first = next(frames, None)
    if first is None:
        raise ValueError("nothing to export: the span holds no step")
    duration = max(20, round(1000 / fps))  # ms a frame (GIF counts in hundredths)
    if kind == "GIF":
        palette = _palette(_pil(first), colors or BoardColors())

        def mapped() -> Iterator[Image.Image]:
            for image in frames:
                yield _pil(image).quantize(palette=palette, dither=Image.Dither.NONE)

        start = _pil(first).quantize(palette=palette, dither=Image.Dither.NONE)
        start.save(path, format="GIF", save_all=True, append_images=mapped(), duration=duration, loop=0)
    else:
        _pil(first).save(
            path,
            format="WEBP",
            save_all=True,
            append_images=(_pil(i) for i in frames),
            duration=duration,
            loop=0,
            quality=80,
            method=2,
        )


def _write_mp4(frames: Iterator[QImage], path: str, fps: float) -> None:
    import imageio_ffmpeg

    first = next(frames, None)
    if first is None:
        raise ValueError("nothing to export: the span holds no step")
    width, height = first.width() // 2 * 2, first.height() // 2 * 2  # H.264 wants even sizes
    writer = imageio_ffmpeg.write_frames(
        path,
        (width, height),
        fps=fps,
        codec="libx264",
        pix_fmt_out="yuv420p",
        output_params=["-f", "mp4"],
        macro_block_size=1,
    )
    writer.send(None)
    try:
        for image in _chain(first, frames):
            rgb = image.copy(0, 0, width, height).convertToFormat(QImage.Format.Format_RGB888)
            row = rgb.bytesPerLine()
            data = bytes(rgb.constBits())[: row * height]
            if row != width * 3:  # rows padded to 4 bytes: drop the padding
                data = b"".join(data[y * row : y * row + width * 3] for y in range(height))
            writer.send(data)
    finally:
        writer.close()


def _chain(first: QImage, rest: Iterator[QImage]) -> Iterator[QImage]:
    yield first
    yield from rest
