"""Regenerate the README screenshots from the real window.

Run: ``python resources/screenshots/make_screenshots.py`` (offscreen unless DISPLAY is set and
QT_QPA_PLATFORM says otherwise). It applies hints to a puzzle until the wanted technique is the
next step, shows that hint, and saves the window as a PNG; the backtrack shot pauses a search
right after a backtrack.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sudoku_gui.core.grid import parse_puzzle  # noqa: E402
from sudoku_gui.core.strategies.human import next_step  # noqa: E402
from sudoku_gui.core.techniques.cgrid import CandidateGrid  # noqa: E402
from sudoku_gui.qt.main_window import MainWindow  # noqa: E402

OUT = Path(__file__).parent
PUZZLES = (ROOT / "tests" / "data" / "top95.txt").read_text().split()


def window() -> MainWindow:
    w = MainWindow(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    w.resize(1100, 800)
    w.show()
    return w


def settle(app: QApplication) -> None:
    for _ in range(20):
        app.processEvents()


def shot_technique(app: QApplication, technique: str, name: str) -> bool:
    for line in PUZZLES:
        w = window()
        w.load_puzzle(parse_puzzle(line))
        for _ in range(200):
            step = next_step(CandidateGrid.from_state(w.state.values, w.state.candidates))
            if step is None:
                break
            if step.technique == technique:
                w.assistant.hint()
                settle(app)
                w.grab().save(str(OUT / name))
                print("saved", name, "-", step.text)
                w.close()
                return True
            w.assistant.apply()
        w.close()
    return False


def shot_backtrack(app: QApplication, name: str) -> None:
    w = window()
    w.load_puzzle(parse_puzzle(".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."))
    c = w.controller
    c.start(paused=True)
    for _ in range(5000):
        c.step_forward()
        settle(app)
        tl = c.timeline
        if c.position and tl is not None and tl.kind(c.position - 1) == "backtrack" and w.state.highlight.undone:
            break
    settle(app)
    w.grab().save(str(OUT / name))
    print("saved", name, "-", w.state.last_text)
    c.shutdown()
    w.close()


def main() -> None:
    app = QApplication.instance() or QApplication([])
    shot_technique(app, "Naked Pair", "naked_pair.png")
    shot_technique(app, "X-Wing", "x_wing.png")
    shot_backtrack(app, "backtrack.png")


if __name__ == "__main__":
    main()
