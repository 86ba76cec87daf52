"""The kit's option-id base: the verb check, the repr that rebuilds an id, and the index."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from sfbkit.kit.play.verb_option_id import VerbOptionId, split_verb

VERBS = frozenset({"mode", "step"})


class BadIdError(ValueError):
    """A test id breaks the grammar."""


@dataclass(frozen=True, slots=True, repr=False)
class SampleId(VerbOptionId):
    verb: str
    arg: str = ""

    def __str__(self) -> str:
        return self.verb_and_arg()

    @classmethod
    def parse(cls, text: str) -> SampleId:
        verb, _, rest = split_verb(text, VERBS, BadIdError)
        return cls(verb, rest)


def test_an_id_prints_as_its_text_and_its_repr_rebuilds_it() -> None:
    mode = SampleId.parse("mode:2")
    assert str(mode) == "mode:2"
    assert str(SampleId("step")) == "step"
    assert repr(mode) == "SampleId.parse('mode:2')"
    assert eval(repr(mode)) == mode
    assert mode.index == 2


def test_an_unknown_verb_names_the_known_ones() -> None:
    with pytest.raises(BadIdError, match=r"'jump:1': unknown verb 'jump'; expected one of mode, step"):
        SampleId.parse("jump:1")
