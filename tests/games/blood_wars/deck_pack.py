"""The plain test pack of BW §18 scenarios 1 and 2: cards made by count and value, decks as id counts."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

STANDARD_TABLE = Path(__file__).parent / "data" / "standard.yaml"


def warlords(prefix: str, strength: int, cards: int) -> list[dict[str, Any]]:
    """Returns ``cards`` plain warlords of IS ``strength``."""
    return [
        {"id": f"{prefix}-{n}", "name": "W", "alignment": "LE", "is": strength, "rr": 1} for n in range(cards)
    ]


def legions(prefix: str, strength: int, cards: int) -> list[dict[str, Any]]:
    """Returns ``cards`` plain legions of CS ``strength``."""
    return [
        {"id": f"{prefix}-{n}", "name": "L", "alignment": "LE", "cs": strength, "rr": 1} for n in range(cards)
    ]


def battlefields(prefix: str, vp: int, cards: int, subtype: str | None = None) -> list[dict[str, Any]]:
    """Returns ``cards`` plain battlefields of the VP and subtype."""
    extra = {"subtype": subtype} if subtype else {}
    return [
        {"id": f"{prefix}-{n}", "name": "B", "alignment": "NN", "vp": vp, "rr": 1, **extra}
        for n in range(cards)
    ]


def fates(prefix: str, subtype: str, cards: int, item_kind: str | None = None) -> list[dict[str, Any]]:
    """Returns ``cards`` plain fates of the subtype (and item kind)."""
    extra = {"item_kind": item_kind} if item_kind else {}
    return [{"id": f"{prefix}-{n}", "name": "F", "subtype": subtype, "rr": 1, **extra} for n in range(cards)]


def ids(cards: list[dict[str, Any]]) -> list[str]:
    """Returns the cards' ids."""
    return [str(card["id"]) for card in cards]


def write_tree(
    root: Path, cards: Mapping[str, list[dict[str, Any]]], decks: Mapping[str, dict[str, int]]
) -> Path:
    """Writes a tree of the cards (by kind), the standard table, a ruleset and one file per deck (id -> counts)."""
    (root / "cards").mkdir(parents=True)
    (root / "sfbkit.yaml").write_text("game: blood-wars\n", encoding="utf-8")
    for kind, listed in cards.items():
        (root / "cards" / f"{kind}.yaml").write_text(yaml.safe_dump({kind: listed}), encoding="utf-8")
    for folder in ("deck-tables", "rulesets", "decks"):
        (root / folder).mkdir()
    (root / "deck-tables" / "standard.yaml").write_text(
        STANDARD_TABLE.read_text(encoding="utf-8"), encoding="utf-8"
    )
    (root / "rulesets" / "conflict.yaml").write_text("id: conflict\nname: Conflict\n", encoding="utf-8")
    for deck_id, counts in decks.items():
        entries = [{"card": card, "count": count} for card, count in counts.items() if count]
        deck = {"id": deck_id, "name": deck_id, "cards": entries}
        (root / "decks" / f"{deck_id}.yaml").write_text(
            yaml.safe_dump(deck, sort_keys=False), encoding="utf-8"
        )
    return root
