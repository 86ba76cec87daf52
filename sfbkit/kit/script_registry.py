"""A registry of named handlers: the step forms and expectation keys a game's match scripts accept."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Generic, TypeVar

H = TypeVar("H")


class Registry(Generic[H]):
    """Handlers by name, registered with a decorator and looked up with an error naming the known ones."""

    def __init__(self, what: str) -> None:
        self.what = what
        """What the names are, for messages: ``step form``, ``expectation key``."""
        self._handlers: dict[str, H] = {}

    def register(self, name: str) -> Callable[[H], H]:
        """Returns a decorator that registers a handler under ``name`` (once)."""

        def add(handler: H) -> H:
            if name in self._handlers:
                raise ValueError(f"{self.what} {name!r} is registered twice")
            self._handlers[name] = handler
            return handler

        return add

    def register_all(self, named: Iterable[tuple[str, H]]) -> None:
        """Registers each handler under its name (each once), in order."""
        for name, handler in named:
            self.register(name)(handler)

    def __contains__(self, name: object) -> bool:
        return name in self._handlers

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._handlers))

    def get(self, name: str) -> H:
        """Returns the handler of a name; raises KeyError with a message naming the known names."""
        try:
            return self._handlers[name]
        except KeyError:
            raise KeyError(f"unknown {self.what} {name!r}; expected one of {', '.join(self)}") from None
