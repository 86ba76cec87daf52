"""A battle hand summarised once, telling cheaply whether cards added or removed leave it legal (BW §7.2).

Each answer equals ``hand_problem(...) is None`` for the changed hand outside a challenge, the legion cap
read from the warlord's hand as it stands; a hand that is illegal already is checked in full every time.
The summary also keeps the formation steps found against the hand, for as long as the hand is unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.alignment import degree
from sfbkit.games.blood_wars.engine.battle_hands import hand_problem
from sfbkit.games.blood_wars.engine.values import legion_cap
from sfbkit.kit.play.decisions import Option

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


class TroopSummary:
    """A warlord's battle hand read once: its legions, fates, alignment and the legions holding fates."""

    __slots__ = (
        "_cap",
        "_fits",
        "alignment",
        "eng",
        "entries",
        "fates",
        "held",
        "holder",
        "holders",
        "legal",
        "legions",
        "moves",
        "places",
        "profile",
        "single_holds",
        "snapshot",
        "taken",
        "troop",
        "warlord",
    )

    def __init__(self, eng: Engine, warlord: str, troop: Sequence[str], holder: Mapping[str, str]) -> None:
        self.eng = eng
        self.warlord = warlord
        self.troop = troop
        self.holder = holder
        self.legal = hand_problem(eng, warlord, troop, holder) is None
        cards = eng.cards
        self.legions = [c for c in troop if cards[c].kind == "legion"]
        self.fates = [c for c in troop if cards[c].kind == "fate"]
        self.alignment = cards[self.legions[0]].alignment if self.legions else None
        self.held = {holder.get(f) for f in self.fates if cards[f].placement == "attach"}
        self.holders = [holder.get(c) for c in troop]
        self.taken = {legion for legion in self.holders if legion is not None}
        """Every legion some card of the hand names as its holder."""
        named = [legion for legion in self.holders if legion is not None]
        self.single_holds = len(named) == len(self.taken)
        """No legion is named as holder twice, so the card a legion holds is found in the hand alone."""
        self.snapshot = list(troop)
        self.places: dict[str, tuple[Option, ...]] = {}
        """The placing steps of a card from the command hand (one free of any holder) onto this hand."""
        self.entries: list[tuple[str, tuple[str, ...], Option | None, bool, str | None]] | None = None
        """Each card of this hand with the cards leaving with it, its returning step (None: illegal), whether it
        is attached and its holder."""
        self.moves: dict[str, tuple[tuple[str, ...], str | None, tuple[Option, ...]]] = {}
        """A card's moving steps to this hand (an attached card of it: to another of its legions), found for
        the cards that leave with it and its holder."""
        self._cap: int | None = None
        self._fits: dict[tuple[object, ...], bool] = {}
        self.profile = (
            (
                warlord,
                self.alignment,
                len(self.legions),
                len(self.fates),
                sum(cards[c].cap_bonus for c in troop),
            )
            if self.legal
            else None
        )
        """All that a legal hand's answers to one card added depend on: warlord, legion alignment, legions,
        fates and legion-cap bonus."""

    def fits(self, card: str, legion: str | None = None) -> bool:
        """Tells whether the hand stays legal with one card added: one no holder names, or attached to ``legion``.

        The answer depends only on the card's kind, placement, alignment and legion-cap bonus and, for a legal hand, on its
        profile, so a legal hand's answers are shared (``Engine.hand_answers``) by every hand of its profile.
        """
        definition = self.eng.cards[card]
        kind = (definition.fit_class, definition.cap_bonus)
        if self.profile is None:
            key: tuple[object, ...] = (kind, legion)
            answers = self._fits
        elif legion is None:
            key = (self.profile, kind)
            answers = self.eng.hand_answers
        else:
            key = (self.profile, kind, legion in self.legions, legion in self.held)
            answers = self.eng.hand_answers
        found = answers.get(key)
        if found is None:
            found = answers[key] = self.accepts((card,), None if legion is None else (card, legion))
        return found

    def _full_cap(self, alignment: str) -> int:
        """Returns the legion cap for legions of ``alignment`` (the hand's own alignment is looked up once)."""
        eng = self.eng
        warlord_alignment = eng.cards[self.warlord].alignment
        assert warlord_alignment is not None
        shared = degree(alignment, warlord_alignment, eng.rules.alignment_match)
        if shared == 0:
            return -1
        if alignment != self.alignment:
            return legion_cap(eng, self.warlord, shared == 2, self.troop)
        if self._cap is None:
            self._cap = legion_cap(eng, self.warlord, shared == 2, self.troop)
        return self._cap

    def accepts(self, added: Sequence[str], attach: tuple[str, str] | None = None) -> bool:
        """Tells whether the hand stays legal with ``added`` appended, ``attach`` (fate, legion) a new holding."""
        eng = self.eng
        holder = self.holder
        if not self.legal:
            moved = holder if attach is None else {**holder, attach[0]: attach[1]}
            return hand_problem(eng, self.warlord, [*self.troop, *added], moved) is None
        cards = eng.cards
        new_legions: list[str] = []
        new_fates: list[str] = []
        for card in added:
            kind = cards[card].kind
            if kind == "legion":
                new_legions.append(card)
            elif kind == "fate":
                new_fates.append(card)
            else:
                return False
        alignment = self.alignment
        if new_legions:
            if alignment is None:
                alignment = cards[new_legions[0]].alignment
                assert alignment is not None
            if any(cards[c].alignment != alignment for c in new_legions):
                return False
            raised = sum(cards[c].cap_bonus for c in added)
            if len(self.legions) + len(new_legions) > self._full_cap(alignment) + raised:
                return False
        if not new_fates:
            return True
        if len(self.fates) + len(new_fates) > len(self.legions) + len(new_legions):
            return False
        mode = eng.rules.alignment_match
        held = set(self.held)
        for fate in new_fates:
            definition = cards[fate]
            placement = definition.placement
            if placement != "attach" and placement != "battle_hand":
                return False
            legion = attach[1] if attach is not None and attach[0] == fate else holder.get(fate)
            if placement == "attach":
                if (
                    legion is None
                    or legion in held
                    or (legion not in self.legions and legion not in new_legions)
                ):
                    return False
                held.add(legion)
            if definition.alignment is not None:
                against = cards[legion].alignment if legion is not None else alignment
                if against is None or degree(definition.alignment, against, mode) == 0:
                    return False
        return True

    def loses(self, leaving: Sequence[str]) -> bool:
        """Tells whether the hand stays legal without the cards of ``leaving``."""
        if not self.legal:
            rest = [c for c in self.troop if c not in leaving]
            return hand_problem(self.eng, self.warlord, rest, self.holder) is None
        legions = [c for c in self.legions if c not in leaving]
        fates = [c for c in self.fates if c not in leaving]
        if len(fates) > len(legions):
            return False
        cards = self.eng.cards
        if legions and any(cards[c].cap_bonus for c in leaving):
            rest = [c for c in self.troop if c not in leaving]
            return hand_problem(self.eng, self.warlord, rest, self.holder) is None
        if len(legions) == len(self.legions):
            return True
        holder = self.holder
        return all(cards[f].placement != "attach" or holder.get(f) in legions for f in fates)

    def reattaches(self, fate: str, legion: str) -> bool:
        """Tells whether the hand stays legal with its attached ``fate`` held by ``legion`` instead."""
        holder = self.holder
        if not self.legal:
            return hand_problem(self.eng, self.warlord, self.troop, {**holder, fate: legion}) is None
        cards = self.eng.cards
        if legion not in self.legions:
            return False
        if any(f != fate and holder.get(f) == legion and cards[f].placement == "attach" for f in self.fates):
            return False
        definition = cards[fate]
        if definition.alignment is None:
            return True
        against = cards[legion].alignment
        return (
            against is not None and degree(definition.alignment, against, self.eng.rules.alignment_match) > 0
        )
