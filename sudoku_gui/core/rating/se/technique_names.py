"""The names of Sudoku Explainer's steps, marked for translation (context ``technique``).

Most are fixed; the chain families and the uniqueness steps are built from parts
(``Dynamic Cell Forcing Chains (+ Forcing Chains)``, ``Unique Loop 8 type 2``, ``Grouped 3 Strong
Links``): ``parts`` splits such a name into a template and its pieces, each translated on its
own, so a viewer can say every name in any language.
"""

from __future__ import annotations

import re

from ...message import QT_TRANSLATE_NOOP

FIXED = (
    QT_TRANSLATE_NOOP("technique", "Direct Pointing"),
    QT_TRANSLATE_NOOP("technique", "Direct Hidden Pair"),
    QT_TRANSLATE_NOOP("technique", "Direct Hidden Triplet"),
    QT_TRANSLATE_NOOP("technique", "Pointing"),
    QT_TRANSLATE_NOOP("technique", "Claiming"),
    QT_TRANSLATE_NOOP("technique", "Naked Triplet"),
    QT_TRANSLATE_NOOP("technique", "Hidden Triplet"),
    QT_TRANSLATE_NOOP("technique", "WXYZ-Wing"),
    QT_TRANSLATE_NOOP("technique", "VWXYZ-Wing"),
    QT_TRANSLATE_NOOP("technique", "Aligned Pair Exclusion"),
    QT_TRANSLATE_NOOP("technique", "Aligned Triplet Exclusion"),
    QT_TRANSLATE_NOOP("technique", "Bidirectional Cycle"),
    QT_TRANSLATE_NOOP("technique", "Bidirectional X-Cycle"),
    QT_TRANSLATE_NOOP("technique", "Bidirectional Y-Cycle"),
    QT_TRANSLATE_NOOP("technique", "Forcing Chain"),
    QT_TRANSLATE_NOOP("technique", "Forcing X-Chain"),
    QT_TRANSLATE_NOOP("technique", "Forcing Y-Chain"),
    QT_TRANSLATE_NOOP("technique", "Forcing Chains & Cycles"),
    QT_TRANSLATE_NOOP("technique", "Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Multiple Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Contradiction Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Double Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Cell Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Region Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Dynamic Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Nishio Forcing Chains"),
    QT_TRANSLATE_NOOP("technique", "Unique Rectangle"),
    QT_TRANSLATE_NOOP("technique", "Unique Loop"),
    QT_TRANSLATE_NOOP("technique", "BUG"),
)
"""Names said as they are (the others that SE shares with ``human`` are marked there)."""

TEMPLATES = {
    "type": QT_TRANSLATE_NOOP("technique", "{name} type {n}"),
    "loop": QT_TRANSLATE_NOOP("technique", "Unique Loop {n}"),
    "links": QT_TRANSLATE_NOOP("technique", "{n} Strong Links"),
    "grouped": QT_TRANSLATE_NOOP("technique", "Grouped {name}"),
    "dynamic": QT_TRANSLATE_NOOP("technique", "Dynamic {name}"),
    "nishio": QT_TRANSLATE_NOOP("technique", "Nishio {name}"),
    "plus": QT_TRANSLATE_NOOP("technique", "{name} (+)"),
    "nested": QT_TRANSLATE_NOOP("technique", "{name} (+ {inner})"),
}

_PATTERNS = (
    ("nested", re.compile(r"^(?P<name>.+?) \(\+ (?P<inner>.+)\)$")),
    ("plus", re.compile(r"^(?P<name>.+) \(\+\)$")),
    ("type", re.compile(r"^(?P<name>.+) type (?P<n>\d+)$")),
    ("loop", re.compile(r"^Unique Loop (?P<n>\d+)$")),
    ("links", re.compile(r"^(?P<n>\d+) Strong Links$")),
    ("grouped", re.compile(r"^Grouped (?P<name>.+)$")),
    ("dynamic", re.compile(r"^Dynamic (?P<name>.+ Chains)$")),
    ("nishio", re.compile(r"^Nishio (?P<name>.+ Chains)$")),
)


def parts(name: str) -> tuple[str, dict[str, str]] | None:
    """(template, pieces) for a built name: the template is one of ``TEMPLATES``; pieces named
    ``name`` and ``inner`` are names themselves (translate them with this function again),
    ``n`` is a number. None for a fixed name."""
    for key, pattern in _PATTERNS:
        found = pattern.match(name)
        if found:
            return TEMPLATES[key], found.groupdict()
    return None
