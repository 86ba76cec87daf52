"""``sfbkit new creature|order ID --warband W``: scaffolds a Dungeon Command card that validates as written."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.report.report_formats import summary_line

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


def _check_id(card_id: str) -> None:
    if not _ID.fullmatch(card_id) or not 2 <= len(card_id) <= 48:
        raise UsageError(f"'{card_id}' is not an id: lower-case letters, digits and single hyphens")


def _tree_ids(root: Path) -> dict[str, str]:
    """Returns every id of the tree (with the base it extends) and the file that defines it."""
    from sfbkit.games.dungeon_command.content.library import validate_tree

    found: dict[str, str] = {}
    for file in validate_tree(root).files:
        identifier = getattr(file.model, "id", None)
        if isinstance(identifier, str):
            found.setdefault(identifier, file.display)
    return found


def _write_new(root: Path, folder: str, card_id: str, text: str, warband: str) -> list[Path]:
    from sfbkit.kit.io.atomic import make_folder, write_text_atomic

    _check_id(card_id)
    path = root / folder / f"{card_id}.yaml"
    if path.exists():
        raise UsageError(f"{path} exists; sfbkit new does not overwrite it")
    ids = _tree_ids(root)
    if card_id in ids:
        raise UsageError(
            f"{ids[card_id]} already has the id '{card_id}' (ids are unique within the game); choose another id"
        )
    deck = root / "warbands" / f"{warband}.yaml"
    if not deck.is_file():
        if warband in ids:
            raise UsageError(
                f"'{warband}' is a bundled warband ({ids[warband]}); start one of your own from it with "
                f"'sfbkit new warband my-{warband} --from {warband}' and pass --warband my-{warband}"
            )
        raise UsageError(f"no warband {warband!r} in {root / 'warbands'}")
    make_folder(path.parent)
    name = " ".join(part.capitalize() for part in card_id.split("-"))
    write_text_atomic(path, text.format(id=card_id, name=name))
    return [path]


def _copy_warband(root: Path, warband_id: str, source: str) -> Path:
    """Writes warbands/ID.yaml as a copy of the warband ``source`` (bundled or the tree's) under the new id."""
    import re as regex

    from sfbkit.games.dungeon_command.content.library import validate_tree
    from sfbkit.games.dungeon_command.content.warband import Warband
    from sfbkit.kit.io.atomic import make_folder, write_text_atomic

    _check_id(warband_id)
    path = root / "warbands" / f"{warband_id}.yaml"
    if path.exists():
        raise UsageError(f"{path} exists; sfbkit new does not overwrite it")
    files = validate_tree(root).files
    if any(getattr(file.model, "id", None) == warband_id for file in files):
        raise UsageError(
            f"the id '{warband_id}' is taken (ids are unique within the game); choose another id"
        )
    original = next(
        (file for file in files if isinstance(file.model, Warband) and file.model.id == source), None
    )
    if original is None:
        known = sorted(file.model.id for file in files if isinstance(file.model, Warband))
        raise UsageError(f"no warband {source!r}; the tree has {', '.join(known)}")
    text = original.path.read_text(encoding="utf-8")
    text = regex.sub(r"(?m)^id: .*$", f"id: {warband_id}", text, count=1)
    name = " ".join(part.capitalize() for part in warband_id.split("-"))
    text = regex.sub(r"(?m)^name: .*$", f"name: {name}", text, count=1)
    make_folder(path.parent)
    write_text_atomic(path, text)
    return path


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


@command.command("warband")
@click.argument("warband_id", metavar="ID")
@click.option(
    "--from", "source", required=True, help="The warband (bundled or your own) it starts as a copy of."
)
@content_option("The content tree to add to.")
def warband(warband_id: str, source: str, content: Path | None) -> None:
    """Writes warbands/ID.yaml, a copy of another warband under the new id; refuses to overwrite it."""
    from sfbkit.games.dungeon_command.content.library import validate_tree

    tree = game_tree(content)
    tree.require_writable()
    path = _copy_warband(tree.root, warband_id, source)
    click.echo(f"wrote {path}")
    report = validate_tree(tree.root, [path])
    for problem in report.problems:
        click.echo(str(problem), err=True)
    click.echo(f"validate: {summary_line(report)}")
    click.echo(
        f"next: sfbkit new creature ID --warband {warband_id} (or new order) adds a card and says which entry of "
        f"warbands/{warband_id}.yaml to change"
    )
    if report.problems:
        click.get_current_context().exit(1)


@command.command("order")
@click.argument("card_id", metavar="ID")
@click.option("--warband", required=True, help="The warband the order is made for.")
@content_option("The content tree to add to.")
def order(card_id: str, warband: str, content: Path | None) -> None:
    """Writes orders/ID.yaml; refuses to overwrite it."""
    tree = game_tree(content)
    tree.require_writable()
    _finish(tree.root, _write_new(tree.root, "orders", card_id, ORDER, warband), warband, "orders")
