"""Whether playing a card is sure to find no target, worked out on forks of the match before the player clicks.

RULES §5.1 (step 3) and §5.2 (step 2) let a card be played whatever its
reach: the move and the pre-attack effects happen, then a card with a
targeting icon and no enemy in reach has no target (the ``no_target`` event)
and is spent. The page warns of that, so the look-ahead must be certain: every
line of the player's own answers up to the card's targets is tried, and any
other player's decision, the match's end or a search over ``budget`` forks
leaves the answer unknown.
"""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.match import Match

TARGET_KINDS = frozenset({"attack", "skill"})
"""Events and decisions that show the card found a target (or the choice to use it)."""

SEARCH_BUDGET = 120
"""The most forks one card's look-ahead may make (a move of 3 on an open board needs about a hundred)."""


def surely_without_target(match: Match, option: str, card: str, budget: int = SEARCH_BUDGET) -> bool:
    """Tells whether answering ``option`` (playing ``card``) ends with the card having no target, however its move is made."""
    decision = match.decision
    if decision is None:
        return False
    player = decision.player
    pending: list[tuple[Match, str]] = [(match, option)]
    forks = 0
    while pending:
        forks += 1
        if forks > budget:
            return False
        position, answer = pending.pop()
        ahead = position.fork()
        start = len(ahead.events)
        ahead.apply(answer, checked=False)
        events = ahead.events[start:]
        if any(
            event.kind in TARGET_KINDS | {"declined"} and event.data.get("card") == card for event in events
        ):
            return False
        if any(event.kind == "no_target" and event.data.get("card") == card for event in events):
            continue
        following = ahead.decision
        if following is None or following.player != player or following.kind in TARGET_KINDS:
            return False
        pending.extend((ahead, later.id) for later in following.options)
    return True
