"""The documentation: a short README whose commands are CI's, generated pages that match what
they are generated from, and a site that builds with no warning and holds what Help opens."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_gui.qt.window import documentation, help_menu

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"


def _section(text: str, heading: str) -> str:
    return text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]


def test_the_readme_is_short_and_its_test_command_is_the_one_ci_runs():
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 200
    command = _section(text, "Run the tests").split("```sh\n", 1)[1].split("\n```", 1)[0]
    assert "\n" not in command and "pytest" in command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert command in ci  # the whole line, verbatim
    start = _section(text, "Start the app").split("```sh\n", 1)[1].split("\n```", 1)[0]
    assert start.endswith(".venv/bin/python main.py") and "pip install -e ." in start


def test_the_readme_links_and_images_lead_somewhere():
    text = README.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", text)
    assert any(t.startswith("resources/screenshots/") for t in targets)  # a screenshot
    assert {"docs/playing.md", "docs/command-line.md", "docs/own-solver.md", "docs/code-map.md"} <= set(targets)
    missing = [t for t in targets if not (ROOT / t).exists()]
    assert missing == []


def _cli_page_script():
    spec = importlib.util.spec_from_file_location("make_cli_page", ROOT / "docs" / "make_cli_page.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_command_line_page_is_what_the_parser_gives():
    """docs/command-line.md below its marker is made from build_parser: run
    ``python docs/make_cli_page.py`` after changing an option."""
    from sudoku_gui.cli.parser import build_parser

    script = _cli_page_script()
    committed = script.PAGE.read_text(encoding="utf-8")
    assert committed.count(script.MARKER) == 1
    assert committed == script.page(committed)
    for action in build_parser()._actions:  # every option is in the table, with its help
        for flag in action.option_strings:
            assert f"`{flag}" in committed or f", {flag}" in committed, flag
    assert "| `--speed N|max` | the window's animation speed" in committed


def test_the_cli_page_script_says_when_the_page_is_stale(tmp_path, monkeypatch):
    script = _cli_page_script()
    stale = tmp_path / "command-line.md"
    stale.write_text(script.PAGE.read_text(encoding="utf-8").replace("--tree-diff", "--tree-dif"), encoding="utf-8")
    monkeypatch.setattr(script, "PAGE", stale)
    assert script.main(["--check"]) == 1
    assert script.main([]) == 0 and script.main(["--check"]) == 0
    assert stale.read_text(encoding="utf-8") == script.PAGE.read_text(encoding="utf-8")


def test_the_site_builds_with_no_warning_and_holds_what_help_opens(tmp_path):
    """``mkdocs build --strict`` (as .ci/run runs it), into a temporary folder: no warning (a
    broken link or anchor, a page outside the navigation), and every page Help opens is there."""
    pytest.importorskip("mkdocs", reason="the docs extra is not installed: pip install -e '.[docs]'")
    site = tmp_path / "site"
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        timeout=300,
    )
    said = run.stdout + run.stderr
    assert run.returncode == 0, said[-3000:]
    assert "WARNING" not in said, said
    for _action, page, _text, _tip in help_menu.ENTRIES:
        assert documentation.built_page(site, page).is_file(), page
    code_map = (site / "code-map.html").read_text(encoding="utf-8")
    assert "Where a new piece goes" in code_map and "own_solver/" in code_map  # the README's map, included
    assert "How it is built" in code_map
    api = (site / "api.html").read_text(encoding="utf-8")
    import sudoku_gui.api

    shown = set(re.findall(r'id="sudoku_gui\.api\.(\w+)"', api))
    assert set(sudoku_gui.api.__all__) <= shown
    assert (site / "screenshots" / "solving.png").is_file()
    assert not list(site.rglob("*.py"))  # the page scripts stay out
    index = (site / "index.html").read_text(encoding="utf-8")
    loaded = re.findall(r'<(?:script|link)[^>]*(?:src|href)="(https?://[^"]+)"', index)
    assert loaded == []  # nothing fetched from the web: the pages are read offline
    assert (site / "search" / "search_index.js").is_file()  # the offline search's index


def test_the_solver_pages_code_is_the_examples_code():
    """Each Python block of docs/own-solver.md is an example of examples/solvers/ from its first
    import on, so what a reader copies is what the tests run."""
    page = (ROOT / "docs" / "own-solver.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", page, re.S)
    examples = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "examples" / "solvers").glob("*.py")}
    assert len(blocks) == 2
    for block in blocks:
        found = [name for name, text in examples.items() if text.endswith(block) and block.startswith("from ")]
        assert found, block[:200]
