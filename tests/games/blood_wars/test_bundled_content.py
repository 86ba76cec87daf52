"""The bundled Blood Wars content: it validates, its decks are legal, and it uses every part of BW §17."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from sfbkit.games.blood_wars.content.ability import ABILITY_KINDS, Ability
from sfbkit.games.blood_wars.content.conditions import CONDITION_KINDS, Condition
from sfbkit.games.blood_wars.content.deck_tally import tally
from sfbkit.games.blood_wars.content.effects import STEP_KINDS, Step
from sfbkit.games.blood_wars.content.library import BWLibrary, load_library, validate_tree
from sfbkit.games.blood_wars.content.passive import MODIFIER_FIELDS, Passive
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.content.triggers import TRIGGER_EVENTS, Trigger
from sfbkit.games.blood_wars.content.warlord import Warlord


@pytest.fixture(scope="module")
def library() -> BWLibrary:
    return load_library(bundled_root())


def _models(value: Any) -> Iterator[BaseModel]:
    if isinstance(value, BaseModel):
        yield value
        for name in type(value).model_fields:
            yield from _models(getattr(value, name))
    elif isinstance(value, list):
        for item in value:
            yield from _models(item)


def test_the_bundled_tree_has_no_problems() -> None:
    assert validate_tree(bundled_root()).problems == ()


def test_the_bundled_files_are_formatted_canonically() -> None:
    from click.testing import CliRunner

    from sfbkit.cli.main import cli

    result = CliRunner().invoke(cli, ["fmt", "--check", "--content", str(bundled_root())])
    assert result.exit_code == 0, result.output


def test_four_legal_40_card_decks_and_a_60_card_deck_of_different_alignments(library: BWLibrary) -> None:
    sizes = sorted(tally(deck, library.cards).size for deck in library.decks.values())
    assert sizes.count(40) >= 4 and sizes.count(60) >= 1
    alignments = set()
    for deck in library.decks.values():
        leaders = {
            library.cards[entry.card].alignment.code
            for entry in deck.cards
            if isinstance(library.cards[entry.card], Warlord)
        }  # type: ignore[union-attr]
        assert len(leaders) == 1, deck.id
        alignments |= leaders
    assert len(alignments) == len(library.decks)


def test_every_ability_kind_operation_trigger_condition_and_modifier_is_used(library: BWLibrary) -> None:
    models = [model for card in library.cards.values() for model in _models(card)]
    steps = {Step.keyed_kinds.kind(m) for m in models if isinstance(m, Step)}
    conditions = {Condition.keyed_kinds.kind(m) for m in models if isinstance(m, Condition)}
    triggers = {m.on for m in models if isinstance(m, Trigger)}
    kinds = {m.kind for m in models if isinstance(m, Ability)}
    modifiers = {
        name for m in models if isinstance(m, Passive) for name in MODIFIER_FIELDS if getattr(m, name)
    }
    assert set(STEP_KINDS) - steps == set()
    assert set(CONDITION_KINDS) - conditions == set()
    assert set(TRIGGER_EVENTS) == triggers
    assert set(ABILITY_KINDS) - kinds == set()
    assert set(MODIFIER_FIELDS) - modifiers == set()
    assert any(getattr(m, "amount", None) == "rr" for m in models)


def test_every_card_has_an_example_and_art_direction(library: BWLibrary) -> None:
    assert [card.id for card in library.cards.values() if not card.examples or not card.art] == []


def test_the_presets_differ_only_in_id_name_and_target_and_each_variant_changes_a_flag(
    library: BWLibrary,
) -> None:
    presets = [library.rulesets[name] for name in ("conflict", "battle", "campaign")]
    assert [preset.vp_target for preset in presets] == [13, 19, 25]
    same = [preset.model_dump(exclude={"id", "name", "description", "vp_target"}) for preset in presets]
    assert same[0] == same[1] == same[2]
    for ruleset in library.rulesets.values():
        flags = ruleset.model_dump(exclude={"id", "name", "description", "vp_target"})
        assert ruleset in presets or flags != same[0], ruleset.id
