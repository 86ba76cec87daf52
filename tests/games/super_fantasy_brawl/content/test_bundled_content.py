"""Checks that the bundled content meets the corpus requirements (RULES §1, §6, §7, §10, §11, §13)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

import pytest
import yaml
from pydantic import BaseModel

from sfbkit.games.super_fantasy_brawl.content.abilities import (
    Immunity,
    PassiveAbility,
    TriggeredAbility,
    TriggerEvent,
)
from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.champion import Champion, Role
from sfbkit.games.super_fantasy_brawl.content.conditions import (
    AllOf,
    AnyOf,
    Condition,
    Count,
    Not,
)
from sfbkit.games.super_fantasy_brawl.content.effects import ON_HIT_OPS, IfStep, step_kind, walk_steps
from sfbkit.games.super_fantasy_brawl.content.kinds import kind_of
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS, bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.content.targeting import Area, Direct, Indirect, Melee

ROOT = bundled_content_root()

RULES_7_KEYWORDS = (
    "move",
    "dash",
    "swoop",
    "jump",
    "place",
    "push",
    "pull",
    "fear",
    "force",
    "damage",
    "heal",
    "poison",
    "lifesteal",
    "double",
    "root",
    "stun",
    "draw",
    "plan",
)
"""The keywords of RULES §7, as effect operations."""

OTHER_OPS = ("strength", "defence", "ready_core", "if", "choose_one")
"""Modifiers and control flow that every corpus must also show."""

CONDITION_KINDS_BY_TYPE: dict[type[BaseModel], str] = {
    model: name for name, model in Condition.keyed_kinds.kinds.items()
}


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(ROOT)


def card_steps(card: ActionCard) -> Iterator[BaseModel]:
    yield from walk_steps(card.pre_attack)
    yield from walk_steps(card.post_attack)
    yield from walk_steps(card.effects)


def walk_condition(condition: Condition) -> Iterator[BaseModel]:
    """Yields the condition and every condition nested in it."""
    yield condition
    if isinstance(condition, AllOf):
        for part in condition.all:
            yield from walk_condition(part)
    elif isinstance(condition, AnyOf):
        for part in condition.any:
            yield from walk_condition(part)
    elif isinstance(condition, Not):
        yield from walk_condition(condition.not_)
    elif isinstance(condition, Count) and condition.count.where is not None:
        yield from walk_condition(condition.count.where)


def deck_of(library: Library, champion: str) -> list[ActionCard]:
    return [library.cards[card_id] for card_id in library.decks[champion]]


# --- files -------------------------------------------------------------------


def content_files() -> list[Path]:
    return sorted(path for folder in CONTENT_DIRS for path in (ROOT / folder).glob("*.yaml"))


@pytest.mark.parametrize("path", content_files(), ids=lambda path: f"{path.parent.name}/{path.name}")
def test_file_starts_with_schema_modeline(path: Path) -> None:
    kind = kind_of(path)
    assert kind is not None
    first_line = path.read_text(encoding="utf-8").splitlines()[0]
    assert first_line == f"# yaml-language-server: $schema=../schemas/{kind.name}.json"


# --- champions ---------------------------------------------------------------


def test_at_least_twelve_champions(library: Library) -> None:
    assert len(library.champions) >= 12


def test_champion_names_and_titles_are_distinct(library: Library) -> None:
    champions = library.champions.values()
    assert len({champion.name for champion in champions}) == len(library.champions)
    assert all(champion.title and champion.lore for champion in champions)


@pytest.mark.parametrize("role", get_args(Role))
def test_every_role_is_taken_at_least_twice(library: Library, role: str) -> None:
    assert sum(champion.role == role for champion in library.champions.values()) >= 2


def test_sides_are_in_the_expected_ranges(library: Library) -> None:
    for champion in library.champions.values():
        assert 6 <= champion.basic.hp <= 10, champion.id
        for side in (champion.basic, champion.levelled):
            assert 0 <= side.defence <= 2, champion.id


def test_levelled_side_is_stronger(library: Library) -> None:
    for champion in library.champions.values():
        basic, levelled = champion.basic, champion.levelled
        assert levelled.hp >= basic.hp and levelled.defence >= basic.defence, champion.id
        assert levelled.hp + levelled.defence > basic.hp + basic.defence, champion.id
        assert levelled.abilities != basic.abilities, champion.id


def abilities(library: Library) -> Iterator[tuple[Champion, PassiveAbility | TriggeredAbility]]:
    for champion in library.champions.values():
        for side in (champion.basic, champion.levelled):
            for ability in side.abilities:
                yield champion, ability


def test_abilities_use_passives_conditional_passives_and_triggers(library: Library) -> None:
    kinds = Counter(type(ability) for _, ability in abilities(library))
    assert kinds[PassiveAbility] and kinds[TriggeredAbility]
    assert any(
        isinstance(ability, PassiveAbility) and ability.while_ is not None
        for _, ability in abilities(library)
    )


@pytest.mark.parametrize("event", get_args(TriggerEvent))
def test_every_trigger_event_is_used(library: Library, event: str) -> None:
    assert any(
        isinstance(ability, TriggeredAbility) and ability.trigger == event
        for _, ability in abilities(library)
    )


@pytest.mark.parametrize("immunity", get_args(Immunity))
def test_every_immunity_is_used(library: Library, immunity: str) -> None:
    assert any(
        isinstance(ability, PassiveAbility) and immunity in ability.passive.immune
        for _, ability in abilities(library)
    )


def test_abilities_use_no_on_hit_keywords(library: Library) -> None:
    for champion, ability in abilities(library):
        if isinstance(ability, TriggeredAbility):
            assert not {step_kind(step) for step in walk_steps(ability.effects)} & ON_HIT_OPS, champion.id


# --- decks -------------------------------------------------------------------


def test_every_champion_has_a_deck_and_every_deck_a_champion(library: Library) -> None:
    assert set(library.decks) == set(library.champions)


def test_each_deck_has_six_cards_two_per_core(library: Library) -> None:
    for champion in library.champions:
        cards = deck_of(library, champion)
        assert len(cards) == 6, champion
        assert Counter(card.core for card in cards) == {"red": 2, "yellow": 2, "blue": 2}, champion


def test_each_deck_has_a_reaction_and_an_attack(library: Library) -> None:
    for champion in library.champions:
        types = Counter(card.type for card in deck_of(library, champion))
        assert types["reaction"] >= 1 and types["attack"] >= 1, champion


def test_corpus_mixes_attacks_and_skills(library: Library) -> None:
    types = Counter(card.type for card in library.cards.values())
    assert types["attack"] >= 24 and types["skill"] >= 12 and types["reaction"] >= 12


def test_card_ids_are_prefixed_by_their_champion(library: Library) -> None:
    for card_id, owner in library.card_owner.items():
        assert card_id.startswith(f"{owner}-"), card_id


def test_strength_and_move_in_range(library: Library) -> None:
    for card in library.cards.values():
        assert 0 <= card.move <= 3, card.id
        if card.type == "attack":
            assert card.strength is not None and 2 <= card.strength <= 6, card.id


def test_reactions_have_a_defence_bonus_and_no_targeting(library: Library) -> None:
    for card in library.cards.values():
        if card.type == "reaction":
            assert card.defence is not None and card.defence >= 1, card.id
            assert card.targeting is None, card.id


def test_on_hit_keywords_only_in_attack_effects(library: Library) -> None:
    """RULES §5.1 step 7: poison, lifesteal and double apply when the attack deals its damage."""
    for card in library.cards.values():
        placed = {step_kind(step) for step in walk_steps(card.pre_attack + card.post_attack)}
        assert not placed & ON_HIT_OPS, card.id
        if card.type == "attack":
            assert {step_kind(step) for step in walk_steps(card.effects)} <= ON_HIT_OPS, card.id
        else:
            assert not {step_kind(step) for step in walk_steps(card.effects)} & ON_HIT_OPS, card.id


def test_all_four_targeting_kinds_are_used(library: Library) -> None:
    """RULES §6: melee, indirect (with a maximum and with a minimum), direct and area."""
    icons = [card.targeting for card in library.cards.values() if card.targeting is not None]
    assert any(isinstance(icon, Melee) for icon in icons)
    assert any(isinstance(icon, Indirect) and icon.min == 1 for icon in icons)
    assert any(isinstance(icon, Indirect) and icon.min > 1 for icon in icons)
    assert any(isinstance(icon, Direct) for icon in icons)
    assert any(isinstance(icon, Area) for icon in icons)


def test_several_area_templates(library: Library) -> None:
    templates = {
        frozenset(card.targeting.template)
        for card in library.cards.values()
        if isinstance(card.targeting, Area)
    }
    assert len(templates) >= 3


@pytest.mark.parametrize("keyword", RULES_7_KEYWORDS + OTHER_OPS)
def test_every_keyword_appears_on_at_least_two_cards(library: Library, keyword: str) -> None:
    """RULES §7: each keyword shows up on two cards or more, inside ``if`` and ``choose_one`` too."""
    cards = [
        card.id
        for card in library.cards.values()
        if keyword in {step_kind(step) for step in card_steps(card)}
    ]
    assert len(cards) >= 2, cards


@pytest.mark.parametrize("kind", ["bloodied", "levelled", "in_area", "adjacent_to", "on_trap_hex", "count"])
def test_if_conditions_cover_the_condition_kinds(library: Library, kind: str) -> None:
    used = {
        CONDITION_KINDS_BY_TYPE[type(condition)]
        for card in library.cards.values()
        for step in card_steps(card)
        if isinstance(step, IfStep)
        for condition in walk_condition(step.if_)
    }
    assert kind in used


# --- traps, challenges -------------------------------------------------------


def test_trap_supply_is_that_of_rules_1(library: Library) -> None:
    """RULES §1: Stun x2, Root x2, 1 damage x2, 2 damage x4, 3 damage x2."""
    supply: Counter[tuple[str, int | None]] = Counter()
    for token in library.traps:
        supply[token.effect, token.amount] += token.count
    assert supply == {
        ("stun", None): 2,
        ("root", None): 2,
        ("damage", 1): 2,
        ("damage", 2): 4,
        ("damage", 3): 2,
    }
    assert len(library.traps) == 5


def test_at_least_twelve_challenges(library: Library) -> None:
    assert len(library.challenges) >= 12


def challenge_conditions(library: Library) -> list[BaseModel]:
    return [
        condition
        for challenge in library.challenges.values()
        for condition in walk_condition(challenge.condition)
    ]


@pytest.mark.parametrize("kind", ["controls", "count", "all", "any", "not", "vp", "damage", "bloodied"])
def test_challenges_cover_the_condition_kinds_of_rules_10(library: Library, kind: str) -> None:
    assert kind in {CONDITION_KINDS_BY_TYPE[type(condition)] for condition in challenge_conditions(library)}


def test_challenges_cover_statues_and_the_enemy_deployment_area(library: Library) -> None:
    """RULES §10: champions adjacent to statues, champions in the enemy deployment area."""
    dumps = [
        condition.model_dump(by_alias=True, warnings=False) for condition in challenge_conditions(library)
    ]
    assert any(dump.get("adjacent_to", {}).get("of") == "statue" for dump in dumps)
    assert any(dump.get("in_area", {}).get("area") == "enemy_deployment" for dump in dumps)
    assert all({"controls": colour} in dumps for colour in ("red", "yellow", "blue")), (
        "every coloured area is a challenge"
    )


# --- arena -------------------------------------------------------------------


def axial(label: str) -> tuple[int, int]:
    """RULES §13: q = column index, r = row - 1 - (q - (q & 1)) / 2."""
    q = ord(label[0]) - ord("a")
    return q, int(label[1:]) - 1 - (q - (q & 1)) // 2


def test_arena_fabulosa_is_that_of_rules_13(library: Library) -> None:
    arena = library.arenas["fabulosa"]
    hexes = {
        f"{column}{row}" for column, rows in arena.columns.items() for row in range(rows.first, rows.last + 1)
    }
    assert len(hexes) == 59
    assert sorted(arena.columns) == list("abcdefghi")
    for column, rows in arena.columns.items():
        assert (rows.first, rows.last) == ((1, 6) if column in "bdfh" else (1, 7))
    assert {name: set(labels) for name, labels in arena.deployment.items()} == {
        "west": {"a3", "a4", "a5", "b3", "b4"},
        "east": {"i3", "i4", "i5", "h3", "h4"},
    }
    assert arena.statues == {"blue": "c2", "red": "e4", "yellow": "g6"}
    assert {colour: set(labels) for colour, labels in arena.areas.items()} == {
        "blue": {"b1", "b2", "c1", "c3", "d1", "d2"},
        "red": {"d3", "d4", "e3", "e5", "f3", "f4"},
        "yellow": {"f5", "f6", "g5", "g7", "h5", "h6"},
    }
    assert set(arena.trap_hexes) == {"c6", "g2", "e2", "e6", "d5", "f2"}
    labelled = {*arena.trap_hexes, *arena.statues.values()}
    for labels in (*arena.deployment.values(), *arena.areas.values()):
        labelled.update(labels)
    assert labelled <= hexes


def test_arena_areas_surround_their_statues(library: Library) -> None:
    arena: Arena = library.arenas["fabulosa"]
    for colour, labels in arena.areas.items():
        sq, sr = axial(arena.statues[colour])
        ring = {(sq + dq, sr + dr) for dq, dr in ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))}
        assert {axial(label) for label in labels} == ring, colour


def test_arena_is_symmetric_about_e4(library: Library) -> None:
    """RULES §13: a half turn about e4 swaps west and east and keeps the traps."""
    arena = library.arenas["fabulosa"]
    cq, cr = axial("e4")

    def turn(labels: list[str]) -> set[tuple[int, int]]:
        return {(2 * cq - q, 2 * cr - r) for q, r in map(axial, labels)}

    hexes = [
        f"{column}{row}" for column, rows in arena.columns.items() for row in range(rows.first, rows.last + 1)
    ]
    assert turn(hexes) == set(map(axial, hexes))
    assert turn(arena.deployment["west"]) == set(map(axial, arena.deployment["east"]))
    assert turn(arena.trap_hexes) == set(map(axial, arena.trap_hexes))
    assert turn(arena.areas["blue"]) == set(map(axial, arena.areas["yellow"]))


# --- rulesets ----------------------------------------------------------------


def test_standard_ruleset_writes_out_every_default(library: Library) -> None:
    standard = library.rulesets["standard"]
    defaults = Ruleset(id="standard", name=standard.name)
    assert standard == defaults
    written = yaml.safe_load((ROOT / "rulesets" / "standard.yaml").read_text(encoding="utf-8"))
    assert set(written) == set(Ruleset.model_fields) - {"overrides"}


def test_towards_and_away_judge_the_end_position_by_default(library: Library) -> None:
    # RULES §2: the printed rules judge only the end position; every_step is the variant.
    assert Ruleset(id="variant", name="Variant").towards_away == "final_position"
    assert {r.towards_away for r in library.rulesets.values()} == {"final_position"}


def test_super_team_tornado_is_that_of_rules_11(library: Library) -> None:
    tornado = library.rulesets["super-team-tornado"]
    assert (tornado.players, tornado.team_size, tornado.hand_size, tornado.vp_target) == (4, 2, 4, 7)
    assert tornado.challenge_advance == 2
    assert len(library.champions) >= 8
