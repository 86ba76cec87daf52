"""The engine core: compiled rules, board, ruleset and state, with damage, VP and card primitives."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from sfbkit.games.super_fantasy_brawl.engine.board import Board
from sfbkit.games.super_fantasy_brawl.engine.definitions import Rules, RulesetDef, SideDef
from sfbkit.games.super_fantasy_brawl.engine.paused_move import PausedMove
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState, GameState
from sfbkit.games.super_fantasy_brawl.engine.vocabulary import EndReason
from sfbkit.geometry.hex import Hex
from sfbkit.kit.io.named_tuples import new_record
from sfbkit.kit.play.decisions import Option
from sfbkit.kit.play.events import Event


def bloodied(rule: str, damage: int, hp: int) -> bool:
    """Tells whether damage on a champion of that HP makes it bloodied under a ruleset's rule (RULES §7)."""
    if rule == "half_hp":
        return damage * 2 >= hp and damage > 0
    return damage >= 3


class GameOver(Exception):
    """Unwinds the rules generators when a team wins or the match is drawn."""

    def __init__(self, winner: int | None, reason: EndReason) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason: EndReason = reason


class Engine:
    """Binds the compiled rules, the board and the ruleset to one match state."""

    __slots__ = (
        "board",
        "observer",
        "paused_move",
        "pauses_moves",
        "resume_move",
        "resume_options",
        "rules",
        "ruleset",
        "state",
        "stops_at_activation",
    )

    def __init__(self, rules: Rules, board: Board, ruleset: RulesetDef, state: GameState) -> None:
        self.rules = rules
        self.board = board
        self.ruleset = ruleset
        self.state = state
        self.observer: Callable[[Event], None] | None = None
        """Called after every event (invariant checks, live views)."""
        self.resume_options: tuple[Option, ...] | None = None
        """The options of the activation a fork resumes at, known from its match: asked without deriving them."""
        self.pauses_moves = False
        """Set while forks may be asked: an activation's move then shows each step it waits for as ``paused_move``."""
        self.paused_move: PausedMove | None = None
        """The activation's move while it waits for a step decision (``walk``), else None."""
        self.stops_at_activation = False
        """A look-ahead's: the rules stop where the next activation would be asked (``turns.activation_phase``)."""
        self.resume_move: PausedMove | None = None
        """The paused move a fork restored at: its activation goes on from that step."""

    # --- events ---------------------------------------------------------------

    def emit(self, kind: str, **data: Any) -> None:
        """Appends an event to the log."""
        event = new_record(Event, (kind, data))
        self.state.events.append(event)
        if self.observer is not None:
            self.observer(event)

    def label(self, hex_: Hex | None) -> str:
        """Returns a hex label, or ``gate`` for None."""
        return "gate" if hex_ is None else self.board.labels[hex_]

    # --- champions --------------------------------------------------------------

    def champ(self, champion_id: str) -> ChampionState:
        """Returns a champion's state."""
        return self.state.champions[champion_id]

    def side(self, c: ChampionState) -> SideDef:
        """Returns the side of the champion card that is up."""
        d = self.rules.champions[c.id]
        return d.levelled if c.levelled else d.basic

    def hp(self, c: ChampionState) -> int:
        """Returns the HP of the champion's current side."""
        return self.side(c).hp

    def is_bloodied(self, c: ChampionState) -> bool:
        """Tells whether a champion is bloodied under the ruleset (RULES §7)."""
        return bloodied(self.ruleset.bloodied, c.damage, self.hp(c))

    def on_map(self, champion_id: str | None) -> bool:
        """Tells whether a champion is on the map (not on its gate)."""
        return champion_id is not None and self.state.champions[champion_id].hex is not None

    def area_hexes(self, area: str, team: int) -> frozenset[Hex]:
        """Returns the hexes of a coloured area or of a deployment area seen from a team."""
        if area == "own_deployment":
            return self.board.deployment_areas[self.state.deployment[team]]
        if area == "enemy_deployment":
            return self.board.deployment_areas[self.state.deployment[1 - team]]
        return self.board.areas.get(area, frozenset())

    def controls(self, team: int, colour: str) -> bool:
        """Tells whether a team has more champions than the other in a coloured area (RULES §7)."""
        hexes = self.board.areas.get(colour, frozenset())
        mine = theirs = 0
        for h, cid in self.state.occupant.items():
            if h in hexes:
                if self.state.champions[cid].team == team:
                    mine += 1
                else:
                    theirs += 1
        return mine >= 1 and mine > theirs

    def is_trap_hex(self, hex_: Hex) -> bool:
        """Tells whether a hex is a trap hex: printed as one, or holding a trap now (RULES §9)."""
        return hex_ in self.board.trap_hex_set or hex_ in self.state.traps

    def set_hex(self, c: ChampionState, hex_: Hex | None) -> None:
        """Moves a champion to a hex (or its gate), keeping the occupancy map in step."""
        occupant = self.state.occupant
        if c.hex is not None and occupant.get(c.hex) == c.id:
            del occupant[c.hex]
        c.hex = hex_
        if hex_ is not None:
            occupant[hex_] = c.id

    # --- damage, out of action, VP ------------------------------------------------

    def deal(self, victim: str, amount: int, cause: str) -> int:
        """Puts damage on a champion without checking for out of action; returns the damage dealt."""
        c = self.state.champions[victim]
        if amount <= 0 or c.hex is None:
            return 0
        c.damage += amount
        self.emit("damage", champion=victim, amount=amount, cause=cause, total=c.damage)
        return amount

    def hurt(self, victim: str, amount: int, credit: str | None, cause: str) -> int:
        """Deals damage (ignoring defence) and settles out of action at once (RULES §7, §8)."""
        dealt = self.deal(victim, amount, cause)
        if dealt:
            self.settle(((victim, credit),))
        return dealt

    def heal(self, champion: str, amount: int) -> int:
        """Removes up to ``amount`` damage from a champion; returns how much was removed."""
        c = self.state.champions[champion]
        healed = min(amount, c.damage)
        if healed > 0 and c.hex is not None:
            c.damage -= healed
            self.emit("heal", champion=champion, amount=healed, total=c.damage)
            return healed
        return 0

    def settle(self, victims: Iterable[tuple[str, str | None]]) -> list[str]:
        """Takes out every listed champion whose damage reached its HP, then checks victory (RULES §8)."""
        out: list[str] = []
        for victim, credit in victims:
            c = self.state.champions[victim]
            if c.hex is not None and c.damage >= self.hp(c):
                self.take_out(c, credit)
                out.append(victim)
        if out:
            self.check_victory()
        return out

    def take_out(self, c: ChampionState, credit: str | None) -> None:
        """Takes a champion out of action; the opponent of its owner scores 1 VP (RULES §8)."""
        self.set_hex(c, None)
        c.damage = 0
        c.levelled = False
        c.rooted = False
        c.turn_strength = c.turn_defence = c.attack_strength = c.attack_defence = 0
        scorer = 1 - c.team
        self.state.vp[scorer] += 1
        self.emit("out_of_action", champion=c.id, credit=credit)
        self.emit("vp", team=scorer, amount=1, total=self.state.vp[scorer], reason="out_of_action")
        if credit is not None and credit != c.id and self.state.champions[credit].team != c.team:
            # RULES §8: only an enemy levels up, after the whole action has resolved.
            if credit not in self.state.pending_levelups:
                self.state.pending_levelups.append(credit)
            self.state.pending_triggers.append(("takes_out_enemy", credit, c.id))

    def score(self, team: int, amount: int, reason: str) -> None:
        """Adds VP to a team and checks victory."""
        self.state.vp[team] += amount
        self.emit("vp", team=team, amount=amount, total=self.state.vp[team], reason=reason)
        self.check_victory()

    def check_victory(self) -> None:
        """Ends the match when a team reached the VP target; both at once: the non-acting team wins (RULES §8)."""
        target = self.ruleset.vp_target
        reached = [team for team in (0, 1) if self.state.vp[team] >= target]
        if not reached:
            return
        winner = reached[0] if len(reached) == 1 else 1 - self.state.acting_team
        raise GameOver(winner, "vp")

    def apply_levelups(self) -> None:
        """Levels up the champions credited with a take-out during the action just resolved (RULES §8)."""
        pending = self.state.pending_levelups
        if not pending:
            return
        for cid in pending:
            c = self.state.champions[cid]
            # RULES §8 (ruling): a champion taken out itself before the action ended stays basic.
            if c.hex is not None and not c.levelled:
                c.levelled = True
                self.emit("level_up", champion=cid)
        pending.clear()

    # --- cards and cores ---------------------------------------------------------

    def draw(self, player: int, amount: int) -> int:
        """Draws up to ``amount`` cards, reshuffling the discard pile into an empty deck (RULES §4)."""
        p = self.state.players[player]
        drawn = 0
        for _ in range(amount):
            if not p.deck:
                if not p.discard:
                    break
                p.deck = p.discard
                p.discard = []
                self.state.rng.shuffle(p.deck)
                self.emit("reshuffle", player=player, cards=len(p.deck))
            p.hand.append(p.deck.pop())
            drawn += 1
        if drawn:
            self.emit("draw", player=player, amount=drawn)
        return drawn

    def champion_ids(self) -> list[str]:
        """Returns every champion id in canonical order (by player, then team order)."""
        return [cid for p in self.state.players for cid in p.champions]
