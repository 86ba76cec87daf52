"""The bundled glossary and phrase templates: complete in every language, consistent, loaded once."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import TypeAdapter

from sfbkit.games.super_fantasy_brawl.content.abilities import Ability
from sfbkit.games.super_fantasy_brawl.content.conditions import Condition
from sfbkit.games.super_fantasy_brawl.content.effects import Step
from sfbkit.games.super_fantasy_brawl.text.glossary import LANGS, LOCALES, glossary, read_locale_file, term
from sfbkit.games.super_fantasy_brawl.text.phrases import fields, phrases
from sfbkit.games.super_fantasy_brawl.text.rules_text import ability_text, condition_text, steps_text
from sfbkit.kit.text.grammar import ja_and_form, ko_form, resolve_ko_particles
from sfbkit.kit.text.locales import Locales

SHARED_GLOSSARY = Path(__file__).resolve().parents[5] / "shared" / "glossary.yaml"
"""The glossary of the published texts, beside the repository when it is checked out with it."""

PUBLISHED_TERMS = {
    ("game", "hex", "ja"): "ヘクス",
    ("game", "trap_hex", "ja"): "罠ヘクス",
    ("game", "ready", "ja"): "使用可能",
    ("game", "exhausted", "ja"): "使用済み",
    ("game", "defence", "ja"): "防御値",
    ("game", "own_deployment_area", "ja"): "自軍の配備エリア",
    ("game", "hit_points", "ko"): "체력",
    ("game", "area", "ko"): "지역",
    ("game", "displacement", "ko"): "이동 효과",
    ("game", "deployment_area", "zh-Hant"): "部署區域",
    ("game", "ready", "zh-Hant"): "重置",
}
"""Terms of the published texts (issue 13) that the bundled glossary once rendered otherwise."""

SUPERSEDED = {
    "ja": ("マス", "自陣", "位置移動効果", "消耗", "準備"),
    "ko": ("색 구역", "위치 이동 효과", "무력화시", "준비"),
    "zh-Hant": ("部屬區域", "就緒", "抽取卡片1張", "對攻擊者恐懼"),
}
"""Renderings the published texts do not use; no phrase template may spell one out."""

STEP: TypeAdapter[Any] = TypeAdapter(list[Step])


def test_locale_files_live_inside_the_package() -> None:
    locales = resources.files("sfbkit.games.super_fantasy_brawl").joinpath("locales")
    assert locales.joinpath("glossary.yaml").is_file()
    for lang in LANGS:
        assert locales.joinpath("phrases", f"{lang}.yaml").is_file()


def test_every_glossary_entry_has_every_language() -> None:
    for group, entries in glossary().items():
        for key, entry in entries.items():
            for lang in LANGS:
                assert entry[lang].strip(), f"{group}.{key} has no {lang} term"


def test_every_operation_has_a_keyword_term() -> None:
    for op in Step.keyed_kinds.kinds:
        for lang in LANGS:
            assert term("keywords", op, lang)


def test_glossary_terms_are_the_shared_ones() -> None:
    assert term("keywords", "push", "ja") == "押し出し"
    assert term("keywords", "push", "ko") == "밀치기"
    assert term("cores", "red", "zh-Hant") == "破壞"


def test_every_term_of_the_shared_glossary_is_used_exactly_as_given() -> None:
    if SHARED_GLOSSARY.is_file():
        shared = yaml.safe_load(SHARED_GLOSSARY.read_text(encoding="utf-8"))
        bundled = read_locale_file("glossary.yaml")
        for group, entries in shared.items():
            for key, entry in entries.items():
                assert bundled[group][key] == entry, f"{group}.{key}"
    for (group, key, lang), expected in PUBLISHED_TERMS.items():
        assert term(group, key, lang) == expected, f"{group}.{key} ({lang})"
    raw = read_locale_file("glossary.yaml")
    assert raw["keywords"]["out_of_action"]["ko"] == "쓰러짐"
    assert raw["keywords"]["out_of_action"]["also"] == {"ko": ["무력화"]}


@pytest.mark.parametrize("lang", sorted(SUPERSEDED))
def test_no_phrase_template_spells_out_a_superseded_term(lang: str) -> None:
    for key, template in phrases(lang).items():
        for word in SUPERSEDED[lang]:
            assert word not in template, f"{lang} {key}: {word!r}"


@pytest.mark.parametrize(
    ("lang", "steps", "expected"),
    [
        # ja: distances count ヘクス; a core is readied 「使用可能にする」 from 「使用済み」.
        ("ja", "[{jump: {distance: 1, who: {choose: ally, within: 3}}}]", "3ヘクス以内"),
        ("ja", "[{ready_core: red}]", "使用済みの破壊のコア1つを使用可能にする"),
        ("ja", "[{place: {to: {area: own_deployment}}}]", "自軍の配備エリア"),
        # zh-Hant: fear is inflicted; the count follows the verb; a core is 重置.
        ("zh-Hant", "[{fear: {distance: 2, who: attacker}}]", "對攻擊者施加恐懼2"),
        ("zh-Hant", "[{draw: 1}]", "抽取1張卡片"),
        ("zh-Hant", "[{ready_core: any}]", "將一個已消耗的核心重置"),
        ("zh-Hant", "[{place: {to: {area: enemy_deployment}}}]", "部署區域"),
        # ko: the area is 지역.
        ("ko", "[{place: {to: {area: red}}}]", "빨간 지역"),
    ],
)
def test_rules_text_uses_the_published_phrasing(lang: str, steps: str, expected: str) -> None:
    assert expected in steps_text(STEP.validate_python(yaml.safe_load(steps)), lang)


def test_ability_and_condition_text_use_the_published_phrasing() -> None:
    abilities: TypeAdapter[Any] = TypeAdapter(Ability)
    ability = abilities.validate_python(
        {"name": "Trophy", "trigger": "takes_out_enemy", "effects": [{"heal": 1}]}
    )
    assert "적을 쓰러트렸을 때" in ability_text(ability, "ko")
    immune = abilities.validate_python({"name": "Rooted", "passive": {"immune": ["displacement"]}})
    assert "이동 효과" in ability_text(immune, "ko")
    assert "罠ヘクス" in condition_text(TypeAdapter(Condition).validate_python({"on_trap_hex": "self"}), "ja")


def test_an_unknown_term_names_it() -> None:
    with pytest.raises(KeyError, match=r"keywords\.teleport"):
        term("keywords", "teleport", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_the_english_keys_and_no_other_fields(lang: str) -> None:
    english, other = phrases("en"), phrases(lang)
    assert set(other) == set(english)
    for key, template in other.items():
        assert fields(template) <= fields(english[key]) | {"be", "has"}, (
            f"{lang} {key} uses a field code never fills"
        )
        assert "[[" not in template, f"{lang} {key}: unknown glossary reference"


def test_files_are_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = Locales(LOCALES.package, LOCALES.folder, LOCALES.languages, LOCALES.title)
    reads: list[tuple[str, ...]] = []
    read = fresh.read

    def counting(*parts: str) -> object:
        reads.append(parts)
        return read(*parts)

    monkeypatch.setattr(fresh, "read", counting)
    for _ in range(3):
        for lang in LANGS:
            fresh.phrases(lang)
        fresh.term("keywords", "push", "en")
    assert sorted(reads) == sorted([("glossary.yaml",), *(("phrases", f"{lang}.yaml") for lang in LANGS)])


@pytest.mark.parametrize(
    "written,expected",
    [
        ("대상을(를)", "대상을"),
        ("공격자을(를)", "공격자를"),
        ("적이(가)", "적이"),
        ("아군과(와)", "아군과"),
        ("밀치기과(와)", "밀치기와"),
        ("피해 1을(를)", "피해 1을"),
        ("피해 2을(를)", "피해 2를"),
        ("피해 10을(를)", "피해 10을"),
        ("구역으로(로)", "구역으로"),
        ("칼으로(로)", "칼로"),
    ],
)
def test_korean_particles_follow_the_sound_before_them(written: str, expected: str) -> None:
    assert resolve_ko_particles(written) == expected


def test_predicate_forms() -> None:
    assert ko_form("피투성이 상태이다", "adnominal") == "피투성이 상태인"
    assert ko_form("빨간 구역에 있다", "and") == "빨간 구역에 있고"
    assert ko_form("아군과 인접해 있지 않다", "or") == "아군과 인접해 있지 않거나"
    assert ko_form("당신이 빨간 구역을 제어하지 않는다", "adnominal") == "당신이 빨간 구역을 제어하지 않는"
    assert ja_and_form("流血している") == "流血しており"
    assert ja_and_form("赤のエリアにいない") == "赤のエリアにおらず"
    with pytest.raises(ValueError, match="no Korean ending"):
        ko_form("빨간", "and")
