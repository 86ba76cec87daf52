"""The words of Crowns in English and Japanese."""

from __future__ import annotations

from .models import Card

SUITS = {
    "en": {"leaves": "leaves", "stones": "stones", "waves": "waves"},
    "ja": {"leaves": "木の葉", "stones": "石", "waves": "波"},
}


def card_text(card: Card, lang: str) -> str:
    """Returns the card's rules text: its rank in its suit."""
    suit = SUITS[lang][card.suit]
    return f"Rank {card.rank} of {suit}." if lang == "en" else f"{suit}の{card.rank}。"
