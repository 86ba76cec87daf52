"""The engine core: definitions, ruleset and state bound together, with the primitives every rule uses."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from sfbkit.games.blood_wars.engine.definitions import CardDef, RulesetDef
from sfbkit.games.blood_wars.engine.state import BWState
from sfbkit.kit.play.decisions import Option
from sfbkit.kit.play.events import Event

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.troop_summary import ProfileSteps


class GameOver(Exception):
    """Unwinds the rules generators the instant the match ends (BW §6.5)."""

    def __init__(self, winner: int | None, reason: str) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason


@lru_cache(maxsize=1 << 16)
def owner_index(instance: str) -> int:
    """Returns the index of the player a card instance ``p<k>:<id>#<copy>`` belongs to."""
    return int(instance[1 : instance.index(":")]) - 1


@lru_cache(maxsize=1 << 16)
def card_id(instance: str) -> str:
    """Returns the card id of an instance ``p<k>:<id>#<copy>``."""
    return instance[instance.index(":") + 1 : instance.rindex("#")]


class Engine:
    """Binds a match's cards (by instance), its ruleset and its state; every rule reads and changes them here."""

    __slots__ = (
        "cards",
        "hand_profiles",
        "move_steps",
        "observer",
        "options",
        "place_steps",
        "return_steps",
        "rules",
        "state",
    )

    def __init__(self, cards: dict[str, CardDef], rules: RulesetDef, state: BWState) -> None:
        self.cards = cards
        """Every card instance of the match and its definition."""
        self.rules = rules
        self.state = state
        self.observer: Callable[[Event], None] | None = None
        self.options: dict[str, Option] = {}
        """Options made so far by ``option``, by id."""
        self.place_steps: dict[tuple[str, str, str], Option] = {}
        """Formation steps placing a card made so far, by card, warlord and legion (empty when none)."""
        self.move_steps: dict[tuple[str, str, str], Option] = {}
        """Formation steps moving a card made so far, by card, warlord and legion (empty when none)."""
        self.return_steps: dict[str, Option] = {}
        """The formation step returning each card, by card."""
        self.hand_profiles: dict[tuple[object, ...], ProfileSteps] = {}
        """What legal battle hands share by profile: answers to cards added, plain placing and moving steps."""

    def emit(self, kind: str, **data: Any) -> None:
        """Appends an event to the history."""
        event = Event(kind, data)
        self.state.events.append(event)
        if self.observer is not None:
            self.observer(event)

    def option(self, option_id: str, label: str) -> Option:
        """Returns the option of an id, made once per engine: only for ids whose label never varies."""
        made = self.options.get(option_id)
        if made is None:
            made = self.options[option_id] = Option(option_id, label)
        return made

    def card(self, instance: str) -> CardDef:
        """Returns the definition of a card instance."""
        return self.cards[instance]

    # --- places -----------------------------------------------------------------------------------

    def warlord_of(self, instance: str) -> str | None:
        """Returns the warlord whose battle hand holds a card (the card itself for a warlord in play)."""
        player = self.state.players[owner_index(instance)]
        if instance in player.battle:
            return instance
        for warlord, cards in player.battle.items():
            if instance in cards:
                return warlord
        return None

    def in_play(self, instance: str) -> bool:
        """Tells whether a card is in an area or a battle hand (BW §1.1)."""
        player = self.state.players[owner_index(instance)]
        if instance in player.battle or instance in player.battlefields or instance in player.area_fates:
            return True
        return any(instance in cards for cards in player.battle.values())

    def ids_in_play(self, players: Iterable[int] | None = None) -> set[str]:
        """Returns the card ids of every card in play (uniqueness, BW §12), or of those of some players."""
        found: set[str] = set()
        everyone = self.state.players
        for player in everyone if players is None else (everyone[index] for index in players):
            for warlord, cards in player.battle.items():
                found.add(card_id(warlord))
                found.update(card_id(c) for c in cards)
            found.update(card_id(c) for c in player.battlefields)
            found.update(card_id(c) for c in player.area_fates)
        return found

    def may_enter(self, instance: str) -> bool:
        """Tells whether a card may enter play: a unique card only while no card of its id is in play (BW §12)."""
        return not self.cards[instance].unique or card_id(instance) not in self.ids_in_play()

    def take_out(self, instance: str) -> str:
        """Removes a card from wherever it is and returns the name of that place."""
        player = self.state.players[owner_index(instance)]
        state = self.state
        for name, pile in (
            ("hand", player.hand),
            ("deck", player.deck),
            ("discard", player.discard),
            ("battlefields", player.battlefields),
            ("area", player.area_fates),
            ("pool", player.pool),
            ("dead", player.dead),
        ):
            if instance in pile:
                pile.remove(instance)
                state.face_down.discard(instance)
                return name
        for other in state.players:
            if instance in other.hand:
                other.hand.remove(instance)
                return "hand"
            if instance in other.pool:
                other.pool.remove(instance)
                return "pool"
        if instance in player.battle:
            troop = player.battle.pop(instance)
            player.warlords.remove(instance)
            state.face_down.discard(instance)
            state.unsettled.discard(instance)
            for card in troop:
                state.face_down.discard(card)
                state.holder.pop(card, None)
                state.revealed.discard(card)
                player.discard.append(card)
            # BW §1.4: the battle hand leaves play with its warlord.
            for card in troop:
                self.emit("discarded", card=card, why="warlord_left")
            return "area"
        for cards in player.battle.values():
            if instance in cards:
                self.leave_battle_hand(instance, cards)
                return "battle"
        raise ValueError(f"card {instance} is nowhere")

    def leave_battle_hand(self, instance: str, troop: list[str]) -> None:
        """Removes a card from the battle hand holding it, with its facing, its holder and its being revealed."""
        state = self.state
        troop.remove(instance)
        state.face_down.discard(instance)
        state.holder.pop(instance, None)
        state.revealed.discard(instance)

    def held_by(self, legion: str) -> str | None:
        """Returns the fate a legion holds, or None."""
        for fate, holder in self.state.holder.items():
            if holder == legion:
                return fate
        return None

    # --- drawing and RR checks (BW §3) ------------------------------------------------------------

    def _refill(self, index: int) -> bool:
        player = self.state.players[index]
        if player.deck:
            return True
        if not player.discard:
            return False
        # BW §3: an empty deck is refilled from the discard pile, shuffled with the state's RNG.
        player.deck = sorted(player.discard)
        player.discard.clear()
        self.state.rng.shuffle(player.deck)
        self.emit("shuffled", player=index, cards=len(player.deck), why="refill")
        return True

    def draw(self, index: int, amount: int, why: str = "draw") -> int:
        """Draws exactly ``amount`` cards (fewer only when deck and discard pile are both empty); returns how many."""
        player = self.state.players[index]
        drawn = 0
        for _ in range(amount):
            if not self._refill(index):
                break
            player.hand.append(player.deck.pop())
            drawn += 1
        if amount:
            self.emit("drew", player=index, amount=drawn, why=why)
        return drawn

    def rr_check(self, index: int, purpose: str) -> int:
        """Reveals the top card of a player's deck and discards it; returns its RR (0 when nothing is left)."""
        if not self._refill(index):
            self.emit("rr_check", player=index, card=None, value=0, purpose=purpose)
            return 0
        player = self.state.players[index]
        card = player.deck.pop()
        value = self.cards[card].rr
        player.discard.append(card)
        self.emit("rr_check", player=index, card=card, value=value, purpose=purpose)
        return value

    def discard(self, instance: str, why: str) -> None:
        """Sends a card (and, for a warlord, its battle hand; for a legion, its held card) to its owner's discard pile."""
        held = self.held_by(instance)
        if held is not None:
            self.discard(held, why)
        self.take_out(instance)
        self.state.players[owner_index(instance)].discard.append(instance)
        self.emit("discarded", card=instance, why=why)

    def to_dead_book(self, instance: str) -> None:
        """Sends a card to its owner's Dead-Book, out of the match (BW §3)."""
        held = self.held_by(instance)
        if held is not None:
            self.discard(held, "holder_left")
        self.take_out(instance)
        self.state.players[owner_index(instance)].dead.append(instance)
        self.emit("dead_book", card=instance)

    def flip(self, instance: str, down: bool) -> bool:
        """Turns a card face down or up; returns whether it changed."""
        face_down = self.state.face_down
        if (instance in face_down) == down:
            return False
        if down:
            face_down.add(instance)
        else:
            face_down.discard(instance)
        self.emit("flipped", card=instance, down=down)
        return True

    # --- victory (BW §6.5) ------------------------------------------------------------------------

    def vp(self, index: int) -> int:
        """Returns a player's VP: the printed VP of the battlefields in their victory pool."""
        return sum(self.cards[c].vp for c in self.state.players[index].pool)
