"""The cache under hostile trees and folders: every run, cold or warm, ends at once with the answer a run without it gives.

A run goes through the console script (``run_console``: the quick path, then click).
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sfbkit.kit.cache.cache_store import CACHE_ENV, MAGIC, STATE_ENV, CacheStore
from sfbkit.kit.io.yaml_source import MAX_FILE_BYTES
from tests.hardening.helpers import copy_bundled, run_console, snapshot
from tests.hypothesis_budget import examples


def run(args: list[str], cache: Path | str, state: Path) -> tuple[int, str, str]:
    """Runs the console script with the cache at ``cache`` and returns its exit code, stdout and stderr."""
    return run_console(args, {CACHE_ENV: str(cache), STATE_ENV: str(state)})


@pytest.fixture(scope="module")
def bundled_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the bundled Super Fantasy Brawl content, copied again by each test that changes it."""
    return copy_bundled(tmp_path_factory.mktemp("bundled") / "content")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zero_device(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _over_the_cap(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)


HOSTILE_FILES: dict[str, Callable[[Path], None]] = {
    "fifo": _fifo,
    "zero device": _zero_device,
    "over the cap": _over_the_cap,
}


@pytest.mark.parametrize("folder", ["champions", "matches"])
@pytest.mark.parametrize("kind", sorted(HOSTILE_FILES))
def test_a_file_no_listing_reads_whole_ends_at_once_cold_and_warm(
    tmp_path: Path, bundled_copy: Path, folder: str, kind: str
) -> None:
    tree = Path(shutil.copytree(bundled_copy, tmp_path / "tree"))
    (tree / folder).mkdir(exist_ok=True)
    HOSTILE_FILES[kind](tree / folder / "hostile.yaml")
    args = ["validate", "--content", str(tree), "--format", "json"]
    uncached = run(args, "off", tmp_path / "state")
    assert uncached[0] in (0, 1)
    for _ in ("cold", "warm"):
        assert run(args, tmp_path / "cache", tmp_path / "state") == uncached


def _garbage(path: Path) -> None:
    path.write_bytes(os.urandom(512))


def _truncated(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


def _replaced_by_fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


DAMAGE: dict[str, Callable[[Path], None]] = {
    "garbage": _garbage,
    "truncated": _truncated,
    "folder": _folder,
    "fifo": _replaced_by_fifo,
}

WARM_COMMANDS = [
    ["validate", "--format", "json"],
    ["search", "kw:push"],
    ["show", "pip"],
]


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_cache_entry_is_rebuilt_and_the_answer_unchanged(
    tmp_path: Path, bundled_copy: Path, damage: str
) -> None:
    commands = [[command[0], "--content", str(bundled_copy), *command[1:]] for command in WARM_COMMANDS]
    cache, state = tmp_path / "cache", tmp_path / "state"
    expected = [run(args, "off", state) for args in commands]
    assert all(code == 0 for code, _, _ in expected)
    for args in commands:
        run(args, cache, state)
    entries = sorted(cache.iterdir())
    assert entries
    for entry in entries:
        DAMAGE[damage](entry)
    for _ in ("first", "again"):
        assert [run(args, cache, state) for args in commands] == expected
    if damage in ("garbage", "truncated"):  # a damaged entry is written again
        store = CacheStore(cache, (state / "sfbkit" / "cache.key").read_bytes())
        for entry in entries:
            key, _, name = entry.name.partition(".")
            assert store.load(key, name) is not None, entry.name


@pytest.mark.parametrize("damage", ["fifo", "folder"])
def test_a_key_file_that_is_no_regular_file_turns_the_cache_off(
    tmp_path: Path, bundled_copy: Path, damage: str
) -> None:
    args = ["validate", "--content", str(bundled_copy)]
    cache, state = tmp_path / "cache", tmp_path / "state"
    expected = run(args, "off", state)
    run(args, cache, state)
    key = state / "sfbkit" / "cache.key"
    DAMAGE[damage](key)
    assert run(args, cache, state) == expected
    assert not key.is_file()  # what stands in the key's place is not replaced


_FOREIGN_NAMES = st.text(
    st.characters(codec="utf-8", exclude_characters="/\0"), min_size=1, max_size=40
).filter(lambda name: name not in (".", ".."))


@settings(
    max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    names=st.lists(_FOREIGN_NAMES, min_size=1, max_size=40, unique=True),
    content=st.binary(max_size=64).filter(lambda data: not data.startswith(MAGIC)),
)
def test_a_folder_holding_other_files_is_neither_written_nor_pruned(
    tmp_path_factory: pytest.TempPathFactory, names: list[str], content: bytes
) -> None:
    folder = tmp_path_factory.mktemp("foreign")
    folder.chmod(0o700)
    old = time.time() - 86400
    for name in names:
        (folder / name).write_bytes(content)
        os.utime(folder / name, (old, old))
    before = snapshot(folder)
    store = CacheStore(folder, b"k" * 32)
    for number in range(3):
        store.save(f"{number:064x}", "entry", number)
    assert snapshot(folder) == before


def test_a_cache_folder_of_other_files_is_left_as_it_was(tmp_path: Path, bundled_copy: Path) -> None:
    folder = tmp_path / "etc"
    folder.mkdir(mode=0o700)
    old = time.time() - 86400
    for number in range(40):
        (folder / f"setting-{number}.conf").write_text(f"value = {number}\n", encoding="utf-8")
        os.utime(folder / f"setting-{number}.conf", (old, old))
    before = snapshot(folder)
    for command in WARM_COMMANDS:
        code, _, _ = run(
            [command[0], "--content", str(bundled_copy), *command[1:]], folder, tmp_path / "state"
        )
        assert code == 0
    assert snapshot(folder) == before
