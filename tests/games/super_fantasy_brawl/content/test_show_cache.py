"""Texts ``sfbkit show`` printed before: printed again for the same valid tree, rendered again otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

import sfbkit
from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.catalogue import SfbCatalogue
from sfbkit.kit.cache import cache_store
from sfbkit.kit.cache.cache_switch import NO_CACHE_ENV
from sfbkit.kit.tree.show_cache import ENTRY


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Counts the items rendered from their models."""
    rendered: list[str] = []
    original = SfbCatalogue._rendered

    def counting(self: SfbCatalogue, item_id: str, lang: str) -> str:
        rendered.append(item_id)
        return original(self, item_id, lang)

    monkeypatch.setattr(SfbCatalogue, "_rendered", counting)
    return rendered


def _show(tree: Path, item_id: str = "ironhide", *options: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["show", item_id, "--content", str(tree), *options])
    return result.exit_code, result.output


def _entries(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache").glob(f"*.{ENTRY}"))


def test_an_item_shown_before_is_printed_again_without_rendering(tree: Path, renders: list[str]) -> None:
    first = _show(tree)
    assert _show(tree) == first and first[0] == 0 and "Ironhide" in first[1]
    card = _show(tree, "ironhide-shield-bash")
    japanese = _show(tree, "ironhide", "--lang", "ja")
    assert _show(tree, "ironhide-shield-bash") == card and _show(tree, "ironhide", "--lang", "ja") == japanese
    assert japanese != first
    assert renders == ["ironhide", "ironhide-shield-bash", "ironhide"]


def test_a_changed_file_is_rendered_again(tree: Path, renders: list[str]) -> None:
    _show(tree)
    deck = tree / "cards" / "ironhide.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("Shield Bash", "Shield Slam"), encoding="utf-8")
    code, output = _show(tree)
    assert code == 0 and "Shield Slam" in output
    assert renders == ["ironhide", "ironhide"]


def test_a_tree_with_problems_names_the_files_left_out_every_time(tree: Path, renders: list[str]) -> None:
    (tree / "champions" / "stray.yaml").write_text("id: stray\nnonsense: 1\n", encoding="utf-8")
    first = _show(tree)
    assert "skipped" in first[1] and _show(tree) == first
    assert renders == ["ironhide", "ironhide"]


@pytest.mark.parametrize("damage", ["flip", "truncate", "shape"])
def test_a_damaged_entry_is_ignored(tree: Path, tmp_path: Path, renders: list[str], damage: str) -> None:
    first = _show(tree)
    [path] = _entries(tmp_path)
    if damage == "shape":
        store = cache_store.open_store(tree)
        assert store is not None
        store.save(path.name.split(".")[0], ENTRY, {"en\0ironhide": 7, ("x",): "y"})
    else:
        data = bytearray(path.read_bytes())
        if damage == "flip":
            data[-3] ^= 0x40
        else:
            del data[len(data) // 2 :]
        path.write_bytes(bytes(data))
    assert _show(tree) == first
    assert renders == ["ironhide", "ironhide"]


def test_an_entry_of_another_version_is_ignored(
    tree: Path, renders: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    first = _show(tree)
    monkeypatch.setattr(sfbkit, "__version__", sfbkit.__version__ + ".other")
    monkeypatch.setattr(cache_store, "_FINGERPRINT", [])
    assert _show(tree) == first
    assert renders == ["ironhide", "ironhide"]


def test_no_cache_renders_every_time_and_nothing_is_written_into_the_tree(
    tree: Path, tmp_path: Path, renders: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = sorted(tree.rglob("*"))
    first = _show(tree)
    assert sorted(tree.rglob("*")) == before and _entries(tmp_path)
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    assert _show(tree) == first
    assert renders == ["ironhide", "ironhide"]
