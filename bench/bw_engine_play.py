"""Run by ``bw_engine.py`` inside a code folder (today's or the start commit's): random matches, timed.

``python bw_engine_play.py SEATS GAMES`` plays ``GAMES`` seeded random-v-random matches of the bundled
Blood Wars decks with ``SEATS`` seats (``conflict`` ruleset, the seats' decks taken in turn) and prints
``{"matches", "cpu", "decisions"}``, the CPU seconds of the play alone. It imports only names every code it
runs has.
"""

import json
import sys
import time

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.match import new_match
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.random_player import RandomPlayer


def play(seats, games):
    """Returns the CPU seconds and decisions of ``games`` matches of ``seats`` seats."""
    defs = definitions_of(load_library(bundled_root()))
    decks = sorted(defs.decks)
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        chosen = [decks[(seed + i) % len(decks)] for i in range(seats)]
        match = new_match(defs, decks=chosen, ruleset="conflict", seed=seed)
        decisions += play_to_end(match, [RandomPlayer(seed * 10 + seat) for seat in range(seats)])
    return time.process_time() - start, decisions


if __name__ == "__main__":
    seats, games = int(sys.argv[1]), int(sys.argv[2])
    cpu, decisions = play(seats, games)
    print(json.dumps({"matches": games, "cpu": cpu, "decisions": decisions}))
