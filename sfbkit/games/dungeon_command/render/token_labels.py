"""Labels of creature tokens on the board, distinct at a glance: the initials of a card, then a copy number."""

from __future__ import annotations

from collections.abc import Iterable


def _candidates(card: str) -> list[str]:
    """Returns the labels a card may take, shortest first: its initials, then more of its last word."""
    words = [word for word in card.split("-") if word] or [card]
    head = "".join(word[0].upper() for word in words[:-1])
    last = words[-1]
    labels = [
        head + last[:length].capitalize() if head else last[:length].capitalize() for length in (1, 2, 3)
    ]
    if not head:
        labels = [label for label in labels if len(label) > 1] or labels
    return [*dict.fromkeys([*labels, card])]


def token_labels(creatures: Iterable[tuple[int, str]]) -> dict[int, str]:
    """Returns a label per creature uid, distinct from every other creature's: copies of a card are numbered."""
    copies: dict[str, list[int]] = {}
    for uid, card in sorted(set(creatures)):
        copies.setdefault(card, []).append(uid)
    taken: set[str] = set()
    labels: dict[int, str] = {}
    for card in sorted(copies):
        uids = copies[card]
        for candidate in [*_candidates(card), f"{card}#"]:
            numbered = [candidate] if len(uids) == 1 else [f"{candidate}{n}" for n in range(1, len(uids) + 1)]
            if taken.isdisjoint(numbered):
                break
        taken.update(numbered)
        labels.update(zip(uids, numbered, strict=True))
    return labels
