"""The bundled glossary and phrase templates: complete in every language, consistent, loaded once."""

from __future__ import annotations

from importlib import resources

import pytest

from sfbkit.games.super_fantasy_brawl.content.effects import STEP_KINDS
from sfbkit.games.super_fantasy_brawl.render import glossary as glossary_module
from sfbkit.games.super_fantasy_brawl.render import phrases as phrases_module
from sfbkit.games.super_fantasy_brawl.render.glossary import LANGS, glossary, term
from sfbkit.games.super_fantasy_brawl.render.phrases import fields, phrases
from sfbkit.kit.text.grammar import ja_and_form, ko_form, resolve_ko_particles


def test_locale_files_live_inside_the_package() -> None:
    locales = resources.files("sfbkit").joinpath("locales")
    assert locales.joinpath("glossary.yaml").is_file()
    for lang in LANGS:
        assert locales.joinpath("phrases", f"{lang}.yaml").is_file()


def test_every_glossary_entry_has_every_language() -> None:
    for group, entries in glossary().items():
        for key, entry in entries.items():
            for lang in LANGS:
                assert entry[lang].strip(), f"{group}.{key} has no {lang} term"


def test_every_operation_has_a_keyword_term() -> None:
    for op in STEP_KINDS:
        for lang in LANGS:
            assert term("keywords", op, lang)


def test_glossary_terms_are_the_shared_ones() -> None:
    assert term("keywords", "push", "ja") == "押し出し"
    assert term("keywords", "push", "ko") == "밀치기"
    assert term("cores", "red", "zh-Hant") == "破壞"


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


def test_files_are_read_once() -> None:
    glossary_module.glossary.cache_clear()
    phrases_module.phrases.cache_clear()
    for _ in range(3):
        for lang in LANGS:
            phrases(lang)
        term("keywords", "push", "en")
    assert glossary_module.glossary.cache_info().misses == 1
    assert phrases_module.phrases.cache_info().misses == len(LANGS)


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
