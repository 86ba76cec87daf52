"""Current values: IS and CS with facing, passives and modifiers; legion caps; capture VP; immunity (BW §1.7, §17)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Literal

from sfbkit.games.blood_wars.engine.conditions import holds
from sfbkit.games.blood_wars.engine.context import Ctx
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.games.blood_wars.engine.definitions import Passive

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine

Side = Literal["challenging", "defending"]


def _live_passives(eng: Engine, card: str) -> Iterator[Passive]:
    # BW §1.7: a face-down card has no abilities; passives stop while it is face down.
    if card in eng.state.face_down:
        return
    passives = eng.card(card).passives
    if not passives:
        return
    ctx = Ctx(card, owner_index(card))
    for passive in passives:
        if holds(eng, ctx, passive.condition):
            yield passive


def _hand_of(eng: Engine, warlord: str) -> list[str]:
    return eng.state.players[owner_index(warlord)].battle.get(warlord, [])


def warlord_stat(eng: Engine, warlord: str, stat: Literal["is", "cs"]) -> int:
    """Returns a warlord's current IS or CS: printed or face-down, plus passives of its troop and modifiers."""
    definition = eng.card(warlord)
    face_down = eng.rules.face_down
    if warlord in eng.state.face_down:
        value = face_down.warlord_is if stat == "is" else face_down.warlord_cs
    else:
        value = definition.is_ if stat == "is" else definition.cs
    for card in (warlord, *_hand_of(eng, warlord)):
        for passive in _live_passives(eng, card):
            if passive.to == "warlord" or (passive.to == "card" and card == warlord):
                value += passive.is_ if stat == "is" else passive.cs
    for mod in eng.state.modifiers:
        if mod.card == warlord and mod.stat == stat:
            value += mod.amount
    return value


def legion_cs(eng: Engine, legion: str) -> int:
    """Returns a legion's current CS: printed or face-down, plus passives to the legion and modifiers."""
    value = eng.rules.face_down.legion_cs if legion in eng.state.face_down else eng.card(legion).cs
    for passive in _live_passives(eng, legion):
        if passive.to in ("card", "legion"):
            value += passive.cs
    held = eng.held_by(legion)
    if held is not None:
        for passive in _live_passives(eng, held):
            if passive.to == "legion":
                value += passive.cs
    for mod in eng.state.modifiers:
        if mod.card == legion and mod.stat == "cs":
            value += mod.amount
    return value


def side_warlords(eng: Engine, side: Side) -> list[str]:
    """Returns the warlords of one side of the challenge in progress that are still in play."""
    challenge = eng.state.challenge
    if challenge is None:
        return []
    if side == "challenging":
        found = [challenge.challenger, *(w for _, w in challenge.supporters)]
    else:
        found = [w for _, w in challenge.opposers]
    return [w for w in found if eng.in_play(w)]


def side_total(eng: Engine, side: Side, stat: Literal["is", "cs"]) -> tuple[int, dict[str, int]]:
    """Returns a side's total without hidden allies, and its parts by warlord and ``side`` (BW §8.4, §9.4, §10.5)."""
    parts: dict[str, int] = {}
    extra = 0
    for warlord in side_warlords(eng, side):
        value = warlord_stat(eng, warlord, stat)
        for card in _hand_of(eng, warlord):
            if stat == "cs" and eng.card(card).kind == "legion":
                value += legion_cs(eng, card)
        for card in (warlord, *_hand_of(eng, warlord)):
            for passive in _live_passives(eng, card):
                if passive.to == "side":
                    extra += passive.is_ if stat == "is" else passive.cs
        parts[warlord] = value
    for mod in eng.state.modifiers:
        if mod.side == side and mod.stat == stat:
            extra += mod.amount
    parts["side"] = extra
    return sum(parts.values()), parts


def legion_cap(eng: Engine, warlord: str, full: bool, troop: Sequence[str] | None = None) -> int:
    """Returns a warlord's legion cap over a battle hand (its current one unless ``troop`` is given).

    6 or 4 by the match degree (BW §7.2), plus the ``legion_cap`` passives of the warlord and of the hand.
    """
    cap = eng.rules.legion_cap_full if full else eng.rules.legion_cap_partial
    cards = eng.cards
    # BW §7.2 (ruling): face-down cards count as what they are, so a legion cap holds through a flip.
    # BW §7.3 (ruling): legality is that of the hand an action leaves, so a card counts in the hand it joins.
    cap += cards[warlord].cap_bonus
    for card in _hand_of(eng, warlord) if troop is None else troop:
        cap += cards[card].cap_bonus
    return cap


def capture_vp(eng: Engine, battlefield: str) -> int:
    """Returns a battlefield's VP for the capture test: printed plus its ``vp`` passives and modifiers."""
    value = eng.card(battlefield).vp
    for passive in _live_passives(eng, battlefield):
        value += passive.vp
    for mod in eng.state.modifiers:
        if mod.card == battlefield and mod.stat == "vp":
            value += mod.amount
    return value


def immune(eng: Engine, card: str, operation: str) -> bool:
    """Tells whether a card in play is immune to an operation (``immune`` passives)."""
    return any(operation in passive.immune for passive in _live_passives(eng, card))
