"""``sfbkit deck FILE``: a Blood Wars deck beside its table's rows, then every problem of the deck file."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option
from sfbkit.kit.errors import UsageError


@click.command("deck")
@click.argument("deck_file", metavar="FILE", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--ruleset",
    "ruleset_id",
    default=None,
    metavar="ID",
    help="Check the deck as this ruleset plays it: its deck table, deck sizes and cs_cap_counts_warlords.",
)
@content_option("The content tree the deck's cards come from (default: the tree that holds FILE).")
def command(deck_file: Path, ruleset_id: str | None, content: Path | None) -> None:
    """Prints the deck's counts beside its deck table's rows (BW §4), then every problem of the deck file.

    Exits 0 when the deck has no problem, 1 when it has problems, 2 on a usage error.
    """
    from sfbkit.games.blood_wars.commands.deck_table_view import table_lines
    from sfbkit.games.blood_wars.content.deck import Deck
    from sfbkit.games.blood_wars.content.deck_checks import DECK_CODES, check_deck
    from sfbkit.games.blood_wars.content.deck_tally import tally
    from sfbkit.games.blood_wars.content.kinds import DECK
    from sfbkit.games.blood_wars.content.library import library_from, validate_tree
    from sfbkit.kit.content.manifest import find_tree_root
    from sfbkit.kit.report.file_display_names import working_folder
    from sfbkit.kit.text.did_you_mean import did_you_mean

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
    library = library_from(report)  # the files that validated, even when others did not
    problems = list(report.problems)
    ruleset = None
    if ruleset_id is not None:
        ruleset = library.rulesets.get(ruleset_id)
        if ruleset is None:
            raise UsageError(f"no ruleset {ruleset_id!r}{did_you_mean(ruleset_id, sorted(library.rulesets))}")
    if isinstance(deck, Deck):
        table = library.deck_tables.get(ruleset.deck_table if ruleset is not None else deck.deck_table)
        flag = ruleset is not None and ruleset.cs_cap_counts_warlords
        if table is not None:
            for line in table_lines(deck, table, tally(deck, library.cards, cs_cap_counts_warlords=flag)):
                click.echo(line)
        if ruleset is not None and table is not None:
            # the ruleset's table and flags replace the deck's own checks (BW §4, §5.1, §15)
            problems = [problem for problem in problems if problem.code not in DECK_CODES]
            sizes = ruleset.deck_sizes
            problems += check_deck(file, deck, library.cards, table, cs_cap_counts_warlords=flag, sizes=sizes)
            problems.sort()
    for problem in problems:
        click.echo(str(problem))
    click.echo(f"{len(problems)} problem" + ("" if len(problems) == 1 else "s"))
    if problems:
        click.get_current_context().exit(1)
