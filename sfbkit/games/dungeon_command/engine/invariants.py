"""Invariants of a Dungeon Command match, checked after every event by random-match tests (DC §1-§13)."""

from __future__ import annotations

from collections import Counter

from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.geometry.square import parse
from sfbkit.kit.play.events import Event


class InvariantChecker:
    """Observes a match and raises AssertionError the moment an event leaves the state inconsistent."""

    def __init__(self, match: DCMatch) -> None:
        self.match = match
        self.in_flight = 0
        """Orders played and not yet resolved (out of the hand, not yet in the discard pile)."""
        self.ended = False
        self.moving: list[int] = []
        """Creatures in the middle of a movement: they may pass allies and, flying, walls (DC §6.3, §6.6)."""
        self.totals = [self._cards(seat) for seat in (0, 1)]
        match.observe(self)

    def _cards(self, seat: int) -> tuple[Counter[str], Counter[str]]:
        state = self.match.state
        player = state.players[seat]
        creatures = Counter(player.creature_deck + player.creature_hand + player.creature_discard)
        creatures.update(c.card for c in state.creatures.values() if c.owner == seat)
        orders = Counter(player.order_deck + player.order_hand + player.order_discard)
        return creatures, orders

    def __call__(self, event: Event) -> None:
        assert not self.ended, f"event after the end of the match: {event}"
        if event.kind == "match_end":
            self.ended = True
        elif event.kind == "move_start":
            square = parse(event.data["creature"].split("@")[1])
            mover = self.match.state.at(square)
            assert mover is not None, f"{event}: nobody on the mover's square"
            self.moving.append(mover.uid)
        elif event.kind == "move_end":
            self.moving.pop()
        elif event.kind == "order_played":
            self.in_flight += 1
        elif (event.kind == "order_discarded" and event.data.get("played")) or event.kind == "order_returned":
            self.in_flight -= 1
        self.check(event)

    def check(self, event: Event) -> None:
        """Checks every invariant of the current state."""
        eng = self.match.engine
        state = eng.state
        board = eng.board
        seen: set[tuple[int, int]] = set()
        for creature in state.creatures.values():
            assert creature.square in board.kinds, f"{event}: {creature} is off the board"
            if creature.uid in self.moving:
                continue
            assert board.kinds[creature.square] != "wall", f"{event}: {creature} rests on a wall"
            assert creature.square not in seen, f"{event}: two creatures share {creature.square}"
            seen.add(creature.square)
            assert 0 <= creature.damage < eng.hp(creature), f"{event}: {creature} should have been destroyed"
            assert creature.damage % 10 == 0, f"{event}: damage not in steps of 10"
        for seat, player in enumerate(state.players):
            assert player.morale >= 0 and player.leadership >= 0, f"{event}: negative counter"
            creatures, orders = self._cards(seat)
            assert creatures == self.totals[seat][0], f"{event}: creature cards of seat {seat} changed"
            missing = sum((self.totals[seat][1] - orders).values())
            assert not (orders - self.totals[seat][1]), f"{event}: order cards appeared for seat {seat}"
            assert missing <= self.in_flight, f"{event}: {missing} orders of seat {seat} lost"
        for square, value in state.chests.items():
            assert square in board.treasure and 1 <= value <= 3, f"{event}: bad chest on {square}"
        for square, tokens in state.tokens.items():
            assert square in board.treasure and tokens > 0, f"{event}: bad tokens on {square}"
        assert state.active in (0, 1)
