"""Card faces of Blood Wars as lines of text: the terminal's ``show``, the sheets and the site share them."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.db.card_record import BWCardRecord
from sfbkit.games.blood_wars.text.glossary import check_lang, term
from sfbkit.kit.text.punctuation import colon, comma, separator


def card_lines(record: BWCardRecord, lang: str) -> list[str]:
    """Returns a card face: title, kind and alignment, numbers, rules text, decks and flavour."""
    language = check_lang(lang)
    dot = separator(lang)
    kind = (
        term(record.subtype or record.kind, language)
        if record.kind == "fate"
        else term(record.kind, language)
    )
    heading = [f"{record.name} ({record.id})", kind]
    if record.kind == "battlefield" and record.subtype:
        heading.append(term(record.subtype, language))
    if record.item_kind:
        heading.append(record.item_kind)
    if record.alignment:
        heading.append(record.alignment)
    numbers = [
        f"{term(key, language)} {value}"
        for key, value in (("is", record.is_), ("cs", record.cs), ("vp", record.vp), ("rr", record.rr))
        if value is not None
    ]
    if record.unique:
        numbers.append("unique" if language == "en" else "ユニーク")
    lines = [dot.join(heading), dot.join(numbers), *record.texts[language]]
    if record.windows and len(record.windows) < 4:
        lines.append(
            f"{'timing' if language == 'en' else 'タイミング'}{colon(lang)}{comma(lang).join(record.windows)}"
        )
    if record.decks:
        lines.append(
            f"{'decks' if language == 'en' else 'デッキ'}{colon(lang)}{comma(lang).join(record.decks)}"
        )
    if record.flavour:
        lines.append(f'"{record.flavour}"')
    return lines


def deck_lines(library: BWLibrary, deck: Deck, lang: str) -> list[str]:
    """Returns a deck's face: its name, size and table, description, then one line per card."""
    language = check_lang(lang)
    lines = [f"{deck.name} ({deck.id}){separator(lang)}{deck.size}{separator(lang)}{deck.deck_table}"]
    if deck.description:
        lines.append(deck.description)
    for entry in deck.cards:
        card = library.cards.get(entry.card)
        name = card.name if card is not None else entry.card
        lines.append(
            f"{entry.count} × {name} ({entry.card})"
            if language == "en"
            else f"{name}（{entry.card}）×{entry.count}"
        )
    return lines
