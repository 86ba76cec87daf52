"""Rules text generated from Blood Wars effects, conditions, triggers and passives, in English and Japanese."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from sfbkit.games.blood_wars.content import conditions as c
from sfbkit.games.blood_wars.content import effects as e
from sfbkit.games.blood_wars.content.ability import Ability
from sfbkit.games.blood_wars.content.alignment import Alignment
from sfbkit.games.blood_wars.content.card_places import Card
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.passive import Passive
from sfbkit.games.blood_wars.content.selectors import Choose, ChoosePlayer, Each
from sfbkit.games.blood_wars.content.triggers import Trigger
from sfbkit.games.blood_wars.text.glossary import Lang, term, with_terms
from sfbkit.games.blood_wars.text.phrases import PHRASES


def phrase(key: str, lang: Lang, **values: Any) -> str:
    """Returns the phrase in the language, its terms and values filled in."""
    return with_terms(PHRASES[lang][key], lang).format(**values)


def _for_player(key: str, player: object, lang: Lang, **values: Any) -> str:
    """Returns the phrase addressed to ``you`` when the player is the card's player, else the general one."""
    if player == "you":
        return phrase(f"{key}.you", lang, **values)
    return phrase(key, lang, player=_capital(_player(player, lang), lang), **values)


def _article(word: str, lang: Lang) -> str:
    return phrase("article.an" if word[:1].lower() in "aeiou" else "article.a", lang)


def card_text(card: Card, lang: Lang) -> list[str]:
    """Returns a card's rules text, one line per ability (a fate's play effects and passive first)."""
    lines: list[str] = []
    if isinstance(card, Fate):
        if card.effects:
            lines.append(phrase("played", lang, steps=steps_text(card.effects, lang)))
        if card.passive is not None:
            lines.append(passive_text(card.passive, lang))
    for ability in card.abilities:
        name = ability.name if lang == "ja" or ability.name[-1:] in ".?!" else f"{ability.name}."
        lines.append(phrase("ability.named", lang, name=name, text=ability_text(ability, lang)))
    return lines


def ability_text(ability: Ability, lang: Lang) -> str:
    """Returns one ability's text without its name."""
    if ability.kind == "passive":
        assert ability.passive is not None
        return passive_text(ability.passive, lang)
    steps = steps_text(ability.effects, lang)
    if ability.kind == "trigger":
        assert ability.trigger is not None
        return phrase(
            "trigger.line", lang, trigger=trigger_text(ability.trigger, ability.if_, lang), steps=steps
        )
    cost = phrase("cost.flip" if ability.paid_by_flip else "cost.none", lang)
    return phrase(
        "ability.activated", lang, kind=phrase(f"kind.{ability.kind}", lang), cost=cost, steps=steps
    )


def trigger_text(trigger: Trigger, condition: BaseModel | None, lang: Lang) -> str:
    """Returns when a trigger fires, with its filters and condition."""
    text = phrase(f"trigger.{trigger.on}", lang)
    if trigger.role:
        text += phrase("trigger.role", lang, roles=_roles(trigger.role, lang))
    if trigger.challenge is not None:
        text += phrase(f"trigger.kind.{trigger.challenge}", lang)
    if condition is not None:
        text += phrase("trigger.if", lang, condition=condition_text(condition, lang))
    return text


def passive_text(passive: Passive, lang: Lang) -> str:
    """Returns a passive's modifiers and the condition they hold under."""
    to = phrase(f"who.{passive.to}", lang) if passive.to != "this_card" else phrase("who.this_card", lang)
    parts: list[str] = []
    if passive.is_ is not None:
        parts.append(phrase("passive.is", lang, to=to, amount=_signed(passive.is_)))
    if passive.cs is not None:
        parts.append(phrase("passive.cs", lang, to=to, amount=_signed(passive.cs)))
    if passive.legion_cap is not None:
        parts.append(phrase("passive.legion_cap", lang, amount=_signed(passive.legion_cap)))
    if passive.vp is not None:
        parts.append(phrase("passive.vp", lang, amount=_signed(passive.vp)))
    if passive.immune:
        effects = phrase("list.join", lang).join(phrase(f"immune.{name}", lang) for name in passive.immune)
        parts.append(phrase("passive.immune", lang, to=phrase("who.this_card", lang), effects=effects))
    condition = (
        ""
        if passive.while_ is None
        else phrase("passive.while", lang, condition=condition_text(passive.while_, lang))
    )
    line = phrase("passive.line", lang, modifiers=phrase("and", lang).join(parts), **{"while": condition})
    return _capital(line, lang)


def steps_text(steps: Sequence[BaseModel], lang: Lang) -> str:
    """Returns a list of steps as sentences."""
    joiner = " " if lang == "en" else ""
    return joiner.join(step_text(step, lang) for step in steps)


def step_text(step: BaseModel, lang: Lang) -> str:
    """Returns one step as a sentence."""
    if isinstance(step, e.IsStep | e.CsStep):
        change = step.is_ if isinstance(step, e.IsStep) else step.cs
        key = "op.is" if isinstance(step, e.IsStep) else "op.cs"
        who = _capital(_who(change.who, lang), lang)
        duration = phrase(f"duration.{change.duration}", lang)
        if change.amount == "rr":
            return phrase(f"{key}.rr", lang, who=who, duration=duration)
        return phrase(key, lang, who=who, amount=_signed(change.amount), duration=duration)
    if isinstance(step, e.RrBonusStep):
        return phrase("op.rr_bonus", lang, side=_who(step.rr_bonus.side, lang))
    if isinstance(step, e.DrawStep):
        return _for_player("op.draw", step.draw.player, lang, amount=_count(step.draw.amount, lang))
    if isinstance(step, e.DiscardStep):
        params = step.discard
        chooser = phrase(f"chooser.{params.chooser}", lang)
        return _for_player(
            "op.discard", params.player, lang, amount=_count(params.amount, lang), chooser=chooser
        )
    if isinstance(step, e.ReturnToHandStep | e.DestroyStep | e.DeadBookStep | e.FlipDownStep | e.FlipUpStep):
        kind = e.step_kind(step)
        params = getattr(step, kind)
        return _capital(phrase(f"op.{kind}", lang, who=_who(params.who, lang)), lang)
    if isinstance(step, e.CancelChallengeStep):
        return phrase("op.cancel_challenge", lang)
    if isinstance(step, e.RevealStep):
        reveal = step.reveal
        if reveal.what == "battle_hand":
            assert reveal.who is not None
            return phrase("op.reveal.battle_hand", lang, who=_who(reveal.who, lang))
        assert reveal.player is not None
        return _for_player("op.reveal.command_hand", reveal.player, lang)
    if isinstance(step, e.ArrangeStep):
        return phrase("op.arrange", lang, amount=step.arrange.amount)
    if isinstance(step, e.RecoverStep):
        where = "" if step.recover.where is None else _where(step.recover.where, lang)
        return phrase("op.recover", lang, amount=step.recover.amount, where=where)
    if isinstance(step, e.IfStep):
        text = phrase(
            "op.if", lang, condition=condition_text(step.if_, lang), then=steps_text(step.then, lang)
        )
        if step.else_:
            text += phrase("op.else", lang, steps=steps_text(step.else_, lang))
        return text
    assert isinstance(step, e.ChooseOneStep)
    modes = phrase("mode.join", lang).join(
        phrase("mode", lang, n=index, steps=steps_text(mode, lang))
        for index, mode in enumerate(step.choose_one, 1)
    )
    return phrase("op.choose_one", lang, modes=modes)


def condition_text(condition: BaseModel, lang: Lang) -> str:
    """Returns a condition as a clause."""
    if isinstance(condition, c.AlignmentIs):
        params = condition.alignment
        parts = [term(value, lang) for value in (params.ethic, params.morality) if value is not None]
        return phrase("cond.alignment", lang, who=_who(params.who, lang), components=" ".join(parts))
    if isinstance(condition, c.SharesAlignment):
        shares = condition.shares_alignment
        return phrase(
            "cond.shares_alignment",
            lang,
            who=_who(shares.who, lang),
            n=shares.at_least,
            **{"with": _who(shares.with_, lang)},
        )
    if isinstance(condition, c.CardTypeIs):
        word = term(condition.card_type.type, lang)
        return phrase(
            "cond.card_type", lang, who=_who(condition.card_type.who, lang), type=word, a=_article(word, lang)
        )
    if isinstance(condition, c.SubtypeIs):
        word = term(condition.subtype.subtype, lang)
        return phrase(
            "cond.subtype", lang, who=_who(condition.subtype.who, lang), subtype=word, a=_article(word, lang)
        )
    if isinstance(condition, c.InChallenge):
        return phrase(f"cond.challenge.{condition.challenge}", lang)
    if isinstance(condition, c.RoleIs):
        return phrase(
            "cond.role", lang, who=_who(condition.role.who, lang), roles=_roles(condition.role.is_, lang)
        )
    if isinstance(condition, c.FaceDown):
        return phrase("cond.face_down", lang, who=_who(condition.face_down, lang))
    if isinstance(condition, c.CountIs):
        count = condition.count
        where = "" if count.where is None else _where(count.where, lang)
        place = phrase(f"place.{count.in_}", lang)
        bounds = _bounds(count.at_least, count.at_most, lang, cards=True)
        return phrase(
            "cond.count", lang, place=place, bounds=bounds, type=term(count.type, lang), where=where
        )
    if isinstance(condition, c.TargetBattlefield):
        field = condition.battlefield
        parts = []
        if field.vp_at_least is not None or field.vp_at_most is not None:
            parts.append(
                phrase("cond.battlefield.vp", lang, bounds=_bounds(field.vp_at_least, field.vp_at_most, lang))
            )
        if field.subtype is not None:
            word = term(field.subtype, lang)
            parts.append(phrase("cond.battlefield.subtype", lang, subtype=word, a=_article(word, lang)))
        return phrase("cond.battlefield", lang, bounds=phrase("and", lang).join(parts))
    if isinstance(condition, c.VpIs | c.HandSizeIs):
        player_bounds = condition.vp if isinstance(condition, c.VpIs) else condition.hand_size
        key = "cond.vp" if isinstance(condition, c.VpIs) else "cond.hand_size"
        limits = _bounds(
            player_bounds.at_least, player_bounds.at_most, lang, cards=isinstance(condition, c.HandSizeIs)
        )
        return _for_player(key, player_bounds.player, lang, bounds=limits)
    if isinstance(condition, c.YourTurn):
        return phrase("cond.your_turn", lang)
    if isinstance(condition, c.AllOf | c.AnyOf):
        inner = condition.all if isinstance(condition, c.AllOf) else condition.any
        joiner = phrase("cond.all" if isinstance(condition, c.AllOf) else "cond.any", lang)
        return joiner.join(condition_text(part, lang) for part in inner)
    assert isinstance(condition, c.Not)
    return phrase("cond.not", lang, condition=condition_text(condition.not_, lang))


def alignment_text(alignment: Alignment, lang: Lang) -> str:
    """Returns an alignment as its two components' names (``Lawful Neutral``)."""
    return f"{term(alignment.ethic, lang)} {term(alignment.morality, lang)}"


def _who(who: object, lang: Lang) -> str:
    if isinstance(who, str):
        return phrase(f"who.{who}", lang)
    assert isinstance(who, Choose | Each)
    kind = who.choose if isinstance(who, Choose) else who.each
    where = "" if who.where is None else _where(who.where, lang)
    side = phrase(f"side.{who.side}", lang)
    type_word = term(kind, lang)
    key = "who.choose" if isinstance(who, Choose) else "who.each"
    n = "n" if lang == "en" and (side or type_word)[:1].lower() in "aeiou" else ""
    return phrase(key, lang, side=side, type=type_word, where=where, n=n)


def _where(condition: BaseModel, lang: Lang) -> str:
    return phrase("where", lang, condition=condition_text(condition, lang))


def _player(player: object, lang: Lang) -> str:
    if isinstance(player, ChoosePlayer):
        return phrase("player.choose", lang)
    return phrase(f"player.{player}", lang)


def _roles(roles: Sequence[str], lang: Lang) -> str:
    return phrase("roles.join", lang).join(term(role, lang) for role in roles)


def _bounds(low: int | None, high: int | None, lang: Lang, *, cards: bool = False) -> str:
    unit = "枚" if cards and lang == "ja" else ""
    if low is not None and high is not None:
        return phrase("bounds.between", lang, low=low, high=high, unit=unit)
    if low is not None:
        return phrase("bounds.at_least", lang, n=low, unit=unit)
    return phrase("bounds.at_most", lang, n=high, unit=unit)


def _count(amount: int | str, lang: Lang) -> str:
    return phrase("count.rr", lang) if amount == "rr" else str(amount)


def _signed(amount: int | str) -> str:
    return f"{int(amount):+d}"


def _capital(text: str, lang: Lang) -> str:
    return text[:1].upper() + text[1:] if lang == "en" else text
