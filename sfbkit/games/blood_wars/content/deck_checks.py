"""The deck construction checks of BW §4: every problem of a deck, each once, located in its file."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from sfbkit.games.blood_wars.content.card_places import Card
from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.deck_table import TABLE_ROWS, DeckTable
from sfbkit.games.blood_wars.content.deck_tally import DeckTally, tally
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.text.did_you_mean import did_you_mean

CAP_CODES = {"is_cap": "cap:is", "cs_cap": "cap:cs", "vp_cap": "cap:vp"}
"""The problem code of each sum row (BW §4)."""

DECK_CODES = frozenset(
    {"unknown-card", "copies", "deck-size", *CAP_CODES.values(), *(f"count:{row}" for row in TABLE_ROWS)}
)
"""Every code the deck checks give (a ruleset's check replaces them all)."""

CAP_WORDS = {"is_cap": "the warlords' IS", "cs_cap": "the legions' CS", "vp_cap": "the battlefields' VP"}


def check_deck(
    file: LoadedFile,
    deck: Deck,
    cards: Mapping[str, Card],
    table: DeckTable,
    *,
    cs_cap_counts_warlords: bool = False,
    sizes: Sequence[int] | None = None,
) -> list[Problem]:
    """Returns every problem of the deck against its table: unknown cards, copies, size, counts and caps.

    A ruleset's flags narrow the check: ``sizes`` are the deck sizes the match allows (BW §5.1), and
    ``cs_cap_counts_warlords`` adds warlords' CS to ``cs_cap`` (BW §4).
    """
    counted = tally(deck, cards, cs_cap_counts_warlords=cs_cap_counts_warlords)
    problems = [*_unknown_cards(file, deck, cards), *_copies(file, deck, counted, table.max_copies)]
    allowed = [size for size in table.deck_sizes if sizes is None or size in sizes]
    rows = table.rows(deck.size) if deck.size in allowed else None
    if rows is None:
        listed = ", ".join(str(size) for size in allowed) or "no size"
        message = f"the deck holds {deck.size} cards; table {quote(table.id)} allows {listed}"
        if sizes is not None:
            message += " under this ruleset"
        problems.append(file.problem(("cards",), "deck-size", message, at_key=True))
        return problems
    for row in TABLE_ROWS:
        limit = getattr(rows, row)
        value = counted.rows.get(row, 0)
        if isinstance(limit, int):
            if value > limit:
                message = f"{CAP_WORDS[row]} add up to {value}, over the cap of {limit} at {deck.size} cards"
                problems.append(file.problem(("cards",), CAP_CODES[row], message, at_key=True))
        elif not limit[0] <= value <= limit[1]:
            message = f"row {row} counts {value}; a {deck.size}-card deck allows {limit[0]} to {limit[1]}"
            problems.append(file.problem(("cards",), f"count:{row}", message, at_key=True))
    return problems


def _unknown_cards(file: LoadedFile, deck: Deck, cards: Mapping[str, Card]) -> Iterator[Problem]:
    for index, entry in enumerate(deck.cards):
        if entry.card not in cards:
            message = f"no card has id {quote(entry.card)}{did_you_mean(entry.card, sorted(cards))}"
            yield file.problem(("cards", index, "card"), "unknown-card", message)


def _copies(file: LoadedFile, deck: Deck, counted: DeckTally, max_copies: int) -> Iterator[Problem]:
    """Reports each card over the limit once, at the entry that takes it over."""
    running: dict[str, int] = {}
    for index, entry in enumerate(deck.cards):
        before = running.get(entry.card, 0)
        running[entry.card] = before + entry.count
        if before <= max_copies < running[entry.card]:
            total = counted.copies[entry.card]
            message = f"{total} copies of {quote(entry.card)}; a deck holds at most {max_copies}"
            yield file.problem(("cards", index, "count"), "copies", message)
