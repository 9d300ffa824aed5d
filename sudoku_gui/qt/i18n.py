"""Languages: which one the window speaks, loading its translations, and saying core messages.

Translations are Qt Linguist files: the sources are ``resources/translations/sudoku_gui_<lang>.ts``
(edited in Qt Linguist or by hand) and the compiled ``.qm`` files ship inside the package, in
``sudoku_gui/translations/`` (``python resources/translations/build.py`` runs lupdate and
lrelease). Qt's own translations (standard dialogs' buttons) come from the Qt installation;
the few words they lack are in this app's files (``QT_SUPPLEMENT``).

The language is, in order: ``--lang``, the View > Language choice (saved in the settings), the
system locale. English needs no file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..core.message import QT_TRANSLATE_NOOP, say

QM_DIR = Path(__file__).resolve().parents[1] / "translations"
"""Where the compiled ``.qm`` files are (inside the package, so an installed app has them)."""

LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
"""Language code -> its name in itself (as View > Language lists them)."""

SETTING = "view/language"
"""The settings key of the View > Language choice (a code of ``LANGUAGES`` or ``SYSTEM``)."""

SYSTEM = "system"
"""The setting's value for "follow the system locale"."""

QT_SUPPLEMENT = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
"""Qt's own words its translations lack: the file dialog's labels that Qt 6 gave a mnemonic, whose
Chinese ``qtbase`` files hold only the old texts ("Look in:"), so the dialog said them in English.
Marked here in Qt's context, they are translated in this app's files, whose translator Qt asks
before its own."""

_current = "en"
_translators: list[QTranslator] = []  # kept alive here: Qt does not own installed translators


def tr(context: str, text: str) -> str:
    """``text`` translated in ``context`` (``QCoreApplication.translate``; for module-level code)."""
    return QCoreApplication.translate(context, text)


def speak(text: str) -> str:
    """A step's or board's text in the window's language (a core ``Message`` is rebuilt from its
    data; English text is returned as it is)."""
    if _current == "en":
        return str(text)
    return say(text, tr)


def current() -> str:
    """The code of the language in use: a key of ``LANGUAGES``."""
    return _current


def resolve(choice: str | None, locale: QLocale | None = None) -> str:
    """The language code for ``choice`` (a code, a locale name such as ``zh_Hant_HK``, or
    ``system``/None for the system locale); English when nothing matches."""
    if choice and choice != SYSTEM:
        name = choice.replace("-", "_")
    else:
        loc = locale or QLocale.system()
        script = loc.script()
        if loc.language() == QLocale.Language.Chinese:
            traditional = script == QLocale.Script.TraditionalHanScript or (
                script == QLocale.Script.AnyScript
                and loc.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao)
            )
            return "zh_TW" if traditional else "zh_CN"
        name = loc.name()
    if name in LANGUAGES:
        return name
    low = name.lower()
    if low.startswith("zh"):
        return "zh_TW" if any(t in low for t in ("tw", "hk", "mo", "hant")) else "zh_CN"
    return "en"


def install(code: str) -> bool:
    """Install the translators for language ``code`` (replacing any installed before); returns
    False when its ``.qm`` file is missing (the window then speaks English)."""
    global _current
    app = QCoreApplication.instance()
    assert app is not None, "create the application first"
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    _current = "en"
    if code == "en":
        return True
    mine = QTranslator(app)
    if not mine.load(str(QM_DIR / f"sudoku_gui_{code}.qm")):
        return False
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _translators.append(qt_own)
    app.installTranslator(mine)
    _translators.append(mine)
    _current = code
    return True


def technique_name(name: str) -> str:
    """A technique's name in the window's language (core marks them in context ``technique``;
    Sudoku Explainer's built names, ``Dynamic Cell Forcing Chains (+)``, are said part by part)."""
    said = QCoreApplication.translate("technique", name)
    if said != name or not name:
        return said
    from ..core.rating.se.technique_names import parts

    split = parts(name)
    if split is None:
        return said
    template, pieces = split
    spoken = {k: (technique_name(v) if k in ("name", "inner") else v) for k, v in pieces.items()}
    return QCoreApplication.translate("technique", template).format(**spoken)


def level_name(name: str) -> str:
    """A difficulty level's name (Easy .. Extreme, Beyond) in the window's language."""
    return QCoreApplication.translate("level", name)


def strategy_title(title: str) -> str:
    """A strategy's title or description in the window's language."""
    return QCoreApplication.translate("strategy", title)


def algorithm_title(name: str) -> str:
    """The name a person reads for ``--algorithm`` name ``name``, in the window's language."""
    from ..core.algorithms.registry import find

    found = find(name)
    return strategy_title(found.title) if found is not None and found.title else name


def short_count(size: int) -> str:
    """A count in short, for a node count drawn in a tree (lanterns, pentagons): 999, 1.2k, 56k, 1.2M."""
    if size < 1000:
        return str(size)
    if size < 10_000:
        return f"{size / 1000:.1f}k"
    if size < 1_000_000:
        return f"{size // 1000}k"
    return f"{size / 1e6:.1f}M"
