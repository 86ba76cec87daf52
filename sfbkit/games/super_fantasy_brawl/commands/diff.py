"""``sfbkit diff``: which champions, cards and challenges changed between two git revisions of the content."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path

import click

from sfbkit.cli.options import TREE_DEFAULT, content_option, content_tree
from sfbkit.games.super_fantasy_brawl.workflow.content_diff import RENDERERS, diff_trees
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.git_revision import revision_tree


@click.command("diff")
@click.argument("old")
@click.argument("new", required=False)
@content_option(f"The content tree, inside a git work tree ({TREE_DEFAULT}).")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(sorted(RENDERERS)),
    default="text",
    show_default=True,
    help="text for a terminal, markdown for a pull request comment, json for tools.",
)
@click.option("--lang", default="en", show_default=True, help="Language of the rules text.")
def command(old: str, new: str | None, content: Path | None, output_format: str, lang: str) -> None:
    """Lists the champions, cards and challenges added, removed or changed from OLD to NEW.

    OLD and NEW are git revisions; without NEW the work tree is compared. Each
    change shows the values that changed and the generated rules text before and
    after. Exits 0 (also when there are changes), 2 on a usage error.
    """
    root = content_tree(content)
    with ExitStack() as stack:
        old_tree = stack.enter_context(revision_tree(root, old))
        new_tree = stack.enter_context(revision_tree(root, new)) if new is not None else root
        try:
            diff = diff_trees(old_tree, new_tree, old, new or "work tree", lang)
        except ValueError as error:
            raise UsageError(str(error)) from None
    click.echo(RENDERERS[output_format](diff), nl=False)
