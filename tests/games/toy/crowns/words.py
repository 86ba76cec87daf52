"""The words of Crowns in English and Japanese."""

from __future__ import annotations

from sfbkit.kit.play.events import Event

from .models import Card

SUITS = {
    "en": {"leaves": "leaves", "stones": "stones", "waves": "waves"},
    "ja": {"leaves": "木の葉", "stones": "石", "waves": "波"},
}


def card_text(card: Card, lang: str) -> str:
    """Returns the card's rules text: its rank in its suit."""
    suit = SUITS[lang][card.suit]
    return f"Rank {card.rank} of {suit}." if lang == "en" else f"{suit}の{card.rank}。"


EVENTS = {
    "shuffled": "The deck of {cards} cards is shuffled.",
    "drew": "Player {seat} draws {cards} card(s).",
    "played": "Player {seat} plays {card}.",
    "trick_taken": "Player {seat} takes the trick with {card}, {tricks} trick(s) in all.",
    "match_over": "The match is over: tricks {tricks}.",
}


def event_words(event: Event) -> str:
    """Returns an event of a match as a sentence."""
    tricks = " ".join(map(str, event.data.get("tricks", ()))) if event.kind == "match_over" else None
    return EVENTS[event.kind].format(**{**event.data, **({"tricks": tricks} if tricks else {})})
