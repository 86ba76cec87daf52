"""The names of card kinds, abilities and action types in each language: what a results table shows, no model needed."""

from __future__ import annotations

from sfbkit.games.dungeon_command.text.glossary import check_lang, phrase


def ability_label(ability: str, lang: str) -> str:
    """Returns the name of an ability, or ``any``, in ``lang``."""
    return phrase(check_lang(lang), f"ability.{ability}")


def action_label(action: str, lang: str) -> str:
    """Returns the name of an action type (DC §5.1) in ``lang``."""
    return phrase(check_lang(lang), f"action.{action}")


def kind_label(kind: str, lang: str) -> str:
    """Returns the name of a card kind (creature, order, commander) in ``lang``."""
    return phrase(check_lang(lang), f"kind.{kind}")
