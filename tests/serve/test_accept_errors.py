"""Accept failures (too many open files) are logged as one line a minute, with no traceback."""

from __future__ import annotations

import io
import logging

from sfbkit.kit.serve.accept_errors import ACCEPT_FAILURE, AcceptErrorFilter


def test_a_run_of_accept_failures_is_one_line_without_a_traceback() -> None:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    logger = logging.getLogger("sfbkit-test-accept-errors")
    logger.propagate = False
    logger.addHandler(handler)
    logger.addFilter(AcceptErrorFilter())
    try:
        for _ in range(200):
            try:
                raise OSError(24, "Too many open files")
            except OSError:
                logger.error(f"{ACCEPT_FAILURE}\nsocket: <listener>", exc_info=True)
        logger.error("another problem")
    finally:
        logger.removeHandler(handler)
    lines = stream.getvalue().splitlines()
    assert lines == ["warning: refused 1 connection(s): too many open files", "another problem"]
