"""Creature tokens are told apart at a glance: a distinct short label per creature, copies numbered."""

from __future__ import annotations

from sfbkit.games.dungeon_command.game import GAME
from sfbkit.games.dungeon_command.render.token_labels import token_labels


def test_two_creatures_whose_names_begin_alike_get_different_labels() -> None:
    labels = token_labels([(1, "lamplighter-scout"), (2, "lantern-pikeman")])
    assert labels == {1: "LS", 2: "LP"}


def test_cards_with_the_same_initials_and_copies_of_one_card_are_all_distinct() -> None:
    creatures = [
        (1, "lantern-archer"),
        (2, "lantern-acolyte"),
        (3, "vault-hound"),
        (4, "vault-hound"),
        (5, "la"),
    ]
    labels = token_labels(creatures)
    assert len(set(labels.values())) == len(creatures)
    assert {labels[3], labels[4]} == {"VH1", "VH2"}
    assert all(len(label) <= 4 for label in labels.values())


def test_every_bundled_creature_twice_over_gets_its_own_label() -> None:
    creatures = sorted(GAME.catalogue(GAME.bundled_root()).library.creatures)
    tokens = [(uid, card) for uid, card in enumerate(creatures * 2)]
    labels = token_labels(tokens)
    assert len(set(labels.values())) == len(tokens)
