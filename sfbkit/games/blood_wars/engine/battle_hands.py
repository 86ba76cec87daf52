"""Legal battle hands (BW §7.2): one legion alignment, matching the warlord, the legion cap, fates and holders."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.alignment import degree
from sfbkit.games.blood_wars.engine.values import legion_cap

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def hand_problem(
    eng: Engine, warlord: str, cards: Sequence[str], holder: Mapping[str, str], *, in_challenge: bool = False
) -> str | None:
    """Returns the first rule of BW §7.2 a battle hand breaks (``alignment``, ``cap``, ...), or None when legal.

    ``in_challenge`` relaxes rules 4 and 5 for fates added at the start of a combat (BW §7.4).
    """
    mode = eng.rules.alignment_match
    definitions = eng.cards
    legions = [c for c in cards if definitions[c].kind == "legion"]
    fates = [c for c in cards if definitions[c].kind == "fate"]
    if len(legions) + len(fates) != len(cards):
        return "kind"
    alignment: str | None = None
    if legions:
        alignment = definitions[legions[0]].alignment
        assert alignment is not None
        for card in legions:
            if definitions[card].alignment != alignment:
                return "alignment"
        warlord_alignment = eng.card(warlord).alignment
        assert warlord_alignment is not None
        shared = degree(alignment, warlord_alignment, mode)
        if shared == 0:
            return "warlord-alignment"
        if len(legions) > legion_cap(eng, warlord, shared == 2, cards):
            return "cap"
    if not in_challenge and len(fates) > len(legions):
        return "fates"
    held: set[str] = set()
    for fate in fates:
        definition = eng.card(fate)
        if definition.placement not in ("attach", "battle_hand"):
            return "placement"
        legion = holder.get(fate)
        if definition.placement == "attach" and not in_challenge:
            if legion is None or legion not in legions:
                return "holder"
            if legion in held:
                return "holder"
            held.add(legion)
        if definition.alignment is not None:
            against = eng.card(legion).alignment if legion is not None else alignment
            if in_challenge and legion is None:
                # BW §10.1: a fate added at a combat must match a legion of the hand.
                if not any(degree(definition.alignment, eng.card(c).alignment or "", mode) for c in legions):
                    return "fate-alignment"
                continue
            if against is None or degree(definition.alignment, against, mode) == 0:
                return "fate-alignment"
    return None
