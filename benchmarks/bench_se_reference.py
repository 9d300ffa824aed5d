"""Benchmark: each Sudoku Explainer rule set against the Java program it follows, on fresh variants.

Run: ``python benchmarks/bench_se_reference.py --sukaku PATH [--se121 PATH] [--count 120]
[--seed 1] [--rules bank,sukaku,classic] [--jobs 2] [--write FILE]``.

It draws ``--count`` puzzles, half from the Sudoku Exchange bank's sample
(``tests/data/se_bank_sample.txt``, evenly over its ratings) and half from top95, and makes a
random variant of each (digits relabelled, rows and columns permuted within bands and stacks,
bands and stacks permuted, perhaps transposed: ``tests/variants.py``), so that neither side has
seen the puzzle as published. Each rule set (``core/se/rule_sets.py``) rates every variant
here, and its reference rates the same variant:

* ``bank``: Sukaku Explainer with its default techniques but the UVWXYZ- and TUVWXYZ-Wings;
* ``sukaku``: Sukaku Explainer with its default techniques;
* ``classic``: Sudoku Explainer 1.2.1.3 itself with ``--se121``, else Sukaku Explainer with
  only the techniques of Sudoku Explainer 1.2.1.

It prints, for each rule set, how many variants get the same ER, EP and ED as the reference,
and each difference with both hardest steps (Sudoku Explainer 1.2.1.3 does not name its own).

The Java programs are not part of this project: build them yourself and give their class
directories (or jars) with ``--sukaku`` / ``--se121`` or the environment variables
``SUKAKU_EXPLAINER`` / ``SUDOKU_EXPLAINER_121``. Sukaku Explainer: take the sources of
github.com/SudokuMonster/SukakuExplainer, compile every ``.java`` file under ``diuf`` except
the applet with ``javac -encoding ISO-8859-1 -d out``, and copy the ``.html``, ``.txt`` and
``.properties`` files under ``diuf`` into ``out`` at the same paths; ``out`` is the path to give.
Sudoku Explainer 1.2.1.3: the same with the sources of 1.2.1.3 (Nicolas Juillerat's 1.2.1 with
gsf's ``serate``, e.g. the second commit of github.com/1to9only/SudokuExplainer), leaving out
``diuf/sudoku/gui`` and ``diuf/sudoku/io`` too (``serate`` needs neither, and a newer javac
rejects an ambiguous call in ``io``). Without java or a built program the benchmark says what is
missing and exits with 2.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # variants.py, shared with tests/window/test_se_rule_sets.py

from variants import random_variant  # noqa: E402

from sudoku_gui.core.grid import format_grid, parse_puzzle  # noqa: E402
from sudoku_gui.core.rating.se.rule_sets import BANK, CLASSIC, RULE_SETS, SUKAKU  # noqa: E402
from sudoku_gui.core.rating.se.se_rating import se_rate  # noqa: E402

SERATE = "diuf.sudoku.test.serate"
ONE = "--threads=1"
"""Sukaku Explainer's option for one thread (a fair time beside ours; 1.2.1.3 has one only)."""
NOT_IN_BANK = {"UVWXYZ-Wing", "TUVWXYZ-Wing"}
"""Sukaku Explainer's techniques (as ``serate --techs=`` lists them) the bank was rated without."""
SE121_TECHNIQUES = {
    "Hidden Single",
    "Direct Pointing",
    "Direct Hidden Pair",
    "Naked Single",
    "Direct Hidden Triplet",
    "Pointing & Claiming",
    "Naked Pair",
    "X-Wing",
    "Hidden Pair",
    "Naked Triplet",
    "Swordfish",
    "Hidden Triplet",
    "XY-Wing",
    "XYZ-Wing",
    "Unique Rectangle / Loop",
    "Naked Quad",
    "Jellyfish",
    "Hidden Quad",
    "Bivalue Universal Grave",
    "Aligned Pair Exclusion",
    "Forcing Chains & Cycles",
    "Aligned Triplet Exclusion",
    "Nishio Forcing Chains",
    "Multiple Forcing Chains",
    "Dynamic Forcing Chains",
    "Dynamic Forcing Chains (+)",
    "Nested Forcing Chains",
}
"""Sudoku Explainer 1.2.1's technique list, by Sukaku Explainer's names for them."""


@dataclass(frozen=True)
class Figures:
    """ER/EP/ED and the hardest step's name ("" when the program does not say)."""

    er: float
    ep: float
    ed: float
    hardest: str

    def __str__(self) -> str:
        return f"{self.er:.1f}/{self.ep:.1f}/{self.ed:.1f}" + (f" {self.hardest}" if self.hardest else "")


def pick_puzzles(count: int, rng: random.Random) -> list[tuple[str, str]]:
    """(origin, puzzle) pairs: half the bank sample evenly over its ratings, half top95."""
    bank = [line.split()[0] for line in (ROOT / "tests" / "data" / "se_bank_sample.txt").read_text().splitlines()]
    top95 = (ROOT / "tests" / "data" / "top95.txt").read_text().split()
    from_bank = count - count // 2
    picked = [("bank", bank[i * len(bank) // from_bank]) for i in range(from_bank)]
    picked += [("top95", p) for p in rng.sample(top95, min(count // 2, len(top95)))]
    return picked


def serate_techniques(classpath: str) -> list[tuple[str, bool]]:
    """Sukaku Explainer's techniques in its ``--techs`` order, each with whether it is on by
    default (``serate --techs=`` lists them and exits)."""
    run = subprocess.run(
        ["java", "-cp", classpath, SERATE, "--techs="], capture_output=True, text=True, timeout=120, check=False
    )
    found = []
    for line in run.stderr.splitlines():
        number, _, rest = line.partition(": ")
        if number.isdigit() and rest[:2] in ("0 ", "1 "):
            found.append((rest[2:].strip(), rest[0] == "1"))
    if not found:
        raise SystemExit(f"bench_se_reference: {classpath} does not list Sukaku Explainer's techniques:\n{run.stderr}")
    return found


def techs_option(techniques: list[tuple[str, bool]], keep: set[str] | None, drop: set[str]) -> str:
    """``--techs=`` switching on the default techniques (or only those in ``keep``) but ``drop``."""
    bits = "".join(
        "1" if on and name not in drop and (keep is None or name in keep) else "0" for name, on in techniques
    )
    return f"--techs={bits}"


def run_serate(classpath: str, options: list[str], puzzles: list[str], names: bool) -> tuple[list[Figures], float]:
    """The program's figures for each puzzle, and the seconds it took in all."""
    fmt = "%r/%p/%d %R" if names else "%r/%p/%d"
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "puzzles.txt"
        source.write_text("\n".join(puzzles) + "\n")
        start = time.perf_counter()
        run = subprocess.run(
            ["java", "-cp", classpath, SERATE, *options, f"--format={fmt}", f"--input={source}"],
            capture_output=True,
            text=True,
            check=False,
            cwd=tmp,
        )
        seconds = time.perf_counter() - start
    lines = [line for line in run.stdout.splitlines() if line.strip()]
    if len(lines) != len(puzzles):
        raise SystemExit(f"bench_se_reference: serate printed {len(lines)} lines for {len(puzzles)}:\n{run.stderr}")
    found = []
    for line in lines:
        figures, _, hardest = line.partition(" ")
        er, ep, ed = (float(x) for x in figures.split("/"))
        found.append(Figures(er, ep, ed, hardest.strip()))
    return found, seconds


def rate_one(job: tuple[str, str]) -> tuple[Figures, float]:
    """Our figures for one puzzle with one rule set, and the seconds they took."""
    puzzle, rules = job
    start = time.perf_counter()
    r = se_rate(parse_puzzle(puzzle), rules=rules)
    return Figures(r.er, r.ep, r.ed, r.hardest_step_name or ""), time.perf_counter() - start


def built(path: str | None, what: str, variable: str) -> str:
    if not path:
        raise SystemExit(f"bench_se_reference: give the built {what} with --{what.split()[0].lower()} or {variable}")
    if not Path(path).exists():
        raise SystemExit(f"bench_se_reference: {path} (the built {what}) does not exist")
    return path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sukaku", default=os.environ.get("SUKAKU_EXPLAINER"), help="Sukaku Explainer's classes or jar")
    ap.add_argument("--se121", default=os.environ.get("SUDOKU_EXPLAINER_121"), help="SE 1.2.1.3's classes or jar")
    ap.add_argument("--count", type=int, default=120, help="variants to rate (half bank, half top95)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default=",".join(RULE_SETS), help="rule sets to check, comma-separated")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--write", metavar="FILE", help="also write each variant with every reference's figures")
    args = ap.parse_args()
    rule_sets = [r.strip() for r in args.rules.split(",") if r.strip()]
    for rules in rule_sets:
        if rules not in RULE_SETS:
            ap.error(f"--rules: {rules!r} is not one of {', '.join(RULE_SETS)}")
    if shutil.which("java") is None:
        print("bench_se_reference: java is not installed; nothing to compare against", file=sys.stderr)
        return 2
    try:
        sukaku = built(args.sukaku, "Sukaku Explainer", "SUKAKU_EXPLAINER")
        se121 = built(args.se121, "se121 (Sudoku Explainer 1.2.1.3)", "SUDOKU_EXPLAINER_121") if args.se121 else None
    except SystemExit as e:
        print(e, file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    picked = pick_puzzles(args.count, rng)
    variants = [format_grid(random_variant(parse_puzzle(p), rng)) for _, p in picked]
    techniques = serate_techniques(sukaku)
    references: dict[str, tuple[str, list[str], bool, str]] = {
        BANK: (sukaku, [ONE, techs_option(techniques, None, NOT_IN_BANK)], True, "Sukaku Explainer without (T)UVWXYZ"),
        SUKAKU: (sukaku, [ONE], True, "Sukaku Explainer, default techniques"),
        CLASSIC: (se121, [], False, "Sudoku Explainer 1.2.1.3")
        if se121
        else (
            sukaku,
            [ONE, techs_option(techniques, SE121_TECHNIQUES, set())],
            True,
            "Sukaku Explainer, SE 1.2.1's list",
        ),
    }
    print(f"# Sudoku Explainer rule sets against the Java programs: {len(variants)} fresh variants (seed {args.seed})")
    table: dict[str, tuple[list[Figures], list[Figures]]] = {}
    for rules in rule_sets:
        classpath, options, names, title = references[rules]
        theirs, java_seconds = run_serate(classpath, options, variants, names)
        start = time.perf_counter()
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(rate_one, [(v, rules) for v in variants], chunksize=1))
        wall = time.perf_counter() - start
        ours = [r[0] for r in results]
        table[rules] = (ours, theirs)
        n = len(variants)
        same = [(a.er, a.ep, a.ed) == (b.er, b.ep, b.ed) for a, b in zip(ours, theirs, strict=True)]
        er_same = sum(a.er == b.er for a, b in zip(ours, theirs, strict=True))
        print(
            f"{rules}: reference {title}; ER equal {er_same}/{n} ({100 * er_same / n:.1f}%), ER/EP/ED equal "
            f"{sum(same)}/{n}; ours {sum(r[1] for r in results) / n:.2f} s a puzzle (max {max(r[1] for r in results):.1f}, "
            f"wall {wall:.0f} s on {args.jobs} jobs), Java {java_seconds / n:.2f} s a puzzle"
        )
        for (origin, _), variant, a, b, ok in zip(picked, variants, ours, theirs, same, strict=True):
            if not ok:
                print(f"  {variant} ({origin}): ours {a}, reference {b}")
    if args.write:
        lines = ["# variant origin " + " ".join(rule_sets)]
        for i, ((origin, _), variant) in enumerate(zip(picked, variants, strict=True)):
            lines.append(f"{variant} {origin} " + " ".join(str(table[r][1][i]).split(" ")[0] for r in rule_sets))
        Path(args.write).write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
