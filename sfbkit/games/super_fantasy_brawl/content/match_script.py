"""The match script file format as pydantic models: header, players and starting position.

The keys of ``expect:`` are defined with their checks in ``sfbkit.games.super_fantasy_brawl.play.expectations``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from sfbkit.games.super_fantasy_brawl.content.ids import HexLabel
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose

PolicyName = Literal["random", "greedy", "first"]
Colour = Literal["red", "yellow", "blue"]

MAX_SEED = 2**63 - 1
"""The largest seed: seeds are 63-bit, as derived ones are."""

Seed = Annotated[int, Field(ge=0, le=MAX_SEED, description="A seed, from 0 to 2**63 - 1.")]
DamageCount = Annotated[int, Field(ge=0, le=30, description="Damage on a champion (at most the highest HP).")]
Tally = Annotated[int, Field(ge=0, le=99, description="A count of VP or cards.")]
Round = Annotated[int, Field(ge=1, le=200, description="A round number (at most the highest round limit).")]
Seat = Annotated[int, Field(ge=0, le=3, description="A player seat or team, from 0.")]


class PlayerSpec(Model):
    """One player of a script: their champions (unless drafted) and an optional policy for unscripted decisions."""

    champions: list[Id] | None = Field(default=None, description="The player's champions; omit with a draft.")
    policy: PolicyName | None = Field(
        default=None, description="Answers this player's decisions the script does not cover."
    )
    seed: Seed | None = Field(
        default=None, description="Seed of a random or greedy policy (default: derived)."
    )


class SetupSpec(Model):
    """An explicit starting position (a scenario); everything not given gets the engine's default."""

    positions: dict[Id, HexLabel | Literal["gate"]] = Field(
        default_factory=dict, description="Champion -> hex label or 'gate'; others start on their gate."
    )
    damage: dict[Id, DamageCount] = Field(default_factory=dict, description="Champion -> damage on it.")
    levelled: list[Id] = Field(default_factory=list, description="Champions on their levelled-up side.")
    rooted: list[Id] = Field(default_factory=list, description="Champions rooted this turn.")
    hands: list[list[Id] | None] | None = Field(
        default=None, description="Per player, the cards in hand (null: drawn from the deck as by default)."
    )
    decks: list[list[Id] | None] | None = Field(
        default=None, description="Per player, the deck, top card first (null: the rest, shuffled)."
    )
    discards: list[list[Id] | None] | None = Field(
        default=None, description="Per player, the discard pile (null: empty)."
    )
    traps: dict[HexLabel, Id] | None = Field(default=None, description="Hex -> trap kind on it.")
    trap_supply: list[Id] | None = Field(default=None, description="The trap supply, next drawn first.")
    track: list[Id | None] | None = Field(default=None, description="The challenge track, slot by slot.")
    challenge_deck: list[Id] | None = Field(default=None, description="The challenge deck, next drawn first.")
    challenge_discard: list[Id] = Field(default_factory=list, description="Discarded challenges.")
    vp: list[Tally] = Field(default_factory=lambda: [0, 0], max_length=4, description="VP per team.")
    exhausted: list[list[Colour] | None] = Field(
        default_factory=list, description="Per player, exhausted cores (null: all ready)."
    )
    round: Round = Field(default=2, description="The current round.")
    active: int = Field(default=0, ge=0, le=3, description="The player whose turn it is.")
    first: int = Field(default=0, ge=0, le=3, description="The first player.")
    deployment: list[str] | None = Field(default=None, description="Per team, its deployment area.")
    start: Literal["activation", "turn"] = Field(
        default="activation", description="Start in the activation phase, or at the turn start (scoreboard)."
    )


class ScriptModel(Model):
    """A whole match script: what to play on, who plays, from where, and the steps."""

    name: Line | None = Field(default=None, description="A title for the script.")
    description: Prose | None = Field(default=None, description="What the script shows.")
    content: str | None = Field(
        default=None,
        pattern=r"^[0-9a-f]{64}$",
        description="Pins the content hash the script was written for.",
    )
    ruleset: Id = Field(default="standard", description="The ruleset id.")
    rules: dict[str, Any] = Field(
        default_factory=dict, description="Overrides of ruleset fields for this match (e.g. round_limit)."
    )
    arena: Id = Field(default="fabulosa", description="The arena id.")
    seed: Seed = Field(default=0, description="The match seed.")
    players: list[PlayerSpec] = Field(min_length=2, max_length=4, description="The players, in seat order.")
    draft: Literal["free", "casual", "competitive", "random"] | None = Field(
        default=None, description="Choose teams by a draft (RULES §12) instead of listing champions."
    )
    setup: SetupSpec | None = Field(
        default=None, description="Start from this position instead of RULES §3 setup."
    )
    steps: list[Any] = Field(default_factory=list, description="Decisions and expectations, in order.")
