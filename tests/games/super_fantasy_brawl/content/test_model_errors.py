"""Pydantic errors become located problems whose messages say what was expected."""

from __future__ import annotations

import textwrap

import pytest
from pydantic import BaseModel, ValidationError

from sfbkit.games.super_fantasy_brawl.content.card import Deck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.kit.content.model_errors import describe_value, format_path, located_errors
from sfbkit.kit.io.yaml_source import read_yaml
from sfbkit.kit.problems import Problem, one_line, quote

DECK_HEAD = """\
champion: ironhide
cards:
  - id: ironhide-jab
    name: Jab
    type: skill
    core: red
    targeting: melee
    effects:
"""


def problems(model: type[BaseModel], text: str) -> list[tuple[int, int, str, str, str]]:
    document = read_yaml(textwrap.dedent(text).encode())
    assert document.usable and document.root is not None, document.issues
    with pytest.raises(ValidationError) as caught:
        model.model_validate(document.data)
    found = located_errors(model, caught.value, document.root)
    return sorted((error.line, error.column, error.code, error.path, error.message) for error in found)


def effect_problems(effects: str) -> list[tuple[int, int, str, str, str]]:
    return problems(Deck, DECK_HEAD + textwrap.indent(textwrap.dedent(effects), "      "))


def test_an_unknown_key_is_located_at_the_key_and_lists_the_keys_taken() -> None:
    assert effect_problems("- push: {distance: 2, whoo: target}\n") == [
        (
            9,
            29,
            "unknown-key",
            "cards[0].effects[0].push.whoo",
            "unknown key 'whoo' (did you mean 'who'?); expected one of distance, who, source",
        )
    ]


def test_union_tags_in_the_error_location_are_skipped() -> None:
    found = effect_problems(
        """\
        - if: {bloodied: self}
          then:
            - heal: lots
          else:
            - choose_one:
                - [draw: 1]
                - [plan: many]
        """
    )
    assert found == [
        (11, 19, "wrong-type", "cards[0].effects[0].then[0].heal.amount", "expected an integer, got 'lots'"),
        (
            15,
            24,
            "wrong-type",
            "cards[0].effects[0].else[0].choose_one[1][0].plan.amount",
            "expected an integer, got 'many'",
        ),
    ]


def test_a_missing_field_is_located_at_the_mapping_that_lacks_it() -> None:
    assert problems(
        Champion, "id: ironhide\nname: Ironhide\nrole: tank\nbasic:\n  defence: 1\nlevelled: {hp: 9}\n"
    ) == [(5, 3, "missing-field", "basic.hp", "missing required field 'hp'")]


def test_a_misspelt_field_is_reported_once_as_an_unknown_key() -> None:
    found = effect_problems("- push: {distanse: 2}\n")
    assert [(code, path) for _, _, code, path, _ in found] == [
        ("unknown-key", "cards[0].effects[0].push.distanse")
    ]


def test_a_plain_union_gives_one_problem_listing_every_form() -> None:
    assert effect_problems("- stun: {who: nobody}\n") == [
        (
            9,
            21,
            "bad-value",
            "cards[0].effects[0].stun.who",
            "expected 'self', 'target', 'attacker' or 'it', or a mapping {choose: ...}, "
            "or a mapping {each: ...}; got 'nobody'",
        )
    ]


def test_a_misspelt_value_suggests_the_nearest_allowed_one() -> None:
    head = DECK_HEAD.replace("type: skill", "type: skil")
    found = problems(Deck, head + "      - push: {distance: 2, who: targt}\n")
    assert [message for _, _, _, _, message in found] == [
        "expected 'attack', 'skill' or 'reaction', got 'skil' (did you mean 'skill'?)",
        "expected 'self', 'target', 'attacker' or 'it', or a mapping {choose: ...}, "
        "or a mapping {each: ...}; got 'targt' (did you mean 'target'?)",
    ]


def test_a_plain_union_given_a_mapping_reports_the_closest_form() -> None:
    assert effect_problems("- stun: {who: {choose: enemy, within: 30}}\n") == [
        (9, 45, "bad-value", "cards[0].effects[0].stun.who.within", "expected at most 12, got 30")
    ]


def test_an_unknown_effect_suggests_the_nearest_operation() -> None:
    ((line, column, code, path, message),) = effect_problems("- puhs: 2\n")
    assert (line, column, code, path) == (9, 9, "unknown-effect", "cards[0].effects[0]")
    assert message.startswith("unknown effect 'puhs' (did you mean 'push'?); expected an effect step: ")


def test_a_rule_between_fields_is_reported_at_its_object() -> None:
    found = problems(
        Deck,
        """\
        champion: ironhide
        cards:
          - id: ironhide-jab
            name: Jab
            type: attack
            core: red
            targeting: melee
        """,
    )
    assert found == [(3, 5, "bad-value", "cards[0]", "an attack needs a 'strength'")]


def test_wrong_types_and_patterns_say_what_was_expected() -> None:
    found = problems(
        Champion,
        "id: Iron Hide\nname: ''\nrole: tank\nbasic: {hp: '8'}\nlevelled: [9]\n",
    )
    assert found == [
        (1, 5, "bad-value", "id", "expected a lower-case kebab-case id such as 'iron-wall', got 'Iron Hide'"),
        (2, 7, "bad-value", "name", "expected a non-empty string"),
        (4, 13, "wrong-type", "basic.hp", "expected an integer, got '8'"),
        (5, 11, "wrong-type", "levelled", "expected a mapping, got a list"),
    ]


def test_paths_and_values_are_formatted_for_people() -> None:
    assert format_path(["cards", 2, "effects", 0, "push", "distance"]) == "cards[2].effects[0].push.distance"
    assert format_path([]) == "$"
    assert [describe_value(value) for value in (None, True, "", 3, {"a": 1}, [])] == [
        "null",
        "true",
        "an empty string",
        "3",
        "a mapping with keys a",
        "an empty list",
    ]


def test_text_from_the_file_is_quoted_on_one_line() -> None:
    found = problems(
        Champion,
        'id: "iron\\nhide\\r"\nname: Iron\nrole: tank\nbasic: {hp: 8, "h\\u2028p": 1}\nlevelled: {hp: 9}\n',
    )
    assert found == [
        (
            1,
            5,
            "bad-value",
            "id",
            "expected a lower-case kebab-case id such as 'iron-wall', got 'iron\\nhide\\r'",
        ),
        (
            4,
            16,
            "unknown-key",
            "basic['h\\u2028p']",
            "unknown key 'h\\u2028p' (did you mean 'hp'?); expected one of hp, defence, movement_bonus, abilities",
        ),
    ]
    assert all(len(message.splitlines()) == 1 for *_, message in found)


def test_quote_escapes_what_would_break_or_blur_a_line() -> None:
    assert quote("iron-wall") == "'iron-wall'"
    assert quote("a\nb\tc\\n\x00\x85\u2029ジャ") == "'a\\nb\\tc\\\\n\\x00\\x85\\u2029ジャ'"
    assert one_line("a\r\nb \\ c") == "a\\r\\nb \\ c"
    assert (
        str(Problem("a\nb.yaml", 1, 2, "bad-value", "id", "x\ny"))
        == "a\\nb.yaml:1:2: error[bad-value]: id: x\\ny"
    )
