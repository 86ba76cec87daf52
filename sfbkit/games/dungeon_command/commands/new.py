"""``sfbkit new creature|order ID --warband W``: scaffolds a Dungeon Command card that validates as written."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.report_formats import summary_line

_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")

CREATURE = """\
# A creature (DC §1.2); the warband it joined lists it in its creature deck.
id: {id}
name: {name}
level: 1
hp: 10
speed: 6
abilities: [str]
attacks: [{{kind: melee, damage: 10}}]
"""

ORDER = """\
# An order (DC §10); the warband it joined lists it in its order deck.
id: {id}
name: {name}
level: 1
ability: str
action: standard
effect:
  - attack: {{kind: melee, damage: 10}}
"""


def _write_new(root: Path, folder: str, card_id: str, text: str, warband: str) -> list[Path]:
    from sfbkit.kit.atomic import write_text_atomic

    if not _ID.fullmatch(card_id) or not 2 <= len(card_id) <= 48:
        raise UsageError(f"'{card_id}' is not an id: lower-case letters, digits and single hyphens")
    from sfbkit.games.dungeon_command.content.kinds import FOLDERS

    path = root / folder / f"{card_id}.yaml"
    if path.exists():
        raise UsageError(f"{path} exists; sfbkit new does not overwrite it")
    for other in FOLDERS:
        if (root / other / f"{card_id}.yaml").exists():
            raise UsageError(
                f"{other}/{card_id}.yaml already has the id '{card_id}' (ids are unique within the game); "
                "choose another id"
            )
    deck = root / "warbands" / f"{warband}.yaml"
    if not deck.is_file():
        raise UsageError(f"no warband {warband!r} in {root / 'warbands'}")
    path.parent.mkdir(exist_ok=True)
    name = " ".join(part.capitalize() for part in card_id.split("-"))
    write_text_atomic(path, text.format(id=card_id, name=name))
    return [path]


def _finish(root: Path, written: list[Path], warband: str, deck: Literal["creatures", "orders"]) -> None:
    from sfbkit.games.dungeon_command.content.library import validate_tree
    from sfbkit.games.dungeon_command.content.warband_checks import STANDARD_SIZE

    for path in written:
        click.echo(f"wrote {path}")
    report = validate_tree(root, written)
    for problem in report.problems:
        click.echo(str(problem), err=True)
    click.echo(f"validate: {summary_line(report)}")
    click.echo(f"next: {replace_hint(written[0].stem, warband, deck, getattr(STANDARD_SIZE, deck))}")
    if report.problems:
        click.get_current_context().exit(1)


def replace_hint(card_id: str, warband: str, deck: Literal["creatures", "orders"], size: int) -> str:
    """Returns how to play a new card: a warband's deck has a fixed size, so the card replaces one (DC §1.7)."""
    if deck == "creatures":
        return (
            f"to play it, replace one of the {size} entries under 'creatures:' in warbands/{warband}.yaml "
            f"with '{{id: {card_id}}}' (a warband holds exactly {size} creatures)"
        )
    return (
        f"to play it, add '{{id: {card_id}}}' under 'orders:' in warbands/{warband}.yaml and remove one order "
        f"card there (lower a count by one): a warband holds exactly {size} order cards"
    )


@click.group("new")
def command() -> None:
    """Creates new Dungeon Command content that validates as written."""


@command.command("creature")
@click.argument("card_id", metavar="ID")
@click.option("--warband", required=True, help="The warband the creature is made for.")
@content_option("The content tree to add to.")
def creature(card_id: str, warband: str, content: Path | None) -> None:
    """Writes creatures/ID.yaml; refuses to overwrite it."""
    tree = game_tree(content)
    tree.require_writable()
    _finish(tree.root, _write_new(tree.root, "creatures", card_id, CREATURE, warband), warband, "creatures")


@command.command("order")
@click.argument("card_id", metavar="ID")
@click.option("--warband", required=True, help="The warband the order is made for.")
@content_option("The content tree to add to.")
def order(card_id: str, warband: str, content: Path | None) -> None:
    """Writes orders/ID.yaml; refuses to overwrite it."""
    tree = game_tree(content)
    tree.require_writable()
    _finish(tree.root, _write_new(tree.root, "orders", card_id, ORDER, warband), warband, "orders")
