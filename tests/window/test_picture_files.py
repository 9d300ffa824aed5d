"""Pictures of the tree and the charts (right-click > Save as PNG / SVG) are written as every file
of the app is (issue 34): to a temporary file renamed at the end, so a full disk leaves the picture
that was there whole, and says so, where Qt's own writers cut it short in silence."""

from __future__ import annotations

import contextlib
import errno
import resource
import signal
import sys

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox

from sudoku_gui.core.atomic import WriteFailed
from sudoku_gui.qt.panes import base

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

OLD = b"the picture saved before, which must survive\n" * 200


@contextlib.contextmanager
def files_at_most(size: int):
    """Files this process writes cannot grow past ``size`` bytes (a disk that fills up): a write
    past it fails with EFBIG (SIGXFSZ ignored, as a full disk sends no signal)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, old_handler)


def picture_widget(qtbot) -> QLabel:
    label = QLabel("a picture: " + "x" * 200)
    qtbot.addWidget(label)
    label.resize(600, 300)
    label.show()
    return label


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE as on Linux")
@pytest.mark.parametrize("kind", ["png", "svg"])
def test_a_write_cut_short_leaves_the_old_picture_whole(qtbot, tmp_path, kind):
    widget = picture_widget(qtbot)
    path = tmp_path / f"tree.{kind}"
    path.write_bytes(OLD)
    assert len(base.picture_bytes(widget, kind)) > 1024
    with files_at_most(1024), pytest.raises(WriteFailed, match="(?i)file too large"):
        base.write_picture(widget, str(path))
    assert path.read_bytes() == OLD
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]  # no temporary file left
    base.write_picture(widget, str(path))  # with room, the new picture replaces it whole
    assert path.read_bytes() == base.picture_bytes(widget, kind) != OLD


def test_a_full_disk_midway_is_said_and_the_old_picture_stays(qtbot, tmp_path, monkeypatch, window):
    pane = next(p for p in window.panes if p.picture_widget() is not None)
    folder = tmp_path / "pictures"
    folder.mkdir()
    path = folder / f"{pane.object_name}.png"
    path.write_bytes(OLD)

    def half_then_full(name: str, data: bytes) -> None:
        with open(name, "wb") as out:
            out.write(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    said: list[str] = []
    monkeypatch.setattr(base, "_write_file", half_then_full)
    monkeypatch.setattr(base.QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), "PNG (*.png)"))
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *_a: said.append(text))
    base.save_picture(pane, pane.picture_widget(), "png")
    assert path.read_bytes() == OLD
    assert sorted(p.name for p in folder.iterdir()) == [path.name]
    assert len(said) == 1 and "Not saved" in said[0] and str(path) in said[0] and "no space left" in said[0]
