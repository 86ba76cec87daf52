"""Blood Wars events read as sentences: every kind of BW §14 has its own phrase, and each fits the engine's fields."""

from __future__ import annotations

import random

from sfbkit.games.blood_wars.engine.match import new_match
from sfbkit.games.blood_wars.play.event_words import PHRASES, card, event_words
from tests.games.blood_wars.engine.pack import pack

SECTION_14 = [
    "shuffled",
    "drew",
    "rr_check",
    "mulligan",
    "seated",
    "turn_started",
    "phase",
    "placed",
    "moved",
    "returned",
    "battlefield_played",
    "challenge_declared",
    "stance",
    "committed",
    "ability_used",
    "fate_played",
    "flipped",
    "ballot",
    "comparison",
    "captured",
    "challenge_result",
    "reward_drawn",
    "discarded",
    "dead_book",
    "cancelled",
    "lying_low",
    "inducted",
    "regrouped",
    "culled",
    "victory",
    "round_limit",
]


def test_every_event_kind_of_the_rules_has_a_phrase() -> None:
    assert [kind for kind in SECTION_14 if kind not in PHRASES] == []


def test_every_event_of_random_matches_is_phrased_from_its_fields() -> None:
    seen: set[str] = set()
    for seed in range(6):
        match = new_match(pack(), decks=["le", "cg", "nn"][: 2 + seed % 2], ruleset="conflict", seed=seed)
        chooser = random.Random(seed)
        while match.decision is not None:
            match.apply(chooser.choice(list(match.decision.ids)))
        for event in match.events:
            assert event.kind in PHRASES, event.kind
            sentence = PHRASES[event.kind](event.data)
            assert sentence.endswith(".") and "{" not in sentence, sentence
            seen.add(event.kind)
    assert {"ballot", "comparison", "captured", "match_end"} <= seen


def test_card_instances_read_as_owner_and_copy() -> None:
    assert card("p2:ashlord-vhorza#2") == "p2's ashlord-vhorza (2nd copy)"
    assert event_words("stance", {"player": 2, "stance": "oppose", "warlord": "p3:cc#1"}) == (
        "p3 opposes with p3's cc."
    )


def test_a_sentence_opens_upper_case_unless_with_a_player_name() -> None:
    assert event_words("modified", {"stat": "cs", "amount": 3, "side": "defending", "by": "p1:aa#1"}) == (
        "The defending side gets +3 CS from p1's aa."
    )
    assert event_words("flipped", {"card": "p2:bb#1", "down": True}) == "p2's bb turns face down."
    assert event_words("unheard_of", {"count": 2}) == "Unheard of: count 2."
