"""The jinja2 templates of card sheets and the site, with autoescaping on and undefined names errors."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import jinja2
from markupsafe import Markup

from sfbkit.kit.paths import package_file
from sfbkit.kit.text.punctuation import separator
from sfbkit.kit.text.word_breaks import keep_words


@cache
def environment() -> jinja2.Environment:
    """Returns the shared environment: HTML autoescaped, StrictUndefined, templates from this package."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("sfbkit.games.super_fantasy_brawl.render", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["keep_words"] = keep_words
    env.filters["separator"] = separator
    return env


def asset(name: str) -> str:
    """Returns the text of a static file of this package (CSS, JavaScript)."""
    return package_file(__name__, name).read_text(encoding="utf-8")


def trusted_asset(name: str) -> Markup:
    """Returns a static file of this package marked safe, for inlining into a <style> element."""
    return Markup(asset(name))


def json_for_script(data: Any) -> Markup:
    """Returns data as JSON that stays inert inside a <script> element: no closing tag, no comment openers."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return Markup(text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))
