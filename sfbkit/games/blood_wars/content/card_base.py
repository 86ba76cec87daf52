"""Any Blood Wars card: a battlefield, a warlord, a legion or a fate (BW §1); their shared fields are card_fields.py."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.card_places import Card

CardBase = Card
"""The four card kinds; every one has ``id``, ``name``, ``rr``, ``unique``, ``flavour``, ``art`` and ``examples``."""
