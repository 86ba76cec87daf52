"""What ``sfbkit search`` prints for a query: a table or a JSON list of the cards found, without click."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from sfbkit.kit.content.trees import Tree

SearchFormat = Literal["table", "json"]
SEARCH_FORMATS: tuple[SearchFormat, ...] = ("table", "json")


def search_output(tree: Tree, words: Sequence[str], output: str, lang: str | None) -> str:
    """Returns the cards of ``tree`` the query ``words`` (ANDed) finds, as a table or JSON, with a final newline."""
    lang = tree.game_language(lang)
    catalogue = tree.game.catalogue(tree.root)
    records = catalogue.search(" ".join(words), lang)
    if output == "json":
        import json

        return json.dumps([record.as_json() for record in records], ensure_ascii=False, indent=2) + "\n"
    return catalogue.results_table(records, lang) + "\n"
