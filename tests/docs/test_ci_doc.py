"""docs/ci.md shows exactly the pre-commit configuration and the CI workflow that ``sfbkit init`` writes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sfbkit.cli.init import repository_files
from sfbkit.kit.registry import get_game

CI_DOC = Path(__file__).resolve().parents[2] / "docs" / "ci.md"


def _first_yaml_block(section: str) -> str:
    text = CI_DOC.read_text(encoding="utf-8")
    body = text.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"^```yaml\n(.*?)^```$", body, re.DOTALL | re.MULTILINE)
    assert block is not None, section
    return block[1]


@pytest.mark.parametrize(
    ("section", "name"),
    [
        ("Pre-commit hooks", ".pre-commit-config.yaml"),
        ("CI for pull requests", ".github/workflows/content.yml"),
    ],
)
def test_the_doc_shows_the_file_init_writes(section: str, name: str) -> None:
    assert _first_yaml_block(section) == repository_files(get_game("super-fantasy-brawl"))[name]


def test_the_hook_table_names_each_hook_of_the_config() -> None:
    config = _first_yaml_block("Pre-commit hooks")
    text = CI_DOC.read_text(encoding="utf-8")
    table = text.split("\n## Pre-commit hooks\n", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `(sfbkit-[a-z]+)` \|", table, re.MULTILINE)
    assert rows == re.findall(r"- id: (sfbkit-[a-z]+)", config)
