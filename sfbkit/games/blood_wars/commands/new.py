"""``sfbkit new warlord|legion|battlefield|fate|deck ID``: scaffolds Blood Wars content that validates as written."""

from __future__ import annotations

import re
from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.report.report_formats import summary_line

_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")

CARDS = {
    "warlord": """\
# A warlord (BW §1.4); docs/blood-wars/cards.md describes every field.
warlords:
  - id: {id}
    name: {name}
    alignment: NN
    is: 8
    cs: 2
    rr: 0
    abilities:
      - name: Rally the Line
        kind: combat
        effects:
          - cs: {{amount: 2, who: own_side}}
""",
    "legion": """\
# A legion (BW §1.5); docs/blood-wars/cards.md describes every field.
legions:
  - id: {id}
    name: {name}
    alignment: NN
    cs: 4
    rr: 0
""",
    "battlefield": """\
# A battlefield (BW §1.3); docs/blood-wars/cards.md describes every field.
battlefields:
  - id: {id}
    name: {name}
    vp: 3
    alignment: NN
    rr: 0
""",
    "fate": """\
# A fate (BW §1.6): an order played in your Action phase; docs/blood-wars/cards.md describes every field.
fates:
  - id: {id}
    name: {name}
    subtype: orders
    timing: [action]
    rr: 0
    effects:
      - draw: 1
""",
}
"""Each card kind's scaffold: a file of its own in cards/, named after the kind and the id."""

VALUE = {"warlord": "is_", "legion": "cs", "battlefield": "vp", "fate": "rr"}
"""The printed value a swapped-out card is chosen by (the highest), so no cap of BW §4 can be passed."""


def _check_id(card_id: str) -> None:
    if not _ID.fullmatch(card_id) or not 2 <= len(card_id) <= 48:
        raise UsageError(f"'{card_id}' is not an id: lower-case letters, digits and single hyphens")


def _write(path: Path, text: str) -> None:
    from sfbkit.kit.io.atomic import make_folder, write_text_atomic

    if path.exists():
        raise UsageError(f"{path} exists; sfbkit new does not overwrite it")
    make_folder(path.parent)
    write_text_atomic(path, text)


def _name(card_id: str) -> str:
    return " ".join(part.capitalize() for part in card_id.split("-"))


def _new_card(root: Path, kind: str, card_id: str) -> None:
    from sfbkit.games.blood_wars.content.library import library_from, validate_tree

    _check_id(card_id)
    library = library_from(validate_tree(root))
    if card_id in library.cards:
        raise UsageError(
            f"a card already has the id '{card_id}' (ids are unique across the card kinds); choose another"
        )
    path = root / "cards" / f"{kind}s-{card_id}.yaml"
    _write(path, CARDS[kind].format(id=card_id, name=_name(card_id)))
    _finish(root, path, _card_hint(root, kind, card_id))


def _card_hint(root: Path, kind: str, card_id: str) -> str:
    """Returns how to play the card: swap it into one of the tree's own decks for a card of its kind."""
    from sfbkit.games.blood_wars.content.library import library_from, validate_tree

    library = library_from(validate_tree(root))
    own = sorted(path.stem for path in (root / "decks").glob("*.yaml")) if (root / "decks").is_dir() else []
    decks = [library.decks[deck_id] for deck_id in own if deck_id in library.decks]
    if not decks:
        return f"start a deck of your own with 'sfbkit new deck my-deck', then run 'sfbkit new {kind}' again for its hint"
    deck = decks[0]
    same = [entry for entry in deck.cards if type(library.cards.get(entry.card)).__name__.lower() == kind]
    if not same:
        return f"add '- {{card: {card_id}, count: 1}}' under 'cards:' in decks/{deck.id}.yaml and remove one other card"
    out = max(same, key=lambda entry: getattr(library.cards[entry.card], VALUE[kind]) or 0)
    lower = (
        f"lower '{out.card}' from {out.count} to {out.count - 1}" if out.count > 1 else f"remove '{out.card}'"
    )
    return (
        f"play it: in decks/{deck.id}.yaml add '- {{card: {card_id}, count: 1}}' under 'cards:' and {lower} "
        f"(a deck keeps its size, BW §4); 'sfbkit deck decks/{deck.id}.yaml' shows the table"
    )


def _new_deck(root: Path, deck_id: str) -> None:
    from sfbkit.games.blood_wars.content.deck import Deck
    from sfbkit.games.blood_wars.content.library import validate_tree

    _check_id(deck_id)
    report = validate_tree(root)
    from sfbkit.games.blood_wars.content.library import library_from

    library = library_from(report)
    broken = {problem.file for problem in report.problems}
    legal = [
        file.model for file in report.files if isinstance(file.model, Deck) and file.display not in broken
    ]
    if deck_id in library.decks:
        raise UsageError(f"a deck already has the id '{deck_id}'; choose another")
    if not legal:
        raise UsageError(
            f"the tree at {root} has no legal deck to start from; write decks/{deck_id}.yaml by hand"
        )
    start = legal[0]
    entries = "".join(f"  - {{card: {entry.card}, count: {entry.count}}}\n" for entry in start.cards)
    text = (
        f"# A deck (BW §4), started as a copy of '{start.id}'; docs/blood-wars/decks.md describes the file.\n"
        f"id: {deck_id}\nname: {_name(deck_id)}\ndeck_table: {start.deck_table}\ncards:\n{entries}"
    )
    path = root / "decks" / f"{deck_id}.yaml"
    _write(path, text)
    hint = (
        f"'sfbkit deck decks/{deck_id}.yaml' shows it beside its table; change it a card for a card "
        "so that it keeps its size (BW §4)"
    )
    _finish(root, path, hint)


def _finish(root: Path, written: Path, hint: str) -> None:
    from sfbkit.games.blood_wars.content.library import validate_tree

    click.echo(f"wrote {written}")
    report = validate_tree(root, [written])
    for problem in report.problems:
        click.echo(str(problem), err=True)
    click.echo(f"validate: {summary_line(report)}")
    click.echo(f"next: {hint}")
    if report.problems:
        click.get_current_context().exit(1)


@click.group("new")
def command() -> None:
    """Creates new Blood Wars content that validates as written."""


def _card_command(kind: str) -> None:
    @command.command(kind)
    @click.argument("card_id", metavar="ID")
    @content_option("The content tree to add to.")
    def new_card(card_id: str, content: Path | None) -> None:
        tree = game_tree(content)
        tree.require_writable()
        _new_card(tree.root, kind, card_id)

    new_card.__doc__ = f"Writes cards/{kind}s-ID.yaml holding one {kind}; refuses to overwrite it."
    new_card.help = new_card.__doc__


for _kind in CARDS:
    _card_command(_kind)


@command.command("deck")
@click.argument("deck_id", metavar="ID")
@content_option("The content tree to add to.")
def deck(deck_id: str, content: Path | None) -> None:
    """Writes decks/ID.yaml, a copy of the tree's first legal deck; refuses to overwrite it."""
    tree = game_tree(content)
    tree.require_writable()
    _new_deck(tree.root, deck_id)
