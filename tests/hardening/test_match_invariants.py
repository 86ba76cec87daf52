"""Random full matches keep the engine's invariants after every event (RULES §1, §3, §4, §8, §9).

After every event: one champion per hex, none on a statue, damage within
0..HP (past HP only until the champion is taken out, within the same step), exactly four traps on the board (three between a trap going off and
its replacement, one fewer for each trap lost), 18 cards per player across
deck, hand, discard and play, VP never decreasing, the round within the limit.
A failure prints the seed and saves the match (teams, answers, events) as JSONL.

MATCHES random matches run; 1,000 fit in CI's time (about 10 s on a 2-core machine).
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Match, new_match
from sfbkit.kit.play.events import Event
from sfbkit.kit.play.random_player import RandomPlayer
from sfbkit.kit.play.seeds import derive_seed

MATCHES = 1000
BATCHES = 10
MASTER_SEED = 20261130
LIBRARY = load_library(bundled_content_root())
CHAMPIONS = sorted(LIBRARY.champions)
FAILURES = Path(tempfile.gettempdir()) / "sfbkit-invariant-failures"


class InvariantError(AssertionError):
    """An invariant broke; names the event after which it did."""


class Invariants:
    """Checks one match's state after every event."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.vp = list(match.state.vp)
        self.lost = 0
        self.replacing = False
        self.cards = 6 * match.engine.ruleset.team_size
        """RULES §3.3: six cards per champion, 18 for a team of three."""
        self.limit = match.engine.ruleset.round_limit
        self.overkill: set[str] = set()
        """Champions whose damage passed their HP in the current step (taken out before the next decision)."""

    def fail(self, event: Event, message: str) -> InvariantError:
        return InvariantError(f"after event {len(self.match.events)} {event!r}: {message}")

    def after(self, event: Event) -> None:
        state = self.match.state
        engine = self.match.engine
        placed = [c for c in state.champions.values() if c.hex is not None and c.id != state.transit]
        hexes = [c.hex for c in placed]
        if len(hexes) != len(set(hexes)):
            raise self.fail(event, "two champions share a hex")
        if set(hexes) & self.match.board.statue_hexes:
            raise self.fail(event, "a champion stands on a statue")
        for champion in state.champions.values():
            hp = engine.hp(champion)
            if champion.damage < 0:
                raise self.fail(event, f"{champion.id} has {champion.damage} damage")
            if champion.damage > hp:
                # overkill: the damage event may total more than HP; the champion must be out by the next decision
                if champion.id not in self.overkill and event.data.get("champion") != champion.id:
                    raise self.fail(event, f"{champion.id} has {champion.damage} damage of {hp} HP")
                self.overkill.add(champion.id)
        if event.kind == "trap":
            self.replacing = True
        elif event.kind == "trap_placed" and state.phase != "setup":
            self.replacing = False
        elif event.kind == "trap_lost":
            self.replacing = False
            self.lost += 1
        if any(now < before for now, before in zip(state.vp, self.vp, strict=True)):
            raise self.fail(event, f"VP went from {self.vp} to {state.vp}")
        self.vp = list(state.vp)
        if state.round > self.limit:
            raise self.fail(event, f"round {state.round} is past the limit {self.limit}")
        if state.phase == "setup":
            return  # RULES §3: traps, decks and hands are still being made
        expected = 4 - self.lost - (1 if self.replacing else 0)
        if len(state.traps) != expected:
            raise self.fail(event, f"{len(state.traps)} traps on the board; expected {expected}")
        for player in state.players:
            total = len(player.deck) + len(player.hand) + len(player.discard) + len(player.in_play)
            if total != self.cards:
                raise self.fail(event, f"player {player.index} has {total} cards, not {self.cards}")

    def at_decision(self) -> None:
        """Checks what must hold whenever the engine waits: no champion on the board at or past its HP."""
        engine = self.match.engine
        for champion in self.match.state.champions.values():
            if champion.hex is not None and not champion.damage < engine.hp(champion):
                raise InvariantError(
                    f"at decision {self.match.decision}: {champion.id} is on the board with "
                    f"{champion.damage} damage of {engine.hp(champion)} HP"
                )
        self.overkill.clear()


def play_checked(index: int) -> tuple[str, int]:
    """Plays match ``index`` with every check on; returns how it ended and how many rounds it took."""
    seed = derive_seed(MASTER_SEED, "game", index)
    order = random.Random(seed).sample(CHAMPIONS, 6)
    teams = [order[:3], order[3:]]
    match = new_match(LIBRARY, teams=teams, seed=seed)
    players = [RandomPlayer(derive_seed(seed, "seat", seat)) for seat in range(2)]
    checks = Invariants(match)
    match.observe(checks.after)
    answers: list[str] = []
    try:
        while (decision := match.decision) is not None:
            checks.at_decision()
            answer = players[decision.player].choose(match, decision)
            answers.append(answer)
            match.apply(answer)
        checks.at_decision()
        result = match.result
        assert result is not None
        assert result.rounds <= checks.limit, f"ended in round {result.rounds}"
    except Exception as error:
        saved = save_failure(seed, teams, answers, match.events)
        raise AssertionError(
            f"match {index} (seed {seed}, teams {teams}) broke an invariant: {error}\nsaved to {saved}"
        ) from error
    return result.reason, result.rounds


def save_failure(seed: int, teams: list[list[str]], answers: list[str], events: list[Event]) -> Path:
    """Writes the failed match as JSONL: a header to replay it from, then every event."""
    FAILURES.mkdir(parents=True, exist_ok=True)
    path = FAILURES / f"seed-{seed}.jsonl"
    lines = [json.dumps({"seed": seed, "teams": teams, "answers": answers})]
    lines.extend(json.dumps(event.to_json(), sort_keys=True) for event in events)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"invariant failure: seed {seed}; match saved to {path}")
    return path


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_matches_keep_the_invariants_after_every_event(batch: int) -> None:
    size = MATCHES // BATCHES
    endings = [play_checked(index) for index in range(batch * size, (batch + 1) * size)]
    assert {reason for reason, _ in endings} <= {"vp", "round_limit"}


def test_a_broken_invariant_is_reported_with_the_seed_and_saved(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys.modules[__name__], "FAILURES", tmp_path)
    monkeypatch.setattr(Invariants, "after", lambda self, event: (_ for _ in ()).throw(InvariantError("x")))
    with pytest.raises(AssertionError, match=r"(?s)seed \d+.*saved to .*seed-\d+\.jsonl"):
        play_checked(0)
    (saved,) = tmp_path.glob("seed-*.jsonl")
    header = json.loads(saved.read_text(encoding="utf-8").splitlines()[0])
    assert header["seed"] == derive_seed(MASTER_SEED, "game", 0)
    assert len(header["teams"]) == 2
