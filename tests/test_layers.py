"""The layers of docs/architecture.md: the kit imports no game, no game imports another, no package cycle.

A game's top-level modules (``game.py``, ``catalogue.py``...) bind its subpackages together, so a subpackage
importing one of them is a cycle the package graph cannot see: it is refused on its own.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "sfbkit"
KIT_PACKAGES = ("sfbkit.kit", "sfbkit.geometry", "sfbkit.cli")


def modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        yield ".".join(parts[:-1] if parts[-1] == "__init__" else parts), path


def _parsed_imports(path: Path) -> Iterator[str]:
    """Every sfbkit module a file imports, at its top, in functions or under TYPE_CHECKING."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.startswith("sfbkit"):
                yield node.module
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name.startswith("sfbkit"))


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" else None


def package_of(module: str, is_package: bool) -> str:
    """The package a module belongs to: sfbkit.kit, sfbkit.games.<game>.engine, ..."""
    parts = module.split(".")
    if not is_package:
        parts = parts[:-1]
    depth = 4 if len(parts) > 1 and parts[1] == "games" else 3
    return ".".join(parts[:depth])


ALL = list(modules())
IMPORTS = {path: tuple(_parsed_imports(path)) for _, path in ALL}
"""Every file's imports, parsed once at collection (before any test can leave the parser's state odd)."""


def imports(path: Path) -> tuple[str, ...]:
    """Every sfbkit module a file imports (parsed at collection)."""
    return IMPORTS[path]


@pytest.mark.parametrize(("module", "path"), [m for m in ALL if m[0].startswith(KIT_PACKAGES)], ids=str)
def test_the_kit_imports_no_game(module: str, path: Path) -> None:
    games = sorted({name for name in imports(path) if name.startswith("sfbkit.games")})
    assert games == [], f"{module} imports {games}"


def test_importing_the_kit_loads_no_game() -> None:
    """Every kit module imported in a fresh interpreter: an import the syntax walk misses still shows up."""
    kit = [module for module, path in ALL if module.startswith(KIT_PACKAGES)]
    code = (
        "import importlib, sys\n"
        f"for name in {kit!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.startswith('sfbkit.games')))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=PACKAGE.parent
    )
    assert loaded.stdout.strip() == "[]"


def test_no_game_imports_another() -> None:
    crossing = [
        (module, name)
        for module, path in ALL
        if game_of(module)
        for name in imports(path)
        if game_of(name) not in (None, game_of(module))
    ]
    assert crossing == []


def game_top_level_import(module: str, is_package: bool, name: str, package_names: set[str]) -> bool:
    """Tells whether a module inside a game's subpackage imports a module at that game's top level."""
    subpackage = package_of(module, is_package).split(".")
    target = name.split(".")
    return (
        len(subpackage) == 4
        and len(target) == 4
        and target[:3] == subpackage[:3]
        and name not in package_names
    )


def test_no_game_subpackage_imports_its_game_top_level() -> None:
    package_names = {module for module, path in ALL if path.name == "__init__.py"}
    upward = [
        (module, name)
        for module, path in ALL
        for name in imports(path)
        if game_top_level_import(module, path.name == "__init__.py", name, package_names)
    ]
    assert upward == []


def test_no_import_cycle_between_packages() -> None:
    package_names = {module for module, path in ALL if path.name == "__init__.py"}
    edges: dict[str, set[str]] = {}
    for module, path in ALL:
        source = package_of(module, path.name == "__init__.py")
        for name in imports(path):
            target = package_of(name, name in package_names)
            if (
                target != source
                and not source.startswith(target + ".")
                and not target.startswith(source + ".")
            ):
                edges.setdefault(source, set()).add(target)
    cycle = _find_cycle(edges)
    assert cycle is None, " -> ".join(cycle or [])


def _find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (found := visit(node)):
            return found
    return None


KIT_LAYERS = (
    "io",
    "cache",
    "text",
    "content",
    "report",
    "tree",
    "search",
    "catalogue",
    "play",
    "scripts",
    "simulation",
    "render",
    "terminal",
    "serve",
    "lab",
    "declared",
)
"""The kit's subpackages from the bottom up (docs/architecture.md): each imports only those before it."""
KIT_SEAM = ("game", "errors", "problems", "registry", "installed_games")
"""The kit's own top-level modules: the seam's vocabulary every layer may name."""


def kit_layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["sfbkit", "kit"] and parts[2] in KIT_LAYERS else None


def test_the_kit_is_its_seam_and_its_layers() -> None:
    kit = PACKAGE / "kit"
    loose = sorted(path.stem for path in kit.glob("*.py") if path.stem not in ("__init__", *KIT_SEAM))
    folders = sorted(path.name for path in kit.iterdir() if (path / "__init__.py").is_file())
    assert loose == [] and folders == sorted(KIT_LAYERS)


def test_each_kit_layer_imports_only_the_layers_below_it() -> None:
    upward = [
        (module, name)
        for module, path in ALL
        if (layer := kit_layer(module)) is not None
        for name in imports(path)
        if (used := kit_layer(name)) is not None and KIT_LAYERS.index(used) > KIT_LAYERS.index(layer)
    ]
    assert upward == []
