"""What ``sfbkit init`` sets up around the content: a git repository, an install line users can point, the next step."""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit import __version__
from sfbkit.cli.init import REQUIREMENT_VARIABLE
from sfbkit.cli.main import cli
from sfbkit.kit.io.yaml_source import read_yaml
from tests.workflow.git_repo import commit_all, content_repo, edit, git

REQUIREMENT = f"sfbkit=={__version__}"


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


@pytest.fixture
def outside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working folder outside any git repository."""
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    for name in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    assert (
        subprocess.run(["git", "rev-parse"], cwd=tmp_path, capture_output=True, check=False).returncode != 0
    )
    return tmp_path


@pytest.mark.parametrize("game", ["super-fantasy-brawl", "dungeon-command"])
def test_the_install_line_is_a_variable_holding_the_exact_requirement(outside: Path, game: str) -> None:
    assert run("init", "--game", game, "repo").exit_code == 0
    repo = outside / "repo"
    workflow = read_yaml((repo / ".github" / "workflows" / "content.yml").read_bytes()).data
    assert workflow["env"][REQUIREMENT_VARIABLE] == (
        f"${{{{ vars.{REQUIREMENT_VARIABLE} || '{REQUIREMENT}' }}}}"
    )
    runs = [step["run"] for step in workflow["jobs"]["check"]["steps"] if "run" in step]
    assert f'pip install "${REQUIREMENT_VARIABLE}"' in runs
    assert not any(line.startswith("pip install sfbkit") for line in runs)
    hooks = (repo / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    assert f'pip install "${{{REQUIREMENT_VARIABLE}:-{REQUIREMENT}}}"' in hooks
    assert "pip install sfbkit" not in hooks
    readme = (repo / "README.md").read_text(encoding="utf-8")
    assert "## Installing sfbkit" in readme and f"`{REQUIREMENT}`" in readme
    line = f'pip install "${{{REQUIREMENT_VARIABLE}:-{REQUIREMENT}}}"'
    assert line in readme
    for variable, expected in (
        (None, REQUIREMENT),
        ("sfbkit @ file:///opt/sfbkit", "sfbkit @ file:///opt/sfbkit"),
    ):
        environment = {REQUIREMENT_VARIABLE: variable} if variable else {}
        shown = subprocess.run(
            ["sh", "-c", line.replace("pip install", "printf %s"), "sh"],
            env=environment,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert shown == expected


def test_init_starts_a_git_repository_and_names_the_folder_to_cd_into(outside: Path) -> None:
    result = run("init", "my content")
    assert result.exit_code == 0, result.output
    repo = outside / "my content"
    assert (repo / ".git").is_dir()
    assert git(repo, "symbolic-ref", "--short", "HEAD").strip() == "main"
    assert "and a git repository (branch main)" in result.output
    next_step = result.output.rstrip().split("; next: ")[1]
    assert next_step == "cd 'my content' && sfbkit new champion sir-bonk"
    words = shlex.split(next_step.split(" && ")[0])
    assert Path(words[1]).resolve() == repo.resolve()


def test_init_here_names_no_folder(outside: Path) -> None:
    result = run("init")
    assert result.exit_code == 0, result.output
    assert result.output.rstrip().endswith("; next: sfbkit new champion sir-bonk")


def test_init_inside_a_repository_starts_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    outer = content_repo(tmp_path / "outer")
    result = run("init", str(outer / "sub"))
    assert result.exit_code == 0, result.output
    assert not (outer / "sub" / ".git").exists()
    assert "git repository" not in result.output


def test_diff_main_works_in_a_repository_from_init_as_designing_md_says(outside: Path) -> None:
    assert run("init", "repo").exit_code == 0
    repo = outside / "repo"
    assert run("new", "champion", "sir-bonk", "--content", str(repo)).exit_code == 0
    commit_all(repo, "first")
    edit(repo / "cards" / "sir-bonk.yaml", "strength: 3", "strength: 4")
    result = run("diff", "main", "--content", str(repo))
    assert result.exit_code == 0, result.output
    assert result.output.startswith("main -> work tree: 1 card changed")


def test_without_git_init_writes_the_repository_and_starts_no_git(
    outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = outside / "no-programs"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    result = run("init", "repo")
    assert result.exit_code == 0, result.output
    assert (outside / "repo" / "sfbkit.yaml").is_file()
    assert not (outside / "repo" / ".git").exists()
    assert "git repository" not in result.output
