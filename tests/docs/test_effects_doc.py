"""docs/effects.md is generated from the effect language, documents every operation and condition, and is current."""

from __future__ import annotations

import typing
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.abilities import Immunity, TriggerEvent
from sfbkit.games.super_fantasy_brawl.content.conditions import Condition
from sfbkit.games.super_fantasy_brawl.content.effects import Step
from sfbkit.games.super_fantasy_brawl.render import effects_doc
from sfbkit.games.super_fantasy_brawl.render.effects_doc import effects_markdown, main

DOC = Path(__file__).resolve().parents[2] / "docs" / "effects.md"


def test_checked_in_effects_doc_is_current() -> None:
    assert DOC.read_text(encoding="utf-8") == effects_markdown(), (
        "run 'python -m sfbkit.games.super_fantasy_brawl.render.effects_doc docs/effects.md'"
    )


def _section(text: str, heading: str) -> str:
    return text.split(f"\n{heading}\n", 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]


@pytest.mark.parametrize("op", Step.keyed_kinds.kinds)
def test_every_operation_is_documented_with_parameters_and_an_example(op: str) -> None:
    section = _section(effects_markdown(), f"### `{op}`")
    assert "```yaml" in section and "\n> " in section
    model = Step.keyed_kinds.kinds[op]
    params = model if op in ("if", "choose_one") else model.model_fields[op].annotation
    assert isinstance(params, type)
    for name, info in params.model_fields.items():
        assert f"| `{info.alias or name}` |" in section


@pytest.mark.parametrize("kind", Condition.keyed_kinds.kinds)
def test_every_condition_is_documented_with_an_example(kind: str) -> None:
    section = _section(effects_markdown(), f"### `{kind}`")
    assert "```yaml" in section and "\n> " in section


def test_abilities_are_documented() -> None:
    text = _section(effects_markdown(), "## Abilities")
    for event in typing.get_args(TriggerEvent):
        assert f"| `{event}` |" in effects_markdown()
    for immunity in typing.get_args(Immunity):
        assert f"`{immunity}`" in effects_markdown()
    assert "passive" in text


def test_an_operation_without_an_example_cannot_be_documented(monkeypatch: pytest.MonkeyPatch) -> None:
    examples = dict(effects_doc.STEP_EXAMPLES)
    del examples["push"]
    monkeypatch.setattr(effects_doc, "STEP_EXAMPLES", examples)
    with pytest.raises(ValueError, match="push"):
        effects_markdown()


def test_examples_show_generated_text() -> None:
    text = effects_markdown()
    assert "```yaml\n- push: {distance: 1, who: attacker}\n```\n\n> Push the attacker by 1.\n" in text
    assert "> at least 2 enemies are bloodied\n" in text


def test_check_mode_reports_a_stale_doc(tmp_path: Path) -> None:
    target = tmp_path / "effects.md"
    assert main([str(target), "--check"]) == 1
    assert main([str(target)]) == 0
    assert main([str(target), "--check"]) == 0
