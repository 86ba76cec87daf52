"""The closed vocabularies of Super Fantasy Brawl matches: decision kinds, phases, end reasons, event kinds."""

from __future__ import annotations

from typing import Literal, get_args

DecisionKind = Literal[
    "pick",
    "ban",
    "draft-choice",
    "deployment-area",
    "trap-hex",
    "mulligan",
    "deploy",
    "action",
    "step",
    "force-step",
    "dash",
    "swoop",
    "jump",
    "fear",
    "place",
    "attack",
    "skill",
    "target",
    "choose",
    "reaction",
    "amount",
    "plan",
    "core",
    "mode",
    "stun-discard",
]
"""What a decision asks for (the kit's ``Decision.kind``, narrowed for this game)."""
DECISION_KINDS: frozenset[str] = frozenset(get_args(DecisionKind))

Phase = Literal["setup", "turn_start", "activation", "over"]
"""Where a match stands (RULES §3, §4, §5)."""

EndReason = Literal["vp", "round_limit"]
"""Why a match ended: a team reached the VP goal, or the last round ended (RULES §10)."""

EventKind = Literal[
    "match_start",
    "scenario",
    "team",
    "draft_pool",
    "pick",
    "choose",
    "ban",
    "banned",
    "first_player",
    "deployment_areas",
    "trap_placed",
    "draw",
    "reshuffle",
    "mulligan",
    "deploy",
    "turn",
    "track",
    "play",
    "standard",
    "enter",
    "move",
    "forced",
    "dash",
    "swoop",
    "jump",
    "placed",
    "feared",
    "pushed",
    "pulled",
    "attack",
    "skill",
    "declined",
    "reaction",
    "no_target",
    "damage",
    "heal",
    "immune",
    "modifier",
    "root",
    "stun",
    "plan",
    "ready_core",
    "ability",
    "skipped",
    "trap",
    "trap_lost",
    "out_of_action",
    "level_up",
    "vp",
    "challenge_scored",
    "challenge_discarded",
    "challenge_reshuffle",
    "end_turn",
    "upkeep",
    "round_end",
    "match_end",
]
"""What an event records."""
EVENT_KINDS: frozenset[str] = frozenset(get_args(EventKind))
