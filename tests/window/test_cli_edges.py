"""The command line's edges (issue 27): an argument that names no file, a binary file, a
machine without a display, and a bad PUZZLE given to the window (as a file association does)."""

from __future__ import annotations

import os
import subprocess
import sys
import zlib

import pytest
from conftest import ROOT

from sudoku_gui.cli.command_line import main

TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def binary_file(tmp_path):
    """About 28 KB that no one would call text: compressed data, as in a PNG or a zip."""
    path = tmp_path / "photo.bin"
    path.write_bytes(zlib.compress(os.urandom(20_000) + bytes(range(256)) * 30))
    return path


def run_main(*args: str, env: dict[str, str] | None = None, home=None) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    if home is not None:
        base["HOME"] = str(home)
        base["XDG_CONFIG_HOME"] = str(home / ".config")
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**base, **(env or {})},
        timeout=120,
    )


def test_a_name_with_an_extension_that_is_no_file_is_a_read_error_exit_2(capsys):
    """Issue 27: ``--count 12345.678`` exited 1 (a puzzle of 9 cells) instead of 2."""
    assert main(["--count", "12345.678"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "sudoku-gui: cannot read '12345.678': no such file\n"


def test_a_binary_file_is_one_error_not_a_line_per_line(tmp_path, capsys):
    """Issue 27: a binary file to --count printed some 700 ``invalid: line N`` lines."""
    path = binary_file(tmp_path)
    assert main(["--count", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == "invalid: not a text file (it holds binary data)\n" and err == ""


def test_text_with_a_few_odd_bytes_is_still_read(tmp_path, capsys):
    """A Latin-1 comment or a stray byte is not binary: the puzzles around it are read."""
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"# D\xe9fi du jour\n" + TOP1.encode() + b"\n")
    assert main(["--count", str(path)]) == 0
    assert capsys.readouterr().out == "1\n"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11 and Wayland are Linux's")
def test_no_display_is_one_line_and_exit_2(tmp_path):
    """Issue 27: with no display, plain main.py aborted (SIGABRT, 134) with Qt's xcb-cursor hint."""
    result = run_main(home=tmp_path)
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("sudoku-gui: no display")
    assert "--solve" in result.stderr  # what works without one


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11 is Linux's")
def test_a_display_no_x_server_answers_is_one_line_and_exit_2(tmp_path):
    result = run_main(TOP1, env={"DISPLAY": ":97"}, home=tmp_path)
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("sudoku-gui: cannot open the window")
    assert ":97" in result.stderr


def test_the_display_check_leaves_other_platforms_to_qt():
    from sudoku_gui.cli.can_display import display_problem

    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({}, "win32") is None and display_problem({}, "darwin") is None
    assert display_problem({}, "linux").startswith("no display")


# --- a bad PUZZLE opens the window and says why --------------------------------------------


@pytest.fixture
def boxes(monkeypatch):
    from sudoku_gui.qt.puzzle import files

    shown: list[str] = []
    monkeypatch.setattr(files, "plain_box", lambda _parent, text, *_a: shown.append(text))
    return shown


def start(qtbot, monkeypatch, tmp_path, puzzle: str):
    """The window ``main.py PUZZLE`` opens (settings in ``tmp_path``), shown, its event loop not run."""
    from PySide6.QtCore import QSettings

    from sudoku_gui.cli.command_line import build_parser
    from sudoku_gui.qt import app

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.setattr(app, "collect_in_gui_thread", lambda _app: None)  # the test's own collector runs
    window = app.start_window(build_parser().parse_args([puzzle]), settings)
    assert window is not None
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("kind", ["binary", "bad", "missing", "not a puzzle"])
def test_a_bad_puzzle_argument_opens_the_window_and_says_why(qtbot, monkeypatch, tmp_path, boxes, kind):
    """Issue 27: a bad or binary PUZZLE file given on the command line (as a desktop file
    association would) exited without opening the window."""
    if kind == "binary":
        arg = str(binary_file(tmp_path))
    elif kind == "bad":
        (tmp_path / "bad.txt").write_text("this is not a sudoku\n")
        arg = str(tmp_path / "bad.txt")
    elif kind == "missing":
        arg = str(tmp_path / "gone.sdk")
    else:
        arg = "123"
    w = start(qtbot, monkeypatch, tmp_path, arg)
    try:
        assert w.isVisible()
        qtbot.waitUntil(lambda: bool(boxes), timeout=5000)
        expected = {
            "binary": "not a text file",
            "bad": "line 1",
            "missing": "no such file",
            "not a puzzle": "not a file, and not a puzzle",
        }[kind]
        assert expected in boxes[0]
        assert w.controller.document.givens == (0,) * 81
    finally:
        w.controller.shutdown()
        w.close()


def test_a_puzzle_file_argument_opens_as_file_open_does(qtbot, monkeypatch, tmp_path, boxes):
    path = tmp_path / "daily.sdk"
    path.write_text(TOP1 + "\n")
    w = start(qtbot, monkeypatch, tmp_path, str(path))
    try:
        qtbot.waitUntil(lambda: w.controller.document.givens != (0,) * 81, timeout=5000)
        assert w.windowTitle().startswith("daily.sdk") and w.files.path == str(path) and not boxes
    finally:
        w.controller.shutdown()
        w.close()


@pytest.mark.parametrize(
    ("arg", "expected"),
    [
        ("4.....8.5", "invalid: not a file, and not a puzzle: 9 cells (a puzzle has 81)"),
        (TOP1[:-1], "invalid: not a file, and not a puzzle: 80 cells (a puzzle has 81)"),
    ],
)
def test_short_puzzle_text_with_dots_is_still_a_puzzle_error(arg, expected, capsys):
    assert main(["--count", arg]) == 1
    assert capsys.readouterr().out.startswith(expected)


def test_a_missing_x11_library_is_named_in_one_line(monkeypatch):
    """Qt's own abort names xcb-cursor0 among a page of hints; the line names what is missing."""
    import ctypes

    from sudoku_gui.cli import can_display as display

    real = ctypes.CDLL

    def cdll(name, *args, **kwargs):
        if name.endswith("libqxcb.so"):
            raise OSError("libxcb-cursor.so.0: cannot open shared object file: No such file or directory")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(display.ctypes, "CDLL", cdll)
    problem = display.display_problem({"DISPLAY": ":0"}, "linux")
    assert problem is not None and problem.startswith(
        "cannot open the window: Qt's X11 plugin needs libxcb-cursor.so.0"
    )
