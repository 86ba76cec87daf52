"""Every bundled card and ability executes (issue: effect language, "Done when").

Each card is played from a scenario built around its champion; each ability's
effects are resolved, its passives evaluated. The coverage report (the
assertion message) lists anything that did not execute, and must be empty.
"""

from __future__ import annotations

from collections.abc import Generator

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Decision, Match, SetupSpec, new_scenario
from sfbkit.games.super_fantasy_brawl.engine.abilities import active_passives
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import GameOver
from sfbkit.games.super_fantasy_brawl.engine.definitions import compile_rules
from sfbkit.games.super_fantasy_brawl.engine.effects import run_steps

BUNDLED: Library = load_library(bundled_content_root())
RULES = compile_rules(BUNDLED)
CHAMPIONS = sorted(BUNDLED.champions)

# The card's champion at c4; enemies adjacent (c5), two away in a row (e3) and three away in a row (f5).
LAYOUT = {"me": "c4", "ally": "b4", "enemy": ("c5", "e3", "f5")}


def teams_for(champion: str) -> tuple[list[str], list[str]]:
    others = [c for c in CHAMPIONS if c != champion]
    return [champion, others[0], others[1]], others[2:5]


def policy(decision: Decision) -> str:
    """Takes the first option that does something: attack, use, target, maximum amounts."""
    ids = decision.ids
    if decision.kind == "step" and "stop" in ids:
        return "stop"  # keep the champion next to its enemies
    if decision.kind in ("dash", "swoop", "jump") and "stay" in ids:
        return "stay"
    if decision.kind == "amount":
        return ids[-1]
    if decision.kind == "reaction":
        return ids[-1]
    for option_id in ids:
        if option_id not in ("decline", "stop", "stay", "done", "react:none", "keep"):
            return option_id
    return ids[0]


def card_match(card_id: str, *, hand_of_enemy: list[str] | None = None) -> tuple[Match, list[str], list[str]]:
    champion = RULES.cards[card_id].champion
    mine, theirs = teams_for(champion)
    positions: dict[str, str | None] = {champion: LAYOUT["me"], mine[1]: LAYOUT["ally"]}
    for cid, where in zip(theirs, LAYOUT["enemy"], strict=True):
        positions[cid] = where
    match = new_scenario(
        BUNDLED,
        "standard",
        "fabulosa",
        [mine, theirs],
        seed=3,
        setup=SetupSpec(
            positions=positions,
            hands=[[card_id], hand_of_enemy or []],
            decks=[[], []],
            traps={"e6": "damage-1", "g2": "damage-1", "d5": "root", "c6": "stun"},
        ),
    )
    return match, mine, theirs


def drive(match: Match, player: int, limit: int = 60) -> None:
    """Answers decisions with the policy until the player is asked for an activation again."""
    for _ in range(limit):
        decision = match.decision
        if decision is None or (decision.kind == "action" and decision.player == player):
            return
        match.apply(policy(decision))


def play_card(card_id: str) -> bool:
    card = RULES.cards[card_id]
    if card.type == "reaction":
        return play_reaction(card_id)
    match, _, _ = card_match(card_id)
    option = f"play:{card_id}@{card.champion}"
    match.apply(option)
    drive(match, 0)
    kind = "attack" if card.type == "attack" else "skill"
    return any(e.kind == kind and e.data.get("card") == card_id for e in match.events)


def play_reaction(card_id: str) -> bool:
    champion = RULES.cards[card_id].champion
    mine, theirs = teams_for(champion)
    for attacker in theirs:
        for attack in RULES.champions[attacker].cards:
            t = RULES.cards[attack].targeting
            if RULES.cards[attack].type != "attack" or t is None or t.kind != "melee":
                continue
            match = new_scenario(
                BUNDLED,
                "standard",
                "fabulosa",
                [mine, theirs],
                seed=3,
                setup=SetupSpec(
                    positions={champion: "c4", attacker: "c5"},
                    hands=[[card_id], [attack]],
                    decks=[[], []],
                    traps={},
                    active=1,
                ),
            )
            match.apply(f"play:{attack}@{attacker}")
            for _ in range(10):
                d = match.decision
                if d is None or d.kind == "reaction":
                    break
                match.apply(policy(d))
            if match.decision is None or match.decision.kind != "reaction":
                continue
            match.apply(f"react:{card_id}@{champion}")
            drive(match, 1)
            return any(e.kind == "reaction" for e in match.events)
    return False


def resolve(gen: Generator[Decision, str, None]) -> None:
    try:
        decision = next(gen)
        while True:
            decision = gen.send(policy(decision))
    except (StopIteration, GameOver):
        return


def run_abilities(champion: str) -> set[str]:
    """Evaluates every passive and resolves every triggered ability's effects, on both sides."""
    done: set[str] = set()
    some_card = RULES.champions[champion].cards[0]
    for levelled in (False, True):
        match, _, theirs = card_match(some_card)
        state = match.state
        me = state.champions[champion]
        me.levelled = levelled
        me.damage = 3
        side = match.engine.side(me)
        active_passives(match.engine, me)
        for passive in side.passives:
            done.add(f"{champion}:{'levelled' if levelled else 'basic'}:{passive.name}")
        for triggers in side.triggers.values():
            for trigger in triggers:
                ctx = Context(me.player, me.team, champion, target=theirs[0], attacker=theirs[0])
                if trigger.cond is not None:
                    trigger.cond(match.engine, ctx)
                resolve(run_steps(match.engine, trigger.effects, ctx))
                done.add(f"{champion}:{'levelled' if levelled else 'basic'}:{trigger.name}")
    return done


def every_ability() -> set[str]:
    names: set[str] = set()
    for cid, champion in BUNDLED.champions.items():
        for label, side in (("basic", champion.basic), ("levelled", champion.levelled)):
            for ability in side.abilities:
                names.add(f"{cid}:{label}:{ability.name}")
    return names


def test_every_bundled_card_executes() -> None:
    untested = sorted(card_id for card_id in BUNDLED.cards if not play_card(card_id))
    assert untested == [], f"cards that did not execute: {untested}"


def test_every_bundled_ability_executes() -> None:
    executed: set[str] = set()
    for champion in CHAMPIONS:
        executed |= run_abilities(champion)
    untested = sorted(every_ability() - executed)
    assert untested == [], f"abilities that did not execute: {untested}"
