"""Slow or idle clients cannot hold the server: a deadline for each request to arrive, and a cap on connections.

uvicorn times out only the wait between two requests on a kept-alive
connection. This protocol (uvicorn's own HTTP/1.1 one, extended) also gives a
new connection, and each later request, ``request_seconds`` to send its
headers and body; and when ``max_connections`` are open, a new one closes the
connection that has waited longest without a whole request, so that the
server keeps room (and file descriptors) to answer.
"""

from __future__ import annotations

import asyncio
import resource
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

RESERVED_DESCRIPTORS = 64
"""File descriptors left for everything but client connections (saved logs, the site's files, threads)."""

ACCEPT_BACKLOG = 64
"""The listen backlog, which is also how many connections asyncio accepts at once before the cap sees them."""


def default_max_connections() -> int:
    """Returns a connection cap well inside this process's open-file limit (at most 512)."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return 512
    return max(8, min(512, (soft - RESERVED_DESCRIPTORS - ACCEPT_BACKLOG) // 2))


@dataclass(frozen=True, slots=True)
class ConnectionLimits:
    """How long a request may take to arrive, and how many connections may be open at once."""

    request_seconds: float = 10.0
    max_connections: int = 512


def guarded_protocol(limits: ConnectionLimits) -> type[H11Protocol]:
    """Returns an HTTP/1.1 protocol class for uvicorn's ``http=`` setting that enforces ``limits``."""
    waiting: OrderedDict[GuardedProtocol, None] = OrderedDict()
    open_connections: set[GuardedProtocol] = set()

    class GuardedProtocol(H11Protocol):
        """uvicorn's HTTP/1.1 protocol with a deadline per request and a cap on open connections."""

        deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            open_connections.add(self)
            self._arm()
            if len(open_connections) > limits.max_connections:
                oldest = next(iter(waiting))
                oldest._expire()

        def connection_lost(self, exc: Exception | None) -> None:
            open_connections.discard(self)
            self._disarm()
            super().connection_lost(exc)

        def handle_events(self) -> None:
            super().handle_events()
            cycle = self.cycle
            if cycle is not None and not cycle.response_complete and not cycle.more_body:
                self._disarm()

        def on_response_complete(self) -> None:
            if not self.transport.is_closing():
                self._arm()
            super().on_response_complete()

        def _arm(self) -> None:
            self._disarm()
            self.deadline = self.loop.call_later(limits.request_seconds, self._expire)
            waiting[self] = None

        def _disarm(self) -> None:
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None
            waiting.pop(self, None)

        def _expire(self) -> None:
            """Closes a connection whose request did not arrive in time (or the longest waiting, at the cap)."""
            self._disarm()
            if not self.transport.is_closing():
                self.transport.close()

    return GuardedProtocol
