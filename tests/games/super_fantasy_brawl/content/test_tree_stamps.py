"""The tree key remembered under the files' stamps: found without reading a file, and never stale."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
from sfbkit.kit.cache import file_stamp
from sfbkit.kit.cache.cache_store import CACHE_ENV, open_store
from sfbkit.kit.cache.file_stamp import RECENT_NS
from sfbkit.kit.tree import tree_key as tree_key_module
from sfbkit.kit.tree.library_cache import cached_library
from sfbkit.kit.tree.tree_key import STAMPED_ENTRY, tree_key

DECK = Path("cards") / "ironhide.yaml"


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Trusts the stamp of a file changed a moment ago (the test's files are all new)."""
    monkeypatch.setattr(file_stamp, "RECENT_NS", 0)


def _content_key(tree: Path, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """Returns the key of the tree's bytes as read, with no cache to remember it in."""
    with monkeypatch.context() as patch:
        patch.setenv(CACHE_ENV, "off")
        return tree_key(tree, CONTENT)


def _remembered(tree: Path) -> list[Path]:
    store = open_store(tree)
    assert store is not None
    return sorted(store.folder.glob(f"*.{STAMPED_ENTRY}"))


def _next_tick(path: Path) -> None:
    """Waits until a change to ``path`` would get another change time than its last one."""
    before = path.stat().st_ctime_ns
    time.sleep(0.05)
    probe = path.with_name(".tick")
    probe.write_bytes(b"")
    assert probe.stat().st_ctime_ns != before
    probe.unlink()


def _same_size_edit(text: str) -> str:
    edited = text.replace("Shield Bash", "Shield Cash")
    assert edited != text and len(edited) == len(text)
    return edited


def _read_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: str, limit: int) -> bytes:
        raise AssertionError(f"{path} was read")

    monkeypatch.setattr(tree_key_module, "key_part", refuse)


@pytest.mark.usefixtures("settled")
def test_an_unchanged_tree_is_keyed_without_reading_a_file(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = tree_key(tree, CONTENT)
    assert first is not None and first == _content_key(tree, monkeypatch)
    assert len(_remembered(tree)) == 1
    _read_nothing(monkeypatch)
    assert tree_key(tree, CONTENT) == first


@pytest.mark.usefixtures("settled")
def test_a_same_size_edit_that_restores_the_modification_time_is_seen(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Bash"
    before = tree_key(tree, CONTENT)
    deck = tree / DECK
    info = deck.stat()
    _next_tick(deck)
    deck.write_text(_same_size_edit(deck.read_text(encoding="utf-8")), encoding="utf-8")
    os.utime(deck, ns=(info.st_atime_ns, info.st_mtime_ns))
    after = deck.stat()
    assert (after.st_ino, after.st_size, after.st_mtime_ns) == (info.st_ino, info.st_size, info.st_mtime_ns)
    assert tree_key(tree, CONTENT) != before
    assert tree_key(tree, CONTENT) == _content_key(tree, monkeypatch)
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Cash"


def _edited_copy(tree: Path, target: Path) -> Path:
    """Returns a copy of the tree, times kept, whose deck has a same-size edit with the old modification time."""
    edited = Path(shutil.copytree(tree, target, copy_function=shutil.copy2))
    (edited / DECK).write_text(_same_size_edit((edited / DECK).read_text(encoding="utf-8")), encoding="utf-8")
    shutil.copystat(tree / DECK, edited / DECK)
    return edited


@pytest.mark.usefixtures("settled")
def test_a_file_copied_over_with_its_times_kept_is_seen(tree: Path, tmp_path: Path) -> None:
    edited = _edited_copy(tree, tmp_path / "edited")
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Bash"
    before = tree_key(tree, CONTENT)
    _next_tick(tree / DECK)
    shutil.copy2(edited / DECK, tree / DECK)  # cp -p over the file: same inode, size and modification time
    assert tree_key(tree, CONTENT) != before
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Cash"


@pytest.mark.usefixtures("settled")
def test_a_tree_replaced_by_a_copy_that_keeps_times_is_not_answered_from_the_old_one(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    edited = _edited_copy(tree, tmp_path / "edited")
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Bash"
    before = tree_key(tree, CONTENT)
    tree.rename(tmp_path / "old")
    shutil.copytree(edited, tree, copy_function=shutil.copy2)  # cp -rp: every size and modification time kept
    assert tree_key(tree, CONTENT) != before
    assert tree_key(tree, CONTENT) == _content_key(tree, monkeypatch)
    assert cached_library(tree, CONTENT).cards["ironhide-shield-bash"].name == "Shield Cash"


def test_a_file_changed_a_moment_ago_is_read_and_nothing_remembered(tree: Path) -> None:
    assert tree_key(tree, CONTENT) is not None
    assert _remembered(tree) == []


@pytest.mark.usefixtures("settled")
def test_a_fifo_in_the_tree_is_never_opened_cold_or_warm(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    os.mkfifo(tree / "champions" / "pipe.yaml")
    first = tree_key(tree, CONTENT)
    assert first is not None and _remembered(tree)
    _read_nothing(monkeypatch)
    assert tree_key(tree, CONTENT) == first


def _status(*, ino: int = 7, mtime_ns: int, ctime_ns: int) -> os.stat_result:
    fields = (0o100644, ino, 1, 1, 0, 0, 10, 0, mtime_ns // 10**9, ctime_ns // 10**9)
    return os.stat_result(fields, {"st_mtime_ns": mtime_ns, "st_ctime_ns": ctime_ns})


def test_a_stamp_is_refused_when_a_time_is_recent_in_the_future_or_unknown() -> None:
    now = 10**18
    old = now - 10 * RECENT_NS
    assert file_stamp.file_stamp(_status(mtime_ns=old, ctime_ns=old + 1), now) is not None
    assert file_stamp.file_stamp(_status(mtime_ns=old, ctime_ns=now - RECENT_NS // 2), now) is None
    assert file_stamp.file_stamp(_status(mtime_ns=now - RECENT_NS // 2, ctime_ns=old), now) is None
    assert file_stamp.file_stamp(_status(mtime_ns=old, ctime_ns=now + RECENT_NS), now) is None
    assert file_stamp.file_stamp(_status(mtime_ns=old, ctime_ns=0), now) is None
    assert file_stamp.file_stamp(_status(ino=0, mtime_ns=old, ctime_ns=old), now) is None


def test_a_stamp_holds_the_change_time_and_the_inode() -> None:
    now = 10**18
    old = now - 10 * RECENT_NS
    stamp = file_stamp.file_stamp(_status(mtime_ns=old, ctime_ns=old), now)
    assert stamp != file_stamp.file_stamp(_status(mtime_ns=old, ctime_ns=old + 1), now)
    assert stamp != file_stamp.file_stamp(_status(ino=8, mtime_ns=old, ctime_ns=old), now)
