"""The engine-only floor of a match benchmark: recorded answers replayed with no player."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any


def replay_seconds(start: Callable[[int], Any], seeds: range, transcripts: Sequence[list[str]]) -> float:
    """Replays each seed's recorded answers on a fresh match; returns the CPU seconds the engine took."""
    total = 0.0
    for seed, answers in zip(seeds, transcripts, strict=True):
        match = start(seed)
        begin = time.process_time()
        for answer in answers:
            match.apply(answer)
        total += time.process_time() - begin
        assert match.over
    return total
