"""Explicit starting positions: a match state built from a script's SetupSpec instead of RULES §3 setup."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.engine.board import Board
from sfbkit.games.super_fantasy_brawl.engine.definitions import Rules, RulesetDef
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState, GameState, PlayerState
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.events import Event

FieldPath = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class ScenarioProblem:
    """One thing in a scenario that the content, the arena or the teams do not allow: where, and what."""

    path: FieldPath
    """The key of the script's ``setup:`` (``("hands", 1, 0)``), or ``("teams", ...)`` for the teams."""
    message: str

    def __str__(self) -> str:
        return f"{'.'.join(map(str, self.path))}: {self.message}"


class ScenarioError(UsageError):
    """A scenario that cannot be built; ``problems`` lists everything wrong with it."""

    def __init__(self, problems: Sequence[ScenarioProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(f"scenario: {problem}" for problem in self.problems))


def check_scenario(
    rules: Rules, board: Board, ruleset: RulesetDef, teams: Sequence[Sequence[str]], setup: SetupSpec
) -> list[ScenarioProblem]:
    """Returns every reference in a scenario that the content, the arena or the teams do not have.

    The shape of each field (counts, colours, the start) is already held by SetupSpec.
    """
    problems: list[ScenarioProblem] = []

    def fail(message: str, *path: str | int) -> None:
        problems.append(ScenarioProblem(path, message))

    players = ruleset.players
    if len(teams) != players:
        fail(f"expected {players} teams (one per player), got {len(teams)}", "teams")
        return problems
    in_match: dict[str, int] = {}
    for seat, team in enumerate(teams):
        for index, cid in enumerate(team):
            if cid not in rules.champions:
                fail(f"unknown champion {cid!r}", "teams", seat, index)
            elif cid in in_match:
                fail(f"champion {cid!r} is picked twice", "teams", seat, index)
            in_match[cid] = seat
    if problems:
        return problems
    names = ", ".join(sorted(in_match))

    def champion(cid: str, *path: str | int) -> bool:
        if cid in in_match:
            return True
        fail(f"{cid!r} is not a champion of this match ({names})", *path)
        return False

    def hex_label(label: str, *path: str | int) -> bool:
        where = board.by_label.get(label)
        if where is None:
            fail(f"{label!r} is not a hex of the arena {board.id}", *path)
        elif where in board.statue_hexes:
            fail(f"{label!r} is a statue hex", *path)
        return where is not None and where not in board.statue_hexes

    standing: dict[str, str] = {}
    for cid, where in setup.positions.items():
        if champion(cid, "positions", cid) and where != "gate" and hex_label(where, "positions", cid):
            if where in standing:
                fail(f"{where!r} already holds {standing[where]}", "positions", cid)
            standing[where] = cid
    for cid in setup.damage:
        champion(cid, "damage", cid)
    for key, listed in (("levelled", setup.levelled), ("rooted", setup.rooted)):
        for index, cid in enumerate(listed):
            champion(cid, key, index)
    for key, per_player in (("hands", setup.hands), ("decks", setup.decks), ("discards", setup.discards)):
        if per_player is None:
            continue
        if len(per_player) != players:
            fail(f"give one list per player ({players}), not {len(per_player)}", key)
            continue
        for seat, cards in enumerate(per_player):
            for index, card in enumerate(cards or ()):
                definition = rules.cards.get(card)
                if definition is None:
                    fail(f"unknown card {card!r}", key, seat, index)
                elif in_match.get(definition.champion) != seat:
                    fail(f"{card!r} is {definition.champion}'s card, not player {seat}'s", key, seat, index)
    trap_kinds = ", ".join(sorted(rules.traps))
    for label, kind in (setup.traps or {}).items():
        hex_label(label, "traps", label)
        if kind not in rules.traps:
            fail(f"unknown trap {kind!r}; known: {trap_kinds}", "traps", label)
    for index, kind in enumerate(setup.trap_supply or ()):
        if kind not in rules.traps:
            fail(f"unknown trap {kind!r}; known: {trap_kinds}", "trap_supply", index)
    slots = len(ruleset.challenge_track)
    if setup.track is not None and len(setup.track) > slots:
        fail(f"the challenge track has {slots} slots, not {len(setup.track)}", "track")
    for key, challenges in (
        ("track", setup.track or ()),
        ("challenge_deck", setup.challenge_deck or ()),
        ("challenge_discard", setup.challenge_discard),
    ):
        for index, challenge in enumerate(challenges):
            if challenge is not None and challenge not in rules.challenges:
                fail(f"unknown challenge {challenge!r}", key, index)
    if len(setup.vp) != 2:
        fail("give the VP of both teams, such as [0, 0]", "vp")
    if len(setup.exhausted) > players:
        fail(f"give at most one list per player ({players})", "exhausted")
    for key, seat in (("active", setup.active), ("first", setup.first)):
        if seat >= players:
            fail(f"players are numbered 0 to {players - 1}, not {seat}", key)
    if setup.deployment is not None:
        if len(setup.deployment) != 2:
            fail("give the deployment area of both teams", "deployment")
        for index, name in enumerate(setup.deployment):
            if name not in board.deployment:
                known = ", ".join(board.deployment_names)
                fail(f"unknown deployment area {name!r}; known: {known}", "deployment", index)
    return problems


def scenario_state(
    rules: Rules,
    board: Board,
    ruleset: RulesetDef,
    teams: Sequence[Sequence[str]],
    seed: int,
    setup: SetupSpec,
) -> GameState:
    """Builds a match state from a scenario setup; raises ScenarioError listing every problem in it."""
    problems = check_scenario(rules, board, ruleset, teams, setup)
    if problems:
        raise ScenarioError(problems)
    rng = random.Random(seed)
    n = ruleset.players
    players = [PlayerState(i, i % 2, list(team)) for i, team in enumerate(teams)]
    champions: dict[str, ChampionState] = {}
    for p in players:
        for cid in p.champions:
            champions[cid] = ChampionState(cid, p.index, p.team)
    state = GameState(players=players, champions=champions, rng=rng)
    state.first_player = setup.first
    state.turn_order = [(setup.first + i) % n for i in range(n)]
    state.turn_index = state.turn_order.index(setup.active)
    state.round = setup.round
    names = board.deployment_names
    state.deployment = list(setup.deployment) if setup.deployment is not None else [names[0], names[1]]
    for cid, where in setup.positions.items():
        if where == "gate":
            continue
        h = board.by_label[where]
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
        given_hand = setup.hands[i] if setup.hands is not None else None
        given_deck = setup.decks[i] if setup.decks is not None else None
        given_discard = setup.discards[i] if setup.discards is not None else None
        hand = list(given_hand) if given_hand is not None else None
        discard = list(given_discard) if given_discard is not None else []
        if given_deck is not None:
            deck = list(reversed(given_deck))
        else:
            used = set(hand or ()) | set(discard)
            deck = [card for card in own if card not in used]
            rng.shuffle(deck)
        if hand is None:
            hand = [deck.pop() for _ in range(min(ruleset.hand_size, len(deck)))]
        p.hand, p.deck, p.discard = hand, deck, discard
        if i < len(setup.exhausted):
            for colour in setup.exhausted[i] or ():
                p.ready[colour] = False
    tokens = [t.id for t in rules.traps.values() for _ in range(t.count)]
    if setup.traps is None:
        rng.shuffle(tokens)
        chosen = rng.sample(list(board.trap_hexes), min(4, len(board.trap_hexes)))
        traps = {h: tokens.pop() for h in sorted(chosen)}
    else:
        traps = {}
        for label, kind in setup.traps.items():
            traps[board.by_label[label]] = kind
            if kind in tokens:
                tokens.remove(kind)
    state.traps = traps
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
    state.acting_team = players[setup.active].team
    state.events.append(Event("scenario", {"seed": seed}))
    return state
