"""Run by ``forks.py`` inside a code folder (today's or a start commit's): forks and determinizations, timed.

``python forks_play.py GAME MATCHES`` plays ``MATCHES`` seeded random matches of ``GAME`` (``sfb`` or ``dc``)
and, at every ``EVERY``-th decision, makes ``BATCH`` forks and, where the code has them, ``BATCH``
determinizations for the deciding seat, each batch timed in CPU seconds. Snapshots are turned on first, as
a search does. It imports only names every code it runs has. Output: ``{"forks", "fork_cpu",
"determinizations", "determinize_cpu", "decisions"}``.
"""

import json
import random
import sys
import time

EVERY = 5
BATCH = 10


def sfb_matches(count):
    """Returns the seeded random matches of ``sfb_speed_play.py`` with their answer generators, forks expected."""
    from sfbkit.games.super_fantasy_brawl.content.library import load_library
    from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
    from sfbkit.games.super_fantasy_brawl.engine import new_match

    library = load_library(bundled_content_root())
    matches = []
    for seed in range(1, count + 1):
        picked = random.Random(seed).sample(sorted(library.champions), 6)
        match = new_match(library, teams=[picked[:3], picked[3:]], seed=seed)
        match.expect_forks()
        matches.append((match, random.Random(seed)))
    return matches


def dc_matches(count):
    """Returns the games of ``dc_games.py`` with their answer generators; a first fork turns snapshots on."""
    import dc_games  # beside this script

    defs = dc_games.bundled_definitions()
    matches = []
    for game in dc_games.GAMES[:count]:
        match = dc_games.start_game(defs, game)
        match.fork()
        matches.append((match, random.Random(game[0])))
    return matches


def main():
    """Plays the matches and prints the CPU seconds of their forks and determinizations as JSON."""
    game, count = sys.argv[1], int(sys.argv[2])
    matches = sfb_matches(count) if game == "sfb" else dc_matches(count)
    warm_up, _ = matches[0]
    warm_up.fork()  # modules a first fork or determinization imports are not timed
    if hasattr(warm_up, "determinize") and warm_up.decision is not None:
        warm_up.determinize(warm_up.decision.player, 0)
    figures = {"forks": 0, "fork_cpu": 0.0, "determinizations": 0, "determinize_cpu": 0.0, "decisions": 0}
    for match, rng in matches:
        determinizes = hasattr(match, "determinize")
        while (decision := match.decision) is not None:
            if figures["decisions"] % EVERY == 0:
                begin = time.process_time()
                for _ in range(BATCH):
                    match.fork()
                figures["fork_cpu"] += time.process_time() - begin
                figures["forks"] += BATCH
                if determinizes:
                    begin = time.process_time()
                    for seed in range(BATCH):
                        match.determinize(decision.player, seed)
                    figures["determinize_cpu"] += time.process_time() - begin
                    figures["determinizations"] += BATCH
            match.apply(decision.options[rng.randrange(len(decision.options))].id)
            figures["decisions"] += 1
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
