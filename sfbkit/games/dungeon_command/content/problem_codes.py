"""The problem codes Dungeon Command validation adds to the kit's (sfbkit/games/super_fantasy_brawl/content/problem_codes.py)."""

from __future__ import annotations

DC_PROBLEM_CODES: dict[str, str] = {
    "unknown-trigger": "A trigger whose key is not a trigger kind of DC §17.6.",
    "unknown-keyword": "A keyword (of a creature, an order's `requires` or `affinity`, a condition, a "
    "filter, a `grant` or `counts_as`) that `keywords.yaml` does not declare.",
    "missing-trigger": "An immediate order without a `trigger` (DC §16).",
    "bad-tile": "A tile map that does not match its size (8 × 10 large, 4 × 5 small), or a character "
    "outside the legend of DC §15.",
    "bad-battlefield": "A battlefield or tile arrangement that does not cover its board exactly once, a "
    "tile placed off the board, or a start area that is off the board or holds a wall or a treasure "
    "square (DC §1.4, §3 step 4).",
    "no-deployable-creature": "A warband none of whose creatures has a level within its commander's "
    "leadership, so no deployment could ever succeed (DC §3 step 7).",
    "small-start-area": "A ruleset whose `start_area_rows` leaves a battlefield's start area fewer "
    "non-wall squares than the largest creature hand of a warband's commander (DC §1.4).",
    "bad-scenario": "A match file's scenario position the battlefield cannot hold: a creature off the "
    "battlefield, on a wall or on another creature's square, damage that destroys it, or a chest on a "
    "square without a treasure mark (DC §18).",
    "unknown-step": "A step of a match file (`matches/`) whose key is not a step form of "
    "docs/match-scripts.md; the message suggests the closest one.",
    "bad-step": "A step form whose value has the wrong shape (a list where a square is expected, a "
    "malformed option id, an `auto:` without a policy), or a step that is neither an option id nor a "
    "one-key mapping.",
}
"""The codes Dungeon Command content adds, in the order the docs list them."""

REUSED_CODES: dict[str, str] = {
    "duplicate-id": "Two files share an id (ids are unique within the game), or keywords.yaml declares a "
    "keyword twice.",
    "wrong-file-name": "A file is not named after its id.",
    "control-character": "Text (a name, a keyword's name, a flavour, a match's description) holds a "
    "control character or a bidirectional override; a flavour and a description may hold line breaks.",
    "bad-reference": "A reference that does not resolve: a warband's commander, creature, order or "
    "tile; a battlefield's tile; a match's warband, ruleset or battlefield; a creature or order a "
    "match's step names.",
    "unknown-key": "A key of a match file's `expect:` that is not an expectation key; the message "
    "suggests the closest one.",
    "wrong-count": "A warband without 12 creature cards, 36 order cards, or 2 large and 2 small tiles "
    "(DC §1.7); a card listed twice in one deck.",
    "missing-file": "A file every Dungeon Command tree needs is absent: keywords.yaml, or any commander, "
    "creature, order, tile, battlefield, warband or ruleset.",
    "misplaced-effect": "A step where the rules do not allow it: a passive shape (aura, immune, "
    "restrict, counts_as) outside a passive power or an active step in one; prevent or "
    "redirect_damage without a `before_damage` trigger; cancel_attack without an `attack_declared` "
    "trigger; `damage_dealt` outside an attack's `then`.",
}
"""Kit codes the Dungeon Command cross-checks also report, with their meaning here."""
