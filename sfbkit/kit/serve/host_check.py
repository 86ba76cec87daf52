"""The Host check of a server on this computer: requests naming another host (DNS rebinding) get 400."""

from __future__ import annotations

from collections.abc import Iterable

from starlette.datastructures import Headers
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send


def host_name(header: str) -> str:
    """Returns the host of a Host header without its port: ``[::1]:8000`` gives ``::1``, ``localhost:80`` ``localhost``."""
    header = header.strip().lower()
    if header.startswith("["):
        closing = header.find("]")
        return header[1:closing] if closing > 0 else ""
    name, _, _ = header.partition(":")
    return name


class HostCheck:
    """ASGI middleware answering 400 to a request whose Host is not one of the allowed names."""

    def __init__(self, app: ASGIApp, allowed: Iterable[str]) -> None:
        self.app = app
        self.allowed = frozenset(host_name(f"[{name}]" if ":" in name else name) for name in allowed)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and host_name(Headers(scope=scope).get("host", "")) not in self.allowed:
            response = PlainTextResponse("this server answers only to this computer's own names", 400)
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)
