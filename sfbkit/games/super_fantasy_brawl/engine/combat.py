"""Card activations: the attack sequence (RULES §5.1), skills (§5.2) and reactions (§5.3)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine import triggers
from sfbkit.games.super_fantasy_brawl.engine.abilities import (
    defence,
    is_immune,
    movement_bonus,
    strength_bonus,
)
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.definitions import CardDef
from sfbkit.games.super_fantasy_brawl.engine.effects import run_steps
from sfbkit.games.super_fantasy_brawl.engine.movement import walk
from sfbkit.games.super_fantasy_brawl.engine.option_id import NO_REACTION_ID, OptionId, option
from sfbkit.games.super_fantasy_brawl.engine.paused_move import PausedMove
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.games.super_fantasy_brawl.engine.targeting import target_choices
from sfbkit.kit.play.decisions import Gen, Option, ask

DECLINE = Option(str(OptionId("decline")), "do not attack")
USE = Option(str(OptionId("use")), "use the skill")
SKIP = Option(str(OptionId("decline")), "do not use the skill")
NO_REACTION = Option(str(NO_REACTION_ID), "no reaction")


def play_card(
    eng: Engine, player: int, card_id: str, activation: str, paused: PausedMove | None = None
) -> Gen[None]:
    """Plays an attack or skill: pays its core, moves, then resolves it (RULES §5, §5.1, §5.2).

    A ``paused`` card goes on from the step its move was paused at (a restored fork).
    """
    state = eng.state
    card = eng.rules.cards[card_id]
    p = state.players[player]
    c = state.champions[card.champion]
    if paused is None:
        p.ready[card.core] = False
        p.hand.remove(card_id)
        p.in_play.append(card_id)
        state.acting_team = p.team
        eng.emit("play", player=player, card=card_id, champion=c.id, core=card.core)
    if card.move >= 1:
        # RULES §5: the movement bonus is added only to move values of 1 or more.
        steps = card.move + movement_bonus(eng, c) if paused is None else paused.steps
        yield from walk(eng, c, steps, player, c.id, activation=activation, paused=paused)
    ctx = Context(player, p.team, c.id)
    if c.hex is None:
        eng.emit("skipped", op=card.type, champion=c.id, reason="not on the map")
    elif card.type == "attack":
        yield from attack(eng, card, c, ctx)
    else:
        yield from skill(eng, card, c, ctx)
    for champion in state.champions.values():
        champion.attack_strength = 0
        champion.attack_defence = 0
    p.in_play.remove(card_id)
    p.discard.append(card_id)
    yield from triggers.resolve_pending(eng)


def skill(eng: Engine, card: CardDef, c: ChampionState, ctx: Context) -> Gen[None]:
    """Resolves a skill after its move: decide to use it, declare targets, resolve (RULES §5.2)."""
    if card.targeting is not None:
        targets = yield from declare_targets(eng, card, c, ctx, "skill", SKIP)
        if targets is None:
            return
    else:
        answer = yield from ask("skill", ctx.player, [USE, SKIP], f"use {card.name}")
        if answer == SKIP.id:
            eng.emit("declined", card=card.id)
            return
        targets = ()
    eng.emit("skill", champion=c.id, card=card.id, targets=list(targets))
    yield from run_steps(eng, card.effects, ctx)


def declare_targets(
    eng: Engine, card: CardDef, c: ChampionState, ctx: Context, kind: str, decline: Option
) -> Gen[tuple[str, ...] | None]:
    """Asks for the target(s) of a card with a targeting icon, or to decline; None when declined or none."""
    assert card.targeting is not None
    choices = target_choices(eng, c, card.targeting)
    if not choices:
        eng.emit("no_target", card=card.id)
        return None
    options = [option for option, _ in choices]
    options.append(decline)
    verb = "attack with" if kind == "attack" else "use"
    answer = yield from ask(kind, ctx.player, options, f"{verb} {card.name}")
    if answer == decline.id:
        eng.emit("declined", card=card.id)
        return None
    targets = next(t for option, t in choices if option.id == answer)
    ctx.targets = targets
    return targets


def attack(eng: Engine, card: CardDef, c: ChampionState, ctx: Context) -> Gen[None]:
    """Resolves steps 2 to 9 of the attack sequence (RULES §5.1)."""
    state = eng.state
    ctx.choose_amounts = True
    yield from run_steps(eng, card.pre_attack, ctx)
    if c.hex is None:
        return
    # RULES §5.1 steps 3-4: deciding to attack and declaring the target(s) are one choice here.
    targets = yield from declare_targets(eng, card, c, ctx, "attack", DECLINE)
    if targets is None:
        return
    eng.emit("attack", champion=c.id, card=card.id, targets=list(targets))
    reaction = yield from ask_reaction(eng, c, targets)
    for t in targets:
        if state.champions[t].team != c.team:
            yield from triggers.fire(eng, "targeted", t, c.id)
    # RULES §5.1 steps 6-7: damage to every target, then one out-of-action check.
    strength = card.strength + strength_bonus(eng, c)
    hit: list[tuple[str, int]] = []
    stolen = 0
    for t in targets:
        target = state.champions[t]
        if target.hex is None:
            continue
        value = max(0, strength - defence(eng, target))
        dealt = eng.deal(t, value, "attack")
        if card.double and value > 0:
            # RULES §7 (ruling): double deals the same attack damage once more; poison is not repeated.
            dealt += eng.deal(t, value, "double")
        stolen += dealt
        if card.poison and dealt > 0:
            if is_immune(eng, target, "poison"):
                eng.emit("immune", champion=t, keyword="poison")
            else:
                eng.deal(t, card.poison, "poison")
        hit.append((t, dealt))
    if card.lifesteal and stolen > 0 and c.hex is not None:
        eng.heal(c.id, stolen)
    eng.settle([(t, c.id) for t, _ in hit])
    for t, dealt in hit:
        if dealt > 0 and c.hex is not None:
            yield from triggers.fire(eng, "deals_attack_damage", c.id, t)
    if reaction is not None:
        react_player, react_card, reactor = reaction
        if state.champions[reactor].hex is None:
            # RULES §5.3: the reaction's effects are skipped when its champion was taken out.
            eng.emit("skipped", op="reaction", champion=reactor, reason="taken out")
        else:
            rcard = eng.rules.cards[react_card]
            # RULES §5.1: a reaction's effects resolve as post-attack effects, numbers chosen 0..X.
            rctx = Context(
                react_player,
                state.players[react_player].team,
                reactor,
                choose_amounts=True,
                source="reaction",
            )
            rctx.attacker = c.id
            rctx.target = c.id
            saved = state.acting_team
            state.acting_team = rctx.team
            yield from run_steps(eng, rcard.effects, rctx)
            state.acting_team = saved
        rp = state.players[react_player]
        if react_card in rp.in_play:
            rp.in_play.remove(react_card)
            rp.discard.append(react_card)
    if c.hex is not None:
        ctx.target = None
        yield from run_steps(eng, card.post_attack, ctx)
    else:
        eng.emit("skipped", op="post_attack", champion=c.id, reason="attacker taken out")


def ask_reaction(
    eng: Engine, attacker: ChampionState, targets: tuple[str, ...]
) -> Gen[tuple[int, str, str] | None]:
    """Offers the defending players one reaction for the attack (RULES §5.3, §11)."""
    state = eng.state
    cards = eng.rules.cards
    order = state.turn_order
    n = len(order)
    start = state.turn_index
    for i in range(1, n + 1):
        player = order[(start + i) % n]
        p = state.players[player]
        if p.team == attacker.team:
            continue
        mine = [
            t for t in targets if state.champions[t].team == p.team and state.champions[t].hex is not None
        ]
        if not mine:
            continue
        options: list[Option] = []
        for card_id in sorted(set(p.hand)):
            card = cards[card_id]
            if card.type != "reaction" or not p.ready[card.core]:
                continue
            for t in mine:
                options.append(option("react", card_id, t, f"{card.name} on {t}"))
        if not options:
            continue
        options.append(NO_REACTION)
        answer = yield from ask("reaction", player, options, f"react to {attacker.id}")
        if answer == NO_REACTION.id:
            continue
        chosen = OptionId.parse(answer)
        card_id, reactor = chosen.arg, chosen.at
        card = cards[card_id]
        p.ready[card.core] = False
        p.hand.remove(card_id)
        p.in_play.append(card_id)
        # RULES §5.3: the defence bonus lasts this attack only.
        state.champions[reactor].attack_defence += card.defence
        eng.emit("reaction", player=player, card=card_id, champion=reactor, core=card.core)
        return (player, card_id, reactor)
    return None
