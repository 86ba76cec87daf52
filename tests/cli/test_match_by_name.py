"""A bundled match script can be run by its name from any directory."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli


def test_a_bare_name_runs_the_bundled_script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["match", "keyword-push"])
    assert result.exit_code == 0, result.output
    assert "matches/keyword-push.yaml: ok:" in result.stderr


def test_an_unknown_name_is_a_located_failure_not_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["match", "no-such-script"])
    assert result.exit_code == 1
    assert "no-such-script" in result.stderr
    assert "Traceback" not in result.output
