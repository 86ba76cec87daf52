"""The keyword declarations of ``keywords.yaml``: every keyword content may name (DC §1.2, §16)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line


class KeywordNames(Model):
    """A keyword's name in each language rules text is written in."""

    en: Line = Field(min_length=1, max_length=40, description="English.")
    ja: Line = Field(min_length=1, max_length=40, description="Japanese.")


class Keyword(Model):
    """One keyword: a movement mode, a creature type or a role."""

    id: Id = Field(description="The keyword as content writes it.")
    kind: Literal["movement", "type", "role"] = Field(
        description="Movement (flying, burrowing), a type (undead, spider) or a role (soldier, caster)."
    )
    names: KeywordNames = Field(description="Localised names.")


class KeywordList(Model):
    """The keywords of a content tree."""

    keywords: list[Keyword] = Field(min_length=1, description="Every keyword, each once.")
