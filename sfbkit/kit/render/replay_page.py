"""The replay shell as one self-contained page: the game's board script and styles around the kit's stepper."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from markupsafe import Markup

from sfbkit.kit.render.assets import kit_asset, trusted_asset
from sfbkit.kit.render.environment import page_environment
from sfbkit.kit.render.script_json import json_for_script


class ReplayStep(NamedTuple):
    """One step of a replay: what it is called, the status line, its log lines and the board's state."""

    label: str
    status: str
    log: tuple[str, ...]
    state: Mapping[str, Any]


class BoardArt(NamedTuple):
    """A game's board picture: its script (defining window.sfbkitBoard) and styles, in ``package``'s templates."""

    package: str
    scripts: tuple[str, ...]
    styles: tuple[str, ...]
    label: str
    """What the board is, for screen readers (the arena, the battlefield)."""
    kit_scripts: tuple[str, ...] = ()
    """The kit's scripts the board script uses, loaded before it (``svg_draw.js``: window.sfbkitSvg)."""


def replay_page(
    title: str, board: Mapping[str, Any], steps: Sequence[ReplayStep], result: str | None, art: BoardArt
) -> str:
    """Returns the replay page: it opens on the first step and the last one of a finished match shows ``result``."""
    data = {
        "title": title,
        "board": board,
        "result": result,
        "steps": [step._asdict() for step in steps],
    }
    style = kit_asset("replay_shell.css") + Markup("").join(trusted_asset(art.package, n) for n in art.styles)
    script = (
        Markup("").join(kit_asset(n) for n in art.kit_scripts)
        + Markup("").join(trusted_asset(art.package, n) for n in art.scripts)
        + kit_asset("replay_shell.js")
    )
    return (
        page_environment(art.package)
        .get_template("kit/replay.html.j2")
        .render(
            title=title,
            board_label=art.label,
            last_step=max(0, len(steps) - 1),
            data=json_for_script(data),
            style=style,
            script=script,
        )
    )
