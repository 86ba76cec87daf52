"""JSON values in plain words, for a declared game's default logs and panels: never a Python repr."""

from __future__ import annotations

import pytest

from sfbkit.kit.text.plain_values import plain_value


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (None, "none"),
        (True, "yes"),
        (3, "3"),
        (["oak-regent", "deep-regent"], "oak-regent, deep-regent"),
        ([], "none"),
        ([[0, "oak-regent"], [2, "moss-page"]], "0, oak-regent; 2, moss-page"),
        ({"seat": 1, "cards": [2, 3]}, "seat 1, cards 2, 3"),
    ],
)
def test_a_value_reads_as_words(value: object, words: str) -> None:
    assert plain_value(value) == words
