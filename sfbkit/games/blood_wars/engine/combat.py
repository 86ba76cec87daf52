"""The combat challenge: invest the field, the defender rouses, battle, comparison and Lying Low (BW §10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.alignment import degree
from sfbkit.games.blood_wars.engine.challenge import (
    cancel,
    capture,
    declaration_order,
    declared_window,
    designate,
    end_challenge,
    face_up_warlords,
    results_triggers,
)
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.games.blood_wars.engine.plays import ability_options, resolve_one_shot, use_ability
from sfbkit.games.blood_wars.engine.state import Challenge
from sfbkit.games.blood_wars.engine.triggers import all_players, cards_in_play, fire, rr
from sfbkit.games.blood_wars.engine.values import capture_vp, side_total
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def run_combat(eng: Engine, target: str, challenger: str) -> Gen[None]:
    """Runs one combat challenge from its declaration to Lying Low."""
    state = eng.state
    player = state.turn_player
    challenge = Challenge("combat", target, challenger, player)
    state.challenge = challenge
    eng.emit("challenge_declared", challenge="combat", player=player, target=target, challenger=challenger)
    yield from designate(eng, challenger)
    yield from fire(eng, "challenge_declared", cards_in_play(eng, all_players(eng)))
    yield from _commit(eng, player, challenger)
    state.players[player].aside = True
    yield from declared_window(eng)
    if not challenge.cancelled:
        yield from _rouse(eng, challenge)
    defender = challenge.opposers[0] if challenge.opposers else None
    if defender is not None and not challenge.cancelled:
        yield from _commit(eng, defender[0], defender[1])
        state.players[defender[0]].aside = True
        yield from _battle_warlords(eng, challenge)
        yield from _battle(eng, challenge)
    if challenge.cancelled:
        yield from cancel(eng)
        return
    yield from _comparison(eng, challenge)
    _lying_low(eng, challenge)
    yield from end_challenge(eng)


def _commit(eng: Engine, player: int, warlord: str) -> Gen[None]:
    state = eng.state
    hand = state.players[player].hand
    troop = state.players[owner_index(warlord)].battle[warlord]
    mode = eng.rules.alignment_match
    while True:
        legions = [eng.card(c).alignment or "" for c in troop if eng.card(c).kind == "legion"]
        options: list[Option] = []
        seen: set[str] = set()
        for card in hand:
            definition = eng.card(card)
            if definition.kind != "fate" or definition.placement not in ("attach", "battle_hand"):
                continue
            if definition.id in seen or not eng.may_enter(card):
                continue
            # BW §10.1: an aligned fate must match a legion of the hand; limits 4 and 5 may be exceeded.
            if definition.alignment is not None and not any(
                degree(definition.alignment, a, mode) for a in legions
            ):
                continue
            seen.add(definition.id)
            options.append(eng.option(f"add:{card}", f"add {definition.name}"))
        options.append(eng.option("done", "done"))
        answer = yield from ask("commit", player, options, "add fates to the battle hand?")
        if answer == "done":
            return
        card = answer.removeprefix("add:")
        hand.remove(card)
        troop.append(card)
        eng.emit("committed", player=player, card=card, warlord=warlord)


def _rouse(eng: Engine, challenge: Challenge) -> Gen[None]:
    for other in declaration_order(eng):
        warlords = face_up_warlords(eng, other)
        if not warlords:
            continue
        options = [eng.option(f"oppose:{w}", f"oppose with {eng.card(w).name}") for w in warlords]
        options.append(eng.option("neutral", "stay neutral"))
        answer = yield from ask("rouse", other, options, "oppose or stay neutral?")
        stance, _, warlord = answer.partition(":")
        eng.emit("stance", player=other, stance=stance, warlord=warlord or None)
        if stance == "oppose":
            challenge.opposers.append((other, warlord))
            yield from designate(eng, warlord)
            # BW §10.2 (ruling): nobody after the first opposer is asked.
            return


def _battle_warlords(eng: Engine, challenge: Challenge) -> Gen[None]:
    for player, warlord in (challenge.participants()[0], challenge.opposers[0]):
        if challenge.cancelled or not eng.in_play(warlord):
            return
        options = [*ability_options(eng, [warlord], "combat"), eng.option("pass", "pass")]
        answer = yield from ask("battle-warlord", player, options, "use the warlord's combat ability?")
        if answer != "pass":
            yield from use_ability(eng, answer)


def _battle(eng: Engine, challenge: Challenge) -> Gen[None]:
    sides = [(challenge.player, challenge.challenger), challenge.opposers[0]]
    passes = 0
    turn = 0
    # BW §10.4 (ruling): the sides alternate until both have passed in a row.
    while passes < 2 and not challenge.cancelled:
        player, warlord = sides[turn % 2]
        turn += 1
        troop = list(eng.state.players[owner_index(warlord)].battle.get(warlord, []))
        options = ability_options(eng, troop, "combat")
        seen: set[str] = set()
        for card in troop:
            definition = eng.card(card)
            one_shot = definition.kind == "fate" and definition.use == "one_shot"
            if one_shot and "battle" in definition.timing and definition.id not in seen:
                seen.add(definition.id)
                options.append(eng.option(f"fate:{card}", f"play {definition.name}"))
        options.append(eng.option("pass", "pass"))
        answer = yield from ask("battle", player, options, "use a combat ability, play a fate or pass")
        if answer == "pass":
            passes += 1
            continue
        passes = 0
        if answer.startswith("ability:"):
            yield from use_ability(eng, answer)
            continue
        card = answer.removeprefix("fate:")
        eng.take_out(card)
        eng.state.resolving.append(card)
        eng.emit("fate_played", player=player, card=card, window="battle")
        eng.state.resolving.remove(card)
        yield from resolve_one_shot(eng, player, card)


def _comparison(eng: Engine, challenge: Challenge) -> Gen[None]:
    state = eng.state
    for _, warlord in challenge.participants():
        if eng.in_play(warlord):
            state.revealed.update(state.players[owner_index(warlord)].battle.get(warlord, []))
    challenging, parts_c = side_total(eng, "challenging", "cs")
    defending, parts_d = side_total(eng, "defending", "cs")
    defended = bool(challenge.opposers) and eng.in_play(challenge.opposers[0][1])
    if not defended:
        defending = 0
    succeeded = challenging > defending or not defended
    eng.emit(
        "comparison",
        challenging={"total": challenging, "parts": parts_c},
        defending={"total": defending, "parts": parts_d},
    )
    eng.emit("challenge_result", challenge="combat", success=succeeded, target=challenge.target)
    challenge.outcome = "success" if succeeded else "failure"
    if succeeded:
        difference = challenging - defending
        if difference >= capture_vp(eng, challenge.target) and eng.in_play(challenge.target):
            yield from capture(eng, challenge.target)
    elif defended:
        # BW §10.5: the defending player's draw goes into the set-aside command hand.
        defender_player = challenge.opposers[0][0]
        amount = yield from rr(eng, defender_player, "combat_reward")
        eng.draw(defender_player, amount, "reward")
        eng.emit("reward_drawn", player=defender_player, amount=amount)
    yield from results_triggers(eng, succeeded)


def _lying_low(eng: Engine, challenge: Challenge) -> None:
    state = eng.state
    warlords = [challenge.challenger, *(w for _, w in challenge.opposers[:1])]
    for warlord in warlords:
        if not eng.in_play(warlord):
            continue
        eng.flip(warlord, True)
        # BW §10.6: both battle hands are discarded whole, won or not.
        owner = state.players[owner_index(warlord)]
        troop = list(owner.battle.get(warlord, []))
        for card in troop:
            eng.take_out(card)
            owner.discard.append(card)
        for card in troop:
            eng.emit("discarded", card=card, why="lying_low")
    eng.emit("lying_low", warlords=[w for w in warlords if eng.in_play(w)])
