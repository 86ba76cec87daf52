"""A table of effect handlers keyed by the compiled op's type, each handler typed on the op it resolves."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar

from sfbkit.kit.play.decisions import Gen

E = TypeVar("E")
X = TypeVar("X")
OpT = TypeVar("OpT")


class Handlers(Mapping[type, Callable[[E, Any, X], Gen[None]]], Generic[E, X]):
    """The handler of every compiled op type for an engine ``E`` and a context ``X``, a mapping by type.

    ``add(Push, push)`` type-checks that ``push`` takes a ``Push``; ``run`` finds a handler by op type.
    """

    __slots__ = ("_by_type",)

    def __init__(self) -> None:
        self._by_type: dict[type, Callable[[E, Any, X], Gen[None]]] = {}

    def add(self, kind: type[OpT], handler: Callable[[E, OpT, X], Gen[None]]) -> None:
        """Registers the handler of one op type; a second handler for it is an error."""
        if kind in self._by_type:
            raise ValueError(f"{kind.__name__} already has a handler")
        self._by_type[kind] = handler

    def handles(
        self, kind: type[OpT]
    ) -> Callable[[Callable[[E, OpT, X], Gen[None]]], Callable[[E, OpT, X], Gen[None]]]:
        """Returns a decorator registering a function as the handler of ``kind``."""

        def register(handler: Callable[[E, OpT, X], Gen[None]]) -> Callable[[E, OpT, X], Gen[None]]:
            self.add(kind, handler)
            return handler

        return register

    def handler(self, kind: type[OpT]) -> Callable[[E, OpT, X], Gen[None]] | None:
        """Returns the handler of an op type, None when it has none."""
        return self._by_type.get(kind)

    def __getitem__(self, kind: type) -> Callable[[E, Any, X], Gen[None]]:
        return self._by_type[kind]

    def __iter__(self) -> Iterator[type]:
        return iter(self._by_type)

    def __len__(self) -> int:
        return len(self._by_type)

    def run(self, engine: E, op: object, context: X) -> Gen[None]:
        """Returns the resolution of one op by its type's handler."""
        return self._by_type[type(op)](engine, op, context)
