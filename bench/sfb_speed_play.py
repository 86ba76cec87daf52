"""Run by ``sfb_speed.py`` inside a code folder (today's or an earlier commit's): random matches, printed as JSON.

It imports only names both codes have. The matches are drawn as ``bench/engine.py`` draws them and played
inside ``functools.reduce``, so that callgrind can count that call's instructions alone
(``--toggle-collect=functools_reduce``). Output: ``{"cpu", "hash_cpu", "events", "decisions", "hashes"}``.
"""

import functools
import json
import random
import sys
import time

from sfbkit.games.super_fantasy_brawl.play.random_player import RandomPlayer

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import new_match


def play(decisions, item):
    """Plays one seeded match to its end with two random players; returns the decisions counted so far."""
    seed, match = item
    players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    while match.decision is not None:
        decision = match.decision
        match.apply(players[decision.player].choose(match, decision))
        decisions += 1
    return decisions


def main():
    """Plays the seeds given on the command line, then hashes each match's events once."""
    first, end = int(sys.argv[1]), int(sys.argv[2])
    library = load_library(bundled_content_root())
    matches = []
    for seed in range(first, end):
        picked = random.Random(seed).sample(sorted(library.champions), 6)
        matches.append((seed, new_match(library, teams=[picked[:3], picked[3:]], seed=seed)))
    begin = time.process_time()
    decisions = functools.reduce(play, matches, 0)
    cpu = time.process_time() - begin
    begin = time.process_time()
    hashes = [match.events_hash() for _, match in matches]
    hash_cpu = time.process_time() - begin
    events = sum(len(match.events) for _, match in matches)
    print(
        json.dumps(
            {"cpu": cpu, "hash_cpu": hash_cpu, "events": events, "decisions": decisions, "hashes": hashes}
        )
    )


if __name__ == "__main__":
    main()
