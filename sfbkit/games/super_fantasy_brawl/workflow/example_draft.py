"""Drafts an example for a card: a small position, the card played with simple choices, what then holds.

A draft is a starting point for a designer, not a verdict: its ``expect`` block
records what the engine did, so read it against the card's rules text before
keeping it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.abilities import PassiveAbility
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.effects import ChooseOneStep, HealStep, IfStep, ReadyCoreStep
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.targeting import Area, Direct, Indirect
from sfbkit.games.super_fantasy_brawl.engine import SetupSpec, new_scenario
from sfbkit.games.super_fantasy_brawl.engine.board import Board, compile_board
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.option_id import NO_REACTION_ID, OptionId
from sfbkit.games.super_fantasy_brawl.play.answers import (
    STRAIGHT_KINDS,
    end_cards,
    play_option,
    reacts_with,
    target_option,
)
from sfbkit.games.super_fantasy_brawl.play.policies import make_player
from sfbkit.games.super_fantasy_brawl.play.step_forms import step_for
from sfbkit.geometry.hex import DIRECTIONS, Hex, add, between, distance, from_label, in_same_row, rotate
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.player import Player

CENTRE = "d4"
"""Where the card's champion stands when the arena allows it."""

MAX_DECISIONS = 60
REPORTED_EVENTS = frozenset(
    {
        "damage",
        "heal",
        "root",
        "stun",
        "immune",
        "forced",
        "draw",
        "plan",
        "ready_core",
        "ability",
        "trap",
        "out_of_action",
        "level_up",
        "modifier",
    }
)
EVENT_FIELDS = ("kind", "champion", "amount", "cause", "stat", "keyword", "ability", "to", "trap")
STOP, STAY, USE, DECLINE, DONE = (str(OptionId(verb)) for verb in ("stop", "stay", "use", "decline", "done"))


@dataclass
class Draft:
    """An example being drafted: its header, position, steps and the position's champions."""

    name: str
    players: list[list[str]]
    setup: dict[str, Any]
    steps: list[Any] = field(default_factory=list)

    def as_data(self) -> dict[str, Any]:
        """Returns the example as plain data, in the field order of the Example model."""
        return {
            "name": self.name,
            "players": [{"champions": team} for team in self.players],
            "setup": self.setup,
            "steps": self.steps,
        }


def _plain(champion: Champion) -> bool:
    """Tells whether a champion's basic side has no defence and no passive that changes a fight."""
    return champion.basic.defence == 0 and not any(
        isinstance(a, PassiveAbility) for a in champion.basic.abilities
    )


def _passives(champion: Champion) -> tuple[int, int]:
    """Returns how many immunities and passive abilities a champion's basic side has (fewest first)."""
    passives = [ability for ability in champion.basic.abilities if isinstance(ability, PassiveAbility)]
    return sum(len(ability.passive.immune) for ability in passives), len(passives)


def _bystanders(library: Library, owner: str) -> tuple[list[str], list[str]]:
    """Returns two allies and three enemies for the owner, plain champions first, sorted by id."""
    others = sorted(
        (cid for cid in library.champions if cid != owner),
        key=lambda c: (not _plain(library.champions[c]), c),
    )
    if len(others) < 5:
        raise UsageError(
            f"drafting an example needs five champions besides {owner}; the content has {len(others)}"
        )
    return others[3:5], others[:3]


def _open(board: Board, hex_: Hex, taken: set[Hex]) -> bool:
    return (
        hex_ in board.hexes
        and hex_ not in board.statue_hexes
        and hex_ not in board.trap_hexes
        and hex_ not in taken
    )


def _target_hex(board: Board, card: ActionCard, centre: Hex) -> Iterator[tuple[Hex, int]]:
    """Yields hexes where the card's target may stand (with the facing for area attacks)."""
    targeting = card.targeting
    if isinstance(targeting, Area):
        for facing in range(6):
            yield add(centre, rotate(targeting.template[0], facing)), facing
        return
    reach = 1
    if isinstance(targeting, Direct):
        reach = min(2, targeting.max)
    elif isinstance(targeting, Indirect):
        reach = max(targeting.min, min(2, targeting.max))
    for direction in DIRECTIONS:
        hex_ = centre
        for _ in range(reach):
            hex_ = add(hex_, direction)
        yield hex_, 0


def draft_card_example(library: Library, card_id: str, arena: str = "fabulosa") -> Draft:
    """Returns a drafted example for a card; raises UsageError for an unknown card."""
    if card_id not in library.cards:
        raise UsageError(f"no card {card_id!r}")
    if arena not in library.arenas:
        raise UsageError(f"drafting an example needs the arena {arena!r}")
    card = library.cards[card_id]
    owner = library.card_owner[card_id]
    allies, enemies = _bystanders(library, owner)
    board = compile_board(library.arenas[arena])
    centre = from_label(CENTRE)
    taken = {centre}
    on_ally = card.targeting is not None and getattr(card.targeting, "side", "enemy") == "ally"
    target, area_facing = next(
        (
            (h, f)
            for h, f in _target_hex(board, card, centre)
            if _open(board, h, taken) and _room_behind(board, centre, h, taken)
        ),
        (None, 0),
    )
    if target is None:
        raise UsageError(f"no hex near {CENTRE} suits {card_id}'s targeting")
    taken.add(target)
    line = set(between(centre, target)) if in_same_row(centre, target) else set()
    if isinstance(card.targeting, Area):
        line |= {add(centre, rotate(offset, area_facing)) for offset in card.targeting.template}
    blocked = taken | line | {_beyond(centre, target)}
    behind = next(h for h in board.within(centre, 1, 2) if _open(board, h, blocked))
    taken.add(behind)
    enemy, ally = enemies[0], allies[0]
    positions = {owner: CENTRE}
    if on_ally:
        positions[ally] = board.label(target)
        positions[enemy] = board.label(behind)
    else:
        positions[enemy] = board.label(target)
        positions[ally] = board.label(behind)
    if card.type == "reaction":
        return _reaction_draft(library, card, owner, allies, enemies, positions)
    draft = Draft(
        name=card.name,
        players=[[owner, *allies], enemies],
        setup={
            "positions": positions,
            "damage": {owner: 2, ally: 2},
            "hands": [[card.id], []],
            "traps": {},
            **_exhausted(card),
        },
    )
    match = _start(library, draft)
    mark = len(match.events)
    intent = _Intent(match, card, owner, ally if on_ally else enemy, enemy if on_ally else ally)
    draft.steps.extend(_play(intent))
    draft.steps.append({"expect": _expectations(match, draft, mark)})
    draft.name = _summary(draft.steps[-1]["expect"], draft.setup.get("damage", {}))
    return draft


def _beyond(a: Hex, b: Hex) -> Hex:
    return (2 * b[0] - a[0], 2 * b[1] - a[1])


def _room_behind(board: Board, centre: Hex, target: Hex, taken: set[Hex]) -> bool:
    """Tells whether an adjacent target has an open hex behind it (a push has somewhere to go)."""
    beyond = (
        add(target, (target[0] - centre[0], target[1] - centre[1]))
        if max(abs(target[0] - centre[0]), abs(target[1] - centre[1])) <= 1
        else target
    )
    return beyond == target or _open(board, beyond, taken)


def _reaction_draft(
    library: Library,
    card: ActionCard,
    owner: str,
    allies: list[str],
    enemies: list[str],
    positions: dict[str, str],
) -> Draft:
    attacker = next(
        (
            cid
            for cid in sorted(library.champions, key=lambda c: (_passives(library.champions[c]), c))
            if cid != owner and _melee_attack(library, cid) is not None
        ),
        None,
    )
    if attacker is None:
        raise UsageError(f"no champion has a melee attack to attack {owner} with")
    attack = _melee_attack(library, attacker)
    assert attack is not None
    where = {role: positions[cid] for role, cid in (("enemy", enemies[0]), ("ally", allies[0]))}
    others = [cid for cid in (*enemies, *allies) if cid not in (owner, attacker)]
    allies = [cid for cid in (*allies, *enemies) if cid not in (owner, attacker)][:2]
    enemies = [attacker, *(cid for cid in others if cid not in allies)][:3]
    positions = {owner: positions[owner], attacker: where["enemy"], allies[0]: where["ally"]}
    draft = Draft(
        name=card.name,
        players=[[owner, *allies], enemies],
        setup={
            "positions": positions,
            **({"damage": {owner: 1}} if any(isinstance(step, HealStep) for step in _steps(card)) else {}),
            "hands": [[card.id], [attack]],
            "traps": {},
            "active": 1,
        },
    )
    match = _start(library, draft)
    mark = len(match.events)
    attacker_card = library.cards[attack]
    intent = _Intent(match, attacker_card, attacker, owner, allies[0], react_with=card.id)
    draft.steps.extend(_play(intent))
    draft.steps.append({"expect": _expectations(match, draft, mark)})
    draft.name = _summary(draft.steps[-1]["expect"], draft.setup.get("damage", {}))
    return draft


def _summary(expect: dict[str, Any], before: dict[str, int]) -> str:
    """Returns a short description of what the example shows, from what changed."""
    out = [e["champion"] for e in expect.get("events", []) if e["kind"] == "out_of_action"]
    parts = [f"{cid} is taken out" for cid in out]
    for cid, amount in expect.get("damage", {}).items():
        if cid in out:
            continue
        change = amount - before.get(cid, 0)
        parts.append(f"{cid} takes {change}" if change > 0 else f"{cid} heals {-change}")
    parts += [f"{cid} ends on {where}" for cid, where in expect.get("hexes", {}).items() if cid not in out]
    parts += [f"{cid} is rooted" for cid in expect.get("rooted", {})]
    parts += [f"{cid} levels up" for cid in expect.get("side", {})]
    if "hand_sizes" in expect:
        parts.append("hands of " + " and ".join(map(str, expect["hand_sizes"])))
    if not parts:
        parts = [_event_text(event) for event in expect.get("events", [])]
    what = ", ".join(parts) if parts else "nothing changes"
    return what


def _exhausted(card: ActionCard) -> dict[str, Any]:
    """Returns an exhausted core for a card that readies one, so that its effect shows."""
    cores = [step.ready_core.core for step in _steps(card) if isinstance(step, ReadyCoreStep)]
    if not cores:
        return {}
    colour = cores[0] if cores[0] != "any" else next(c for c in ("red", "yellow", "blue") if c != card.core)
    return {"exhausted": [[colour]]}


def _steps(card: ActionCard) -> Iterator[Any]:
    for step in (*card.pre_attack, *card.effects, *card.post_attack):
        yield step
        if isinstance(step, IfStep):
            yield from (*step.then, *step.else_)
        if isinstance(step, ChooseOneStep):
            for mode in step.choose_one:
                yield from mode


def _event_text(event: dict[str, Any]) -> str:
    kind, who = event["kind"], event.get("champion", "")
    if kind == "modifier":
        return f"{who} gets {event.get('amount', 0):+d} {event.get('stat', '')}"
    if kind == "ready_core":
        return "a core is readied"
    if kind == "stun":
        return f"{who} is stunned"
    if kind == "immune":
        return f"{who} is immune to {event.get('keyword', '')}"
    return f"{kind} {who}".strip()


def _melee_attack(library: Library, champion: str) -> str | None:
    """Returns the first melee attack in a champion's deck."""
    for card_id in library.decks[champion]:
        card = library.cards[card_id]
        if card.type == "attack" and getattr(card.targeting, "kind", None) == "melee":
            return card_id
    return None


def _start(library: Library, draft: Draft) -> Match:
    return new_scenario(library, teams=draft.players, seed=0, setup=SetupSpec.model_validate(draft.setup))


@dataclass
class _Intent:
    """Plays a card's decisions simply: no move before acting, the intended target, full amounts, else the first option."""

    match: Match
    card: ActionCard
    acting: str
    """The champion playing the card (the attacker for a reaction example)."""
    target: str
    ally: str
    react_with: str | None = None
    acted: bool = False
    """True once the attack or skill has been declared: moves after it are the card's effects."""
    fallback: Player[Match] = field(default_factory=lambda: make_player("first", 0))

    def choose(self, match: Match, decision: Decision) -> str:
        """Returns the option the example plays."""
        ids = decision.ids
        kind = decision.kind
        if kind == "action":
            return play_option(self.card.id, None)(decision, match)
        if kind == "step":
            moves = [i for i in ids if i != STOP]
            return moves[0] if self.acted and moves else STOP if STOP in ids else ids[0]
        if kind == "force-step":
            return next((i for i in ids if i != STOP), ids[0])
        if kind in ("attack", "skill"):
            self.acted = True
            for wanted in (target_option(self.target)(decision, match), self._facing(), USE):
                if wanted in ids:
                    return wanted
            return next((i for i in ids if i != DECLINE), ids[0])
        if kind == "reaction":
            self.acted = True
            if self.react_with is not None:
                return next((i for i in ids if reacts_with(i, self.react_with)), str(NO_REACTION_ID))
            return str(NO_REACTION_ID)
        if kind == "amount":
            return ids[-1]
        if kind in ("choose", "target"):
            for wanted in (self.target, self.ally):
                option = target_option(wanted)(decision, match)
                if option in ids:
                    return option
            return ids[0]
        if kind in STRAIGHT_KINDS:
            return self._landing(ids)
        if kind == "plan":
            return end_cards(decision, match)
        return self.fallback.choose(match, decision)

    def _facing(self) -> str:
        """Returns the facing whose area holds the target, seen from where the champion stands now."""
        targeting = self.card.targeting
        state = self.match.state
        here = state.champions[self.acting].hex
        there = state.champions[self.target].hex
        facing = 0
        if isinstance(targeting, Area) and here is not None and there is not None:
            facing = next(
                (f for f in range(6) if any(add(here, rotate(o, f)) == there for o in targeting.template)), 0
            )
        return str(OptionId("facing", str(facing)))

    def _landing(self, ids: tuple[str, ...]) -> str:
        """Returns a straight move's end next to the target when there is one, else the first end."""
        there = self.match.state.champions[self.target].hex
        ends = [i for i in ids if i != STAY]
        for option in ends:
            hex_ = self.match.board.by_label.get(OptionId.parse(option).arg)
            if there is not None and hex_ is not None and distance(hex_, there) == 1:
                return option
        return ends[0] if ends else ids[0]


def _play(intent: _Intent) -> list[Any]:
    """Plays a card with simple choices and returns the steps that say so."""
    match = intent.match
    steps: list[Any] = []
    runs: dict[str, list[str]] = {}
    closing = {"step": "path", "force-step": "force", "plan": "cards"}
    played = False
    for _ in range(MAX_DECISIONS):
        decision = match.decision
        if decision is None:
            break
        if played and decision.kind == "action":
            break
        answer = intent.choose(match, decision)
        played = played or decision.kind == "action"
        kind = decision.kind
        for open_kind in [k for k in runs if k != kind]:
            steps.append({closing[open_kind]: runs.pop(open_kind)})
        if kind in closing:
            run = runs.setdefault(kind, [])
            if answer in (STOP, DONE):
                steps.append({closing[kind]: runs.pop(kind)})
            else:
                run.append(OptionId.parse(answer).arg)
        else:
            steps.append(step_for(decision, answer, match))
        match.apply(answer)
    for kind, run in runs.items():
        steps.append({closing[kind]: run})
    return steps


def _expectations(match: Match, draft: Draft, mark: int) -> dict[str, Any]:
    """Returns an expect block with what changed: hexes, damage, roots, sides, hands, and the key events."""
    state = match.state
    positions = draft.setup["positions"]
    expect: dict[str, Any] = {}
    hexes = {
        cid: ("gate" if c.hex is None else match.board.label(c.hex))
        for cid, c in state.champions.items()
        if cid in positions and (c.hex is None or match.board.label(c.hex) != positions[cid])
    }
    before = draft.setup.get("damage", {})
    damage = {cid: c.damage for cid, c in state.champions.items() if c.damage != before.get(cid, 0)}
    rooted = {cid: True for cid, c in state.champions.items() if c.rooted}
    levelled = {cid: "levelled" for cid, c in state.champions.items() if c.levelled}
    if hexes:
        expect["hexes"] = hexes
    if damage:
        expect["damage"] = damage
    if rooted:
        expect["rooted"] = rooted
    if levelled:
        expect["side"] = levelled
    hand_sizes = [len(player.hand) for player in state.players]
    if hand_sizes != [0, 0]:
        expect["hand_sizes"] = hand_sizes
    events = [
        {key: event.to_json()[key] for key in EVENT_FIELDS if key in event.to_json()}
        for event in match.events[mark:]
        if event.kind in REPORTED_EVENTS
    ]
    if events:
        expect["events"] = events
    return expect
