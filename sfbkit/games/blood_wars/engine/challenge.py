"""What both kinds of challenge share: orders of declaration, the declared window, capture and the end (BW §8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.core import GameOver, owner_index
from sfbkit.games.blood_wars.engine.plays import play_fate, playable_fates
from sfbkit.games.blood_wars.engine.repair import repair
from sfbkit.games.blood_wars.engine.role import role_of
from sfbkit.games.blood_wars.engine.triggers import all_players, cards_in_play, fire
from sfbkit.kit.play.decisions import Gen, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def declaration_order(eng: Engine) -> list[int]:
    """Returns the other players from the turn player's right, counter-clockwise: seats t-1, t-2, ..., t+1 (BW §8.2)."""
    order = eng.state.order
    n = len(order)
    return [order[(eng.state.at - i) % n] for i in range(1, n)]


def face_up_warlords(eng: Engine, player: int) -> list[str]:
    """Returns a player's face-up warlords not already in the challenge in progress."""
    state = eng.state
    busy = set() if state.challenge is None else {w for _, w in state.challenge.participants()}
    return [w for w in state.players[player].warlords if w not in state.face_down and w not in busy]


def declared_window(eng: Engine) -> Gen[None]:
    """Asks every other player once, in declaration order, for a fate of the ``declared`` window (BW §11)."""
    for player in declaration_order(eng):
        challenge = eng.state.challenge
        if challenge is None or challenge.cancelled:
            return
        options = [*playable_fates(eng, player, "declared"), eng.option("pass", "pass")]
        answer = yield from ask("window", player, options, "play a fate?")
        if answer != "pass":
            yield from play_fate(eng, player, answer.removeprefix("fate:"), "declared")


def capture(eng: Engine, battlefield: str) -> Gen[None]:
    """Moves a battlefield into the turn player's victory pool and counts the turn's capture (BW §9.5, §10.5)."""
    state = eng.state
    player = state.turn_player
    eng.take_out(battlefield)
    state.players[player].pool.append(battlefield)
    state.captures += 1
    eng.emit("captured", player=player, card=battlefield, vp=eng.vp(player))
    yield from fire(eng, "battlefield_captured", cards_in_play(eng, [player]))
    if eng.rules.victory_check == "immediate":
        check_victory(eng)


def check_victory(eng: Engine) -> None:
    """Ends the match when a player has reached the VP target: most VP, then the turn player, then turn order (BW §6.5)."""
    target = eng.rules.vp_target
    qualified = [p for p in all_players(eng) if eng.vp(p) >= target]
    if not qualified:
        return
    best = max(eng.vp(p) for p in qualified)
    winner = next(p for p in qualified if eng.vp(p) == best)
    eng.emit("victory", player=winner, vp=best)
    raise GameOver(winner, "vp")


def results_triggers(eng: Engine, succeeded: bool) -> Gen[None]:
    """Fires ``challenge_succeeded`` or ``challenge_failed`` for every card in play, with its warlord's role."""
    challenge = eng.state.challenge
    assert challenge is not None
    trigger = "challenge_succeeded" if succeeded else "challenge_failed"
    definitions = eng.cards
    for card in cards_in_play(eng, all_players(eng)):
        if trigger not in definitions[card].triggers:
            continue
        yield from fire(eng, trigger, [card], role_of(challenge, eng.warlord_of(card)))


def designate(eng: Engine, warlord: str) -> Gen[None]:
    """Fires a warlord's ``designated`` triggers as it joins the challenge in progress, with its role (BW §17)."""
    challenge = eng.state.challenge
    assert challenge is not None
    yield from fire(eng, "designated", [warlord], role_of(challenge, warlord))


def end_challenge(eng: Engine) -> Gen[None]:
    """Ends the challenge in progress: set-aside hands come back, challenge modifiers lapse (BW §3, §10.6).

    Battle hands an effect left illegal are then made legal (BW §7.4).
    """
    state = eng.state
    challenge = state.challenge
    # BW §7.4, §8.5: fates added at a combat that was cancelled stay; the hand is then made legal too.
    if challenge is not None:
        state.unsettled.update(w for _, w in challenge.participants() if eng.in_play(w))
    pending = sorted(state.unsettled)
    for player in state.players:
        player.aside = False
    state.modifiers = [m for m in state.modifiers if m.until != "challenge"]
    state.challenge = None
    yield from repair(eng, pending)


def cancel(eng: Engine) -> Gen[None]:
    """Ends a cancelled challenge: its designated warlords turn face down, nothing else happens (BW §8.5)."""
    challenge = eng.state.challenge
    assert challenge is not None
    for _, warlord in challenge.participants():
        if eng.in_play(warlord):
            eng.flip(warlord, True)
    yield from end_challenge(eng)


def owner_of(card: str) -> int:
    """Returns the index of a card's owner."""
    return owner_index(card)
