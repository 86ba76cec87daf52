"""Interrupted sheet, site, export and replay runs leave no half-written file: the output is absent or unchanged.

Failures are simulated mid-write: the disk fills after half the bytes, the
renderer raises part-way through, or the user presses Ctrl-C.
"""

from __future__ import annotations

import errno
import pathlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from tests.hardening.helpers import REPO, assert_no_crash, copy_bundled, invoke, snapshot

OLD = b"the previous output\n"


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_bundled(tmp_path_factory.mktemp("interrupted") / "content")


def fill_disk_halfway(monkeypatch: pytest.MonkeyPatch) -> None:
    """Makes every ``Path.write_bytes`` write half its data and then fail as a full disk does."""

    def half(self: Path, data: bytes) -> int:
        with self.open("wb") as handle:
            handle.write(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(pathlib.Path, "write_bytes", half)


def assert_full_disk_reported(result: Result) -> None:
    """Checks that a full disk ended the run with exit 1 and a one-line error, not a traceback."""
    assert_no_crash(result, (1,))
    assert result.stderr.splitlines()[-1].startswith("error: cannot write "), result.stderr
    assert "No space left on device" in result.stderr


def fail_on_call(number: int, real: Callable[..., Any], error: BaseException) -> Callable[..., Any]:
    """Returns a stand-in for ``real`` that works ``number - 1`` times and then raises ``error``."""
    calls = 0

    def stand_in(*args: Any, **kwargs: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls >= number:
            raise error
        return real(*args, **kwargs)

    return stand_in


@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
@pytest.mark.parametrize("output_format", ["html", "md", "txt"])
def test_a_card_sheet_interrupted_by_a_full_disk(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: bool, output_format: str
) -> None:
    out = tmp_path / "out" / f"sheet.{output_format}"
    out.parent.mkdir()
    if existing:
        out.write_bytes(OLD)
    before = snapshot(out.parent)
    fill_disk_halfway(monkeypatch)
    result = invoke("sheet", "--content", str(content), "--all", "--format", output_format, "--out", str(out))
    assert_full_disk_reported(result)
    assert snapshot(out.parent) == before


@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
def test_a_pdf_sheet_whose_renderer_fails_writes_nothing(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: bool
) -> None:
    from sfbkit.games.super_fantasy_brawl.render.sheets import sheet_pdf

    out = tmp_path / "out" / "sheet.pdf"
    out.parent.mkdir()
    if existing:
        out.write_bytes(OLD)
    before = snapshot(out.parent)
    monkeypatch.setattr(
        "sfbkit.games.super_fantasy_brawl.render.sheet_request.sheet_pdf",
        fail_on_call(1, sheet_pdf, RuntimeError("renderer")),
    )
    result = invoke("sheet", "--content", str(content), "pip", "--format", "pdf", "--out", str(out))
    assert isinstance(result.exception, RuntimeError)
    assert snapshot(out.parent) == before


@pytest.mark.parametrize("error", [RuntimeError("renderer"), KeyboardInterrupt()], ids=["error", "ctrl-c"])
@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
def test_a_site_interrupted_part_way_leaves_no_half_site(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: bool, error: BaseException
) -> None:
    from sfbkit.games.super_fantasy_brawl.render.site import SiteBuilder

    parent = tmp_path / "out"
    parent.mkdir()
    out = parent / "site"
    if existing:
        assert invoke("site", "--content", str(content), str(out)).exit_code == 0
    before = snapshot(parent)
    monkeypatch.setattr(SiteBuilder, "card_page", fail_on_call(10, SiteBuilder.card_page, error))
    result = invoke("site", "--content", str(content), str(out))
    assert result.exit_code != 0
    assert snapshot(parent) == before


@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
@pytest.mark.parametrize("output_format", ["json", "csv"])
def test_a_text_export_interrupted_by_a_full_disk(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: bool, output_format: str
) -> None:
    out = tmp_path / "out" / f"cards.{output_format}"
    out.parent.mkdir()
    if existing:
        out.write_bytes(OLD)
    before = snapshot(out.parent)
    fill_disk_halfway(monkeypatch)
    result = invoke("export", "--content", str(content), "--format", output_format, str(out))
    assert_full_disk_reported(result)
    assert snapshot(out.parent) == before


@pytest.mark.parametrize("error", [RuntimeError("insert"), KeyboardInterrupt()], ids=["error", "ctrl-c"])
@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
def test_a_sqlite_export_interrupted_mid_fill(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: bool, error: BaseException
) -> None:
    import sfbkit.games.super_fantasy_brawl.db.export_sqlite

    out = tmp_path / "out" / "cards.sqlite"
    out.parent.mkdir()
    if existing:
        out.write_bytes(OLD)
    before = snapshot(out.parent)
    real = sfbkit.games.super_fantasy_brawl.db.export_sqlite.fill_database

    def fill_then_fail(connection: Any, library: Any) -> None:
        real(connection, library)
        connection.commit()
        raise error

    monkeypatch.setattr(sfbkit.games.super_fantasy_brawl.db.export_sqlite, "fill_database", fill_then_fail)
    result = invoke("export", "--content", str(content), "--format", "sqlite", str(out))
    assert result.exit_code != 0
    assert snapshot(out.parent) == before


@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
def test_a_match_replay_and_log_interrupted_mid_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: bool
) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    if existing:
        (folder / "replay.html").write_bytes(OLD)
        (folder / "log.jsonl").write_bytes(OLD)
    before = snapshot(folder)
    fill_disk_halfway(monkeypatch)
    result = invoke(
        "match",
        str(REPO / "matches" / "keyword-push.yaml"),
        "--log",
        "jsonl",
        "--out",
        str(folder / "log.jsonl"),
        "--html",
        str(folder / "replay.html"),
    )
    assert_full_disk_reported(result)
    assert snapshot(folder) == before


@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
def test_a_sqlite_export_on_a_full_disk_is_one_line(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: bool
) -> None:
    import sqlite3

    out = tmp_path / "out" / "cards.sqlite"
    out.parent.mkdir()
    if existing:
        out.write_bytes(OLD)
    before = snapshot(out.parent)
    real = sqlite3.connect

    def connect_to_a_full_disk(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        connection = real(*args, **kwargs)
        connection.execute("PRAGMA max_page_count = 4")  # SQLite reports SQLITE_FULL, as on a full disk
        return connection

    monkeypatch.setattr(sqlite3, "connect", connect_to_a_full_disk)
    result = invoke("export", "--content", str(content), "--format", "sqlite", str(out))
    assert_no_crash(result, (1,))
    assert result.stderr.splitlines() == [f"error: cannot write {out}: database or disk is full"], (
        result.stderr
    )
    assert snapshot(out.parent) == before


@pytest.mark.parametrize("failing", [1, 2], ids=["champion-file", "deck-file"])
def test_a_new_champion_on_a_full_disk_writes_neither_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: int
) -> None:
    tree = copy_bundled(tmp_path / "content")
    before = snapshot(tree)
    real = pathlib.Path.write_bytes
    calls = 0

    def full_on_call(self: Path, data: bytes) -> int:
        nonlocal calls
        calls += 1
        if calls < failing:
            return real(self, data)
        with self.open("wb") as handle:
            handle.write(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(pathlib.Path, "write_bytes", full_on_call)
    result = invoke("new", "champion", "sir-bonk", "--content", str(tree))
    assert_full_disk_reported(result)
    assert len(result.stderr.splitlines()) == 1, result.stderr
    assert calls == failing
    after = snapshot(tree)
    assert sorted(after) == sorted(before)  # no file or folder added, the temporary ones included
    assert {k: v for k, v in after.items() if v[0] == "file"} == {
        k: v for k, v in before.items() if v[0] == "file"
    }
