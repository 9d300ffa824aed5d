"""Files in the window: Open (with a picker for many-puzzle files), Save, Save As, recent files,
Copy As. Reading goes through the one reader (``core.puzzles.puzzle_io``), writing through
``core.puzzles.formats`` and Qt's QSaveFile (a failed save leaves the old file as it was).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ...core.atomic import AtomicFile, WriteFailed
from ...core.document import Document
from ...core.message import QT_TRANSLATE_NOOP
from ...core.puzzles.counting import count_solutions
from ...core.puzzles.formats import FORMAT_NAMES, WRITERS, Board, keeping_format
from ...core.puzzles.puzzle_io import PuzzleInput, SourceError, first_puzzle, format_of, read_puzzles
from ...core.rating.difficulty import difficulty
from ...core.rating.se.rule_sets import DEFAULT_RULES
from .. import i18n
from ..controller import Controller
from ..jobs import Job, JobRunner, failure_text
from ..window.settings import read, read_list
from .picker_table import PickerTable, difficulty_key, picker_width
from .save_formats import Choice, app_title, ask_before_losing, window_title
from .se_rules_menu import chosen as se_rules

PICKER_RATING_SECONDS = 2.0
"""The picker's Sudoku Explainer rating of one puzzle stops after this long (a lower bound)."""
PICKER_LIMIT = 10_000
"""Puzzles the picker lists from one file (the rest of a huge file is not read)."""
RECENT = 8
OPEN_FILTER = QT_TRANSLATE_NOOP("FileActions", "Puzzles (*.txt *.sdk *.sdm *.ss *.pm);;All files (*)")
SAVE_FILTERS = {
    "81": QT_TRANSLATE_NOOP("FileActions", "81 characters (*.txt)"),
    "sdk": QT_TRANSLATE_NOOP("FileActions", "SadMan Sudoku (*.sdk)"),
    "pm": QT_TRANSLATE_NOOP("FileActions", "Pencil-mark grid (*.pm)"),
    "hodoku": QT_TRANSLATE_NOOP("FileActions", "HoDoKu library line (*.txt)"),
    "729": QT_TRANSLATE_NOOP("FileActions", "Candidate line, 729 characters (*.txt)"),
}
_BY_SUFFIX = {".sdk": "sdk", ".pm": "pm"}
_tr = QCoreApplication.translate
_SUFFIX = {"81": ".txt", "sdk": ".sdk", "pm": ".pm", "hodoku": ".txt", "729": ".txt"}


def error_text(error: Exception) -> str:
    """A core error's message in the window's language (its template kept for ``speak``)."""
    first = error.args[0] if error.args else None
    return i18n.speak(first) if isinstance(first, str) else str(error)


def plain_box(parent: QWidget, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
    """A message box showing ``text`` as plain text (file names are never read as HTML)."""
    box = QMessageBox(icon, app_title(), text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


def _deadline(job: Job, seconds: float) -> Callable[[], bool]:
    """A ``cancelled`` callback: true once ``job`` is cancelled or ``seconds`` have passed."""
    end = time.monotonic() + seconds
    return lambda: job.cancelled or time.monotonic() > end


class PuzzlePicker(QDialog):
    """The puzzles of a many-puzzle file, read and rated in the background (Sudoku Explainer's
    rule set ``rules``); pick one to load."""

    def __init__(self, parent: QWidget, path: str, rules: str = DEFAULT_RULES) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            QCoreApplication.translate("PuzzlePicker", "Pick a puzzle: {name}").format(name=Path(path).name)
        )
        layout = QVBoxLayout(self)
        self.note = QLabel(QCoreApplication.translate("PuzzlePicker", "Reading…"))
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.table = PickerTable(self)
        self.resize(picker_width(self.table), 480)
        self.table.doubleClicked.connect(lambda _i: self.accept())
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.items: list[PuzzleInput] = []
        self.runner = JobRunner(None, self)
        self.finished.connect(self.runner.cancel)  # closed: the ratings stop at once
        self.job: Job = self.runner.start(
            lambda job: self._work(job, path, rules), progress=self._progress, failed=self._failed
        )

    def _failed(self, error: BaseException) -> None:
        self.note.setText(
            QCoreApplication.translate("PuzzlePicker", "Reading stopped: {message}").format(message=failure_text(error))
        )

    @staticmethod
    def _work(job: Job, path: str, rules: str) -> None:
        """Report ("read", items) in batches, then ("rated", index, ER, lower bound?, level) puzzle
        by puzzle: Sudoku Explainer's rating, at most ``PICKER_RATING_SECONDS`` each (past it, ER
        is a lower bound; the text is made on the GUI thread, in the window's language)."""
        items: list[PuzzleInput] = []
        skipped, first_error, more = 0, "", False
        for it in read_puzzles(path):
            if job.cancelled:
                return
            if it.values is None:  # a bad line is counted and said, never listed
                skipped += 1
                first_error = first_error or str(it.error)
            elif len(items) == PICKER_LIMIT:
                more = True
                break
            else:
                items.append(it)
        for start in range(0, len(items), 500):
            job.report(("read", items[start : start + 500]))
        job.report(("done", len(items), more, skipped, first_error))
        for index, item in enumerate(items):
            if job.cancelled:
                return
            assert item.values is not None
            if count_solutions(item.values, 2) != 1:
                job.report(("rated", index, None, False, ""))
                continue
            found = difficulty(
                item.values, _deadline(job, PICKER_RATING_SECONDS), human=False, partial=True, rules=rules
            )
            if job.cancelled:
                return
            if found is not None:
                job.report(("rated", index, found.se.er, not found.complete, found.level))

    def _progress(self, report: tuple[object, ...]) -> None:
        kind = report[0]
        if kind == "read":
            batch = report[1]
            assert isinstance(batch, list)
            self.table.add_puzzles([item.values for item in batch])
            self.items += batch
        elif kind == "done":
            n, more, skipped, first_error = report[1:]
            assert isinstance(n, int) and isinstance(skipped, int)
            text = (
                QCoreApplication.translate(
                    "PuzzlePicker", "{n:,} puzzles (the first 10,000); difficulties are being rated in order."
                )
                if more
                else QCoreApplication.translate("PuzzlePicker", "{n:,} puzzles; difficulties are being rated in order.")
            ).format(n=n)
            if skipped:
                text += "\n" + QCoreApplication.translate(
                    "PuzzlePicker", "Skipped {skipped:,} that could not be read; the first: {error}"
                ).format(skipped=skipped, error=i18n.speak(str(first_error)))
            self.note.setText(text)
        elif kind == "rated":
            index, score, lower_bound, level = report[1:]
            assert isinstance(index, int) and isinstance(level, str)
            if not isinstance(score, int | float):
                text = QCoreApplication.translate("PuzzlePicker", "not one solution")
                self.table.set_difficulty(index, text, difficulty_key(None, False))
            else:
                text = f"{'≥' if lower_bound else ''}{score:.1f} {i18n.level_name(level)}"
                self.table.set_difficulty(index, text, difficulty_key(float(score), bool(lower_bound)))

    def picked(self) -> PuzzleInput | None:
        index = self.table.picked_index()
        return self.items[index] if index is not None and index < len(self.items) else None


class FileActions(QObject):
    """Open, Save, Save As, Open Recent and Copy As for ``window``."""

    def __init__(self, controller: Controller, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self.c = controller
        self.window = window
        self.settings = settings
        self.path: str | None = None
        """Where Save writes (None: Save asks, as Save As)."""
        self.format = "81"
        """The format the board came from or was last saved in."""
        self.name: str | None = None
        """The file the board came from, for the window's title (None: none)."""
        self.source: str | None = None
        """The path of the file the board came from (a collection's too), or None."""
        self._saved: Document | None = None
        controller.documentChanged.connect(self._show_title)
        controller.puzzleLoaded.connect(self._forget_file)

    # -- reading ------------------------------------------------------------------------------

    def open_dialog(self) -> None:
        start = read(self.settings, "lastDir", "")
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("FileActions", "Open Puzzle"),
            start,
            _tr("FileActions", OPEN_FILTER),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Load a file's puzzle; with several, let the player pick one. A file with none, or
        unreadable, gets a message naming it (and the line) and the board is unchanged."""
        try:
            good, bad, more = first_puzzle(path)
        except SourceError as e:
            reason = error_text(e)
            #: A file that cannot be read: {message} is the reason, its first letter made a capital.
            text = QCoreApplication.translate("FileActions", "{message}.")
            plain_box(self.window, text.format(message=reason[:1].upper() + reason[1:]))
            return False
        if good is None or good.values is None:
            plain_box(
                self.window,
                QCoreApplication.translate("FileActions", "No puzzle found in {path}:\n{value}").format(
                    path=path, value=i18n.speak(bad.error)
                )
                if bad is not None and bad.error is not None
                else QCoreApplication.translate("FileActions", "No puzzle found in {path}:\nthe file is empty").format(
                    path=path
                ),
            )
            return False
        if more:
            picker = PuzzlePicker(self.window, path, se_rules(self.settings))
            accepted = picker.exec() == QDialog.DialogCode.Accepted
            chosen = picker.picked() if accepted else None
            if chosen is None:
                return False
            good = chosen
        self._remember(path)
        if not self.load_item(
            good, QCoreApplication.translate("FileActions", "Open {name}").format(name=Path(path).name)
        ):
            return False
        self.opened(path, good, single=not more and bad is None)
        if bad is not None and not more:  # with more, the picker said it
            self.c.message.emit(
                QCoreApplication.translate("FileActions", "{name}: skipped what could not be read: {error}").format(
                    name=Path(path).name, error=i18n.speak(str(bad.error))
                ),
                True,
            )
        return True

    def opened(self, path: str, item: PuzzleInput, single: bool) -> None:
        """The board now shown was read from ``path``: the title names it, Save As offers its
        format, and Save writes back to it when it held this one puzzle alone (never over a
        collection, nor over lines it could not read)."""
        self.format = format_of(item, path)
        self._file(path if single else None, Path(path).name)
        self.source = path

    def load_item(self, item: PuzzleInput, text: str) -> bool:
        if item.board is not None:
            return self.c.editor.load_board(item.board, text)
        assert item.values is not None
        return self.c.editor.load(item.values, text)

    def _remember(self, path: str) -> None:
        self.settings.setValue("lastDir", str(Path(path).parent))
        recent = [p for p in self.recent() if p != path]
        self.settings.setValue("recentFiles", [path, *recent][:RECENT])

    def recent(self) -> list[str]:
        return read_list(self.settings, "recentFiles")

    def fill_recent(self, menu: QMenu) -> None:
        """Rebuild File > Open Recent (on show)."""
        menu.clear()
        for n, path in enumerate(self.recent(), start=1):
            a = menu.addAction(f"&{n} {Path(path).name}")
            a.setToolTip(path)
            a.setStatusTip(path)
            a.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if menu.isEmpty():
            menu.addAction(QCoreApplication.translate("FileActions", "(none yet)")).setEnabled(False)

    # -- writing ------------------------------------------------------------------------------

    def board(self) -> Board:
        return self.c.document.to_board()

    def _file(self, path: str | None, name: str | None) -> None:
        self.path, self.name, self._saved = path, name, self.c.document
        self._show_title()

    def _forget_file(self) -> None:
        """Another puzzle was loaded (or a load undone): the board is no longer the file's."""
        self._file(None, None)
        self.source = None

    def save_folder(self) -> str:
        """Where Save As starts: the last folder used (open or save, remembered), else the
        folder of the file the puzzle came from, else the home folder; never the working
        directory, which a desktop's launcher sets to anything."""
        came_from = str(Path(self.source).parent) if self.source else ""
        for folder in (read(self.settings, "lastDir", ""), came_from):
            if folder and Path(folder).is_dir():
                return folder
        return str(Path.home())

    def _show_title(self) -> None:
        self.window.setWindowTitle(window_title(self.name))
        self.window.setWindowModified(self.name is not None and self.c.document != self._saved)

    def save(self) -> bool:
        """Ctrl+S: write back to the file in its format (asking first when that format would drop
        part of the board), or Save As when there is no file to write back to."""
        if self.path is None:
            return self.save_as()
        choice = ask_before_losing(self.window, self.board(), self.format)
        if choice is Choice.OTHER:
            return self.save_as()
        return choice is Choice.SAVE and self._saved_as(self.path, self.format)

    def save_as(self) -> bool:
        """Save As: the format offered first is the one the board came from when it keeps
        everything the board holds, else one that does; a format that would drop something is
        named with what it drops before anything is written."""
        fmt = keeping_format(self.board(), self.format)
        start = str(Path(self.save_folder()) / (Path(self.path).name if self.path else f"puzzle{_SUFFIX[fmt]}"))
        while True:
            shown = {k: _tr("FileActions", SAVE_FILTERS[k]) for k in sorted(SAVE_FILTERS, key=lambda k: k != fmt)}
            path, chosen = QFileDialog.getSaveFileName(
                self.window,
                QCoreApplication.translate("FileActions", "Save Puzzle As"),
                start,
                ";;".join(shown.values()),
                shown[fmt],
            )
            if not path:
                return False
            fmt = next((k for k, v in shown.items() if v == chosen), fmt)
            # A name typed with a format's own extension wins over the filter left selected.
            fmt = _BY_SUFFIX.get(Path(path).suffix.lower(), fmt)
            if not Path(path).suffix:
                path += _SUFFIX[fmt]
            choice = ask_before_losing(self.window, self.board(), fmt)
            if choice is Choice.SAVE:
                return self._saved_as(path, fmt)
            if choice is Choice.CANCEL:
                return False
            start, fmt = path, keeping_format(self.board(), fmt)  # another format for the same file

    def _saved_as(self, path: str, fmt: str) -> bool:
        if not self._write(path, fmt):
            return False
        self.format = fmt
        self._file(path, Path(path).name)
        self._remember(path)
        return True

    def _write(self, path: str, fmt: str) -> bool:
        text = WRITERS[fmt](self.board())
        try:  # a temporary file renamed at the end; a device (/dev/full) written directly, errors seen
            out = AtomicFile(path)
            try:
                out.write(text)
                out.finish()
            except BaseException:
                out.abandon()
                raise
            ok, reason = True, ""
        except WriteFailed as e:
            ok, reason = False, str(e).split(": ", 1)[-1]
        if not ok:
            plain_box(
                self.window,
                QCoreApplication.translate("FileActions", "Cannot save {path}:\n{reason}").format(
                    path=path, reason=reason
                ),
            )
            return False
        self.c.message.emit(
            QCoreApplication.translate("FileActions", "Saved {name} ({value}).").format(
                name=Path(path).name, value=_tr("formats", FORMAT_NAMES[fmt])
            ),
            False,
        )
        return True

    def copy_as(self, fmt: str) -> None:
        QGuiApplication.clipboard().setText(WRITERS[fmt](self.board()))
        self.c.message.emit(
            QCoreApplication.translate("FileActions", "Board copied as {value}.").format(
                value=_tr("formats", FORMAT_NAMES[fmt]).lower()
            ),
            False,
        )
