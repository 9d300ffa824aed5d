"""Gates over the whole package (issue 28, "Gates"), read from the source with ``ast``, nothing
imported: no module over 500 lines, no class over 400 counting the bases and mixins it takes
from the package, no function over 60 (issue 35), and no import circle."""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "sudoku_gui"
MODULE_LINES = 500
CLASS_LINES = 400
PENDING_CLASSES: set[str] = set()
"""Classes allowed over the limit for now (none: the controller holds its parts since issue 28)."""
PENDING_IMPORTS: set[tuple[str, str]] = set()
"""Imports left out of the circle test for now (none)."""
FUNCTION_LINES = 60
LONG_FUNCTIONS = {"sudoku_gui.cli.parser.build_parser"}
"""Functions allowed over the limit: the parser's declaration, one option after another."""


@dataclass
class Module:
    """One module's source facts: its length, its classes (qualified name -> lines, base
    expressions), the names it imports (local name -> (module, name)) and the package
    modules it imports at all (for the import graph)."""

    name: str
    lines: int
    classes: dict[str, tuple[int, list[ast.expr]]] = field(default_factory=dict)
    names: dict[str, tuple[str, str]] = field(default_factory=dict)
    imports: set[str] = field(default_factory=set)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _read_package() -> dict[str, Module]:
    modules: dict[str, Module] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = _module_name(path)
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        module = Module(name, len(text.splitlines()))
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                module.classes[node.name] = (node.end_lineno - node.lineno + 1, node.bases)
            elif isinstance(node, ast.Import):
                module.imports.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                source = node.module or ""
                if node.level:
                    base = here.rsplit(".", node.level - 1)[0] if node.level > 1 else here
                    source = f"{base}.{source}" if source else base
                module.imports.add(source)
                for alias in node.names:
                    module.names[alias.asname or alias.name] = (source, alias.name)
                    module.imports.add(f"{source}.{alias.name}")  # ``from . import x``
        modules[name] = module
    return modules


def _resolve(modules: dict[str, Module], module: str, name: str) -> tuple[str, str] | None:
    """The package class that ``name`` means in ``module`` (through imports and package
    re-exports), or None for a class from elsewhere (Qt, the standard library)."""
    seen: set[tuple[str, str]] = set()
    while (module, name) not in seen and module in modules:
        seen.add((module, name))
        if name in modules[module].classes:
            return module, name
        if name not in modules[module].names:
            return None
        module, name = modules[module].names[name]
    return None


def _class_lines(modules: dict[str, Module], module: str, name: str, counted: set[tuple[str, str]]) -> int:
    """A class's lines plus those of every base and mixin it takes from the package, each once."""
    if (module, name) in counted:
        return 0
    counted.add((module, name))
    lines, bases = modules[module].classes[name]
    for base in bases:
        base_name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else ""
        found = _resolve(modules, module, base_name)
        if found is not None:
            lines += _class_lines(modules, *found, counted)
    return lines


def test_no_module_over_500_lines_in_the_package():
    modules = _read_package()
    too_long = [f"{m.name}: {m.lines} lines" for m in modules.values() if m.lines > MODULE_LINES]
    assert too_long == []


def test_no_class_over_400_lines_counting_its_bases_from_the_package():
    modules = _read_package()
    too_big = []
    for module in modules.values():
        for name in module.classes:
            lines = _class_lines(modules, module.name, name, set())
            if lines > CLASS_LINES and f"{module.name}.{name}" not in PENDING_CLASSES:
                too_big.append(f"{module.name}.{name}: {lines} lines with its bases")
    assert too_big == []


def test_the_class_count_includes_mixins_from_the_package():
    """The counter itself: a class that is small alone but large with its mixins is caught."""
    modules = _read_package()  # (the controller, the first example, now holds its parts)
    external = modules["sudoku_gui.core.external.solver_kinds"]
    alone = external.classes["ReplayRun"][0]  # ReplayRun(ProgramRun(ExternalRun))
    with_bases = _class_lines(modules, "sudoku_gui.core.external.solver_kinds", "ReplayRun", set())
    assert with_bases > alone + external.classes["ProgramRun"][0]


def _function_lines(tree: ast.AST, prefix: str) -> dict[str, int]:
    """Every def under ``tree`` (methods and nested defs too, each in its own right) -> its body's
    lines: from its first statement (the docstring, if any) to its end, nested defs included;
    the decorators and the signature are not counted."""
    found: dict[str, int] = {}
    for node in ast.iter_child_nodes(tree):
        name = prefix
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.end_lineno is not None:
            name = f"{prefix}.{node.name}"
            found[name] = node.end_lineno - node.body[0].lineno + 1
        elif isinstance(node, ast.ClassDef):
            name = f"{prefix}.{node.name}"
        found.update(_function_lines(node, name))
    return found


def test_no_function_over_60_lines_in_the_package():
    lines: dict[str, int] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        lines.update(_function_lines(ast.parse(path.read_text(encoding="utf-8")), _module_name(path)))
    too_long = [f"{name}: {n} lines" for name, n in lines.items() if n > FUNCTION_LINES and name not in LONG_FUNCTIONS]
    assert too_long == []
    assert LONG_FUNCTIONS - set(lines) == set()  # an allowance names a function that exists


def test_the_function_count_takes_nested_defs_and_methods_in_their_own_right():
    """The counter itself: a method, a nested def and its outer def are each counted."""
    source = (
        "class A:\n"
        "    @staticmethod\n"
        "    def outer(\n"
        "        x: int,\n"
        "    ) -> int:\n"
        '        """Doc."""\n'
        "        def inner() -> int:\n"
        "            return x\n"
        "        return inner()\n"
    )
    assert _function_lines(ast.parse(source), "m") == {"m.A.outer": 4, "m.A.outer.inner": 1}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle in ``graph`` as the list of its modules (first repeated last), or None."""
    state: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state and (found := visit(start)) is not None:
            return found
    return None


def _import_graph(*, type_checking: bool) -> dict[str, set[str]]:
    """Module -> the package modules it imports at load time (imports under ``TYPE_CHECKING``
    left out unless asked: they make no circle when the program runs). A package's
    ``__init__`` is a module of its own; importing ``a.b`` imports ``a`` first."""
    modules = _read_package()
    if not type_checking:
        modules = _read_package_without_type_checking()
    graph: dict[str, set[str]] = {}
    for module in modules.values():
        targets = set()
        for imported in module.imports:
            if imported in modules and imported != module.name and (module.name, imported) not in PENDING_IMPORTS:
                targets.add(imported)
        graph[module.name] = targets
    return graph


def _read_package_without_type_checking() -> dict[str, Module]:
    modules = _read_package()
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        hidden: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                for inner in node.body:
                    for sub in ast.walk(inner):
                        if isinstance(sub, ast.ImportFrom | ast.Import):
                            hidden.update(_targets(_module_name(path), path, sub))
        modules[_module_name(path)].imports -= hidden
    return modules


def _targets(name: str, path: Path, node: ast.Import | ast.ImportFrom) -> set[str]:
    if isinstance(node, ast.Import):
        return {a.name for a in node.names}
    here = name if path.name == "__init__.py" else name.rpartition(".")[0]
    source = node.module or ""
    if node.level:
        base = here.rsplit(".", node.level - 1)[0] if node.level > 1 else here
        source = f"{base}.{source}" if source else base
    return {source} | {f"{source}.{a.name}" for a in node.names}


def test_cycle_finder_names_the_circle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


@pytest.mark.parametrize("type_checking", [False, True], ids=["at-run-time", "with-type-checking"])
def test_no_import_circle_in_the_package(type_checking: bool):
    assert _cycle(_import_graph(type_checking=type_checking)) is None


def test_the_import_contracts_hold_and_cover_the_layers():
    """lint-imports keeps every contract in pyproject.toml, among them the layers inside core and
    qt: the search engine, Sudoku Explainer's engine, the tree model and the techniques apart; the
    board, the panes and the solver thread apart from what sits above them."""
    import subprocess
    import sys

    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    config = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    sources = {m for c in contracts for m in c.get("source_modules", []) + c.get("modules", [])}
    assert {
        "sudoku_gui.core.search",
        "sudoku_gui.core.rating.se",
        "sudoku_gui.core.tree",
        "sudoku_gui.qt.board",
        "sudoku_gui.qt.panes",
        "sudoku_gui.qt.solver",
    } <= sources
    folders = {
        ".".join(p.relative_to(PACKAGE.parent).parts)
        for side in ("core", "qt")
        for p in (PACKAGE / side).iterdir()
        if (p / "__init__.py").is_file()
    }
    assert folders <= sources, f"a feature folder with no contract: {sorted(folders - sources)}"
    lint = Path(sys.executable).with_name("lint-imports")
    run = subprocess.run([str(lint)], cwd=PACKAGE.parent, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-2000:]
    assert f"Contracts: {len(contracts)} kept, 0 broken." in run.stdout


LOOSE_MODULES = {"": 4, "core": 12, "qt": 12}
"""Modules at most beside the feature folders, ``__init__.py`` counted (issue 35)."""


def test_few_loose_modules_beside_the_feature_folders():
    for folder, most in LOOSE_MODULES.items():
        loose = sorted(p.name for p in (PACKAGE / folder).glob("*.py"))
        assert len(loose) <= most, f"sudoku_gui/{folder}: {len(loose)} loose modules {loose}"


def test_no_module_name_is_used_twice():
    """A name finds one module: ``search_tree.py`` twice sent readers to the wrong one."""
    seen: dict[str, Path] = {}
    twice = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "__init__.py":
            continue
        if path.name in seen:
            twice.append(f"{seen[path.name].relative_to(PACKAGE)} and {path.relative_to(PACKAGE)}")
        seen.setdefault(path.name, path)
    assert twice == []


def test_the_readme_code_map_matches_the_package_folders():
    """Every folder the README's "Code map" draws exists, and every package folder is drawn."""
    import re

    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Code map", 1)[1].split("\n## ", 1)[0]
    tree = section.split("```", 2)[1]
    drawn: set[str] = set()
    path: list[str] = []
    for line in tree.splitlines():
        found = re.match(r"^([│├└─ ]*)([\w.]+)/", line)
        if found is None:
            continue
        depth = len(found.group(1)) // 4
        path[depth:] = [found.group(2)]
        drawn.add("/".join(path))
    # The documentation site `mkdocs build` writes into the package (not in git) is drawn as one
    # folder, built or not; what it holds is MkDocs' layout, not the package's.
    from sudoku_gui.qt.window.documentation import SITE

    folders = {
        str(p.relative_to(PACKAGE.parent))
        for p in [PACKAGE, *PACKAGE.rglob("*")]
        if p.is_dir() and p.name != "__pycache__" and SITE not in p.parents
    }
    folders.add(str(SITE.relative_to(PACKAGE.parent)))
    assert drawn == folders
    for piece in ("pane", "strategy", "technique", "file format", "race clock", "command", "translation"):
        assert f"- a {piece}:" in section


USERS = ("sudoku_gui", "main.py", "resources")
"""Where a use counts: the package, its launcher and the scripts that build its resources
(``resources/make_levels.py``, the translations' ``build.py``). Not the tests nor the benchmarks:
a function only they call is not the app's. ``sudoku_gui/api.py`` is in the package, so what it
exports to solvers of one's own counts."""


def _uses(tree: ast.AST) -> Counter[str]:
    """The names ``tree``'s code uses: names, attributes, imported names, and the words of its
    strings that are not docstrings (a dotted handler, a string annotation); comments and
    docstrings mention, they do not use."""
    import re

    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }
    used: Counter[str] = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            used[node.id] += 1
        elif isinstance(node, ast.Attribute):
            used[node.attr] += 1
        elif isinstance(node, ast.alias):
            used.update(node.name.split("."))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            used.update(re.findall(r"\w+", node.value))
    return used


def test_every_public_function_and_class_is_used():
    """No dead code: each public top-level function or class of the package is used by the
    package (``USERS``) outside its own definition; tests and benchmarks do not count."""
    root = PACKAGE.parent
    paths = [q for where in USERS for q in ([root / where] if where.endswith(".py") else (root / where).rglob("*.py"))]
    trees = {q: ast.parse(q.read_text(encoding="utf-8")) for q in paths}
    used = sum((_uses(tree) for tree in trees.values()), Counter())
    unused = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in trees[path].body:
            public = isinstance(node, ast.FunctionDef | ast.ClassDef) and not node.name.startswith("_")
            if public and used[node.name] - _uses(node)[node.name] < 1:  # a recursive call is no use
                unused.append(f"{_module_name(path)}.{node.name}")
    assert unused == [], "used only outside the package (or not at all): " + ", ".join(unused)


def test_the_dead_code_gate_counts_uses_not_mentions():
    code = ast.parse(
        '''"""Module docstring: dead_in_docstring."""
import a.used_by_import
from b import used_by_from
# dead_in_comment
HANDLERS = {"f": "tools.used_in_a_string"}
TYPE = "Sequence[used_in_annotation]"
x = used_by_name.used_by_attribute


def f():
    """dead_in_function_docstring"""
'''
    )
    used = _uses(code)
    for name in ("used_by_import", "used_by_from", "used_in_a_string", "used_in_annotation", "used_by_name"):
        assert used[name] == 1, name
    assert used["used_by_attribute"] == 1
    for name in ("dead_in_docstring", "dead_in_comment", "dead_in_function_docstring"):
        assert used[name] == 0, name
