"""Setup (DC §3): toss, environment, chests, draws, deployment with mulligans, refill."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.definitions import Environment
from sfbkit.games.dungeon_command.engine.deployment import deploy_options, deploy_phase
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.geometry.square import label
from sfbkit.kit.play.decisions import Gen, Option

FIRST = str(OptionId("first"))
SECOND = str(OptionId("second"))


def run_setup(eng: Engine, environment: Environment | None) -> Gen[None]:
    """Runs setup steps 1-10 of DC §3; A's first turn follows."""
    state = eng.state
    rng = state.rng
    winner = rng.randrange(2)
    eng.emit("toss", winner=winner)
    choice = yield from ask(
        "toss",
        winner,
        [Option(FIRST, "go first"), Option(SECOND, "go second")],
        "toss won: go first or second?",
    )
    state.first = winner if choice == FIRST else eng.other(winner)
    eng.emit("seats", first=state.first, warbands=[p.warband for p in state.players])
    fixed = environment
    if fixed is None and len(eng.boards) == 1:
        fixed = next(iter(eng.boards.values())).environment
    if fixed is None:
        options = [Option(str(OptionId("dungeon")), "dungeon"), Option(str(OptionId("outdoor")), "outdoor")]
        fixed = (
            "dungeon"
            if (yield from ask("environment", state.first, options, "environment")) == "dungeon"
            else "outdoor"
        )
    state.environment = fixed
    eng.board = eng.boards[fixed]
    eng.emit("environment", environment=fixed)
    pool = list(eng.ruleset.chest_values)
    rng.shuffle(pool)
    state.chests = dict(zip(eng.board.treasure, pool, strict=False))
    eng.emit("chests_dealt", squares=[label(s) for s in state.chests])
    for seat, player in enumerate(state.players):
        rng.shuffle(player.creature_deck)
        rng.shuffle(player.order_deck)
        commander = eng.defs.commanders[player.commander]
        eng.draw_creatures(seat, commander.creature_hand)
        eng.draw_orders(seat, commander.starting_orders)
    for seat in (state.first, eng.other(state.first)):
        _mulligan(eng, seat)
        yield from deploy_phase(eng, seat, at_least_one=True)
    for seat, player in enumerate(state.players):
        size = eng.defs.commanders[player.commander].creature_hand
        eng.draw_creatures(seat, size - len(player.creature_hand))
    state.active = state.first
    state.phase = "refresh"


def _mulligan(eng: Engine, seat: int) -> None:
    """Redraws a hand with no deployable creature until one is in hand (DC §3 step 7 ruling)."""
    player = eng.state.players[seat]
    size = eng.defs.commanders[player.commander].creature_hand
    for _ in range(100):
        if deploy_options(eng, seat):
            return
        eng.emit("mulligan", player=seat, hand=list(player.creature_hand))
        player.creature_deck.extend(player.creature_hand)
        player.creature_hand.clear()
        eng.state.rng.shuffle(player.creature_deck)
        eng.draw_creatures(seat, size)
