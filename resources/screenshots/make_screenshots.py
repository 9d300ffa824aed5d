"""Regenerate the screenshots of the README and the documentation (docs/screenshots is a link to this folder) from the real window.

Run: ``python resources/screenshots/make_screenshots.py [techniques] [playing] [chinese] [chain]``
(offscreen unless DISPLAY is set and QT_QPA_PLATFORM says otherwise). It applies hints to a
puzzle until the wanted technique is the next step, shows that hint, and saves the window as a
PNG; the backtrack shot pauses a search right after a backtrack; the chain shot shows an AIC on
the first puzzle of top1465, its arrows fully drawn.
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
from sudoku_gui.qt.window.main_window import MainWindow  # noqa: E402

OUT = Path(__file__).parent
PUZZLES = (ROOT / "tests" / "data" / "top95.txt").read_text().split()


def window() -> MainWindow:
    w = MainWindow(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    w.resize(1100, 800)
    w.show()
    return w


def settle(app: QApplication, w: MainWindow | None = None) -> None:
    """Let the window paint; with ``w``, also wait (up to 20 s) for its background rating."""
    import time

    deadline = time.monotonic() + 20
    while w is not None and w.rating_label.text().endswith("…") and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
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
        if (
            c.shown.position
            and tl is not None
            and tl.kind(c.shown.position - 1) == "backtrack"
            and w.state.highlight.undone
        ):
            break
    settle(app)
    w.grab().save(str(OUT / name))
    print("saved", name, "-", w.state.last_text)
    c.shutdown()
    w.close()


def shot_playing(app: QApplication, name: str) -> None:
    """A game: givens locked, the player's digits (one wrong, shown on request), own pencil
    marks, the digit 1 picked on the pad."""
    w = window()
    c = w.controller
    c.editor.load(parse_puzzle(PUZZLES[0]))
    c.editor.toggle_playing()
    for cell, digit in ((1, 1), (2, 9), (10, 2)):
        c.editor.enter_digit(cell, digit)
    for cell, digit in ((3, 2), (4, 6), (4, 9)):
        c.editor.toggle_mark(cell, digit)
    w.act["mistakes"].setChecked(True)
    w.refresh_marks()
    w.board.select(1)
    w.board.set_view(digit=1)
    c.message.emit("Game: your digits in blue, a mistake in red (View > Show Mistakes), 1 picked.", False)
    settle(app, w)
    w.grab().save(str(OUT / name))
    print("saved", name)
    w.close()


def shot_generated(app: QApplication, name: str) -> None:
    w = window()
    job = w.tools.start_generating("Hard", "central", seed=8)
    while job.running() or "New Hard puzzle" not in w.message.text():
        app.processEvents()
    w.controller.editor.toggle_playing()
    w.controller.message.emit("Generated (Ctrl+N): a Hard puzzle, central symmetry, exactly one solution.", False)
    settle(app, w)
    w.grab().save(str(OUT / name))
    print("saved", name)
    w.close()


def shot_chain(app: QApplication, name: str) -> None:
    """A hint that is a chain, drawn as arrows: on the first top1465 puzzle where one comes,
    hints are applied until the hint has links; the shot waits for them to finish appearing."""
    import time

    shared = ROOT.parent / "shared" / "data" / "top1465.txt"
    lines = (shared if shared.exists() else ROOT / "tests" / "data" / "sample_top1465.txt").read_text().split()
    for line in lines:
        w = window()
        w.load_puzzle(parse_puzzle(line))
        for _ in range(200):
            g = CandidateGrid.from_state(w.state.values, w.state.candidates)
            step = next_step(g)
            if step is None:
                break
            if step.links:
                w.assistant.hint()
                deadline = time.monotonic() + 10
                while w.board.revealing() and time.monotonic() < deadline:
                    app.processEvents()
                    time.sleep(0.01)
                settle(app, w)
                w.grab().save(str(OUT / name))
                print("saved", name, "-", step.text)
                w.close()
                return
            w.assistant.apply()
        w.close()


def shot_chinese(app: QApplication, name: str) -> None:
    """The window in Simplified Chinese with a hint's explanation (a Naked Pair) on the board."""
    from sudoku_gui.qt import i18n

    i18n.install("zh_CN")
    try:
        shot_technique(app, "Naked Pair", name)
    finally:
        i18n.install("en")


def shot_search(app: QApplication, name: str) -> None:
    """Seed 000's Hard solved by plain backtracking, the search tree and the charts shown; a
    failed guess deep in the search selected in the tree, its board on the left."""
    import time

    from sudoku_gui.core.tree.search_tree import NodeOutcome
    from sudoku_gui.speeds import MAX_SPEED

    w = window()
    w.resize(1366, 860)
    for pane in w.panes:
        w.pane_keys.press(pane)  # as Ctrl+L, Ctrl+T, Ctrl+J do
    w.set_algorithm("naive")
    w.load_puzzle(parse_puzzle(".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."))
    w.set_speed(MAX_SPEED)
    c = w.controller
    c.solve()
    while c.live() or c.playing:
        app.processEvents()
        time.sleep(0.005)
    tree = c.shown.tree
    # a failed leaf a third of the way into the run, deep in the search
    target = next(
        n
        for n in range(len(tree) // 3, len(tree))
        if tree.outcome(n) == NodeOutcome.FAILED and tree.is_leaf(n) and tree.depth(n) > 25
    )
    tree_pane = next(p for p in w.panes if p.object_name == "searchTreePane")
    tree_pane.choose(target)
    settle(app, w)
    w.grab().save(str(OUT / name))
    print("saved", name, "- node", tree.label(target))
    c.shutdown()
    w.close()


HARD = ".....3.812..4......5..........23.7...1.....5...86.....7.....4...9..8........5.2.."


def shot_race(app: QApplication, name: str, gif: str) -> None:
    """Four of the seed articles' algorithms racing on seed 000's Hard, by step, the charts
    overlaying their curves; and 200 steps of the race's propagate-guess exported as a GIF."""
    import time

    from sudoku_gui.qt.export.animation import Clip, write

    w = window()
    w.resize(1366, 860)
    w.load_puzzle(parse_puzzle(HARD))
    charts = next(p for p in w.panes if p.object_name == "charts")
    w.pane_keys.press(charts)
    w.race_tools.start(["naive", "mrv-all", "units", "propagate-guess"])
    while w.race_panel is None:
        app.processEvents()
        time.sleep(0.01)
    race = w.controller.racing.race
    race.pause()  # it plays as soon as it is recorded
    race.seek(1500)
    race.follow(3)
    settle(app, w)
    w.grab().save(str(OUT / name))
    print("saved", name)
    run = race.runs[3]
    write(Clip([run.timeline], 60, 260, fps=8, steps_per_frame=1, size=280), str(OUT / gif), w.board.colors())
    print("saved", gif, (OUT / gif).stat().st_size, "bytes")
    w.controller.stop()
    w.close()


def shot_repeats(app: QApplication, name: str, window_name: str) -> None:
    """Search > Repeated Failures on plain backtracking's run of seed 000's Hard: the dialog with
    its second group picked, and the window with every pane, the group outlined in the tree."""
    import time

    w = window()
    w.resize(1366, 860)
    for pane in w.panes:
        w.pane_keys.press(pane)
    w.set_algorithm("naive")
    w.load_puzzle(parse_puzzle(HARD))
    w.repeated_failures.ask()  # no run shown: recorded in the background, then opened
    while w.repeated_failures.dialog is None:
        app.processEvents()
        time.sleep(0.01)
    dialog = w.repeated_failures.dialog
    dialog.table.selectRow(1)
    settle(app, w)
    dialog.grab().save(str(OUT / name))
    w.grab().save(str(OUT / window_name))
    print("saved", name, window_name)
    dialog.close()
    w.close()


def main() -> None:
    app = QApplication.instance() or QApplication([])
    only = sys.argv[1:]
    if not only or "techniques" in only:
        shot_technique(app, "Naked Pair", "naked_pair.png")
        shot_technique(app, "X-Wing", "x_wing.png")
        shot_backtrack(app, "backtrack.png")
    if not only or "chinese" in only:
        shot_chinese(app, "chinese.png")
    if not only or "chain" in only:
        shot_chain(app, "chain.png")
    if not only or "race" in only:
        shot_race(app, "race.png", "propagate_guess.gif")
    if not only or "search" in only:
        shot_search(app, "search.png")
    if not only or "repeats" in only:
        shot_repeats(app, "repeats.png", "repeats_tree.png")
    if not only or "playing" in only:
        shot_playing(app, "playing.png")
        shot_generated(app, "generated.png")


if __name__ == "__main__":
    main()
