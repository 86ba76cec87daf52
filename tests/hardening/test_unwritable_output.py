"""Every writer, aimed at a folder it may not write (mode 0500): one line naming the path, exit 1, nothing written.

The writers: each command's output files and folders, the scaffolds of ``new``,
``init``, ``fmt``, ``test --draft --write``, and the reference documents the
``python -m`` generators write. As root, permission bits do not bind, so the
tests are skipped there.
"""

from __future__ import annotations

import os
import shutil
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.hardening.helpers import REPO, assert_no_crash, copy_bundled, invoke, snapshot

pytestmark = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="as root, a folder's permission bits do not bind"
)

DC_TREE = REPO / "games" / "dungeon-command"
SCRIPT = REPO / "matches" / "keyword-push.yaml"
TEAMS = ("--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--games", "2")

Locked = Callable[[Path], tuple[list[str], Path]]
"""Given a scratch folder, returns the command's arguments and the folder made unwritable for it."""


def _out(*args: str) -> Locked:
    """A command that writes ``OUT`` (a name in the locked folder) where ``{out}`` stands."""

    def make(scratch: Path) -> tuple[list[str], Path]:
        locked = scratch / "locked"
        locked.mkdir()
        return [arg.replace("{out}", str(locked)) for arg in args], locked

    return make


def _tree(folders: tuple[str, ...], *args: str, game_tree: Path | None = None) -> Locked:
    """A command that writes into a copy of a content tree whose ``folders`` are locked (``{tree}`` stands for it)."""

    def make(scratch: Path) -> tuple[list[str], Path]:
        tree = scratch / "tree"
        if game_tree is None:
            copy_bundled(tree)
        else:
            shutil.copytree(game_tree, tree)
        locked = tree / folders[0]
        for folder in folders[1:]:
            (tree / folder).chmod(0o500)
        return [arg.replace("{tree}", str(tree)) for arg in args], locked

    return make


def _dc_without_orders(scratch: Path) -> tuple[list[str], Path]:
    tree = scratch / "tree"
    shutil.copytree(DC_TREE, tree)
    shutil.rmtree(tree / "orders")
    args = ["new", "order", "zz-order", "--warband", "lanternguard", "--content", str(tree)]
    return args, tree


def _log(scratch: Path) -> tuple[list[str], Path]:
    log = scratch / "match.jsonl"
    assert invoke("match", str(SCRIPT), "--log", "jsonl", "--out", str(log)).exit_code == 0
    locked = scratch / "locked"
    locked.mkdir()
    return ["replay", str(log), "--html", str(locked / "replay.html")], locked


def _unformatted(scratch: Path) -> tuple[list[str], Path]:
    tree = copy_bundled(scratch / "tree")
    champion = tree / "champions" / "pip.yaml"
    champion.write_text(champion.read_text(encoding="utf-8") + "\n\n\n", encoding="utf-8")
    return ["fmt", str(champion)], tree / "champions"


WRITERS: dict[str, Locked] = {
    "export json": _out("export", "--format", "json", "{out}/cards.json"),
    "export sqlite": _out("export", "--format", "sqlite", "{out}/cards.sqlite"),
    "export csv": _out("export", "--format", "csv", "{out}/cards.csv"),
    "export schema": _out("export", "--format", "json", "-", "--schema", "{out}/schema.json"),
    "dc export": _out("export", "--content", str(DC_TREE), "--format", "json", "{out}/cards.json"),
    "sheet": _out("sheet", "pip", "--out", "{out}/sheet.html"),
    "site": _out("site", "{out}/site"),
    "dc site": _out("site", "--content", str(DC_TREE), "{out}/site"),
    "match log": _out("match", str(SCRIPT), "--log", "jsonl", "--out", "{out}/match.jsonl"),
    "match html": _out("match", str(SCRIPT), "--html", "{out}/match.html"),
    "replay html": _log,
    "simulate": _out("simulate", *TEAMS, "--out", "{out}/rates.json"),
    "schema": _out("schema", "--out", "{out}/schemas"),
    "dc schema": _out("schema", "--content", str(DC_TREE), "--out", "{out}/schemas"),
    "schema into a locked folder": _out("schema", "--out", "{out}"),
    "init": _out("init", "{out}/repo"),
    "init here": _out("init", "{out}"),
    "new champion": _tree(
        ("champions", "champions", "cards"), "new", "champion", "sir-bonk", "--content", "{tree}"
    ),
    "dc new creature": _tree(
        ("creatures", "creatures"),
        "new",
        "creature",
        "zz-top",
        "--warband",
        "lanternguard",
        "--content",
        "{tree}",
        game_tree=DC_TREE,
    ),
    "dc new order, its folder missing": _dc_without_orders,
    "fmt": _unformatted,
    "test --draft --write": _tree(
        ("cards", "cards"), "test", "--content", "{tree}", "--draft", "pip-pocket-sand", "--write"
    ),
}


@pytest.fixture
def scratch(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path
    for path in [tmp_path, *tmp_path.rglob("*")]:  # let pytest remove what the test locked
        if path.is_dir() and not path.is_symlink():
            path.chmod(path.stat().st_mode | stat.S_IWUSR | stat.S_IXUSR)


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_a_writer_aimed_at_an_unwritable_folder_is_one_line(
    scratch: Path, monkeypatch: pytest.MonkeyPatch, writer: str
) -> None:
    monkeypatch.chdir(scratch)
    args, locked = WRITERS[writer](scratch)
    locked.chmod(0o500)
    before = snapshot(scratch)
    result = invoke(*args)
    assert_no_crash(result, (1,))
    lines = result.stderr.splitlines()
    assert any(line.startswith("error: cannot write ") for line in lines), result.stderr
    assert "Permission denied" in result.stderr
    assert snapshot(scratch) == before


REFERENCES = {
    "effects doc": "sfbkit.games.super_fantasy_brawl.render.effects_doc",
    "content format doc": "sfbkit.games.super_fantasy_brawl.content.format_doc",
    "dc content format doc": "sfbkit.games.dungeon_command.content.format_doc",
}


@pytest.mark.parametrize("module", sorted(REFERENCES))
def test_a_reference_generator_aimed_at_an_unwritable_folder_is_one_line(
    scratch: Path, capsys: pytest.CaptureFixture[str], module: str
) -> None:
    import importlib

    locked = scratch / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    main = importlib.import_module(REFERENCES[module]).main
    assert main([str(locked / "out" / "reference.md")]) == 1
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: cannot write {locked / 'out'}"), captured.err
    assert lines[0].endswith(": Permission denied"), captured.err
    assert list(locked.iterdir()) == []
