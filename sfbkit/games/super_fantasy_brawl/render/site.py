"""The static card browser: a page per champion, card, arena, trap and challenge, an index with search, and help.

Every page carries its text in every language; ``site.js`` shows the chosen
one. The index searches ``data.js`` with ``search.js``, the JavaScript twin of
``sfbkit.kit.search.query`` and ``sfbkit.games.super_fantasy_brawl.db.index`` (both are checked against
tests/games/super_fantasy_brawl/data/search_vectors.yaml). Only the index and ``data.js`` list the whole
library; every other page names just what it shows, so building the site grows
linearly with the library.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.db.export_data import challenge_data, side_data, trap_data
from sfbkit.games.super_fantasy_brawl.db.fields import FIELDS, FLAGS, ORDERS, TABLE
from sfbkit.games.super_fantasy_brawl.db.record import CardRecord, card_records
from sfbkit.games.super_fantasy_brawl.render.sheets import CardFace, card_face
from sfbkit.games.super_fantasy_brawl.text.labels import (
    GLOSSARY_LABELS,
    LABELS,
    LANGUAGE_NAMES,
    TRAIT_FLAGS,
    label,
)
from sfbkit.kit.io.atomic import write_directory_atomic
from sfbkit.kit.render.site_shell import search_errors, search_meta, write_assets, write_search_data
from sfbkit.kit.tree.content_guard import guarded_paths

ASSETS = ("card.css", "search_fields.js")
"""This game's assets beside the kit's site shell (kit/render/site_shell.py)."""
MENU: tuple[tuple[str, str], ...] = (
    ("search", "index.html"),
    ("champions", "index.html#champions"),
    ("arenas", "index.html#arenas"),
    ("traps_and_challenges", "index.html#traps-and-challenges"),
    ("help", "help.html"),
)
"""The site's menu: label key -> page, relative to the site's root; the same few links on every page."""
EXTRA_FOLDERS: dict[str, str] = {"trap": "traps", "challenge": "challenges"}
"""The folder of each kind of page that is not a card (their URLs are documented in docs/cards.md)."""
HEX_SIZE = 28.0
"""Distance from a hex's centre to a corner, in SVG units."""
MAP_MARGIN = 4.0


@dataclass(frozen=True, slots=True)
class HexCell:
    """One hex of an arena map, ready to draw."""

    label: str
    points: str
    x: float
    y: float
    classes: str


def arena_cells(arena: Arena) -> tuple[list[HexCell], float, float]:
    """Returns the hexes of an arena with their SVG polygons, and the map's width and height.

    Hexes are flat-topped in offset columns; odd columns (b, d, ...) sit half a hex lower (RULES §13).
    """
    kinds: dict[str, list[str]] = {}
    for colour, hex_label in arena.statues.items():
        kinds.setdefault(hex_label, []).append(f"statue statue-{colour}")
    for colour, labels in arena.areas.items():
        for hex_label in labels:
            kinds.setdefault(hex_label, []).append(f"area area-{colour}")
    for index, (_, labels) in enumerate(sorted(arena.deployment.items())):
        for hex_label in labels:
            kinds.setdefault(hex_label, []).append(f"deploy deploy-{index}")
    for hex_label in arena.trap_hexes:
        kinds.setdefault(hex_label, []).append("trap")
    height_unit = math.sqrt(3) * HEX_SIZE
    cells: list[HexCell] = []
    width = height = 0.0
    for column, letter in enumerate(sorted(arena.columns)):
        rows = arena.columns[letter]
        for row in range(rows.first, rows.last + 1):
            x = MAP_MARGIN + HEX_SIZE + column * 1.5 * HEX_SIZE
            y = MAP_MARGIN + height_unit / 2 + (row - 1 + (column % 2) / 2) * height_unit
            corners = [
                (x + HEX_SIZE * math.cos(math.radians(60 * k)), y + HEX_SIZE * math.sin(math.radians(60 * k)))
                for k in range(6)
            ]
            hex_label = f"{letter}{row}"
            cells.append(
                HexCell(
                    label=hex_label,
                    points=" ".join(f"{px:.1f},{py:.1f}" for px, py in corners),
                    x=round(x, 1),
                    y=round(y, 1),
                    classes=" ".join(["hex", *kinds.get(hex_label, [])]),
                )
            )
            width = max(width, x + HEX_SIZE)
            height = max(height, y + height_unit / 2)
    return cells, round(width + MAP_MARGIN, 1), round(height + MAP_MARGIN, 1)


def labels_data(langs: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """Returns every interface label in every language: language -> key -> label."""
    keys = [*GLOSSARY_LABELS, *LABELS]
    return {lang: {key: label(key, lang) for key in keys} for lang in langs}


def extra_entries(library: Library, langs: tuple[str, ...]) -> list[dict[str, Any]]:
    """Returns the traps and challenges as search entries shaped like cards, with no champion, numbers or flags.

    The site's search runs the same query over them, so ``t:trap`` or a name
    finds them and a query about champions, numbers or flags never does.
    """
    entries: list[dict[str, Any]] = []
    for kind, items in (("trap", trap_data(library, langs)), ("challenge", challenge_data(library, langs))):
        for item in items:
            entries.append(
                {
                    "id": item["id"],
                    "name": item["name"],
                    "url": f"{EXTRA_FOLDERS[kind]}/{item['id']}.html",
                    "champion": "",
                    "champion_name": "",
                    "role": "",
                    "type": kind,
                    "core": "",
                    "move": None,
                    "strength": None,
                    "defence": None,
                    "targeting": None,
                    "range_min": None,
                    "range": None,
                    "hp": None,
                    "flavour": item.get("flavour") or "",
                    "keywords": [],
                    "flags": [],
                    "text": {lang: [text] for lang, text in item["text"].items()},
                    "count": item.get("count"),
                }
            )
    return entries


def search_data(
    records: tuple[CardRecord, ...], langs: tuple[str, ...], extras: list[dict[str, Any]]
) -> dict[str, Any]:
    """Returns what the site's search needs: the cards, the traps and challenges, and the query language's tables."""
    return {
        "meta": search_meta(TABLE, langs),
        "labels": labels_data(langs),
        "search_errors": search_errors(langs),
        "cards": [record.as_json() for record in records],
        "extras": extras,
    }


def effect_names(record: CardRecord, lang: str) -> str:
    """Returns the effect operations a card uses as glossary words in ``lang``, sorted, comma-separated."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import term

    names = []
    for keyword in sorted(record.keywords):
        try:
            names.append(term("keywords", keyword, lang))
        except KeyError:
            names.append(keyword.replace("_", " "))
    return ", ".join(names)


SEARCH_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("t:attack core:red strength>=4", "red attacks of strength 4 or more"),
    ("(c:borka or c:gorlak) -t:reaction", "Borka's and Gorlak's cards that are not reactions"),
    ("is:area order:range dir:desc", "area cards, the farthest reaching first"),
    ("o:push", "cards whose rules text says push"),
    ("lang:ja o:押し出し", "the same in the Japanese rules text"),
    ("kw:heal or kw:draw", "cards that heal or draw"),
    ("t:reaction def>=2 order:def dir:desc", "reactions of defence 2 or more, the best first"),
    ("not:mover t:skill", "skills without a move"),
    ('"spike pit"', "a name written as a phrase"),
    ("t:trap or t:challenge", "every trap and challenge"),
)
"""The help page's examples: a query and what it finds (each links to the index with the query filled in)."""


class SiteBuilder:
    """Renders every page of the site for one library."""

    def __init__(self, library: Library) -> None:
        from sfbkit.games.super_fantasy_brawl.render.templates import environment
        from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS

        self.library = library
        self.langs = tuple(LANGS)
        self.records = card_records(library)
        self.env = environment()
        self.faces: dict[str, dict[str, CardFace]] = {
            record.id: {lang: card_face(library.cards[record.id], library, lang) for lang in self.langs}
            for record in self.records
        }
        self.champions = [library.champions[champion_id] for champion_id in sorted(library.champions)]
        self.arenas = [library.arenas[arena_id] for arena_id in sorted(library.arenas)]
        self.labels = labels_data(self.langs)
        self.extras = extra_entries(library, self.langs)

    def _page(self, template: str, root: str, title: str, **context: Any) -> str:
        return self.env.get_template(template).render(
            root=root,
            title=title,
            site_name="sfbkit cards",
            styles=("card.css", "site.css"),
            langs=self.langs,
            language_names=LANGUAGE_NAMES,
            labels=self.labels,
            menu=MENU,
            **context,
        )

    def index_page(self) -> str:
        """Returns the index: the search box, every card, champion, arena, trap and challenge."""
        return self._page(
            "index.html.j2",
            "",
            "Card browser",
            records=self.records,
            champions=self.champions,
            arenas=self.arenas,
            extras=self.extras,
        )

    def help_page(self) -> str:
        """Returns the search help: the syntax, every field, flag and directive, and examples to try."""
        from sfbkit.games.super_fantasy_brawl.render.help_text import (
            EXAMPLE_MEANINGS,
            FIELD_HELP,
            help_words,
            localised_help,
        )

        described = [
            (field, localised_help(field.help, FIELD_HELP[field.name], self.langs)) for field in FIELDS
        ]
        return self._page(
            "help.html.j2",
            "",
            "Search help",
            words=help_words(self.langs),
            fields=[(field, help) for field, help in described if field.kind != "directive"],
            directives=[(field, help) for field, help in described if field.kind == "directive"],
            flags=FLAGS,
            orders=ORDERS,
            examples=[
                (query, localised_help(meaning, EXAMPLE_MEANINGS[query], self.langs))
                for query, meaning in SEARCH_EXAMPLES
            ],
        )

    def extra_page(self, entry: dict[str, Any]) -> str:
        """Returns the page of a trap or a challenge: its rules text in every language and its facts."""
        return self._page(f"{entry['type']}.html.j2", "../", entry["name"], entry=entry)

    def champion_page(self, champion: Champion) -> str:
        """Returns a champion's page: both sides, abilities in every language and its cards."""
        card_ids = self.library.decks.get(champion.id, ())
        return self._page(
            "champion.html.j2",
            "../",
            champion.name,
            champion=champion,
            sides={
                "basic": side_data(champion.basic, self.langs),
                "levelled": side_data(champion.levelled, self.langs),
            },
            faces=[self.faces[card_id] for card_id in card_ids],
        )

    def card_page(self, record: CardRecord) -> str:
        """Returns a card's page: its face in every language and its facts."""
        return self._page(
            "card.html.j2",
            "../",
            record.name,
            record=record,
            faces=self.faces[record.id],
            traits=[flag for flag in TRAIT_FLAGS if flag in record.flags],
            effects={lang: effect_names(record, lang) for lang in self.langs},
        )

    def arena_page(self, arena: Arena) -> str:
        """Returns an arena's page with its map as SVG."""
        cells, width, height = arena_cells(arena)
        return self._page(
            "arena.html.j2", "../", arena.name, arena=arena, cells=cells, width=width, height=height
        )

    def write(self, folder: Path) -> None:
        """Writes every page and asset into ``folder`` (which exists and is empty)."""
        from sfbkit.games.super_fantasy_brawl.render.templates import PACKAGE

        for sub in ("champions", "cards", "arenas", *EXTRA_FOLDERS.values()):
            (folder / sub).mkdir()
        write_assets(folder, PACKAGE, ASSETS)
        write_search_data(folder, search_data(self.records, self.langs, self.extras))
        (folder / "index.html").write_text(self.index_page(), encoding="utf-8")
        (folder / "help.html").write_text(self.help_page(), encoding="utf-8")
        for entry in self.extras:
            (folder / entry["url"]).write_text(self.extra_page(entry), encoding="utf-8")
        for champion in self.champions:
            (folder / "champions" / f"{champion.id}.html").write_text(
                self.champion_page(champion), encoding="utf-8"
            )
        for record in self.records:
            (folder / "cards" / f"{record.id}.html").write_text(self.card_page(record), encoding="utf-8")
        for arena in self.library.arenas.values():
            (folder / "arenas" / f"{arena.id}.html").write_text(self.arena_page(arena), encoding="utf-8")


def write_site(library: Library, out: Path) -> None:
    """Builds the site in a temporary folder next to ``out``, then moves it into place."""
    from sfbkit.kit.registry import get_game

    builder = SiteBuilder(library)
    write_directory_atomic(
        out, builder.write, reading=guarded_paths(get_game("super-fantasy-brawl"), library.root)
    )
