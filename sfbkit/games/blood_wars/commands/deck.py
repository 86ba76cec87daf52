"""``sfbkit deck FILE``: a Blood Wars deck beside its table's rows, then every problem of the deck file."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option
from sfbkit.kit.errors import UsageError


@click.command("deck")
@click.argument("deck_file", metavar="FILE", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@content_option("The content tree the deck's cards come from (default: the tree that holds FILE).")
def command(deck_file: Path, content: Path | None) -> None:
    """Prints the deck's counts beside its deck table's rows (BW §4), then every problem of the deck file.

    Exits 0 when the deck has no problem, 1 when it has problems, 2 on a usage error.
    """
    from sfbkit.games.blood_wars.commands.deck_table_view import table_lines
    from sfbkit.games.blood_wars.content.deck import Deck
    from sfbkit.games.blood_wars.content.deck_tally import tally
    from sfbkit.games.blood_wars.content.kinds import DECK
    from sfbkit.games.blood_wars.content.library import library_from, validate_tree
    from sfbkit.kit.file_display_names import working_folder
    from sfbkit.kit.manifest import find_tree_root

    root = content if content is not None else find_tree_root(deck_file.parent)
    if root is None:
        raise UsageError(f"{deck_file} is in no content tree (no sfbkit.yaml above it); pass --content DIR")
    target = deck_file.resolve()
    if target.parent.name != "decks" or target.parent.parent != root.resolve():
        raise UsageError(f"{deck_file} is not a deck file of {root}: decks live in {root / 'decks'}/")
    report = validate_tree(root, [deck_file], display_base=working_folder())
    file = next((file for file in report.files if file.path.resolve() == target and file.kind is DECK), None)
    if file is None:
        raise UsageError(f"{deck_file} is not a deck file (decks/<id>.yaml)")
    deck = file.model
    if isinstance(deck, Deck):
        library = library_from(report)  # the files that validated, even when others did not
        table = library.deck_tables.get(deck.deck_table)
        if table is not None:
            for line in table_lines(deck, table, tally(deck, library.cards)):
                click.echo(line)
    for problem in report.problems:
        click.echo(str(problem))
    click.echo(f"{len(report.problems)} problem" + ("" if len(report.problems) == 1 else "s"))
    if report.problems:
        click.get_current_context().exit(1)
