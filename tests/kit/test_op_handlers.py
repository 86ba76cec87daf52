"""The kit's handler table: one handler per op type, found by the op's type."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from sfbkit.kit.play.decisions import Gen
from sfbkit.kit.play.op_handlers import Handlers


@dataclass(frozen=True)
class Hop:
    n: int


@dataclass(frozen=True)
class Rest:
    pass


def _hop(log: list[str], op: Hop, ctx: str) -> Gen[None]:
    log.append(f"{ctx} hops {op.n}")
    return
    yield


def test_an_op_runs_the_handler_of_its_type() -> None:
    table: Handlers[list[str], str] = Handlers()
    table.add(Hop, _hop)
    log: list[str] = []
    list(table.run(log, Hop(2), "a"))
    assert log == ["a hops 2"]
    assert table.handler(Hop) is _hop and table.handler(Rest) is None
    with pytest.raises(KeyError):
        list(table.run(log, Rest(), "a"))


def test_a_second_handler_for_a_type_is_refused() -> None:
    table: Handlers[list[str], str] = Handlers()
    table.handles(Hop)(_hop)
    with pytest.raises(ValueError, match="Hop"):
        table.add(Hop, _hop)
