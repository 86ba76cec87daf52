"""The balance lab's options of ``simulate``, ``ladder`` and ``sweep``: ``--html``, ``--results`` and ``--fair``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import click

F = TypeVar("F", bound=Callable[..., object])

RESULTS_SUFFIX = ".games.jsonl"
"""The results file next to a report: ``report.html`` streams its games to ``report.games.jsonl``."""


def lab_options() -> Callable[[F], F]:
    """Returns ``--html FILE``, ``--results FILE`` and ``--fair LOW,HIGH``."""

    def decorate(function: F) -> F:
        function = click.option(
            "--fair",
            default="45,55",
            show_default=True,
            metavar="LOW,HIGH",
            help="The fair band of win rates, in percent; the report names what lies outside it.",
        )(function)
        function = click.option(
            "--results",
            type=click.Path(dir_okay=False, path_type=Path),
            default=None,
            help="Stream each finished game to FILE (JSON lines) and resume from it "
            f"(default: next to --html or --out, as NAME{RESULTS_SUFFIX}).",
        )(function)
        return click.option(
            "--html",
            type=click.Path(dir_okay=False, path_type=Path),
            default=None,
            help="Also write the balance report as one self-contained HTML page.",
        )(function)

    return decorate


def results_path(results: Path | None, *reports: Path | None) -> Path | None:
    """Returns the results file: the one named, else one next to the first report file given, else None."""
    if results is not None:
        return results
    for report in reports:
        if report is not None:
            return report.with_name(report.name.removesuffix(report.suffix) + RESULTS_SUFFIX)
    return None


def check_lab_outputs(paths: Iterable[Path | None], reading: Iterable[Path]) -> None:
    """Checks each output file before the games start (never content, a link, a folder, or another output)."""
    from sfbkit.kit.errors import UsageError
    from sfbkit.kit.io.atomic import check_output

    kept = list(reading)
    seen: dict[Path, Path] = {}
    for path in paths:
        if path is None:
            continue
        same = seen.get(path.absolute())
        if same is not None:
            raise UsageError(
                f"{path}: named for two outputs (the report and the results file); give each its own"
            )
        seen[path.absolute()] = path
        check_output(path, kept)
