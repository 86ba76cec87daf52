"""``sfbkit test`` for Blood Wars: plays the examples written inside card files on the engine."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import unknown_id
from sfbkit.kit.problems import InvalidContentError
from sfbkit.kit.terminal.example_report import ExampleOutcome, report_examples


@click.command("test")
@click.argument("ids", nargs=-1, metavar="[ID|FILE]...")
@content_option()
@click.option("--verbose", "-v", is_flag=True, help="Also list the examples that pass.")
def command(ids: tuple[str, ...], content: Path | None, verbose: bool) -> None:
    """Runs the examples of the cards named by IDS (card ids, or the card files that hold them, as the
    pre-commit hook passes them); by default those of the tree's own files (in a tree that extends the
    bundled game, not the base's).

    Each failure is printed with its file and line. Exits 1 when an example fails
    or the content has problems, 2 when an id names nothing.
    """
    from sfbkit.games.blood_wars.content.library import library_from, validate_tree
    from sfbkit.games.blood_wars.play.examples import example_cases, run_example

    root = game_tree(content).root
    report = validate_tree(root)
    if report.problems:
        raise InvalidContentError(root, report.problems)
    library = library_from(report)
    found = example_cases(report)
    files = [Path(name) for name in ids if Path(name).suffix in (".yaml", ".yml")]
    cards = [name for name in ids if Path(name).suffix not in (".yaml", ".yml")]
    if not ids:
        own = set(report.checked)
        found = [case for case in found if case.file in own]
    else:
        known = sorted({case.card for case in found})
        unknown = [name for name in cards if name not in known]
        if unknown:
            raise unknown_id(unknown[0], known, "card")
        chosen = set(cards)
        paths = {path.resolve() for path in files}
        found = [case for case in found if case.card in chosen or case.path.resolve() in paths]
    report_examples(
        (
            ExampleOutcome(case.card, case.example.name, case.where, run_example(library, case))
            for case in found
        ),
        verbose,
    )
