"""The effect executor: one small handler per op of the effect language (RULES §5.1, §7, §9).

Every handler is registered for one compiled op type (``engine/ops.py``) and
typed on it, and resolves that op in a ``Context``; an op whose champion has
left the map (or that cannot be carried out) is skipped with a ``skipped``
event, never an exception (RULES, the First Rule).
"""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.effects import OpName
from sfbkit.games.super_fantasy_brawl.engine import movement, traps
from sfbkit.games.super_fantasy_brawl.engine.abilities import is_immune
from sfbkit.games.super_fantasy_brawl.engine.conditions import side_matches
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.definitions import COLOURS
from sfbkit.games.super_fantasy_brawl.engine.ops import (
    Aimed,
    ChooseOne,
    Damage,
    Dash,
    Defence,
    Double,
    Draw,
    Fear,
    Force,
    Heal,
    If,
    Jump,
    Lifesteal,
    Move,
    Op,
    Place,
    Plan,
    Poison,
    Pull,
    Push,
    ReadyCore,
    Root,
    Strength,
    Stun,
    Swoop,
    Valued,
)
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId, option
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.games.super_fantasy_brawl.engine.statuses import root, stun
from sfbkit.geometry.hex import distance, row_direction
from sfbkit.kit.play.decisions import Gen, Option, ask
from sfbkit.kit.play.op_handlers import Handlers

HANDLERS: Handlers[Engine, Context] = Handlers()
"""The handler of every compiled op; a test checks each op of ``Op`` has one."""


def run_steps(eng: Engine, ops: tuple[Op, ...], ctx: Context) -> Gen[None]:
    """Resolves effect steps in order."""
    for op in ops:
        yield from HANDLERS.run(eng, op, ctx)


def skip(eng: Engine, op: Op | Aimed, reason: str, champion: str | None = None) -> None:
    """Records that an op was skipped (RULES, the First Rule)."""
    eng.emit("skipped", op=op.kind, champion=champion, reason=reason)


def victims(eng: Engine, op: Aimed, ctx: Context) -> Gen[list[ChampionState]]:
    """Resolves whom an op applies to: a role, a chosen champion or each champion of a side."""
    who = op.who
    champions = eng.state.champions
    if who.kind == "role":
        if who.role == "target" and ctx.target is None and ctx.targets:
            named: list[str | None] = list(ctx.targets)
        else:
            named = [ctx.role(who.role)]
        result: list[ChampionState] = []
        for cid in named:
            if cid is None:
                skip(eng, op, f"no {who.role}")
            elif champions[cid].hex is None:
                skip(eng, op, "not on the map", cid)
            else:
                result.append(champions[cid])
        return result
    me = champions[ctx.self_id] if ctx.self_id is not None else None
    centre = me.hex if me is not None else None
    candidates: list[ChampionState] = []
    for cid in eng.champion_ids():
        c = champions[cid]
        if c.hex is None or not side_matches(who.side, ctx.team, c):
            continue
        if cid == ctx.self_id and (who.other or who.side == "ally"):
            # RULES §6: an ally is never the card's own champion.
            continue
        if who.within is not None and (centre is None or distance(centre, c.hex) > who.within):
            continue
        candidates.append(c)
    if who.kind == "each":
        return candidates
    if not candidates:
        skip(eng, op, "no champion to choose")
        return []
    options = [option("choose", c.id, "", c.id) for c in candidates]
    answer = yield from ask("choose", ctx.player, options, f"choose a champion for {op.kind}")
    return [champions[OptionId.parse(answer).arg]]


UP_TO: frozenset[OpName] = frozenset({"draw", "heal"})
"""Ops whose keyword says "up to X" and that pick their value (plan, force, dash, swoop and jump stop early instead)."""


_DONE_PLANNING = Option(str(OptionId("done")), "stop planning")

_AMOUNT_OPTIONS: dict[int, tuple[Option, ...]] = {}
"""The options ``amount:0`` to ``amount:X`` of each X asked so far (immutable, shared by every decision)."""


def amount(eng: Engine, op: Valued, ctx: Context) -> Gen[int]:
    """Returns an op's value; the player picks 0..X in pre- and post-attack effects and for "up to X" (RULES §5.1, §7)."""
    if op.amount <= 0 or not (ctx.choose_amounts or op.kind in UP_TO):
        return op.amount
    options = _AMOUNT_OPTIONS.get(op.amount)
    if options is None:
        options = _AMOUNT_OPTIONS[op.amount] = tuple(
            Option(str(OptionId("amount", str(n))), str(n)) for n in range(op.amount + 1)
        )
    answer = yield from ask("amount", ctx.player, options, f"{op.kind}: choose 0 to {op.amount}")
    return OptionId.parse(answer).index


def _credit(ctx: Context) -> str | None:
    return ctx.self_id


# --- movement ---------------------------------------------------------------


@HANDLERS.handles(Move)
def move(eng: Engine, op: Move, ctx: Context) -> Gen[None]:
    """Moves a champion up to X under the normal movement rules, towards/away if given (RULES §2, §5)."""
    for c in (yield from victims(eng, op, ctx)):
        if c.rooted:
            skip(eng, op, "rooted", c.id)
            continue
        reference = None
        towards = True
        ref_role = op.towards or op.away_from
        if ref_role is not None:
            ref = ctx.role(ref_role)
            if ref is None or eng.state.champions[ref].hex is None:
                skip(eng, op, f"no {ref_role} on the map", c.id)
                continue
            reference = eng.state.champions[ref].hex
            towards = op.towards is not None
        yield from movement.walk(
            eng, c, op.amount, ctx.player, _credit(ctx), reference=reference, towards=towards
        )


def _straight(eng: Engine, op: Dash | Swoop | Jump, ctx: Context, how: str) -> Gen[None]:
    for c in (yield from victims(eng, op, ctx)):
        if c.rooted:
            skip(eng, op, "rooted", c.id)
            continue
        if how == "jump":
            ends = movement.jump_ends(eng, c, op.amount)
        else:
            ends = movement.straight_ends(eng, c, op.amount, over=how == "swoop")
        if not ends:
            skip(eng, op, "nowhere to go", c.id)
            continue
        options = [eng.board.step_option[h] for h in ends]
        options.append(movement.STAY)
        answer = yield from ask(how, ctx.player, options, f"{how} {c.id}")
        if answer == "stay":
            continue
        yield from movement.relocate(
            eng, c, eng.board.by_label[OptionId.parse(answer).arg], _credit(ctx), how
        )


@HANDLERS.handles(Dash)
def dash(eng: Engine, op: Dash, ctx: Context) -> Gen[None]:
    """Dash X: straight along a row, stopped by champions and statues, ended by a trap (RULES §7)."""
    yield from _straight(eng, op, ctx, "dash")


@HANDLERS.handles(Swoop)
def swoop(eng: Engine, op: Swoop, ctx: Context) -> Gen[None]:
    """Swoop X: straight along a row over everything; only a trap in the end hex triggers (RULES §7)."""
    yield from _straight(eng, op, ctx, "swoop")


@HANDLERS.handles(Jump)
def jump(eng: Engine, op: Jump, ctx: Context) -> Gen[None]:
    """Jump X: to any empty hex within X; only a trap in the end hex triggers (RULES §7)."""
    yield from _straight(eng, op, ctx, "jump")


@HANDLERS.handles(Place)
def place(eng: Engine, op: Place, ctx: Context) -> Gen[None]:
    """Place: sets a champion on a chosen empty hex; not movement, so root does not stop it (RULES §7)."""
    dest = op.dest
    champions = eng.state.champions
    for c in (yield from victims(eng, op, ctx)):
        hexes = [
            h for h in eng.board.order if h not in eng.state.occupant and h not in eng.board.statue_hexes
        ]
        if dest.adjacent_to is not None:
            anchor = ctx.role(dest.adjacent_to)
            anchor_hex = champions[anchor].hex if anchor is not None else None
            if anchor_hex is None:
                skip(eng, op, f"no {dest.adjacent_to} on the map", c.id)
                continue
            hexes = [h for h in hexes if distance(h, anchor_hex) == 1]
        if dest.within is not None:
            me = champions[ctx.self_id].hex if ctx.self_id is not None else None
            if me is None:
                skip(eng, op, "its champion is not on the map", c.id)
                continue
            hexes = [h for h in hexes if distance(h, me) <= dest.within]
        if dest.area is not None:
            area = eng.area_hexes(dest.area, ctx.team)
            hexes = [h for h in hexes if h in area]
        if not hexes:
            skip(eng, op, "no hex to place on", c.id)
            continue
        options = [eng.board.hex_option[h] for h in hexes]
        answer = yield from ask("place", ctx.player, options, f"place {c.id}")
        yield from movement.relocate(
            eng, c, eng.board.by_label[OptionId.parse(answer).arg], _credit(ctx), "placed"
        )


def _displace_immune(eng: Engine, op: Push | Pull | Fear | Force, c: ChampionState) -> bool:
    # RULES §7: whatever cancels a displacement also cancels the damage it would cause.
    if is_immune(eng, c, op.kind):
        eng.emit("immune", champion=c.id, keyword=op.kind)
        return True
    return False


def _push_pull(eng: Engine, op: Push | Pull, ctx: Context) -> Gen[None]:
    distance_ = yield from amount(eng, op, ctx)
    if distance_ <= 0:
        return
    champions = eng.state.champions
    source_id = ctx.role(op.source)
    for c in (yield from victims(eng, op, ctx)):
        source = champions[source_id].hex if source_id is not None else None
        if source is None or c.hex is None:
            skip(eng, op, "no source on the map", c.id)
            continue
        direction = row_direction(source, c.hex)
        if direction is None:
            # RULES §7: a target no longer in a row with the source ignores the push or pull.
            skip(eng, op, "not in a row with the source", c.id)
            continue
        if _displace_immune(eng, op, c):
            continue
        if op.kind == "pull":
            direction = (direction + 3) % 6
        moved = 0
        board = eng.board
        occupant = eng.state.occupant
        while moved < distance_ and c.hex is not None and not c.rooted:
            n = board.step[c.hex][direction]
            if n is None or n in board.statue_hexes or n in occupant:
                break
            eng.set_hex(c, n)
            moved += 1
            eng.emit(op.kind + "ed", champion=c.id, to=eng.label(n))
            if n in eng.state.traps:
                # RULES §9: every trap entered triggers; the pusher gets the credit.
                yield from traps.trigger(eng, c, _credit(ctx))
        if c.hex is not None and moved < distance_:
            # RULES §7: 1 damage per hex not moved (all of them for a rooted champion).
            eng.hurt(c.id, distance_ - moved, _credit(ctx), op.kind)


@HANDLERS.handles(Push)
def push(eng: Engine, op: Push, ctx: Context) -> Gen[None]:
    """Push X: straight away from the source along their row; 1 damage per hex not moved (RULES §7)."""
    yield from _push_pull(eng, op, ctx)


@HANDLERS.handles(Pull)
def pull(eng: Engine, op: Pull, ctx: Context) -> Gen[None]:
    """Pull X: straight towards the source along their row; 1 damage per hex not moved (RULES §7)."""
    yield from _push_pull(eng, op, ctx)


@HANDLERS.handles(Fear)
def fear(eng: Engine, op: Fear, ctx: Context) -> Gen[None]:
    """Fear X: the victim dashes away from the card's champion as far as it can (RULES §7)."""
    steps = yield from amount(eng, op, ctx)
    if steps <= 0:
        return
    champions = eng.state.champions
    for c in (yield from victims(eng, op, ctx)):
        source = champions[ctx.self_id].hex if ctx.self_id is not None else None
        if source is None:
            skip(eng, op, "no source on the map", c.id)
            continue
        if _displace_immune(eng, op, c):
            continue
        if c.rooted:
            skip(eng, op, "rooted", c.id)
            continue
        ends = movement.fear_ends(eng, c, source, steps)
        if not ends:
            skip(eng, op, "cannot move away", c.id)
            continue
        options = [eng.board.step_option[h] for h in ends]
        # RULES §7: the controller picks among the longest dashes that lead away.
        answer = yield from ask("fear", c.player, options, f"{c.id} flees")
        yield from movement.relocate(
            eng, c, eng.board.by_label[OptionId.parse(answer).arg], _credit(ctx), "feared"
        )


@HANDLERS.handles(Force)
def force(eng: Engine, op: Force, ctx: Context) -> Gen[None]:
    """Force X: the acting player moves the victim up to X steps through empty hexes (RULES §7)."""
    for c in (yield from victims(eng, op, ctx)):
        if _displace_immune(eng, op, c):
            continue
        if c.rooted:
            skip(eng, op, "rooted", c.id)
            continue
        yield from movement.force_walk(eng, c, op.amount, ctx.player, _credit(ctx))


# --- damage and healing -------------------------------------------------------


@HANDLERS.handles(Damage)
def damage(eng: Engine, op: Damage, ctx: Context) -> Gen[None]:
    """Deals X damage to each victim, ignoring defence; out of action is checked once for all (RULES §7, §8)."""
    value = yield from amount(eng, op, ctx)
    hit = yield from victims(eng, op, ctx)
    if value <= 0:
        return
    dealt = [(c.id, _credit(ctx)) for c in hit if eng.deal(c.id, value, "effect")]
    eng.settle(dealt)


@HANDLERS.handles(Heal)
def heal(eng: Engine, op: Heal, ctx: Context) -> Gen[None]:
    """Heal X: removes up to X damage (RULES §7)."""
    value = yield from amount(eng, op, ctx)
    for c in (yield from victims(eng, op, ctx)):
        eng.heal(c.id, value)


def _attack_only(eng: Engine, op: Poison | Lifesteal | Double, ctx: Context) -> Gen[None]:
    skip(eng, op, "only applies at step 7 of an attack")
    return
    yield


HANDLERS.add(Poison, _attack_only)
HANDLERS.add(Lifesteal, _attack_only)
HANDLERS.add(Double, _attack_only)


# --- statuses -----------------------------------------------------------------


@HANDLERS.handles(Root)
def root_op(eng: Engine, op: Root, ctx: Context) -> Gen[None]:
    """Roots each victim until the end of the turn (RULES §7)."""
    for c in (yield from victims(eng, op, ctx)):
        root(eng, c)


@HANDLERS.handles(Stun)
def stun_op(eng: Engine, op: Stun, ctx: Context) -> Gen[None]:
    """Stuns each victim (RULES §7)."""
    for c in (yield from victims(eng, op, ctx)):
        yield from stun(eng, c)


# --- cards and cores ------------------------------------------------------------


@HANDLERS.handles(Draw)
def draw(eng: Engine, op: Draw, ctx: Context) -> Gen[None]:
    """Draw X: draws up to X cards (RULES §7)."""
    value = yield from amount(eng, op, ctx)
    eng.draw(ctx.player, value)


@HANDLERS.handles(Plan)
def plan(eng: Engine, op: Plan, ctx: Context) -> Gen[None]:
    """Plan X: puts up to X cards from hand on top of the deck; the first chosen ends on top (RULES §7)."""
    player = eng.state.players[ctx.player]
    chosen: list[str] = []
    cards = eng.rules.cards
    while len(chosen) < op.amount and player.hand:
        options = [option("plan", card, "", cards[card].name) for card in sorted(set(player.hand))]
        options.append(_DONE_PLANNING)
        answer = yield from ask("plan", ctx.player, options, "put a card on top of your deck")
        if answer == "done":
            break
        card = OptionId.parse(answer).arg
        player.hand.remove(card)
        # each card goes just below the ones planned before it, so the first chosen ends on top
        player.deck.insert(len(player.deck) - len(chosen), card)
        chosen.append(card)
    if chosen:
        eng.emit("plan", player=ctx.player, amount=len(chosen))


@HANDLERS.handles(ReadyCore)
def ready_core(eng: Engine, op: ReadyCore, ctx: Context) -> Gen[None]:
    """Readies one exhausted core of the acting player."""
    player = eng.state.players[ctx.player]
    exhausted = [c for c in COLOURS if not player.ready[c] and op.core in ("any", c)]
    if not exhausted:
        skip(eng, op, "no exhausted core")
        return
    options = [option("core", c, "", c) for c in exhausted]
    answer = yield from ask("core", ctx.player, options, "ready a core")
    colour = OptionId.parse(answer).arg
    player.ready[colour] = True
    eng.emit("ready_core", player=ctx.player, core=colour)


# --- modifiers -------------------------------------------------------------------


@HANDLERS.handles(Strength)
def strength(eng: Engine, op: Strength, ctx: Context) -> Gen[None]:
    """Changes strength for this attack or until the end of the turn."""
    yield from _modify(eng, op, ctx, "strength")


@HANDLERS.handles(Defence)
def defence(eng: Engine, op: Defence, ctx: Context) -> Gen[None]:
    """Changes defence for this attack or until the end of the turn."""
    yield from _modify(eng, op, ctx, "defence")


def _modify(eng: Engine, op: Strength | Defence, ctx: Context, stat: str) -> Gen[None]:
    value = yield from _modifier_amount(eng, op, ctx)
    field = f"{op.duration}_{stat}"
    for c in (yield from victims(eng, op, ctx)):
        setattr(c, field, getattr(c, field) + value)
        eng.emit("modifier", champion=c.id, stat=stat, amount=value, duration=op.duration)


def _modifier_amount(eng: Engine, op: Strength | Defence, ctx: Context) -> Gen[int]:
    if op.amount < 0:
        return op.amount
    value = yield from amount(eng, op, ctx)
    return value


# --- control flow ------------------------------------------------------------------


@HANDLERS.handles(If)
def if_(eng: Engine, op: If, ctx: Context) -> Gen[None]:
    """Resolves ``then`` when the condition holds now, else ``else``."""
    yield from run_steps(eng, op.then if op.cond(eng, ctx) else op.otherwise, ctx)


@HANDLERS.handles(ChooseOne)
def choose_one(eng: Engine, op: ChooseOne, ctx: Context) -> Gen[None]:
    """The acting player picks one mode and resolves it."""
    options = [
        Option(str(OptionId("mode", str(i))), ", ".join(step.kind for step in mode))
        for i, mode in enumerate(op.modes)
    ]
    answer = yield from ask("mode", ctx.player, options, "choose one")
    yield from run_steps(eng, op.modes[OptionId.parse(answer).index], ctx)
