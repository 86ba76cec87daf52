"""Small answers remembered between runs: what a command would otherwise import a library to work out.

A memo is an entry of the signed cache, keyed by the bytes its answer is a pure
function of and by the running code. Finding the installed games (the import
of ``importlib.metadata``) and reading a tree's manifest (the import of PyYAML)
cost a warm ``validate`` or ``search`` more than the rest of its work.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sfbkit.kit.cache.cache_store import code_fingerprint, open_store

T = TypeVar("T")


def remembered(
    name: str, source: bytes, answer_type: type[T], compute: Callable[[], T], root: Path | None
) -> T:
    """Returns ``compute()``, a pure function of ``source``, from the cache when it was computed before.

    ``root`` is the content tree the answer belongs to (the cache is not used inside it).
    An exception from ``compute`` propagates and nothing is stored.
    """
    store = open_store(root)
    code = code_fingerprint() if store is not None else None
    if store is None or code is None:
        return compute()
    key = hashlib.sha256(code + source).hexdigest()
    known = store.load(key, name)
    if isinstance(known, answer_type):
        return known
    answer = compute()
    store.save(key, name, answer)
    return answer
