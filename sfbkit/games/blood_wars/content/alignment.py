"""Alignment (BW §2): an ethic and a morality, written as two letters (``LE``) or in full."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, GetJsonSchemaHandler, model_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from sfbkit.kit.content.model_base import Model

Ethic = Literal["lawful", "neutral", "chaotic"]
"""The first component: Lawful (blue), Neutral (blue and red) or Chaotic (red)."""
Morality = Literal["good", "neutral", "evil"]
"""The second component: Good (white), Neutral (white and grey) or Evil (grey)."""
AlignmentCode = Literal["LG", "LN", "LE", "NG", "NN", "NE", "CG", "CN", "CE"]
"""The two-letter short form, ethic then morality."""

ETHIC_LETTERS: dict[str, Ethic] = {"L": "lawful", "N": "neutral", "C": "chaotic"}
MORALITY_LETTERS: dict[str, Morality] = {"G": "good", "N": "neutral", "E": "evil"}
ALIGNMENT_CODES: tuple[AlignmentCode, ...] = ("LG", "LN", "LE", "NG", "NN", "NE", "CG", "CN", "CE")


class Alignment(Model):
    """An alignment in full; ``LE`` is short for ``{ethic: lawful, morality: evil}`` (BW §2)."""

    ethic: Ethic = Field(description="Lawful, neutral or chaotic.")
    morality: Morality = Field(description="Good, neutral or evil.")

    @model_validator(mode="before")
    @classmethod
    def _expand_code(cls, data: Any) -> Any:
        if isinstance(data, str):
            if data not in ALIGNMENT_CODES:
                raise ValueError(f"expected an alignment: one of {', '.join(ALIGNMENT_CODES)}")
            return {"ethic": ETHIC_LETTERS[data[0]], "morality": MORALITY_LETTERS[data[1]]}
        return data

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {"anyOf": [{"enum": list(ALIGNMENT_CODES)}, handler(core_schema)]}

    @property
    def code(self) -> AlignmentCode:
        """Returns the two-letter form."""
        code = f"{self.ethic[0].upper()}{self.morality[0].upper()}"
        return next(known for known in ALIGNMENT_CODES if known == code)
