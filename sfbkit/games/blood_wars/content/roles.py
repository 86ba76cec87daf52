"""The closed vocabularies effects, conditions and triggers name (BW §17): cards, players, sides, kinds."""

from __future__ import annotations

from typing import Literal

NamedCard = Literal[
    "this_card", "this_warlord", "this_legion", "challenger", "defender", "target_battlefield", "it"
]
"""A card named by its place in the context, seen from the card's player (BW §17).

``this_warlord`` is the card itself if a warlord, else the warlord whose battle hand
holds it; ``this_legion`` the card itself if a legion, else the legion that holds it;
``it`` is the card an ``each``, a ``where`` or a ``count`` is looking at.
"""

NamedSide = Literal["own_side", "opposing_side"]
"""A side of the challenge in progress, seen from the card's player (BW §8.3)."""

NamedPlayer = Literal[
    "you", "turn_player", "defending_player", "each_supporter", "each_opposer", "each_player"
]
"""A player named by role, seen from the card's player (BW §17)."""

CardType = Literal["warlord", "legion", "fate", "battlefield"]
"""The four card kinds (BW §1)."""

SideFilter = Literal["own", "opposing", "any"]
"""Whose cards a chooser or an ``each`` may take: the card player's, the other side's, or anyone's."""

Role = Literal["challenger", "supporter", "opposer", "defender"]
"""A warlord's part in a challenge (BW §8.3)."""

ChallengeKind = Literal["intrigue", "combat"]
"""The two kinds of challenge (BW §9, §10)."""

Window = Literal["action", "declared", "caucus", "battle"]
"""The timing windows fates are played in (BW §11)."""

WINDOWS: tuple[Window, ...] = ("action", "declared", "caucus", "battle")

ImmuneTo = Literal["flip_down", "return_to_hand", "destroy", "dead_book", "cancel_challenge"]
"""What a passive ``immune`` protects a card from (BW §17)."""

Duration = Literal["challenge", "turn"]
"""How long a modifier lasts: to the end of the challenge (else the turn), or the turn (BW §3)."""

BattlefieldSubtype = Literal["realm", "layer", "site", "town"]
"""A battlefield's subtype; a battlefield may have none (BW §1.3)."""

FateSubtype = Literal["acolyte", "item", "orders", "spell", "support"]
"""A fate's subtype (BW §1.6)."""

ItemKind = Literal["artifact", "magical", "mundane"]
"""An item's kind (BW §1.6)."""

Place = Literal["battle_hand", "area", "victory_pool"]
"""Where a ``count`` condition counts cards (BW §17)."""
