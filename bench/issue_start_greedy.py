"""Run by ``issue_start.py`` inside the old code's folder: plays its greedy v greedy matches, prints JSON.

It imports the old layout (``sfbkit.content``, ``sfbkit.engine``, ``sfbkit.play``) and nothing of today's;
the matches are drawn as ``bench/engine.py`` draws them. Output: ``{"cpu": seconds, "hashes": [...]}``.
"""

import json
import random
import sys
import time
from pathlib import Path

from sfbkit.content.library import load_library
from sfbkit.engine import new_match
from sfbkit.play.greedy_player import GreedyPlayer


def main() -> None:
    """Plays the seeds given on the command line and prints their CPU seconds and event hashes."""
    root, first, end = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    library = load_library(root)
    cpu = 0.0
    hashes = []
    for seed in range(first, end):
        picked = random.Random(seed).sample(sorted(library.champions), 6)
        match = new_match(library, teams=[picked[:3], picked[3:]], seed=seed)
        players = [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)]
        begin = time.process_time()
        while match.decision is not None:
            decision = match.decision
            match.apply(players[decision.player].choose(match, decision))
        cpu += time.process_time() - begin
        hashes.append(match.events_hash())
    print(json.dumps({"cpu": cpu, "hashes": hashes}))


if __name__ == "__main__":
    main()
