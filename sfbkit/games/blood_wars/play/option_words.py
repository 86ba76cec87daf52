"""A Blood Wars decision's options in words: every card named, where it goes, and which copy when two read alike."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from sfbkit.kit.play.decisions import Decision, Option

Names = Callable[[str], str]
"""Returns a card instance's display name (``p1:ashlord-vhorza#2`` to ``Ashlord Vhorza``)."""


def copy_number(instance: str) -> str:
    """Returns the copy number of an instance ``p<k>:<id>#<copy>`` (BW §14), or an empty string."""
    return instance.rpartition("#")[2] if "#" in instance else ""


def _place(target: str, names: Names) -> str:
    warlord, _, legion = target.partition("/")
    where = f"{names(warlord)}'s battle hand"
    return f"{where}, held by {names(legion)}" if legion else where


def option_words(option: Option, names: Names) -> str:
    """Returns one option in words, from its id (BW §14), or the engine's label for an id it does not know."""
    verb, _, rest = option.id.partition(":")
    card, _, target = rest.partition("@")
    if verb == "place" and target:
        return f"place {names(card)} in {_place(target, names)}"
    if verb == "move" and target:
        return f"move {names(card)} to {_place(target, names)}"
    if verb == "return":
        return f"return {names(card)} to your command hand"
    if verb in ("intrigue", "combat") and target:
        return f"declare {verb} for {names(card)} with {names(target)}"
    if verb == "battlefield":
        return f"put {names(card)} into play"
    if verb == "fate":
        return f"play {names(card)}"
    if verb == "induct":
        return f"induct {names(card)}"
    if verb == "discard":
        return f"discard {names(card)}"
    if verb == "add":
        return f"add {names(card)} to the combat hand"
    if verb in ("support", "oppose"):
        return f"{verb} with {names(card)}"
    if verb == "choose" and rest.startswith("p") and rest[1:].isdigit():
        return f"choose player {rest}"
    if verb == "choose":
        return f"choose {names(card)}"
    return option.label


def worded(decision: Decision, names: Names) -> Decision:
    """Returns the decision with each option labelled in words; options that read alike get their copy number."""
    words = [option_words(option, names) for option in decision.options]
    repeated = Counter(words)
    labelled = []
    for option, text in zip(decision.options, words, strict=True):
        if repeated[text] > 1:
            card = option.id.partition(":")[2].partition("@")[0].partition("/")[0]
            number = copy_number(card)
            text = f"{text} (copy {number})" if number else text
        labelled.append(Option(option.id, text))
    return decision._replace(options=tuple(labelled))
