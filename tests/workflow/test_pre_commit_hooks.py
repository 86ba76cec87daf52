"""The pre-commit hooks of .pre-commit-hooks.yaml, run by ``pre-commit try-repo`` on a content repo."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.kinds import kind_of
from sfbkit.kit.content.formatter import format_text
from sfbkit.kit.io.yaml_source import read_yaml
from tests.workflow.git_repo import content_repo, edit

SFBKIT_REPO = Path(__file__).resolve().parents[2]
HOOK_IDS = ("sfbkit-validate", "sfbkit-fmt", "sfbkit-test")


def test_the_manifest_declares_the_hooks() -> None:
    hooks = read_yaml((SFBKIT_REPO / ".pre-commit-hooks.yaml").read_bytes()).data
    by_id = {hook["id"]: hook for hook in hooks}
    assert tuple(by_id) == HOOK_IDS
    assert by_id["sfbkit-validate"]["pass_filenames"] is False
    assert by_id["sfbkit-validate"]["entry"] == "sfbkit validate --content ."
    assert by_id["sfbkit-fmt"]["entry"] == "sfbkit fmt"
    assert by_id["sfbkit-test"]["entry"] == "sfbkit test"
    assert all(hook["language"] == "python" for hook in hooks)


@pytest.mark.slow
@pytest.mark.skipif(not (SFBKIT_REPO / ".git").exists(), reason="needs the sfbkit git checkout")
def test_try_repo_runs_both_hooks_on_a_content_repo(tmp_path: Path) -> None:
    repo = content_repo(tmp_path / "content")
    edit(repo / "champions" / "ironhide.yaml", "\nname: Ironhide\n", "\nnmae: Ironhide\n")
    environment = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home")}
    environment.pop("SFBKIT_CONTENT", None)
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(SFBKIT_REPO), "--all-files", "--color", "never"],
        cwd=repo,
        env=environment,
        capture_output=True,
        text=True,
        timeout=540,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "sfbkit fmt" in output and "files were modified by this hook" in output
    assert "cards/ironhide.yaml: reformatted" in output
    assert "sfbkit validate" in output
    assert "champions/ironhide.yaml:2:1: error[unknown-key]: nmae: unknown key 'nmae'" in output
    for path in sorted(repo.glob("*/*.yaml")):
        raw = path.read_bytes()
        assert format_text(raw, kind_of(path)).encode() == raw, f"{path.name} was not formatted"
