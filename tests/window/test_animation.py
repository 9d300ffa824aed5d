"""Exported animations: the frames asked for, drawn as the board; headless on the command line."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

import pytest
from conftest import ROOT, SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.grid import format_grid
from sudoku_gui.core.runs.race import record

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

    from sudoku_gui.qt.export.animation import Clip, _pil, render, write

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
            from sudoku_gui.qt.board.painter import BoardColors
            from sudoku_gui.qt.export.animation import _palette

            exact = expected.quantize(palette=_palette(expected, BoardColors()), dither=Image.Dither.NONE)
            assert image.convert("RGB").tobytes() == exact.convert("RGB").tobytes()
        else:
            assert pixels_close(image, expected) < 2 < pixels_close(image, other)


def test_a_race_exports_its_boards_side_by_side(qtbot, tmp_path, timeline):
    from PIL import Image

    from sudoku_gui.qt.export.animation import Clip, write

    other = record(BoardState(HARD), "units", 10.0, 100_000).timeline
    path = tmp_path / "race.gif"
    write(Clip([timeline, other], 0, 20, size=200, titles=("propagate-guess", "units")), str(path))
    with Image.open(path) as image:
        assert image.size[0] == 400 and image.n_frames == 21


def test_a_cancelled_export_leaves_the_old_file_as_it_was(qtbot, tmp_path, timeline):
    from sudoku_gui.qt.export.animation import Cancelled, Clip, write

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


# -- long exports: memory, limits, files (issue 27) ----------------------------------------------


def pillow_blocks() -> int:
    """Image memory blocks Pillow holds now (its allocator's own count)."""
    from PIL import Image

    s = Image.core.get_stats()
    return s["allocated_blocks"] + s["reused_blocks"] - s["freed_blocks"]


@pytest.mark.parametrize("ext", ["gif", "webp", "mp4"])
def test_frames_are_encoded_as_they_come_not_held(qtbot, tmp_path, timeline, ext):
    """Memory flat in the frame count: after 300 frames Pillow holds no more images than after 10."""
    from sudoku_gui.qt.export.animation import Clip, write

    held: list[int] = []
    write(
        Clip([timeline], 0, 299, size=200),
        str(tmp_path / f"a.{ext}"),
        progress=lambda d, t: held.append(pillow_blocks()),
    )
    assert len(held) == 300
    assert max(held) <= held[9] + 2, (held[9], max(held))


@pytest.mark.shared_window
def test_an_export_error_names_the_file_not_its_temporary_file(qtbot, window, tmp_path, timeline):
    from sudoku_gui.qt.board.painter import BoardColors
    from sudoku_gui.qt.export.animation import Clip

    path = tmp_path / "missing" / "run.gif"
    job = window.animation.start(Clip([timeline], 0, 10, size=100), str(path), BoardColors())
    qtbot.waitUntil(lambda: not job.running(), timeout=20_000)
    text = window.message.text()
    assert text == f"Export failed: cannot write {path}: no such file or directory", text


def run_cli(tmp_path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", format_grid(HARD), "--algorithm", "naive", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )


def test_the_command_line_names_the_file_it_cannot_write(tmp_path):
    (tmp_path / "plain").write_text("not a folder")
    for target, why in (
        (tmp_path / "missing" / "x.gif", "no such folder"),
        (tmp_path / "plain" / "x.gif", "not a folder"),
    ):
        done = run_cli(tmp_path, "--export-animation", str(target), "--to", "20")
        assert done.returncode == 2
        assert done.stderr == f"sudoku-gui: cannot write {str(target)!r}: {why}\n"


def test_fps_is_checked_as_frames_a_second(tmp_path):
    for fps in ("0.001", "100", "x"):
        done = run_cli(tmp_path, "--export-animation", str(tmp_path / "x.gif"), "--to", "20", "--fps", fps)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert "frames a second" in done.stderr and "time limit" not in done.stderr, done.stderr
    assert not (tmp_path / "x.gif").exists()


def test_a_span_over_the_cap_is_refused_at_once_with_a_steps_a_frame_that_fits(monkeypatch, capsys):
    from sudoku_gui.cli.command_line import main
    from sudoku_gui.core.recording import animation_frames as frames
    from sudoku_gui.core.runs import race

    def never(*_a, **_k):
        raise AssertionError("recorded before refusing")

    monkeypatch.setattr(race, "record", never)
    with pytest.raises(SystemExit) as ended:
        main(
            [
                format_grid(HARD),
                "--export-animation",
                "x.gif",
                "--from",
                "0",
                "--to",
                "1000000",
                "--steps-per-frame",
                "1",
            ]
        )
    assert ended.value.code == 2
    said = capsys.readouterr().err
    assert "1,000,001 frames" in said and f"limit of {frames.MAX_FRAMES:,}" in said
    k = frames.fitting_steps_per_frame(0, 1_000_000)
    assert f"{k:,} steps a frame make {frames.frames_for(0, 1_000_000, k):,}" in said
    assert frames.frames_for(0, 1_000_000, k) <= frames.MAX_FRAMES < frames.frames_for(0, 1_000_000, k - 1)


def test_a_new_file_gets_the_umask_permissions_and_an_old_one_keeps_its_own(qtbot, tmp_path, timeline):
    from sudoku_gui.qt.export.animation import Clip, write

    old = os.umask(0o022)
    try:
        new, kept = tmp_path / "new.gif", tmp_path / "kept.webp"
        kept.write_bytes(b"old")
        kept.chmod(0o640)
        for path in (new, kept):
            write(Clip([timeline], 0, 3, size=100), str(path))
        assert stat.S_IMODE(new.stat().st_mode) == 0o644
        assert stat.S_IMODE(kept.stat().st_mode) == 0o640 and kept.read_bytes()[:4] == b"RIFF"
    finally:
        os.umask(old)


def test_a_symlink_is_followed_and_a_pipe_written_directly(qtbot, tmp_path, timeline):
    import threading

    from sudoku_gui.qt.export.animation import Clip, write

    real = tmp_path / "real.gif"
    real.write_bytes(b"old")
    link = tmp_path / "link.gif"
    link.symlink_to(real)
    write(Clip([timeline], 0, 3, size=100), str(link))
    assert link.is_symlink() and real.read_bytes()[:6] == b"GIF89a"
    fifo = tmp_path / "pipe.gif"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    write(Clip([timeline], 0, 3, size=100), str(fifo))
    reader.join(10)
    assert stat.S_ISFIFO(fifo.stat().st_mode) and got[0][:6] == b"GIF89a"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.gif", "pipe.gif", "real.gif"]


def test_a_killed_exports_temporary_file_is_removed_by_the_next_export(qtbot, tmp_path, timeline):
    from sudoku_gui.qt.export.animation import Clip, write

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    left = tmp_path / f".run.gif.k1ll3d.{int(dead.stdout)}.part"
    left.write_bytes(b"half a file")
    write(Clip([timeline], 0, 3, size=100), str(tmp_path / "run.gif"))
    assert [p.name for p in tmp_path.iterdir()] == ["run.gif"]


def test_the_span_dialog_says_frames_and_sizes_and_offers_a_steps_a_frame_that_fits(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from sudoku_gui.core.recording.animation_frames import MAX_FRAMES, fitting_steps_per_frame
    from sudoku_gui.qt.export.export_dialog import SpanDialog

    span = SpanDialog(1_050_851, 500_000)
    qtbot.addWidget(span)
    span.first.setValue(0)
    span.last.setValue(1_050_851)
    text = span.summary.text()
    assert "1,050,852 frames" in text and "as GIF" in text and ("MB" in text or "GB" in text)
    assert f"Over the limit of {MAX_FRAMES:,} frames" in text
    k = fitting_steps_per_frame(0, 1_050_851)

    def answer(use: bool) -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
        assert f"{k:,} steps a frame" in box.text()
        pick = next(b for b in box.buttons() if (f"{k:,}" in b.text()) == use)
        pick.click()

    QTimer.singleShot(200, lambda: answer(False))
    span.accept()  # going back leaves the dialog as it was
    assert span.result() != span.DialogCode.Accepted and span.per_frame.value() == 1
    QTimer.singleShot(200, lambda: answer(True))
    span.accept()
    assert span.result() == span.DialogCode.Accepted and span.per_frame.value() == k


@pytest.mark.shared_window
def test_export_dialogs_open_in_the_last_export_folder_and_remember_the_speed(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog, QFileDialog

    from sudoku_gui.qt.export import export_dialog
    from sudoku_gui.speeds import MAX_SPEED

    w = window
    w.load_puzzle(HARD)
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: not w.controller.live() and not w.controller.playing, timeout=30_000)
    asked: list[str] = []
    chosen = {"path": str(tmp_path / "out" / "first.webp")}
    (tmp_path / "out").mkdir()

    def save_name(_parent, _title, start, _filters, _selected=""):
        asked.append(start)
        return chosen["path"], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    spans: list[export_dialog.SpanDialog] = []

    def exec_(span) -> int:
        spans.append(span)
        if len(spans) == 1:
            span.first.setValue(0)
            span.last.setValue(40)
            span.fps.setValue(4)
            span.per_frame.setValue(7)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(export_dialog.SpanDialog, "exec", exec_)
    w.animation.ask()
    qtbot.waitUntil(lambda: "Animation written" in w.message.text(), timeout=30_000)
    assert os.path.isabs(asked[0]) and os.path.dirname(asked[0]) != os.getcwd()
    w.animation.ask()
    qtbot.waitUntil(lambda: not w.animation.runner.running(), timeout=30_000)
    assert asked[1] == str(tmp_path / "out" / "solve.webp")  # the folder and the format of the last one
    assert spans[1].fps.value() == 4 and spans[1].per_frame.value() == 7
    path_asked: list[str] = []

    def path_name(_parent, _title, start, _filters, _selected=""):
        path_asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", path_name)
    w.dialogs.export_path()
    assert os.path.isabs(path_asked[0]) and os.path.dirname(path_asked[0]) != os.getcwd()


def test_ffmpeg_dies_with_a_killed_export_and_the_next_export_removes_its_leftovers(tmp_path):
    import signal
    import time

    target = tmp_path / "k.mp4"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    args = [sys.executable, "main.py", format_grid(HARD), "--algorithm", "naive", "--export-animation", str(target)]
    parent = subprocess.Popen([*args, "--to", "5000"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 60
        children: list[int] = []
        while not children and time.monotonic() < end:
            found = subprocess.run(["pgrep", "-P", str(parent.pid)], capture_output=True, text=True).stdout.split()
            children = [int(pid) for pid in found]
            time.sleep(0.2)
        assert children, "ffmpeg never started"
        time.sleep(1)  # a few frames in
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    end = time.monotonic() + 20
    while any(os.path.exists(f"/proc/{pid}") for pid in children) and time.monotonic() < end:
        time.sleep(0.1)
    assert not any(os.path.exists(f"/proc/{pid}") for pid in children)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")]  # what a kill leaves
    done = subprocess.run([*args, "--to", "5"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir() if "k.mp4" in p.name) == ["k.mp4"]
