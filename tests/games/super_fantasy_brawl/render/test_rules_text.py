"""Rules text generated from effects: every operation, condition, selector, ability, targeting and trap."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pydantic import TypeAdapter

from sfbkit.games.super_fantasy_brawl.content.abilities import Ability, TriggerEvent
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.challenge import Challenge
from sfbkit.games.super_fantasy_brawl.content.conditions import Condition
from sfbkit.games.super_fantasy_brawl.content.effects import Step
from sfbkit.games.super_fantasy_brawl.content.targeting import Targeting
from sfbkit.games.super_fantasy_brawl.content.trap import TrapKind
from sfbkit.games.super_fantasy_brawl.text import rules_text
from sfbkit.games.super_fantasy_brawl.text.condition_text import renderable_condition_kinds
from sfbkit.games.super_fantasy_brawl.text.rules_text import (
    LANGS,
    ability_text,
    card_keywords,
    card_text,
    challenge_text,
    condition_text,
    renderable_step_kinds,
    steps_text,
    targeting_text,
    trap_text,
)
from sfbkit.kit.errors import UsageError

STEPS = TypeAdapter(list[Step])
CONDITION: TypeAdapter[Any] = TypeAdapter(Condition)
ABILITY: TypeAdapter[Any] = TypeAdapter(Ability)
TARGETING: TypeAdapter[Any] = TypeAdapter(Targeting)

STEP_SAMPLES: dict[str, list[Any]] = {
    "move": [
        {"move": 2},
        {"move": {"distance": 2, "who": {"choose": "ally", "within": 2}, "towards": "target"}},
        {"move": {"distance": 1, "away_from": "attacker"}},
    ],
    "dash": [{"dash": 2}, {"dash": {"distance": 1, "who": "target"}}],
    "swoop": [{"swoop": 3}, {"swoop": {"distance": 2, "who": {"choose": "ally", "other": True}}}],
    "jump": [{"jump": 2}, {"jump": {"distance": 1, "who": "attacker"}}],
    "place": [
        {"place": {"to": {}}},
        {"place": {"to": {"within": 3}}},
        {"place": {"who": "target", "to": {"adjacent_to": "self", "within": 2, "area": "red"}}},
        {"place": {"to": {"area": "own_deployment"}}},
    ],
    "push": [
        {"push": 2},
        {"push": {"distance": 1, "who": "attacker"}},
        {"push": {"distance": 1, "who": {"each": "enemy"}, "source": "target"}},
    ],
    "pull": [
        {"pull": 1},
        {"pull": {"distance": 2, "who": {"choose": "enemy", "within": 3}}},
        {"pull": {"distance": 2, "who": "target", "source": "attacker"}},
    ],
    "fear": [{"fear": 2}, {"fear": {"distance": 1, "who": {"each": "enemy", "within": 2}}}],
    "force": [{"force": 2}, {"force": {"distance": 3, "who": "attacker"}}],
    "damage": [{"damage": 1}, {"damage": {"amount": 2, "who": {"each": "any", "within": 1}}}],
    "heal": [{"heal": 2}, {"heal": {"amount": 1, "who": {"choose": "ally", "within": 2, "other": True}}}],
    "poison": [{"poison": 2}],
    "lifesteal": ["lifesteal"],
    "double": ["double"],
    "root": [{"root": None}, {"root": "self"}],
    "stun": [{"stun": "attacker"}, {"stun": {"who": {"each": "enemy"}}}],
    "draw": [{"draw": 2}],
    "plan": [{"plan": 1}],
    "strength": [{"strength": 1}, {"strength": {"amount": -2, "who": "target", "duration": "turn"}}],
    "defence": [{"defence": 2}, {"defence": {"amount": 1, "who": {"choose": "ally"}, "duration": "turn"}}],
    "ready_core": [{"ready_core": "red"}, {"ready_core": "any"}],
    "if": [
        {"if": {"bloodied": "self"}, "then": [{"heal": 2}]},
        {"if": {"on_trap_hex": "target"}, "then": [{"damage": 1}, {"root": "target"}], "else": [{"push": 1}]},
    ],
    "choose_one": [
        {"choose_one": [[{"pull": 1}], [{"root": "target"}]]},
        {"choose_one": [[{"draw": 1}, {"plan": 1}], [{"if": {"levelled": "self"}, "then": [{"heal": 1}]}]]},
    ],
}

CONDITION_SAMPLES: dict[str, list[Any]] = {
    "bloodied": [{"bloodied": "self"}, {"bloodied": "attacker"}],
    "levelled": [{"levelled": "target"}],
    "in_area": [{"in_area": "red"}, {"in_area": {"area": "enemy_deployment", "who": "target"}}],
    "adjacent_to": [
        {"adjacent_to": "statue"},
        {"adjacent_to": "blue"},
        {"adjacent_to": {"of": "enemy", "who": "target"}},
        {"adjacent_to": "any"},
    ],
    "on_trap_hex": [{"on_trap_hex": "self"}],
    "controls": [{"controls": "yellow"}],
    "count": [
        {"count": {"champions": "enemy", "where": {"bloodied": "it"}, "at_least": 2}},
        {"count": {"champions": "ally", "at_least": 1, "at_most": 3}},
        {"count": {"champions": "any", "where": {"on_trap_hex": "it"}, "at_most": 0}},
        {"count": {"champions": "ally", "where": {"in_area": {"area": "blue", "who": "it"}}, "at_most": 1}},
        {"count": {"champions": "enemy", "at_least": 2, "at_most": 2}},
    ],
    "damage": [{"damage": {"at_least": 3}}, {"damage": {"who": "target", "at_most": 0}}],
    "vp": [{"vp": {"at_most": 2}}, {"vp": {"at_least": 1, "at_most": 3}}],
    "all": [{"all": [{"bloodied": "self"}, {"controls": "red"}]}],
    "any": [
        {"any": [{"in_area": "red"}, {"in_area": "blue"}, {"levelled": "self"}]},
        {"any": [{"all": [{"controls": "red"}, {"controls": "blue"}]}, {"controls": "yellow"}]},
    ],
    "not": [
        {"not": {"bloodied": "self"}},
        {"not": {"all": [{"adjacent_to": "ally"}, {"on_trap_hex": "self"}]}},
        {"not": {"any": [{"controls": "red"}, {"levelled": "self"}]}},
        {"not": {"count": {"champions": "enemy", "where": {"levelled": "it"}, "at_least": 1, "at_most": 2}}},
        {"not": {"damage": {"at_least": 2}}},
        {"not": {"not": {"in_area": "yellow"}}},
        {"not": {"vp": {"at_least": 3}}},
    ],
}

WHO_SAMPLES: list[Any] = [
    "self",
    "target",
    "attacker",
    "it",
    {"choose": "ally"},
    {"choose": "enemy", "within": 2},
    {"choose": "any", "within": 3, "other": True},
    {"choose": "ally", "other": True},
    {"each": "enemy"},
    {"each": "ally", "within": 2},
    {"each": "any", "within": 1},
]

ABILITY_SAMPLES: list[Any] = [
    {"name": "Stone Skin", "passive": {"defence": 1}},
    {"name": "Battle Trance", "passive": {"strength": 2, "range": -1}, "while": {"bloodied": "self"}},
    {"name": "Fleet", "passive": {"movement_bonus": 1, "immune": ["root"]}},
    {
        "name": "Unmovable",
        "passive": {
            "immune": ["displacement", "trap_damage", "stun", "poison", "push", "pull", "fear", "force"]
        },
    },
    {"name": "Idle", "passive": {}},
    *(
        {"name": f"Trigger {event.replace('_', ' ')}", "trigger": event, "effects": [{"heal": 1}]}
        for event in TriggerEvent.__args__  # type: ignore[attr-defined]
    ),
    {"name": "Vengeance", "trigger": "targeted", "if": {"adjacent_to": "enemy"}, "effects": [{"push": 1}]},
]

TARGETING_SAMPLES: list[Any] = [
    "melee",
    {"kind": "melee", "side": "ally"},
    {"kind": "indirect", "max": 3},
    {"kind": "indirect", "min": 2, "max": 4, "side": "any"},
    {"kind": "direct", "max": 4},
    {"kind": "area", "template": [[0, -1]]},
    {"kind": "area", "template": [[0, -1], [1, -1], [-1, 0]]},
]

TRAP_SAMPLES = [
    TrapKind(id="stun", name="Bell Jar", effect="stun", count=2),
    TrapKind(id="root", name="Snare", effect="root", count=2),
    TrapKind(id="damage-2", name="Spike Pit", effect="damage", amount=2, count=4),
]

_PLACEHOLDER = re.compile(r"[{}]|\[\[|\]\]|\w_\w|\((을|를|이|가|은|는|과|와|으로|로)\)")
_ASCII_LETTER = re.compile(r"[A-Za-z]")


def assert_clean(text: str, lang: str, names: tuple[str, ...] = ()) -> None:
    """Fails when a template field, a glossary key or (outside English) an English word leaks into text."""
    stripped = text
    for name in names:
        stripped = stripped.replace(name, "")
    assert stripped.strip(), "empty rules text"
    assert not _PLACEHOLDER.search(stripped), f"placeholder or key leaked: {text!r}"
    assert "  " not in text, f"double space: {text!r}"
    if lang != "en":
        assert not _ASCII_LETTER.search(stripped), f"ASCII letters in {lang} text: {text!r}"


# --- registries: a new operation or condition without text fails here ---------------


def test_every_step_kind_has_a_renderer_and_samples() -> None:
    assert renderable_step_kinds() == set(Step.keyed_kinds.kinds)
    assert set(STEP_SAMPLES) == set(Step.keyed_kinds.kinds)


def test_every_condition_kind_has_a_renderer_and_samples() -> None:
    assert renderable_condition_kinds() == set(Condition.keyed_kinds.kinds)
    assert set(CONDITION_SAMPLES) == set(Condition.keyed_kinds.kinds)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "kind,sample",
    [(kind, sample) for kind, samples in STEP_SAMPLES.items() for sample in samples],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_every_step_renders(kind: str, sample: Any, lang: str) -> None:
    steps = STEPS.validate_python([sample])
    assert rules_text.step_kind(steps[0]) == kind
    assert_clean(steps_text(steps, lang), lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "kind,sample",
    [(kind, sample) for kind, samples in CONDITION_SAMPLES.items() for sample in samples],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_every_condition_renders(kind: str, sample: Any, lang: str) -> None:
    cond = CONDITION.validate_python(sample)
    assert_clean(condition_text(cond, lang), lang)
    as_effect = STEPS.validate_python([{"if": sample, "then": [{"draw": 1}]}])
    assert_clean(steps_text(as_effect, lang), lang)
    as_challenge = Challenge.model_validate({"id": "sample", "name": "Sample", "condition": sample})
    assert_clean(challenge_text(as_challenge, lang), lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("who", WHO_SAMPLES, ids=str)
def test_every_who_form_renders(who: Any, lang: str) -> None:
    steps = STEPS.validate_python(
        [
            {"damage": {"amount": 1, "who": who}},
            {"push": {"distance": 1, "who": who}},
            {"move": {"distance": 2, "who": who}},
            {"stun": {"who": who}},
            {"strength": {"amount": 1, "who": who}},
        ]
    )
    assert_clean(steps_text(steps, lang), lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("sample", ABILITY_SAMPLES, ids=lambda a: a["name"])
def test_every_ability_kind_renders(sample: Any, lang: str) -> None:
    ability = ABILITY.validate_python(sample)
    text = ability_text(ability, lang)
    assert text.startswith(ability.name)
    assert_clean(text, lang, names=(ability.name,))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("sample", TARGETING_SAMPLES, ids=str)
def test_every_targeting_kind_renders(sample: Any, lang: str) -> None:
    assert_clean(targeting_text(TARGETING.validate_python(sample), lang), lang)


def test_no_targeting_renders_empty() -> None:
    assert targeting_text(None, "en") == ""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("trap", TRAP_SAMPLES, ids=lambda t: t.id)
def test_every_trap_effect_renders(trap: TrapKind, lang: str) -> None:
    assert_clean(trap_text(trap, lang), lang)


# --- the English text, exactly ---------------------------------------------------------


def _en(*steps: Any) -> str:
    return steps_text(STEPS.validate_python(list(steps)), "en")


def _en_cond(cond: Any) -> str:
    return condition_text(CONDITION.validate_python(cond), "en")


@pytest.mark.parametrize(
    "steps,expected",
    [
        ([{"push": 2}], "Push 2."),
        ([{"push": {"distance": 1, "who": "attacker"}}], "Push the attacker by 1."),
        (
            [{"pull": {"distance": 2, "who": "target", "source": "attacker"}}],
            "Pull the target by 2 towards the attacker.",
        ),
        ([{"damage": {"amount": 1, "who": {"each": "enemy"}}}], "Deal 1 damage to each adjacent enemy."),
        (
            [{"damage": {"amount": 2, "who": {"each": "any", "within": 2}}}],
            "Deal 2 damage to each champion within 2.",
        ),
        ([{"if": {"bloodied": "self"}, "then": [{"heal": 2}]}], "If this champion is bloodied: Heal 2."),
        ([{"choose_one": [[{"pull": 1}], [{"root": "target"}]]}], "Choose one — Pull 1; or Root the target."),
        (
            [
                {
                    "choose_one": [
                        [{"dash": {"distance": 1, "who": "target"}}],
                        [{"draw": 1}, {"stun": "target"}],
                    ]
                }
            ],
            "Choose one — the target dashes 1; or Draw 1, then Stun the target.",
        ),
        (
            [{"move": {"distance": 2, "who": {"choose": "ally", "within": 2}, "towards": "target"}}],
            "An ally within 2 moves up to 2 towards the target.",
        ),
        ([{"move": {"distance": 1, "away_from": "attacker"}}], "Move up to 1 away from the attacker."),
        (
            [{"heal": {"amount": 1, "who": {"choose": "ally", "other": True, "within": 2}}}],
            "Heal another ally within 2 by 1.",
        ),
        (
            [{"fear": 2}, {"force": {"distance": 1, "who": {"choose": "enemy"}}}],
            "Fear 2. Force an enemy by 1.",
        ),
        (["lifesteal", "double", {"poison": 1}], "Lifesteal. Double. Poison 1."),
        ([{"stun": "attacker"}, {"root": None}], "Stun the attacker. Root the target."),
        ([{"strength": 1}], "+1 Strength for this attack."),
        (
            [{"defence": {"amount": -1, "who": "target", "duration": "turn"}}],
            "The target gets -1 Defence until the end of the turn.",
        ),
        (
            [{"ready_core": "blue"}, {"ready_core": "any"}],
            "Ready an exhausted Manipulation core. Ready an exhausted core.",
        ),
        ([{"draw": 2}, {"plan": 1}], "Draw 2. Plan 1."),
        ([{"dash": 2}, {"swoop": {"distance": 3, "who": "target"}}], "Dash 2. The target swoops 3."),
        (
            [{"jump": {"distance": 1, "who": {"choose": "any", "within": 1, "other": True}}}],
            "Another champion within 1 jumps 1.",
        ),
        ([{"place": {"to": {}}}], "Place this champion on any empty hex."),
        (
            [{"place": {"who": "target", "to": {"adjacent_to": "self", "within": 2, "area": "red"}}}],
            "Place the target on an empty hex adjacent to this champion, within 2, in the red area.",
        ),
        (
            [
                {
                    "if": {"on_trap_hex": "target"},
                    "then": [{"damage": 1}, {"root": "target"}],
                    "else": [{"push": 1}],
                }
            ],
            "If the target is on a trap hex: Deal 1 damage to the target, then Root the target; otherwise: Push 1.",
        ),
    ],
)
def test_english_steps(steps: list[Any], expected: str) -> None:
    assert _en(*steps) == expected


@pytest.mark.parametrize(
    "cond,expected",
    [
        ({"bloodied": "self"}, "this champion is bloodied"),
        ({"not": {"levelled": "target"}}, "the target is not levelled up"),
        ({"adjacent_to": "statue"}, "this champion is adjacent to a statue"),
        (
            {"in_area": {"area": "enemy_deployment", "who": "attacker"}},
            "the attacker is in the enemy deployment area",
        ),
        (
            {"count": {"champions": "enemy", "where": {"bloodied": "it"}, "at_least": 2}},
            "at least 2 enemies are bloodied",
        ),
        (
            {"count": {"champions": "enemy", "where": {"bloodied": "it"}, "at_least": 1}},
            "at least 1 enemy is bloodied",
        ),
        (
            {"count": {"champions": "ally", "where": {"on_trap_hex": "it"}, "at_most": 0}},
            "no ally is on a trap hex",
        ),
        ({"count": {"champions": "any", "at_least": 1, "at_most": 3}}, "1 to 3 champions are on the map"),
        ({"not": {"count": {"champions": "ally", "at_least": 2}}}, "at most 1 ally is on the map"),
        ({"damage": {"who": "target", "at_least": 3}}, "the target has at least 3 damage"),
        ({"not": {"damage": {"at_least": 1, "at_most": 2}}}, "this champion has 0 or at least 3 damage"),
        ({"vp": {"at_least": 4}}, "you have at least 4 VP"),
        ({"not": {"controls": "red"}}, "you do not control the red area"),
        (
            {"all": [{"bloodied": "self"}, {"controls": "blue"}]},
            "this champion is bloodied and you control the blue area",
        ),
        (
            {"not": {"any": [{"bloodied": "self"}, {"in_area": "red"}, {"levelled": "self"}]}},
            "this champion is not bloodied, this champion is not in the red area and this champion is not levelled up",
        ),
        (
            {"any": [{"all": [{"controls": "red"}, {"controls": "blue"}]}, {"controls": "yellow"}]},
            "you control the red area and you control the blue area; or you control the yellow area",
        ),
        (
            {
                "count": {
                    "champions": "ally",
                    "where": {"all": [{"bloodied": "it"}, {"in_area": {"area": "red", "who": "it"}}]},
                    "at_least": 2,
                }
            },
            "at least 2 allies are bloodied and are in the red area",
        ),
    ],
)
def test_english_conditions(cond: Any, expected: str) -> None:
    assert _en_cond(cond) == expected


# --- the other languages: a sample of each, exactly -----------------------------------


@pytest.mark.parametrize(
    "lang,steps,expected",
    [
        ("ja", [{"push": 2}], "押し出し2。"),
        (
            "ja",
            [{"damage": {"amount": 1, "who": {"each": "enemy"}}}],
            "隣接するすべての敵に1ダメージを与える。",
        ),
        ("ja", [{"if": {"bloodied": "self"}, "then": [{"heal": 2}]}], "この戦士が流血している場合：治癒2。"),
        (
            "ja",
            [{"choose_one": [[{"pull": 1}], [{"root": "target"}]]}],
            "次のうち1つを選ぶ：引きつけ1；または対象を拘束する。",
        ),
        ("ko", [{"push": 2}], "밀치기 2."),
        ("ko", [{"damage": {"amount": 1, "who": {"each": "enemy"}}}], "인접한 모든 적에게 피해 1을 준다."),
        ("ko", [{"damage": {"amount": 2, "who": "target"}}], "대상에게 피해 2를 준다."),
        (
            "ko",
            [{"if": {"bloodied": "self"}, "then": [{"heal": 2}]}],
            "이 챔피언이 피투성이 상태인 경우: 치유 2.",
        ),
        (
            "ko",
            [{"move": {"distance": 2, "who": "target", "towards": "self"}}],
            "대상은 이 챔피언을 향해 최대 2칸 이동한다.",
        ),
        ("zh-Hant", [{"push": 2}], "推擠2。"),
        (
            "zh-Hant",
            [{"damage": {"amount": 1, "who": {"each": "enemy"}}}],
            "對所有相鄰的敵方鬥士造成1點傷害。",
        ),
        ("zh-Hant", [{"if": {"bloodied": "self"}, "then": [{"heal": 2}]}], "若此鬥士處於浴血狀態：治療2。"),
        ("zh-Hant", [{"choose_one": [[{"pull": 1}], [{"root": "target"}]]}], "選擇一項——拉動1；或束縛目標。"),
    ],
)
def test_translated_steps(lang: str, steps: list[Any], expected: str) -> None:
    assert steps_text(STEPS.validate_python(steps), lang) == expected


@pytest.mark.parametrize(
    "lang,cond,expected",
    [
        (
            "ja",
            {"count": {"champions": "enemy", "where": {"bloodied": "it"}, "at_least": 2}},
            "流血している敵が2体以上いる",
        ),
        (
            "ja",
            {"all": [{"bloodied": "self"}, {"in_area": "red"}]},
            "この戦士が流血しており、かつこの戦士が赤のエリアにいる",
        ),
        (
            "ja",
            {"any": [{"bloodied": "self"}, {"in_area": "red"}]},
            "この戦士が流血しているか、またはこの戦士が赤のエリアにいる",
        ),
        (
            "ko",
            {"count": {"champions": "enemy", "where": {"bloodied": "it"}, "at_least": 2}},
            "피투성이 상태인 적이 2명 이상 있다",
        ),
        (
            "ko",
            {"all": [{"bloodied": "self"}, {"in_area": "red"}]},
            "이 챔피언이 피투성이 상태이고 이 챔피언이 빨간 지역에 있다",
        ),
        ("ko", {"not": {"adjacent_to": "ally"}}, "이 챔피언이 아군과 인접해 있지 않다"),
        (
            "zh-Hant",
            {"count": {"champions": "enemy", "where": {"bloodied": "it"}, "at_least": 2}},
            "場上有至少2名處於浴血狀態的敵方鬥士",
        ),
        ("zh-Hant", {"not": {"controls": "red"}}, "你未控制紅色區域"),
    ],
)
def test_translated_conditions(lang: str, cond: Any, expected: str) -> None:
    assert condition_text(CONDITION.validate_python(cond), lang) == expected


# --- cards, abilities, keywords, errors --------------------------------------------------------

ATTACK = ActionCard.model_validate(
    {
        "id": "sample-hook",
        "name": "Hook",
        "type": "attack",
        "core": "red",
        "targeting": "melee",
        "strength": 3,
        "pre_attack": [{"push": 1}],
        "effects": [{"poison": 2}],
        "post_attack": [
            {"choose_one": [[{"if": {"bloodied": "target"}, "then": [{"stun": "target"}]}], [{"draw": 1}]]}
        ],
    }
)
SKILL = ActionCard.model_validate(
    {"id": "sample-rest", "name": "Rest", "type": "skill", "core": "yellow", "effects": [{"heal": 2}]}
)


def test_card_text_labels_the_parts_of_an_attack() -> None:
    assert card_text(ATTACK, "en") == [
        "Pre-attack: Push 1.",
        "On hit: Poison 2.",
        "Post-attack: Choose one — If the target is bloodied: Stun the target; or Draw 1.",
    ]
    assert card_text(ATTACK, "ja")[1] == "命中時：毒2。"
    assert card_text(SKILL, "en") == ["Heal 2."]


def test_card_keywords_include_nested_operations() -> None:
    assert card_keywords(ATTACK) == {"push", "poison", "choose_one", "if", "stun", "draw"}
    assert card_keywords(SKILL) == {"heal"}


def test_ability_text() -> None:
    passive = ABILITY.validate_python(
        {
            "name": "Buddy System",
            "passive": {"defence": 1, "immune": ["stun", "push"]},
            "while": {"adjacent_to": "ally"},
        }
    )
    assert (
        ability_text(passive, "en")
        == "Buddy System: While this champion is adjacent to an ally: +1 Defence, immune to Stun and Push."
    )
    assert (
        ability_text(passive, "ko")
        == "Buddy System: 이 챔피언이 아군과 인접해 있는 동안 방어력 +1, 기절과 밀치기의 영향을 받지 않는다."
    )
    trigger = ABILITY.validate_python(
        {"name": "Quench", "trigger": "turn_end", "if": {"bloodied": "self"}, "effects": [{"heal": 1}]}
    )
    assert (
        ability_text(trigger, "en")
        == "Quench: At the end of your turn, if this champion is bloodied: Heal 1."
    )
    assert ability_text(trigger, "zh-Hant") == "Quench：在你的回合結束時，若此鬥士處於浴血狀態：治療1。"


def test_trap_text_names_the_champion_that_entered_it() -> None:
    assert trap_text(TRAP_SAMPLES[2], "en") == "Deal 2 damage to the champion that entered this trap."
    assert trap_text(TRAP_SAMPLES[1], "ja") == "この罠に入った戦士を拘束する。"


def test_targeting_text() -> None:
    assert targeting_text(TARGETING.validate_python("melee"), "en") == "Melee"
    assert targeting_text(TARGETING.validate_python({"kind": "indirect", "min": 2, "max": 4}), "en") == (
        "Indirect shot, range 2–4"
    )
    assert targeting_text(TARGETING.validate_python({"kind": "direct", "max": 3}), "ja") == "直接射程3"


@pytest.mark.parametrize(
    "call",
    [
        lambda lang: steps_text([], lang),
        lambda lang: card_text(SKILL, lang),
        lambda lang: condition_text(CONDITION.validate_python({"bloodied": "self"}), lang),
        lambda lang: targeting_text(None, lang),
        lambda lang: trap_text(TRAP_SAMPLES[0], lang),
        lambda lang: ability_text(ABILITY.validate_python(ABILITY_SAMPLES[0]), lang),
        lambda lang: challenge_text(
            Challenge.model_validate({"id": "c1", "name": "C", "condition": {"controls": "red"}}), lang
        ),
        lambda lang: rules_text.term("keywords", "push", lang),
    ],
)
def test_unknown_language_is_a_usage_error(call: Any) -> None:
    with pytest.raises(UsageError, match="unknown language"):
        call("fr")
