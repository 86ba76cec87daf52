"""Connections refused for want of file descriptors are reported in one line a minute, not a traceback each."""

from __future__ import annotations

import logging
import time

ACCEPT_FAILURE = "socket.accept() out of system resource"
"""The start of asyncio's message when accepting a connection fails (too many open files)."""

EVERY_SECONDS = 60.0
"""How often a run of refused connections is reported."""


class AcceptErrorFilter(logging.Filter):
    """Turns asyncio's accept failures into a one-line warning at most every ``EVERY_SECONDS``."""

    def __init__(self) -> None:
        super().__init__()
        self.last = float("-inf")
        self.refused = 0

    def filter(self, record: logging.LogRecord) -> bool:
        if not str(record.msg).startswith(ACCEPT_FAILURE):
            return True
        self.refused += 1
        now = time.monotonic()
        if now - self.last < EVERY_SECONDS:
            return False
        self.last = now
        record.msg = f"warning: refused {self.refused} connection(s): too many open files"
        record.args = ()
        record.exc_info = None
        record.exc_text = None
        self.refused = 0
        return True


def quiet_accept_errors() -> None:
    """Installs the filter on asyncio's logger."""
    logging.getLogger("asyncio").addFilter(AcceptErrorFilter())
