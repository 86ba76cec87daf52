"""A catalogue's item kinds from their plurals: shown kinds first, singulars worked out from the plurals."""

from __future__ import annotations

from sfbkit.kit.catalogue.item_list import ItemKind, plural_kinds, shown_phrase


def test_shown_kinds_come_first_with_their_singulars() -> None:
    assert plural_kinds(("champions", "cards"), ("arenas",)) == (
        ItemKind("champions", "champion", shown=True),
        ItemKind("cards", "card", shown=True),
        ItemKind("arenas", "arena", shown=False),
    )


def test_an_underscore_in_a_plural_is_a_space_in_its_singular() -> None:
    assert plural_kinds((), ("deck_tables",)) == (ItemKind("deck_tables", "deck table", shown=False),)


def test_show_names_only_the_shown_kinds() -> None:
    kinds = plural_kinds(("commanders", "orders"), ("tiles",))
    assert shown_phrase(kinds) == "a commander or an order"
