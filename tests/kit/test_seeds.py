"""The one seed derivation: SHA-256 of master seed, purpose and index, a 63-bit integer."""

from __future__ import annotations

import hashlib
import itertools

from sfbkit.kit.play.seeds import derive_seed


def test_seeds_are_sha256_of_master_purpose_and_index() -> None:
    digest = hashlib.sha256(b"7:seat:1").digest()
    assert derive_seed(7, "seat", 1) == int.from_bytes(digest[:8], "big") >> 1


def test_every_master_purpose_and_index_gets_its_own_63_bit_seed() -> None:
    seeds = [
        derive_seed(master, purpose, index)
        for master, purpose, index in itertools.product(
            (0, 1, 2**63 - 1), ("game", "seat", "policy", "opponent"), range(6)
        )
    ]
    assert len(set(seeds)) == len(seeds)
    assert all(0 <= seed < 2**63 for seed in seeds)
    assert derive_seed(1, "game", 0) == derive_seed(1, "game", 0)
