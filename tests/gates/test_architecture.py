"""The house rules that can be checked mechanically: small classes and modules in the window's
package (issue "See the search": no class in ``sudoku_gui/qt/`` over 400 lines, no module over
500), no class in the package over 400 lines counting its bases from the package (mixins
included: issue 28), and a pane is a module plus one line where panes are registered."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "sudoku_gui"
QT = PACKAGE / "qt"


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


def test_no_class_in_the_package_over_400_lines_counting_its_bases_from_the_package():
    classes: dict[str, ast.ClassDef] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                classes[f"{path.relative_to(PACKAGE)}:{node.name}"] = node
    by_name: dict[str, list[ast.ClassDef]] = {}
    for node in classes.values():
        by_name.setdefault(node.name, []).append(node)

    def lines(node: ast.ClassDef, seen: frozenset[str] = frozenset()) -> int:
        own = (node.end_lineno or node.lineno) - node.lineno + 1
        bases = {
            b.id if isinstance(b, ast.Name) else b.attr for b in node.bases if isinstance(b, ast.Name | ast.Attribute)
        }
        return own + sum(
            max(lines(base, seen | {node.name}) for base in by_name[name])
            for name in bases - seen - {node.name}
            if name in by_name
        )

    too_big = [f"{where}: {lines(node)} lines" for where, node in classes.items() if lines(node) > 400]
    assert too_big == []


def test_panes_are_registered_in_one_place():
    from sudoku_gui.qt.panes import PANES
    from sudoku_gui.qt.panes.base import Pane

    assert PANES and all(issubclass(p, Pane) for p in PANES)
    registry = (QT / "panes" / "__init__.py").read_text(encoding="utf-8")
    assert all(p.__name__ in registry for p in PANES)
