"""Remembered answers: the installed games, manifests and texts come from the cache only while their source is unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit import installed_games
from sfbkit.kit.cache import cache_store
from sfbkit.kit.cache.memo import remembered
from sfbkit.kit.content.manifest import ManifestError, read_manifest

GROUP = "sfbkit.games"


def _distribution(folder: Path, games: dict[str, str]) -> Path:
    """Writes an installed distribution's metadata folder declaring ``games`` as entry points."""
    info = folder / "fake_games-1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    lines = [f"{name} = {target}" for name, target in games.items()]
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n" + "\n".join(lines) + "\n")
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fake-games\nVersion: 1.0\n")
    return info


def test_a_distribution_installed_changed_or_removed_is_seen_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = tmp_path / "site"
    monkeypatch.setattr(sys, "path", [*sys.path, str(site)])
    before = installed_games.registered_entry_points(GROUP)
    assert "super-fantasy-brawl" in before and "fake" not in before
    info = _distribution(site, {"fake": "fake_game:GAME"})
    assert installed_games.registered_entry_points(GROUP)["fake"] == "fake_game:GAME"
    entry_points = info / "entry_points.txt"
    stamp = entry_points.stat().st_mtime_ns
    _distribution(site, {"fake": "fake_game:OTHER"})  # same size, rewritten in place
    os.utime(entry_points, ns=(stamp + 1_000_000, stamp + 1_000_000))
    assert installed_games.registered_entry_points(GROUP)["fake"] == "fake_game:OTHER"
    for child in info.iterdir():
        child.unlink()
    info.rmdir()
    assert installed_games.registered_entry_points(GROUP) == before


def test_the_remembered_entry_points_are_those_importlib_metadata_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from importlib.metadata import entry_points

    site = tmp_path / "site"
    _distribution(site, {"fake": "fake_game:GAME", "other": "other_game:GAME"})
    monkeypatch.setattr(sys, "path", [*sys.path, str(site)])
    expected = {point.name: point.value for point in entry_points(group=GROUP)}
    assert installed_games.registered_entry_points(GROUP) == expected
    assert installed_games.registered_entry_points(GROUP) == expected  # now from the cache


def test_a_manifest_is_read_again_when_its_bytes_change(tmp_path: Path) -> None:
    manifest = tmp_path / "sfbkit.yaml"
    manifest.write_text("game: super-fantasy-brawl\n")
    assert read_manifest(tmp_path).game == "super-fantasy-brawl"
    manifest.write_text("game: dungeon-command\n")
    assert read_manifest(tmp_path).game == "dungeon-command"
    manifest.write_text("game: dungeon-command\nextends: dungeon-command\n")
    assert read_manifest(tmp_path).extends == "dungeon-command"
    manifest.write_text("game: [dungeon-command\n")
    with pytest.raises(ManifestError, match=r"sfbkit\.yaml:1:\d+: "):
        read_manifest(tmp_path)
    manifest.write_text("game: dungeon-command\n")
    assert read_manifest(tmp_path).extends is None


def test_nothing_is_stored_when_the_answer_fails_or_the_cache_is_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []

    def failing() -> dict[str, int]:
        calls.append(1)
        raise ValueError("no answer")

    for _ in range(2):
        with pytest.raises(ValueError):
            remembered("probe", b"failing source", dict, failing, root=None)
    assert len(calls) == 2

    def counted() -> dict[str, int]:
        calls.append(1)
        return {"answer": 1}

    monkeypatch.setenv("SFBKIT_NO_CACHE", "1")
    for _ in range(2):
        assert remembered("probe", b"switched off", dict, counted, root=None) == {"answer": 1}
    assert len(calls) == 4
    monkeypatch.delenv("SFBKIT_NO_CACHE")
    for _ in range(2):
        assert remembered("probe", b"switched on", dict, counted, root=None) == {"answer": 1}
    assert len(calls) == 5


def test_the_cache_keeps_the_newest_entries(tmp_path: Path) -> None:
    folder = tmp_path / "entries"
    folder.mkdir()
    store = cache_store.CacheStore(folder, b"k" * 32)
    now = time.time()
    for number in range(cache_store.KEEP_ENTRIES + 3):
        store.save(f"key{number}", "entry", number)
        os.utime(folder / f"key{number}.entry", (now - 1000 + number, now - 1000 + number))
    store.save("newest", "entry", "last")
    kept = sorted(path.name for path in folder.iterdir())
    assert len(kept) == cache_store.KEEP_ENTRIES
    assert "newest.entry" in kept and "key0.entry" not in kept and "key3.entry" not in kept
    assert f"key{cache_store.KEEP_ENTRIES + 2}.entry" in kept


_PROBE = (
    "import sys; sys.argv = ['sfbkit', *sys.argv[1:]]\n"
    "from sfbkit.cli.entry import main\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    "heavy = ('yaml', 'importlib.metadata', 'pydantic', 'click', 'dataclasses', 'inspect')\n"
    "print('loaded:', [name for name in heavy if name in sys.modules])"
)


@pytest.mark.parametrize("command", [["validate"], ["search", "kw:push"]], ids=["validate", "search"])
def test_a_warm_command_imports_no_yaml_or_metadata_reader_no_pydantic_no_click_no_dataclasses(
    tmp_path: Path, command: list[str]
) -> None:
    environment = {
        **os.environ,
        "SFBKIT_CACHE_DIR": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    environment.pop("SFBKIT_CONTENT", None)
    root = str(bundled_content_root())
    run = [sys.executable, "-c", _PROBE, command[0], "--content", root, *command[1:]]
    cold = subprocess.run(run, capture_output=True, text=True, check=True, env=environment, cwd=tmp_path)
    warm = subprocess.run(run, capture_output=True, text=True, check=True, env=environment, cwd=tmp_path)
    assert "'yaml'" in cold.stdout.splitlines()[-1]
    assert cold.stdout.splitlines()[:-1] == warm.stdout.splitlines()[:-1]
    assert warm.stdout.splitlines()[-1] == "loaded: []"


def test_code_that_cannot_be_identified_uses_no_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
    from sfbkit.kit.tree.tree_key import tree_key

    monkeypatch.setattr(cache_store, "_PACKAGE", tmp_path / "missing")
    monkeypatch.setattr(cache_store, "_FINGERPRINT", [])
    calls: list[int] = []

    def counted() -> dict[str, int]:
        calls.append(1)
        return {"answer": 1}

    for _ in range(2):
        assert remembered("probe", b"unidentified", dict, counted, root=None) == {"answer": 1}
    assert len(calls) == 2
    assert tree_key(bundled_content_root(), CONTENT) is None


@pytest.mark.parametrize("manifest", [True, False], ids=["manifest", "no-manifest"])
def test_no_memo_is_written_into_the_tree_being_read(tmp_path: Path, manifest: bool) -> None:
    import shutil

    tree = tmp_path / "tree"
    shutil.copytree(
        Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid", tree
    )
    if manifest:
        (tree / "sfbkit.yaml").write_text("game: super-fantasy-brawl\n")
    environment = {
        **os.environ,
        "SFBKIT_CACHE_DIR": str(tree / ".cache"),
        "XDG_STATE_HOME": str(tmp_path / "s"),
    }
    for command in (["validate"], ["search", "t:attack"]):
        run = [sys.executable, "-c", _PROBE, command[0], "--content", str(tree), *command[1:]]
        subprocess.run(run, capture_output=True, text=True, check=True, env=environment, cwd=tmp_path)
    assert not (tree / ".cache").exists()
