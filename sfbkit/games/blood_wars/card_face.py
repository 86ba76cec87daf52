"""A Blood Wars card face as HTML: the lines of ``faces.card_lines`` with its kind's colour, for sheets and the site."""

from __future__ import annotations

from markupsafe import Markup

from sfbkit.games.blood_wars.db.card_record import BWCardRecord
from sfbkit.games.blood_wars.faces import card_lines
from sfbkit.kit.text.punctuation import separator

KIND_COLOURS = {"warlord": "#7a1f1f", "legion": "#444", "battlefield": "#2f5d2f", "fate": "#3a3a7a"}
"""The stripe down a face's left edge, one colour per kind of card."""


def face_html(record: BWCardRecord, lang: str) -> Markup:
    """Returns one card face: name, kind and alignment, numbers, then its rules text, decks and flavour."""
    heading, numbers, *rest = card_lines(record, lang)
    facts = heading.removeprefix(f"{record.name} ({record.id})").removeprefix(separator(lang))
    flavour = f'"{record.flavour}"'
    text = Markup("").join(
        Markup('<p class="flavour">{}</p>' if line == flavour else "<p>{}</p>").format(line) for line in rest
    )
    return Markup(
        '<article class="card-face bw-{}" data-card="{}" lang="{}" style="border-left: 1.2mm solid {}; '
        'padding-left: 1.5mm"><h2>{}</h2><p class="facts">{}</p><p class="numbers">{}</p>{}</article>'
    ).format(record.kind, record.id, lang, KIND_COLOURS[record.kind], record.name, facts, numbers, text)
