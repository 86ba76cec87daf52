"""A decision's options as the terminal lists them: flat, or grouped by verb and subject when the list is long."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.kit.play.decisions import Decision, Option
from sfbkit.kit.terminal.view import OptionGroup, TerminalView

GROUP_FROM = 13
"""Lists of this many options or more are grouped when grouping shortens them."""
PER_LINE = 8
"""Members of a group listed on one line."""


@dataclass(frozen=True, slots=True)
class MenuEntry:
    """One numbered line of a menu: a single option, or a group of options to choose among next."""

    label: str
    options: tuple[Option, ...]
    group: OptionGroup | None = None


def menu(decision: Decision, view: TerminalView) -> list[MenuEntry]:
    """Returns the numbered entries of a decision: each option, or each group of options with the same subject."""
    singles = [MenuEntry(option.label, (option,)) for option in decision.options]
    if len(decision.options) < GROUP_FROM:
        return singles
    entries: list[MenuEntry] = []
    index: dict[str, int] = {}
    for option in decision.options:
        group = view.group(option)
        if group is None:
            entries.append(MenuEntry(option.label, (option,)))
            continue
        if group.key not in index:
            index[group.key] = len(entries)
            entries.append(MenuEntry(group.label, (), group))
        at = index[group.key]
        entries[at] = MenuEntry(entries[at].label, (*entries[at].options, option), group)
    if len(entries) == len(singles):
        return singles
    return entries


def entry_lines(entries: list[MenuEntry]) -> list[str]:
    """Returns a menu's lines: ``  1. label  [id]``, or ``  2. label: N choices`` for a group."""
    lines = []
    for number, entry in enumerate(entries, start=1):
        if entry.group is None:
            lines.append(f"  {number:>2}. {entry.label}  [{entry.options[0].id}]")
        else:
            lines.append(f"  {number:>2}. {entry.label}: {len(entry.options)} choices")
    return lines


def member_lines(entry: MenuEntry, view: TerminalView) -> list[str]:
    """Returns a group's members numbered, several to a line: ``   1. a1    2. b1 ...``."""
    cells = []
    for number, option in enumerate(entry.options, start=1):
        group = view.group(option)
        cells.append(f"{number:>3}. {group.member if group else option.id:<5}")
    return [
        "  " + " ".join(cells[start : start + PER_LINE]).rstrip() for start in range(0, len(cells), PER_LINE)
    ]


def member_answer(entry: MenuEntry, answer: str, view: TerminalView) -> str | None:
    """Returns the option id a group answer picks: a member's number or its member name; else None."""
    if answer.isdigit() and 1 <= int(answer) <= len(entry.options):
        return entry.options[int(answer) - 1].id
    for option in entry.options:
        group = view.group(option)
        if group is not None and group.member == answer:
            return option.id
    return None
