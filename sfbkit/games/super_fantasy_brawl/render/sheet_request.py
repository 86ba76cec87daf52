"""What ``sfbkit sheet`` prints for a Super Fantasy Brawl tree: the cards asked for, laid out in one format."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.db.lookup import unknown_id
from sfbkit.games.super_fantasy_brawl.render.sheets import (
    SheetOptions,
    card_face,
    sheet_html,
    sheet_markdown,
    sheet_pdf,
    sheet_text,
)
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import SheetRequest


def select_cards(
    library: Library, ids: tuple[str, ...], champions: tuple[str, ...], everything: bool
) -> list[ActionCard]:
    """Returns the cards asked for, in the order asked; a champion id stands for its cards."""
    if not (ids or champions or everything):
        raise UsageError("name the cards to print: card or champion ids, --champion ID, or --all")
    if everything:
        return [
            library.cards[card_id]
            for champion in sorted(library.decks)
            for card_id in library.decks[champion]
        ]
    chosen: list[ActionCard] = []
    for champion in champions:
        if champion not in library.champions:
            raise unknown_id(champion, list(library.champions), "champion")
        chosen.extend(library.cards[card_id] for card_id in library.decks.get(champion, ()))
    for item in ids:
        if item in library.cards:
            chosen.append(library.cards[item])
        elif item in library.champions:
            chosen.extend(library.cards[card_id] for card_id in library.decks.get(item, ()))
        else:
            raise unknown_id(item, [*library.champions, *library.cards])
    return chosen


def print_sheet(library: Library, request: SheetRequest) -> bytes:
    """Returns the sheet of the cards a request names: 3x3 poker-size cards per page with crop marks."""
    options = SheetOptions.asked_by(request)
    cards = select_cards(library, request.ids, request.groups, request.everything)
    if request.output == "txt":
        return sheet_text(cards, library, request.lang).encode()
    faces = [card_face(card, library, request.lang) for card in cards]
    if request.output == "md":
        return sheet_markdown(faces).encode()
    if request.output == "html":
        return sheet_html(faces, options).encode()
    return sheet_pdf(faces, options, font=request.font)
