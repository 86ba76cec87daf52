"""Movement (DC §6): the move, shift, flying, burrowing, slide, push and pull, step by step with look-ahead."""

from __future__ import annotations

from functools import cache
from typing import Literal

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.damage import hazard_entry
from sfbkit.games.dungeon_command.engine.definitions import Squares
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.games.dungeon_command.engine.treasure import open_chest
from sfbkit.games.dungeon_command.engine.windows import TriggerEvent, window
from sfbkit.geometry.square import Square, distance, label
from sfbkit.kit.play.decisions import Gen, Movement, Option

Style = Literal["walk", "shift", "fly", "burrow", "slide", "push", "pull"]
"""How a movement treats terrain, creatures and corners (DC §6.1, §6.6-§6.10)."""

STOP = str(OptionId("stop"))
_ROUGH = frozenset({"difficult", "hazardous", "obstacle"})


class Mover:
    """The rules of one movement: which steps are legal, what they cost, where it may end (DC §6)."""

    __slots__ = (
        "alternate",
        "board",
        "creature",
        "enemies",
        "others",
        "outdoor",
        "source",
        "stops_next_to_enemies",
        "style",
    )

    def __init__(self, eng: Engine, creature: CreatureState, style: Style, source: Square | None) -> None:
        self.board = eng.board
        self.creature = creature
        self.style = style
        self.source = source
        self.outdoor = eng.board.environment == "outdoor"
        memo = eng.memo()
        key = ("occupied", creature.uid, creature.owner)
        known = memo.get(key)
        if known is None:
            others = {
                c.square: c.owner != creature.owner
                for c in eng.state.creatures.values()
                if c.uid != creature.uid
            }
            near_enemy: set[Square] = set()
            adjacent = eng.board.adjacent
            for square, enemy in others.items():
                if enemy:
                    near_enemy.update(adjacent[square])
            known = memo[key] = (others, near_enemy)
        self.others: dict[Square, bool] = known[0]
        """Occupied squares, True where an enemy stands (shared: read only)."""
        self.enemies: set[Square] = known[1]
        """Squares adjacent to an enemy (shared: read only)."""
        self.stops_next_to_enemies = False
        self.recheck(eng)
        self.alternate = eng.ruleset.diagonal_cost == "alternate" and style in (
            "walk",
            "shift",
            "fly",
            "burrow",
        )
        """DC §14 ``diagonal_cost: alternate``: every second diagonal step of a movement costs 1 more."""

    def recheck(self, eng: Engine) -> None:
        """Reads again what the mover's own square may change: whether its walk stops next to enemies."""
        self.stops_next_to_enemies = self.style == "walk" and not eng.has_status(
            self.creature, "ignore_adjacency_stop"
        )

    def neighbours(self, square: Square) -> tuple[Square, ...]:
        """Returns the squares one step away: all 8 for burrowing, else across no cut corner (DC §2, §6.7)."""
        return self.board.around[square] if self.style == "burrow" else self.board.adjacent[square]

    def cost(self, here: Square, square: Square, diagonals: int) -> int:
        """Returns the cost of a step: 2 into rough terrain when walking or shifting, else 1 (DC §6.2).

        ``diagonals`` counts the diagonal steps already taken, for the alternate diagonal cost.
        """
        cost = 2 if self.style in ("walk", "shift") and self.board.kinds[square] in _ROUGH else 1
        if diagonals % 2 == 1 and self.diagonal(here, square):
            cost += 1
        return cost

    def diagonal(self, here: Square, square: Square) -> int:
        """Returns 1 for a diagonal step when the alternate cost counts them, else 0."""
        return 1 if self.alternate and here[0] != square[0] and here[1] != square[1] else 0

    def enterable(self, here: Square, square: Square) -> bool:
        """Tells whether a step may enter a square: walls, enemies and push/pull direction (DC §6.3, §6.10)."""
        style = self.style
        if self.board.kinds[square] == "wall" and not (
            style == "burrow" or (style == "fly" and self.outdoor)
        ):
            return False
        if self.others.get(square) and style in ("walk", "shift"):
            return False
        if self.source is not None:
            before, after = distance(self.source, here), distance(self.source, square)
            if (style == "push" and after <= before) or (style == "pull" and after >= before):
                return False
        return True

    def can_end(self, square: Square) -> bool:
        """Tells whether the movement may end on a square: not a wall, no other creature (DC §6.1)."""
        return self.board.kinds[square] != "wall" and square not in self.others

    def stops(self, square: Square) -> bool:
        """Tells whether entering a square ends a normal move: it is adjacent to an enemy (DC §6.4)."""
        return self.stops_next_to_enemies and square in self.enemies

    def steps(self, here: Square, left: int, diagonals: int = 0) -> list[Square]:
        """Returns the legal next squares: enterable, affordable, and from which a legal end is still reachable."""
        memo: dict[tuple[Square, int, int], bool] = {}
        found = []
        for square in self.neighbours(here):
            cost = self.cost(here, square, diagonals)
            if cost > left or not self.enterable(here, square):
                continue
            if self.can_end(square):
                found.append(square)  # a legal end at once, whether or not the move stops there
            elif not self.stops(square) and self._can_finish(
                square, left - cost, diagonals + self.diagonal(here, square), memo
            ):
                found.append(square)
        return found

    def can_step(self, here: Square, left: int) -> bool:
        """Tells whether at least one step is legal (``steps`` stopped at the first one found)."""
        memo: dict[tuple[Square, int, int], bool] = {}
        for square in self.neighbours(here):
            cost = self.cost(here, square, 0)
            if cost > left or not self.enterable(here, square):
                continue
            if self.can_end(square) or (
                not self.stops(square)
                and self._can_finish(square, left - cost, self.diagonal(here, square), memo)
            ):
                return True
        return False

    def _can_finish(
        self, here: Square, left: int, diagonals: int, memo: dict[tuple[Square, int, int], bool]
    ) -> bool:
        """Tells whether a legal end square can be reached from here with the movement left (DC §6.12)."""
        if self.can_end(here):
            return True
        key = (here, left, diagonals % 2)
        known = memo.get(key)
        if known is not None:
            return known
        memo[key] = False
        result = False
        for square in self.neighbours(here):
            cost = self.cost(here, square, diagonals)
            if cost > left or not self.enterable(here, square):
                continue
            if self.stops(square):
                if self.can_end(square):
                    result = True
                    break
            elif self._can_finish(square, left - cost, diagonals + self.diagonal(here, square), memo):
                result = True
                break
        memo[key] = result
        return result


def budget_for(eng: Engine, creature: CreatureState, squares: Squares) -> int:
    """Returns a creature's movement for a move: its speed (1 when it starts next to an enemy) or N (DC §6.5)."""
    if isinstance(squares, int):
        return squares
    speed = eng.speed(creature)
    if isinstance(squares, tuple):
        speed += squares[1]
    if eng.adjacent_enemies(creature):
        return min(speed, 1)
    return speed


def own_style(eng: Engine, creature: CreatureState, mode: Literal["walk", "shift"]) -> Style:
    """Returns the style of a creature's own movement: burrowing, flying, else walking or shifting (DC §6.6)."""
    if eng.burrowing(creature):
        return "burrow"
    if eng.flying(creature):
        return "fly"
    return mode


def can_step(
    eng: Engine, creature: CreatureState, style: Style, budget: int, source: Square | None = None
) -> bool:
    """Tells whether a movement could take at least one step."""
    if budget <= 0:
        return False
    return Mover(eng, creature, style, source).can_step(creature.square, budget)


@cache
def step_option(square: Square) -> Option:
    """Returns the option of a step into a square (the same value every time: movement asks for many)."""
    option = Option(str(OptionId("step", square=square)), label(square))
    step_squares[option.id] = square
    return option


step_squares: dict[str, Square] = {}
"""The square each step option made so far names, by its id."""


def move(
    eng: Engine,
    creature: CreatureState,
    style: Style,
    budget: int,
    controller: int,
    source: Square | None = None,
) -> Gen[int]:
    """Moves a creature step by step, each step a Decision with "stop" on legal end squares (DC §6.12).

    Returns the movement left: 0 when the move ended next to an enemy or the mover was destroyed.
    """
    state = eng.state
    state.movements += 1
    number = state.movements
    start = creature.square
    mover = Mover(eng, creature, style, source)  # the move's start changes nothing a mover reads
    eng.emit("move_start", creature=eng.name(creature), style=style, squares=budget)
    left = budget
    moved = stopped = False
    diagonals = 0
    unchanged = len(state.events)
    """The event count at which only the mover's own steps have changed the state since ``mover`` was built."""
    while True:
        if len(state.events) == unchanged:
            mover.recheck(eng)
        else:
            mover = Mover(eng, creature, style, source)
        here = creature.square
        options = [step_option(s) for s in mover.steps(here, left, diagonals)]
        if not options:
            break
        if mover.can_end(here):
            options.insert(0, Option(STOP, f"stop on {label(here)}"))
        answer = yield from ask("step", controller, options, eng.name(creature), Movement(number, left))
        if answer == STOP:
            break
        square = step_squares[answer]
        before = set(mover.board.adjacent[here])
        left -= mover.cost(here, square, diagonals)
        diagonals += mover.diagonal(here, square)
        creature.square = square
        moved = True
        if style in ("walk", "shift", "fly", "burrow"):
            creature.moved = True
        eng.emit("step", creature=creature.card, owner=creature.owner, square=label(square), left=left)
        unchanged = len(state.events)
        yield from _entered(eng, creature, style, before)
        if state.creatures.get(creature.uid) is not creature:
            # DC §6.12: destroyed by the step's damage, the move ends
            eng.emit(
                "move_end", creature=creature.card, start=label(start), squares=budget - left, destroyed=True
            )
            return 0
        if mover.stops(square):
            stopped = True  # DC §6.4: the rest of the movement is lost
            break
    if moved and style in ("fly", "burrow") and eng.board.kinds[creature.square] == "hazardous":
        # DC §6.6: a flyer pays no crossing effects, but the square it ends on deals its entry damage.
        yield from hazard_entry(eng, creature)
        if state.creatures.get(creature.uid) is not creature:
            eng.emit(
                "move_end", creature=creature.card, start=label(start), squares=budget - left, destroyed=True
            )
            return 0
    eng.emit("move_end", creature=eng.name(creature), start=label(start), squares=budget - left)
    return 0 if stopped else left


def _entered(eng: Engine, creature: CreatureState, style: Style, before: set[Square]) -> Gen[None]:
    """Runs what entering a square does: the chest, hazardous entry damage, "moves adjacent" triggers."""
    square = creature.square
    if square in eng.state.chests:
        open_chest(eng, square)
    if style not in ("fly", "burrow") and eng.board.kinds[square] == "hazardous":
        yield from hazard_entry(eng, creature)
        if eng.state.creatures.get(creature.uid) is not creature:
            return
    kind = "treasure" if square in eng.board.treasure else eng.board.kinds[square]
    event = TriggerEvent("enters_square", creature=creature.uid, owner=creature.owner, square_kind=kind)
    yield from window(eng, event, Ctx(creature.owner, creature.uid, event_creature=creature.uid))
    if eng.state.creatures.get(creature.uid) is not creature or creature.square != square:
        return
    newly = tuple(e.uid for e in eng.adjacent_enemies(creature) if e.square not in before)
    if newly:
        adjacent = TriggerEvent(
            "enemy_moves_adjacent", creature=creature.uid, targets=newly, owner=creature.owner
        )
        yield from window(eng, adjacent, Ctx(creature.owner, creature.uid, event_creature=creature.uid))


def place(eng: Engine, creature: CreatureState, square: Square) -> Gen[None]:
    """Sets a creature on a square: not movement, but the chest opens and hazards deal entry damage (DC §6.11)."""
    creature.square = square
    eng.emit("place", creature=creature.card, owner=creature.owner, square=label(square))
    if square in eng.state.chests:
        open_chest(eng, square)
    if eng.board.kinds[square] == "hazardous":
        yield from hazard_entry(eng, creature)
