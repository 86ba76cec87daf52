"""Snapshots of a match after each decision, for the HTML replay: positions, damage, traps, VP and log lines."""

from __future__ import annotations

from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.text_log import QUIET, event_text
from sfbkit.geometry.hex import to_label
from sfbkit.kit.play.state_hash import state_hash


def snapshot(match: Match) -> dict[str, Any]:
    """Returns the visible state of a match as plain JSON-able data."""
    state = match.state
    eng = match.engine
    champions = []
    for player in state.players:
        for cid in player.champions:
            c = state.champions[cid]
            champions.append(
                {
                    "id": cid,
                    "name": match.rules.champions[cid].name,
                    "player": c.player,
                    "team": c.team,
                    "hex": None if c.hex is None else to_label(c.hex),
                    "damage": c.damage,
                    "hp": eng.hp(c),
                    "levelled": c.levelled,
                    "rooted": c.rooted,
                }
            )
    return {
        "round": state.round,
        "active": state.active_player,
        "vp": list(state.vp),
        "champions": champions,
        "traps": {to_label(h): kind for h, kind in sorted(state.traps.items())},
        "track": list(state.track),
        "hands": [len(p.hand) for p in state.players],
        "deployment": list(state.deployment),
    }


def state_digest(match: Match) -> str:
    """Returns the SHA-256 of a match's state: its snapshot and every player's cards and cores, in order."""
    cards = [[p.deck, p.hand, p.discard, p.in_play, p.ready] for p in match.state.players]
    return state_hash({"snapshot": snapshot(match), "cards": cards})


def replay_snapshots(library: Library, recording: Recording) -> list[dict[str, Any]]:
    """Re-runs a recording and returns one snapshot per step: the start, then after each decision."""
    match = build_match(library, recording.spec)
    steps: list[dict[str, Any]] = []
    mark = 0

    def take(label: str, player: int | None) -> None:
        nonlocal mark
        lines = [event_text(e) for e in match.events[mark:] if e.kind not in QUIET]
        mark = len(match.events)
        steps.append({"label": label, "player": player, "log": lines, "state": snapshot(match)})

    take("start", None)
    for record in recording.decisions:
        match.apply(record.option)
        take(f"{record.kind}: {record.option}", record.player)
    return steps
