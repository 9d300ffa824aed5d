"""The house rules that can be checked mechanically: small classes and modules in the window's
package (issue "See the search": no class in ``sudoku_gui/qt/`` over 400 lines, no module over
500), and a pane is a module plus one line where panes are registered."""

from __future__ import annotations

import ast
from pathlib import Path

QT = Path(__file__).resolve().parent.parent / "sudoku_gui" / "qt"


def test_no_class_over_400_lines_and_no_module_over_500_in_the_window():
    too_big = []
    for path in sorted(QT.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if len(text.splitlines()) > 500:
            too_big.append(f"{path.name}: {len(text.splitlines())} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                length = node.end_lineno - node.lineno + 1
                if length > 400:
                    too_big.append(f"{path.name}: class {node.name} {length} lines")
    assert too_big == []


def test_panes_are_registered_in_one_place():
    from sudoku_gui.qt.panes import PANES
    from sudoku_gui.qt.panes.base import Pane

    assert PANES and all(issubclass(p, Pane) for p in PANES)
    registry = (QT / "panes" / "__init__.py").read_text(encoding="utf-8")
    assert all(p.__name__ in registry for p in PANES)
