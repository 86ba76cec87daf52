"""The options of ``simulate``: a game's ``--all-pairings``, and ``--format`` with ``--out`` for the report."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, Literal, TypeVar, cast, get_args

import click

from sfbkit.kit.errors import UsageError

F = TypeVar("F", bound=Callable[..., object])

ReportFormat = Literal["text", "json", "csv"]
REPORT_FORMATS: tuple[ReportFormat, ...] = get_args(ReportFormat)

_SUFFIXES: dict[str, ReportFormat] = {".txt": "text", ".json": "json", ".csv": "csv"}


def pairing_flags(help: str) -> list[click.Option]:
    """Returns a game's ``--all-pairings`` flag (its help names the game's sides) and the hidden ``--all-teams``."""
    return [
        click.Option(["--all-pairings", "all_pairings"], is_flag=True, help=help),
        click.Option(["--all-teams", "all_teams"], is_flag=True, hidden=True),
    ]


def ruleset_option(default: str, help: str | None = None) -> click.Option:
    """Returns a game's ``--ruleset`` option with its default ruleset."""
    return click.Option(["--ruleset"], default=default, show_default=True, help=help)


def known_id(what: str, value: str, known: Iterable[str]) -> str:
    """Returns an id the content has; UsageError naming the known ones otherwise."""
    ids = sorted(known)
    if value not in ids:
        raise UsageError(f"unknown {what} {value!r}; known: {', '.join(ids)}")
    return value


def all_pairings_asked(options: Mapping[str, Any]) -> bool:
    """Returns whether ``--all-pairings`` (or the deprecated ``--all-teams``, with a warning) was given."""
    if options.get("all_teams"):
        click.echo("warning: --all-teams is deprecated; use --all-pairings", err=True)
        return True
    return bool(options.get("all_pairings"))


def report_options() -> Callable[[F], F]:
    """Returns ``--format`` (as ``output``, None when not given) and ``--out FILE`` (as ``out``)."""

    def decorate(function: F) -> F:
        function = click.option(
            "--out",
            type=click.Path(dir_okay=False, path_type=Path),
            default=None,
            help="Write the report to FILE instead; standard output then gets the text report.",
        )(function)
        return click.option(
            "--format",
            "output",
            type=click.Choice(REPORT_FORMATS),
            default=None,
            help="The report's format (default: the one --out's suffix names, else text).",
        )(function)

    return decorate


def report_format(output: str | None, out: Path | None) -> ReportFormat:
    """Returns the format asked for, else the one the ``--out`` file's suffix names, else text.

    A file name whose suffix names another format than ``--format``, or ``-``, is a usage error.
    """
    if out is not None and str(out) == "-":
        raise UsageError("--out -: the report goes to standard output without --out")
    named = _SUFFIXES.get(out.suffix.lower()) if out is not None else None
    if output is None:
        return named or "text"
    chosen = cast(ReportFormat, output)  # one of REPORT_FORMATS: click checked it
    if named is not None and named != chosen:
        raise UsageError(f"--out {out}: the name says {named}, but --format is {chosen}")
    return chosen


def emit_report(
    report: Callable[[ReportFormat], str], output: ReportFormat, out: Path | None, reading: Iterable[Path]
) -> None:
    """Prints the report in ``output``, or writes it to ``out`` (never over ``reading``) and prints the text one."""
    if out is None:
        click.echo(report(output), nl=False)
        return
    from sfbkit.kit.io.atomic import write_text_atomic

    write_text_atomic(out, report(output), reading=reading)
    click.echo(report("text"), nl=False)
