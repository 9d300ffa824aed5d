"""View > Language: choose the window's language; it applies at the next start (offered now).

Every text in the window is set once when it is built, so a new language needs a new window;
restarting is quick and loses nothing (the board, marks and layout are autosaved).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QProcess, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from .. import i18n
from .settings import read


class LanguageMenu(QObject):
    """The Language submenu of ``menu``; the choice is saved in ``settings`` (``i18n.SETTING``)."""

    def __init__(self, menu: QMenu, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self.window, self.settings = window, settings
        self.menu = menu.addMenu(self.tr("Lan&guage"))
        self.menu.setToolTipsVisible(True)
        self.group = QActionGroup(self)
        saved = read(settings, i18n.SETTING, i18n.SYSTEM)
        choices = [(i18n.SYSTEM, self.tr("System language")), *i18n.LANGUAGES.items()]
        for code, label in choices:
            action = QAction(label, self.group)
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == saved)
            self.menu.addAction(action)
        if self.group.checkedAction() is None:
            self.group.actions()[0].setChecked(True)
        self.group.triggered.connect(self.choose)

    def choose(self, action: QAction) -> None:
        """Save the choice; when it changes the language, offer to restart now."""
        code = str(action.data())
        self.settings.setValue(i18n.SETTING, code)
        self.settings.sync()
        wanted = i18n.resolve(code)
        if wanted == i18n.current():
            return
        name = i18n.LANGUAGES[wanted]
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Language"),
            self.tr("The window will speak {language} from the next start. Restart now?").format(language=name),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        restart = box.addButton(self.tr("Restart Now"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        if box.clickedButton() is restart:
            self.restart()

    def restart(self) -> None:
        """Start the app again (without a ``--lang`` that would override the choice) and close."""
        args, skip = [], False
        for arg in sys.argv:
            if skip:
                skip = False
            elif arg == "--lang":
                skip = True
            elif not arg.startswith("--lang="):
                args.append(arg)
        if QProcess.startDetached(sys.executable, args):
            self.window.close()
        else:
            QMessageBox.warning(
                self.window,
                self.tr("Language"),
                self.tr("Could not start the app again; please restart it yourself."),
            )
