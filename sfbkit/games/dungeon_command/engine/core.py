"""The engine core: definitions, board, ruleset and state bound together, with the primitives every rule uses."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.games.dungeon_command.engine.board import Board
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.definitions import (
    CreatureDef,
    Definitions,
    Passive,
    RulesetDef,
    Stat,
    StatusKind,
)
from sfbkit.games.dungeon_command.engine.selectors import aura_applies, holds
from sfbkit.games.dungeon_command.engine.state import CreatureState, DCState, EndReason, Status
from sfbkit.geometry.square import Square, label
from sfbkit.kit.play.events import Event

EventKind = Literal[
    "toss",
    "seats",
    "environment",
    "chests_dealt",
    "shuffle",
    "draw_creature",
    "draw_order",
    "mulligan",
    "deploy",
    "turn_start",
    "phase",
    "untap",
    "tap",
    "activation_start",
    "activation_end",
    "move_start",
    "step",
    "move_end",
    "place",
    "chest_opened",
    "collect",
    "order_played",
    "order_discarded",
    "order_returned",
    "support",
    "power_used",
    "attack_declared",
    "dodge",
    "attack_cancelled",
    "damage_pending",
    "damage_prevented",
    "damage_redirected",
    "damage",
    "cower",
    "destroyed",
    "heal",
    "morale",
    "leadership",
    "status",
    "status_expired",
    "extra_action",
    "pass",
    "match_end",
]


class GameOver(Exception):
    """Unwinds the rules generators the instant the game ends (DC §13)."""

    def __init__(self, winner: int | None, reason: EndReason) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason


@dataclass(frozen=True, slots=True)
class PassiveSource:
    """A passive power in play: its owner, the creature holding it (None for a commander) and its shapes."""

    owner: int
    holder: int | None
    passive: Passive


class Engine:
    """Binds compiled definitions, the board and the ruleset to one match state."""

    __slots__ = (
        "_aura_cache",
        "_aura_stamp",
        "_cards",
        "_cards_key",
        "_in_aura",
        "_memo",
        "_memo_stamp",
        "board",
        "boards",
        "defs",
        "observer",
        "ruleset",
        "state",
    )

    def __init__(
        self, defs: Definitions, boards: dict[str, Board], ruleset: RulesetDef, state: DCState
    ) -> None:
        self.defs = defs
        self.boards = boards
        """The battlefield's faces that may be shown, by environment."""
        self.board = boards[state.environment] if state.environment in boards else next(iter(boards.values()))
        self.ruleset = ruleset
        self.state = state
        self.observer: Callable[[Event], None] | None = None
        self._in_aura = False
        self._aura_cache: dict[int, list[tuple[PassiveSource, Any]]] = {}
        self._aura_stamp = -1
        """The event count the aura cache was filled at: every state change appends an event."""
        self._memo: dict[Hashable, Any] = {}
        self._memo_stamp = -1
        self._cards: frozenset[str] = frozenset()
        self._cards_key = (-1, -1)

    def cards_in_play(self) -> frozenset[str]:
        """Returns the cards of the creatures on the battlefield.

        Creatures arrive only through ``add_creature``, which numbers them, and leave only when destroyed,
        so the next number and the count together name the set.
        """
        state = self.state
        key = (state.next_uid, len(state.creatures))
        if key != self._cards_key:
            self._cards = frozenset(c.card for c in state.creatures.values())
            self._cards_key = key
        return self._cards

    def memo(self) -> dict[Hashable, Any]:
        """Returns answers about the position so far, emptied once an event is appended (every change emits one)."""
        stamp = len(self.state.events)
        if stamp != self._memo_stamp:
            self._memo.clear()
            self._memo_stamp = stamp
        return self._memo

    # --- events -------------------------------------------------------------------

    def emit(self, kind: EventKind, /, **data: Any) -> None:
        """Appends an event to the log and tells the observer."""
        event = Event(kind, data)
        self.state.events.append(event)
        if self.observer is not None:
            self.observer(event)

    # --- creatures -------------------------------------------------------------------

    def card(self, creature: CreatureState) -> CreatureDef:
        """Returns a creature's card."""
        return self.defs.creatures[creature.card]

    def name(self, creature: CreatureState) -> str:
        """Returns a creature's handle in events and labels: ``card@square``."""
        return f"{creature.card}@{label(creature.square)}"

    def creature(self, uid: int | None) -> CreatureState | None:
        """Returns a creature still on the battlefield, or None."""
        return None if uid is None else self.state.creatures.get(uid)

    def of(self, player: int) -> list[CreatureState]:
        """Returns a player's creatures on the battlefield, in the order they arrived."""
        return [c for c in self.state.creatures.values() if c.owner == player]

    def adjacent_enemies(self, creature: CreatureState) -> list[CreatureState]:
        """Returns the enemies adjacent to a creature (DC §2: no cut corner)."""
        near = self.board.adjacent[creature.square]
        owner = creature.owner
        return [e for e in self.state.creatures.values() if e.owner != owner and e.square in near]

    def passives(self) -> Iterator[PassiveSource]:
        """Yields every passive power in play: on creatures on the battlefield and on both commanders."""
        with_passives = self.defs.passive_cards
        if not with_passives:
            return
        for creature in self.state.creatures.values():
            if creature.card not in with_passives:
                continue
            for power in self.defs.creatures[creature.card].powers:
                if power.passive is not None:
                    yield PassiveSource(creature.owner, creature.uid, power.passive)
        for seat, player in enumerate(self.state.players):
            held = self.defs.commanders[player.commander].power
            if held is not None and held.passive is not None:
                yield PassiveSource(seat, None, held.passive)

    def own_passives(self, creature: CreatureState) -> Iterator[Passive]:
        """Yields the passive shapes printed on a creature."""
        if creature.card not in self.defs.passive_cards:
            return
        for power in self.defs.creatures[creature.card].powers:
            if power.passive is not None:
                yield power.passive

    def keywords(self, creature: CreatureState) -> frozenset[str]:
        """Returns a creature's keywords: printed, granted and counted as (DC §17.5)."""
        words = self.defs.creatures[creature.card].keywords
        if not creature.statuses and creature.card not in self.defs.passive_cards:
            return words
        extra = {s.keyword for s in creature.statuses if s.keyword is not None and self._live(s, creature)}
        for passive in self.own_passives(creature):
            extra |= passive.counts_as
        if self.defs.aura_keywords:
            for _, aura in self._auras_on(creature):
                if aura.keyword is not None:
                    extra.add(aura.keyword)
        return words | extra if extra else words

    def has_status(self, creature: CreatureState, status: StatusKind) -> bool:
        """Tells whether a creature has a status, from an effect or an aura."""
        if creature.statuses and any(
            s.status == status and self._live(s, creature) for s in creature.statuses
        ):
            return True
        if status not in self.defs.aura_statuses:
            return False
        return any(status == aura.status for _, aura in self._auras_on(creature))

    def restricted(self, creature: CreatureState, restriction: str) -> bool:
        """Tells whether a creature's own passives carry a restriction (DC §17.5)."""
        return any(restriction in p.restrict for p in self.own_passives(creature))

    def immune(self, creature: CreatureState, what: str) -> bool:
        """Tells whether a creature's own passives make it immune to slides, push/pull or hazards."""
        return any(what in p.immune for p in self.own_passives(creature))

    def flying(self, creature: CreatureState) -> bool:
        """Tells whether a creature flies (DC §6.6)."""
        return "flying" in self.keywords(creature) or self.has_status(creature, "flying")

    def burrowing(self, creature: CreatureState) -> bool:
        """Tells whether a creature burrows (DC §6.7)."""
        return "burrowing" in self.keywords(creature) or self.has_status(creature, "burrowing")

    def bonus(self, creature: CreatureState, stat: Stat) -> int:
        """Returns the sum of a creature's modifiers to a stat, from effects and auras."""
        total = (
            sum(s.amount for s in creature.statuses if s.stat == stat and self._live(s, creature))
            if creature.statuses
            else 0
        )
        if stat not in self.defs.aura_stats:
            return total
        for _, aura in self._auras_on(creature):
            if aura.stat == stat:
                total += aura.amount
        return total

    def _auras_on(self, creature: CreatureState) -> Iterator[tuple[PassiveSource, Any]]:
        if self._in_aura:
            return  # an aura's own filter and condition see printed values, never other auras
        stamp = len(self.state.events)
        if stamp != self._aura_stamp:
            self._aura_cache.clear()
            self._aura_stamp = stamp
        found = self._aura_cache.get(creature.uid)
        if found is None:
            found = []
            self._in_aura = True
            try:
                for source in self.passives():
                    for aura in source.passive.auras:
                        if aura_applies(self, source, aura, creature):
                            found.append((source, aura))
            finally:
                self._in_aura = False
            self._aura_cache[creature.uid] = found
        yield from found

    def _live(self, status: Status, creature: CreatureState) -> bool:
        """Tells whether a lasting effect applies now: it has no condition, or its condition holds."""
        if status.condition is None:
            return True
        return holds(self, Ctx(status.player, status.source, it=creature.uid), status.condition)

    def speed(self, creature: CreatureState) -> int:
        """Returns a creature's speed with its modifiers, never below 0."""
        return max(0, self.card(creature).speed + self.bonus(creature, "speed"))

    def hp(self, creature: CreatureState) -> int:
        """Returns a creature's hit points with its modifiers."""
        return max(10, self.card(creature).hp + self.bonus(creature, "hp_max"))

    def has_cover(self, creature: CreatureState) -> bool:
        """Tells whether a creature has cover: it occupies an obstacle square, or an effect grants it (DC §2)."""
        return self.board.kinds[creature.square] == "obstacle" or self.has_status(creature, "cover")

    # --- players ---------------------------------------------------------------------

    @staticmethod
    def other(player: int) -> int:
        """Returns the other seat."""
        return 1 - player

    def change_morale(self, player: int, amount: int, reason: str) -> None:
        """Changes a player's morale, never below 0 (capped by flag); at 0 the game ends at once (DC §13.1)."""
        state = self.state
        seat = state.players[player]
        value = max(0, seat.morale + amount)
        if amount > 0 and self.ruleset.morale_cap == "starting":
            value = min(value, max(seat.morale, self.defs.commanders[seat.commander].morale))
        seat.morale = value
        self.emit("morale", player=player, amount=amount, morale=value, reason=reason)
        if value == 0:
            raise GameOver(self.other(player), "morale")

    def change_leadership(self, player: int, amount: int, reason: str) -> None:
        """Changes a player's leadership, never below 0, capped by the ``leadership_cap`` flag (DC §1.6)."""
        seat = self.state.players[player]
        value = max(0, seat.leadership + amount)
        cap = self.ruleset.leadership_cap
        if cap is not None and amount > 0:
            value = min(value, max(cap, seat.leadership))
        seat.leadership = value
        self.emit("leadership", player=player, amount=amount, leadership=value, reason=reason)

    def set_tapped(self, creature: CreatureState, tapped: bool, reason: str) -> None:
        """Taps or untaps a creature, with an event when it changes."""
        if creature.tapped == tapped:
            return
        creature.tapped = tapped
        self.emit("tap" if tapped else "untap", creature=self.name(creature), reason=reason)

    def draw_orders(self, player: int, count: int) -> None:
        """Draws order cards; an empty deck draws nothing unless the flag reshuffles (DC §4.1)."""
        seat = self.state.players[player]
        for _ in range(count):
            if not seat.order_deck and self.ruleset.order_deck_empty == "reshuffle" and seat.order_discard:
                seat.order_deck = seat.order_discard
                seat.order_discard = []
                self.state.rng.shuffle(seat.order_deck)
                self.emit("shuffle", player=player, deck="orders")
            if not seat.order_deck:
                return
            card = seat.order_deck.pop()
            seat.order_hand.append(card)
            self.emit("draw_order", player=player, card=card)

    def draw_creatures(self, player: int, count: int) -> None:
        """Draws creature cards; an empty deck draws nothing unless the flag reshuffles (DC §4.4)."""
        seat = self.state.players[player]
        for _ in range(count):
            if (
                not seat.creature_deck
                and self.ruleset.creature_deck_empty == "reshuffle"
                and seat.creature_discard
            ):
                seat.creature_deck = seat.creature_discard
                seat.creature_discard = []
                self.state.rng.shuffle(seat.creature_deck)
                self.emit("shuffle", player=player, deck="creatures")
            if not seat.creature_deck:
                return
            card = seat.creature_deck.pop()
            seat.creature_hand.append(card)
            self.emit("draw_creature", player=player, card=card)

    def level_on_field(self, player: int) -> int:
        """Returns the total printed level of a player's creatures on the battlefield (DC §4.3)."""
        return sum(self.defs.creatures[c.card].level for c in self.of(player))

    def add_creature(self, player: int, card: str, square: Square) -> CreatureState:
        """Puts a new creature on the battlefield (deployment is not movement: no chest, no trigger, DC §4.3)."""
        state = self.state
        creature = CreatureState(state.next_uid, card, player, square)
        state.next_uid += 1
        state.creatures[creature.uid] = creature
        return creature
