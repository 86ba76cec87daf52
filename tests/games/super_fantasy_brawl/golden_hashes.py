"""The event hashes of every bundled match script and of fixed seeded bot matches: the record that a
reshaping of the code changed nothing a match does. ``python -m tests.games.super_fantasy_brawl.golden_hashes`` rewrites the data
file; do that only when the rules change on purpose, and say so."""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine.match import new_match, play
from sfbkit.games.super_fantasy_brawl.play.policies import make_player
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script

DATA = Path(__file__).resolve().parent / "data" / "golden_hashes.yaml"
TEAMS = (("borka", "pip", "velvet"), ("gorlak", "mirelda", "thornwick"))
BOT_MATCHES = (("random", 1), ("random", 2), ("random", 3), ("greedy", 4), ("greedy", 5))


def script_hashes(library: Library) -> dict[str, str]:
    """Returns the event hash of every bundled match script, by file name."""
    return {
        path.name: run_script(load_script(path), library).recording.match.events_hash()
        for path in sorted((library.root / "matches").glob("*.yaml"))
    }


def bot_hashes(library: Library) -> dict[str, str]:
    """Returns the event hash of each fixed seeded bot match, by ``policy-seed``."""
    hashes = {}
    for policy, seed in BOT_MATCHES:
        match = new_match(library, teams=[list(team) for team in TEAMS], seed=seed)
        play(match, [make_player(policy, seed * 10), make_player(policy, seed * 10 + 1)])
        hashes[f"{policy}-{seed}"] = match.events_hash()
    return hashes


def current() -> dict[str, dict[str, str]]:
    """Returns every golden hash as the code computes it now."""
    library = load_library(bundled_content_root())
    return {"scripts": script_hashes(library), "bots": bot_hashes(library)}


if __name__ == "__main__":
    DATA.write_text(yaml.safe_dump(current(), sort_keys=True), encoding="utf-8")
    sys.stdout.write(f"wrote {DATA}\n")
