"""One self-contained HTML page of charts, each followed by the table of its numbers, rendered with autoescape."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup


@dataclass(frozen=True, slots=True)
class Table:
    """A chart's numbers: a header row and rows of text cells."""

    header: Sequence[str]
    rows: Sequence[Sequence[str]]


@dataclass(frozen=True, slots=True)
class Section:
    """A heading, a sentence on how to read it, an optional chart (inline SVG) and its table."""

    title: str
    reading: str
    chart: str | None
    table: Table
    note: str = ""


@dataclass(frozen=True, slots=True)
class Page:
    """The whole report: a title, its settings line, the plainly worded findings, then the sections."""

    title: str
    settings: str
    findings: Sequence[str]
    findings_title: str
    sections: Sequence[Section] = field(default_factory=list)


def render(page: Page) -> str:
    """Returns the page as HTML: nothing is loaded from the network, every text is escaped."""
    from jinja2 import Environment, PackageLoader, select_autoescape

    environment = Environment(
        loader=PackageLoader("sfbkit.kit.lab", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        keep_trailing_newline=True,
    )
    sections: list[dict[str, Any]] = [
        {
            "title": section.title,
            "reading": section.reading,
            "note": section.note,
            # The SVG comes from matplotlib, whose text it escapes itself.
            "chart": Markup(section.chart) if section.chart is not None else None,
            "table": section.table,
            "anchor": f"s{number}",
        }
        for number, section in enumerate(page.sections)
    ]
    return environment.get_template("report.html.j2").render(page=page, sections=sections)
