"""Reading a request's JSON body: capped in size, parsed without deep recursion or huge numbers, keys checked."""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

from starlette.requests import ClientDisconnect, Request

from sfbkit.kit.serve.request_error import RequestError

MAX_BODY_BYTES = 8 * 1024
"""The largest request body the server reads; the API's bodies are a few hundred bytes."""

MAX_INTEGER_DIGITS = 20
"""The most digits an integer of a body may have (a seed is at most 19)."""


class _NumberRefused(ValueError):
    """A number a body may not hold: too many digits, a fraction where none is wanted, NaN or Infinity."""


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise _NumberRefused(f"integers have at most {MAX_INTEGER_DIGITS} digits")
    return int(text)


def _constant(text: str) -> Any:
    raise _NumberRefused(f"{text} is not a JSON number")


async def body_bytes(request: Request) -> bytes:
    """Returns the raw body, refusing with 413 one longer than ``MAX_BODY_BYTES`` before reading all of it."""
    declared = request.headers.get("content-length")
    if declared is not None:
        if not (declared.isascii() and declared.isdigit() and len(declared) <= 12):
            raise RequestError(400, "the Content-Length header is not a number of bytes")
        if int(declared) > MAX_BODY_BYTES:
            raise RequestError(413, f"the request body is over {MAX_BODY_BYTES} bytes")
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > MAX_BODY_BYTES:
                raise RequestError(413, f"the request body is over {MAX_BODY_BYTES} bytes")
            chunks.append(chunk)
    except ClientDisconnect:
        raise RequestError(400, "the request body did not arrive whole") from None
    return b"".join(chunks)


async def json_object(request: Request, keys: Collection[str]) -> dict[str, Any]:
    """Returns the body as a JSON object whose keys are all among ``keys``; RequestError (4xx) otherwise."""
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        raise RequestError(415, "send the request body as application/json")
    raw = await body_bytes(request)
    try:
        body = json.loads(raw.decode("utf-8"), parse_int=_integer, parse_constant=_constant)
    except _NumberRefused as error:
        raise RequestError(422, f"the request body is refused: {error}") from None
    except RecursionError:
        raise RequestError(400, "the request body is nested too deeply") from None
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise RequestError(400, "the request body is not JSON") from None
    if not isinstance(body, dict):
        raise RequestError(400, "the request body must be a JSON object")
    unknown = sorted(set(body) - set(keys))
    if unknown:
        shown = ", ".join(repr(key[:40]) for key in unknown[:5])
        raise RequestError(
            422, f"unknown key(s) {shown} in the request body; expected {', '.join(sorted(keys))}"
        )
    return body
