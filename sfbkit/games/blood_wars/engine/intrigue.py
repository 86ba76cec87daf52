"""The intrigue challenge: dissenting opinions, the Power Caucus, the Ballot, coup or loss of status (BW §9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from sfbkit.games.blood_wars.engine.plays import ability_options, play_fate, playable_fates, use_ability
from sfbkit.games.blood_wars.engine.state import Challenge
from sfbkit.games.blood_wars.engine.triggers import all_players, cards_in_play, fire, rr
from sfbkit.games.blood_wars.engine.values import side_total, side_warlords, warlord_stat
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def run_intrigue(eng: Engine, target: str, challenger: str) -> Gen[None]:
    """Runs one intrigue challenge from its declaration to Lying Low."""
    state = eng.state
    player = state.turn_player
    challenge = Challenge("intrigue", target, challenger, player)
    state.challenge = challenge
    eng.emit("challenge_declared", challenge="intrigue", player=player, target=target, challenger=challenger)
    yield from designate(eng, challenger)
    yield from fire(eng, "challenge_declared", cards_in_play(eng, all_players(eng)))
    yield from declared_window(eng)
    if not challenge.cancelled:
        yield from _dissent(eng, challenge)
    if not challenge.cancelled and challenge.opposers:
        yield from _caucus(eng, challenge)
    if challenge.cancelled:
        yield from cancel(eng)
        return
    if challenge.opposers:
        succeeded = yield from _ballot(eng, challenge)
    else:
        # BW §9.2: nobody opposed: no caucus, no ballot; the challenge succeeds.
        succeeded = True
    if challenge.cancelled:
        yield from cancel(eng)
        return
    yield from _outcome(eng, challenge, succeeded)
    yield from _lying_low(eng, challenge)
    yield from end_challenge(eng)


def _dissent(eng: Engine, challenge: Challenge) -> Gen[None]:
    for other in declaration_order(eng):
        warlords = face_up_warlords(eng, other)
        options = [eng.option(f"support:{w}", f"support with {eng.card(w).name}") for w in warlords]
        options += [eng.option(f"oppose:{w}", f"oppose with {eng.card(w).name}") for w in warlords]
        options.append(eng.option("neutral", "stay neutral"))
        answer = yield from ask("stance", other, options, "support, oppose or stay neutral?")
        stance, _, warlord = answer.partition(":")
        eng.emit("stance", player=other, stance=stance, warlord=warlord or None)
        if stance == "support":
            challenge.supporters.append((other, warlord))
        elif stance == "oppose":
            challenge.opposers.append((other, warlord))
        if warlord:
            yield from designate(eng, warlord)
        if challenge.cancelled:
            return


def _caucus(eng: Engine, challenge: Challenge) -> Gen[None]:
    order = [challenge.player, *declaration_order(eng)]
    passes = 0
    turn = 0
    # BW §9.3 (ruling): the caucus goes round until every player has passed in a row.
    while passes < len(order) and not challenge.cancelled:
        player = order[turn % len(order)]
        turn += 1
        options: list[Option] = []
        for p, warlord in challenge.participants():
            if p == player and eng.in_play(warlord):
                troop = [warlord, *eng.state.players[owner_index(warlord)].battle.get(warlord, [])]
                options += ability_options(eng, troop, "intrigue")
        options += playable_fates(eng, player, "caucus")
        options.append(eng.option("pass", "pass"))
        answer = yield from ask("caucus", player, options, "use an ability, play a fate or pass")
        if answer == "pass":
            passes += 1
            continue
        passes = 0
        if answer.startswith("ability:"):
            yield from use_ability(eng, answer)
        else:
            yield from play_fate(eng, player, answer.removeprefix("fate:"), "caucus")


def _highest(eng: Engine, warlords: list[str]) -> str | None:
    best: str | None = None
    best_value = 0
    for warlord in warlords:
        value = warlord_stat(eng, warlord, "is")
        # BW §9.4 (ruling): ties go to the participant earliest in caucus order.
        if best is None or value > best_value:
            best, best_value = warlord, value
    return best


def _ballot(eng: Engine, challenge: Challenge) -> Gen[bool]:
    totals: dict[str, int] = {}
    report: dict[str, object] = {}
    for side in ("challenging", "defending"):
        total, parts = side_total(eng, side, "is")
        ally = _highest(eng, side_warlords(eng, side))
        hidden = 0 if ally is None else (yield from rr(eng, owner_index(ally), "hidden_ally"))
        bonus = challenge.rr_bonus.get(side, 0)
        totals[side] = total + hidden + bonus
        report[side] = {
            "total": totals[side],
            "parts": parts,
            "hidden_ally": hidden,
            "ally": ally,
            "rr_bonus": bonus,
        }
    eng.emit("ballot", **report)
    if not side_warlords(eng, "defending"):
        return True
    return totals["challenging"] > totals["defending"]


def _outcome(eng: Engine, challenge: Challenge, succeeded: bool) -> Gen[None]:
    state = eng.state
    player = challenge.player
    k_challenging = len(side_warlords(eng, "challenging"))
    eng.emit("challenge_result", challenge="intrigue", success=succeeded, target=challenge.target)
    challenge.outcome = "success" if succeeded else "failure"
    if succeeded:
        yield from capture(eng, challenge.target)
        for supporter, _ in challenge.supporters:
            eng.draw(supporter, k_challenging, "reward")
            eng.emit("reward_drawn", player=supporter, amount=k_challenging)
    else:
        owner = owner_index(challenge.target)
        eng.take_out(challenge.target)
        state.players[owner].discard.append(challenge.target)
        eng.emit("discarded", card=challenge.target, why="loss_of_status")
        challenger = challenge.challenger
        if eng.in_play(challenger):
            eng.flip(challenger, True)
            owner_player = state.players[owner_index(challenger)]
            troop = list(owner_player.battle.get(challenger, []))
            for card in troop:
                eng.take_out(card)
                state.players[player].hand.append(card)
            for card in troop:
                eng.emit("returned", card=card, why="loss_of_status")
        if eng.rules.intrigue_reward == "winning_side":
            k = len(side_warlords(eng, "defending"))
        else:
            # BW §9.5, §19.3: kept literally, the opposers draw the size of the challenging side.
            k = k_challenging
        for opposer, _ in challenge.opposers:
            eng.draw(opposer, k, "reward")
            eng.emit("reward_drawn", player=opposer, amount=k)
    yield from results_triggers(eng, succeeded)


def _lying_low(eng: Engine, challenge: Challenge) -> Gen[None]:
    for player_index, warlord in challenge.participants():
        if not eng.in_play(warlord):
            continue
        eng.flip(warlord, True)
        for card in eng.state.players[player_index].battle.get(warlord, []):
            eng.flip(card, True)
    eng.emit("lying_low", warlords=[w for _, w in challenge.participants() if eng.in_play(w)])
    yield from ()
