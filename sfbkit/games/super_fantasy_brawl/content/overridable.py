"""The ``overrides`` key of a top-level content file: in a tree that extends the bundled game, it replaces the base's file."""

from __future__ import annotations

from pydantic import Field

from sfbkit.kit.content.model_base import Model


class Overridable(Model):
    """A content file that may replace the base tree's file with the same ids."""

    overrides: bool = Field(
        default=False,
        exclude=True,
        description="True when this file replaces the base game's file with the same ids "
        "(only in a tree whose sfbkit.yaml has `extends:`).",
    )
