"""A registry of named handlers: the step forms and expectation keys a game's match scripts accept."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Iterator, Sequence
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

    def unknown(self, name: str, also: Sequence[str] = ()) -> str:
        """Returns the message for a name that is not registered: the closest known name, then all of them.

        ``also`` are names the caller handles itself (``auto``, ``expect``), offered after the registered ones.
        """
        known = [*self, *also]
        close = difflib.get_close_matches(name, known, n=1)
        maybe = f" (did you mean '{close[0]}'?)" if close else ""
        return f"unknown {self.what} {name!r}{maybe}; expected one of {', '.join(known)}"

    def get(self, name: str) -> H:
        """Returns the handler of a name; raises KeyError with a message naming the known names."""
        try:
            return self._handlers[name]
        except KeyError:
            raise KeyError(self.unknown(name)) from None
