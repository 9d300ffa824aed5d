"""Help > Documentation and Help > Step Protocol: the project's pages, opened by the desktop's
browser (``documentation``: the built site, built on first use, else the Markdown), and the
version About shows.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMenu

from ...core.message import QT_TRANSLATE_NOOP
from ..jobs import Busy, JobRunner, failure_text
from . import documentation
from .window_helpers import plain_name, set_english

DISTRIBUTION = "sudoku-gui"

ENTRIES = (
    (
        "act_documentation",
        documentation.INDEX,
        QT_TRANSLATE_NOOP("Help", "&Documentation"),
        QT_TRANSLATE_NOOP(
            "Help", "These pages in the browser: playing, keys, the command line, solvers of your own, techniques"
        ),
    ),
    (
        "act_step_protocol",
        documentation.PROTOCOL,
        QT_TRANSLATE_NOOP("Help", "&Step Protocol"),
        QT_TRANSLATE_NOOP("Help", "The step protocol a solver program of your own writes (docs/step-protocol.md)"),
    ),
)

Say = Callable[[str, bool], None]


def version() -> str:
    """The installed package's version (``pyproject.toml``'s), or "unknown" when not installed."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("Help", "unknown")


def open_document(path: Path | None, name: str, say: Say) -> bool:
    """Have the desktop open ``path`` (the document called ``name``); says why not when it cannot."""
    if path is None or not path.is_file():
        say(
            QCoreApplication.translate(
                "Help", "{name} is not installed here: it is in the project's source ({where})."
            ).format(name=name, where="docs/"),
            True,
        )
        return False
    if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
        say(
            QCoreApplication.translate("Help", "Nothing on this desktop opens {path}: open it yourself.").format(
                path=str(path)
            ),
            True,
        )
        return False
    if path.suffix == ".md":
        say(
            QCoreApplication.translate(
                "Help", "Opened {name} as Markdown: with MkDocs (pip install -e '.[docs]') Help builds the pages."
            ).format(name=name),
            False,
        )
    else:
        say(QCoreApplication.translate("Help", "Opened {name}.").format(name=name), False)
    return True


class HelpPages(QObject):
    """Opens a page of the documentation for the Help menu it is a child of: the built page,
    after building the site when this clone can (once, in the background), else the Markdown."""

    def __init__(self, menu: QMenu, say: Say) -> None:
        super().__init__(menu)
        self.say = say
        self.runner = JobRunner(None, self)  # a child of the window: closing it cancels a build

    def show(self, name: str, title: str) -> None:
        """Open page ``name`` (a ``documentation`` page name) for the entry called ``title``."""
        site = documentation.SITE
        if documentation.built_page(site, name).is_file() or not documentation.can_build():
            open_document(documentation.page(name), title, self.say)
            return
        if self.runner.running():
            return  # the build under way opens its page
        self.runner.start(
            lambda job: documentation.build(job, site),
            done=lambda _index: self._built(name, title),
            failed=lambda error: self._unbuilt(name, title, error),
            busy=Busy(QCoreApplication.translate("Help", "Building the documentation pages (mkdocs build)…")),
        )

    def _built(self, name: str, title: str) -> None:
        open_document(documentation.page(name), title, self.say)

    def _unbuilt(self, name: str, title: str, error: BaseException) -> None:
        """The build failed: the Markdown instead, and why."""
        opened = open_document(documentation.SOURCES / f"{name}.md", title, self.say)
        if opened:
            self.say(
                QCoreApplication.translate(
                    "Help", "The pages could not be built ({why}): opened {name} as Markdown."
                ).format(why=failure_text(error), name=title),
                True,
            )


def fill(menu: QMenu, say: Say) -> None:
    """Add Documentation and Step Protocol to ``menu`` (the ``@help`` entry of the Help menu)."""
    pages = HelpPages(menu, say)
    for name, page, text, tip in ENTRIES:
        action = menu.addAction(QCoreApplication.translate("Help", text))
        action.setObjectName(name)
        action.setStatusTip(QCoreApplication.translate("Help", tip))
        set_english(action, text, tip)
        title = plain_name(action.text())
        action.triggered.connect(lambda _=False, p=page, t=title: pages.show(p, t))
