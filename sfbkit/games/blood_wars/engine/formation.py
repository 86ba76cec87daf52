"""Troop Formation (BW §7.3): place, move and return cards, every step leaving every battle hand legal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from sfbkit.games.blood_wars.engine.core import card_id, owner_index
from sfbkit.games.blood_wars.engine.troop_summary import TroopSummary
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


class FormationMemo:
    """The last battle-hand summary of each warlord in one formation, and the warlords whose hands changed since.

    A summary is dropped once its hand changed: keeping every summary of a formation in case a hand returns to
    an earlier arrangement costs the garbage collector more than reading the hand again.
    """

    __slots__ = ("changed", "last", "others_in_play", "stepped")

    def __init__(self) -> None:
        self.last: dict[str, TroopSummary] = {}
        self.changed: set[str] | None = None
        """The warlords whose hands a step changed since the last summaries were taken (None: any may have);
        whoever changes a hand between two calls names its warlord here."""
        self.stepped = False
        """Whether the hands changed since the first summaries were changed by formation steps alone."""
        self.others_in_play: set[str] | None = None
        """The card ids in play of the other players, whom formation steps do not change."""


def _troops(eng: Engine, player: int, memo: FormationMemo) -> list[TroopSummary]:
    """Returns a summary of each warlord's hand in play order; a hand no step changed keeps its last one."""
    state = eng.state
    me = state.players[player]
    holder = state.holder
    changed = memo.changed
    last = memo.last
    troops: list[TroopSummary] = []
    for warlord in me.warlords:
        summary = None if changed is None or warlord in changed else last.get(warlord)
        if summary is None:
            troop = me.battle[warlord]
            # BW §7.3: a formation step leaves every battle hand legal.
            summary = TroopSummary(eng, warlord, troop, holder, True if memo.stepped else None)
            last[warlord] = summary
        troops.append(summary)
    if changed is None:
        memo.changed = set()
    else:
        changed.clear()
    return troops


Entry = tuple[str, tuple[str, ...], Option | None, bool, str | None]
"""A card of a battle hand, the cards leaving with it, the step returning them (None: illegal), whether it is
an attached fate, and the legion holding it."""


def _step(eng: Engine, verb: str, card: str, warlord: str = "", legion: str = "") -> Option:
    """Returns the option of a formation step, its id and label made only once per engine."""
    kept = eng.place_steps if verb == "place" else eng.move_steps
    key = (card, warlord, legion)
    made = kept.get(key)
    if made is None:
        where = "" if not warlord else f"@{warlord}/{legion}" if legion else f"@{warlord}"
        made = kept[key] = eng.option(f"{verb}:{card}{where}", f"{verb} {eng.cards[card].name}")
    return made


def _returning(eng: Engine, card: str) -> Option:
    """Returns the step returning a card to the command hand, made only once per engine."""
    made = eng.return_steps.get(card)
    if made is None:
        made = eng.return_steps[card] = eng.option(f"return:{card}", f"return {eng.cards[card].name}")
    return made


def _places(eng: Engine, troop: TroopSummary, card: str) -> tuple[Option, ...]:
    """Returns the steps placing a card from the command hand onto a battle hand."""
    definition = eng.cards[card]
    warlord = troop.warlord
    kept = eng.place_steps
    if definition.kind == "legion" or definition.placement != "attach":
        legal = troop.fits(card) if card not in eng.state.holder else troop.accepts((card,))
        return ((kept.get((card, warlord, "")) or _step(eng, "place", card, warlord)),) if legal else ()
    return tuple(
        [
            kept.get((card, warlord, legion)) or _step(eng, "place", card, warlord, legion)
            for legion in troop.attachable(card)
        ]
    )


def _only(steps: tuple[Option, ...]) -> Option | Literal[False]:
    """Returns the one step of a card onto a battle hand, or False when there is none (kept without a tuple)."""
    return steps[0] if steps else False


def _entry(eng: Engine, troop: TroopSummary, card: str) -> Entry:
    """Returns a card of a battle hand with what leaves with it, its returning step and its holding."""
    definition = eng.cards[card]
    holding = troop.holding.get(card) if definition.kind == "legion" else None
    leaving = (card,) if holding is None else (card, holding)
    returning = (eng.return_steps.get(card) or _returning(eng, card)) if troop.loses(leaving) else None
    attached = definition.kind == "fate" and definition.placement == "attach"
    return card, leaving, returning, attached, troop.holder.get(card)


def _moves(
    eng: Engine, target: TroopSummary, card: str, leaving: tuple[str, ...], current: str | None
) -> tuple[Option, ...]:
    """Returns the steps moving a card (and what leaves with it) to a battle hand, or within its own."""
    definition = eng.cards[card]
    warlord = target.warlord
    kept = eng.move_steps
    if definition.kind == "legion" or definition.placement != "attach":
        if current is not None:
            legal = target.accepts(leaving)
        elif len(leaving) == 1:
            legal = target.fits(card)
        else:
            legal = target.fits_held(card, leaving[1])
        return ((kept.get((card, warlord, "")) or _step(eng, "move", card, warlord)),) if legal else ()
    legions = target.reattachable(card) if card in target.troop else target.attachable(card)
    return tuple(
        [
            kept.get((card, warlord, legion)) or _step(eng, "move", card, warlord, legion)
            for legion in legions
            if legion != current
        ]
    )


def formation_options(eng: Engine, player: int, memo: FormationMemo | None = None) -> list[Option]:
    """Returns every legal formation step of a player: the placing steps, ``done``, then moves and returns (BW §7.3).

    ``done`` comes before the steps that only rearrange, so a player taking the first option ends its formation.

    ``memo`` keeps the hands' summaries, and the steps found against them, from one call to the next; a hand is
    read again only when ``memo.changed`` names its warlord.
    """
    state = eng.state
    me = state.players[player]
    holder = state.holder
    cards = eng.cards
    if memo is None:
        memo = FormationMemo()
    troops = _troops(eng, player, memo)
    options: list[Option] = []
    seen: set[str] = set()
    ids_in_play: set[str] | None = None
    for card in me.hand:
        definition = cards[card]
        kind = definition.kind
        if (kind != "legion" and kind != "fate") or definition.id in seen:
            continue
        if definition.unique:
            if ids_in_play is None:
                if memo.others_in_play is None:
                    memo.others_in_play = eng.ids_in_play(i for i in range(len(state.players)) if i != player)
                ids_in_play = memo.others_in_play | eng.ids_in_play((player,))
            if card_id(card) in ids_in_play:
                continue
        if kind == "fate" and definition.placement != "attach" and definition.placement != "battle_hand":
            continue
        seen.add(definition.id)
        if card in holder:
            for troop in troops:
                options += _places(eng, troop, card)
            continue
        if kind == "legion" or definition.placement != "attach":
            for troop in troops:
                step = troop.plain_places.get(card)
                if step is None:
                    step = troop.plain_places[card] = _only(_places(eng, troop, card))
                if step:
                    options.append(step)
            continue
        for troop in troops:
            found = troop.places.get(card)
            if found is None:
                found = troop.places[card] = _places(eng, troop, card)
            options += found
    # BW §14: each place shrinks the command hand, so a player always taking the first option reaches done.
    options.append(eng.option("done", "done"))
    for troop in troops:
        entries = troop.entries
        if entries is None:
            entries = [_entry(eng, troop, card) for card in troop.troop]
            if troop.single_holds:
                troop.entries = entries
        for card, leaving, returning, attached, current in entries:
            if returning is not None:
                options.append(returning)
            elif not attached:
                continue
            if not attached and current is None:
                for target in troops:
                    if target is not troop:
                        step = target.plain_moves.get(leaving)
                        if step is None:
                            step = target.plain_moves[leaving] = _only(
                                _moves(eng, target, card, leaving, None)
                            )
                        if step:
                            options.append(step)
                continue
            for target in troops:
                if target is troop:
                    if not attached:
                        continue
                elif returning is None:
                    continue
                known_moves = target.moves.get(card)
                if known_moves is not None and known_moves[0] == leaving and known_moves[1] == current:
                    options += known_moves[2]
                    continue
                found = _moves(eng, target, card, leaving, current)
                target.moves[card] = (leaving, current, found)
                options += found
    return options


def run_formation(eng: Engine, player: int) -> Gen[None]:
    """Asks the turn player for formation steps until ``done``."""
    state = eng.state
    me = state.players[player]
    memo = FormationMemo()
    memo.changed = set()
    while True:
        answer = yield from ask(
            "formation", player, formation_options(eng, player, memo), "arrange your battle hands"
        )
        if answer == "done":
            return
        memo.stepped = True
        verb, _, rest = answer.partition(":")
        if verb == "return":
            held = eng.held_by(rest)
            leaving = (rest,) if held is None else (rest, held)
            for card in leaving:
                source = eng.warlord_of(card)
                if source is not None:
                    memo.changed.add(source)
                    # A card is in one place only: one found in a battle hand is taken from it alone.
                    eng.leave_battle_hand(card, eng.state.players[owner_index(card)].battle[source])
                else:
                    eng.take_out(card)
                me.hand.append(card)
            for card in leaving:
                eng.emit("returned", card=card, why="formation")
            continue
        card, _, where = rest.partition("@")
        warlord, _, legion = where.partition("/")
        memo.changed.add(warlord)
        if verb == "place":
            me.hand.remove(card)
            me.battle[warlord].append(card)
            if legion:
                state.holder[card] = legion
            eng.emit("placed", card=card, warlord=warlord, legion=legion or None)
            continue
        held = eng.held_by(card) if eng.card(card).kind == "legion" else None
        source = eng.warlord_of(card)
        assert source is not None
        memo.changed.add(source)
        if source != warlord:
            for moving in (card,) if held is None else (card, held):
                state.players[owner_index(moving)].battle[source].remove(moving)
                me.battle[warlord].append(moving)
        if legion:
            state.holder[card] = legion
        eng.emit("moved", card=card, warlord=warlord, legion=legion or None)
