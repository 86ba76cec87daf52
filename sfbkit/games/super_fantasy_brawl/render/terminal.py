"""Terminal layout of ``sfbkit show``: a card as a box, a champion as both sides and its six cards."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.champion import Champion, ChampionSide
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.targeting import Area
from sfbkit.games.super_fantasy_brawl.render.targeting_svg import template_cells
from sfbkit.games.super_fantasy_brawl.text import rules_text
from sfbkit.games.super_fantasy_brawl.text.labels import label
from sfbkit.geometry.hex import Hex
from sfbkit.kit.problems import one_line
from sfbkit.kit.text.punctuation import colon, separator
from sfbkit.kit.text.text_width import display_width

WIDTH = 46
"""The inner width of a card box, in terminal columns."""


def _pieces(text: str) -> list[str]:
    """Splits text into wrap units: words with their trailing space, and single wide characters."""
    pieces: list[str] = []
    word = ""
    for char in text:
        if display_width(char) == 2:
            if word:
                pieces.append(word)
                word = ""
            pieces.append(char)
        else:
            word += char
            if char == " ":
                pieces.append(word)
                word = ""
    if word:
        pieces.append(word)
    return pieces


def wrap(text: str, width: int) -> list[str]:
    """Wraps text to ``width`` columns, breaking Latin text at spaces and CJK text between characters."""
    lines: list[str] = []
    line = ""
    for piece in _pieces(text):
        if line and display_width(line + piece.rstrip()) > width:
            lines.append(line.rstrip())
            line = piece.lstrip()
        else:
            line += piece
        while display_width(line.rstrip()) > width:  # a word longer than a line is cut
            cut = len(line)
            while display_width(line[:cut]) > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:].lstrip()
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - display_width(text))


def _box(sections: Iterable[list[str]], width: int = WIDTH) -> list[str]:
    """Draws sections of lines in a rounded box, sections separated by rules."""
    out = ["╭" + "─" * (width + 2) + "╮"]
    first = True
    for section in sections:
        if not section:
            continue
        if not first:
            out.append("├" + "─" * (width + 2) + "┤")
        first = False
        for line in section:
            for wrapped in wrap(one_line(line), width):
                out.append(f"│ {_pad(wrapped, width)} │")
    out.append("╰" + "─" * (width + 2) + "╯")
    return out


def card_stats(card: ActionCard, lang: str) -> str:
    """Returns the one-line summary of a card's numbers and targeting."""
    parts = [label(card.type, lang), label(card.core, lang)]
    if card.move:
        parts.append(f"{label('move', lang)} {card.move}")
    if card.strength is not None:
        parts.append(f"{label('strength', lang)} {card.strength}")
    if card.defence is not None:
        parts.append(f"{label('defence', lang)} +{card.defence}")
    if card.targeting is not None:
        parts.append(rules_text.targeting_text(card.targeting, lang))
    return separator(lang).join(parts)


AREA_MARKS = {"target": "⬢", "empty": "⬡", "champion": "@"}
"""How the area diagram draws a template hex, a hex between them, and the acting champion."""


def area_diagram(template: Sequence[Hex]) -> list[str]:
    """Returns an area template as rows of text hexes, facing up: ⬢ in the area, ⬡ not, @ the champion.

    One line per half hex row and two columns per hex column, so flat-topped
    neighbours sit diagonally as on the board (RULES §2).
    """
    cells = template_cells(template)
    first_column = min(q for q, _ in cells)
    half_rows: dict[int, dict[int, str]] = {}
    for (q, r), kind in cells.items():
        half_rows.setdefault(2 * r + q, {})[2 * (q - first_column)] = AREA_MARKS[kind]
    lines = []
    for half_row in range(min(half_rows), max(half_rows) + 1):
        marks = half_rows.get(half_row, {})
        lines.append("".join(marks.get(column, " ") for column in range(max(marks, default=-1) + 1)))
    return lines


def card_lines(card: ActionCard, champion_name: str, lang: str) -> list[str]:
    """Returns the terminal lines of one card; an area card's template drawn under its header."""
    header = [card.name, champion_name, card_stats(card, lang)]
    if isinstance(card.targeting, Area):
        diagram = area_diagram(card.targeting.template)
        if max(map(display_width, diagram)) <= WIDTH:
            header += diagram
    text = list(rules_text.card_text(card, lang))
    flavour = [card.flavour] if card.flavour else []
    return [*_box([header, text, flavour]), f"  {card.id}"]


def _side_lines(title: str, side: ChampionSide, lang: str) -> list[str]:
    stats = [f"{label('hp', lang)} {side.hp}", f"{label('defence', lang)} {side.defence}"]
    if side.movement_bonus:
        stats.append(f"{label('movement_bonus', lang)} +{side.movement_bonus}")
    lines = [f"{title}{colon(lang)}" + separator(lang).join(stats)]
    lines.extend(one_line(f"• {rules_text.ability_text(ability, lang)}") for ability in side.abilities)
    return lines


def champion_lines(champion: Champion, library: Library, lang: str) -> list[str]:
    """Returns the terminal lines of a champion: both sides, then each of its cards."""
    heading = one_line(champion.name + (f" — {champion.title}" if champion.title else ""))
    out = [heading, f"{label(champion.role, lang)}{separator(lang)}{champion.id}", ""]
    if champion.lore:
        out.extend(
            [*(line for part in champion.lore.splitlines() for line in wrap(one_line(part), WIDTH + 4)), ""]
        )
    out.extend(_side_lines(label("basic", lang), champion.basic, lang))
    out.append("")
    out.extend(_side_lines(label("levelled", lang), champion.levelled, lang))
    for card_id in library.decks.get(champion.id, ()):
        out.append("")
        out.extend(card_lines(library.cards[card_id], champion.name, lang))
    return out
