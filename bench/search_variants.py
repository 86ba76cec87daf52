"""Super Fantasy Brawl's search settings compared in pairs: the same seeds, seat-swapped, against greedy.

Each variant is the game's ``SearchSettings`` with a few fields changed. Every variant plays one match per
seed against the greedy player (the search on seat ``seed % 2``, as in ``bench search_player``), so two
variants meet the same deals and differ only where their answers do; a variant is read against the default
by the seeds it won that the default lost and the reverse, not by its rate alone. Tune on seeds of 1000 and
up, never on the bench's 0-199, and confirm a candidate on seeds it was not chosen on: a setting picked
on some seeds looks better there than it is (every other variant then seems to lose games to it).

Run ``python -m bench.search_variants exploration-0.3 deals-8 --seeds 1000-1159 --workers 2``.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import repeat
from typing import Any

from bench.search_player import duel, sfb_setup
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry, search_kind
from sfbkit.kit.play.search_player import SearchSettings
from sfbkit.kit.simulation.win_rates import wilson

Change = Callable[[SearchSettings], SearchSettings]
"""Makes a variant from the game's settings."""


def _replacing(**fields: Any) -> Change:
    """Returns the change that sets some fields of the settings."""
    return lambda settings: dataclasses.replace(settings, **fields)


VARIANTS: dict[str, Change] = {
    "default": _replacing(),
    "exploration-0.08": _replacing(exploration=0.08),
    "exploration-0.3": _replacing(exploration=0.3),
    "deals-8": _replacing(deals=8),
    "budget-300": _replacing(iterations=300, per_option=25),
    "most-visited": _replacing(final="most-visited"),
}
"""The variants by name: the settings tried against the default in docs/benchmarks.md."""

Outcome = int
"""One seed's result for the search: 1 won, 0 lost, -1 drawn."""


@dataclass(frozen=True, slots=True)
class Played:
    """One variant's matches: the outcome per seed and the CPU of its decisions."""

    outcomes: dict[int, Outcome]
    cpu: float
    asked: int

    def counts(self) -> tuple[int, int, int]:
        """Returns the games won, lost and drawn."""
        values = list(self.outcomes.values())
        return values.count(1), values.count(0), values.count(-1)


def _registry(variant: str) -> PlayerRegistry:
    """Returns the players of a duel: the game's greedy player and ``search`` with the variant's settings."""
    from sfbkit.games.super_fantasy_brawl.play.policies import GAME_PLAYERS, SEARCH

    greedy = [kind for kind in GAME_PLAYERS if kind.name == "greedy"]
    kinds: list[PlayerKind] = [*greedy, search_kind(VARIANTS[variant](SEARCH))]
    return PlayerRegistry(kinds)


def play_seed(variant: str, seed: int) -> tuple[Outcome, float, int]:
    """Plays one seed's match of a variant against greedy; returns its outcome, the search's CPU and decisions."""
    new, _ = sfb_setup()
    tally = duel(new, _registry(variant), "search", "greedy", (seed,))
    outcome = 1 if tally.won else 0 if tally.lost else -1
    return outcome, tally.cpu[0], tally.asked[0]


def play(variant: str, seeds: Sequence[int], workers: int = 1) -> Played:
    """Plays a variant on every seed (in ``workers`` processes); the same seeds give the same outcomes."""
    if workers <= 1:
        results = [play_seed(variant, seed) for seed in seeds]
    else:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(play_seed, repeat(variant), seeds))
    return Played(
        {seed: outcome for seed, (outcome, _, _) in zip(seeds, results, strict=True)},
        sum(cpu for _, cpu, _ in results),
        sum(asked for _, _, asked in results),
    )


def paired(variant: Played, default: Played) -> tuple[int, int]:
    """Returns the seeds the variant won and the default did not, and the seeds the default won and it did not."""
    gained = sum(1 for seed, won in variant.outcomes.items() if won == 1 and default.outcomes[seed] != 1)
    lost = sum(1 for seed, won in default.outcomes.items() if won == 1 and variant.outcomes[seed] != 1)
    return gained, lost


def line(name: str, played: Played, default: Played | None) -> str:
    """Returns one variant's report: its tally, rate of decided games, CPU per decision and the pairing."""
    won, lost, drawn = played.counts()
    rate = wilson(won, won + lost)
    ms = 1000 * played.cpu / max(played.asked, 1)
    text = (
        f"{name}: {won}-{lost}-{drawn}, {100 * rate.rate:.1f}% of decided"
        f" ({100 * rate.low:.0f}-{100 * rate.high:.0f}%), {ms:.1f} ms CPU per decision"
    )
    if default is not None:
        gained, lost_seeds = paired(played, default)
        text += f"; against the default: +{gained} seeds won, -{lost_seeds} seeds lost"
    return text


def seed_range(text: str) -> range:
    """Returns the seeds ``A-B`` names (both included)."""
    first, dash, last = text.partition("-")
    if not (dash and first.isdigit() and last.isdigit() and int(first) <= int(last)):
        raise argparse.ArgumentTypeError(
            f"expected seeds as A-B with A <= B, such as 1000-1159, got {text!r}"
        )
    return range(int(first), int(last) + 1)


def main(argv: list[str] | None = None) -> int:
    """Plays the default and each named variant on the same seeds and prints each against the default."""
    parser = argparse.ArgumentParser(prog="python -m bench.search_variants", description=__doc__)
    parser.add_argument("variants", nargs="*", metavar="VARIANT", help="any of: " + ", ".join(VARIANTS))
    parser.add_argument("--seeds", type=seed_range, default=range(1000, 1160), metavar="A-B")
    parser.add_argument("--workers", type=int, default=1, metavar="N")
    arguments = parser.parse_args(argv)
    unknown = [name for name in arguments.variants if name not in VARIANTS]
    if unknown:
        parser.error(f"unknown variant {', '.join(unknown)}; expected any of {', '.join(VARIANTS)}")
    if arguments.workers < 1:
        parser.error(f"--workers expects a count of 1 or more, got {arguments.workers}")
    seeds = list(arguments.seeds)
    started = time.perf_counter()
    default = play("default", seeds, arguments.workers)
    print(line("default", default, None), flush=True)
    for name in arguments.variants:
        if name != "default":
            print(line(name, play(name, seeds, arguments.workers), default), flush=True)
    print(f"{len(seeds)} seeds, {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
