"""Compare Tree's dialog: its words (one place, a side with no node there, in each language) and
headers that fit (a long algorithm title was cut at 1366x768)."""

from __future__ import annotations

import pytest
from conftest import SEED_PUZZLES

pytestmark = pytest.mark.shared_window  # every test of the window here only reads or drives it

HARD = next(p.values for p in SEED_PUZZLES if p.source.startswith("000") and p.name == "Hard")


def compared(qtbot, w, a: str, b: str):
    w.load_puzzle(HARD)
    w.tree_compare.start(a, b)
    qtbot.waitUntil(lambda: w.tree_compare.dialog is not None and w.tree_compare.dialog.isVisible(), timeout=60_000)
    return w.tree_compare.dialog


def test_one_place_is_said_in_the_singular_and_every_header_fits(qtbot, window):
    w = window
    dialog = compared(qtbot, w, "naive", "mrv-all")  # they part at the root only
    assert len(dialog.comparison.merged.pentagons) == 1
    assert "they part in one place." in w.message.text() and "1 places" not in w.message.text()
    assert "One place where they part" in dialog.summary.text()
    header = dialog.table.horizontalHeader()
    metrics = header.fontMetrics()
    for col in range(dialog.table.columnCount()):
        item = dialog.table.horizontalHeaderItem(col)
        widest = max(metrics.horizontalAdvance(line) for line in item.text().splitlines())
        assert header.sectionSize(col) >= widest + 8, (item.text(), header.sectionSize(col), widest)
        assert item.toolTip() and "\n" not in item.toolTip()  # the whole title, on one line
    assert dialog.width() <= dialog.screen().availableGeometry().width()


def test_a_side_with_no_node_there_says_so_and_a_single_node_is_one_node(qtbot):
    from sudoku_gui.qt.compare.tree_compare import TreeComparison, header_text

    class Tree:
        def label(self, _node: int) -> str:
            return "r1c1=4"

    assert TreeComparison.side_text(Tree(), -1, 0) == "nothing here"
    assert TreeComparison.side_text(Tree(), 3, 1) == "r1c1=4 (1 node)"
    assert TreeComparison.side_text(Tree(), 3, 1234) == "r1c1=4 … (1,234 nodes)"
    assert header_text("Fewest candidates first, every solution (Java article)") == (
        "Fewest candidates first,\nevery solution\n(Java article)"
    )
    assert header_text("候选数最少优先，找出所有解（Java 文章）") == "候选数最少优先，找出所有解\n（Java 文章）"


def test_a_side_with_no_node_there_is_said_in_chinese_in_words(qapp):
    from sudoku_gui.qt import i18n
    from sudoku_gui.qt.compare.tree_compare import TreeComparison

    try:
        for lang, words in (("zh_CN", "此处没有节点"), ("zh_TW", "此處沒有節點")):
            assert i18n.install(lang)
            text = TreeComparison.side_text(None, -1, 0)
            assert text == words, text
    finally:
        i18n.install("en")


def test_a_side_with_no_node_there_says_nothing_here_and_its_tooltip_says_why(qtbot, window):
    dialog = compared(qtbot, window, "mrv-all", "propagate-guess")  # three of six places: one side has none
    rows = [r for r, p in enumerate(dialog.differences) if p.b_first < 0]
    assert rows
    for row in rows:
        item = dialog.table.item(row, 2)
        assert item.text() == "nothing here" and item.toolTip() == "This search made no guess under this node."
        width = dialog.table.fontMetrics().horizontalAdvance(item.text())
        assert width + 12 <= dialog.table.columnWidth(2)  # whole, not elided
