"""``sfbkit test``'s report: one line for each failing (or, verbose, passing) example, then the count."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import click


@dataclass(frozen=True)
class ExampleOutcome:
    """One played example: what it is of, its name, where it is written, and why it failed (None: it passed)."""

    subject: str
    name: str
    where: str
    failure: str | None


def report_examples(outcomes: Iterable[ExampleOutcome], verbose: bool) -> None:
    """Prints each outcome as it is played and the count; exits 1 when any example failed."""
    played = failed = 0
    for outcome in outcomes:
        played += 1
        if outcome.failure is not None:
            failed += 1
            click.echo(f"FAIL {outcome.subject} ({outcome.name})\n{outcome.failure}", err=True)
        elif verbose:
            click.echo(f"ok   {outcome.subject} ({outcome.name}) {outcome.where}")
    click.echo(f"{played} example{'' if played == 1 else 's'}: {played - failed} passed, {failed} failed")
    if failed:
        click.get_current_context().exit(1)
