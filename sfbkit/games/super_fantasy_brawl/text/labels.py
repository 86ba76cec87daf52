"""Interface labels (field names, types, cores, roles) in every language of the card database.

These are words of the interface, not rules text: rules text comes only from
``sfbkit.games.super_fantasy_brawl.text.rules_text``.
"""

from __future__ import annotations

GLOSSARY_LABELS: dict[str, tuple[str, str]] = {
    "attack": ("card_types", "attack"),
    "skill": ("card_types", "skill"),
    "reaction": ("card_types", "reaction"),
    "red": ("cores", "red"),
    "yellow": ("cores", "yellow"),
    "blue": ("cores", "blue"),
    "melee": ("targeting", "adjacent"),
    "indirect": ("targeting", "indirect"),
    "direct": ("targeting", "direct"),
    "area": ("targeting", "area"),
    "move": ("game", "movement"),
    "strength": ("game", "strength"),
    "defence": ("game", "defence"),
    "range": ("game", "range"),
    "champion": ("game", "champion"),
    "statue": ("game", "statue"),
    "trap_hex": ("game", "trap_hex"),
    "deployment": ("game", "deployment_area"),
}
"""Labels that are game terms, taken from the glossary: key -> (group, key)."""

LABELS: dict[str, dict[str, str]] = {
    "hp": {"en": "HP", "ja": "HP", "ko": "HP", "zh-Hant": "HP"},
    "movement_bonus": {
        "en": "Movement bonus",
        "ja": "移動ボーナス",
        "ko": "이동 보너스",
        "zh-Hant": "移動加成",
    },
    "basic": {"en": "Basic", "ja": "通常面", "ko": "기본 면", "zh-Hant": "基本面"},
    "levelled": {"en": "Levelled up", "ja": "レベルアップ面", "ko": "레벨업 면", "zh-Hant": "升級面"},
    "tank": {"en": "Tank", "ja": "タンク", "ko": "탱커", "zh-Hant": "坦克"},
    "skirmisher": {"en": "Skirmisher", "ja": "遊撃", "ko": "척후", "zh-Hant": "遊擊"},
    "controller": {"en": "Controller", "ja": "コントローラー", "ko": "컨트롤러", "zh-Hant": "控場"},
    "shooter": {"en": "Shooter", "ja": "シューター", "ko": "사수", "zh-Hant": "射手"},
    "support": {"en": "Support", "ja": "サポート", "ko": "서포터", "zh-Hant": "支援"},
    "champions": {"en": "Champions", "ja": "戦士", "ko": "챔피언", "zh-Hant": "鬥士"},
    "cards": {"en": "Cards", "ja": "カード", "ko": "카드", "zh-Hant": "卡牌"},
    "arena": {"en": "Arena", "ja": "アリーナ", "ko": "아레나", "zh-Hant": "競技場"},
    "arenas": {"en": "Arenas", "ja": "アリーナ", "ko": "아레나", "zh-Hant": "競技場"},
    "search": {"en": "Search", "ja": "検索", "ko": "검색", "zh-Hant": "搜尋"},
    "results": {"en": "cards", "ja": "枚", "ko": "장", "zh-Hant": "張"},
    "abilities": {"en": "Abilities", "ja": "能力", "ko": "능력", "zh-Hant": "能力"},
    "flavour": {"en": "Flavour", "ja": "フレーバー", "ko": "배경 글", "zh-Hant": "背景文字"},
    "lore": {"en": "Lore", "ja": "背景", "ko": "배경", "zh-Hant": "背景"},
    "language": {"en": "Language", "ja": "言語", "ko": "언어", "zh-Hant": "語言"},
}

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ja": "日本語", "ko": "한국어", "zh-Hant": "繁體中文"}
"""Each language's own name, for language switches."""


def label(key: str, lang: str) -> str:
    """Returns the interface label ``key`` in ``lang`` (English, then the key, when missing)."""
    if key in GLOSSARY_LABELS:
        from sfbkit.games.super_fantasy_brawl.text.glossary import term

        return term(*GLOSSARY_LABELS[key], lang)
    entry = LABELS.get(key)
    if entry is None:
        return key
    return entry.get(lang) or entry["en"]
