"""One turn (BW §6): Opening, Assembly, Action, Resolution and Victory, then the next seat and the round limit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.action import run_action
from sfbkit.games.blood_wars.engine.challenge import check_victory
from sfbkit.games.blood_wars.engine.core import GameOver
from sfbkit.games.blood_wars.engine.formation import run_formation
from sfbkit.games.blood_wars.engine.resolution import run_resolution
from sfbkit.games.blood_wars.engine.state import Phase
from sfbkit.games.blood_wars.engine.triggers import cards_in_play, fire
from sfbkit.kit.play.decisions import Gen

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine

_ORDER: tuple[Phase, ...] = ("opening", "assembly", "action", "resolution", "victory")


def _enter(eng: Engine, phase: Phase) -> None:
    eng.state.phase = phase
    eng.emit("phase", player=eng.state.turn_player, phase=phase)


def run_turn(eng: Engine, start: Phase) -> Gen[None]:
    """Plays the turn player's turn from a phase (``opening`` for a new turn), then passes to the next seat."""
    state = eng.state
    player = state.turn_player
    me = state.players[player]
    begin = _ORDER.index(start) if start in _ORDER else 0
    if begin == 0:
        me.turns += 1
        state.captures = 0
        eng.emit("turn_started", player=player, round=state.round, turn=me.turns)
        yield from fire(eng, "turn_start", cards_in_play(eng, [player]))
        _enter(eng, "opening")
        eng.draw(player, eng.rules.reinforcements, "reinforcements")
    if begin <= 1 and (me.turns > 1 or eng.rules.first_turn_assembly):
        _enter(eng, "assembly")
        yield from run_formation(eng, player)
    if begin <= 2:
        _enter(eng, "action")
        yield from run_action(eng, player)
    if begin <= 3:
        _enter(eng, "resolution")
        yield from run_resolution(eng, player)
    _enter(eng, "victory")
    check_victory(eng)
    state.modifiers.clear()
    state.at += 1
    if state.at == len(state.order):
        state.at = 0
        if state.round >= eng.rules.round_limit:
            eng.emit("round_limit", round=state.round)
            raise GameOver(None, "round_limit")
        state.round += 1
    state.phase = "opening"
