"""What ``sfbkit show`` printed, through the cache: the same item of the same tree is not rendered again.

A shown item is a pure function of the tree's bytes, the sfbkit code (both in
the tree's key), the item's id and the language, so the text is kept under the
tree's key and printed again without unpickling a model or importing pydantic.
Only a wholly valid tree's items are kept (a preview of a tree with problems
names the files it leaves out, which a kept text would not repeat).
"""

from __future__ import annotations

from collections.abc import Callable

from sfbkit.kit.cache.cache_store import CacheStore, load_unfrozen

ENTRY = "shown"
KEEP_ITEMS = 256
"""Most texts kept per tree; the earliest shown are dropped beyond this."""


def shown_or_rendered(
    slot: tuple[CacheStore, str] | None,
    item_id: str,
    lang: str,
    render: Callable[[], str],
    keep: Callable[[], bool],
) -> str:
    """Returns the text shown before for this item and language, else ``render()``, kept when ``keep()`` says so."""
    text = shown_text(slot, item_id, lang)
    if text is None:
        text = render()
        if keep():
            keep_shown(slot, item_id, lang, text)
    return text


def shown_text(slot: tuple[CacheStore, str] | None, item_id: str, lang: str) -> str | None:
    """Returns the text shown before for this item and language, or None."""
    texts = _texts(slot)
    text = texts.get(f"{lang}\0{item_id}")
    return text if isinstance(text, str) else None


def keep_shown(slot: tuple[CacheStore, str] | None, item_id: str, lang: str, text: str) -> None:
    """Keeps the text shown for this item and language under the tree's key."""
    if slot is None:
        return
    texts = _texts(slot)
    texts[f"{lang}\0{item_id}"] = text
    while len(texts) > KEEP_ITEMS:
        del texts[next(iter(texts))]
    slot[0].save(slot[1], ENTRY, texts)


def _texts(slot: tuple[CacheStore, str] | None) -> dict[str, str]:
    entry = load_unfrozen(*slot, ENTRY) if slot is not None else None
    if not isinstance(entry, dict):
        return {}
    return {key: value for key, value in entry.items() if isinstance(key, str) and isinstance(value, str)}
