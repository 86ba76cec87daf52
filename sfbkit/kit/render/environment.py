"""The one jinja environment of a game's pages: its own templates first, then the kit's under ``kit/``."""

from __future__ import annotations

from functools import cache

import jinja2

from sfbkit.kit.text.punctuation import separator
from sfbkit.kit.text.word_breaks import keep_words

KIT_TEMPLATES = "sfbkit.kit.render"


@cache
def page_environment(game_package: str) -> jinja2.Environment:
    """Returns the environment over ``game_package``'s templates folder and the kit's: autoescaped, StrictUndefined."""
    loader = jinja2.ChoiceLoader(
        [
            jinja2.PackageLoader(game_package, "templates"),
            jinja2.PrefixLoader({"kit": jinja2.PackageLoader(KIT_TEMPLATES, "templates")}),
        ]
    )
    env = jinja2.Environment(
        loader=loader,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["keep_words"] = keep_words
    env.filters["separator"] = separator
    return env
