"""A warlord's role in a challenge (BW §8.3): challenger, supporter, opposer or defender."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.roles import Role
from sfbkit.games.blood_wars.engine.state import Challenge


def role_of(challenge: Challenge, warlord: str | None) -> Role | None:
    """Returns a warlord's role in a challenge, or None when it is no participant."""
    if warlord is None:
        return None
    if warlord == challenge.challenger:
        return "challenger"
    if any(w == warlord for _, w in challenge.supporters):
        return "supporter"
    if any(w == warlord for _, w in challenge.opposers):
        # BW §8.3: the one opposer of a combat is its defender.
        return "defender" if challenge.kind == "combat" else "opposer"
    return None
