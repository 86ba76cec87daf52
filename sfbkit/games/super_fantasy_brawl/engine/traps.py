"""Traps: triggering on entry, replacement and the supply (RULES §9)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.abilities import is_immune
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.games.super_fantasy_brawl.engine.statuses import root, stun
from sfbkit.geometry.hex import Hex
from sfbkit.kit.play.decisions import Gen, ask


def trigger(eng: Engine, c: ChampionState, credit: str | None) -> Gen[None]:
    """Reveals and applies the trap in the champion's hex, then replaces it (RULES §9).

    ``credit`` is the champion whose effect sent the victim in (the victim itself for its own move).
    """
    state = eng.state
    where = c.hex
    if where is None or where not in state.traps:
        return
    kind = state.traps.pop(where)
    trap = eng.rules.traps[kind]
    eng.emit("trap", champion=c.id, hex=eng.label(where), trap=kind, credit=credit)
    if trap.effect == "damage":
        if is_immune(eng, c, "trap_damage"):
            eng.emit("immune", champion=c.id, keyword="trap_damage")
        else:
            eng.hurt(c.id, trap.amount, credit, "trap")
    elif trap.effect == "root":
        root(eng, c)
    else:
        yield from stun(eng, c)
    yield from replace(eng, where, kind, c.player)
    if c.hex is not None:
        state.pending_triggers.append(("enters_trap", c.id, None))


def replacement_hexes(eng: Engine, used: Hex) -> list[Hex]:
    """Returns where a replacement trap may go: an empty trap hex, else a free hex next to one (RULES §9).

    Besides the printed trap hexes, a hex is a trap hex only while it holds a trap, so an empty
    trap hex is always a printed one.
    """
    state = eng.state
    occupant = state.occupant
    traps = state.traps
    printed = eng.board.trap_hex_set
    free = [h for h in eng.board.order if h in printed and h != used and h not in occupant and h not in traps]
    if free:
        return free
    statues = eng.board.statue_hexes
    near = {n for h in (*printed, *traps) for n in eng.board.adjacent[h]}
    return [
        h
        for h in eng.board.order
        if h in near and h != used and h not in occupant and h not in traps and h not in statues
    ]


def replace(eng: Engine, used: Hex, used_kind: str, player: int) -> Gen[None]:
    """Places a random trap from the supply where the player chooses, then shuffles the used one back (RULES §9)."""
    state = eng.state
    hexes = replacement_hexes(eng, used)
    if not state.trap_supply:
        state.trap_supply.append(used_kind)
        used_kind = ""
    if not hexes:
        eng.emit("trap_lost", hex=eng.label(used))
        if used_kind:
            state.trap_supply.append(used_kind)
        return
    options = [eng.board.hex_option[h] for h in hexes]
    answer = yield from ask("trap-hex", player, options, "place the replacement trap")
    where = eng.board.by_label[OptionId.parse(answer).arg]
    state.traps[where] = state.trap_supply.pop()
    if used_kind:
        state.trap_supply.append(used_kind)
    state.rng.shuffle(state.trap_supply)
    eng.emit("trap_placed", hex=eng.label(where), player=player)
