"""Explicit starting positions: a match state built from a ScenarioSetup instead of RULES §3 setup."""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from sfbkit.content.ruleset import Ruleset
from sfbkit.engine.board import Board
from sfbkit.engine.definitions import Rules
from sfbkit.engine.events import Event
from sfbkit.engine.state import ChampionState, GameState, PlayerState
from sfbkit.errors import UsageError


@dataclass
class ScenarioSetup:
    """A starting position; everything not given gets a sensible default.

    Card lists are card ids; ``decks`` and ``trap_supply``/``challenge_deck``
    list the next card drawn first. Champions not in ``positions`` start on
    their gate.
    """

    positions: Mapping[str, str | None] = field(default_factory=dict)
    """Champion id -> hex label, or None / ``"gate"`` for its gate."""
    damage: Mapping[str, int] = field(default_factory=dict)
    levelled: Collection[str] = ()
    rooted: Collection[str] = ()
    hands: Sequence[Sequence[str]] | None = None
    """Per player; None draws a hand of the ruleset's size from the shuffled deck."""
    decks: Sequence[Sequence[str]] | None = None
    """Per player, top card first; None shuffles the team's remaining cards."""
    discards: Sequence[Sequence[str]] | None = None
    traps: Mapping[str, str] | None = None
    """Hex label -> trap kind id; None puts random tokens on four random printed trap hexes."""
    trap_supply: Sequence[str] | None = None
    """Next drawn first; None holds the remaining tokens, shuffled."""
    track: Sequence[str | None] | None = None
    challenge_deck: Sequence[str] | None = None
    """Next drawn first; None holds the remaining challenges, shuffled."""
    challenge_discard: Sequence[str] = ()
    vp: Sequence[int] = (0, 0)
    """Per team."""
    exhausted: Sequence[Sequence[str]] = ()
    """Per player, the colours of exhausted cores."""
    round: int = 2
    active_player: int = 0
    first_player: int = 0
    deployment: Sequence[str] | None = None
    """Per team, the deployment area name; None gives team 0 the arena's first."""
    start: str = "activation"
    """``activation`` (skip the scoreboard) or ``turn`` (start with turn-start abilities and scoring)."""


def _fail(message: str) -> UsageError:
    return UsageError(f"scenario: {message}")


def scenario_state(
    rules: Rules,
    board: Board,
    ruleset: Ruleset,
    teams: Sequence[Sequence[str]],
    seed: int,
    setup: ScenarioSetup,
) -> GameState:
    """Builds a match state from a scenario setup."""
    rng = random.Random(seed)
    n = ruleset.players
    if len(teams) != n:
        raise _fail(f"expected {n} teams (one per player), got {len(teams)}")
    players = [PlayerState(i, i % 2, list(team)) for i, team in enumerate(teams)]
    champions: dict[str, ChampionState] = {}
    for p in players:
        for cid in p.champions:
            if cid not in rules.champions:
                raise _fail(f"unknown champion {cid!r}")
            champions[cid] = ChampionState(cid, p.index, p.team)
    state = GameState(players=players, champions=champions, rng=rng)
    state.first_player = setup.first_player
    state.turn_order = [(setup.first_player + i) % n for i in range(n)]
    if setup.active_player not in state.turn_order:
        raise _fail(f"no player {setup.active_player}")
    state.turn_index = state.turn_order.index(setup.active_player)
    state.round = setup.round
    names = board.deployment_names
    state.deployment = list(setup.deployment) if setup.deployment is not None else [names[0], names[1]]
    for cid, where in setup.positions.items():
        if cid not in champions:
            raise _fail(f"champion {cid!r} is in no team")
        if where is None or where == "gate":
            continue
        if where not in board.by_label or board.by_label[where] in board.statue_hexes:
            raise _fail(f"{cid} cannot stand on {where!r}")
        h = board.by_label[where]
        if h in state.occupant:
            raise _fail(f"two champions on {where}")
        champions[cid].hex = h
        state.occupant[h] = cid
    for cid, value in setup.damage.items():
        champions[cid].damage = value
    for cid in setup.levelled:
        champions[cid].levelled = True
    for cid in setup.rooted:
        champions[cid].rooted = True
    for i, p in enumerate(players):
        own = [card for cid in p.champions for card in rules.champions[cid].cards]
        hand = list(setup.hands[i]) if setup.hands is not None else None
        discard = list(setup.discards[i]) if setup.discards is not None else []
        if setup.decks is not None:
            deck = list(reversed(setup.decks[i]))
        else:
            used = set(hand or ()) | set(discard)
            deck = [card for card in own if card not in used]
            rng.shuffle(deck)
        if hand is None:
            hand = [deck.pop() for _ in range(min(ruleset.hand_size, len(deck)))]
        for card in [*hand, *deck, *discard]:
            if card not in rules.cards or rules.cards[card].champion not in p.champions:
                raise _fail(f"card {card!r} does not belong to player {i}'s champions")
        p.hand, p.deck, p.discard = hand, deck, discard
        if i < len(setup.exhausted):
            for colour in setup.exhausted[i]:
                p.ready[colour] = False
    tokens = [t.id for t in rules.traps.values() for _ in range(t.count)]
    if setup.traps is None:
        rng.shuffle(tokens)
        chosen = rng.sample(list(board.trap_hexes), min(4, len(board.trap_hexes)))
        traps = {h: tokens.pop() for h in sorted(chosen)}
    else:
        traps = {}
        for label, kind in setup.traps.items():
            if kind not in rules.traps:
                raise _fail(f"unknown trap {kind!r}")
            traps[board.by_label[label]] = kind
            if kind in tokens:
                tokens.remove(kind)
    state.traps = traps
    state.trap_hexes = set(board.trap_hexes) | set(traps)
    if setup.trap_supply is not None:
        state.trap_supply = list(reversed(setup.trap_supply))
    else:
        rng.shuffle(tokens)
        state.trap_supply = tokens
    slots = len(ruleset.challenge_track)
    track: list[str | None] = list(setup.track) if setup.track is not None else [None] * slots
    state.track = (track + [None] * slots)[:slots]
    if setup.challenge_deck is not None:
        state.challenge_deck = list(reversed(setup.challenge_deck))
    else:
        used_challenges = {c for c in state.track if c is not None} | set(setup.challenge_discard)
        state.challenge_deck = sorted(c for c in rules.challenges if c not in used_challenges)
        rng.shuffle(state.challenge_deck)
    state.challenge_discard = list(setup.challenge_discard)
    state.vp = list(setup.vp)
    state.phase = "turn_start" if setup.start == "turn" else "activation"
    state.acting_team = players[setup.active_player].team
    state.events.append(Event("scenario", {"seed": seed}))
    return state
