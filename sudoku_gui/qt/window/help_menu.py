"""Help > User Guide and Help > Step Protocol: the project's own documents, opened by the
desktop (a browser or a Markdown viewer), and the version About shows.

A clone of the project holds them beside the package (``README.md``, ``docs/step-protocol.md``);
an installation without them says where they are instead of opening nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMenu

from ...core.message import QT_TRANSLATE_NOOP
from .window_helpers import plain_name, set_english

ROOT = Path(__file__).resolve().parents[3]
"""The project's folder (a clone's root) when the package runs from it."""
GUIDES = (ROOT / "docs" / "index.html", ROOT / "docs" / "user-guide.md", ROOT / "README.md")
"""The user guide: the first of these that exists (a fresh clone has the README)."""
PROTOCOL = ROOT / "docs" / "step-protocol.md"
DISTRIBUTION = "sudoku-gui"

ENTRIES = (
    (
        "act_user_guide",
        QT_TRANSLATE_NOOP("Help", "&User Guide"),
        QT_TRANSLATE_NOOP("Help", "The user guide (the README): keys, game mode, files, solvers of your own"),
    ),
    (
        "act_step_protocol",
        QT_TRANSLATE_NOOP("Help", "&Step Protocol"),
        QT_TRANSLATE_NOOP("Help", "The step protocol a solver program of your own writes (docs/step-protocol.md)"),
    ),
)


def version() -> str:
    """The installed package's version (``pyproject.toml``'s), or "unknown" when not installed."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("Help", "unknown")


def guide() -> Path | None:
    """The user guide's file, or None when this installation has none."""
    return next((p for p in GUIDES if p.is_file()), None)


def open_document(path: Path | None, name: str, say: Callable[[str, bool], None]) -> bool:
    """Have the desktop open ``path`` (the document called ``name``); says why not when it cannot."""
    if path is None or not path.is_file():
        say(
            QCoreApplication.translate(
                "Help", "{name} is not installed here: it is in the project's source ({where})."
            ).format(name=name, where="README.md, docs/step-protocol.md"),
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
    say(QCoreApplication.translate("Help", "Opened {name}.").format(name=name), False)
    return True


def fill(menu: QMenu, say: Callable[[str, bool], None]) -> None:
    """Add User Guide and Step Protocol to ``menu`` (the ``@help`` entry of the Help menu)."""
    for (name, text, tip), where in zip(ENTRIES, (guide, lambda: PROTOCOL), strict=True):
        action = menu.addAction(QCoreApplication.translate("Help", text))
        action.setObjectName(name)
        action.setStatusTip(QCoreApplication.translate("Help", tip))
        set_english(action, text, tip)
        title = plain_name(action.text())
        action.triggered.connect(lambda _=False, w=where, t=title: open_document(w(), t, say))
