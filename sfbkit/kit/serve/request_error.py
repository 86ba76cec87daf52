"""A request the play server refuses: its HTTP status, a one-line message and details for the JSON answer."""

from __future__ import annotations

from typing import Any, Literal

from sfbkit.kit.errors import SfbkitError

Status = Literal[400, 403, 404, 409, 413, 415, 422, 503]
"""The statuses a refusal may have: the client's fault (4xx), or 503 for a save that failed (retry)."""


class RequestError(SfbkitError):
    """A request the server refuses: an HTTP status, a one-line message and details for the JSON answer."""

    def __init__(self, status: Status, message: str, **details: Any) -> None:
        super().__init__(message)
        self.status = status
        self.details = details
