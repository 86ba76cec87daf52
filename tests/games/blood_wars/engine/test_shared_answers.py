"""Legal battle hands share their answers to cards added across engines only when alike in all the answers read."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.definitions import CardDef, Definitions, Passive, RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.engine.scenario import new_scenario
from tests.games.blood_wars.engine.plain import PLAIN

PATRON = CardDef("pw", "Patron", "warlord", rr=1, alignment="LE", is_=8, passive=Passive(legion_cap=1))
CARDS = Definitions(cards={**PLAIN.cards, "pw": PATRON})
COLOUR = RulesetDef(alignment_match="colour")


def _formation(warlords: list[str], rules: RulesetDef | None = None) -> BWMatch:
    """Returns a match in the first player's Assembly phase with ten NE legions in hand and the warlords given."""
    seats = [
        {"turns": 3, "deck": ["xx"] * 8, "hand": ["ne"] * 10, "warlords": warlords},
        {"turns": 3, "deck": ["xx"] * 8},
    ]
    return new_scenario(
        CARDS, Position.model_validate({"seats": seats, "phase": "assembly"}), rules or RulesetDef()
    )


def _one_more(match: BWMatch, warlord: str, placed: int, first: int = 1) -> bool:
    """Places ``placed`` NE legions (copies from ``first``) on a warlord; tells whether one more may go there."""
    for copy in range(first, first + placed):
        match.apply(f"place:p1:ne#{copy}@p1:{warlord}#1")
    assert match.decision is not None
    return f"place:p1:ne#{first + placed}@p1:{warlord}#1" in match.decision.ids


def test_hands_under_two_rulesets_keep_their_own_answers() -> None:
    # BW §2, §7.2: NE legions under an LE warlord match it partially (cap 4), under `colour` fully (cap 6).
    assert [_one_more(_formation(["ww"], rules), "ww", 4) for rules in (None, COLOUR, None, COLOUR)] == [
        False,
        True,
        False,
        True,
    ]


def test_hands_under_warlords_of_two_alignments_keep_their_own_answers() -> None:
    # BW §7.2: an NE legion may join an LE warlord's empty hand, never a CG warlord's.
    for warlords in (["ww", "bb"], ["bb", "ww"]):
        decision = _formation(warlords).decision
        assert decision is not None
        assert "place:p1:ne#1@p1:ww#1" in decision.ids
        assert "place:p1:ne#1@p1:bb#1" not in decision.ids


def test_hands_under_warlords_of_two_legion_caps_keep_their_own_answers() -> None:
    # BW §7.2: a warlord's legion_cap passive raises its cap: a fifth partially matching legion fits only there.
    for order in (("ww", "pw"), ("pw", "ww")):
        match = _formation(list(order))
        answers = {order[0]: _one_more(match, order[0], 4), order[1]: _one_more(match, order[1], 4, first=5)}
        assert answers == {"ww": False, "pw": True}
