"""A simulation's report in text, JSON or CSV: the kit's frame around the tables a game tallies."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sfbkit.kit.game import TallySection

RATE_COLUMNS = ("trials", "successes", "rate", "low", "high")


def _pct(rate: Mapping[str, Any]) -> str:
    return f"{100 * rate['rate']:5.1f}% [{100 * rate['low']:5.1f}, {100 * rate['high']:5.1f}]"


def settings_line(summary: Mapping[str, Any]) -> str:
    """Returns the report's first line: games, players, seed and the game's settings."""
    settings = summary["settings"]
    players = ",".join(settings["players"])
    extra = "".join(
        f", {key} {_plain(value)}"
        for key, value in settings.items()
        if key not in ("players", "seed", "games_per_pairing") and value not in ({}, None, "")
    )
    return f"{summary['games']} games, players {players}, seed {settings['seed']}{extra}"


def _plain(value: Any) -> str:
    if isinstance(value, Mapping):
        return ", ".join(f"{key} {_plain(item)}" for key, item in value.items())
    if isinstance(value, list | tuple):
        return ",".join(_plain(item) for item in value)
    return str(value)


def text_report(summary: Mapping[str, Any], sections: Sequence[TallySection], length_unit: str) -> str:
    """Returns the report for the terminal: rates with their 95% Wilson intervals, then the game's tables."""
    lines = [settings_line(summary), "", "win rates (95% Wilson interval)"]
    for pairing in summary["pairings"]:
        sides = "  vs  ".join(
            f"{side} {_pct(rate)}" for side, rate in zip(pairing["sides"], pairing["win_rate"], strict=True)
        )
        lines.append(
            f"  {sides}  ({pairing['games']} games, {pairing['draws']} draws, {pairing['capped']} capped)"
        )
    first = summary["first_player_wins"]
    lines += [
        "",
        f"first player wins {_pct(first)} of {first['trials']} decided games",
        f"average {length_unit} {summary['average_length']:.2f}; draws {summary['draws']}; "
        f"capped {summary['capped']}",
    ]
    for section in sections:
        table = summary[section.name]
        lines += ["", section.title]
        width = max((len(key) for key in table), default=0)
        for key, row in table.items():
            lines.append(f"  {key:<{width}}  {_cells(section, row)}")
        if not table:
            lines.append("  none")
    return "\n".join(lines) + "\n"


def _cells(section: TallySection, row: Mapping[str, Any]) -> str:
    cells = [str(row[field]) for field in section.counts if field not in _rated(section)]
    cells += [f"{_pct(row[name])} of {row[name]['trials']}" for name, _, _ in section.rates]
    cells += [f"{row[f'{field}_per_game']:.2f} per game" for field in section.per_game]
    return "  ".join(cells)


def _rated(section: TallySection) -> set[str]:
    """The counts a rate already shows (as its successes or trials), left out of the text table."""
    return {field for _, successes, trials in section.rates for field in (successes, trials)}


def json_report(summary: Mapping[str, Any]) -> str:
    """Returns the JSON report: the settings and every statistic."""
    return json.dumps(summary, indent=2, sort_keys=True) + "\n"


def csv_report(summary: Mapping[str, Any], sections: Sequence[TallySection]) -> str:
    """Returns the CSV report: one row per figure (section, key, field, value, trials, successes, rate, low, high)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["section", "key", "field", "value", *RATE_COLUMNS])

    def rate(section: str, key: str, field: str, data: Mapping[str, Any]) -> None:
        writer.writerow([section, key, field, "", *(data[column] for column in RATE_COLUMNS)])

    for pairing in summary["pairings"]:
        label = " vs ".join(pairing["sides"])
        for side, data in zip(pairing["sides"], pairing["win_rate"], strict=True):
            rate("win_rate", label, side, data)
        for field in ("games", "draws", "capped"):
            writer.writerow(["pairing", label, field, pairing[field], "", "", "", "", ""])
    rate("first_player", "all", "wins", summary["first_player_wins"])
    for field in ("games", "draws", "capped", "average_length"):
        writer.writerow(["games", "all", field, summary[field], "", "", "", "", ""])
    for section in sections:
        for key, row in summary[section.name].items():
            for field in section.counts:
                writer.writerow([section.name, key, field, row[field], "", "", "", "", ""])
            for name, _, _ in section.rates:
                rate(section.name, key, name, row[name])
            for field in section.per_game:
                writer.writerow(
                    [section.name, key, f"{field}_per_game", row[f"{field}_per_game"], "", "", "", "", ""]
                )
    return out.getvalue()
