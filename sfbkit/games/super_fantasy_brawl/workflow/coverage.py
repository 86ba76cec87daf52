"""Which cards and abilities have no example."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.workflow.examples import Subject


@dataclass(frozen=True, slots=True)
class Coverage:
    """The subjects with and without examples."""

    subjects: tuple[Subject, ...]

    @property
    def missing(self) -> tuple[Subject, ...]:
        """Returns the subjects with no example."""
        return tuple(subject for subject in self.subjects if not subject.examples)

    def counts(self, kind: str) -> tuple[int, int]:
        """Returns how many subjects of a kind are covered, and how many there are."""
        of_kind = [subject for subject in self.subjects if subject.kind == kind]
        return sum(1 for subject in of_kind if subject.examples), len(of_kind)


def coverage_of(found: Sequence[Subject]) -> Coverage:
    """Returns the coverage of a list of subjects."""
    return Coverage(tuple(found))


def render_coverage(coverage: Coverage) -> str:
    """Returns one line per subject without an example, then the totals."""
    lines = [
        f"{subject.file}:{subject.line}: {subject.kind} {subject.id} ({subject.name}) has no example"
        for subject in coverage.missing
    ]
    cards, card_total = coverage.counts("card")
    abilities, ability_total = coverage.counts("ability")
    lines.append(f"examples cover {cards} of {card_total} cards and {abilities} of {ability_total} abilities")
    return "\n".join(lines) + "\n"
