"""The kit's keyed kinds: tags read from the union, bare names, keyed and aliased keys, a Literal to agree."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import Tag, TypeAdapter, ValidationError

from sfbkit.kit.content.keyed_kinds import BareName, KeyedKind, KeyedKinds, NoParams, walk
from sfbkit.kit.content.model_base import Model, ShortFormModel


class Amount(ShortFormModel):
    short_field = "n"
    n: int


class Hop(Model):
    hop: Amount


class Rest(BareName):
    rest: NoParams


class Twice(Model):
    twice: list[Hop | Rest]
    times: int = 2


Union = Annotated[Hop, Tag("hop")] | Annotated[Rest, Tag("rest")] | Annotated[Twice, Tag("twice")]
KINDS = KeyedKinds.of(Union, Literal["hop", "rest", "twice"], keyed=("twice",), aliases={"skip": "hop"})
Step = Annotated[Union, KINDS.discriminator("unknown-step", "expected a step")]
STEPS: TypeAdapter[list[Step]] = TypeAdapter(list[Step])


def test_the_kinds_are_read_from_the_union_in_order() -> None:
    assert list(KINDS.kinds) == ["hop", "rest", "twice"]
    assert KINDS.bare == {"rest"}
    assert KINDS.keys == ["hop", "rest", "twice", "skip"]


def test_a_literal_naming_other_kinds_is_refused() -> None:
    with pytest.raises(TypeError, match="Literal"):
        KeyedKinds.of(Union, Literal["hop", "rest"])


def test_written_forms_are_told_apart() -> None:
    assert KINDS.tag({"hop": 1}) == "hop"
    assert KINDS.tag("rest") == "rest"
    assert KINDS.tag("hop") is None
    assert KINDS.tag({"twice": [], "times": 3}) == "twice"
    assert KINDS.tag({"skip": 1}) == "hop"
    steps = STEPS.validate_python([{"hop": 2}, "rest"])
    assert [KINDS.kind(step) for step in steps] == ["hop", "rest"]


def test_an_unknown_key_is_reported_with_the_unions_code() -> None:
    with pytest.raises(ValidationError) as error:
        STEPS.validate_python([{"leap": 1}])
    assert error.value.errors()[0]["type"] == "unknown-step"


def test_walk_enters_the_lists_it_is_told_of() -> None:
    (twice,) = STEPS.validate_python([{"twice": [{"hop": 1}, "rest"]}])
    nested = lambda step: [step.twice] if isinstance(step, Twice) else []  # noqa: E731
    assert [KINDS.kind(step) for step in walk([twice], nested)] == ["twice", "hop", "rest"]


def test_the_expected_message_lists_the_keys_then_the_bare_names() -> None:
    assert KINDS.expected("a step") == (
        "expected a step: a mapping with one key of hop, rest, twice, skip (or the bare name rest)"
    )
    hops = KeyedKinds.of(Annotated[Hop, Tag("hop")] | Annotated[Twice, Tag("twice")])
    assert hops.expected("a hop") == "expected a hop: a mapping with one key of hop, twice"
    rests = KeyedKinds.of(Annotated[Rest, Tag("rest")] | Annotated[Rest, Tag("pause")])
    assert rests.expected("a rest").endswith("(or the bare names rest, pause)")


def test_the_one_key_discriminator_reports_the_expected_message() -> None:
    step = Annotated[Union, KINDS.one_key_discriminator("unknown-step", "a step")]
    with pytest.raises(ValidationError) as error:
        TypeAdapter(step).validate_python({"leap": 1})
    assert error.value.errors()[0]["msg"] == KINDS.expected("a step")


class Move(KeyedKind, code="unknown-move", noun="a move", keyed=("twice",), aliases={"skip": "hop"}):
    """A move: a mapping with one key naming its kind."""


class HopMove(Move):
    hop: Amount


class RestMove(BareName, Move):
    rest: NoParams


class TwiceMove(Move):
    twice: list[Move]
    times: int = 2


MOVES: TypeAdapter[list[Move]] = TypeAdapter(list[Move])


def test_a_roots_kinds_are_the_models_declared_on_it_keyed_by_their_first_field() -> None:
    kinds = Move.keyed_kinds
    assert kinds.kinds == {"hop": HopMove, "rest": RestMove, "twice": TwiceMove}
    assert kinds.bare == {"rest"}
    assert kinds.keys == ["hop", "rest", "twice", "skip"]
    (twice,) = MOVES.validate_python([{"twice": [{"hop": 1}, "rest"], "times": 3}])
    assert isinstance(twice, TwiceMove)
    assert [kinds.kind(move) for move in twice.twice] == ["hop", "rest"]
    kinds.check_names(Literal["hop", "rest", "twice"])
    with pytest.raises(TypeError, match="Literal"):
        kinds.check_names(Literal["hop", "twice", "rest"])


def test_a_root_reads_and_documents_its_kinds_as_the_tagged_union_would() -> None:
    union = Annotated[
        Annotated[HopMove, Tag("hop")]
        | Annotated[RestMove, Tag("rest")]
        | Annotated[TwiceMove, Tag("twice")],
        Move.keyed_kinds.one_key_discriminator("unknown-move", "a move"),
    ]
    schema = MOVES.json_schema()
    assert schema == TypeAdapter(list[union]).json_schema()
    refs = [{"$ref": f"#/$defs/{name}"} for name in ("HopMove", "RestMove", "TwiceMove")]
    assert schema["items"] == {"oneOf": refs}
    with pytest.raises(ValidationError) as error:
        MOVES.validate_python([{"leap": 1}])
    assert error.value.errors()[0]["type"] == "unknown-move"
    assert "one key of hop, rest, twice, skip (or the bare name rest)" in error.value.errors()[0]["msg"]


class Pace(KeyedKind, code="unknown-pace", noun="a pace", bare_order="sorted"):
    """A pace whose message lists its bare names sorted."""


class WaitPace(BareName, Pace):
    wait: NoParams


class AmblePace(BareName, Pace):
    amble: NoParams


def test_a_root_may_list_its_bare_names_sorted_in_the_message() -> None:
    assert list(Pace.keyed_kinds.kinds) == ["wait", "amble"]
    with pytest.raises(ValidationError) as error:
        TypeAdapter(Pace).validate_python({"sprint": None})
    assert error.value.errors()[0]["msg"] == (
        "expected a pace: a mapping with one key of wait, amble (or the bare names amble, wait)"
    )
    assert Move.keyed_kinds.bare_order == "written"
