"""The play page's own templates and assets, autoescaped with strict undefined names."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import jinja2
from markupsafe import Markup

from sfbkit.kit.io.paths import package_file


@cache
def environment() -> jinja2.Environment:
    """Returns the environment of the play page's templates: HTML autoescaped, StrictUndefined."""
    return jinja2.Environment(
        loader=jinja2.PackageLoader("sfbkit.kit.serve", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


@cache
def page_asset(name: str) -> str:
    """Returns the text of one of the page's own static files (its script, its style)."""
    return package_file(f"{__package__}.templates", name).read_text(encoding="utf-8")


def json_for_script(data: Any) -> Markup:
    """Returns data as JSON that stays inert inside a <script> element: no closing tag, no comment openers."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return Markup(text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))
