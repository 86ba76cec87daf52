"""The short labels of creature tokens on the play page: one per creature, never two alike on one board."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from string import ascii_lowercase


def initials(name: str) -> str:
    """Returns a name's initials (``Lantern Archer`` -> ``LA``), or its first two letters when it is one word."""
    words = [word for word in name.replace("-", " ").split() if word[:1].isalnum()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].capitalize()
    return "".join(word[0].upper() for word in words[:3])


def token_labels(creatures: Sequence[tuple[int, str]], names: Mapping[str, str]) -> dict[int, str]:
    """Returns a label per creature uid from ``(uid, card)`` pairs: initials, a digit per card that shares them,
    and a letter per copy of one card, so that no two tokens read the same."""
    cards_by_initials: dict[str, list[str]] = {}
    for _, card in creatures:
        group = cards_by_initials.setdefault(initials(names.get(card, card)), [])
        if card not in group:
            group.append(card)
    base: dict[str, str] = {}
    for short, cards in cards_by_initials.items():
        ordered = sorted(cards)
        for card in ordered:
            base[card] = short if len(ordered) == 1 else f"{short}{ordered.index(card) + 1}"
    copies: dict[str, list[int]] = {}
    for uid, card in sorted(creatures):
        copies.setdefault(card, []).append(uid)
    labels: dict[int, str] = {}
    taken: set[str] = set()
    for card, uids in copies.items():
        for number, uid in enumerate(uids):
            label = base[card] + ("" if len(uids) == 1 else ascii_lowercase[number % 26] * (1 + number // 26))
            while label in taken:
                label += "'"
            labels[uid] = label
            taken.add(label)
    return labels
