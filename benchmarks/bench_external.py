"""The step protocol's cost (issue 29): the Python example through the protocol against the
built-in ``naive``, headless, on seed 000's "Hard" (1,050,850 steps), and the memory of a
replayed run against a built-in run's.

Prints, best of ``--rounds`` alternating rounds:

- ``naive_steps_per_s`` and ``external_steps_per_s`` (``exec:python3 examples/solvers/backtrack.py``,
  the program and the app in two processes) and their ratio (aim >= 0.5);
- ``read_seconds``: reading the saved stream into steps and applying them (``replay:``) against
  ``builtin_seconds``, naive's own generator applied the same way: the reading's cost over the
  built-in path (aim <= 30%);
- ``peak_rss_mb`` of a recorded run (the ``Timeline`` with its tree and curves, as a racer
  records it) of the replay and of naive, each in a fresh process (aim: equal);
- ``runaway_line_refused_s``: how long a program writing 100 MB without a newline takes to be
  refused (``line 1: the line is longer than 1 MiB``), and the same 100 MB line replayed from a
  file (aim: well under a second; issue 33 measured 50 s, then a silence).

Usage: ``python benchmarks/bench_external.py [--rounds 3]``
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HARD = "000003081200400000050000000000230700010000050008600000700000400090080000000050200"
EXAMPLE = ROOT / "examples" / "solvers" / "backtrack.py"

_RECORD = """
import resource, sys, json
from sudoku_gui.core.board_state import BoardState
from sudoku_gui.core.runs.race import record
r = record(BoardState(tuple(int(c) for c in sys.argv[1])), sys.argv[2], 600.0, 5_000_000)
print(json.dumps({"steps": len(r.timeline), "rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def _solve_seconds(algorithm: str) -> tuple[float, int]:
    from sudoku_gui.core.runs.solve_to_end import solve

    t0 = time.perf_counter()
    result = solve(tuple(int(c) for c in HARD), algorithm)
    return time.perf_counter() - t0, result.counters.steps


RUNAWAY = "import sys; sys.stdout.write('x' * 100_000_000)"


def _refused_seconds(algorithm: str) -> float:
    from sudoku_gui.core.external.solver_errors import BadLine
    from sudoku_gui.core.runs.solve_to_end import solve

    t0 = time.perf_counter()
    try:
        solve(tuple(int(c) for c in HARD), algorithm)
    except BadLine as e:
        assert e.said == "line 1: the line is longer than 1 MiB", e
        return time.perf_counter() - t0
    raise AssertionError("the runaway line was not refused")


def _recorded(algorithm: str) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", _RECORD, HARD, algorithm], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    program = f"exec:{sys.executable} {EXAMPLE}"
    with tempfile.TemporaryDirectory() as tmp:
        saved = Path(tmp) / "hard.jsonl"
        saved.write_bytes(
            subprocess.run([sys.executable, str(EXAMPLE)], input=HARD.encode(), capture_output=True).stdout
        )
        replay = f"replay:{saved}"
        best: dict[str, float] = {}
        for _ in range(args.rounds):
            for name, algorithm in (("naive", "naive"), ("external", program), ("replay", replay)):
                seconds, steps = _solve_seconds(algorithm)
                best[name] = min(best.get(name, seconds), seconds)
                best[f"{name}_steps"] = steps
        print(
            f"steps naive={best['naive_steps']:,} external={best['external_steps']:,} replay={best['replay_steps']:,}"
        )
        print(f"naive_steps_per_s={best['naive_steps'] / best['naive']:,.0f}")
        print(f"external_steps_per_s={best['external_steps'] / best['external']:,.0f}")
        print(f"ratio={best['naive'] / best['external']:.2f} (aim >= 0.5)")
        print(
            f"builtin_seconds={best['naive']:.2f} read_seconds={best['replay']:.2f} "
            f"reading_over_builtin={best['replay'] / best['naive'] - 1:+.0%} (aim <= +30%)"
        )
        runaway = Path(tmp) / "runaway.jsonl"
        runaway.write_bytes(b"x" * 100_000_000)
        program_s = _refused_seconds(f'exec:{sys.executable} -c "{RUNAWAY}"')
        print(f"runaway_line_refused_s program={program_s:.2f} replay={_refused_seconds(f'replay:{runaway}'):.2f}")
        mine, theirs = _recorded(replay), _recorded("naive")
        print(
            f"peak_rss_mb replay={mine['rss']:.0f} ({mine['steps']:,} steps) naive={theirs['rss']:.0f} "
            f"({theirs['steps']:,} steps)"
        )


if __name__ == "__main__":
    main()
