"""Export Animation's size estimate against the files written, and the span it remembers."""

from __future__ import annotations

import itertools
import os

import pytest
from conftest import SEED_PUZZLES

from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.recording.animation_frames import estimated_bytes, frames_for, projected_bytes, sample_windows
from sudoku_gui.core.recording.curves import RunSeries
from sudoku_gui.core.recording.timeline import Timeline
from sudoku_gui.core.runs.step_stream import start_board
from sudoku_gui.core.strategies import STRATEGIES

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def recorded(algorithm: str, steps: int) -> Timeline:
    board = start_board(BoardState(HARD), algorithm)
    timeline = Timeline(board, series=RunSeries(board))
    timeline.extend(itertools.islice(STRATEGIES[algorithm].solve(HARD), steps))
    return timeline


def test_sample_windows_spread_over_the_clip_and_a_short_clip_is_measured_whole():
    assert sample_windows(30) == [(0, 30)]
    assert sample_windows(48) == [(0, 48)]
    assert sample_windows(1000) == [(0, 16), (492, 16), (984, 16)]
    assert projected_bytes(100, 100, 1000, 10, 1, 10) == 1000  # the whole clip: what it cost
    assert projected_bytes(100, 250, 1750, 48, 3, 1001) == 100 + 1000 * 1500 // 45
    # the rough figure grows with the steps a frame (a whole run at 53 a frame: 2.1 x one a frame)
    assert estimated_bytes("GIF", 19_829, steps_per_frame=53) > 2 * estimated_bytes("GIF", 19_829)


@pytest.mark.parametrize(
    ("algorithm", "first", "last", "per_frame"),
    [
        ("naive", 0, 299, 1),  # 300 frames: sampled
        ("naive", 0, 5_000, 53),  # a whole run's steps a frame: most of the board changes a frame
        ("propagate-guess", 0, 149, 1),  # eliminations: many cells a step
        ("naive", 100, 130, 1),  # short: measured whole
    ],
)
def test_the_measured_size_is_within_a_quarter_of_the_file_written(qtbot, tmp_path, algorithm, first, last, per_frame):
    from sudoku_gui.qt.export.animation import Clip, write
    from sudoku_gui.qt.export.export_estimate import measured_sizes

    timeline = recorded(algorithm, last + 10)
    clip = Clip([timeline], first, last, 10, per_frame, size=300)
    measured = measured_sizes(clip)
    for kind, ext in (("GIF", "gif"), ("WebP", "webp"), ("MP4", "mp4")):
        path = tmp_path / f"clip.{ext}"
        write(clip, str(path))
        real = os.path.getsize(path)
        assert 0.75 <= measured[kind] / real <= 1.25, (kind, measured[kind], real)
        if clip.frames() <= 48:
            assert measured[kind] == real  # drawn and encoded whole: exact
    assert clip.frames() == frames_for(first, last, per_frame)


def test_the_dialog_says_the_measured_sizes_and_remembers_the_span_for_the_run(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from sudoku_gui.qt.export import export_dialog
    from sudoku_gui.qt.export.export_dialog import size_text
    from sudoku_gui.speeds import MAX_SPEED

    w = window
    w.load_puzzle(HARD)
    w.set_algorithm("propagate-guess")
    w.set_speed(MAX_SPEED)
    w.solve()
    qtbot.waitUntil(lambda: not w.controller.live() and not w.controller.playing, timeout=30_000)
    spans: list[export_dialog.SpanDialog] = []

    def exec_(span) -> int:
        spans.append(span)
        if len(spans) == 1:
            span.first.setValue(5)
            span.last.setValue(25)
        qtbot.waitUntil(lambda: not span.measuring(), timeout=30_000)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(export_dialog.SpanDialog, "exec", exec_)
    w.animation.ask()
    first = spans[0]
    sizes = first.measured[(5, 25, 1, first.fps.value())]
    assert size_text(sizes["GIF"]) in first.summary.text() and "measuring" not in first.summary.text()
    w.animation.ask()  # the same run: the span chosen last, not the steps around the one shown
    assert spans[1].span() == (5, 25)
    w.controller.stop()  # back to the puzzle; a new run starts afresh
    w.solve()
    qtbot.waitUntil(lambda: not w.controller.live() and not w.controller.playing, timeout=30_000)
    w.animation.ask()
    assert spans[2].span() != (5, 25)
