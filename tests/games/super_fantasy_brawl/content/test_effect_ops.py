"""Every operation of the effect language has a handler, rules text in every language and a docs entry."""

from __future__ import annotations

import pytest
import yaml
from pydantic import TypeAdapter

from sfbkit.games.super_fantasy_brawl.content.effects import Step
from sfbkit.games.super_fantasy_brawl.effect_ops import effect_ops, missing_parts
from sfbkit.games.super_fantasy_brawl.render.effects_doc import effects_markdown
from sfbkit.games.super_fantasy_brawl.text.glossary import LANGS
from sfbkit.games.super_fantasy_brawl.text.rules_text import steps_text

OPS = effect_ops()
STEPS: TypeAdapter[list[Step]] = TypeAdapter(list[Step])


def test_the_registry_names_every_operation_of_the_effect_language() -> None:
    assert set(OPS) == set(Step.keyed_kinds.kinds)


@pytest.mark.parametrize("name", sorted(Step.keyed_kinds.kinds))
def test_an_operation_has_every_part(name: str) -> None:
    assert missing_parts(OPS[name]) == []


@pytest.mark.parametrize("name", sorted(Step.keyed_kinds.kinds))
@pytest.mark.parametrize("lang", LANGS)
def test_an_operation_has_rules_text_in_every_language(name: str, lang: str) -> None:
    for example in OPS[name].examples:
        assert steps_text(STEPS.validate_python(yaml.safe_load(example)), lang).strip()


def test_the_effects_reference_has_a_section_per_operation() -> None:
    markdown = effects_markdown()
    assert [name for name in OPS if f"### `{name}`" not in markdown] == []
