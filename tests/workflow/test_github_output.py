"""The sample content repo with problems: exact GitHub annotations and step summary, and ``--since`` marks."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from tests.workflow.git_repo import commit_all, content_repo, edit, git

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
REPO = FIXTURES / "content-repo-with-problems"
EXPECTED = FIXTURES / "content-repo-with-problems-expected"


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, ["validate", "--content", ".", *args])


@pytest.fixture
def in_repo(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The sample repo as the working directory, with the step summary going to a temporary file."""
    monkeypatch.chdir(REPO)
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    return summary


def test_github_lines_are_exact(in_repo: Path) -> None:
    result = run("--format", "github")
    assert result.exit_code == 1
    assert result.output == (EXPECTED / "annotations.txt").read_text(encoding="utf-8")
    lines = result.output.splitlines()
    assert sum(line.startswith("::error ") for line in lines) == 10
    assert lines[-1] == (
        "::notice title=sfbkit validate::6 files, 12 problems "
        "(the first 10 are annotated; the step summary lists all)"
    )


def test_the_step_summary_lists_every_problem(in_repo: Path) -> None:
    run("--format", "github")
    summary = in_repo.read_text(encoding="utf-8")
    assert summary == (EXPECTED / "step-summary.md").read_text(encoding="utf-8")
    assert summary.count("\n| ") == 2 + 12
    assert (
        "| rulesets/standard.yaml | 6 | 12 | wrong-type | `hand_size` | expected an integer, got 'many' |"
        in summary
    )


def test_without_the_variable_no_summary_is_written(in_repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_STEP_SUMMARY")
    assert run("--format", "github").exit_code == 1
    assert not in_repo.exists()


@pytest.fixture
def changed_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A git copy of the sample repo whose trap supply gained one more problem after the first commit."""
    root = tmp_path / "repo"
    shutil.copytree(REPO, root)
    git(root, "init", "-q", "-b", "main")
    commit_all(root, "first")
    edit(root / "cards" / "traps.yaml", "effect: stun, count: 2}", "effect: stun, count: 0}")
    monkeypatch.chdir(root)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(tmp_path / "summary.md"))
    return root


def test_since_puts_new_problems_first_and_marks_the_rest(changed_repo: Path) -> None:
    result = run("--since", "HEAD")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == "cards/traps.yaml:2:49: error[bad-value]: tokens[0].count: expected at least 1, got 0"
    # the same file's older problem stays old: only the problem itself, not its file, decides
    assert lines[1] == (
        "cards/challenges.yaml:5:17: error[bad-value]: challenges[0].condition.controls: "
        "expected 'red', 'yellow' or 'blue', got 'purple' (already there at HEAD)"
    )
    assert (
        "cards/traps.yaml:3:49: error[bad-value]: tokens[1].count: expected at least 1, got -2 (already there at HEAD)"
        in lines
    )
    assert all(line.endswith("(already there at HEAD)") for line in lines[1:-1])
    assert lines[-1] == "6 files, 13 problems (1 new since HEAD, 12 already there)"


def test_since_counts_a_problem_in_an_unchanged_file_as_new(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = content_repo(tmp_path / "repo")
    champion = next((root / "champions").glob("*.yaml"))
    champion.unlink()
    monkeypatch.chdir(root)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    lines = run("--since", "HEAD").output.splitlines()
    deck = f"cards/{champion.name}:"
    reported = [line for line in lines if line.startswith(deck)]
    assert reported, lines
    assert not any(line.endswith("(already there at HEAD)") for line in reported)


def test_since_in_json_and_github(changed_repo: Path, tmp_path: Path) -> None:
    document = json.loads(run("--since", "HEAD", "--format", "json").output)
    assert [record["changed"] for record in document["problems"]] == [True] + [False] * 12
    assert document["summary"]["since"] == "HEAD"
    assert (document["summary"]["changed_problems"], document["summary"]["existing_problems"]) == (1, 12)
    lines = run("--since", "HEAD", "--format", "github").output.splitlines()
    assert [line.split(" ")[0] for line in lines] == ["::error"] + ["::warning"] * 10 + ["::notice"]
    assert lines[0].startswith("::error file=cards/traps.yaml,line=2,col=49,title=sfbkit bad-value::")
    assert lines[-1] == (
        "::notice title=sfbkit validate::6 files, 13 problems (1 new since HEAD, 12 already there); "
        "the first 10 of each are annotated, the step summary lists all"
    )
    summary = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert "6 files, 13 problems (1 new since HEAD, 12 already there)\n" in summary
    assert (
        "| cards/traps.yaml | 2 | 49 | bad-value | `tokens[0].count` | expected at least 1, got 0 |"
        in summary
    )


def test_since_counts_a_new_file_as_changed(changed_repo: Path) -> None:
    (changed_repo / "rulesets" / "extra.yaml").write_text(
        "id: extra\nname: Extra\nplayers: two\n", encoding="utf-8"
    )
    lines = run("--since", "HEAD").output.splitlines()
    assert any(line.startswith("rulesets/extra.yaml:") and "already there" not in line for line in lines)


def test_since_with_an_unknown_revision_is_a_usage_error(changed_repo: Path) -> None:
    result = run("--since", "nowhere")
    assert result.exit_code == 2
    assert "unknown revision 'nowhere'" in result.output


def test_since_without_problems_prints_the_plain_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.workflow.git_repo import content_repo

    root = content_repo(tmp_path / "valid")
    monkeypatch.chdir(root)
    result = run("--since", "HEAD")
    assert result.exit_code == 0
    assert result.output.startswith("6 files, 0 problems: ")
