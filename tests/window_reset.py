"""One window for many tests: ``reset`` brings a used ``MainWindow`` back to the state of one just
built (a new document, no run, no race, no dialog, no job, default settings), and ``snapshot``
says what that state is, so that ``tests/window/test_window_reset.py`` can prove the reset
complete by comparing a used and reset window with a new one.

A test marked ``shared_window`` gets such a window (``conftest.py``): building one costs more
than most tests that only read or drive it. A test that changes what the reset does not restore
(the language, a loaded solver or program, View > Layout, the SE rule set, Solve > Check Steps,
a second window on the same settings, closing the window) or measures a pane or dialog the first
time it is shown keeps a window of its own. Two things stay as a used window left them, and the
snapshot leaves them out: the charts' plots, built the first time the charts pane shows, and the
size a hidden pane had when last shown (Qt keeps it for its next showing).
"""

from __future__ import annotations

import enum
import weakref
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, QTimer, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QUndoStack
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

PLAIN = (type(None), bool, int, float, str, bytes, enum.Enum)
CACHES = {"_stale", "paint_count"}
"""Attributes a test cannot compare between two windows: whether something was worked out yet
(``BoardState``'s candidates, computed when first read), how often the board was painted (a
window paints as the event loop turns; ``reset`` sets it to 0 as a new board's)."""


def _of_pyqtgraph(obj: QObject) -> bool:
    """``obj`` belongs to the charts' plots, which are built the first time the charts pane is
    shown and then stay (as in any window whose charts were once shown)."""
    while obj is not None:
        if type(obj).__module__.startswith("pyqtgraph"):
            return True
        obj = obj.parent()
    return False


@dataclass
class Pristine:
    """What a window was just after it was built and shown: its settings, its size and layout,
    its actions' check marks, the status bar's texts."""

    settings: dict[str, Any]
    geometry: QByteArray
    state: QByteArray
    checked: list[tuple[QAction, bool]]
    status: list[tuple[str, str]]
    file_format: str
    sliders: list[tuple[QAbstractSlider, tuple[int, int]]]
    children: set[QWidget]


def settings_of(settings: QSettings) -> dict[str, Any]:
    """Every key of ``settings`` with its value."""
    return {key: settings.value(key) for key in sorted(settings.allKeys())}


def _plain(value: object, depth: int = 0) -> object:
    """``value`` when it is plain data (nested to a small depth), what a timer, an undo stack or
    a group of actions holds, else its type's name."""
    if isinstance(value, PLAIN):
        return value
    if isinstance(value, QTimer):
        return ("QTimer", value.isActive())
    if isinstance(value, QUndoStack):
        return ("QUndoStack", value.count(), value.index(), value.undoText(), value.redoText())
    if isinstance(value, QActionGroup):
        checked = value.checkedAction()
        return ("QActionGroup", len(value.actions()), checked.data() if checked is not None else None)
    if isinstance(value, weakref.WeakKeyDictionary | weakref.WeakValueDictionary):
        return (type(value).__name__, len(value))
    if isinstance(value, list | tuple | frozenset | set) and depth < 3 and len(value) <= 100:
        items = [_plain(v, depth + 1) for v in value]
        return tuple(sorted(items, key=repr)) if isinstance(value, frozenset | set) else (type(value).__name__, *items)
    if isinstance(value, dict) and depth < 3 and len(value) <= 100:
        return {repr(k): _plain(v, depth + 1) for k, v in value.items()}
    return f"<{type(value).__name__}>"


def _parts(root: object) -> Iterator[tuple[str, object]]:
    """``root`` and every object of the app it holds, reached through attributes, each once,
    under the shortest path that reaches it (``window.controller.editor``)."""
    seen: set[int] = set()
    level: list[tuple[str, object]] = [("window", root)]
    while level:
        below: list[tuple[str, object]] = []
        for path, obj in sorted(level, key=lambda item: item[0]):
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            yield path, obj
            for name, value in _attributes(obj).items():
                if type(value).__module__.startswith("sudoku_gui") and not isinstance(value, enum.Enum):
                    below.append((f"{path}.{name}", value))
        level = below


def _attributes(obj: object) -> dict[str, object]:
    try:
        return dict(vars(obj))
    except TypeError:  # slots
        return {n: getattr(obj, n) for n in getattr(type(obj), "__slots__", ()) if hasattr(obj, n)}


def _widget(widget: QWidget) -> tuple[object, ...]:
    """What a widget shows that a test could read."""
    shown: list[object] = [type(widget).__name__, widget.objectName(), widget.isEnabled()]
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        shown.append(widget.text())
    if isinstance(widget, QAbstractButton):
        shown.append(widget.isChecked())
    if isinstance(widget, QAbstractSlider):
        shown.extend((widget.minimum(), widget.maximum(), widget.value()))
    if isinstance(widget, QAbstractSpinBox):
        shown.append(widget.text())
    if isinstance(widget, QComboBox):
        shown.extend((widget.currentIndex(), tuple(widget.itemText(i) for i in range(widget.count()))))
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        shown.append(widget.toPlainText())
    if isinstance(widget, QDockWidget):
        shown.append(widget.isFloating())
    return tuple(shown)


def snapshot(window: Any) -> dict[str, object]:
    """The window's state as tests can see it: the plain attributes of every part of the app it
    holds (the controller, its editor and runs, the dialogs' owners...), every action, every
    widget shown, the settings, the top-level windows, the threads and jobs still running."""
    from sudoku_gui.core.strategies import STRATEGIES
    from sudoku_gui.qt import i18n, jobs
    from sudoku_gui.qt.puzzle.autosave import autosave_path
    from sudoku_gui.qt.solver import thread

    snap: dict[str, object] = {}
    for path, part in _parts(window):
        for name, value in _attributes(part).items():
            if not isinstance(value, SignalInstance) and not name.startswith("__") and name not in CACHES:
                snap[f"{path}.{name}"] = _plain(value)
    # Sorted: the order of a parent's children changes as widgets are raised or moved.
    snap["actions"] = sorted(
        (a.objectName(), a.text(), a.isEnabled(), a.isCheckable() and a.isChecked(), a.isVisible())
        for a in window.findChildren(QAction)
        if not _of_pyqtgraph(a)
    )
    snap["menus"] = sorted((m.objectName(), m.title(), len(m.actions())) for m in window.findChildren(QMenu))
    snap["widgets shown"] = sorted(
        (_widget(w) for w in window.findChildren(QWidget) if w.isVisibleTo(window) and not _of_pyqtgraph(w)), key=repr
    )
    snap["docks"] = sorted(
        (
            d.objectName(),
            d.isVisible(),
            d.isFloating(),
            window.dockWidgetArea(d),
            sorted(t.objectName() for t in window.tabifiedDockWidgets(d)),
            d.size() if d.isVisible() else None,
        )
        for d in window.findChildren(QDockWidget)
    )
    snap["size"] = (window.size(), window.centralWidget().size(), window.isVisible(), window.windowTitle())
    snap["settings"] = settings_of(window.settings)
    snap["top-level windows"] = sorted(  # besides the main windows (a test may hold two)
        type(w).__name__ for w in QApplication.topLevelWidgets() if w.isVisible() and not isinstance(w, type(window))
    )
    autosaved = autosave_path(window.settings)
    snap["autosave"] = autosaved.read_text() if autosaved.exists() else None
    snap["focus"] = type(QApplication.focusWidget()).__name__
    snap["palette"] = QApplication.palette().window().color().name()
    snap["language"] = i18n.current() if hasattr(i18n, "current") else None
    snap["algorithms"] = sorted(STRATEGIES)
    snap["solver threads"] = len(thread._RUNNING)
    snap["jobs"] = len(jobs._keeper.live) if jobs._keeper is not None else 0
    return snap


def differences(a: dict[str, object], b: dict[str, object]) -> list[str]:
    """Each key whose values differ, with both (cut to 300 characters)."""

    def shown(snap: dict[str, object], k: str) -> str:
        if k not in snap:
            return "<absent>"
        if isinstance(snap[k], list) and isinstance(b.get(k), list) and isinstance(a.get(k), list):
            other = b[k] if snap is a else a[k]
            snap_k: list[object] = snap[k]  # type: ignore[assignment]
            return f"{[x for x in snap_k if x not in other]!r}"[:300] + " ..."  # what only this one has
        return repr(snap[k])[:300]

    return [
        f"{k}: {shown(a, k)} != {shown(b, k)}"
        for k in sorted(a.keys() | b.keys())
        if a.get(k, "<absent>") != b.get(k, "<absent>")
    ]


def _status_labels(window: Any) -> list[Any]:
    status = window.status
    return [status.message, status.mode_label, status.stats, status.times, status.rating_label]


def pristine(window: Any) -> Pristine:
    """What ``window``, just built and shown, is to come back to."""
    return Pristine(
        settings_of(window.settings),
        window.saveGeometry(),
        window.saveState(),
        [(a, a.isChecked()) for a in window.findChildren(QAction) if a.isCheckable()],
        [(label.text(), label.toolTip()) for label in _status_labels(window)],
        window.files.format,
        [(slider, (slider.minimum(), slider.maximum())) for slider in window.findChildren(QAbstractSlider)],
        set(window.findChildren(QWidget)),
    )


def stop_work(window: Any) -> None:
    """End whatever a test left running or open: every job (ratings, races being recorded,
    exports), the solver threads, the dialogs and any other top-level window."""
    from sudoku_gui.qt import jobs

    jobs.join_all()
    window.dialogs.close_all()
    for other in QApplication.topLevelWidgets():
        if other is not window and other.isVisible() and not isinstance(other, type(window)):
            other.close()
    window.controller.shutdown()
    QApplication.processEvents()  # the jobs' ends, queued to this thread


def reset(window: Any, was: Pristine) -> None:
    """Bring ``window`` back to ``was``, as a window just built on settings as ``was`` holds:
    nothing running or open, no run, no race, an empty board with no undo history, no file, the
    same settings, size, layout, check marks and status bar. ``test_window_reset.py`` proves it."""
    from sudoku_gui.core.document import Document
    from sudoku_gui.core.strategies import DEFAULT_STRATEGY
    from sudoku_gui.qt.jobs import JobRunner
    from sudoku_gui.qt.puzzle.autosave import autosave_path
    from sudoku_gui.qt.run_undo import KeptRuns

    stop_work(window)
    c = window.controller
    c.racing.conceal()
    c.hide_run()
    c.undo_stack.clear()
    c._kept = KeptRuns()  # the runs the cleared entries held
    c._reported = c._hint_state = None
    c.editor._set_loaded_document(Document.of((0,) * 81))  # as a load: the pad's digit goes down too
    files = window.files
    files.path = files.name = files.source = files._saved = None  # no file: as FileActions starts
    files.format = was.file_format
    files._show_title()
    window.set_algorithm(DEFAULT_STRATEGY)
    window.set_theme("system")
    # Each check mark back as a person puts it back, by triggering its action (its handler runs:
    # pencil mode, a view toggle); those to be checked first, so that a group's choice comes back.
    for on in (True, False):
        for action, checked in was.checked:
            if checked == on and action.isChecked() != checked:
                action.trigger()
    window.restoreGeometry(was.geometry)
    window.restoreState(was.state)
    window.set_speed(was.settings["speed"])
    window.time_limit.setValue(was.settings["timeLimit"])
    for runner in window.findChildren(JobRunner):  # the last job's leftovers, as a runner starts
        runner.job, runner.dialog, runner._busy, runner._text, runner._counts = None, None, None, "", (0, 0)
        runner._jobs.clear()
        runner._callbacks.clear()
    window.race_tools._heard, window.race_tools._names = [], []
    window.tree_compare.dialog = None  # closed by stop_work; a new window has had none
    window.animation._path = window.assistant._export_path = ""  # the files last exported to
    window.animation._spans.clear()  # the span last exported of each run
    for child in window.findChildren(QWidget):  # dialogs closed but kept (F1's, a picker...)
        if child.isWindow() and child not in was.children:
            child.deleteLater()
    for slider, (low, high) in was.sliders:
        slider.setRange(low, high)
    assistant = window.assistant
    assistant._rate_later.stop()  # the empty board's rating, which a window just built has not
    assistant._rated_puzzle = assistant._hint = assistant._hint_for = None
    window.board.select(0)
    window.board.set_view(digit=0)  # the digit highlighted, the selected cell's
    c.editor._solution = (None, None)  # the solution of the givens, kept for the mistakes shown
    window.board.paint_count = 0
    for label, (text, tip) in zip(_status_labels(window), was.status, strict=True):
        label.setText(text)
        label.setToolTip(tip)
    window.status.say(was.status[0][0])
    QTest.qWait(1)  # the dialogs deleted; the dock area hides the tab bars it no longer uses
    autosave_path(window.settings).unlink(missing_ok=True)
    window.settings.clear()
    for key, value in was.settings.items():
        window.settings.setValue(key, value)
    window.activateWindow()
    window.board.setFocus()
