"""Decisions: every choice the engine asks for, with its canonical list of legal options."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import NamedTuple, TypeVar

from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.io.named_tuples import new_record
from sfbkit.kit.problems import excerpt

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Option:
    """A legal answer to a decision: a stable id (``step:c4``, ``target:vex``) and a human label."""

    id: str
    label: str


class Movement(NamedTuple):
    """Where a step decision stands in its movement: which movement of the match, and the steps it has left."""

    number: int
    """Counts the movements of a match from 1; every step decision of one movement has the same number."""
    remaining: int
    """The steps the movement may still take, the one asked for included."""


class Decision(NamedTuple):
    """A choice for one player: its kind, the deciding player and the legal options in canonical order.

    A named tuple: look-aheads make hundreds of thousands of them, and it is the cheapest immutable record.
    """

    kind: str
    player: int
    options: tuple[Option, ...]
    prompt: str = ""
    movement: Movement | None = None
    """For ``step`` and ``force-step`` decisions: the movement the step belongs to."""

    @property
    def ids(self) -> tuple[str, ...]:
        """Returns the ids of the legal options."""
        return tuple([option.id for option in self.options])

    def allows(self, option_id: str) -> bool:
        """Tells whether an id is one of the legal options."""
        for option in self.options:  # noqa: SIM110 (no generator per call)
            if option.id == option_id:
                return True
        return False


def check_answer(decision: Decision | None, option_id: str) -> None:
    """Raises IllegalDecisionError, naming the legal ids, unless ``option_id`` answers the pending decision."""
    if decision is None:
        raise IllegalDecisionError(f"the match is over; no decision accepts {excerpt(repr(option_id))}")
    if not decision.allows(option_id):
        raise IllegalDecisionError(
            f"{excerpt(repr(option_id))} is not a legal answer to {decision.kind!r} for player {decision.player}; "
            f"legal: {', '.join(decision.ids)}"
        )


CHECKPOINT = Decision("checkpoint", -1, ())
"""Yielded where the state alone says how play goes on (a turn's or an activation's start): a fork may resume there."""

Gen = Generator[Decision, str, T]
"""A rules generator: yields decisions, receives the chosen option id, returns a value."""


def ask(
    kind: str, player: int, options: Sequence[Option], prompt: str = "", movement: Movement | None = None
) -> Gen[str]:
    """Asks a player to choose among options; a single legal option is taken without asking."""
    if len(options) == 1:
        return options[0].id
    if not options:
        raise RuntimeError(f"the engine asked a {kind!r} decision without options")
    answer = yield new_record(Decision, (kind, player, tuple(options), prompt, movement))
    return answer
