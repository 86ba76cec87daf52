"""The cached validation report: an unchanged tree gets the same report without validating; anything else validates."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

import sfbkit
from sfbkit.cli.main import cli
from sfbkit.kit.cache import cache_store
from sfbkit.kit.cache.cache_store import CACHE_ENV, MAGIC
from sfbkit.kit.cache.cache_switch import NO_CACHE_ENV
from sfbkit.kit.tree.report_cache import ENTRY


def _validate(tree: Path, *options: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["validate", "--content", str(tree), *options])
    return result.exit_code, result.output


def _entries(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache").glob(f"*.{ENTRY}"))


def _break(deck: Path) -> None:
    deck.write_text(deck.read_text(encoding="utf-8").replace("name: Shield Bash", "nam: x"), encoding="utf-8")


@pytest.mark.parametrize("output", ["text", "json", "github"])
@pytest.mark.parametrize("broken", [False, True])
def test_an_unchanged_tree_gets_the_same_report_without_validating(
    tree: Path, validations: list[Path], output: str, broken: bool
) -> None:
    if broken:
        _break(tree / "cards" / "ironhide.yaml")
    fresh = _validate(tree, "--format", output)
    again = _validate(tree, "--format", output)
    assert fresh == again and fresh[0] == (1 if broken else 0)
    assert validations == [tree]


def test_a_changed_file_is_validated_again(tree: Path, validations: list[Path]) -> None:
    assert _validate(tree)[0] == 0
    _break(tree / "cards" / "ironhide.yaml")
    code, output = _validate(tree)
    assert code == 1 and "nam" in output
    assert validations == [tree, tree]


def test_a_changed_match_script_is_validated_again(tree: Path, validations: list[Path]) -> None:
    (tree / "matches").mkdir()
    script = tree / "matches" / "duel.yaml"
    script.write_text("players: []\n", encoding="utf-8")
    _validate(tree)
    _validate(tree)
    script.write_text("players: [x]\n", encoding="utf-8")
    _validate(tree)
    assert validations == [tree, tree]


def test_a_report_named_from_another_folder_is_validated_again(
    tree: Path, validations: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    _break(tree / "cards" / "ironhide.yaml")
    _, inside = _validate(tree)
    monkeypatch.chdir(tree / "cards")
    _, below = _validate(tree)
    assert inside.startswith("cards/ironhide.yaml:") and below.startswith("ironhide.yaml:")
    assert validations == [tree, tree]


@pytest.mark.parametrize("damage", ["flip", "truncate", "empty", "header", "shape"])
def test_a_damaged_report_is_ignored(
    tree: Path, tmp_path: Path, validations: list[Path], damage: str
) -> None:
    fresh = _validate(tree)
    [path] = _entries(tmp_path)
    data = bytearray(path.read_bytes())
    if damage == "flip":
        data[len(data) // 2] ^= 0x40
    elif damage == "truncate":
        del data[len(data) // 2 :]
    elif damage == "empty":
        data = bytearray()
    elif damage == "header":
        data[: len(MAGIC)] = b"x" * len(MAGIC)
    else:  # a signed entry of another shape (an older layout)
        slot_store = cache_store.open_store(tree)
        assert slot_store is not None
        slot_store.save(path.name.split(".")[0], ENTRY, {"problems": ()})
        data = bytearray(path.read_bytes())
    path.write_bytes(bytes(data))
    assert _validate(tree) == fresh
    assert validations == [tree, tree]


def test_a_report_of_another_version_is_ignored(
    tree: Path, tmp_path: Path, validations: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    fresh = _validate(tree)
    monkeypatch.setattr(sfbkit, "__version__", sfbkit.__version__ + ".other")
    monkeypatch.setattr(cache_store, "_FINGERPRINT", [])
    assert _validate(tree) == fresh
    assert validations == [tree, tree]
    assert len(_entries(tmp_path)) == 2


@pytest.mark.parametrize("how", ["option", "environment"])
def test_no_cache_validates_in_full_and_writes_nothing(
    tree: Path, tmp_path: Path, validations: list[Path], monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    fresh = _validate(tree)
    entries = {path: path.read_bytes() for path in (tmp_path / "cache").iterdir()}
    if how == "environment":
        monkeypatch.setenv(NO_CACHE_ENV, "1")
        again = _validate(tree)
    else:
        monkeypatch.setenv(NO_CACHE_ENV, "0")  # restored after the test, which the option sets to 1
        again = _validate(tree, "--no-cache")
    assert again == fresh
    assert validations == [tree, tree]
    assert {path: path.read_bytes() for path in (tmp_path / "cache").iterdir()} == entries


def test_nothing_is_written_into_the_content_tree_or_the_package(tree: Path, tmp_path: Path) -> None:
    package = Path(sfbkit.__file__).parent
    before_tree = sorted(tree.rglob("*"))
    before_package = sorted(path for path in package.rglob("*") if "__pycache__" not in path.parts)
    _validate(tree)
    _validate(tree)
    assert sorted(tree.rglob("*")) == before_tree
    assert sorted(path for path in package.rglob("*") if "__pycache__" not in path.parts) == before_package
    assert _entries(tmp_path)


@pytest.mark.parametrize("where", ["content", "package"])
def test_a_cache_folder_inside_the_tree_or_the_package_is_not_used(
    tree: Path, validations: list[Path], monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    folder = tree / ".cache" if where == "content" else Path(sfbkit.__file__).parent / ".cache"
    monkeypatch.setenv(CACHE_ENV, str(folder))
    fresh = _validate(tree)
    assert _validate(tree) == fresh
    assert validations == [tree, tree]
    assert not folder.exists()


@pytest.mark.parametrize("where", ["content", "package"])
def test_a_key_folder_inside_the_tree_or_the_package_is_not_used(
    tree: Path, validations: list[Path], monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    folder = tree / "state" if where == "content" else Path(sfbkit.__file__).parent / ".state"
    monkeypatch.setenv(cache_store.STATE_ENV, str(folder))
    before = sorted(tree.rglob("*"))
    fresh = _validate(tree)
    assert _validate(tree) == fresh
    assert validations == [tree, tree]
    assert not folder.exists() and sorted(tree.rglob("*")) == before
