"""Who an effect applies to (BW §17): cards, sides and players, all seen from the card's player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from sfbkit.games.blood_wars.engine.conditions import holds, subject
from sfbkit.games.blood_wars.engine.context import Ctx
from sfbkit.games.blood_wars.engine.core import owner_index

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine

Side = Literal["challenging", "defending"]


def own_side(eng: Engine, player: int) -> Side | None:
    """Returns the side a player fights on in the challenge in progress, or None when they take no part."""
    challenge = eng.state.challenge
    if challenge is None:
        return None
    if player == challenge.player or any(p == player for p, _ in challenge.supporters):
        return "challenging"
    if any(p == player for p, _ in challenge.opposers):
        return "defending"
    return None


def named_side(eng: Engine, ctx: Ctx, who: object) -> Side | None:
    """Returns the side ``own_side`` or ``opposing_side`` names, or None when ``who`` names no side."""
    if who not in ("own_side", "opposing_side"):
        return None
    mine = own_side(eng, ctx.player)
    if mine is None:
        return None
    if who == "own_side":
        return mine
    return "defending" if mine == "challenging" else "challenging"


def _in_play_of(eng: Engine, kind: str) -> list[str]:
    found: list[str] = []
    for player in eng.state.players:
        for warlord, cards in player.battle.items():
            if kind == "warlord":
                found.append(warlord)
            else:
                found.extend(c for c in cards if eng.card(c).kind == kind)
        if kind == "battlefield":
            found.extend(player.battlefields)
        if kind == "fate":
            found.extend(player.area_fates)
    return found


def candidates(eng: Engine, ctx: Ctx, spec: dict[str, object]) -> list[str]:
    """Returns the cards a ``{choose: ...}`` or ``{each: ...}`` selector may name, in a canonical order."""
    kind = str(spec.get("choose") or spec.get("each"))
    side = spec.get("side", "any")
    challenge = eng.state.challenge
    pool: list[str]
    if challenge is not None and kind in ("warlord", "legion"):
        # BW §17: in a challenge, warlords are chosen among participants and legions among their hands.
        warlords = [w for _, w in challenge.participants() if eng.in_play(w)]
        mine = own_side(eng, ctx.player)
        if side != "any" and mine is not None:
            wanted = mine if side == "own" else ("defending" if mine == "challenging" else "challenging")
            warlords = [w for w in warlords if challenge.side_of(w) == wanted]
        if kind == "warlord":
            pool = warlords
        else:
            pool = [
                c
                for w in warlords
                for c in eng.state.players[owner_index(w)].battle.get(w, [])
                if eng.card(c).kind == "legion"
            ]
    else:
        pool = _in_play_of(eng, kind)
        if side == "own":
            pool = [c for c in pool if owner_index(c) == ctx.player]
        elif side == "opposing":
            pool = [c for c in pool if owner_index(c) != ctx.player]
    where = spec.get("where")
    if isinstance(where, dict):
        pool = [c for c in pool if holds(eng, Ctx(ctx.card, ctx.player, c), where)]
    return pool


def single(eng: Engine, ctx: Ctx, who: object) -> str | None:
    """Returns the one card a fixed selector names (``this_card``, ``this_legion``, ``challenger``, ...)."""
    return subject(eng, ctx, who)


def players_named(eng: Engine, ctx: Ctx, who: object) -> list[int]:
    """Returns the players a fixed player selector names (``you``, ``turn_player``, ``each_supporter``, ...)."""
    challenge = eng.state.challenge
    if who in (None, "you"):
        return [ctx.player]
    if who == "turn_player":
        return [eng.state.turn_player]
    if who == "each_player":
        return [
            eng.state.order[(eng.state.at + i) % len(eng.state.order)] for i in range(len(eng.state.order))
        ]
    if challenge is None:
        return []
    if who == "defending_player":
        return [challenge.opposers[0][0]] if challenge.kind == "combat" and challenge.opposers else []
    if who == "each_supporter":
        return [p for p, _ in challenge.supporters]
    if who == "each_opposer":
        return [p for p, _ in challenge.opposers]
    return []
