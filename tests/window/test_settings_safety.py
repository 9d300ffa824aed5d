"""A settings file runs no code (issue 34): Qt rebuilds ``@Variant(...)`` values, and PySide6 does
it with ``pickle``, as soon as it parses a section, so such values are removed from the file before
Qt reads it (``qt/window/settings_file.py``, checked here against Qt's own reading of crafted files); the
app takes back text, numbers, booleans, lists of text and geometry bytes only; a remembered solver
that cannot run (a path the file system refuses, a file gone) is left out and named at the start."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import time

import pytest
from conftest import ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from sudoku_gui.qt.window import settings as app_settings
from sudoku_gui.qt.window.settings_file import entries, unescape, without_unsafe

_files = itertools.count()
PICKLED = ("view/language", "loadedAlgorithms", "recentFiles")
"""The keys of the issue's report."""


class Payload:
    """Unpickled, it creates the file ``marker`` (``open(marker, "w")``): proof that code ran."""

    def __init__(self, marker) -> None:
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def crafted(path, marker) -> None:
    """A settings file as the app writes it, but with a pickle payload under each ``PICKLED`` key
    (written under another name: Qt keeps what it wrote in memory, by file name)."""
    scratch = path.with_name(f"{path.name}.{next(_files)}.scratch")
    s = QSettings(str(scratch), QSettings.Format.IniFormat)
    s.setValue("speed", 7)
    s.setValue("theme", "dark")
    for key in PICKLED:
        s.setValue(key, Payload(marker))
    s.sync()
    path.write_bytes(scratch.read_bytes())


def test_the_crafted_file_would_run_its_payload_in_a_plain_qsettings(tmp_path):
    # The control: without the check, merely listing the keys runs the payload.
    crafted(tmp_path / "control.ini", tmp_path / "ran")
    QSettings(str(tmp_path / "control.ini"), QSettings.Format.IniFormat).allKeys()
    assert (tmp_path / "ran").exists()


def test_opening_the_settings_runs_no_payload_and_says_which_keys_went(qtbot, tmp_path):
    from sudoku_gui.qt.window.main_window import MainWindow

    path, marker = tmp_path / "settings.ini", tmp_path / "ran"
    crafted(path, marker)
    s = app_settings.open_settings(str(path))
    window = MainWindow(s)
    qtbot.addWidget(window)
    window.show()
    s.sync()
    assert set(s.allKeys()) >= {"speed", "theme"} and not set(PICKLED) & set(s.allKeys())
    assert not marker.exists()
    assert window.controller.speed == 7  # the rest of the file is kept
    for key in PICKLED:
        qtbot.waitUntil(lambda key=key: key in window.message.text())
    assert "Settings back to their defaults" in window.message.text()
    assert b"PyObjectWrapper" not in path.read_bytes()
    window.controller.shutdown()


def test_the_real_app_starts_on_a_crafted_settings_file_without_running_it(tmp_path):
    folder = tmp_path / "sudoku-gui"
    folder.mkdir()
    marker = tmp_path / "ran"
    crafted(folder / "Sudoku Visualizer.conf", marker)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path), HOME=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    time.sleep(2)
    assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""  # the window is up
    os.kill(proc.pid, signal.SIGTERM)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert not marker.exists()
    assert b"Traceback" not in err


def test_typed_reads_refuse_what_the_app_never_stores(tmp_path):
    path = tmp_path / "s.ini"
    path.write_text(
        "[General]\nrecentFiles=a.txt, b.txt\none=a.txt\nlastDir=x, y\ngeometry=@ByteArray(abc)\nspeed=abc\n"
    )
    s = QSettings(str(path), QSettings.Format.IniFormat)
    assert app_settings.read_list(s, "recentFiles") == ["a.txt", "b.txt"]
    assert app_settings.read_list(s, "one") == ["a.txt"]
    assert app_settings.read(s, "lastDir", "") == ""  # a list where text belongs
    assert app_settings.read_list(s, "geometry") == []
    assert app_settings.read_bytes(s, "geometry") == QByteArray(b"abc")
    assert app_settings.read_bytes(s, "one") is None
    assert app_settings.take_ignored(s) == ["lastDir", "geometry", "one"]


def test_a_remembered_solver_path_too_long_for_the_file_system_is_left_out_and_named(qtbot, tmp_path):
    from sudoku_gui.qt.window.main_window import MainWindow

    long_name = "/tmp/" + "a" * 300 + ".py"
    path = tmp_path / "s.ini"
    path.write_text(f"[General]\nloadedAlgorithms={long_name}, {tmp_path / 'gone.py'}\n")
    window = MainWindow(app_settings.open_settings(str(path)))  # OSError: File name too long, before
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: "Remembered solvers left out" in window.message.text())
    text = window.message.text()
    assert "File name too long" in text and "gone.py" in text and len(text) < 400
    box = window.settings_bar.algorithm
    assert all(box.itemData(i) != long_name for i in range(box.count()))
    window.controller.shutdown()


def test_algorithm_names_a_path_too_long_in_one_line(tmp_path):
    run = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--solve", "1" + "0" * 80, "--algorithm", "/" + "a" * 300 + ".py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2 and "Traceback" not in run.stderr
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith("sudoku-gui: error: argument --algorithm: cannot use") and "File name too long" in last


# -- the reader against Qt's own ---------------------------------------------------------------

VARIANT_INT = r"\0\0\0\x2\0\0\0\0\x5)"
"""A QDataStream QVariant(int 5): harmless, but rebuilt by Qt as an object, as a pickle would be."""
PIECES = [
    *["a", "b c", " ", "\t", ",", '"', "\\", "\\\\", '\\"', "\\n", ";", "=", "x=", "%41", "é", "\udcc3", "\n"],
    *["\r\n", "\\\n", "\r", "[s]", "\n[s]\n", "\n[General]\n", "\n;c\n", "\ufeff", "\na="],
    *["@", "@@", "@Variant(", "@DateTime(", "@ByteArray(", "@String(", "@Rect(1 2 3 4)", "@Invalid()", ")"],
    *[VARIANT_INT, "V", "ariant(", "\\x40", "\\x4", "\\100", "\\0", "\\x0040", "\\x1", "\\x56", "\\126", "\\x10040"],
]


def _lines():
    key = st.sampled_from("abcde")
    value = st.lists(st.sampled_from(PIECES), max_size=10).map("".join)
    line = st.builds(lambda k, v: f"{k}={v}", key, value)
    structured = st.lists(line, min_size=1, max_size=5).map(lambda ls: "[General]\n" + "\n".join(ls) + "\n")
    soup = st.lists(st.sampled_from(PIECES), min_size=1, max_size=40).map("".join)
    return st.one_of(structured, soup).map(lambda t: t.encode("utf-8", "surrogateescape"))


def _qt_reads(tmp_path, data: bytes) -> dict[str, object]:
    path = tmp_path / f"{next(_files)}.ini"  # a new name each time: Qt caches files by name
    path.write_bytes(data)
    s = QSettings(str(path), QSettings.Format.IniFormat)
    return {key: s.value(key) for key in s.allKeys() if key.isalpha()}


def _plain(value: object) -> bool:
    return value is None or isinstance(value, str | QByteArray) or (isinstance(value, list) and all(map(_plain, value)))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_lines())
def test_after_removal_qt_reads_nothing_but_text_lists_and_bytes(tmp_path, data):
    clean, _removed = without_unsafe(data)
    assert all(_plain(v) for v in _qt_reads(tmp_path, clean).values())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_lines())
def test_the_reader_unescapes_values_as_qt_does(tmp_path, data):
    mine = {e.key: e.values for e in entries(data)}
    if any(not e.plain for e in entries(data)) or "\ufffd" in "".join(itertools.chain(*mine.values())):
        return  # Qt would rebuild those (the other test); bad UTF-8 Qt replaces in its own way
    for key, theirs in _qt_reads(tmp_path, data).items():
        values = mine[key]
        if isinstance(theirs, QByteArray) or any(v.startswith("@") and not v.startswith("@@") for v in values):
            continue  # bytes, and items Qt reads as bytes or nothing: the same text, not compared
        expected = [v[1:] if v.startswith("@@") else v for v in values]
        assert theirs == (expected if len(values) > 1 else expected[0]), (data, key)


@pytest.mark.parametrize(
    ("raw", "values"),
    [
        (b"a, b ,c", ("a", "b", "c")),
        (b'" a ", b', (" a ", "b")),
        (b"\\x40Variant(", ("@Variant(",)),
        (b"\\100x", ("@x",)),
        (b"\\x10040", ("@",)),  # Qt's 16-bit escape value wraps
        (b"\xef\xbb\xbf@x", ("@x",)),  # a leading byte-order mark is dropped
        (b"a\\", ("a",)),
    ],
)
def test_unescape_examples(raw, values):
    assert unescape(raw) == values


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        (b"%41", "A"),
        (b"%U0041", "A"),
        (b"%4", "%4"),
        (b"% 41", "\x041"),  # Qt's toUShort takes spaces around the digits, a +, a 0x
        (b"%U0x41", "A"),
        (b"%+1", "\x01"),
        (b"%-1", "%-1"),
        (b"%%41", "%A"),
        (b"%u0041", "%u0041"),
        (b"a\\b", "a/b"),
        (b"\xef\xbb\xbfx", "x"),  # one byte-order mark at a key's start is dropped
        (b"\xef\xbb\xbf\xef\xbb\xbfx", "\ufeffx"),
    ],
)
def test_keys_are_unescaped_as_qt_does(tmp_path, raw, key):
    data = b"[General]\n" + raw + b"=1\n"
    assert [e.key for e in entries(data)] == [key]
    path = tmp_path / "k.ini"
    path.write_bytes(data)
    assert QSettings(str(path), QSettings.Format.IniFormat).allKeys() == [key]


def test_what_the_app_writes_is_never_removed(tmp_path):
    path = tmp_path / "app.ini"
    s = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in {
        "speed": 5,
        "timeLimit": 1.5,
        "showArrows": True,
        "recentFiles": ["/a b/c.txt", "@x.txt", "d,e.txt"],
        "one": ["x"],
        "none": [],
        "geometry": QByteArray(bytes(range(256))),
        "puzzle": "." * 81,
        "lastDir": '/tmp/a;b=c "q" \\',
    }.items():
        s.setValue(key, value)
    s.sync()
    data = path.read_bytes()
    assert without_unsafe(data) == (data, [])
