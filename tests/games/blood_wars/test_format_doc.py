"""docs/blood-wars/content-format.md is generated from the models, its examples are valid, its codes complete."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.blood_wars.content.deck_checks import CAP_CODES
from sfbkit.games.blood_wars.content.deck_table import TABLE_ROWS
from sfbkit.games.blood_wars.content.format_doc import EXAMPLES, content_format_markdown, main
from sfbkit.games.blood_wars.content.kinds import ALL_KINDS
from sfbkit.games.blood_wars.content.problem_codes import BW_PROBLEM_CODES, REUSED_CODES
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.io.yaml_source import read_yaml

DOC = Path(__file__).resolve().parents[3] / "docs" / "blood-wars" / "content-format.md"


def test_checked_in_doc_is_up_to_date() -> None:
    assert DOC.read_text(encoding="utf-8") == content_format_markdown(), (
        "run 'python -m sfbkit.games.blood_wars.content.format_doc'"
    )


@pytest.mark.parametrize("kind", ALL_KINDS, ids=lambda kind: kind.name)
def test_each_kind_has_a_valid_example(kind: FileKind) -> None:
    document = read_yaml(EXAMPLES[kind.name].encode())
    assert document.issues == []
    kind.model.model_validate(document.data)


def test_every_code_is_documented_and_every_row_has_its_count_code() -> None:
    text = content_format_markdown()
    for code in [*BW_PROBLEM_CODES, *REUSED_CODES]:
        assert f"| `{code}` |" in text
    for row in TABLE_ROWS:
        assert CAP_CODES.get(row, f"count:{row}") in BW_PROBLEM_CODES
    assert {"unknown-card", "copies", "deck-size", "needs-challenge", "cancel-timing"} <= set(
        BW_PROBLEM_CODES
    )


def test_check_mode_reports_a_stale_doc(tmp_path: Path) -> None:
    target = tmp_path / "content-format.md"
    assert main([str(target), "--check"]) == 1
    assert main([str(target)]) == 0
    assert main([str(target), "--check"]) == 0
