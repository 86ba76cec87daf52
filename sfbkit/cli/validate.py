"""``sfbkit validate``: checks every content file and the tree as a whole; one line per problem."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.cli.validate_output import VALIDATE_FORMATS, append_step_summary, print_report
from sfbkit.kit.cache.cache_switch import turn_caches_off
from sfbkit.kit.content.trees import Tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import ContentReport
from sfbkit.kit.io.gc_pause import collector_paused
from sfbkit.kit.report.file_display_names import working_folder


@click.command("validate")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@content_option()
@click.option(
    "--format",
    "output_format",
    type=click.Choice(VALIDATE_FORMATS),
    default="text",
    show_default=True,
    help="text: one line per problem; json: one document; github: workflow annotations.",
)
@click.option(
    "--since",
    "since",
    metavar="REV",
    default=None,
    help="Mark which problems the change since this git revision brought and which were already there.",
)
@click.option(
    "--no-cache",
    "no_cache",
    is_flag=True,
    help="Validate in full even when the tree was validated before unchanged (as SFBKIT_NO_CACHE=1 does).",
)
def command(
    paths: tuple[Path, ...], content: Path | None, output_format: str, since: str | None, no_cache: bool
) -> None:
    """Validates content; PATHS (files or folders in the tree) restrict which problems are reported.

    Exits 0 when there is no problem, 1 when there are problems, 2 on a usage error.
    """
    if no_cache:
        turn_caches_off()
    with collector_paused():
        failed = _validate(paths, content, output_format, since)
    if failed:
        click.get_current_context().exit(1)


def _validate(paths: tuple[Path, ...], content: Path | None, output_format: str, since: str | None) -> bool:
    """Prints the report; True when it has problems.

    The collector stays paused until the report is dropped: walking the objects of a report
    that lives to the end of the command would free none of them.
    """
    tree = game_tree(content)
    root = tree.root
    resolved_root = root.resolve()
    for path in paths:
        resolved = path.resolve()
        if resolved != resolved_root and resolved_root not in resolved.parents:
            raise UsageError(f"{path} is not inside the content tree {root}; pass --content DIR")
    report = tree.game.validate(root, paths or None, display_base=working_folder())
    if since is not None:
        _report_since(tree, report, since, output_format)
        return bool(report.problems)
    return print_report(report, output_format) != 0


def _report_since(tree: Tree, report: ContentReport, since: str, output_format: str) -> None:
    """Prints the report with each problem marked as brought by the change since ``since`` or already there."""
    from sfbkit.kit.report import since as since_formats

    split = since_formats.split_since(report, since, tree.game.validate, working_folder())
    if output_format == "json":
        click.echo(since_formats.render_json_since(report, split), nl=False)
    elif output_format == "github":
        click.echo(since_formats.render_github_since(report, split), nl=False)
        append_step_summary(since_formats.render_step_summary_since(report, split), tree.root)
    else:
        click.echo(since_formats.render_text_since(report, split), nl=False)
