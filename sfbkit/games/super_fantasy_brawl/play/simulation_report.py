"""Renders a simulation summary: a text report for the terminal, JSON and CSV."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from sfbkit.games.super_fantasy_brawl.play.statistics import Summary
from sfbkit.kit.rates import Rate


def _pct(rate: dict[str, Any] | Rate) -> str:
    data = rate.to_json() if isinstance(rate, Rate) else rate
    return f"{100 * data['rate']:5.1f}% [{100 * data['low']:5.1f}, {100 * data['high']:5.1f}]"


def text_report(summary: Summary, settings: dict[str, Any]) -> str:
    """Returns the human-readable report."""
    lines = [
        f"{summary.games} games, players {settings['players']}, seed {settings['seed']}"
        + (f", rules {settings['rules']}" if settings.get("rules") else ""),
        "",
        "win rates (95% Wilson interval)",
    ]
    for pairing in summary.pairings:
        first, second = (",".join(team) for team in pairing["teams"])
        lines.append(
            f"  {first} {_pct(pairing['win_rate'][0])}  vs  {second} {_pct(pairing['win_rate'][1])}"
            f"  ({pairing['games']} games, {pairing['draws']} draws)"
        )
    lines += [
        "",
        f"first player wins {_pct(summary.first_player)} of {summary.first_player.trials} decided games",
        f"average rounds {summary.average_rounds:.2f}; draws {summary.draws}",
        "VP per game by source: "
        + (", ".join(f"{source} {value:.2f}" for source, value in summary.vp_by_source.items()) or "none"),
        "",
        "champions: win rate",
    ]
    for champion, rate in summary.champions.items():
        lines.append(f"  {champion:<18} {_pct(rate)}  of {rate.trials}")
    lines += ["", "cards: play rate, win rate when played"]
    for card, data in summary.cards.items():
        lines.append(f"  {card:<36} {_pct(data['play_rate'])}  {_pct(data['win_rate_when_played'])}")
    return "\n".join(lines) + "\n"


def json_report(summary: Summary, settings: dict[str, Any]) -> str:
    """Returns the JSON report: the settings and every statistic."""
    return json.dumps({"settings": settings, **summary.to_json()}, indent=2, sort_keys=True) + "\n"


def csv_report(summary: Summary) -> str:
    """Returns the CSV report: one row per statistic (section, key, trials, successes, rate, low, high)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["section", "key", "trials", "successes", "rate", "low", "high"])

    def row(section: str, key: str, data: dict[str, Any]) -> None:
        writer.writerow(
            [section, key, data["trials"], data["successes"], data["rate"], data["low"], data["high"]]
        )

    for pairing in summary.pairings:
        first, second = (",".join(team) for team in pairing["teams"])
        row("win_rate", f"{first} vs {second}", pairing["win_rate"][0])
        row("win_rate", f"{second} vs {first}", pairing["win_rate"][1])
    row("first_player", "wins", summary.first_player.to_json())
    writer.writerow(["average_rounds", "rounds", summary.games, "", round(summary.average_rounds, 6), "", ""])
    for source, value in summary.vp_by_source.items():
        writer.writerow(["vp_per_game", source, summary.games, "", round(value, 6), "", ""])
    for champion, rate in summary.champions.items():
        row("champion_win_rate", champion, rate.to_json())
    for card, data in summary.cards.items():
        row("card_play_rate", card, data["play_rate"])
        row("card_win_rate_when_played", card, data["win_rate_when_played"])
    return out.getvalue()
