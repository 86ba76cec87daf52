"""The reference writer's command line: an option it does not know is a usage error, never a file name."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content import format_doc as dc_format_doc
from sfbkit.kit.content.format_doc import doc_main


def _generate() -> str:
    return "# reference\n"


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["--check", "--bogus"], ["one.md", "two.md"]])
def test_options_and_extra_paths_are_usage_errors(
    argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert doc_main(argv, "reference.md", "some.module", _generate) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "usage: python -m some.module [--check] [PATH]" in err
    assert list(tmp_path.iterdir()) == []


def test_a_path_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert doc_main(["out.md"], "reference.md", "some.module", _generate) == 0
    assert (tmp_path / "out.md").read_text(encoding="utf-8") == "# reference\n"
    assert doc_main(["--check", "out.md"], "reference.md", "some.module", _generate) == 0


def test_a_game_reference_refuses_help(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert dc_format_doc.main(["--help"]) == 2
    assert list(tmp_path.iterdir()) == []
