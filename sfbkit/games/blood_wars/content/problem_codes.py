"""The problem codes Blood Wars validation adds to the kit's YAML and model checks (BW §4, §16, §17)."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.deck_table import TABLE_ROWS

BW_PROBLEM_CODES: dict[str, str] = {
    "unknown-card": "A deck names a card id the tree has no card for (BW §4); the message suggests the "
    "closest id.",
    "copies": "A deck holds more copies of one card id than its table's `max_copies` (BW §4), counted over "
    "every entry that names the card; reported once, at the entry that passes the limit.",
    "deck-size": "A deck's size is not a size its table has a column for (BW §4); reported alone, since "
    "no column's counts and caps apply.",
    **{
        f"count:{row}": f"The deck's `{row}` count is outside the range its table gives at the deck's size (BW §4)."
        for row in TABLE_ROWS
        if not row.endswith("_cap")
    },
    "cap:is": "The warlords' printed IS, copies included, add up to more than the table's `is_cap` (BW §4).",
    "cap:cs": "The legions' printed CS, copies included, add up to more than the table's `cs_cap` (BW §4).",
    "cap:vp": "The battlefields' printed VP, copies included, add up to more than the table's `vp_cap` (BW §4).",
    "needs-challenge": "An effect names a part of a challenge (`challenger`, `defender`, `own_side`, "
    "`opposing_side`, `target_battlefield`, `defending_player`, `each_supporter`, `each_opposer`, the "
    "conditions `role` and `battlefield`, or `rr_bonus`) where no challenge is certain: outside intrigue "
    "and combat abilities, triggers about challenges, and fates played only in the `declared`, `caucus` "
    "or `battle` windows (BW §17).",
    "cancel-timing": "`cancel_challenge` outside the `declared`, `caucus` and `battle` windows: in a fate "
    "that may be played in `action`, or in a trigger that fires after the challenge could be stopped "
    "(BW §17).",
    "missing-file": "The tree (with the base it extends) has no warlords, legions or battlefields file, "
    "no deck table or no ruleset.",
}
"""The codes Blood Wars content adds, in the order the docs list them."""

REUSED_CODES: dict[str, str] = {
    "duplicate-id": "Two cards share an id (ids are unique across the four card kinds, also against the "
    "base a tree extends), or two decks, deck tables or rulesets do.",
    "wrong-file-name": "A deck, deck table or ruleset file is not named after its id.",
    "bad-reference": "A deck or a ruleset names a deck table the tree does not have, or a card's example "
    "names a card, deck or ruleset the tree does not have (its ruleset, its players' decks, every card of its "
    "setup).",
    "unknown-effect": "An effect step whose key is not an operation of BW §17.",
    "unknown-condition": "A condition whose key is not a condition of BW §17.",
}
"""Codes the kit or the other games also use, with their meaning in a Blood Wars tree."""
