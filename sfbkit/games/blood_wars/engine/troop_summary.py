"""A battle hand summarised once, telling cheaply whether cards added or removed leave it legal (BW §7.2).

Each answer equals ``hand_problem(...) is None`` for the changed hand outside a challenge, the legion cap
read from the warlord's hand as it stands; a hand that is illegal already is checked in full every time.
The summary also keeps the formation steps found against the hand, for as long as the hand is unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Literal, NamedTuple

from sfbkit.games.blood_wars.engine.alignment import degree
from sfbkit.games.blood_wars.engine.battle_hands import hand_problem
from sfbkit.games.blood_wars.engine.definitions import RulesetDef
from sfbkit.games.blood_wars.engine.values import legion_cap
from sfbkit.kit.play.decisions import Option

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


@lru_cache(maxsize=1 << 12)
def shared_answers(
    rules: RulesetDef,
    warlord_alignment: str | None,
    warlord_bonus: int,
    alignment: str | None,
    legions: int,
    fates: int,
    bonus: int,
) -> dict[object, bool]:
    """Returns the answers to cards added that every engine's legal battle hands alike in these keep.

    The key is all the answers read: the ruleset, the warlord's alignment and legion-cap bonus, the legions'
    alignment, the counts of legions and fates, and their legion-cap bonus; forks and later matches share it.
    """
    return {}


class ProfileSteps(NamedTuple):
    """What every legal battle hand of one profile shares: its answers to cards added, and its plain steps."""

    answers: dict[object, bool]
    """Whether the hand stays legal with cards added, by their classes (``shared_answers``)."""
    places: dict[str, Option | Literal[False]]
    """The step placing a card no holder names and that is no attached fate (False: none), by the card."""
    moves: dict[tuple[str, ...], Option | Literal[False]]
    """The step moving cards (no attached fate alone) no holder names (False: none), by the cards leaving.

    One step or False rather than a tuple of steps: these are kept for the whole match, and the fewer objects
    a match keeps, the less often the garbage collector runs."""


class TroopSummary:
    """A warlord's battle hand read once: its legions, fates, alignment and the legions holding fates."""

    __slots__ = (
        "_cap",
        "alignment",
        "answers",
        "eng",
        "entries",
        "fates",
        "free",
        "held",
        "holder",
        "holding",
        "legal",
        "legions",
        "moves",
        "places",
        "plain_moves",
        "plain_places",
        "profile",
        "single_holds",
        "troop",
        "warlord",
    )

    def __init__(
        self,
        eng: Engine,
        warlord: str,
        troop: Sequence[str],
        holder: Mapping[str, str],
        legal: bool | None = None,
    ) -> None:
        """Reads the hand once; ``legal`` is its legality when already known, else it is checked in full."""
        self.eng = eng
        self.warlord = warlord
        self.troop = troop
        self.holder = holder
        self.legal = hand_problem(eng, warlord, troop, holder) is None if legal is None else legal
        cards = eng.cards
        legions: list[str] = []
        fates: list[str] = []
        held: set[str | None] = set()
        taken: set[str] = set()
        named = 0
        bonus = 0
        for card in troop:
            definition = cards[card]
            kind = definition.kind
            if kind == "legion":
                legions.append(card)
            elif kind == "fate":
                fates.append(card)
                if definition.placement == "attach":
                    held.add(holder.get(card))
            legion = holder.get(card)
            if legion is not None:
                taken.add(legion)
                named += 1
            bonus += definition.cap_bonus
        self.legions = legions
        self.fates = fates
        self.alignment = cards[legions[0]].alignment if legions else None
        self.held = held
        """The holders named by the hand's attached fates."""
        self.free = [legion for legion in legions if legion not in taken]
        """The hand's legions no card of it names as holder."""
        self.holding: dict[str, str] = {}
        """Each legion of the hand holding a fate, and the fate (``Engine.held_by``)."""
        if legions:
            for fate, legion in holder.items():
                if legion not in self.holding and legion in legions:
                    self.holding[legion] = fate
        self.single_holds = named == len(taken)
        """No legion is named as holder twice, so the card a legion holds is found in the hand alone."""
        self.places: dict[str, tuple[Option, ...]] = {}
        """The placing steps of an attached fate from the command hand (one free of any holder) onto this hand."""
        self.entries: list[tuple[str, tuple[str, ...], Option | None, bool, str | None]] | None = None
        """Each card of this hand with the cards leaving with it, its returning step (None: illegal), whether it
        is attached and its holder."""
        self.moves: dict[str, tuple[tuple[str, ...], str | None, tuple[Option, ...]]] = {}
        """An attached fate's moving steps to this hand (one of it: to another of its legions), found for its
        holder."""
        self._cap: int | None = None
        self.profile = (warlord, self.alignment, len(legions), len(fates), bonus) if self.legal else None
        """A legal hand's profile: warlord, legion alignment, legions, fates and legion-cap bonus. Hands of one
        profile share their plain steps, and hands alike in what the answers read share those
        (``shared_answers``)."""
        kept = None if self.profile is None else eng.hand_profiles.get(self.profile)
        if kept is None:
            if self.profile is None:
                kept = ProfileSteps({}, {}, {})
            else:
                leader = cards[warlord]
                answers = shared_answers(
                    eng.rules,
                    leader.alignment,
                    leader.cap_bonus,
                    self.alignment,
                    len(legions),
                    len(fates),
                    bonus,
                )
                kept = eng.hand_profiles[self.profile] = ProfileSteps(answers, {}, {})
        self.answers = kept.answers
        """Whether the hand stays legal with cards added, by their classes; shared by alike legal hands."""
        self.plain_places = kept.places
        """The placing step (False: none) of a card no holder names and that is no attached fate, shared by a
        legal hand's profile."""
        self.plain_moves = kept.moves
        """The moving step (False: none) of a card no holder names and that is no attached fate (with the fate it
        holds), by the cards leaving, shared by a legal hand's profile."""

    def fits(self, card: str, legion: str | None = None) -> bool:
        """Tells whether the hand stays legal with one card added: one no holder names, or attached to ``legion``.

        The answer depends only on the card's ``fit_class`` and, for a legal hand, on its
        profile, so a legal hand's answers are shared (``shared_answers``) by every hand alike.
        """
        kind = self.eng.cards[card].fit_class
        if self.profile is None:
            key: object = (kind, legion)
        elif legion is None:
            key = kind
        else:
            key = (kind, legion in self.legions, legion in self.held)
        found = self.answers.get(key)
        if found is None:
            found = self.answers[key] = self.accepts((card,), None if legion is None else (card, legion))
        return found

    def fits_held(self, legion: str, fate: str) -> bool:
        """Tells whether the hand stays legal with a legion added and the fate it holds."""
        if self.profile is None:
            return self.accepts((legion, fate))
        cards = self.eng.cards
        key = ("held", cards[legion].fit_class, cards[fate].fit_class)
        found = self.answers.get(key)
        if found is None:
            found = self.answers[key] = self.accepts((legion, fate))
        return found

    def attachable(self, fate: str) -> list[str]:
        """Returns the legions no card of the hand names as holder that an attached fate added may be held by."""
        if self.profile is None:
            return [legion for legion in self.free if self.fits(fate, legion)]
        # A legal hand's answer is one for all such legions: ``fits`` asks only whether a legion is held.
        return self.free if self.free and self.fits(fate, self.free[0]) else []

    def reattachable(self, fate: str) -> list[str]:
        """Returns the legions no card of the hand names as holder that its attached ``fate`` may move to."""
        if self.profile is None:
            return [legion for legion in self.free if self.reattaches(fate, legion)]
        # A legal hand's legions share one alignment and hold nothing, so the answer is one for all of them.
        return self.free if self.free and self.reattaches(fate, self.free[0]) else []

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
            for card in new_legions:
                if cards[card].alignment != alignment:
                    return False
            raised = 0
            for card in added:
                raised += cards[card].cap_bonus
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
        cards = self.eng.cards
        legions = len(self.legions)
        fates = len(self.fates)
        raised = False
        for card in leaving:
            if card in self.legions:
                legions -= 1
            elif card in self.fates:
                fates -= 1
            if cards[card].cap_bonus:
                raised = True
        if fates > legions:
            return False
        if legions and raised:
            rest = [c for c in self.troop if c not in leaving]
            return hand_problem(self.eng, self.warlord, rest, self.holder) is None
        if legions == len(self.legions):
            return True
        holder = self.holder
        for fate in self.fates:
            if fate not in leaving and cards[fate].placement == "attach":
                legion = holder.get(fate)
                if legion not in self.legions or legion in leaving:
                    return False
        return True

    def reattaches(self, fate: str, legion: str) -> bool:
        """Tells whether the hand stays legal with its attached ``fate`` held by ``legion`` instead."""
        holder = self.holder
        if not self.legal:
            return hand_problem(self.eng, self.warlord, self.troop, {**holder, fate: legion}) is None
        cards = self.eng.cards
        if legion not in self.legions:
            return False
        for other in self.fates:
            if other != fate and holder.get(other) == legion and cards[other].placement == "attach":
                return False
        definition = cards[fate]
        if definition.alignment is None:
            return True
        against = cards[legion].alignment
        return (
            against is not None and degree(definition.alignment, against, self.eng.rules.alignment_match) > 0
        )
