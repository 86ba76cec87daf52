"""The ids a tree's files define, by the kind of id a script may name: what static script checks compare against."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from sfbkit.kit.content.loader import LoadedFile

IdSource = tuple[str, Callable[[Any], Iterable[str]]]
"""A file kind's ids: the kind of id they are (``card``) and how a valid file's model lists them."""


def known_ids(files: Sequence[LoadedFile], sources: Mapping[str, IdSource]) -> dict[str, frozenset[str]]:
    """Returns the ids of each kind of id the files define, by file kind name in ``sources``.

    A kind of id one of whose files did not validate is left out, so its ids are not checked: that
    file's own problem is the one to fix, not every script naming an id it holds.
    """
    found: dict[str, set[str]] = {kind: set() for kind, _ in sources.values()}
    broken: set[str] = set()
    for file in files:
        source = sources.get(file.kind.name)
        if source is None:
            continue
        kind, ids = source
        if file.model is None:
            broken.add(kind)
        else:
            found[kind].update(ids(file.model))
    return {kind: frozenset(ids) for kind, ids in found.items() if kind not in broken}
