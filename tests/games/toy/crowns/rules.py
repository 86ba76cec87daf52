"""The rules of Crowns: deal, follow the suit led, the highest rank takes the trick, most tricks wins."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Self

from sfbkit.kit.play.decisions import Decision, Option, check_answer
from sfbkit.kit.play.events import Event, events_hash

from .models import Card


@dataclass(frozen=True)
class Result:
    """The seat with the most tricks, or None when the most are shared."""

    winner: int | None


class CrownsMatch:
    """A match of Crowns between ``seats`` seats; seat 0 leads the first trick."""

    def __init__(self, cards: Mapping[str, Card], seats: int, hand: int, seed: int) -> None:
        self.cards = cards
        self.seats = seats
        self.deck = sorted(cards)
        random.Random(seed).shuffle(self.deck)
        self.hands: list[list[str]] = [[] for _ in range(seats)]
        self.table: list[tuple[int, str]] = []
        self.tricks = [0] * seats
        self.leader = 0
        self.events: list[Event] = [Event("shuffled", {"cards": len(self.deck)})]
        self.result: Result | None = None
        for seat in range(seats):
            self._draw(seat, hand)

    @property
    def to_play(self) -> int:
        """The seat whose card the trick waits for."""
        return (self.leader + len(self.table)) % self.seats

    @property
    def decision(self) -> Decision | None:
        """Play a card: one of the led suit when the seat holds one (single options are asked too)."""
        if self.result is not None:
            return None
        seat = self.to_play
        hand = self.hands[seat]
        led = [
            card for card in hand if self.table and self.cards[card].suit == self.cards[self.table[0][1]].suit
        ]
        options = tuple(Option(f"play:{card}", self.cards[card].name) for card in sorted(led or hand))
        return Decision("play", seat, options, "play a card")

    def apply(self, option_id: str) -> None:
        """Plays the chosen card; the last card of a trick decides it, then everyone draws one."""
        decision = self.decision
        check_answer(decision, option_id)
        assert decision is not None
        card = option_id.removeprefix("play:")
        self.hands[decision.player].remove(card)
        self.table.append((decision.player, card))
        self.events.append(Event("played", {"seat": decision.player, "card": card}))
        if len(self.table) == self.seats:
            self._take_trick()

    def _take_trick(self) -> None:
        led = self.cards[self.table[0][1]].suit
        seat, card = max(
            ((seat, card) for seat, card in self.table if self.cards[card].suit == led),
            key=lambda played: self.cards[played[1]].rank,
        )
        self.tricks[seat] += 1
        self.events.append(Event("trick_taken", {"seat": seat, "card": card, "tricks": self.tricks[seat]}))
        self.table, self.leader = [], seat
        if len(self.deck) >= self.seats:
            for each in range(self.seats):
                self._draw((seat + each) % self.seats, 1)
        if not any(self.hands):
            best = max(self.tricks)
            winners = [seat for seat, tricks in enumerate(self.tricks) if tricks == best]
            self.result = Result(winners[0] if len(winners) == 1 else None)
            self.events.append(
                Event("match_over", {"winner": self.result.winner, "tricks": list(self.tricks)})
            )

    def _draw(self, seat: int, count: int) -> None:
        drawn, self.deck = self.deck[:count], self.deck[count:]
        self.hands[seat].extend(drawn)
        self.events.append(Event("drew", {"seat": seat, "cards": len(drawn)}))

    def fork(self) -> Self:
        """Returns an independent copy at the same point."""
        twin = copy.copy(self)
        twin.deck, twin.hands, twin.table = (
            list(self.deck),
            [list(hand) for hand in self.hands],
            list(self.table),
        )
        twin.tricks, twin.events = list(self.tricks), list(self.events)
        return twin

    def events_hash(self) -> str:
        """Returns the hash of the event stream."""
        return events_hash(self.events)

    def observation(self, seat: int) -> dict[str, Any]:
        """Returns the table, the tricks, every hand's size and the seat's own hand: never a hidden card."""
        return {
            "seat": seat,
            "hand": sorted(self.hands[seat]),
            "hand_sizes": [len(hand) for hand in self.hands],
            "deck": len(self.deck),
            "table": [list(played) for played in self.table],
            "tricks": list(self.tricks),
            "leader": self.leader,
        }

    def determinize(self, seat: int, seed: int) -> Self:
        """Returns a copy with the other hands and the deck redealt from the cards ``seat`` cannot see."""
        twin = self.fork()
        unseen = [card for other, hand in enumerate(self.hands) if other != seat for card in hand] + self.deck
        random.Random(seed).shuffle(unseen)
        for other, hand in enumerate(twin.hands):
            if other != seat:
                hand[:], unseen = unseen[: len(hand)], unseen[len(hand) :]
        twin.deck = unseen
        return twin

    def side(self, seat: int) -> int:
        """Returns the seat itself: Crowns has no teams."""
        return seat


def new_match(cards: Sequence[Card], seats: int, hand: int, seed: int) -> CrownsMatch:
    """Returns a new match over the tree's cards."""
    return CrownsMatch({card.id: card for card in cards}, seats, hand, seed)
