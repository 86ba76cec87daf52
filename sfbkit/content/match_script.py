"""The match script file format as pydantic models: header, players, starting position and expectations."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from sfbkit.content.base import Model
from sfbkit.content.ids import HexLabel, Id
from sfbkit.content.text import Line, Prose

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
    hands: list[list[Id]] | None = Field(default=None, description="Per player, the cards in hand.")
    decks: list[list[Id]] | None = Field(default=None, description="Per player, the deck, top card first.")
    discards: list[list[Id]] | None = Field(default=None, description="Per player, the discard pile.")
    traps: dict[HexLabel, Id] | None = Field(default=None, description="Hex -> trap kind on it.")
    trap_supply: list[Id] | None = Field(default=None, description="The trap supply, next drawn first.")
    track: list[Id | None] | None = Field(default=None, description="The challenge track, slot by slot.")
    challenge_deck: list[Id] | None = Field(default=None, description="The challenge deck, next drawn first.")
    challenge_discard: list[Id] = Field(default_factory=list, description="Discarded challenges.")
    vp: list[Tally] = Field(default_factory=lambda: [0, 0], max_length=4, description="VP per team.")
    exhausted: list[list[Colour]] = Field(default_factory=list, description="Per player, exhausted cores.")
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


class ExpectSpec(Model):
    """What must hold at one point of a script; every key given is checked."""

    teams: list[list[Id]] | None = Field(
        default=None, description="Per player, the champions (after a draft)."
    )
    hexes: dict[Id, HexLabel | Literal["gate"]] | None = Field(
        default=None, description="Champion -> hex or gate."
    )
    damage: dict[Id, DamageCount] | None = Field(default=None, description="Champion -> damage on it.")
    side: dict[Id, Literal["basic", "levelled"]] | None = Field(
        default=None, description="Champion -> side up."
    )
    rooted: dict[Id, bool] | None = Field(default=None, description="Champion -> rooted or not.")
    vp: list[Tally] | None = Field(default=None, description="VP per team.")
    hand_sizes: list[Tally] | None = Field(default=None, description="Cards in hand per player.")
    hands: list[list[Id] | None] | None = Field(
        default=None, description="Per player, the exact cards in hand in any order (null: not checked)."
    )
    deck_top: list[list[Id] | None] | None = Field(
        default=None, description="Per player, the top cards of the deck, top first (null: not checked)."
    )
    cores: list[list[Colour] | None] | None = Field(
        default=None, description="Per player, the ready cores (null: not checked)."
    )
    traps: dict[HexLabel, Id | Literal["none"]] | list[HexLabel] | None = Field(
        default=None, description="Hex -> trap kind (or 'none'); a list: exactly these hexes hold traps."
    )
    track: list[Id | None] | None = Field(default=None, description="The challenge track, slot by slot.")
    round: Round | None = Field(default=None, description="The current round.")
    active: Seat | None = Field(default=None, description="The player whose turn it is.")
    winner: Seat | Literal["draw", "none"] | None = Field(
        default=None, description="The winning team, 'draw', or 'none' while the match runs."
    )
    decision: str | None = Field(
        default=None, description="The kind of decision the match waits for ('none' once it is over)."
    )
    options: list[str] | None = Field(
        default=None, description="The legal option ids of that decision, in order."
    )
    events: list[str | dict[str, Any]] | None = Field(
        default=None,
        description="Events since the previous expectation, in order (a kind, or a kind with fields to match).",
    )
    no_events: list[str] | None = Field(
        default=None, description="Event kinds that must not have happened since the previous expectation."
    )
