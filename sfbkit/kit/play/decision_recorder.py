"""The recorder of decisions: what was asked, the answer and who answered, for every game's match log."""

from __future__ import annotations

from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.match_protocol import DecidingMatch


def apply_recorded(
    match: DecidingMatch, decisions: list[DecisionRecord], option: str, source: str, *, first_index: int
) -> DecisionRecord:
    """Answers the pending decision (the match refuses an illegal one) and appends its record to ``decisions``.

    ``first_index`` is the index of a match's first decision in the game's log (its numbering).
    """
    decision = match.decision
    before = len(match.events)
    match.apply(option)
    assert decision is not None
    record = DecisionRecord(
        len(decisions) + first_index, decision.player, decision.kind, option, source, before
    )
    decisions.append(record)
    return record
