"""Alignment components and the degree of a match between two alignments (BW §2)."""

from __future__ import annotations

from sfbkit.games.blood_wars.engine.definitions import AlignmentMatch


def component_matches(a: str, b: str, mode: AlignmentMatch) -> bool:
    """Tells whether two letters of one component match: the same letter, or (``colour``) either Neutral."""
    if a == b:
        return True
    # BW §2: under `colour` a Neutral component carries both colours of its pair.
    return mode == "colour" and (a == "N" or b == "N")


def degree(a: str, b: str, mode: AlignmentMatch) -> int:
    """Returns how many components (0, 1 or 2) two alignments share."""
    return int(component_matches(a[0], b[0], mode)) + int(component_matches(a[1], b[1], mode))
