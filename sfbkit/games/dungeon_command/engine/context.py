"""The context an effect resolves in: who controls it, which creatures its selectors name, what is pending."""

from __future__ import annotations

from dataclasses import dataclass, field

from sfbkit.games.dungeon_command.engine.definitions import AttackKind


@dataclass(slots=True)
class PendingDamage:
    """A damage event between its amount and the cower decision (DC §9.1 step 2)."""

    target: int
    amount: int


@dataclass(slots=True)
class PendingAttack:
    """A declared attack: its attacker, kind and targets, and the targets it will not affect (DC §8.4)."""

    attacker: int | None
    kind: AttackKind
    targets: list[int]
    spared: set[int] = field(default_factory=set)
    """Targets that dodged or whose attack was cancelled (DC §8.3)."""


@dataclass(slots=True)
class Ctx:
    """Where an effect stands: its controller, ``self``, ``target``, ``attacker``, ``event_creature``, ``it``."""

    controller: int
    source: int | None
    """``self``: the acting creature or the power's creature; None for a commander."""
    target: int | None = None
    attacker: int | None = None
    event_creature: int | None = None
    it: int | None = None
    order: str | None = None
    """The order being played, if any."""
    return_order: bool = False
    damage: PendingDamage | None = None
    attack: PendingAttack | None = None
    damage_dealt: bool = False
    attack_kind: AttackKind | None = None

    def child(self, **changes: object) -> Ctx:
        """Returns a copy with some fields changed (pending damage and attack are shared)."""
        copy = Ctx(
            self.controller,
            self.source,
            self.target,
            self.attacker,
            self.event_creature,
            self.it,
            self.order,
            self.return_order,
            self.damage,
            self.attack,
            self.damage_dealt,
            self.attack_kind,
        )
        for name, value in changes.items():
            setattr(copy, name, value)
        return copy
