"""``sfbkit test``: runs the examples written inside card and champion files on the rules engine."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.games.super_fantasy_brawl.commands.options import valid_report
from sfbkit.games.super_fantasy_brawl.content.library import Library, library_from
from sfbkit.games.super_fantasy_brawl.workflow.example_draft import draft_card_example
from sfbkit.games.super_fantasy_brawl.workflow.example_runs import run_example
from sfbkit.games.super_fantasy_brawl.workflow.example_yaml import block, insert_examples
from sfbkit.games.super_fantasy_brawl.workflow.examples import cases, subjects
from sfbkit.kit.errors import UsageError, unknown_id
from sfbkit.kit.io.atomic import write_text_atomic
from sfbkit.kit.terminal.example_report import ExampleOutcome, report_examples


@click.command("test")
@click.argument("ids", nargs=-1, metavar="[ID|FILE]...")
@content_option()
@click.option("--verbose", "-v", is_flag=True, help="Also list the examples that pass.")
@click.option(
    "--draft",
    "draft",
    metavar="CARD",
    default=None,
    help="Print a drafted example for CARD (played on the engine) instead of running examples.",
)
@click.option("--write", is_flag=True, help="With --draft: add the drafted example to the card's file.")
def command(
    ids: tuple[str, ...], content: Path | None, verbose: bool, draft: str | None, write: bool
) -> None:
    """Runs the examples of the cards and abilities named by IDS (card or champion ids, or the champion
    and deck files that hold them, as the pre-commit hook passes them); by default those of the tree's
    own files (in a tree that extends the bundled game, not the base's).

    Each failure is printed with its file and line. Exits 1 when an example fails
    or the content has problems, 2 when an id names nothing.
    """
    tree = game_tree(content)
    root = tree.root
    report = valid_report(root)
    library = library_from(report)
    if write and draft is not None:
        tree.require_writable()
    if draft is not None:
        _draft(library, root, draft, write)
        return
    if write:
        raise UsageError("--write goes with --draft CARD")
    found = subjects(report)
    named = bool(ids)
    ids = tuple(_champion_of_file(name) for name in ids if not _is_other_file(name))
    if not named:
        own = set(report.checked)
        found = [subject for subject in found if subject.file in own]
    known = {subject.id for subject in found} | {subject.champion for subject in found}
    unknown = [name for name in ids if name not in known]
    if unknown:
        raise unknown_id(unknown[0], sorted(known), "card or champion")
    selected = cases(found, ids) if ids or not named else []
    report_examples(
        (
            ExampleOutcome(case.id, case.example.name, case.where, run_example(case, library).failure)
            for case in selected
        ),
        verbose,
    )


def _is_other_file(name: str) -> bool:
    """Returns True for a content file that holds no examples (an arena, a ruleset, traps, a match script)."""
    path = Path(name)
    if path.suffix not in (".yaml", ".yml"):
        return False
    return path.parent.name not in ("champions", "cards") or path.stem in ("traps", "challenges")


def _champion_of_file(name: str) -> str:
    """Returns the champion id a champion or deck file is named after; other names as they are."""
    path = Path(name)
    return path.stem if path.suffix in (".yaml", ".yml") else name


def _draft(library: Library, root: Path, card_id: str, write: bool) -> None:
    """Prints (or writes) a drafted example; its expectations record what the engine did."""
    example = draft_card_example(library, card_id).as_data()
    if not write:
        click.echo("# Drafted on the engine: check the 'expect' block against the card's rules text.")
        click.echo("\n".join(block([example], 0)))
        return
    path = root / "cards" / f"{library.card_owner[card_id]}.yaml"
    write_text_atomic(path, insert_examples(path.read_bytes(), {card_id: [example]}))
    click.echo(f"added an example to {card_id} in {path}; check its 'expect' block against the rules text")
