"""Checks of the examples inside card files that need no engine: every id they name is one the tree has."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from sfbkit.games.blood_wars.content.card_places import PlacedCard
from sfbkit.games.blood_wars.content.example import Example
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.text.did_you_mean import did_you_mean

Path = tuple[str | int, ...]

SEAT_LISTS = ("deck", "hand", "area", "victory_pool", "discard", "dead_book")
"""The places of a seat written as lists of card ids."""


def check_examples(
    place: PlacedCard,
    cards: Mapping[str, object],
    decks: Mapping[str, object],
    rulesets: Mapping[str, object],
) -> Iterator[Problem]:
    """Yields a ``bad-reference`` for each card, deck or ruleset id an example names that the tree lacks."""
    for index, example in enumerate(place.card.examples):
        at: Path = (*place.path, "examples", index)
        for where, identifier, known, noun in _references(example, at):
            if identifier not in {"cards": cards, "decks": decks, "rulesets": rulesets}[known]:
                names = {"cards": cards, "decks": decks, "rulesets": rulesets}[known]
                message = f"no {noun} has id {quote(identifier)}{did_you_mean(identifier, sorted(names))}"
                yield place.file.problem(where, "bad-reference", message)


def _references(example: Example, at: Path) -> Iterator[tuple[Path, str, str, str]]:
    """Yields (path, id, which ids it must be among, what it names) for every id of an example."""
    yield (*at, "ruleset"), example.ruleset, "rulesets", "ruleset"
    for index, player in enumerate(example.players or ()):
        yield (*at, "players", index, "deck"), player.deck, "decks", "deck"
    if example.setup is None:
        return
    for seat_index, seat in enumerate(example.setup.seats):
        seat_at = (*at, "setup", "seats", seat_index)
        for name in SEAT_LISTS:
            for index, identifier in enumerate(getattr(seat, name)):
                yield (*seat_at, name, index), identifier, "cards", "card"
        for warlord_index, warlord in enumerate(seat.warlords):
            warlord_at = (*seat_at, "warlords", warlord_index)
            yield warlord_at, warlord.card, "cards", "card"
            for card_index, card in enumerate(warlord.battle_hand):
                yield (*warlord_at, "battle_hand", card_index), card.card, "cards", "card"
                if card.held_by is not None:
                    yield (*warlord_at, "battle_hand", card_index, "held_by"), card.held_by, "cards", "card"
