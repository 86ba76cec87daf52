"""Compiled rules and boards live on the Library they were compiled from, never in a table keyed by id()."""

from __future__ import annotations

import dataclasses
import gc
import weakref

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.definitions import RulesetDef, compile_rules, compile_ruleset
from tests.games.super_fantasy_brawl.engine.fixture_content import fixture_library
from tests.games.super_fantasy_brawl.engine.helpers import scenario


def _renamed(library: Library, card_id: str, name: str) -> Library:
    cards = dict(library.cards)
    cards[card_id] = cards[card_id].model_copy(update={"name": name})
    return dataclasses.replace(library, cards=cards)


def _play_label(library: Library, card_id: str) -> str:
    match = scenario({"ava": "c4"}, hands=[[card_id]], library=library)
    assert match.decision is not None
    return next(o.label for o in match.decision.options if o.id == f"play:{card_id}@ava")


def test_a_card_renamed_in_a_new_library_shows_its_new_name_in_play_options() -> None:
    library = fixture_library()
    assert _play_label(library, "ava-dash") == "Charge (ava)"
    assert _play_label(_renamed(library, "ava-dash", "Onrush"), "ava-dash") == "Onrush (ava)"
    assert _play_label(library, "ava-dash") == "Charge (ava)"


def test_rules_are_compiled_once_per_library_and_die_with_it() -> None:
    library = fixture_library()
    rules = compile_rules(library)
    assert compile_rules(library) is rules
    scenario({"ava": "c4"}, library=library)
    gone = weakref.ref(library)
    del library, rules
    gc.collect()
    assert gone() is None


def test_the_engine_reads_a_plain_compiled_ruleset_not_the_content_model() -> None:
    library = fixture_library()
    match = scenario({"ava": "c4"}, library=library)
    ruleset = match.engine.ruleset
    assert isinstance(ruleset, RulesetDef)
    assert ruleset == compile_ruleset(library.rulesets["standard"])
    assert isinstance(ruleset.challenge_track, tuple)
