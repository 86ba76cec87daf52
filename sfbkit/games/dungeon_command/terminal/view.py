"""Dungeon Command's side of the shared terminal: the board, a roster, the seat's hands; deploys grouped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.option_ids import MalformedOptionError, OptionId
from sfbkit.games.dungeon_command.terminal.board_text import LEGEND, board_lines, creature_line, tokens
from sfbkit.geometry.square import label
from sfbkit.kit.play.decisions import Option
from sfbkit.kit.terminal.catalogue_show import catalogue_show_lines
from sfbkit.kit.terminal.view import OptionGroup


class DCTerminalView:
    """Draws the battlefield and lists creatures with their hit points; groups options by verb and subject."""

    show_words = "a creature, order, commander or warband (by id)"

    def __init__(self, library: DCLibrary, show: Callable[[str, str], str]) -> None:
        self.library = library
        self.show = show
        """The tree's catalogue's ``show``: an item laid out for the terminal, by id and language."""

    def _name(self, card: str) -> str:
        known = self.library.creatures.get(card) or self.library.orders.get(card)
        return known.name if known is not None else card

    def board_lines(self, match: Any, seat: int) -> list[str]:
        """Returns the turn, the grid, each side's counters and creatures, and the seat's own hands."""
        assert isinstance(match, DCMatch)
        eng = match.engine
        state = eng.state
        lines = [
            f"turn {state.turn}, player {state.active} ({state.seat_letter(state.active)}) active, "
            f"{state.phase} phase, {state.environment}",
            *board_lines(eng),
            LEGEND,
        ]
        codes = tokens(eng)
        for index, player in enumerate(state.players):
            lines.append(
                f"player {index} ({state.seat_letter(index)}, {player.warband}): morale {player.morale}, "
                f"leadership {player.leadership}, creatures in hand {len(player.creature_hand)}, "
                f"orders in hand {len(player.order_hand)}"
            )
            for uid, creature in sorted(state.creatures.items()):
                if creature.owner == index:
                    lines.append(creature_line(eng, codes[uid], creature, self._name(creature.card)))
        if 0 <= seat < len(state.players):
            me = state.players[seat]
            for card in me.creature_hand:
                definition = eng.defs.creatures[card]
                lines.append(f"  your creature hand: {self._name(card)} [{card}] level {definition.level}")
            for card in me.order_hand:
                lines.append(f"  your order hand: {self._name(card)} [{card}]")
        return lines

    def show_lines(self, name: str) -> list[str]:
        """Returns a card or warband laid out by the catalogue, or one line saying nothing has that id."""
        return catalogue_show_lines(self.show, self.show_words, name)

    def group(self, option: Option) -> OptionGroup | None:
        """Returns the creature (or order or power) an option on a square belongs to: ``deploy:x@c1`` to ``deploy:x``."""
        try:
            parsed = OptionId.parse(option.id)
        except MalformedOptionError:
            return None
        if parsed.square is None or not parsed.arg:
            return None
        square = label(parsed.square)
        if parsed.verb == "deploy" and parsed.arg in self.library.creatures:
            creature = self.library.creatures[parsed.arg]
            subject = f"deploy {creature.name} (level {creature.level})"
        else:
            subject = f"{parsed.verb} {self._name(parsed.arg)}"
        return OptionGroup(f"{parsed.verb}:{parsed.arg}", subject, square)
