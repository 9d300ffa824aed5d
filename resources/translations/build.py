"""Update the translation sources and build what the app loads.

Run ``python resources/translations/build.py`` after changing person-visible text:

1. ``pyside6-lupdate`` collects every ``tr()``/``translate()``/``QT_TRANSLATE_NOOP`` text of
   ``sudoku_gui/`` into ``resources/translations/sudoku_gui_<lang>.ts`` (existing translations
   are kept; texts no longer in the code are dropped). Translate the new entries in Qt Linguist
   (``pyside6-linguist``) or by hand: each ``<translation type="unfinished">``.
2. ``pyside6-lrelease`` compiles each .ts into ``sudoku_gui/translations/sudoku_gui_<lang>.qm``,
   which ships inside the package and is committed, so a fresh clone needs no Qt tools.

``--check`` only reports: texts in the code missing from a .ts, unfinished entries, and .qm
files not built from their .ts; it exits 1 if there is any.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
QM_DIR = ROOT / "sudoku_gui" / "translations"
LANGS = ("zh_CN", "zh_TW")


def tool(name: str) -> str:
    """A PySide6 tool next to this Python (a venv's bin/) or on PATH."""
    here = Path(sys.executable).with_name(name)
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this Python")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "sudoku_gui").rglob("*.py"))


def lupdate(ts: Path, lang: str) -> None:
    cmd = [tool("pyside6-lupdate"), *sources(), "-locations", "none", "-no-obsolete"]
    subprocess.run([*cmd, "-source-language", "en", "-target-language", lang, "-ts", str(ts)], cwd=ROOT, check=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def entries(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element of each message in ``ts``."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message.find("translation")
    return found  # type: ignore[return-value]


def check() -> int:
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.ts"
        lupdate(fresh, "zh_CN")
        wanted = set(entries(fresh))
    for lang in LANGS:
        ts, qm = TS_DIR / f"sudoku_gui_{lang}.ts", QM_DIR / f"sudoku_gui_{lang}.qm"
        have = entries(ts)
        missing = wanted - set(have)
        unfinished = [k for k, t in have.items() if t is None or t.get("type") == "unfinished"]
        problems += [f"{ts.name}: missing {k}" for k in sorted(missing)]
        problems += [f"{ts.name}: unfinished {k}" for k in sorted(unfinished)]
        with tempfile.TemporaryDirectory() as tmp:
            built = Path(tmp) / qm.name
            lrelease(ts, built)
            if not qm.exists() or qm.read_bytes() != built.read_bytes():
                problems.append(f"{qm.name}: not built from {ts.name}; run build.py")
    print("\n".join(problems) or "translations complete")
    return 1 if problems else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="report missing or unfinished entries; change nothing")
    if ap.parse_args().check:
        return check()
    QM_DIR.mkdir(exist_ok=True)
    for lang in LANGS:
        ts = TS_DIR / f"sudoku_gui_{lang}.ts"
        lupdate(ts, lang)
        lrelease(ts, QM_DIR / f"sudoku_gui_{lang}.qm")
    return check()


if __name__ == "__main__":
    sys.exit(main())
