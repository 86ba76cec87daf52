"""The compiled-content cache: used when the bytes are unchanged, rebuilt when they change, never trusted blindly."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
from sfbkit.games.super_fantasy_brawl.db.index_cache import cached_index
from sfbkit.kit.cache.cache_store import CACHE_ENV, MAGIC, STATE_ENV
from sfbkit.kit.tree import library_cache
from sfbkit.kit.tree.content_declaration import ContentDeclaration
from sfbkit.kit.tree.library_cache import ENTRY, cached_library
from sfbkit.kit.tree.tree_key import cache_slot, tree_key

VALID = Path(__file__).resolve().parent / "valid"


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setenv(STATE_ENV, str(tmp_path / "state"))
    return Path(shutil.copytree(VALID, tmp_path / "content"))


def _no_validation(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(root: Path, content: object) -> Library:
        raise AssertionError("the tree was validated again")

    monkeypatch.setattr(library_cache, "load_library", refuse)


def _entry(tree: Path) -> Path:
    slot = cache_slot(tree, CONTENT)
    assert slot is not None
    path = slot[0].folder / f"{slot[1]}.{ENTRY}"
    assert path.is_file()
    return path


def test_an_unchanged_tree_is_read_from_the_cache(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    validated = load_library(tree)
    cached_library(tree, CONTENT)
    _no_validation(monkeypatch)
    cached = cached_library(tree, CONTENT)
    assert dict(cached.champions) == dict(validated.champions)
    assert dict(cached.cards) == dict(validated.cards)
    assert dict(cached.arenas) == dict(validated.arenas) and dict(cached.rulesets) == dict(validated.rulesets)
    assert cached.traps == validated.traps and dict(cached.challenges) == dict(validated.challenges)
    assert cached.decks == validated.decks and cached.card_owner == validated.card_owner
    assert cached.content_hash == validated.content_hash and cached.root == tree


def test_a_changed_file_is_validated_again(tree: Path) -> None:
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Bash"
    deck = tree / "cards" / "ironhide.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("Shield Bash", "Shield Slam"), encoding="utf-8")
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Slam"
    assert cached_library(tree, CONTENT).content_hash == load_library(tree).content_hash


def test_a_changed_file_with_the_same_size_and_time_is_validated_again(tree: Path) -> None:
    cached_library(tree, CONTENT)
    deck = tree / "cards" / "ironhide.yaml"
    info = deck.stat()
    deck.write_text(deck.read_text(encoding="utf-8").replace("Shield Bash", "Shield Cash"), encoding="utf-8")
    os.utime(deck, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Cash"


def test_a_new_problem_is_reported_although_the_old_tree_is_cached(tree: Path) -> None:
    cached_library(tree, CONTENT)
    deck = tree / "cards" / "ironhide.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("name: Shield Bash", "nam: x"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["show", "ironhide", "--content", str(tree)])
    assert result.exit_code == 1 and "nam" in result.output


@pytest.mark.parametrize("damage", ["flip", "truncate", "empty", "header"])
def test_a_damaged_entry_is_ignored_and_rebuilt(tree: Path, damage: str) -> None:
    cached_library(tree, CONTENT)
    path = _entry(tree)
    data = bytearray(path.read_bytes())
    if damage == "flip":
        data[len(data) // 2] ^= 0x40
    elif damage == "truncate":
        del data[len(data) // 2 :]
    elif damage == "empty":
        data = bytearray()
    else:
        data[: len(MAGIC)] = b"x" * len(MAGIC)
    path.write_bytes(bytes(data))
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Bash"
    assert path.read_bytes() != bytes(data)


def test_a_forged_entry_is_never_unpickled(tree: Path, tmp_path: Path) -> None:
    import pickle

    planted = tmp_path / "ran"

    class Payload:
        def __reduce__(self) -> tuple[object, ...]:
            return (Path.touch, (planted,))

    cached_library(tree, CONTENT)
    path = _entry(tree)
    payload = pickle.dumps(Payload())
    path.write_bytes(MAGIC + b"\0" * 32 + payload)
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Bash"
    assert not planted.exists()


def test_an_entry_signed_with_another_key_is_ignored(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cached_library(tree, CONTENT)
    monkeypatch.setenv(STATE_ENV, str(tmp_path / "another-machine"))
    called: list[Path] = []
    original = library_cache.load_library

    def counting(root: Path, content: ContentDeclaration[Library]) -> Library:
        called.append(root)
        return original(root, content)

    monkeypatch.setattr(library_cache, "load_library", counting)
    cached_library(tree, CONTENT)
    assert called == [tree]


def test_the_key_file_is_private(tree: Path, tmp_path: Path) -> None:
    cached_library(tree, CONTENT)
    key = tmp_path / "state" / "sfbkit" / "cache.key"
    assert len(key.read_bytes()) == 32 and key.stat().st_mode & 0o077 == 0
    assert (tmp_path / "cache").stat().st_mode & 0o077 == 0


@pytest.mark.parametrize("where", ["content", "package", "off"])
def test_no_cache_inside_the_content_tree_or_the_package_or_when_off(
    tree: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    import sfbkit

    folder = {
        "content": str(tree / "cards" / ".cache"),
        "package": str(Path(sfbkit.__file__).parent / ".cache"),
        "off": "off",
    }[where]
    monkeypatch.setenv(CACHE_ENV, folder)
    before = sorted(tree.rglob("*"))
    assert cache_slot(tree, CONTENT) is None
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Bash"
    assert sorted(tree.rglob("*")) == before
    assert not Path(folder).exists()


def test_a_shared_cache_folder_is_not_used(tree: Path, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    folder.chmod(0o777)
    assert cache_slot(tree, CONTENT) is None


def test_writes_leave_no_temporary_files_and_remove_stale_ones(tree: Path, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    stale = folder / ".tmp-killed"
    stale.write_bytes(b"half")
    old = time.time() - 7200
    os.utime(stale, (old, old))
    fresh = folder / ".tmp-writing"
    fresh.write_bytes(b"half")
    cached_library(tree, CONTENT)
    names = sorted(path.name for path in folder.iterdir())
    assert names == [".tmp-writing", f"{tree_key(tree, CONTENT)}.{ENTRY}"]


def test_validate_stores_the_library_it_validated(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert result.exit_code == 0, result.output
    _no_validation(monkeypatch)
    assert cached_library(tree, CONTENT).champions["ironhide"].name == "Ironhide"


def test_validate_still_validates_a_cached_tree(tree: Path, validations: list[Path]) -> None:
    cached_library(tree, CONTENT)
    validations.clear()  # count only the command's validation
    result = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert result.exit_code == 0, result.output
    assert validations == [tree]


def test_the_cached_index_answers_as_a_fresh_one(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = CardIndex.from_library(load_library(tree))
    cached_index(tree)
    original = CardIndex.from_library

    def refuse(library: Library) -> CardIndex:
        raise AssertionError("the index was built again")

    monkeypatch.setattr(CardIndex, "from_library", refuse)
    again = cached_index(tree)
    for query in ("", "t:attack", "kw:push", "name:shield", "strength>=2 order:strength dir:desc", "o:push"):
        assert [r.as_json() for r in again.search(query)] == [r.as_json() for r in fresh.search(query)]
    deck = tree / "cards" / "ironhide.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("Shield Bash", "Shield Slam"), encoding="utf-8")
    monkeypatch.setattr(CardIndex, "from_library", original)
    assert [r.name for r in cached_index(tree).search("name:slam")] == ["Shield Slam"]


def test_only_a_file_with_problems_keeps_its_position_tree(tree: Path) -> None:
    from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree

    deck = tree / "cards" / "ironhide.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("name: Shield Bash", "nam: x"), encoding="utf-8")
    report = validate_tree(tree)
    kept = {file.display for file in report.files if file.tree is not None}
    assert kept == {"cards/ironhide.yaml"}
    champion = next(file for file in report.files if file.display == "champions/ironhide.yaml")
    assert champion.root is not None and champion.root.child("name") is not None
    assert champion.tree is champion.root and champion.source is None


def test_a_file_replaced_by_a_link_to_the_same_bytes_is_validated_again(tree: Path, tmp_path: Path) -> None:
    cached_library(tree, CONTENT)
    deck = tree / "cards" / "ironhide.yaml"
    outside = tmp_path / "elsewhere.yaml"
    outside.write_bytes(deck.read_bytes())
    before = tree_key(tree, CONTENT)
    deck.unlink()
    deck.symlink_to(outside)
    assert tree_key(tree, CONTENT) != before
    result = CliRunner().invoke(cli, ["show", "ironhide", "--content", str(tree)])
    assert result.exit_code == 1 and "outside" in result.output
