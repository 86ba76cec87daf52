"""The items of a catalogue by kind, as ``sfbkit list`` prints them: ids and names, one kind after another."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple, Protocol

from sfbkit.kit.errors import UsageError
from sfbkit.kit.problems import printable
from sfbkit.kit.text.did_you_mean import did_you_mean
from sfbkit.kit.text.text_table import aligned_table


class ItemKind(NamedTuple):
    """One kind of item a game's catalogue lists: its plural (what ``list`` takes) and singular noun."""

    plural: str
    singular: str
    shown: bool
    """True when ``sfbkit show ID`` shows an item of this kind."""


def plural_kinds(shown: Sequence[str], listed: Sequence[str]) -> tuple[ItemKind, ...]:
    """Returns the kinds ``show`` shows, then those only ``list`` lists, from their plurals in that order.

    A kind's singular is its plural without its last ``s``, an underscore read as a space (``deck_tables``).
    """
    return tuple(
        ItemKind(plural, plural.removesuffix("s").replace("_", " "), plural in shown)
        for plural in (*shown, *listed)
    )


class ListedItem(NamedTuple):
    """One item as ``list`` shows it: its id and its name."""

    id: str
    name: str


class Named(Protocol):
    """A content item with a display name (some kinds' names are optional)."""

    @property
    def name(self) -> str | None: ...


def listed_items(items: Mapping[str, Named]) -> tuple[ListedItem, ...]:
    """Returns the items of a mapping from id to item, by id, each with its name (empty when it has none)."""
    return tuple(ListedItem(item_id, items[item_id].name or "") for item_id in sorted(items))


def chosen_kinds(kinds: Sequence[ItemKind], wanted: str | None, title: str) -> tuple[ItemKind, ...]:
    """Returns every kind, or the one ``wanted`` names (plural or singular); UsageError lists the kinds."""
    if wanted is None:
        return tuple(kinds)
    for kind in kinds:
        if wanted in (kind.plural, kind.singular):
            return (kind,)
    plurals = [kind.plural for kind in kinds]
    raise UsageError(
        f"unknown kind {wanted!r}{did_you_mean(wanted, plurals)}; {title} lists {', '.join(plurals)}"
    )


def item_lines(kinds: Sequence[ItemKind], items_of: Callable[[str], Sequence[ListedItem]]) -> list[str]:
    """Returns each kind's heading with its count, then its items' ids and names in aligned columns."""
    lines: list[str] = []
    for kind in kinds:
        items = items_of(kind.plural)
        if lines:
            lines.append("")
        lines.append(f"{kind.plural} ({len(items)})")
        table = aligned_table(("id", "name"), [(item.id, item.name) for item in items])
        lines += [printable(f"  {line}") for line in table[1:]] if items else []
    return lines


def shown_phrase(kinds: Sequence[ItemKind]) -> str:
    """Returns the kinds ``show`` shows as a phrase: ``a champion or a card``."""
    nouns = [
        f"{'an' if kind.singular[0] in 'aeiou' else 'a'} {kind.singular}" for kind in kinds if kind.shown
    ]
    return " or ".join([", ".join(nouns[:-1]), nouns[-1]]) if len(nouns) > 1 else "".join(nouns)
