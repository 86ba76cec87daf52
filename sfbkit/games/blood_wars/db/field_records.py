"""Blood Wars cards as the kit's field records: what search, the site's index and its client-side search read."""

from __future__ import annotations

from sfbkit.games.blood_wars.db.card_record import BWCardRecord
from sfbkit.kit.catalogue.field_record import Fact, FieldRecord, RecordField

RECORD_FIELDS: tuple[RecordField, ...] = (
    RecordField("kind", "text", "kind"),
    RecordField("subtype", "list", "subtype"),
    RecordField("alignment", "text", "al"),
    RecordField("is", "number", "IS"),
    RecordField("cs", "number", "CS"),
    RecordField("vp", "number", "VP"),
    RecordField("rr", "number", "RR"),
    RecordField("unique", "text"),
    RecordField("ability", "list", "abilities"),
    RecordField("timing", "list"),
    RecordField("deck", "list"),
    RecordField("flavour", "text"),
)
"""Each search field a record holds, named as the query language names it; a heading puts it in the index."""


def field_record(record: BWCardRecord) -> FieldRecord:
    """Returns a card's facts under its search fields' names, and its flags (unique, aligned)."""
    facts: dict[str, Fact] = {
        "kind": record.kind,
        "subtype": tuple(value for value in (record.subtype, record.item_kind) if value),
        "alignment": record.alignment,
        "is": record.is_,
        "cs": record.cs,
        "vp": record.vp,
        "rr": record.rr,
        "unique": "yes" if record.unique else "no",
        "ability": record.ability_kinds,
        "timing": record.windows,
        "deck": record.decks,
        "flavour": record.flavour or None,
    }
    flags = {"unique"} if record.unique else set()
    if record.alignment is not None:
        flags.add("aligned")
    return FieldRecord(record.id, record.name, facts, frozenset(flags), record.texts)
