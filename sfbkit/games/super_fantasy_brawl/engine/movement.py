"""Movement: step-by-step moves with blocking, ally pass-through, traps and the gate (RULES §2, §5, §7)."""

from __future__ import annotations

from collections.abc import Callable

from sfbkit.games.super_fantasy_brawl.engine import traps
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.engine.paused_move import PausedMove
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.geometry.hex import Hex, distance
from sfbkit.kit.io.named_tuples import new_record
from sfbkit.kit.play.decisions import Decision, Gen, Movement, Option, ask

STOP = Option(str(OptionId("stop")), "stop moving")
STAY = Option(str(OptionId("stay")), "do not move")


def can_end_from(
    eng: Engine,
    c: ChampionState,
    start: Hex,
    budget: int,
    reference: Hex | None = None,
    towards: bool = True,
    accept: Callable[[Hex], bool] | None = None,
) -> bool:
    """Tells whether a champion at ``start`` can still reach a hex to end on within ``budget`` steps.

    With a ``reference`` every step must get nearer to it (``towards``) or farther (RULES §2);
    with ``accept`` only the empty hexes it accepts count as ends.
    """
    occupant = eng.state.occupant
    champions = eng.state.champions
    neighbours = eng.board.open_neighbours
    frontier = [start]
    seen = {start}
    for _ in range(budget):
        nxt: list[Hex] = []
        for h in frontier:
            for n in neighbours[h]:
                if n in seen:
                    continue
                if reference is not None:
                    nearer = distance(n, reference) < distance(h, reference)
                    farther = distance(n, reference) > distance(h, reference)
                    if not (nearer if towards else farther):
                        continue
                seen.add(n)
                other = occupant.get(n)
                if other is None or other == c.id:
                    if accept is None or accept(n):
                        return True
                    nxt.append(n)
                elif champions[other].team == c.team:
                    nxt.append(n)
        frontier = nxt
    return False


def _nearer_than(reference: Hex, start_distance: int, towards: bool) -> Callable[[Hex], bool]:
    """Returns the test of an end hex under ``towards_away: final_position`` (RULES §2)."""
    if towards:
        return lambda h: distance(h, reference) < start_distance
    return lambda h: distance(h, reference) > start_distance


def enter_from_gate(
    eng: Engine, c: ChampionState, player: int, movement: Movement | None = None
) -> Gen[bool]:
    """Places a champion from its gate on an empty hex of its deployment area (RULES §5)."""
    area = eng.board.deployment[eng.state.deployment[c.team]]
    occupant = eng.state.occupant
    options = [eng.board.step_option[h] for h in area if h not in occupant]
    if not options:
        return False
    answer = yield from ask("step", player, options, f"{c.id} enters from the gate", movement)
    label = OptionId.parse(answer).arg
    where = eng.board.by_label[label]
    eng.set_hex(c, where)
    eng.emit("enter", champion=c.id, hex=label)
    if where in eng.state.traps:
        yield from traps.trigger(eng, c, c.id)
    return True


def gate_exit_possible(eng: Engine, c: ChampionState) -> bool:
    """Tells whether a champion on its gate has an empty deployment hex to enter."""
    occupant = eng.state.occupant
    return any(h not in occupant for h in eng.board.deployment[eng.state.deployment[c.team]])


def walk(
    eng: Engine,
    c: ChampionState,
    steps: int,
    player: int,
    credit: str | None,
    *,
    reference: Hex | None = None,
    towards: bool = True,
    activation: str | None = None,
    paused: PausedMove | None = None,
) -> Gen[int]:
    """Moves a champion up to ``steps`` hexes, one decision per step; returns the steps taken (RULES §5).

    Enemies and statues block; allies may be passed but not ended on; each trap
    entered triggers; root ends the movement. With a ``reference`` hex the end
    (by default, ``towards_away: final_position``) or every step (``every_step``)
    must get nearer to it (``towards``) or farther from it (RULES §2).

    The move of an ``activation`` (its option id; it has no reference) shows each step it asks as
    ``eng.paused_move`` while ``eng.pauses_moves`` is set; given such a ``paused`` move, the walk goes on
    from that step, asking it again.
    """
    state = eng.state
    board = eng.board
    occupant = state.occupant
    champions = state.champions
    goal: Callable[[Hex], bool] | None = None
    resumed: Decision | None = None
    if paused is None:
        taken = 0
        if steps <= 0 or c.rooted:
            return 0
        state.movements += 1
        number = state.movements
        if c.hex is None:
            entered = yield from enter_from_gate(eng, c, player, Movement(number, steps))
            if not entered:
                return 0
            taken = 1
        if reference is not None and c.hex is not None and eng.ruleset.towards_away == "final_position":
            goal = _nearer_than(reference, distance(c.hex, reference), towards)
    else:
        taken, resumed = paused.taken, paused.decision
        assert resumed.movement is not None
        number = resumed.movement.number
    step_choices = board.step_choices
    step_target = board.step_target
    prompt = f"move {c.id}"
    while taken < steps:
        here = c.hex
        if here is None or c.rooted:
            break
        passing = state.transit == c.id
        if resumed is not None:
            decision, resumed = resumed, None
        else:
            remaining = steps - taken
            options: list[Option] = []
            for n, step in step_choices[here]:
                other = occupant.get(n)
                if other is not None and (champions[other].team != c.team or other == c.id or remaining < 2):
                    continue
                if goal is not None:
                    # RULES §2 final_position (the default): a step is legal only if a nearer (farther) end
                    # hex can still be reached past the blockers.
                    if not (
                        (other is None and goal(n)) or can_end_from(eng, c, n, remaining - 1, accept=goal)
                    ):
                        continue
                elif reference is not None:
                    d_next = distance(n, reference)
                    d_here = distance(here, reference)
                    if (d_next >= d_here) if towards else (d_next <= d_here):
                        continue
                    if other is not None and not can_end_from(eng, c, n, remaining - 1, reference, towards):
                        continue
                elif other is not None and not can_end_from(eng, c, n, remaining - 1):
                    continue
                options.append(step)
            if not options:
                break
            can_stop = not passing
            if can_stop and goal is not None and taken > 0:
                can_stop = goal(here)
            if can_stop:
                options.append(STOP)
            if len(options) == 1:
                # As ``ask``: a single legal option is taken without asking.
                decision = None
                answer = options[0].id
            else:
                movement = new_record(Movement, (number, remaining))
                decision = new_record(Decision, ("step", player, tuple(options), prompt, movement))
        if decision is not None:
            if activation is not None and eng.pauses_moves:
                eng.paused_move = new_record(PausedMove, (activation, c.id, steps, taken, decision))
                answer = yield decision
                eng.paused_move = None
            else:
                answer = yield decision
        if answer == "stop":
            break
        dest, label = step_target[answer]
        if not passing:
            del occupant[here]
        c.hex = dest
        if dest in occupant:
            state.transit = c.id
        else:
            occupant[dest] = c.id
            state.transit = None
        taken += 1
        eng.emit("move", champion=c.id, to=label)
        if dest in state.traps:
            yield from traps.trigger(eng, c, credit)
    return taken


def dash_line(eng: Engine, here: Hex, direction: int, steps: int) -> list[Hex]:
    """Returns the hexes a dash of up to ``steps`` can end on in one direction, nearest first (RULES §7).

    It stops before any champion or statue and is ended by a trap it enters.
    """
    board = eng.board
    occupant = eng.state.occupant
    traps_at = eng.state.traps
    line: list[Hex] = []
    h = here
    for _ in range(steps):
        n = board.step[h][direction]
        if n is None or n in board.statue_hexes or n in occupant:
            break
        line.append(n)
        if n in traps_at:
            break
        h = n
    return line


def straight_ends(eng: Engine, c: ChampionState, steps: int, *, over: bool) -> list[Hex]:
    """Returns the end hexes of a dash (``over=False``) or a swoop (``over=True``) of up to ``steps`` (RULES §7).

    A swoop passes over everything but cannot end on a blocked hex.
    """
    here = c.hex
    if here is None:
        return []
    if not over:
        return [h for direction in range(6) for h in dash_line(eng, here, direction, steps)]
    board = eng.board
    occupant = eng.state.occupant
    ends: list[Hex] = []
    for direction in range(6):
        h = here
        for _ in range(steps):
            n = board.step[h][direction]
            if n is None:
                break
            h = n
            if n not in board.statue_hexes and n not in occupant:
                ends.append(n)
    return ends


def fear_ends(eng: Engine, c: ChampionState, source: Hex, steps: int) -> list[Hex]:
    """Returns the fear end hexes: the longest of the dashes that end farther from the source (RULES §7)."""
    here = c.hex
    if here is None:
        return []
    start = distance(here, source)
    longest = 0
    ends: list[Hex] = []
    for direction in range(6):
        line = dash_line(eng, here, direction, steps)
        # RULES §7 fear: of the directions that lead away, one along which the dash is longest
        # (most hexes moved), however far from the source each one ends.
        if not line or distance(line[-1], source) <= start:
            continue
        if len(line) > longest:
            longest = len(line)
            ends = [line[-1]]
        elif len(line) == longest:
            ends.append(line[-1])
    return ends


def jump_ends(eng: Engine, c: ChampionState, steps: int) -> list[Hex]:
    """Returns the empty hexes within ``steps`` of the champion (RULES §7 jump)."""
    here = c.hex
    if here is None:
        return []
    occupant = eng.state.occupant
    statues = eng.board.statue_hexes
    return [h for h in eng.board.within(here, 1, steps) if h not in occupant and h not in statues]


def relocate(eng: Engine, c: ChampionState, dest: Hex, credit: str | None, how: str) -> Gen[None]:
    """Sets a champion on a hex (dash, swoop, jump, fear, place) and triggers a trap there (RULES §7, §9)."""
    eng.set_hex(c, dest)
    eng.emit(how, champion=c.id, to=eng.label(dest))
    if dest in eng.state.traps:
        yield from traps.trigger(eng, c, credit)


def force_walk(eng: Engine, c: ChampionState, steps: int, player: int, credit: str | None) -> Gen[int]:
    """Moves a champion up to ``steps`` through empty hexes, chosen by the acting player (RULES §7 force)."""
    board = eng.board
    occupant = eng.state.occupant
    taken = 0
    eng.state.movements += 1
    number = eng.state.movements
    while taken < steps and c.hex is not None and not c.rooted:
        options = [board.step_option[n] for n in board.open_neighbours[c.hex] if n not in occupant]
        if not options:
            break
        options.append(STOP)
        answer = yield from ask(
            "force-step", player, options, f"force {c.id}", Movement(number, steps - taken)
        )
        if answer == "stop":
            break
        label = OptionId.parse(answer).arg
        dest = board.by_label[label]
        eng.set_hex(c, dest)
        taken += 1
        eng.emit("forced", champion=c.id, to=label)
        if dest in eng.state.traps:
            yield from traps.trigger(eng, c, credit)
    return taken
