"""Searching Blood Wars cards by kind, subtype, alignment, IS, CS, VP, RR, unique, ability kind, timing and text."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.catalogue import BWCatalogue
from sfbkit.games.blood_wars.content.paths import bundled_root


@pytest.fixture(scope="module")
def catalogue() -> BWCatalogue:
    return BWCatalogue(bundled_root())


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        (
            "kind:warlord is>=12",
            {"mire-chancellor-oszra", "dawnward-abbess-ilse", "wandering-arbiter-tessaly"},
        ),
        ("kind:legion cs>=7", {"brand-sworn-berserkers", "iron-ledger-company", "dawn-lancers"}),
        ("vp=5", {"sunken-throne-of-aur", "the-red-mile"}),
        ("rr=0", {"grey-pilgrim-hob", "old-tollgate", "hedge-oracle"}),
        ("has:unique", {"dawnward-abbess-ilse", "the-red-mile", "sigil-of-the-ninth-stair"}),
        ("unique:yes kind:battlefield", {"the-red-mile"}),
        (
            "kind:fate not:aligned subtype:item",
            {
                "lantern-of-quiet-oaths",
                "gilded-censer",
                "sigil-of-the-ninth-stair",
                "hobnailed-boots",
                "tower-shield",
                "drowned-crown",
            },
        ),
        ("subtype:artifact", {"sigil-of-the-ninth-stair", "drowned-crown"}),
        ("alignment=ce kind:warlord", {"ashlord-vhorza", "pyre-marshal-kettrin"}),
        ("al:g kind:warlord", {"dawnward-abbess-ilse", "sentinel-captain-brannoc"}),
        ("ability:trigger kind:fate", {"hedge-oracle", "grave-scribe"}),
        ("timing=battle -timing=action", {"cinderstorm"}),
        ('text:"dead-book"', {"dawnward-abbess-ilse", "gallows-choir"}),
        ("text:死者の書 lang:ja", {"dawnward-abbess-ilse", "gallows-choir"}),
    ],
)
def test_each_field_selects_its_cards(catalogue: BWCatalogue, query: str, expected: set[str]) -> None:
    assert {record.id for record in catalogue.search(query, "en")} == expected


def test_order_sorts_by_a_number(catalogue: BWCatalogue) -> None:
    found = [record.id for record in catalogue.search("kind:warlord order:is dir:desc", "en")]
    assert found[0] == "mire-chancellor-oszra" and found[-1] == "pyre-marshal-kettrin"
