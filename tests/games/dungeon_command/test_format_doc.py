"""docs/dungeon-command/content-format.md is generated from the models, and its examples are valid content."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content.format_doc import EXAMPLES, content_format_markdown, main
from sfbkit.games.dungeon_command.content.kinds import ALL_KINDS
from sfbkit.games.dungeon_command.content.problem_codes import DC_PROBLEM_CODES, REUSED_CODES
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.io.yaml_source import read_yaml

DOC = Path(__file__).resolve().parents[3] / "docs" / "dungeon-command" / "content-format.md"


def test_checked_in_doc_is_up_to_date() -> None:
    assert DOC.read_text(encoding="utf-8") == content_format_markdown(), (
        "run 'python -m sfbkit.games.dungeon_command.content.format_doc'"
    )


@pytest.mark.parametrize("kind", ALL_KINDS, ids=lambda kind: kind.name)
def test_each_kind_has_a_valid_example(kind: FileKind) -> None:
    document = read_yaml(EXAMPLES[kind.name].encode())
    assert document.issues == []
    kind.model.model_validate(document.data)


@pytest.mark.parametrize("kind", ALL_KINDS, ids=lambda kind: kind.name)
def test_every_top_level_field_of_each_kind_is_documented(kind: FileKind) -> None:
    section = content_format_markdown().split(f"### {kind.name}\n", 1)[1].split("\n### ", 1)[0]
    for name, field in kind.model.model_fields.items():
        assert f"| `{field.alias or name}` |" in section


def test_every_problem_code_and_the_steps_of_ten_are_documented() -> None:
    text = content_format_markdown()
    for code in [*DC_PROBLEM_CODES, *REUSED_CODES]:
        assert f"| `{code}` |" in text
    assert "| `hp` | integer (10–200), in steps of 10 |" in text


def test_check_mode_reports_a_stale_doc(tmp_path: Path) -> None:
    target = tmp_path / "content-format.md"
    assert main([str(target), "--check"]) == 1
    assert main([str(target)]) == 0
    assert main([str(target), "--check"]) == 0
