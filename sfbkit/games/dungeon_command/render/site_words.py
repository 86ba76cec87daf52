"""The words of Dungeon Command's card browser in each language: menu, headings and search help."""

from __future__ import annotations

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ja": "日本語"}

SITE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "search": "Search",
        "warbands": "Warbands",
        "help": "Help",
        "language": "Language",
        "results": "cards",
        "card": "Card",
        "kind": "Kind",
        "level": "Level",
        "hp": "HP",
        "speed": "Speed",
        "damage": "Damage",
        "text": "Rules text",
        "fields": "Fields",
        "field": "Field",
        "also": "Also",
        "flags": "Flags of is: and not:",
        "orders": "Fields order: sorts by",
        "examples": "Examples",
        "help_intro": "Type a query above the card list: words find names; field:value, field=value, "
        "field>n and the other comparisons narrow the list; or, - and parentheses combine terms.",
    },
    "ja": {
        "search": "検索",
        "warbands": "ウォーバンド",
        "help": "ヘルプ",
        "language": "言語",
        "results": "枚",
        "card": "カード",
        "kind": "種類",
        "level": "レベル",
        "hp": "HP",
        "speed": "移動力",
        "damage": "ダメージ",
        "text": "ルール文",
        "fields": "項目",
        "field": "項目",
        "also": "別名",
        "flags": "is: と not: のフラグ",
        "orders": "order: で並べ替えられる項目",
        "examples": "例",
        "help_intro": "カード一覧の上に検索式を入力します。語は名前を探し、field:value、field=value、"
        "field>n などの比較で絞り込み、or、- と括弧で条件を組み合わせます。",
    },
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
