"""Treasure (DC §12): chests open on the first entry by any creature; collecting is a Standard action."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.geometry.square import Square, label


def open_chest(eng: Engine, square: Square) -> None:
    """Reveals a chest marker, stacks that many tokens on its square and removes it (DC §12)."""
    value = eng.state.chests.pop(square)
    eng.state.tokens[square] = eng.state.tokens.get(square, 0) + value
    eng.emit("chest_opened", square=label(square), value=value, tokens=eng.state.tokens[square])


def can_collect(eng: Engine, creature: CreatureState) -> bool:
    """Tells whether a creature occupies a square holding a token (DC §12)."""
    return eng.state.tokens.get(creature.square, 0) > 0


def collect(eng: Engine, creature: CreatureState) -> None:
    """Removes one token from the creature's square; its controller gains 1 morale (DC §12)."""
    square = creature.square
    left = eng.state.tokens[square] - 1
    if left:
        eng.state.tokens[square] = left
    else:
        del eng.state.tokens[square]
    eng.emit("collect", creature=eng.name(creature), square=label(square), tokens=left)
    eng.change_morale(creature.owner, 1, "treasure")
