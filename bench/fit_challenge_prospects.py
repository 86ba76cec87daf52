"""Measures the search player's challenge prospects (``play/challenge_prospects.py``) in matches of greedy against itself.

At each activation choice, every challenge that a side meets now and that is worth VP at that side's next scoreboard
(on the slot it will be on then, RULES §10) is one sample: whether that side is the one acting or the one waiting for
its turn, the acting side's ready cores, and the share of that worth the side scored from the challenge at that
scoreboard. The mean share is printed for the acting side and, by ready cores, for the waiting side. Half the matches
are the bench's teams, half random teams of the bundled champions.

Run ``python -m bench.fit_challenge_prospects --games 600 --workers 2`` (about four CPU minutes).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from bench.greedy_selfplay import greedy_selfplay, selfplay_samples

FIRST_SEED = 30_000
"""The matches' seeds start here, apart from every seed a bench, tuning or other fitting run plays."""

Role = Literal["acting", "waiting"]


class Sample(NamedTuple):
    """One met challenge at an activation choice: the side's role, the acting side's ready cores and the share scored."""

    role: Role
    ready: int
    share: float


class _Met(NamedTuple):
    """A challenge a team met at an event index, and its worth at the team's next scoreboard."""

    at: int
    team: int
    challenge: str
    worth: int
    role: Role
    ready: int


def match_samples(seed: int) -> list[Sample]:
    """Plays one greedy-against-greedy match and returns its samples."""
    from sfbkit.games.super_fantasy_brawl.play.challenge_prospects import met_worths

    match, seats = greedy_selfplay(seed)
    met: list[_Met] = []
    while (decision := match.decision) is not None:
        if decision.kind == "action":
            acting = match.state.players[decision.player]
            ready = sum(acting.ready.values())
            for team in (0, 1):
                role: Role = "acting" if team == acting.team else "waiting"
                met += [
                    _Met(len(match.events), team, challenge, worth, role, ready)
                    for challenge, worth in met_worths(match, team)
                ]
        match.apply(seats[decision.player].choose(match, decision))
    events = match.events
    turns = [
        (i, match.state.players[e.data["player"]].team) for i, e in enumerate(events) if e.kind == "turn"
    ]
    scored = {
        (i, e.data["team"], e.data["challenge"]): int(e.data["vp"])
        for i, e in enumerate(events)
        if e.kind == "challenge_scored"
    }
    samples: list[Sample] = []
    for m in met:
        starts = [i for i, team in turns if i > m.at and team == m.team]
        if not starts:
            continue
        ends = [i for i, _ in turns if i > starts[0]]
        end = ends[0] if ends else len(events)
        got = sum(
            vp
            for (i, team, name), vp in scored.items()
            if starts[0] < i < end and (team, name) == (m.team, m.challenge)
        )
        samples.append(Sample(m.role, m.ready, got / m.worth))
    return samples


def shares(samples: Sequence[Sample]) -> tuple[float, tuple[float, float, float]]:
    """Returns the acting side's mean share, and the waiting side's when the acting side has 1, 2 and 3 cores ready."""

    def mean(rows: list[float]) -> float:
        return round(sum(rows) / len(rows), 2) if rows else 0.0

    acting = mean([s.share for s in samples if s.role == "acting"])
    waiting = tuple(
        mean([s.share for s in samples if s.role == "waiting" and s.ready == k]) for k in (1, 2, 3)
    )
    return acting, (waiting[0], waiting[1], waiting[2])


def main(argv: list[str] | None = None) -> int:
    """Plays the matches and prints the shares as ``play/challenge_prospects.py`` holds them, with their counts."""
    samples = selfplay_samples(argv, "bench.fit_challenge_prospects", __doc__, 600, FIRST_SEED, match_samples)
    acting, waiting = shares(samples)
    print(f"{len(samples)} met challenges")
    print(f"ACTING_SIDE_SCORES = {acting}")
    print(f"WAITING_SIDE_SCORES = {waiting}")
    for k in (1, 2, 3):
        count = sum(1 for s in samples if s.role == "waiting" and s.ready == k)
        print(f"  waiting, {k} cores ready to break it: {count} samples")
    print(f"  acting: {sum(1 for s in samples if s.role == 'acting')} samples")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
