"""``sfbkit diff``: champions, cards and challenges changed between git revisions, with rules text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.workflow.scaffold import render_scaffold, write_scaffold
from tests.workflow.git_repo import commit_all, content_repo, edit


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A content repo with two commits: the valid tree, then a stronger Shield Bash and a new champion."""
    root = content_repo(tmp_path / "repo")
    edit(root / "cards" / "ironhide.yaml", "    strength: 4\n", "    strength: 5\n")
    write_scaffold(render_scaffold(root, "sir-bonk"))
    commit_all(root, "second")
    monkeypatch.chdir(root)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    return root


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, ["diff", "--content", ".", *args])


def test_text_lists_each_change_with_values_and_rules_text(repo: Path) -> None:
    result = run("HEAD~1", "HEAD")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "HEAD~1 -> HEAD: 1 champion added, 6 cards added, 1 card changed"
    start = lines.index("changed card ironhide-shield-bash (Shield Bash, ironhide)")
    assert lines[start + 1 : start + 6] == [
        "  strength: 4 -> 5",
        "  - Attack · Destruction · Move 1 · Melee · Strength 4",
        "  + Attack · Destruction · Move 1 · Melee · Strength 5",
        "    On hit: Poison 1.",
        "    Post-attack: Push 1.",
    ]
    assert "added champion sir-bonk (Sir Bonk)" in lines
    assert "added card sir-bonk-opening-jab (Opening Jab, sir-bonk)" in lines


def test_json_and_markdown(repo: Path) -> None:
    document = json.loads(run("HEAD~1", "HEAD", "--format", "json").output)
    changed = [change for change in document["changes"] if change["status"] == "changed"]
    assert changed == [
        {
            "kind": "card",
            "id": "ironhide-shield-bash",
            "status": "changed",
            "name": "Shield Bash",
            "owner": "ironhide",
            "fields": [{"path": "strength", "before": 4, "after": 5}],
            "before": [
                "Attack · Destruction · Move 1 · Melee · Strength 4",
                "On hit: Poison 1.",
                "Post-attack: Push 1.",
            ],
            "after": [
                "Attack · Destruction · Move 1 · Melee · Strength 5",
                "On hit: Poison 1.",
                "Post-attack: Push 1.",
            ],
        }
    ]
    assert [c["kind"] for c in document["changes"]].count("card") == 7
    markdown = run("HEAD~1", "HEAD", "--format", "markdown").output
    assert markdown.startswith("## Content changes: `HEAD~1` → `HEAD`\n\n**1 champion added, 6 cards added")
    assert "### Changed card `ironhide-shield-bash`: Shield Bash (ironhide)" in markdown
    assert "| `strength` | 4 | 5 |" in markdown
    assert "```diff\n- Attack · Destruction · Move 1 · Melee · Strength 4\n+ Attack" in markdown


def test_without_a_second_revision_the_work_tree_is_compared(repo: Path) -> None:
    assert run("HEAD").output == "HEAD -> work tree: no champion, card or challenge changed\n"
    (repo / "champions" / "sir-bonk.yaml").unlink()
    (repo / "cards" / "sir-bonk.yaml").unlink()
    assert run("HEAD").output.splitlines()[0] == "HEAD -> work tree: 1 champion removed, 6 cards removed"


def test_a_file_that_does_not_validate_is_reported_not_shown_as_removed(repo: Path) -> None:
    edit(repo / "cards" / "sir-bonk.yaml", "champion: sir-bonk", "champion: [sir-bonk")
    result = run("HEAD")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "HEAD -> work tree: no champion, card or challenge changed"
    assert "files that do not validate (left out of the comparison):" in lines
    assert any(line.startswith("work tree:cards/sir-bonk.yaml:") for line in lines)


def test_a_reordered_file_is_no_change(repo: Path) -> None:
    edit(
        repo / "cards" / "ironhide.yaml",
        "    name: Shield Bash\n    type: attack\n",
        "    type: attack\n    name: Shield Bash\n",
    )
    assert "no champion, card or challenge changed" in run("HEAD").output


def test_an_unknown_revision_or_no_repository_is_a_usage_error(repo: Path, tmp_path: Path) -> None:
    result = run("no-such-branch")
    assert result.exit_code == 2
    assert "unknown revision 'no-such-branch'" in result.output
    plain = tmp_path / "plain"
    plain.mkdir()
    result = CliRunner().invoke(cli, ["diff", "--content", str(plain), "HEAD"])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
    assert f"error: {plain} is not inside a git repository" in result.output


def test_a_repository_without_a_commit_says_to_commit_first(tmp_path: Path) -> None:
    root = tmp_path / "fresh"
    assert CliRunner().invoke(cli, ["init", str(root)]).exit_code == 0
    result = CliRunner().invoke(cli, ["diff", "--content", str(root), "main"])
    assert result.exit_code == 2 and result.output.count("\n") == 1
    assert "has no commit yet; commit the content first" in result.output
