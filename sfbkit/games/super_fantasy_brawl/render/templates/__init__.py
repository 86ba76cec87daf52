"""Super Fantasy Brawl's templates, read through the kit's page environment."""

from __future__ import annotations

import jinja2
from markupsafe import Markup

from sfbkit.kit.render.assets import asset as package_asset
from sfbkit.kit.render.environment import page_environment
from sfbkit.kit.render.script_json import json_for_script

__all__ = ["PACKAGE", "asset", "environment", "json_for_script", "trusted_asset"]

PACKAGE = "sfbkit.games.super_fantasy_brawl.render"


def environment() -> jinja2.Environment:
    """Returns the kit's page environment over this game's templates."""
    return page_environment(PACKAGE)


def asset(name: str) -> str:
    """Returns the text of a static file of this package (CSS, JavaScript)."""
    return package_asset(PACKAGE, name)


def trusted_asset(name: str) -> Markup:
    """Returns a static file of this package marked safe, for inlining into a <style> element."""
    return Markup(asset(name))
