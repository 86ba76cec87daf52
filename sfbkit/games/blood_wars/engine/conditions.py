"""Conditions of BW §17 (``if``, ``while``, trigger ``if``), judged from a card's player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.alignment import degree
from sfbkit.games.blood_wars.engine.context import Ctx
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.games.blood_wars.engine.definitions import Effect
from sfbkit.games.blood_wars.engine.role import role_of

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def subject(eng: Engine, ctx: Ctx, who: object) -> str | None:
    """Returns the single card a selector names: ``this_card``, ``this_warlord``, ``this_legion``, ``challenger``, ..."""
    challenge = eng.state.challenge
    if who == "it":
        return ctx.card if ctx.it is None else ctx.it
    if who in (None, "this_card"):
        return ctx.card
    if who == "this_warlord":
        return eng.warlord_of(ctx.card)
    if who == "this_legion":
        return ctx.card if eng.card(ctx.card).kind == "legion" else eng.state.holder.get(ctx.card)
    if who == "challenger":
        return None if challenge is None else challenge.challenger
    if who == "defender":
        return None if challenge is None or not challenge.opposers else challenge.opposers[0][1]
    if who == "target_battlefield":
        return None if challenge is None else challenge.target
    return None


def _bounded(value: int, cond: Effect) -> bool:
    low = cond.get("at_least")
    high = cond.get("at_most")
    return (low is None or value >= low) and (high is None or value <= high)


def _player(eng: Engine, ctx: Ctx, who: object) -> int:
    challenge = eng.state.challenge
    if who == "turn_player":
        return eng.state.turn_player
    if who == "defending_player" and challenge is not None and challenge.opposers:
        return challenge.opposers[0][0]
    return ctx.player


def holds(eng: Engine, ctx: Ctx, cond: Effect | None) -> bool:
    """Tells whether a condition holds for the card's player now."""
    if cond is None:
        return True
    name = cond["cond"]
    if name == "all":
        return all(holds(eng, ctx, c) for c in cond["of"])
    if name == "any":
        return any(holds(eng, ctx, c) for c in cond["of"])
    if name == "not":
        return not holds(eng, ctx, cond["of"])
    if name == "your_turn":
        return eng.state.turn_player == ctx.player
    if name == "challenge":
        challenge = eng.state.challenge
        return challenge is not None and cond.get("kind") in (None, challenge.kind)
    if name == "battlefield":
        return _battlefield(eng, cond)
    card = subject(eng, ctx, cond.get("who", "it"))
    if name == "alignment":
        if card is None:
            return False
        alignment = eng.card(card).alignment
        if alignment is None:
            return False
        ethic, morality = cond.get("ethic"), cond.get("morality")
        return (ethic is None or alignment[0] == ethic) and (morality is None or alignment[1] == morality)
    if name == "shares_alignment":
        other = subject(eng, ctx, cond.get("with", "this_warlord"))
        if card is None or other is None:
            return False
        a, b = eng.card(card).alignment, eng.card(other).alignment
        return (
            a is not None
            and b is not None
            and degree(a, b, eng.rules.alignment_match) >= cond.get("at_least", 1)
        )
    if name == "card_type":
        return card is not None and eng.card(card).kind == cond["type"]
    if name == "subtype":
        return card is not None and eng.card(card).subtype == cond["subtype"]
    if name == "role":
        challenge = eng.state.challenge
        if challenge is None:
            return False
        role = role_of(challenge, subject(eng, ctx, cond.get("who", "this_warlord")))
        return role is not None and role in cond["is"]
    if name == "face_down":
        return card is not None and card in eng.state.face_down
    if name == "vp":
        return _bounded(eng.vp(_player(eng, ctx, cond.get("player"))), cond)
    if name == "hand_size":
        return _bounded(len(eng.state.players[_player(eng, ctx, cond.get("player"))].hand), cond)
    if name == "count":
        return _bounded(len(counted(eng, ctx, cond)), cond)
    raise ValueError(f"unknown condition {name!r}")


def _battlefield(eng: Engine, cond: Effect) -> bool:
    challenge = eng.state.challenge
    if challenge is None:
        return False
    target = eng.card(challenge.target)
    if "subtype" in cond and target.subtype != cond["subtype"]:
        return False
    low, high = cond.get("vp_at_least"), cond.get("vp_at_most")
    return (low is None or target.vp >= low) and (high is None or target.vp <= high)


def counted(eng: Engine, ctx: Ctx, cond: Effect) -> list[str]:
    """Returns the cards a ``count`` condition counts: of a type in this battle hand, your area or your pool."""
    player = eng.state.players[ctx.player]
    where = cond.get("in", "battle_hand")
    if where == "battle_hand":
        warlord = eng.warlord_of(ctx.card)
        cards = (
            [] if warlord is None else list(eng.state.players[owner_index(warlord)].battle.get(warlord, []))
        )
    elif where == "area":
        cards = [*player.warlords, *player.battlefields, *player.area_fates]
    else:
        cards = list(player.pool)
    kind = cond.get("type")
    where_cond = cond.get("where")
    return [
        c
        for c in cards
        if (kind is None or eng.card(c).kind == kind)
        and (where_cond is None or holds(eng, Ctx(ctx.card, ctx.player, c), where_cond))
    ]
