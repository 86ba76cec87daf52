"""Blood Wars' side of the shared terminal: the table in lines, ``show`` by the catalogue, no option groups."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.play.table_view import table_view
from sfbkit.kit.play.decisions import Option
from sfbkit.kit.terminal.catalogue_show import catalogue_show_lines
from sfbkit.kit.terminal.view import OptionGroup


def battle_hand_words(cards: list[dict[str, Any]]) -> str:
    """Returns a battle hand as its facing allows: named cards, ``(face down)`` marks, ``a hidden card`` otherwise."""
    if not cards:
        return "no battle hand"
    words = []
    for card in cards:
        if card["name"] is None:
            words.append("a hidden card")
            continue
        text = str(card["name"])
        if card["held_by"]:
            text += f" (held by {card['held_by']})"
        if card["face_down"]:
            text += " (face down)"
        words.append(text)
    return ", ".join(words)


def challenge_lines(challenge: dict[str, Any]) -> list[str]:
    """Returns the challenge in progress: target, who supports and who opposes, and the totals."""
    lines = [f"{challenge['kind']} challenge for {challenge['target']} ({challenge['vp']} VP)"]
    for side in ("challenging", "defending"):
        members = challenge["sides"][side]
        names = ", ".join(f"{m['role']} {m['warlord']} (player {m['player']})" for m in members)
        lines.append(f"  {side} side: {names or 'nobody'}")
    totals = challenge["totals"]
    how = f"announced at the {challenge['announced']}" if challenge["announced"] else "shown so far"
    lines.append(
        f"  totals ({challenge['stat']}, {how}): challenging {totals['challenging']}, "
        f"defending {totals['defending']}"
    )
    return lines


def table_lines(table: dict[str, Any]) -> list[str]:
    """Returns the whole table in lines: the round, every player's places, then the challenge in progress."""
    turn = table["turn_player"]
    lines = [f"round {table['round']}, player {turn}'s {table['phase']} phase; {table['target']} VP wins"]
    for player in table["players"]:
        lines.append(
            f"player {player['seat']} ({player['name']}): {player['vp']} VP, hand {player['hand']}"
            f"{' (set aside)' if player['aside'] else ''}, deck {player['deck']}, "
            f"discard {player['discard']}, Dead-Book {player['dead_book']}"
        )
        for warlord in player["warlords"]:
            facing = "face down" if warlord["face_down"] else "face up"
            lines.append(
                f"  warlord {warlord['name']} ({facing}): {battle_hand_words(warlord['battle_hand'])}"
            )
        if player["battlefields"]:
            fields = ", ".join(f"{b['name']} ({b['vp']} VP)" for b in player["battlefields"])
            lines.append(f"  battlefields in play: {fields}")
        if player["pool"]:
            pool = ", ".join(f"{b['name']} ({b['vp']} VP)" for b in player["pool"])
            lines.append(f"  victory pool: {pool}")
        if player["area"]:
            lines.append(f"  area: {', '.join(player['area'])}")
        if player["own_hand"] is not None:
            lines.append(f"  your command hand: {', '.join(player['own_hand']) or 'empty'}")
    if table["challenge"] is not None:
        lines.extend(challenge_lines(table["challenge"]))
    return lines


class BWTerminalView:
    """Draws the table a seat sees; ``show`` lays a card or deck out; options stand alone (their words say all)."""

    show_words = "a card or deck (by id)"

    def __init__(self, show: Callable[[str, str], str]) -> None:
        self.show = show
        """The tree's catalogue's ``show``: an item laid out for the terminal, by id and language."""

    def board_lines(self, match: Any, seat: int) -> list[str]:
        """Returns the table as ``seat`` sees it."""
        assert isinstance(match, BWMatch)
        return table_lines(table_view(match, seat))

    def show_lines(self, name: str) -> list[str]:
        """Returns a card or deck laid out by the catalogue, or one line saying nothing has that id."""
        return catalogue_show_lines(self.show, self.show_words, name)

    def group(self, option: Option) -> OptionGroup | None:
        """Returns None: every option is listed on its own line, in words."""
        return None
