"""The context an effect or condition resolves in: who acts, and the champions its roles name."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Context:
    """Roles and the acting player for one resolution (``self``, ``target``, ``attacker``, ``it``)."""

    player: int
    """The player who makes the choices of the effect."""
    team: int
    """The team ``ally``/``enemy`` are seen from."""
    self_id: str | None = None
    target: str | None = None
    targets: tuple[str, ...] = ()
    attacker: str | None = None
    it: str | None = None
    choose_amounts: bool = False
    """Pre- and post-attack effects: numeric values are chosen from 0 to X (RULES §5.1)."""
    source: str = "card"
    """What resolves: ``card``, ``reaction``, ``ability`` or ``standard``."""

    def role(self, name: str) -> str | None:
        """Returns the champion a role names in this context, or None."""
        if name == "self":
            return self.self_id
        if name == "target":
            if self.target is None and self.targets:
                return self.targets[0]
            return self.target
        if name == "attacker":
            return self.attacker
        if name == "it":
            return self.it
        return None
