"""Sheets and the card site of a game's cards (``CardPages``): its faces on the kit's sheet grid and site shell."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from markupsafe import Markup

from sfbkit.kit.catalogue.field_record import FieldRecord, RecordField
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.render.sheet_design import SheetDesign

if TYPE_CHECKING:
    from sfbkit.kit.render.card_pages import CardPages

PACKAGE = "sfbkit.kit.render"
DESIGN = SheetDesign(
    PACKAGE, "declared_face.html.j2", "declared_back.html.j2", ("declared_card.css",), lambda face: "declared"
)
"""A declared game's card art: its face inside a plain frame, and a back naming the game."""
ASSETS = ("declared_card.css", "record_fields.js")

SITE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "search": "Search",
        "groups": "Groups",
        "help": "Help",
        "language": "Language",
        "results": "cards",
        "card": "Card",
        "text": "Rules text",
        "fields": "Fields",
        "field": "Field",
        "also": "Also",
        "flags": "Flags of is: and not:",
        "orders": "Fields order: sorts by",
        "help_intro": "Type a query above the card list: words find names; field:value, field=value and "
        "field>n narrow the list; or, - and parentheses combine terms.",
    },
    "ja": {
        "search": "検索",
        "groups": "グループ",
        "help": "ヘルプ",
        "language": "言語",
        "results": "枚",
        "card": "カード",
        "text": "ルール文",
        "fields": "項目",
        "field": "項目",
        "also": "別名",
        "flags": "フラグ（is と not の値）",
        "orders": "並べ替えの項目（order の値）",
        "help_intro": "カード一覧の上に検索式を入力します。語は名前を探し、項目と値の比較で絞り込み、"
        "or、- と括弧で条件を組み合わせます。",
    },
}
"""The kit's interface words of the site; a game's ``site_words`` replace or add to them."""
LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}


class DeclaredFace(NamedTuple):
    """One card as a sheet draws it: the game's face HTML, and the game's name for its back."""

    id: str
    lang: str
    html: Markup
    game: str


def default_face(record: FieldRecord, fields: Sequence[RecordField], lang: str) -> Markup:
    """Returns a card's face: its name, its facts on one line and its rules text."""
    facts = " · ".join(record.cell(field.name) for field in fields if record.cell(field.name))
    text = Markup("").join(Markup("<p>{}</p>").format(line) for line in record.texts[lang])
    return Markup(
        '<article class="card-face" data-card="{}" lang="{}"><h2>{}</h2><p class="facts">{}</p>{}</article>'
    ).format(record.id, lang, record.name, facts, text)


def selected(pages: CardPages, request: SheetRequest) -> list[FieldRecord]:
    """Returns the records a request names, in the catalogue's order; UnknownIdError for an unknown id or group."""
    from sfbkit.kit.errors import unknown_id

    records = list(pages.records)
    if request.everything:
        return records
    known = {record.id for record in records}
    wanted: set[str] = set()
    for item_id in request.ids:
        if item_id not in known:
            raise unknown_id(item_id, known, "card")
        wanted.add(item_id)
    for group in request.groups:
        if group not in pages.groups:
            raise unknown_id(group, sorted(pages.groups), "group")
        wanted.update(pages.groups[group][1])
    return [record for record in records if record.id in wanted]


def sheet_bytes(pages: CardPages, request: SheetRequest) -> bytes:
    """Returns the sheet a request asks for: text, Markdown, or the game's faces on the kit's grid (HTML or PDF)."""
    from sfbkit.kit.errors import UsageError
    from sfbkit.kit.problems import printable
    from sfbkit.kit.render.sheet_grid import SheetOptions, check_options
    from sfbkit.kit.render.sheet_page import sheet_html, sheet_pdf
    from sfbkit.kit.text.markdown_text import markdown_escape

    if request.lang not in pages.languages:
        raise UsageError(f"unknown language {request.lang!r}; expected one of {', '.join(pages.languages)}")
    options = SheetOptions(
        request.lang, request.paper, request.bleed, request.backs, request.offset_x, request.offset_y
    )
    check_options(options)
    records = selected(pages, request)
    title = f"{pages.title} cards"
    if request.output == "txt":
        blocks = ["\n".join(pages.text_lines(record, request.lang)) for record in records]
        return (printable("\n\n".join(blocks)) + "\n").encode()
    if request.output == "md":
        lines = [f"# {title}", ""]
        for record in records:
            lines += [f"## {markdown_escape(record.name)}", ""]
            paragraphs = pages.text_lines(record, request.lang)[1:]
            lines += [part for line in paragraphs for part in (markdown_escape(line), "")]
        return "\n".join(lines).encode()
    faces = [DeclaredFace(r.id, request.lang, pages.face_html(r, request.lang), pages.title) for r in records]
    if request.output == "html":
        return sheet_html(faces, options, DESIGN, title).encode()
    return sheet_pdf(faces, options, DESIGN, title, request.font)


def site_words(pages: CardPages) -> dict[str, dict[str, str]]:
    """Returns the site's words in each of the game's languages: the kit's, then the game's own over them."""
    return {
        lang: {**SITE_WORDS["en"], **SITE_WORDS.get(lang, {}), **pages.words.get(lang, {})}
        for lang in pages.languages
    }


def _fill(pages: CardPages, folder: Path) -> None:
    from collections import Counter

    from sfbkit.kit.render.environment import page_environment
    from sfbkit.kit.render.site_shell import search_errors, search_meta, write_assets, write_search_data

    env = page_environment(PACKAGE)
    langs = pages.languages
    words = site_words(pages)
    records = pages.records
    groups = pages.groups
    site_name = f"{pages.title} cards"

    def page(name: str, template: str, title: str, **context: Any) -> None:
        html = env.get_template(template).render(
            root="",
            title=title,
            site_name=site_name,
            styles=("declared_card.css", "site.css"),
            menu=(
                ("search", "index.html"),
                *((("groups", "index.html#groups"),) if groups else ()),
                ("help", "help.html"),
            ),
            langs=langs,
            language_names={lang: LANGUAGE_NAMES.get(lang, lang) for lang in langs},
            labels=words,
            **context,
        )
        (folder / name).write_text(html, encoding="utf-8")

    write_assets(folder, PACKAGE, ASSETS)
    write_search_data(
        folder,
        {
            "meta": search_meta(pages.search_fields, langs),
            "labels": words,
            "search_errors": search_errors(langs),
            "cards": [record.as_json() for record in records],
        },
    )
    shown = [field for field in pages.record_fields if field.heading]
    page("index.html", "declared_index.html.j2", "Cards", records=records, fields=shown, groups=groups)
    page("help.html", "declared_help.html.j2", "Search help", table=pages.search_fields)
    names = {record.id: record.name for record in records}
    for group_id, (name, cards) in groups.items():
        counts = Counter(cards)
        members = [(card, names[card], counts[card]) for card in counts if card in names]
        notes = {lang: pages.group_lines(group_id, lang) for lang in langs}
        page(
            f"group-{group_id}.html",
            "declared_group.html.j2",
            name,
            group_name=name,
            members=members,
            notes=notes,
        )
    for record in records:
        faces = {lang: pages.face_html(record, lang) for lang in langs}
        page(f"{record.id}.html", "declared_card_page.html.j2", record.name, record=record, faces=faces)


def write_site(pages: CardPages, out: Path) -> None:
    """Writes the site into ``out`` atomically, never over the content it reads."""
    from sfbkit.kit.io.atomic import write_directory_atomic

    write_directory_atomic(out, lambda folder: _fill(pages, folder), reading=pages.guarded)


def group_members(groups: Mapping[str, tuple[str, tuple[str, ...]]]) -> dict[str, list[str]]:
    """Returns the groups each card is in, by card id."""
    members: dict[str, list[str]] = {}
    for group_id, (_, cards) in groups.items():
        for card in cards:
            members.setdefault(card, []).append(group_id)
    return members
