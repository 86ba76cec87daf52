"""The effect executor: every operation of BW §17, resolved in order; one that cannot be carried out is skipped."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sfbkit.games.blood_wars.engine.conditions import holds
from sfbkit.games.blood_wars.engine.context import Ctx
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.games.blood_wars.engine.definitions import Effect
from sfbkit.games.blood_wars.engine.repair import repair
from sfbkit.games.blood_wars.engine.state import Modifier
from sfbkit.games.blood_wars.engine.values import immune
from sfbkit.games.blood_wars.engine.who import candidates, named_side, players_named, single
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def run_effects(eng: Engine, ctx: Ctx, effects: tuple[Effect, ...] | list[Effect]) -> Gen[None]:
    """Resolves effect steps in order (BW §17); card text beats the rules, an impossible step is skipped."""
    for step in effects:
        if eng.state.challenge is not None and eng.state.challenge.cancelled:
            return
        yield from _step(eng, ctx, step)


def _amount(eng: Engine, ctx: Ctx, value: object) -> int:
    if value == "rr":
        return eng.rr_check(ctx.player, "amount")
    assert isinstance(value, int)
    return value


def _cards(eng: Engine, ctx: Ctx, who: object, prompt: str) -> Gen[list[str]]:
    if isinstance(who, dict):
        pool = candidates(eng, ctx, who)
        if "each" in who:
            return pool
        if not pool:
            return []
        options = [Option(f"choose:{c}", eng.card(c).name) for c in pool]
        answer = yield from ask("choose", ctx.player, options, prompt)
        return [answer.removeprefix("choose:")]
    card = single(eng, ctx, who)
    return [] if card is None or not eng.in_play(card) else [card]


def _choose_player(eng: Engine, ctx: Ctx, prompt: str) -> Gen[list[int]]:
    options = [Option(f"choose:p{i + 1}", eng.state.players[i].name) for i in eng.state.order]
    answer = yield from ask("choose", ctx.player, options, prompt)
    return [int(answer.removeprefix("choose:p")) - 1]


def _players(eng: Engine, ctx: Ctx, who: object) -> Gen[list[int]]:
    if isinstance(who, dict) and who.get("choose") == "player":
        return (yield from _choose_player(eng, ctx, "choose a player"))
    return players_named(eng, ctx, who)


def _duration(eng: Engine, step: Effect) -> Any:
    if step.get("duration") == "turn" or eng.state.challenge is None:
        return "turn"
    return "challenge"


def _step(eng: Engine, ctx: Ctx, step: Effect) -> Gen[None]:
    op = step["op"]
    state = eng.state
    if op in ("is", "cs"):
        amount = _amount(eng, ctx, step.get("amount", 0))
        who = step.get("who", "this_warlord")
        side = named_side(eng, ctx, who)
        if side is not None:
            state.modifiers.append(Modifier(op, amount, _duration(eng, step), side=side))
            eng.emit("modified", stat=op, amount=amount, side=side, by=ctx.card)
            return
        for card in (yield from _cards(eng, ctx, who, f"choose a card for {op} {amount:+d}")):
            state.modifiers.append(Modifier(op, amount, _duration(eng, step), card=card))
            eng.emit("modified", stat=op, amount=amount, card=card, by=ctx.card)
    elif op == "vp":
        amount = _amount(eng, ctx, step.get("amount", 0))
        if state.challenge is not None:
            state.modifiers.append(Modifier("vp", amount, "challenge", card=state.challenge.target))
    elif op == "rr_bonus":
        side = named_side(eng, ctx, step.get("side", "own_side"))
        if side is None or state.challenge is None:
            return
        value = eng.rr_check(ctx.player, "rr_bonus")
        state.challenge.rr_bonus[side] = state.challenge.rr_bonus.get(side, 0) + value
    elif op == "draw":
        amount = _amount(eng, ctx, step.get("amount", 1))
        for player in (yield from _players(eng, ctx, step.get("player"))):
            eng.draw(player, amount)
    elif op == "discard":
        amount = _amount(eng, ctx, step.get("amount", 1))
        for player in (yield from _players(eng, ctx, step.get("player"))):
            yield from _discard_from_hand(eng, ctx, player, amount, step.get("chooser", "owner"))
    elif op in ("return_to_hand", "destroy", "dead_book", "flip_down", "flip_up"):
        for card in (yield from _cards(eng, ctx, step.get("who"), f"choose a card ({op})")):
            yield from _move(eng, ctx, op, card)
    elif op == "cancel_challenge":
        challenge = state.challenge
        if challenge is not None and not immune(eng, challenge.challenger, "cancel_challenge"):
            challenge.cancelled = True
            eng.emit("cancelled", by=ctx.card)
    elif op == "reveal":
        yield from _reveal(eng, ctx, step)
    elif op == "arrange":
        yield from _arrange(eng, ctx, _amount(eng, ctx, step.get("amount", 1)))
    elif op == "recover":
        yield from _recover(eng, ctx, _amount(eng, ctx, step.get("amount", 1)), step.get("where"))
    elif op == "if":
        branch = step["then"] if holds(eng, ctx, step["cond"]) else step["else"]
        yield from run_effects(eng, ctx, branch)
    elif op == "choose_one":
        modes = step["modes"]
        options = [Option(f"mode:{i + 1}", f"mode {i + 1}") for i in range(len(modes))]
        answer = yield from ask("choose", ctx.player, options, "choose one")
        yield from run_effects(eng, ctx, modes[int(answer.removeprefix("mode:")) - 1])
    else:
        raise ValueError(f"unknown operation {op!r}")


def _move(eng: Engine, ctx: Ctx, op: str, card: str) -> Gen[None]:
    from sfbkit.games.blood_wars.engine.triggers import fire_own

    if immune(eng, card, op):
        eng.emit("immune", card=card, op=op)
        return
    if op == "flip_down":
        if eng.flip(card, True):
            yield from fire_own(eng, card, "flipped_down")
        return
    if op == "flip_up":
        eng.flip(card, False)
        return
    owner = owner_index(card)
    warlord = eng.warlord_of(card)
    if warlord is not None and warlord != card:
        eng.state.unsettled.add(warlord)
    if op == "return_to_hand":
        if eng.card(card).kind != "legion" or eng.warlord_of(card) is None:
            return
        held = eng.held_by(card)
        yield from fire_own(eng, card, "leaves_play")
        leaving = (card,) if held is None else (card, held)
        for moving in leaving:
            eng.take_out(moving)
            eng.state.players[owner].hand.append(moving)
        for moving in leaving:
            eng.emit("returned", card=moving, why="effect")
    elif op == "destroy":
        if eng.card(card).kind == "warlord":
            return
        yield from fire_own(eng, card, "leaves_play")
        eng.discard(card, "destroyed")
    else:
        yield from fire_own(eng, card, "leaves_play")
        eng.to_dead_book(card)
    _left_play(eng, card)
    # BW §7.4: a hand left illegal is made legal at once, or at the end of the challenge during one.
    if warlord is not None and warlord != card and eng.state.challenge is None:
        yield from repair(eng, [warlord])


def _left_play(eng: Engine, card: str) -> None:
    challenge = eng.state.challenge
    if challenge is None or challenge.cancelled:
        return
    # BW §8.5: the challenger or the target leaving play cancels the challenge.
    if card in (challenge.challenger, challenge.target):
        challenge.cancelled = True
        eng.emit("cancelled", by=card)


def _discard_from_hand(eng: Engine, ctx: Ctx, player: int, amount: int, chooser: object) -> Gen[None]:
    hand = eng.state.players[player].hand
    for _ in range(amount):
        if not hand:
            return
        if chooser == "random":
            card = hand[eng.state.rng.randrange(len(hand))]
        else:
            decider = player if chooser == "owner" else ctx.player
            # BW §13: a choice from a hidden place shows only the legal choices to its chooser.
            options = [Option(f"choose:{c}", eng.card(c).name) for c in sorted(set(hand))]
            card = (yield from ask("choose", decider, options, "discard a card")).removeprefix("choose:")
        hand.remove(card)
        eng.state.players[player].discard.append(card)
        eng.emit("discarded", card=card, why="effect")


def _reveal(eng: Engine, ctx: Ctx, step: Effect) -> Gen[None]:
    what = step.get("what", "battle_hand")
    if what == "command_hand":
        for player in (yield from _players(eng, ctx, step.get("player"))):
            eng.emit("revealed", player=player, cards=sorted(eng.state.players[player].hand))
        return
    for warlord in (
        yield from _cards(eng, ctx, step.get("who", "this_warlord"), "choose a warlord to reveal")
    ):
        cards = eng.state.players[owner_index(warlord)].battle.get(warlord, [])
        eng.state.revealed.update(cards)
        eng.emit("revealed", warlord=warlord, cards=list(cards))


def _arrange(eng: Engine, ctx: Ctx, amount: int) -> Gen[None]:
    deck = eng.state.players[ctx.player].deck
    top = deck[len(deck) - min(amount, len(deck)) :]
    del deck[len(deck) - len(top) :]
    ordered: list[str] = []
    while top:
        options = [Option(f"choose:{c}", eng.card(c).name) for c in sorted(set(top))]
        card = (yield from ask("choose", ctx.player, options, "the next card on top")).removeprefix("choose:")
        top.remove(card)
        ordered.append(card)
    deck.extend(reversed(ordered))
    eng.emit("arranged", player=ctx.player, amount=len(ordered))


def _recover(eng: Engine, ctx: Ctx, amount: int, where: object) -> Gen[None]:
    player = eng.state.players[ctx.player]
    for _ in range(amount):
        pool = sorted(
            {
                c
                for c in player.discard
                if not isinstance(where, dict) or holds(eng, Ctx(ctx.card, ctx.player, c), where)
            }
        )
        if not pool:
            return
        options = [Option(f"choose:{c}", eng.card(c).name) for c in pool]
        card = (yield from ask("choose", ctx.player, options, "recover a card")).removeprefix("choose:")
        player.discard.remove(card)
        player.hand.append(card)
        eng.emit("recovered", player=ctx.player, card=card)
