"""Checks a script's scenario position against the content: every card known and of a kind its place holds."""

from __future__ import annotations

from collections.abc import Iterator

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.kit.text.did_you_mean import did_you_mean

Path = tuple[str | int, ...]

HOLDS: dict[str, frozenset[str]] = {
    "deck": frozenset({"warlord", "legion", "battlefield", "fate"}),
    "hand": frozenset({"warlord", "legion", "battlefield", "fate"}),
    "discard": frozenset({"warlord", "legion", "battlefield", "fate"}),
    "dead_book": frozenset({"warlord", "legion", "battlefield", "fate"}),
    "warlords": frozenset({"warlord"}),
    "battle_hand": frozenset({"legion", "fate"}),
    "area": frozenset({"battlefield", "fate"}),
    "victory_pool": frozenset({"battlefield"}),
}
"""The card kinds each place of a seat holds (BW §1.1)."""


def _placed(position: Position) -> Iterator[tuple[Path, str, str]]:
    """Returns every card of the position: where it is written, its id, and the place it is in."""
    for s, seat in enumerate(position.seats):
        at: Path = ("scenario", "seats", s)
        for place in ("deck", "hand", "area", "victory_pool", "discard", "dead_book"):
            for i, card in enumerate(getattr(seat, place)):
                yield (*at, place, i), card, place
        for w, warlord in enumerate(seat.warlords):
            yield (*at, "warlords", w, "card"), warlord.card, "warlords"
            for c, placed in enumerate(warlord.battle_hand):
                yield (*at, "warlords", w, "battle_hand", c, "card"), placed.card, "battle_hand"
                if placed.held_by is not None and placed.held_by not in {p.card for p in warlord.battle_hand}:
                    yield (*at, "warlords", w, "battle_hand", c, "held_by"), placed.held_by, "held_by"


def position_problems(position: Position, defs: Definitions) -> Iterator[tuple[Path, str]]:
    """Returns each card of a position that is unknown or out of place, with where it is written."""
    for path, card, place in _placed(position):
        if place == "held_by":
            yield (
                path,
                f"{card!r} is no card of this battle hand; an attached fate is held by one of its legions",
            )
            continue
        found = defs.cards.get(card)
        if found is None:
            yield path, f"no card has id {card!r}{did_you_mean(card, sorted(defs.cards))}"
        elif found.kind not in HOLDS[place]:
            holds = " or ".join(sorted(HOLDS[place]))
            yield path, f"{card} is a {found.kind}; a seat's {place.replace('_', ' ')} holds {holds} cards"
