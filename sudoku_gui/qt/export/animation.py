"""Export a run (or a race) as an animation: GIF, animated WebP or MP4.

Frames are drawn the way the window draws the board (highlights, chain arrows, the step's text
under the board), without the window around it, from the recorded runs: frame f shows step
``first + f * steps_per_frame`` (clamped to each run's end; a race's boards side by side, all
at the same step). Every frame is encoded as soon as it is drawn, so memory stays flat however
many frames there are: GIF by Pillow's frame-by-frame GIF functions (every frame mapped to one
palette made from the first and the board's colours; only the box where it differs from the
one before is stored), WebP and MP4 by the ffmpeg that imageio-ffmpeg ships, fed through a pipe
(libwebp's animation encoder, H.264). The file is written to a temporary file beside the target
and renamed over it at the end (``core.atomic``), so a failed or cancelled export leaves an
existing file as it was. QImage painting needs no window: this runs on a worker thread or
headless (the offscreen platform).
"""

from __future__ import annotations

import errno
import os
import subprocess
import tempfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import IO, TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QTextOption

from ...core.atomic import AtomicPath
from ...core.board_state import BoardState
from ...core.recording.animation_frames import estimated_bytes, frames_for, span_problem
from ...core.recording.timeline import Timeline
from .. import i18n
from ..board.painter import BoardColors, BoardView, paint_board

if TYPE_CHECKING:  # Pillow loads on first export, not at start-up
    from PIL.Image import Image as PILImage

FORMATS = {".gif": "GIF", ".webp": "WebP", ".mp4": "MP4"}
"""File extension -> format."""
TEXT_LINES = 2
"""Lines of the step's text drawn under each board."""
GIF_LONGEST_MS = 655_350
"""A GIF frame lasts at most 65,535 hundredths of a second."""


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
        return frames_for(self.first, self.last, self.steps_per_frame)

    def position(self, frame: int) -> int:
        return min(self.last, self.first + frame * self.steps_per_frame)

    def estimated_bytes(self, kind: str) -> int:
        """About how big the file of format ``kind`` ("GIF", "WebP", "MP4") will be."""
        return estimated_bytes(kind, self.frames(), len(self.timelines), self.size)

    def problem(self) -> str | None:
        """Why this clip cannot be exported (``core.recording.animation_frames.span_problem``), or None."""
        return span_problem(self.first, self.last, self.steps_per_frame, self.fps)


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


def _pil(image: QImage) -> PILImage:
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
    number of frames. ``progress(done, total)`` hears each frame as it is encoded; ``cancelled``
    is polled before each. Raises ValueError (an unknown format, a clip ``problem``),
    ``core.atomic.WriteFailed`` (the file, named as given), ``Cancelled``."""
    kind = check_format(path)
    why = clip.problem()
    if why is not None:
        raise ValueError(why)
    total = clip.frames()
    frames = _counted(render(clip, colors), total, progress, cancelled)
    with AtomicPath(path) as name:
        encode(frames, name, clip.fps, kind, colors)
    return total


def encode(frames: Iterator[QImage], name: str, fps: float, kind: str, colors: BoardColors | None = None) -> None:
    """Encode ``frames`` (all the same size) into the file ``name`` as ``kind`` ("GIF", "WebP",
    "MP4") at ``fps`` frames a second, as they come. Raises ValueError for no frame, OSError
    when ffmpeg fails."""
    if kind == "GIF":
        _write_gif(frames, name, fps, colors or BoardColors())
    else:
        _write_ffmpeg(frames, name, fps, kind)


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


def _palette(first: PILImage, colors: BoardColors) -> PILImage:
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
                tuple(round(getattr(back, ch)() * (1 - a) + getattr(c, ch)() * a) for ch in ("red", "green", "blue"))
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


def _frame_ms(fps: float) -> int:
    """A frame's time in milliseconds, as GIF can say it (hundredths, at least 2 and at most
    65,535 of them: viewers slow faster frames down)."""
    return min(GIF_LONGEST_MS, max(20, round(1000 / fps)))


def _write_gif(frames: Iterator[QImage], name: str, fps: float, colors: BoardColors) -> None:
    """Encode ``frames`` as they come: a frame is written once the next one is known (a frame
    equal to the one before only lengthens it), as the box where it differs from the frame
    before, its unchanged pixels transparent. One frame in memory at a time, not all."""
    from PIL import GifImagePlugin, Image, ImageChops

    first = next(frames, None)
    if first is None:
        raise ValueError("nothing to export: the span holds no step")
    ms = _frame_ms(fps)
    palette = _palette(_pil(first), colors)

    def mapped(image: QImage) -> Image.Image:
        return _pil(image).quantize(palette=palette, dither=Image.Dither.NONE)

    with open(name, "wb") as out:
        shown = mapped(first)
        header, _ = GifImagePlugin.getheader(shown.copy(), info={"loop": 0, "duration": ms})
        out.writelines(header)
        pending: tuple[Image.Image, tuple[int, int], dict[str, int]] = (shown, (0, 0), {"duration": ms})
        for image in frames:
            frame = mapped(image)
            delta = ImageChops.subtract_modulo(frame, shown)
            box = delta.getbbox()
            if box is None and pending[2]["duration"] + ms <= GIF_LONGEST_MS:
                pending[2]["duration"] += ms
                continue
            out.writelines(GifImagePlugin.getdata(pending[0], pending[1], **pending[2]))
            box = box or (0, 0, 1, 1)  # as long as GIF allows already: one more unchanged pixel
            params = {"duration": ms}
            part = frame.crop(box)
            used = {index for _, index in part.getcolors(256) or ()}
            clear = next((i for i in range(256) if i not in used), None)
            if clear is not None:  # pixels equal to the frame before: transparent (smaller LZW)
                unchanged = delta.crop(box).point([255, *(0,) * 255], "1")
                part.paste(clear, mask=unchanged)
                params["transparency"] = clear
            pending, shown = (part, box[:2], params), frame
        out.writelines(GifImagePlugin.getdata(pending[0], pending[1], **pending[2]))
        out.write(b";")


def _rgb_bytes(image: QImage, width: int, height: int) -> bytes:
    """The top-left ``width`` x ``height`` pixels of ``image`` as packed RGB bytes."""
    rgb = image.copy(0, 0, width, height).convertToFormat(QImage.Format.Format_RGB888)
    row = rgb.bytesPerLine()
    data = bytes(rgb.constBits())[: row * height]
    if row != width * 3:  # rows padded to 4 bytes: drop the padding
        data = b"".join(data[y * row : y * row + width * 3] for y in range(height))
    return data


_FFMPEG_OUTPUT = {
    "MP4": ["-vcodec", "libx264", "-pix_fmt", "yuv420p", "-crf", "25", "-f", "mp4"],
    "WebP": [
        *("-vcodec", "libwebp_anim", "-pix_fmt", "yuv420p", "-quality", "80", "-compression_level", "2"),
        *("-loop", "0", "-f", "webp"),
    ],
}


def _write_ffmpeg(frames: Iterator[QImage], name: str, fps: float, kind: str) -> None:
    """Encode ``frames`` with ffmpeg as they come, through a pipe (ffmpeg holds a few frames,
    not all). On an error or cancel ffmpeg is killed; it also ends when this process dies (the
    pipe closes). Raises OSError with ffmpeg's last words when it fails."""
    import imageio_ffmpeg

    first = next(frames, None)
    if first is None:
        raise ValueError("nothing to export: the span holds no step")
    width, height = first.width(), first.height()
    if kind == "MP4":
        width, height = width // 2 * 2, height // 2 * 2  # H.264 wants even sizes
    rate = Fraction(fps).limit_denominator(1000)
    command = [
        imageio_ffmpeg.get_ffmpeg_exe(),
        *("-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24"),
        *("-s", f"{width}x{height}", "-r", str(rate), "-i", "-", "-an"),
        *_FFMPEG_OUTPUT[kind],
        name,
    ]
    with tempfile.TemporaryFile() as log:
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=log)
        try:
            pipe: IO[bytes] | None = process.stdin
            assert pipe is not None
            try:
                pipe.write(_rgb_bytes(first, width, height))
                for image in frames:
                    pipe.write(_rgb_bytes(image, width, height))
                pipe.close()
            except BrokenPipeError:
                pass  # ffmpeg has stopped: its exit code and words say why
            code = process.wait()
        except BaseException:
            process.kill()
            process.wait()
            raise
        if code != 0:
            log.seek(0)
            words = log.read().decode("utf-8", "replace").strip().splitlines()
            raise OSError(errno.EIO, f"ffmpeg: {words[-1] if words else f'ended with code {code}'}")
