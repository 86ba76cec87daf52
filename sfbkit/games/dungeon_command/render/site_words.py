"""The words of Dungeon Command's card browser in each language: menu, headings and search help."""

from __future__ import annotations

from sfbkit.games.dungeon_command.text.glossary import phrases

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ja": "日本語"}

SITE = "site."
"""The prefix of the site's interface words among the phrases of text/phrases/<lang>.yaml."""


def site_words(langs: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """Returns every interface word of the site in every language: language -> key -> word."""
    return {
        lang: {key.removeprefix(SITE): text for key, text in phrases(lang).items() if key.startswith(SITE)}
        for lang in langs
    }


MENU: tuple[tuple[str, str], ...] = (
    ("search", "index.html"),
    ("warbands", "index.html#warbands"),
    ("help", "help.html"),
)

SEARCH_EXAMPLES: tuple[str, ...] = (
    "kind:creature level>=3 order:hp dir:desc",
    "is:ranged -kind:commander",
    "ab:str action:standard",
    "w:lanternguard kind:order",
    "o:push or o:slide",
    "lang:ja o:ダメージ",
)
"""Queries the help page links to the index with (each tested against the Python search)."""
