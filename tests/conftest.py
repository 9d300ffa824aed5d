"""Shared test set-up: Qt offscreen, isolated settings, puzzle data."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import

from sudoku_gui.core.grid import Values, parse_puzzle  # noqa: E402
from sudoku_gui.core.library import load_seed_puzzles  # noqa: E402

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[1]


def read_puzzles(name: str) -> list[Values]:
    """Puzzles of ``tests/data/<name>``, one per line."""
    return [parse_puzzle(line) for line in (DATA / name).read_text().split() if line]


SEED_PUZZLES = load_seed_puzzles()
COLLECTIONS = sorted(p.name for p in DATA.glob("*.txt") if not p.name.startswith("hodoku"))


@pytest.fixture
def settings(tmp_path):
    """A QSettings in a temporary INI file, so tests never touch the user's settings."""
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
