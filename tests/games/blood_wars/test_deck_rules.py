"""BW §4 deck construction, as BW §18 scenarios 1 and 2 state it: each single change gives exactly its one code."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.blood_wars.content.library import validate_tree
from tests.games.blood_wars import deck_pack as pack

# --- scenario 1: a 40-card deck with every cap reached ------------------------------------------------

W12 = pack.warlords("w12", 12, 2)
W13 = pack.warlords("w13", 13, 1)
L8 = pack.legions("l8", 8, 5)
REALMS = pack.battlefields("realm", 3, 3, "realm")
LAYERS = pack.battlefields("layer", 3, 2, "layer")
SITES = pack.battlefields("site", 3, 2, "site")
TOWNS = pack.battlefields("town", 3, 2, "town")
PLAIN = pack.battlefields("plain", 4, 5)
ARTIFACTS = pack.fates("artifact", "item", 2, "artifact")
MAGICAL = pack.fates("magical", "item", 1, "magical")
MUNDANE = pack.fates("mundane", "item", 1, "mundane")
ORDERS = pack.fates("orders", "orders", 1)
SPELLS = pack.fates("spell", "spell", 1)

CARDS_40 = {
    "warlords": W12 + W13,
    "legions": L8,
    "battlefields": REALMS + LAYERS + SITES + TOWNS + PLAIN,
    "fates": ARTIFACTS + MAGICAL + MUNDANE + ORDERS + SPELLS,
}

DECK_40: dict[str, int] = {
    "w12-0": 3,
    "w12-1": 2,
    **dict.fromkeys(pack.ids(L8), 3),
    "realm-0": 1,
    "realm-1": 1,
    **dict.fromkeys(pack.ids(LAYERS + SITES + TOWNS), 1),
    **dict.fromkeys(pack.ids(PLAIN[:4]), 1),
    "artifact-0": 1,
    "magical-0": 3,
    "mundane-0": 1,
    "orders-0": 3,
}


def _changed(deck: dict[str, int], **changes: int) -> dict[str, int]:
    return {**deck, **{card.replace("_", "-"): count for card, count in changes.items()}}


SCENARIO_1: list[tuple[str, dict[str, int], list[str]]] = [
    ("as listed", DECK_40, []),
    ("an IS 13 warlord for an IS 12", _changed(DECK_40, w12_1=1, w13_0=1), ["cap:is"]),
    ("a 4th copy of a legion for another", _changed(DECK_40, l8_0=4, l8_1=2), ["copies"]),
    ("a 3rd realm for a plain battlefield", _changed(DECK_40, realm_2=1, plain_0=0), ["count:realm"]),
    (
        "a second artifact for the mundane item",
        _changed(DECK_40, artifact_1=1, mundane_0=0),
        ["count:artifact"],
    ),
    ("3 spells for 3 warlords", _changed(DECK_40, w12_0=0, spell_0=3), ["count:warlords"]),
    ("a VP 4 battlefield for a VP 3 one", _changed(DECK_40, site_0=0, plain_4=1), ["cap:vp"]),
    ("one more spell", _changed(DECK_40, spell_0=1), ["deck-size"]),
]


def _codes(tmp_path: Path, cards: dict[str, list[dict[str, Any]]], deck: dict[str, int]) -> list[str]:
    report = validate_tree(pack.write_tree(tmp_path, cards, {"test-deck": deck}))
    return [problem.code for problem in report.problems]


@pytest.mark.parametrize(("change", "deck", "codes"), SCENARIO_1, ids=[case[0] for case in SCENARIO_1])
def test_scenario_1_each_change_gives_its_one_code(
    tmp_path: Path, change: str, deck: dict[str, int], codes: list[str]
) -> None:
    assert _codes(tmp_path, CARDS_40, deck) == codes


def test_scenario_1_every_change_at_once_gives_every_code_once(tmp_path: Path) -> None:
    every = _changed(
        DECK_40, w12_1=1, w13_0=1, l8_0=4, l8_1=2, artifact_1=1, mundane_0=0, site_0=0, plain_4=1
    )
    assert sorted(_codes(tmp_path, CARDS_40, every)) == ["cap:is", "cap:vp", "copies", "count:artifact"]


# --- scenario 2: a 100-card deck, and the 90 column -------------------------------------------------------

W_100 = pack.warlords("w13a", 13, 1) + pack.warlords("w13b", 13, 1) + pack.warlords("w14", 14, 1)
W_ZERO = pack.warlords("w0", 0, 1)
W_90 = pack.warlords("w12", 12, 3)
L6 = pack.legions("l6", 6, 17)
REALMS_6 = pack.battlefields("realm", 4, 6, "realm")
LAYERS_6 = pack.battlefields("layer", 4, 6, "layer")
SITES_10 = pack.battlefields("site", 4, 5, "site") + pack.battlefields("town", 3, 5, "town")
PLAIN_5 = pack.battlefields("plain", 3, 3) + pack.battlefields("plainer", 4, 2)
F3 = pack.battlefields("f3", 3, 6)
REALMS_3 = pack.battlefields("realm3", 3, 6, "realm")
LAYERS_3 = pack.battlefields("layer3", 3, 6, "layer")
SITES_3 = pack.battlefields("site3", 3, 9, "site")
ARTIFACTS_6 = pack.fates("artifact", "item", 6, "artifact")
MAGICAL_8 = pack.fates("magical", "item", 8, "magical")
ORDERS_1 = pack.fates("orders", "orders", 1)
SPELLS_4 = pack.fates("spell", "spell", 4)

CARDS_100 = {
    "warlords": W_100 + W_ZERO + W_90,
    "legions": L6,
    "battlefields": REALMS_6 + LAYERS_6 + SITES_10 + PLAIN_5 + F3 + REALMS_3 + LAYERS_3 + SITES_3,
    "fates": ARTIFACTS_6 + MAGICAL_8 + ORDERS_1 + SPELLS_4,
}

FATES_14 = {
    **dict.fromkeys(pack.ids(ARTIFACTS_6[:5]), 1),
    **dict.fromkeys(pack.ids(MAGICAL_8), 1),
    "orders-0": 1,
}
DECK_100: dict[str, int] = {
    **dict.fromkeys(pack.ids(W_100), 3),
    **dict.fromkeys(pack.ids(L6[:16]), 3),
    "l6-16": 2,
    **dict.fromkeys(pack.ids(REALMS_6 + LAYERS_6 + SITES_10 + PLAIN_5), 1),
    **FATES_14,
}


def _ninety(extra_battlefields: int, spells: int) -> dict[str, int]:
    """The 90-card list of scenario 2: 6 realms, 6 layers, 9 sites and towns, 4 plain (VP 75), plus extras."""
    fields = pack.ids(REALMS_3 + LAYERS_3 + SITES_3 + F3[: 4 + extra_battlefields])
    deck = {**dict.fromkeys(pack.ids(W_90), 3), **dict.fromkeys(pack.ids(L6[:14]), 3), **FATES_14}
    deck.update(dict.fromkeys(fields, 1))
    deck.update({card: 2 for card in pack.ids(SPELLS_4)[: spells // 2]})
    return deck


SCENARIO_2: list[tuple[str, dict[str, int], list[str]]] = [
    ("100 as listed", DECK_100, []),
    ("a 10th warlord of IS 0 for the orders", _changed(DECK_100, orders_0=0, w0_0=1), ["count:warlords"]),
    ("a 6th artifact for a magical", _changed(DECK_100, magical_0=0, artifact_5=1), ["count:artifact"]),
    ("10 more spells", _changed(DECK_100, spell_0=3, spell_1=3, spell_2=3, spell_3=1), ["deck-size"]),
    ("90 with 25 battlefields", _ninety(0, 0), ["count:battlefields"]),
    ("the same with 2 more battlefields and 8 spells", _ninety(2, 8), []),
]


@pytest.mark.parametrize(("change", "deck", "codes"), SCENARIO_2, ids=[case[0] for case in SCENARIO_2])
def test_scenario_2_each_change_gives_its_one_code(
    tmp_path: Path, change: str, deck: dict[str, int], codes: list[str]
) -> None:
    assert _codes(tmp_path, CARDS_100, deck) == codes


def test_the_lists_hold_what_the_scenarios_say() -> None:
    assert (sum(DECK_40.values()), sum(DECK_100.values())) == (40, 100)
    assert (sum(_ninety(0, 0).values()), sum(_ninety(2, 8).values())) == (90, 100)


def test_deck_problems_are_located_at_their_line_and_column(tmp_path: Path) -> None:
    deck = {"nope": 1, **_changed(DECK_40, l8_0=4, l8_1=2)}
    report = validate_tree(pack.write_tree(tmp_path, CARDS_40, {"test-deck": deck}))
    located = [(p.file, p.line, p.column, p.code) for p in report.problems]
    assert located == [
        ("decks/test-deck.yaml", 3, 1, "deck-size"),
        ("decks/test-deck.yaml", 4, 9, "unknown-card"),
        ("decks/test-deck.yaml", 11, 10, "copies"),
    ]


def test_a_card_listed_twice_is_counted_once_over_and_reported_at_the_entry_that_passes_the_limit(
    tmp_path: Path,
) -> None:
    deck = {**DECK_40, "l8-1": 2}
    pack.write_tree(tmp_path, CARDS_40, {"test-deck": deck})
    text = (tmp_path / "decks" / "test-deck.yaml").read_text(encoding="utf-8")
    (tmp_path / "decks" / "test-deck.yaml").write_text(text + "- card: l8-0\n  count: 1\n", encoding="utf-8")
    report = validate_tree(tmp_path)
    copies = [problem for problem in report.problems if problem.code == "copies"]
    assert [(p.code, p.path) for p in report.problems] == [("copies", "cards[23].count")]
    assert "4 copies of 'l8-0'" in copies[0].message


def test_a_ruleset_flags_count_warlords_cs_and_narrow_the_sizes_in_sfbkit_deck(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from sfbkit.cli.main import cli

    cards = {**CARDS_40, "warlords": [{**card, "cs": 2} for card in W12 + W13]}
    root = pack.write_tree(tmp_path, cards, {"test-deck": DECK_40})
    (root / "rulesets" / "wcap.yaml").write_text(
        "id: wcap\nname: W\ncs_cap_counts_warlords: true\n", encoding="utf-8"
    )
    (root / "rulesets" / "big.yaml").write_text("id: big\nname: B\ndeck_sizes: [60, 80]\n", encoding="utf-8")
    deck = str(root / "decks" / "test-deck.yaml")

    def codes(*options: str) -> tuple[int, list[str]]:
        result = CliRunner().invoke(cli, ["deck", deck, "--content", str(root), *options])
        assert result.exit_code != 2 or "ruleset" in result.output, result.output
        return result.exit_code, re.findall(r"error\[([a-z:-]+)\]", result.output)

    assert codes() == (0, [])
    assert codes("--ruleset", "wcap") == (1, ["cap:cs"])
    assert codes("--ruleset", "big") == (1, ["deck-size"])
    assert codes("--ruleset", "conflict") == (0, [])
    assert codes("--ruleset", "nope")[0] == 2
