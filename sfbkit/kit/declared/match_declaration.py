"""What a declared game gives the kit for its matches: its setup, a new match, its state keys, clock and words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from pydantic import BaseModel

    from sfbkit.kit.play.events import Event
    from sfbkit.kit.play.match_protocol import PlayableMatch
    from sfbkit.kit.play.player_registry import PlayerKind
    from sfbkit.kit.scripts.expect_keys import ExpectKey
    from sfbkit.kit.tree.tree_library import TreeLibrary

ClockName = Literal["round", "turn"]


class MatchDeclaration(Protocol):
    """A game's matches as the kit's scripts, logs, replays and play page drive them."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def setup_model(self) -> type[BaseModel] | None:
        """The model of a match's ``setup:`` (seats, a ruleset...); None: the game has no matches."""
        ...

    @property
    def clock_event(self) -> str | None:
        """The event that ends a round or turn: the clock is one more than how many there were."""
        ...

    @property
    def clock_name(self) -> ClockName:
        """What the clock counts, for ``expect: {round: N}`` and ``auto: {rounds: N}``."""
        ...

    @property
    def hand_key(self) -> str | None:
        """The observation's key listing the seat's own cards by id, for the play page's hand."""
        ...

    def library_of(self, root: Path) -> TreeLibrary:
        """Returns the validated library of a tree."""
        ...

    def new_match(self, library: TreeLibrary, setup: Any, seed: int) -> PlayableMatch:
        """Returns a new match of a validated setup; UsageError names what the tree lacks."""
        ...

    def state_keys(self) -> Sequence[ExpectKey]:
        """Returns the game's own expectation keys, read from the match."""
        ...

    def players(self) -> Sequence[PlayerKind]:
        """Returns the game's own players."""
        ...

    def event_words(self, event: Event) -> str:
        """Returns an event as a sentence of the text log."""
        ...

    def observation_rows(self, observation: Mapping[str, Any]) -> list[tuple[str, str]]:
        """Returns a seat's observation as (what, value) rows in the game's words."""
        ...
