"""Where Help's pages are, and building them on first use.

The pages are the documentation site that ``mkdocs build`` writes into the package
(``sudoku_gui/documentation/``, mkdocs.yml's ``site_dir``): HTML made to be read from disk, so
Help opens it offline with a ``file://`` URL, and a wheel built after ``mkdocs build`` ships it.
A fresh clone has no site yet. When MkDocs is installed (``pip install -e '.[docs]'``; the
test extra has it too) the first Help > Documentation builds the site there, in the background
(about 3 s), then opens it. Without MkDocs it opens the page's Markdown source in ``docs/``:
readable as it is and offline too, which no download could promise, and the README's start
command stays free of the documentation's tools. An installation with neither (a wheel built
without the site) says where the pages are.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..jobs import Job

PACKAGE = Path(__file__).resolve().parents[2]
"""The ``sudoku_gui`` folder."""
SITE = PACKAGE / "documentation"
"""The built site: mkdocs.yml's ``site_dir`` (not in git)."""
ROOT = PACKAGE.parent
"""The project's folder (a clone's root) when the package runs from it."""
SOURCES = ROOT / "docs"
"""The pages' Markdown sources (a clone)."""
CONFIG = ROOT / "mkdocs.yml"

INDEX = "index"
PROTOCOL = "step-protocol"
"""Page names Help opens: ``docs/<name>.md``, built as ``<name>.html`` (no directory URLs)."""


class BuildFailed(Exception):
    """``mkdocs build`` ended with an error; the message is its last line of output."""

    shown = True  # jobs.failure_text shows the message alone


def built_page(site: Path, name: str) -> Path:
    """The file of page ``name`` in the site built into ``site``."""
    return site / f"{name}.html"


def page(name: str) -> Path | None:
    """Page ``name`` as Help opens it: built, else its Markdown source, else None."""
    for path in (built_page(SITE, name), SOURCES / f"{name}.md"):
        if path.is_file():
            return path
    return None


def can_build() -> bool:
    """True when this is a clone whose Python has MkDocs: Help may build the site."""
    return CONFIG.is_file() and importlib.util.find_spec("mkdocs") is not None


def build_command(site: Path) -> list[str]:
    """The command that builds the site into ``site`` (run from ``ROOT``)."""
    return [sys.executable, "-m", "mkdocs", "build", "--quiet", "--config-file", str(CONFIG), "--site-dir", str(site)]


def build(job: Job, site: Path) -> Path:
    """Build the site into ``site`` (a job's work: ``job`` cancelled kills the build); returns
    its index page. Raises ``BuildFailed`` with MkDocs' last line when the build fails."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}  # Material's notice about MkDocs 2 is no error
    with tempfile.TemporaryFile() as said:  # a file, not a pipe: a long warning list never blocks it
        process = subprocess.Popen(build_command(site), cwd=ROOT, stdout=said, stderr=said, env=env)
        while process.poll() is None:
            if job.cancelled:
                process.kill()
                process.wait()
                return built_page(site, INDEX)
            time.sleep(0.05)
        said.seek(0)
        lines = [line for line in said.read().decode("utf-8", "replace").splitlines() if line.strip()]
    if process.returncode != 0 or not built_page(site, INDEX).is_file():
        raise BuildFailed(lines[-1].strip() if lines else f"mkdocs exited with {process.returncode}")
    return built_page(site, INDEX)
