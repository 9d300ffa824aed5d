"""File > Open Run on streams that are not plain files (issue 34, item 2): the first line is read
off the GUI thread, bounded, with Cancel; a FIFO with no writer waits and can be cancelled, a
FIFO with one is opened and read as it is written, /dev/zero is refused within a second, a first
line nested too deep is refused saying so (no traceback), and a record's HTML is never drawn."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from conftest import open_run
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from sudoku_gui.core.external.protocol import ProtocolError
from sudoku_gui.core.external.stream_head import read_head
from sudoku_gui.core.grid import parse_puzzle

PUZZLE = parse_puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
PUZZLE_TEXT = "".join(str(v or ".") for v in PUZZLE)


@pytest.fixture
def refusals(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: said.append(text))
    return said


def _trace(tmp_path: Path) -> bytes:
    from sudoku_gui.cli.command_line import main

    trace = tmp_path / "naive.jsonl"
    assert main(["--solve", PUZZLE_TEXT, "--algorithm", "propagate-guess", "--trace", str(trace)]) == 0
    return trace.read_bytes()


@pytest.mark.shared_window
def test_a_fifo_with_no_writer_waits_off_the_gui_thread_and_cancel_ends_the_wait(qtbot, window, tmp_path, refusals):
    w = window
    fifo = tmp_path / "run.jsonl"
    os.mkfifo(fifo)
    assert w.open_run.open(str(fifo))  # returns at once: the GUI thread never waits for a writer
    qtbot.waitUntil(lambda: w.open_run.jobs.dialog is not None and w.open_run.jobs.dialog.isVisible(), timeout=5000)
    assert w.open_run.jobs.running()
    with qtbot.waitSignal(w.open_run.finished, timeout=10000) as heard:  # how soon: bench_reactions.py
        w.open_run.jobs.dialog.findChild(QPushButton).click()  # the progress dialog's Cancel
    assert heard.args == [False]
    qtbot.waitUntil(lambda: not w.open_run.jobs.running(), timeout=1000)  # its thread joined
    assert w.controller.shown is None
    assert w.message.text() == "Not opened: run.jsonl (cancelled)." and not refusals


@pytest.mark.shared_window
def test_a_fifo_with_a_writer_opens_as_a_run_read_as_it_is_written(qtbot, window, tmp_path):
    w = window
    stream = _trace(tmp_path)
    assert json.loads(stream.splitlines()[0])["kind"] == "start"  # the trace names its puzzle
    steps = len(stream.splitlines()) - 1  # one a line, after the start line
    fifo = tmp_path / "live.jsonl"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_bytes(stream), daemon=True)
    writer.start()
    assert open_run(qtbot, w, fifo)
    run = w.controller.shown
    assert tuple(w.puzzle) == tuple(PUZZLE) and run.algorithm.startswith("replay:")
    assert "Opened the run live.jsonl" in w.message.text()
    qtbot.waitUntil(lambda: not w.controller.live(), timeout=20000)
    writer.join(5)
    assert run.outcome.value == "solved" and len(run.timeline) == steps  # no line lost to the first read
    w.controller.nav.end()
    assert 0 not in w.state.values


@pytest.mark.shared_window
def test_dev_zero_is_refused_at_its_first_mib(qtbot, window, refusals):
    w = window
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    assert not open_run(qtbot, w, "/dev/zero")  # endless: only the line's limit ends the reading
    assert refusals == ["Not opened: zero: line 1 is longer than 1 MiB."]
    assert w.message.text() == refusals[0] and w.controller.shown is None


@pytest.mark.shared_window
def test_a_first_line_nested_too_deep_is_refused_saying_so(qtbot, window, tmp_path, refusals, capsys):
    w = window
    deep = tmp_path / "deep.jsonl"
    deep.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    assert not open_run(qtbot, w, deep)
    assert refusals == [
        "deep.jsonl is not a step stream: line 1: JSON nested more than 32 deep (docs/step-protocol.md)."
    ]
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.shared_window
def test_html_in_a_records_kind_is_shown_as_written(qtbot, window, tmp_path, refusals):
    w = window
    html = "<b>big</b><img src='/no/such.png'>"
    stream = tmp_path / "html.jsonl"
    start = {"kind": "start", "version": 1, "puzzle": PUZZLE_TEXT}
    stream.write_text(json.dumps(start) + "\n" + json.dumps({"kind": html}) + "\n")
    w.step_check.set_own(False)
    assert open_run(qtbot, w, stream)
    qtbot.waitUntil(lambda: not w.controller.live(), timeout=20000)
    w.controller.nav.end()
    qtbot.waitUntil(lambda: html in w.message.text(), timeout=5000)
    assert w.message.textFormat() == Qt.TextFormat.PlainText
    assert w.message.text().startswith("The solver failed: html.jsonl: line 2: ")


def test_read_head_reads_a_files_first_line_bounded(tmp_path):
    f = tmp_path / "a.jsonl"
    f.write_bytes(b'{"kind": "guess"}\n{"kind": "backtrack"}\n')
    head = read_head(str(f), lambda: False)
    assert head is not None and head.line == b'{"kind": "guess"}' and head.path == str(f) and head.relay is None
    f.write_bytes(b"x" * (1 << 21))
    with pytest.raises(ProtocolError, match="line 1: the line is longer than 1 MiB"):
        read_head(str(f), lambda: False)
    with pytest.raises(OSError):
        read_head(str(tmp_path / "gone"), lambda: False)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    asked = []
    assert read_head(str(fifo), lambda: asked.append(1) or len(asked) > 3) is None  # cancelled while waiting
