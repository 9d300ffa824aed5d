"""The real app in a real X11 window on Xvfb, driven with xdotool; the clipboard read with xclip.

Skipped, with the reason, where Xvfb, xdotool or xclip is not installed (`.ci/run` installs them).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time

import pytest
from conftest import ROOT, SEED_PUZZLES

from sudoku_gui.core.grid import format_grid, is_solution, parse_puzzle

TOOLS = ("Xvfb", "xdotool", "xclip")
missing = [t for t in TOOLS if shutil.which(t) is None]
pytestmark = pytest.mark.skipif(
    bool(missing), reason=f"needs {', '.join(missing)} for a real X11 window (apt-get install xvfb xdotool xclip)"
)

HARD = format_grid(next(it.values for it in SEED_PUZZLES if it.name == "Hard"))
NORMAL = format_grid(next(it.values for it in SEED_PUZZLES if it.name == "Normal"))


@pytest.fixture(scope="module")
def display():
    """A private Xvfb screen; its number is chosen by Xvfb itself (-displayfd)."""
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    with os.fdopen(read_fd) as f:
        number = f.readline().strip()
    if not number:
        xvfb.kill()
        pytest.skip("Xvfb did not start")
    yield f":{number}"
    xvfb.terminate()
    xvfb.wait(10)


class App:
    """The app running on ``display``, and the X tools to drive it."""

    def __init__(self, display: str, tmp_path, *args: str, name: str = "Sudoku Visualizer", **env: str) -> None:
        self.env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
        self.env.update(DISPLAY=display, XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path), **env)
        self.proc = subprocess.Popen(
            [sys.executable, "main.py", *args],
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        found = self.x("xdotool", "search", "--sync", "--onlyvisible", "--name", name, timeout=30)
        self.wid = found.split()[0]
        time.sleep(0.5)  # let the first paint and key handling settle

    def x(self, *cmd: str, timeout: float = 10) -> str:
        return subprocess.run(cmd, env=self.env, capture_output=True, text=True, timeout=timeout, check=True).stdout

    def focus(self, timeout: float = 10) -> None:
        """Give the window the keyboard. Under load the window can be found before the server
        lets it take the focus (xdotool then fails with BadMatch): try again for a while, and
        if the app has died, say so with its error output."""
        end = time.monotonic() + timeout
        while True:
            try:
                self.x("xdotool", "windowfocus", "--sync", self.wid)
                return
            except subprocess.CalledProcessError:
                if self.proc.poll() is not None:
                    _, err = self.proc.communicate(timeout=5)
                    raise AssertionError(f"the app exited ({self.proc.returncode}): {err}") from None
                if time.monotonic() > end:
                    raise
                time.sleep(0.2)

    def keys(self, *names: str) -> None:
        self.focus()
        for name in names:
            self.x("xdotool", "key", "--clearmodifiers", name)
            time.sleep(0.08)

    def clipboard(self) -> str:
        return self.x("xclip", "-o", "-selection", "clipboard").strip()

    def set_clipboard(self, text: str) -> None:
        # xclip keeps serving the selection from the background until the app takes it over
        subprocess.Popen(
            ["xclip", "-i", "-selection", "clipboard"],
            env=self.env,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            text=True,
        ).communicate(text, timeout=10)
        time.sleep(0.2)

    def copied(self) -> str:
        """The board as the app shows it, through Ctrl+C and the X clipboard."""
        self.keys("ctrl+c")
        return self.clipboard()

    def wait_copied(self, predicate, timeout: float = 30) -> str:
        end = time.monotonic() + timeout
        while True:
            try:
                text = self.copied()
            except subprocess.CalledProcessError:  # nothing copied yet: a busy app has not taken the Ctrl+C in
                if time.monotonic() > end:
                    raise
                text = ""
            if predicate(text) or time.monotonic() > end:
                return text
            time.sleep(0.3)

    def quit(self) -> tuple[int, str]:
        self.keys("ctrl+q")
        try:
            _, err = self.proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise
        return self.proc.returncode, err


def solved(text: str, puzzle: str) -> bool:
    try:
        return is_solution(parse_puzzle(text), parse_puzzle(puzzle))
    except ValueError:
        return False


def test_paste_solve_stop_copy_quit(display, tmp_path):
    app = App(display, tmp_path, HARD, "--speed", "max")
    try:
        assert app.copied() == HARD

        app.set_clipboard("this is not a sudoku")
        app.keys("ctrl+v")
        assert app.copied() == HARD  # bad paste: nothing lost

        app.set_clipboard(NORMAL)
        app.keys("ctrl+v")
        assert app.copied() == NORMAL

        app.keys("ctrl+z")  # the paste is undoable
        assert app.copied() == HARD

        app.keys("F5")
        assert solved(app.wait_copied(lambda t: solved(t, HARD)), HARD)

        app.keys("Escape")
        assert app.copied() == HARD  # stop restores the puzzle as entered
    finally:
        code, err = app.quit()
    assert code == 0
    assert "QThread" not in err and "Traceback" not in err, err


def test_pause_step_resume_and_quit_mid_solve(display, tmp_path):
    app = App(display, tmp_path, HARD, "--speed", "4")
    try:
        app.keys("F5")
        time.sleep(2.5)
        app.keys("space")  # pause
        first = app.copied()
        time.sleep(1.5)
        assert app.copied() == first  # nothing moves while paused
        moved = first
        for _ in range(30):  # F10 one step at a time until a digit appears
            app.keys("F10")
            moved = app.copied()
            if moved != first:
                break
        assert moved != first
        assert sum(a != b for a, b in zip(first, moved, strict=True)) == 1  # one step: one cell changed
        app.keys("space")  # resume
        later = app.wait_copied(lambda t: t != moved, timeout=15)
        assert later != moved
    finally:
        code, err = app.quit()  # quit while the solver is still running
    assert code == 0
    assert "QThread" not in err and "Traceback" not in err, err


def test_rewind_fifty_steps_and_forward_again(display, tmp_path):
    """Solve, then 50 x Left and 50 x Right: the boards read back with Ctrl+C agree both ways."""
    app = App(display, tmp_path, HARD, "--speed", "max", "--algorithm", "propagate-guess")
    try:
        app.keys("F5")
        end = app.wait_copied(lambda t: solved(t, HARD))
        assert solved(end, HARD)
        back = [end]
        for _ in range(50):
            app.keys("Left")
            back.append(app.copied())
        forward = [back[-1]]
        for _ in range(50):
            app.keys("Right")
            forward.append(app.copied())
        assert forward == back[::-1]
        assert len(set(back)) > 10  # the steps placed digits: the boards differ
        app.keys("Home")
        assert app.copied() == HARD
        app.keys("End")
        assert app.copied() == end
    finally:
        code, err = app.quit()
    assert code == 0
    assert "QThread" not in err and "Traceback" not in err and "QObject" not in err, err


def test_f5_pressed_again_and_again_at_max_speed(display, tmp_path):
    easy = format_grid(next(it.values for it in SEED_PUZZLES if it.name == "Easy"))
    app = App(display, tmp_path, easy, "--speed", "max", "--algorithm", "human")
    try:
        app.focus()
        for _ in range(10):
            app.x("xdotool", "key", "--delay", "30", *(["F5"] * 30), timeout=30)
        assert app.proc.poll() is None  # still alive after 300 solves started back to back
        assert solved(app.wait_copied(lambda t: solved(t, easy)), easy)
    finally:
        code, err = app.quit()
    assert code == 0
    assert "QThread" not in err and "Traceback" not in err and "QObject" not in err, err


def test_a_chinese_locale_gives_a_chinese_window(display, tmp_path):
    """LANG=zh_TW.UTF-8 (no --lang): the title is Traditional Chinese; --lang en overrides it."""
    chinese = "[\u4e00-\u9fff]"
    env = {"LANG": "zh_TW.UTF-8", "LC_ALL": "zh_TW.UTF-8", "LANGUAGE": "zh_TW"}
    app = App(display, tmp_path, HARD, name=".", **env)  # any title: it is checked below
    try:
        title = app.x("xdotool", "getwindowname", app.wid)
        assert re.search(chinese, title), title
        assert app.copied() == HARD  # keys work the same in any language
    finally:
        code, err = app.quit()
    assert code == 0 and "Traceback" not in err, err
    app = App(display, tmp_path, HARD, "--lang", "en", **env)
    try:
        assert "Sudoku Visualizer" in app.x("xdotool", "getwindowname", app.wid)
    finally:
        code, err = app.quit()
    assert code == 0 and "Traceback" not in err, err


def test_walk_the_search_tree_with_the_keys(display, tmp_path):
    """Ctrl+T gives the tree the keys: Home, Down, Up, Right and End move the selection, and the
    board (read back with Ctrl+C) shows each node's guess."""
    app = App(display, tmp_path, HARD, "--speed", "max", "--algorithm", "propagate-guess")
    try:
        app.keys("F5")
        end = app.wait_copied(lambda t: solved(t, HARD))
        assert solved(end, HARD)
        app.keys("ctrl+t", "Home")
        root = app.copied()
        app.keys("Down")
        child = app.copied()
        app.keys("Down")
        grandchild = app.copied()
        app.keys("Up")
        assert app.copied() == child
        app.keys("Up")
        assert app.copied() == root
        # the root's board is the puzzle after the propagation before the first guess
        assert all(p in (".", r) for p, r in zip(HARD, root, strict=True))
        # each guess adds its digit (and what propagation placed before it)
        assert sum(c != "." for c in child) > sum(c != "." for c in root)
        assert sum(c != "." for c in grandchild) >= sum(c != "." for c in child)
        app.keys("Down", "Right")
        sibling = app.copied()
        assert sibling != child
        app.keys("End")
        assert app.copied() != root
    finally:
        code, err = app.quit()
    assert code == 0
    assert "QThread" not in err and "Traceback" not in err and "QObject" not in err, err


def test_analyse_opens_over_the_window_and_escape_closes_it(display, tmp_path):
    """Ctrl+I opens Puzzles > Analyse Puzzle for the puzzle given; Escape closes it (its work
    cancelled and joined) and the board keeps the keys."""
    bank = (ROOT / "tests" / "data" / "se_bank_sample.txt").read_text().splitlines()
    puzzle = next(line.split()[0] for line in bank if line.endswith(" 7.1"))
    app = App(display, tmp_path, puzzle)
    try:
        app.keys("ctrl+i")
        dialog = app.x("xdotool", "search", "--sync", "--onlyvisible", "--name", "Analyse Puzzle", timeout=30).split()
        assert dialog
        time.sleep(2.0)  # let the rating and the backdoors run a while
        app.x("xdotool", "windowfocus", "--sync", dialog[0])
        app.x("xdotool", "key", "--clearmodifiers", "Escape")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            shown = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "Analyse Puzzle"], env=app.env, capture_output=True
            )
            if shown.returncode != 0:
                break
            time.sleep(0.2)
        else:
            raise AssertionError("the Analyse window did not close")
        assert app.copied() == puzzle
    finally:
        code, err = app.quit()
    assert code == 0
    assert "QThread" not in err and "Traceback" not in err and "QObject" not in err, err
