"""Turn flow (RULES §4): turn start, the activation phase with cards and standard actions (§5, §5.4), upkeep."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine import challenges, triggers
from sfbkit.games.super_fantasy_brawl.engine.abilities import movement_bonus
from sfbkit.games.super_fantasy_brawl.engine.combat import play_card
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import Engine, GameOver
from sfbkit.games.super_fantasy_brawl.engine.definitions import COLOURS
from sfbkit.games.super_fantasy_brawl.engine.effects import plan
from sfbkit.games.super_fantasy_brawl.engine.movement import gate_exit_possible, walk
from sfbkit.games.super_fantasy_brawl.engine.ops import Plan
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId, option
from sfbkit.games.super_fantasy_brawl.engine.paused_move import PausedMove
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState, GameState, PlayerState
from sfbkit.kit.play.decisions import CHECKPOINT, Gen, Option, ask

END_TURN = Option(str(OptionId("end-turn")), "end the turn")


_PLAN_ONE = Plan(1)
_STANDARD_OPTIONS: dict[tuple[str, tuple[str, ...], tuple[str, ...]], tuple[Option, ...]] = {}


def _standard_options(champion: str, actions: tuple[str, ...], moves: tuple[str, ...]) -> tuple[Option, ...]:
    """Returns a champion's standard-action options for the colours open to actions and to Move 2, in order."""
    key = (champion, actions, moves)
    options = _STANDARD_OPTIONS.get(key)
    if options is None:
        options = _STANDARD_OPTIONS[key] = (
            *(
                Option(str(OptionId.standard(c, champion)), f"{c} standard action ({champion})")
                for c in actions
            ),
            *(
                Option(str(OptionId.standard(c, champion, move=True)), f"move 2 with {c} ({champion})")
                for c in moves
            ),
        )
    return options


def start_turn(eng: Engine) -> Gen[None]:
    """Starts the active player's turn: the scoreboard phase, then turn-start abilities (RULES §4)."""
    state = eng.state
    player = state.active_player
    state.used_standard.clear()
    state.acting_team = state.players[player].team
    eng.emit("turn", player=player, round=state.round)
    if state.round > 1:
        # RULES §4: the scoreboard phase is skipped in round 1.
        challenges.scoreboard(eng, player)
    # RULES §4 (ruling): "at the start of your turn" abilities resolve after the scoreboard phase.
    for cid in state.players[player].champions:
        yield from triggers.fire(eng, "turn_start", cid)
    yield from triggers.resolve_pending(eng)


def _can_activate(eng: Engine, c: ChampionState) -> bool:
    """Tells whether a champion can be activated: on the map, or on its gate with a hex to enter (RULES §5)."""
    return c.hex is not None or gate_exit_possible(eng, c)


def _open_standard_colours(state: GameState, p: PlayerState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Returns the ready colours open to a standard action, and those that may pay Move 2 (RULES §5.4)."""
    used = state.used_standard
    colours = tuple([colour for colour in COLOURS if p.ready[colour]])
    actions = tuple([colour for colour in colours if colour not in used])
    return actions, colours if "move" not in used else ()


def activation_options(eng: Engine, player: int) -> list[Option]:
    """Returns the legal activations of the active player, then ``end-turn`` (RULES §5, §5.4)."""
    state = eng.state
    p = state.players[player]
    champions = state.champions
    cards = eng.rules.cards
    ready = p.ready
    options: list[Option] = []
    able = {cid: _can_activate(eng, champions[cid]) for cid in p.champions}
    for card_id in sorted(set(p.hand)):
        card = cards[card_id]
        if card.type == "reaction" or not ready[card.core]:
            continue
        c = champions[card.champion]
        # RULES §5: a champion on its gate can only be activated by an action with a move value.
        if c.hex is None and (card.move < 1 or not able[c.id]):
            continue
        options.append(card.play_option)
    actions, moves = _open_standard_colours(state, p)
    for cid in p.champions:
        if able[cid]:
            options.extend(_standard_options(cid, actions, moves))
    options.append(END_TURN)
    return options


def asks_activation(eng: Engine, player: int) -> bool:
    """Tells whether the next activation choice will be asked: an option besides ``end-turn`` exists (RULES §5)."""
    state = eng.state
    p = state.players[player]
    ready, used = p.ready, state.used_standard
    move_open = "move" not in used
    standard_open = any_ready = False
    for colour in COLOURS:
        if ready[colour]:
            any_ready = True
            if move_open or colour not in used:
                standard_open = True
                break
    if not any_ready:
        # Every card and standard action needs a ready core (RULES §5, §5.4): only end-turn is left.
        return False
    if standard_open:
        champions = state.champions
        for cid in p.champions:
            if _can_activate(eng, champions[cid]):
                return True
    return len(activation_options(eng, player)) > 1


def activation_phase(eng: Engine) -> Gen[bool]:
    """Asks for activations until the active player ends the turn (RULES §5).

    Returns True where a look-ahead stops (``eng.stops_at_activation``): before the next activation
    that will be asked.
    """
    state = eng.state
    player = state.active_player
    paused, eng.resume_move = eng.resume_move, None
    if paused is not None:
        yield from activate(eng, player, paused.activation, paused)
    while True:
        if eng.stops_at_activation and asks_activation(eng, player):
            return True
        yield CHECKPOINT
        resumed, eng.resume_options = eng.resume_options, None
        options = activation_options(eng, player) if resumed is None else resumed
        answer = yield from ask("action", player, options, "activate a champion or end the turn")
        if answer == END_TURN.id:
            return False
        yield from activate(eng, player, answer)


def activate(eng: Engine, player: int, activation: str, paused: PausedMove | None = None) -> Gen[None]:
    """Returns the resolution of an activation, or of its rest from the step its move was ``paused`` at (RULES §5)."""
    chosen = OptionId.parse(activation)
    if chosen.verb == "play":
        return play_card(eng, player, chosen.arg, activation, paused)
    return standard_action(eng, player, chosen.arg, chosen.at, activation, paused)


def standard_action(
    eng: Engine, player: int, kind: str, champion: str, activation: str, paused: PausedMove | None = None
) -> Gen[None]:
    """Resolves a standard action: blue Move 1 + Plan 1, yellow Move 1 + Heal 1, red Move 1 + 1 damage, or Move 2 (RULES §5.4)."""
    state = eng.state
    p = state.players[player]
    c = state.champions[champion]
    if kind.startswith("move:"):
        colour = kind[5:]
        kind = "move"
    else:
        colour = kind
    if paused is None:
        p.ready[colour] = False
        state.used_standard.add(kind)
        state.acting_team = p.team
        eng.emit("standard", player=player, action=kind, core=colour, champion=champion)
        steps = (2 if kind == "move" else 1) + movement_bonus(eng, c)
    else:
        steps = paused.steps
    yield from walk(eng, c, steps, player, c.id, activation=activation, paused=paused)
    if c.hex is not None:
        if kind == "blue":
            yield from plan(eng, _PLAN_ONE, Context(player, p.team, c.id, source="standard"))
        elif kind == "yellow":
            eng.heal(c.id, 1)
        elif kind == "red":
            enemies = []
            for n in eng.board.adjacent[c.hex]:
                other = state.occupant.get(n)
                if other is not None and state.champions[other].team != c.team:
                    enemies.append(other)
            if enemies:
                enemies.sort()
                options = [option("target", e, "", f"1 damage to {e}") for e in enemies]
                answer = yield from ask("target", player, options, "deal 1 damage to an adjacent enemy")
                eng.hurt(OptionId.parse(answer).arg, 1, c.id, "standard")
    yield from triggers.resolve_pending(eng)


def end_turn(eng: Engine) -> Gen[None]:
    """Ends the turn: turn-end abilities, upkeep, then the next turn or round (RULES §4, §10)."""
    state = eng.state
    player = state.active_player
    p = state.players[player]
    state.acting_team = p.team
    eng.emit("end_turn", player=player)
    for cid in p.champions:
        yield from triggers.fire(eng, "turn_end", cid)
    yield from triggers.resolve_pending(eng)
    # RULES §4 upkeep: ready all cores, discard the hand, draw a new one.
    for colour in COLOURS:
        p.ready[colour] = True
    p.discard.extend(p.hand)
    p.hand.clear()
    eng.draw(player, eng.ruleset.hand_size)
    eng.emit("upkeep", player=player)
    # RULES §7: root and turn modifiers last until the end of the current turn.
    for c in state.champions.values():
        c.rooted = False
        c.turn_strength = 0
        c.turn_defence = 0
    state.turn_index += 1
    if state.turn_index >= len(state.turn_order):
        state.turn_index = 0
        challenges.advance(eng)
        eng.emit("round_end", round=state.round)
        if state.round >= eng.ruleset.round_limit:
            raise GameOver(None, "round_limit")
        state.round += 1
