"""Sudoku Explainer's rule sets: which technique list ``se_rate`` solves with.

The same puzzle gets different ratings from the programs that publish them, because each tries
a different list of techniques (the rating is the hardest step of the path the list leads to):

* ``bank``: the ratings of the Sudoku Exchange puzzle bank, made with Sukaku Explainer: its
  default list without the UVWXYZ- and TUVWXYZ-Wings. Sukaku Explainer today gives 2,605 of
  2,656 bank puzzles the bank's figure; 43 of the other 51 get it without those two wings (most
  rate 6.6, a UVWXYZ-Wing, where the bank says 6.7-7.2). The default: ``tests/processes/test_se_rating.py``
  checks it against the bank.
* ``sukaku``: Sukaku Explainer's current default list (SudokuMonster's fork, 2021): the
  classic list plus chains of 2, 3 and 4 strong links on one digit and the WXYZ- to
  TUVWXYZ-Wings, and its own nesting of the deepest forcing chains.
* ``classic``: Sudoku Explainer 1.2.1.3 (Nicolas Juillerat's program with gsf's ``serate``), the
  list behind the forums' historical ratings (the "hardest" lists, the Patterns Game).

``benchmarks/bench_se_reference.py`` rates fresh variants of puzzles with each rule set and with
the Java programs themselves and prints how often they agree. Cheap to import: the command line
builds its choices from these names without loading the rating; the window's menu says them in
its own words (``qt/puzzle/se_rules_menu.py``).
"""

from __future__ import annotations

BANK = "bank"
SUKAKU = "sukaku"
CLASSIC = "classic"

RULE_SETS: tuple[str, ...] = (BANK, SUKAKU, CLASSIC)
"""Every rule set's name, the default first."""

DEFAULT_RULES = BANK
"""The rule set used when none is named."""


def check_rules(name: str) -> str:
    """``name`` itself when it names a rule set; raises ``ValueError`` saying the names else."""
    if name not in RULE_SETS:
        raise ValueError(f"unknown Sudoku Explainer rule set {name!r}: one of {', '.join(RULE_SETS)}")
    return name
