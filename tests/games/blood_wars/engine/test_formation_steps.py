"""Formation steps offered from kept battle-hand summaries equal those found by checking every hand in full."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.battle_hands import hand_problem
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.core import Engine
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.formation import formation_options
from sfbkit.games.blood_wars.engine.match import new_match
from sfbkit.kit.play.play_loop import play_match
from sfbkit.kit.play.random_player import RandomPlayer
from tests.games.blood_wars.engine.pack import pack


def _legal(eng: Engine, warlord: str, cards: list[str], holder: dict[str, str]) -> bool:
    return hand_problem(eng, warlord, cards, holder) is None


def reference_steps(eng: Engine, player: int) -> list[tuple[str, str]]:
    """Returns every formation step as BW §7.3 states it, each candidate's changed hands checked in full: the
    placing steps, ``done``, then moves and returns."""
    state = eng.state
    me = state.players[player]
    holder = state.holder
    steps: list[tuple[str, str]] = []
    seen: set[str] = set()
    for card in me.hand:
        definition = eng.card(card)
        if definition.kind not in ("legion", "fate") or definition.id in seen or not eng.may_enter(card):
            continue
        if definition.kind == "fate" and definition.placement not in ("attach", "battle_hand"):
            continue
        seen.add(definition.id)
        for warlord in me.warlords:
            troop = me.battle[warlord]
            if definition.placement == "attach" and definition.kind == "fate":
                taken = {holder[f] for f in troop if f in holder}
                for legion in troop:
                    if eng.card(legion).kind != "legion" or legion in taken:
                        continue
                    if _legal(eng, warlord, [*troop, card], {**holder, card: legion}):
                        steps.append((f"place:{card}@{warlord}/{legion}", f"place {definition.name}"))
            elif _legal(eng, warlord, [*troop, card], holder):
                steps.append((f"place:{card}@{warlord}", f"place {definition.name}"))
    steps.append(("done", "done"))
    for warlord in me.warlords:
        troop = me.battle[warlord]
        for card in troop:
            definition = eng.card(card)
            holding = eng.held_by(card) if definition.kind == "legion" else None
            leaving = [card] if holding is None else [card, holding]
            rest_legal = _legal(eng, warlord, [c for c in troop if c not in leaving], holder)
            if rest_legal:
                steps.append((f"return:{card}", f"return {definition.name}"))
            for other in me.warlords:
                target = me.battle[other]
                if definition.kind == "fate" and definition.placement == "attach":
                    taken = {holder[f] for f in target if f in holder and f != card}
                    for legion in target:
                        if eng.card(legion).kind != "legion" or legion in taken or holder.get(card) == legion:
                            continue
                        moved = {**holder, card: legion}
                        if other == warlord:
                            ok = _legal(eng, warlord, troop, moved)
                        else:
                            ok = rest_legal and _legal(eng, other, [*target, card], moved)
                        if ok:
                            steps.append((f"move:{card}@{other}/{legion}", f"move {definition.name}"))
                elif other != warlord and rest_legal and _legal(eng, other, [*target, *leaving], holder):
                    steps.append((f"move:{card}@{other}", f"move {definition.name}"))
    return steps


@pytest.fixture(scope="module")
def bundled() -> Definitions:
    """The bundled content, compiled once."""
    return definitions_of(load_library(bundled_root()))


def _checked(defs: Definitions, decks: list[str], ruleset: str, seed: int) -> int:
    """Plays a random match, comparing every formation decision with the reference; returns how many."""
    match = new_match(defs, decks=decks, ruleset=ruleset, seed=seed)
    compared = [0]

    def compare(current: object) -> bool:
        decision = match.decision
        if decision is not None and decision.kind == "formation":
            offered = [(o.id, o.label) for o in decision.options]
            assert offered == reference_steps(match.engine, decision.player)
            assert offered == [(o.id, o.label) for o in formation_options(match.engine, decision.player)]
            compared[0] += 1
        return False

    play_match(match, [RandomPlayer(seed * 3 + seat) for seat in range(len(decks))], cap=10**6, until=compare)
    assert match.decision is None
    return compared[0]


@pytest.mark.parametrize(
    ("seats", "ruleset", "seed"),
    [
        (6, "conflict", 1),
        (5, "colour-alignment", 2),
        (4, "battle", 3),
        (3, "campaign", 4),
        (2, "long-muster", 5),
    ],
)
def test_the_bundled_decks_are_offered_the_steps_of_the_full_check(
    bundled: Definitions, seats: int, ruleset: str, seed: int
) -> None:
    decks = sorted(bundled.decks)
    assert _checked(bundled, [decks[(seed + i) % len(decks)] for i in range(seats)], ruleset, seed) > 50


@pytest.mark.parametrize(("seats", "seed"), [(6, 11), (4, 12), (3, 13)])
def test_the_test_pack_is_offered_the_steps_of_the_full_check(seats: int, seed: int) -> None:
    assert _checked(pack(), ["le", "cg", "nn", "lg", "le", "cg"][:seats], "conflict", seed) > 50
