"""The balance report of a simulation: win rates, matchups, first seat, game length, the game's tables, findings."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sfbkit.kit.lab import svg_charts
from sfbkit.kit.lab.fair_band import FairBand
from sfbkit.kit.lab.report_page import Page, Section, Table

if TYPE_CHECKING:
    from sfbkit.kit.game import TallySection
    from sfbkit.kit.simulation.simulated_games import PlayedGame

MOST_ROWS = 40
"""The most rows a chart draws (the farthest from 50% first); its table lists them all."""

MOST_SIDES = 16
"""The most sides the matchup heat map draws; with more, the table alone lists the matchups."""


def pct(rate: Mapping[str, Any]) -> str:
    """Returns a rate and its interval as a designer reads it (``62.0% (55.1–68.4%)``)."""
    return f"{100 * rate['rate']:.1f}% ({100 * rate['low']:.1f}–{100 * rate['high']:.1f}%)"


def _farthest(rows: list[tuple[str, Mapping[str, Any]]]) -> tuple[list[tuple[str, Mapping[str, Any]]], str]:
    if len(rows) <= MOST_ROWS:
        return rows, ""
    kept = sorted(rows, key=lambda row: -abs(row[1]["rate"] - 0.5))[:MOST_ROWS]
    return kept, f"The chart shows the {MOST_ROWS} rows farthest from 50%; the table lists all {len(rows)}."


def rate_section(
    title: str, reading: str, rows: list[tuple[str, Mapping[str, Any]]], band: FairBand | None, axis: str
) -> Section:
    """Returns a chart of rates with intervals (the fair band shaded) and its table."""
    drawn, note = _farthest(rows)
    chart = (
        svg_charts.interval_chart([label for label, _ in drawn], [rate for _, rate in drawn], band, axis)
        if drawn
        else None
    )
    table = Table(
        ("", "rate", "95% low", "95% high", "of"),
        [
            (
                label,
                f"{100 * r['rate']:.1f}%",
                f"{100 * r['low']:.1f}%",
                f"{100 * r['high']:.1f}%",
                str(r["trials"]),
            )
            for label, r in rows
        ],
    )
    return Section(title, reading, chart, table, note)


def findings(items: Sequence[tuple[str, Mapping[str, Any], str]], band: FairBand) -> list[str]:
    """Returns one sentence per item whose win rate's interval lies wholly outside the fair band."""
    lines = []
    for label, rate, games in items:
        verdict = band.verdict(rate)
        if verdict != "fair":
            lines.append(
                f"{label} wins {100 * rate['rate']:.1f}% of {rate['trials']} {games} "
                f"(95% interval {100 * rate['low']:.1f}–{100 * rate['high']:.1f}%): "
                f"{'too strong, above' if verdict == 'above' else 'too weak, below'} the fair band {band.words()}."
            )
    return lines


def _side_rates(summary: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    return [
        (f"{side} (vs {' / '.join(other for other in pairing['sides'] if other != side)})", rate)
        for pairing in summary["pairings"]
        for side, rate in zip(pairing["sides"], pairing["win_rate"], strict=True)
    ]


def _matchups(summary: Mapping[str, Any]) -> Section:
    wins: dict[tuple[str, str], list[int]] = {}
    for pairing in summary["pairings"]:
        sides = pairing["sides"]
        if len(sides) != 2:
            continue
        for mine, theirs, rate in ((0, 1, pairing["win_rate"][0]), (1, 0, pairing["win_rate"][1])):
            cell = wins.setdefault((sides[mine], sides[theirs]), [0, 0])
            cell[0] += rate["successes"]
            cell[1] += rate["trials"]
    labels = sorted({side for side, _ in wins})
    chart = None
    note = ""
    if 1 < len(labels) <= MOST_SIDES:
        cells = [
            [
                100 * wins[(row, column)][0] / wins[(row, column)][1]
                if wins.get((row, column), [0, 0])[1]
                else None
                for column in labels
            ]
            for row in labels
        ]
        chart = svg_charts.heat_map(labels, labels, cells)
    elif len(labels) > MOST_SIDES:
        note = f"{len(labels)} sides are too many to draw; the table lists every matchup."
    rows = [
        (row, column, f"{100 * won / games:.1f}%", str(games))
        for (row, column), (won, games) in sorted(wins.items())
        if games
    ]
    return Section(
        "Matchups",
        "Each cell is how often the row's side beat the column's side. Red cells favour the row, blue cells "
        "the column; a row that is red across the board is strong against everything.",
        chart,
        Table(("side", "against", "win rate", "games"), rows),
        note,
    )


def _lengths(played: Sequence[PlayedGame], unit: str) -> Section:
    counts = Counter(game.tally.length for game in played)
    return Section(
        "Game length",
        f"How many games lasted each number of {unit}. A tall bar at the round or turn limit means many games "
        "ran out of time rather than ending by a win.",
        svg_charts.bar_chart(counts, unit, "games") if counts else None,
        Table((unit, "games"), [(str(length), str(counts[length])) for length in sorted(counts)]),
    )


def _tally_sections(
    summary: Mapping[str, Any], sections: Sequence[TallySection], band: FairBand
) -> tuple[list[Section], list[tuple[str, Mapping[str, Any], str]]]:
    built: list[Section] = []
    judged: list[tuple[str, Mapping[str, Any], str]] = []
    for section in sections:
        table = summary.get(section.name, {})
        names = [name for name, _, _ in section.rates]
        if USED in names and NOT_USED in names:
            built.append(_used_or_not(section.name, table, band))
        for name, _, trials in section.rates:
            if name == NOT_USED:
                continue
            rows = [(key, row[name]) for key, row in table.items() if row[name]["trials"]]
            winning = name.startswith("win_rate")
            words = name.replace("_", " ")
            reading = (
                f"The {words} of each of the {section.name}, over the games counted in its '{trials}' column, "
                "with its 95% interval: the true rate lies in the bar 19 times in 20. "
                + (
                    f"Bars wholly outside the grey fair band ({band.words()}) are named at the top."
                    if winning
                    else "A card rarely used may be weak, or hard to use; compare its win rate when used."
                )
            )
            built.append(
                rate_section(
                    f"{section.name}: {words}", reading, rows, band if winning else None, f"{words}, %"
                )
            )
            if winning:
                judged += [(f"{key} ({section.name}, {words})", rate, trials) for key, rate in rows]
    return built, judged


USED, NOT_USED = "win_rate_when_played", "win_rate_when_not_played"
"""The rates a game tallies for a card's games when its side played it, and when it was there but not played."""


def _used_or_not(name: str, table: Mapping[str, Any], band: FairBand) -> Section:
    keys = [key for key, row in table.items() if row[USED]["trials"] or row[NOT_USED]["trials"]]
    drawn = keys
    note = ""
    if len(keys) > MOST_ROWS:
        gap = {key: abs(table[key][USED]["rate"] - table[key][NOT_USED]["rate"]) for key in keys}
        drawn = sorted(keys, key=lambda key: -gap[key])[:MOST_ROWS]
        note = f"The chart shows the {MOST_ROWS} with the widest gap; the table lists all {len(keys)}."
    chart = (
        svg_charts.paired_chart(
            drawn,
            [table[key][USED] for key in drawn],
            [table[key][NOT_USED] for key in drawn],
            ("when played", "when not played"),
            band,
            "win rate, %",
        )
        if drawn
        else None
    )
    return Section(
        f"{name}: win rate when played and when not",
        "For each card, the win rate of its side in the games it was played (red dot) against the games it "
        "could have been played but was not (grey square), each with its 95% interval. A red dot far right of "
        "its grey square marks a card that wins games when it is played, or one that is played when winning "
        "anyway: compare with its play rate.",
        chart,
        Table(
            ("", "when played", "of", "when not played", "of"),
            [
                (
                    key,
                    pct(table[key][USED]),
                    str(table[key][USED]["trials"]),
                    pct(table[key][NOT_USED]),
                    str(table[key][NOT_USED]["trials"]),
                )
                for key in keys
            ],
        ),
        note,
    )


def simulation_page(
    title: str,
    settings: str,
    summary: Mapping[str, Any],
    played: Sequence[PlayedGame],
    sections: Sequence[TallySection],
    length_unit: str,
    band: FairBand,
) -> Page:
    """Returns the report of a simulation's summary and games."""
    sides = _side_rates(summary)
    first = summary["first_player_wins"]
    tallied, judged = _tally_sections(summary, sections, band)
    page_sections = [
        rate_section(
            "Win rates",
            "How often each side won its games (draws and unfinished games count as not won), with its 95% "
            f"interval. The grey band is the fair band {band.words()}; a red dot's whole interval is above it, "
            "a blue dot's below it.",
            sides,
            band,
            "win rate, %",
        ),
        _matchups(summary),
        rate_section(
            "First-seat advantage",
            "The share of decided games won by the side that went first. Near 50% the first seat is no "
            "advantage; an interval wholly above 50% means going first helps.",
            [("first seat", first)],
            band,
            "first seat wins, %",
        ),
        _lengths(played, length_unit),
        *tallied,
    ]
    games = "games"
    items = [(label, rate, games) for label, rate in sides] + [
        (label, rate, games) for label, rate, _ in judged
    ]
    return Page(
        title,
        settings,
        findings(items, band),
        f"Outside the fair band {band.words()}",
        page_sections,
    )
