"""The kit's one page environment: escapes what it is given, refuses undefined names, finds both template folders."""

from __future__ import annotations

import jinja2
import pytest

from sfbkit.kit.render.environment import page_environment

GAMES = ("sfbkit.games.super_fantasy_brawl.render", "sfbkit.games.dungeon_command.render")


@pytest.mark.parametrize("package", GAMES)
def test_values_are_escaped_and_an_undefined_name_is_an_error(package: str) -> None:
    env = page_environment(package)
    assert env.from_string("<p>{{ x }}</p>").render(x="<b>&</b>") == "<p>&lt;b&gt;&amp;&lt;/b&gt;</p>"
    with pytest.raises(jinja2.UndefinedError):
        env.from_string("{{ missing }}").render()


@pytest.mark.parametrize("package", GAMES)
def test_a_game_sees_its_own_templates_and_the_kits_under_kit(package: str) -> None:
    env = page_environment(package)
    assert env.get_template("sheet_face.html.j2") is not None
    assert env.get_template("kit/sheet.html.j2") is not None
    with pytest.raises(jinja2.TemplateNotFound):
        env.get_template("sheet.html.j2")
