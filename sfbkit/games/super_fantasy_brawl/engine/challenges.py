"""Challenges: scoring in the scoreboard phase and the track advancing each round (RULES §10)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import Engine


def scoreboard(eng: Engine, player: int) -> None:
    """Scores every challenge on a scoring slot whose condition the active player meets now (RULES §10)."""
    state = eng.state
    values = eng.ruleset.challenge_track
    team = state.players[player].team
    ctx = Context(player, team)
    # RULES §10: every condition is judged at the start of the phase, before any VP of it is added;
    # then every challenge met scores, so the order of the slots changes nothing.
    challenges = eng.rules.challenges
    track = state.track
    met = []
    for slot in range(min(len(track), len(values))):
        value = values[slot]
        if value is not None:
            challenge = track[slot]
            if challenge is not None and challenges[challenge].cond(eng, ctx):
                met.append((slot, challenge, value))
    for slot, challenge, value in met:
        # RULES §10: a challenge scores once and is discarded.
        state.track[slot] = None
        state.challenge_discard.append(challenge)
        eng.emit("challenge_scored", player=player, team=team, challenge=challenge, slot=slot, vp=value)
        eng.score(team, value, "challenge")


def draw_challenge(eng: Engine) -> str | None:
    """Draws the next challenge, reshuffling the discards into an empty deck (RULES §10)."""
    state = eng.state
    if not state.challenge_deck:
        if not state.challenge_discard:
            return None
        state.challenge_deck = state.challenge_discard
        state.challenge_discard = []
        state.rng.shuffle(state.challenge_deck)
        eng.emit("challenge_reshuffle", cards=len(state.challenge_deck))
    return state.challenge_deck.pop()


def advance(eng: Engine) -> None:
    """Moves every challenge one slot right (per ``challenge_advance``) and draws into the first (RULES §10, §11)."""
    state = eng.state
    for _ in range(eng.ruleset.challenge_advance):
        leaving = state.track[-1]
        if leaving is not None:
            state.challenge_discard.append(leaving)
            eng.emit("challenge_discarded", challenge=leaving)
        state.track[1:] = state.track[:-1]
        state.track[0] = draw_challenge(eng)
    eng.emit("track", slots=list(state.track))
