"""A deck as the deck page sends it: id, name, the table or ruleset it is checked under, and its cards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.serve.request_error import RequestError

MAX_TEXT = 200
"""The most characters an id, a name or a card id of a request may have (the models allow far fewer)."""

MAX_ENTRIES = 100
"""The most card entries a deck may list (the model's own limit)."""

DRAFT_KEYS = ("id", "name", "under", "cards")
"""The keys of a deck the page sends to be checked."""

Basis = Literal["table", "ruleset"]
"""What a deck is checked under: a deck table alone, or a ruleset (its table, deck sizes and flags)."""


@dataclass(frozen=True)
class DeckDraft:
    """A deck being built: plain request data, checked only for its shape (the content checks come later)."""

    id: str
    name: str
    basis: Basis
    basis_id: str
    """The deck table's or the ruleset's id."""
    cards: tuple[tuple[str, int], ...]
    """Each entry's card id and count, in the order the page lists them."""


def _text(body: Mapping[str, Any], key: str) -> str:
    value = body.get(key)
    if not isinstance(value, str):
        raise RequestError(422, f"{key} must be text")
    if len(value) > MAX_TEXT:
        raise RequestError(422, f"{key} has over {MAX_TEXT} characters")
    return value


def _entry(index: int, entry: Any) -> tuple[str, int]:
    if not isinstance(entry, dict) or set(entry) != {"card", "count"}:
        raise RequestError(422, f"cards[{index}] must be an object with exactly 'card' and 'count'")
    card = _text(entry, "card")
    count = entry["count"]
    if isinstance(count, bool) or not isinstance(count, int):
        raise RequestError(422, f"cards[{index}].count must be a whole number")
    return card, count


def _basis(text: str) -> tuple[Basis, str]:
    kind, _, found = text.partition(":")
    if kind == "table":
        return "table", found
    if kind == "ruleset":
        return "ruleset", found
    raise RequestError(422, f"under must be 'table:ID' or 'ruleset:ID', not {text[:40]!r}")


def draft_from(body: Mapping[str, Any]) -> DeckDraft:
    """Returns the deck a request's body describes; RequestError (422) names the first malformed field."""
    missing = [key for key in DRAFT_KEYS if key not in body]
    if missing:
        raise RequestError(422, f"the deck needs {', '.join(missing)}")
    basis, basis_id = _basis(_text(body, "under"))
    cards = body["cards"]
    if not isinstance(cards, list):
        raise RequestError(422, "cards must be a list of {card, count}")
    if len(cards) > MAX_ENTRIES:
        raise RequestError(422, f"a deck lists at most {MAX_ENTRIES} entries")
    entries = tuple(_entry(index, entry) for index, entry in enumerate(cards))
    return DeckDraft(_text(body, "id"), _text(body, "name"), basis, basis_id, entries)
