"""The Blood Wars match face: BWMatch, BWResult and new_match (BW §5-§14) on the kit's match protocol."""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sfbkit.games.blood_wars.engine.core import Engine, GameOver
from sfbkit.games.blood_wars.engine.definitions import CardDef, Definitions, RulesetDef
from sfbkit.games.blood_wars.engine.setup import run_setup
from sfbkit.games.blood_wars.engine.state import BWState, PlayerState
from sfbkit.games.blood_wars.engine.turn import run_turn
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.decisions import CHECKPOINT, Decision
from sfbkit.kit.play.match_end import end_match
from sfbkit.kit.play.snapshot_match import SnapshotMatch


@dataclass(frozen=True, slots=True)
class BWResult:
    """How a match ended: the winning player (None for a draw), why, VP per player and the round reached."""

    winner: int | None
    reason: str
    vp: tuple[int, ...]
    round: int


def _run(eng: Engine) -> Generator[Decision, str, None]:
    state = eng.state
    try:
        if state.phase == "setup":
            yield from run_setup(eng)
        start = state.phase
        while True:
            if start == "opening":
                yield CHECKPOINT
            yield from run_turn(eng, start)
            start = "opening"
    except GameOver as over:
        end_match(state, over, eng.emit, vp=[eng.vp(i) for i in range(len(state.players))], round=state.round)


class BWMatch(SnapshotMatch[BWState]):
    """One match: the decision it waits for, ``apply`` to answer it, its events, result, forks and observations."""

    engine: Engine

    def __init__(
        self, build: Callable[[], Engine], resume: Engine | None = None, base: BWState | None = None
    ) -> None:
        self._build = build
        self.engine = build() if resume is None else resume
        self._start(_run(self.engine), base)

    @property
    def result(self) -> BWResult | None:
        """How the match ended, or None while it runs."""
        state = self.engine.state
        if state.phase != "over" or state.reason is None:
            return None
        vp = tuple(self.engine.vp(i) for i in range(len(state.players)))
        return BWResult(state.winner, state.reason, vp, state.round)

    def observation(self, seat: int) -> dict[str, Any]:
        """Returns what one seat may know: the public state and its own hidden cards (BW §1.8)."""
        from sfbkit.games.blood_wars.engine.observation import observation

        return observation(self.engine, seat, self._decision)

    def _redealing(self, seat: int, seed: int) -> Callable[[BWState], None]:
        from sfbkit.games.blood_wars.engine.determinization import redealing

        return redealing(self.engine, seat, seed)

    def _copy_at(self, base: BWState | None) -> BWMatch:
        if base is None:
            return BWMatch(self._build)
        eng = self.engine
        return BWMatch(self._build, Engine(eng.cards, eng.rules, base.clone()), base)


def instances(player: int, deck: Sequence[str]) -> list[str]:
    """Returns a deck's card instances ``p<k>:<id>#<copy>``, copies numbered in deck-list order (BW §14)."""
    counts: dict[str, int] = {}
    found: list[str] = []
    for card in deck:
        counts[card] = counts.get(card, 0) + 1
        found.append(f"p{player + 1}:{card}#{counts[card]}")
    return found


def instance_cards(cards: dict[str, CardDef], decks: Sequence[Sequence[str]]) -> dict[str, CardDef]:
    """Returns every card instance of the decks with its definition."""
    return {
        inst: cards[inst[inst.index(":") + 1 : inst.rindex("#")]]
        for i, deck in enumerate(decks)
        for inst in instances(i, deck)
    }


def new_match(defs: Definitions, *, decks: Sequence[str], ruleset: RulesetDef | str, seed: int) -> BWMatch:
    """Starts a match from setup: the definitions, one deck id per player (2 to 6), a ruleset and a seed."""
    for name in decks:
        if name not in defs.decks:
            raise UsageError(f"unknown deck {name!r}; known: {', '.join(sorted(defs.decks))}")
    if isinstance(ruleset, str):
        if ruleset not in defs.rulesets:
            raise UsageError(f"unknown ruleset {ruleset!r}; known: {', '.join(sorted(defs.rulesets))}")
        rules = defs.rulesets[ruleset]
    else:
        rules = ruleset
    if not rules.players_min <= len(decks) <= rules.players_max:
        raise UsageError(
            f"ruleset {rules.id!r} is played by {rules.players_min} to {rules.players_max} players, not {len(decks)}"
        )
    lists = [defs.decks[name] for name in decks]
    cards = instance_cards(defs.cards, lists)

    def build() -> Engine:
        players = [PlayerState(f"p{i + 1}", deck=instances(i, deck)) for i, deck in enumerate(lists)]
        return Engine(cards, rules, BWState(random.Random(seed), players))

    return BWMatch(build)


if TYPE_CHECKING:
    from sfbkit.kit.play.match_protocol import DeterminizableMatch, PlayableMatch

    _meets_the_kits_match_protocol: type[PlayableMatch] = BWMatch
    _can_be_determinized: type[DeterminizableMatch] = BWMatch
