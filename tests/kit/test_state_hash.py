"""A footer's state hash is the SHA-256 of canonical JSON, so that key order and spacing never change it."""

from __future__ import annotations

import hashlib

from sfbkit.kit.play.state_hash import state_hash


def test_the_hash_is_of_sorted_keys_without_spaces() -> None:
    expected = hashlib.sha256(b'{"a":[1,2],"b":{"c":null}}').hexdigest()
    assert state_hash({"b": {"c": None}, "a": [1, 2]}) == expected


def test_a_change_of_any_value_changes_the_hash() -> None:
    assert state_hash({"a": [1, 2]}) != state_hash({"a": [2, 1]})
