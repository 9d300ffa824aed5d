"""Exported animations: the frames asked for, drawn as the board; headless on the command line."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import ROOT, SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import format_grid
from sudoku_gui.core.race import record

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


@pytest.fixture(scope="module")
def timeline():
    return record(BoardState(HARD), "propagate-guess", 10.0, 100_000).timeline


def pixels_close(a, b) -> float:
    """Mean absolute difference of two RGB images of one size, 0-255."""
    from PIL import ImageChops, ImageStat

    return sum(ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB"))).mean) / 3


@pytest.mark.parametrize("ext", ["gif", "webp", "mp4"])
def test_the_file_has_the_frames_asked_for_and_the_first_is_the_board_at_the_first_step(qtbot, tmp_path, timeline, ext):
    from PIL import Image

    from sudoku_gui.qt.animation import Clip, _pil, render, write

    clip = Clip([timeline], 40, 240, fps=10, steps_per_frame=3, size=300)
    path = tmp_path / f"run.{ext}"
    assert write(clip, str(path)) == clip.frames() == 68  # 40, 43 ... 238, then 240
    assert [p.name for p in tmp_path.iterdir()] == [f"run.{ext}"]  # no temporary file left
    expected = _pil(next(render(Clip([timeline], 40, 40, size=300))))
    if ext == "mp4":
        import imageio_ffmpeg

        reader = imageio_ffmpeg.read_frames(str(path))
        meta = reader.__next__()
        frames = list(reader)
        assert len(frames) == clip.frames()
        first = Image.frombytes("RGB", meta["size"], frames[0])
        assert pixels_close(first, expected.crop((0, 0, *meta["size"]))) < 6  # lossy video
        return
    other = _pil(next(render(Clip([timeline], 200, 200, size=300))))  # a board far into the span
    with Image.open(path) as image:
        assert image.n_frames == clip.frames()
        image.seek(0)
        assert image.size == expected.size
        if ext == "gif":  # mapped to the file's palette, the first frame is the board exactly
            from sudoku_gui.qt.animation import _palette
            from sudoku_gui.qt.board_painter import BoardColors

            exact = expected.quantize(palette=_palette(expected, BoardColors()), dither=Image.Dither.NONE)
            assert image.convert("RGB").tobytes() == exact.convert("RGB").tobytes()
        else:
            assert pixels_close(image, expected) < 2 < pixels_close(image, other)


def test_a_race_exports_its_boards_side_by_side(qtbot, tmp_path, timeline):
    from PIL import Image

    from sudoku_gui.qt.animation import Clip, write

    other = record(BoardState(HARD), "units", 10.0, 100_000).timeline
    path = tmp_path / "race.gif"
    write(Clip([timeline, other], 0, 20, size=200, titles=("propagate-guess", "units")), str(path))
    with Image.open(path) as image:
        assert image.size[0] == 400 and image.n_frames == 21


def test_a_cancelled_export_leaves_the_old_file_as_it_was(qtbot, tmp_path, timeline):
    from sudoku_gui.qt.animation import Cancelled, Clip, write

    path = tmp_path / "run.gif"
    path.write_bytes(b"old")
    with pytest.raises(Cancelled):
        write(Clip([timeline], 0, 500, size=200), str(path), cancelled=lambda: True)
    assert path.read_bytes() == b"old" and len(list(tmp_path.iterdir())) == 1


def test_export_animation_headless_prints_the_frame_count(tmp_path):
    path = tmp_path / "naive.gif"
    env_run = subprocess.run(
        [
            sys.executable,
            "main.py",
            format_grid(HARD),
            "--algorithm",
            "naive",
            "--export-animation",
            str(path),
            "--from",
            "100",
            "--to",
            "300",
            "--fps",
            "20",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},  # no DISPLAY: drawn offscreen
    )
    assert env_run.returncode == 0, env_run.stderr
    assert env_run.stdout.strip() == "201" and path.stat().st_size > 0


def test_the_tree_and_the_charts_save_as_png_and_svg(qtbot, tmp_path, window):
    from sudoku_gui.qt.panes.base import write_picture
    from sudoku_gui.speeds import MAX_SPEED

    w = window
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    for pane in w.panes:
        w.pane_keys.press(pane)
    w.solve()
    qtbot.waitUntil(lambda: not w.controller.live() and not w.controller.playing, timeout=30_000)
    for pane in w.panes:
        widget = pane.picture_widget()
        if widget is None:
            continue
        for kind in ("png", "svg"):
            path = tmp_path / f"{pane.object_name}.{kind}"
            write_picture(widget, str(path))
            head = path.read_bytes()[:200]
            assert (b"PNG" in head[:8]) if kind == "png" else (b"<svg" in path.read_bytes()[:2000])
