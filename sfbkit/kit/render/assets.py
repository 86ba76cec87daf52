"""Static files (CSS, JavaScript) shipped beside a package's templates, as text or as trusted markup."""

from __future__ import annotations

from markupsafe import Markup

from sfbkit.kit.io.paths import package_file


def asset(package: str, name: str) -> str:
    """Returns the text of ``templates/name`` in ``package``."""
    return package_file(package, "templates", name).read_text(encoding="utf-8")


def trusted_asset(package: str, name: str) -> Markup:
    """Returns a static file marked safe, for inlining into a <style> or <script> element."""
    return Markup(asset(package, name))


def kit_asset(name: str) -> Markup:
    """Returns a static file of the kit's own templates, marked safe."""
    return trusted_asset("sfbkit.kit.render", name)
