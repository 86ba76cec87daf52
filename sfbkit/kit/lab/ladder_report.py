"""A ladder's report: its ratings in order, with intervals, and each step of the expected order in plain words."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.kit.lab.expected_order import order_steps, step_words
from sfbkit.kit.lab.ladder_ratings import Ladder
from sfbkit.kit.lab.report_page import Page, Section, Table

EXPECTED = "random < first ≤ greedy < search:100 < search:400"
"""The order the players are expected to rank in, as the report words it."""


def ranked(ladder: Ladder) -> list[int]:
    """Returns the entrants from the strongest down (by rating, then by name)."""
    return sorted(range(len(ladder.ratings)), key=lambda i: (-ladder.ratings[i].mu, ladder.ratings[i].name))


def _rows(ladder: Ladder) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for place, index in enumerate(ranked(ladder), start=1):
        rating = ladder.ratings[index]
        rows.append(
            (
                str(place),
                rating.name,
                f"{rating.mu:.1f}",
                f"{rating.low:.1f}–{rating.high:.1f}",
                str(rating.wins),
                str(rating.draws),
                str(rating.games),
            )
        )
    return rows


HEADER = ("rank", "player", "rating", "95% interval", "wins", "draws", "games")


def ladder_text(entrants: Sequence[str], ladder: Ladder, settings: str) -> str:
    """Returns the report for the terminal."""
    rows = [HEADER, *_rows(ladder)]
    widths = [max(len(row[column]) for row in rows) for column in range(len(HEADER))]
    lines = [settings, "", "ratings (OpenSkill, 95% interval of the skill)"]
    lines += [
        "  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    steps = order_steps(entrants, ladder)
    lines += ["", f"expected order {EXPECTED}"]
    lines += [f"  {step_words(entrants, ladder, step)}" for step in steps] or ["  (no two players it ranks)"]
    return "\n".join(lines) + "\n"


def ladder_page(title: str, entrants: Sequence[str], ladder: Ladder, settings: str) -> Page:
    """Returns the HTML report: ratings chart and table, head-to-head heat map and table, the order's steps."""
    from sfbkit.kit.lab import svg_charts

    order = ranked(ladder)
    ratings = [ladder.ratings[i] for i in order]
    chart = svg_charts.estimate_chart(
        [r.name for r in ratings],
        [r.mu for r in ratings],
        [r.low for r in ratings],
        [r.high for r in ratings],
        "rating",
    )
    names = [entrants[i] for i in order]
    cells: list[list[float | None]] = []
    rows = []
    for a in order:
        line: list[float | None] = []
        for b in order:
            record = ladder.record(a, b)
            line.append(100 * record["rate"] if a != b and record["trials"] else None)
            if a != b and record["trials"]:
                rows.append(
                    (
                        entrants[a],
                        entrants[b],
                        f"{100 * record['rate']:.1f}%",
                        f"{100 * record['low']:.1f}–{100 * record['high']:.1f}%",
                        str(record["trials"]),
                    )
                )
        cells.append(line)
    steps = [step_words(entrants, ladder, step) for step in order_steps(entrants, ladder)]
    return Page(
        title,
        settings,
        steps,
        f"Expected order {EXPECTED}",
        [
            Section(
                "Ratings",
                "Each player's skill as OpenSkill rates it from every game, strongest first, with its 95% interval. "
                "Two players whose bars overlap much may be equally strong: play more games to tell them apart.",
                chart,
                Table(HEADER, _rows(ladder)),
            ),
            Section(
                "Head to head",
                "How often the row's player beat the column's player in their decided games. Red favours the row.",
                svg_charts.heat_map(names, names, cells) if len(names) > 1 else None,
                Table(("player", "against", "won", "95% interval", "decided games"), rows),
            ),
        ],
    )
