"""The shared terminal's option menu: long lists group by verb and subject, short ones stay flat."""

from __future__ import annotations

from typing import Any

from sfbkit.kit.play.decisions import Decision, Option
from sfbkit.kit.terminal.option_menu import entry_lines, member_answer, member_lines, menu
from sfbkit.kit.terminal.view import OptionGroup


class SquaresView:
    """A toy game whose ``put:piece@square`` options group by piece."""

    show_words = "a piece"

    def board_lines(self, match: Any, seat: int) -> list[str]:
        return []

    def show_lines(self, name: str) -> list[str]:
        return []

    def group(self, option: Option) -> OptionGroup | None:
        head, at, square = option.id.partition("@")
        return OptionGroup(head, f"put {head.split(':')[1]}", square) if at else None


def _decision(pieces: str, squares: int) -> Decision:
    options = [Option("done", "done")]
    options += [Option(f"put:{p}@a{n}", f"put {p} on a{n}") for p in pieces for n in range(1, squares + 1)]
    return Decision("put", 0, tuple(options))


def test_a_long_list_groups_by_subject_and_a_member_is_picked_by_number_or_name() -> None:
    view = SquaresView()
    entries = menu(_decision("xy", 10), view)
    assert entry_lines(entries) == [
        "   1. done  [done]",
        "   2. put x: 10 choices",
        "   3. put y: 10 choices",
    ]
    lines = member_lines(entries[2], view)
    assert (
        len(lines) == 2 and lines[0].split()[:4] == ["1.", "a1", "2.", "a2"] and lines[1].split()[-1] == "a10"
    )
    assert member_answer(entries[2], "3", view) == "put:y@a3"
    assert member_answer(entries[2], "a10", view) == "put:y@a10"
    assert member_answer(entries[2], "a11", view) is None


def test_a_short_list_stays_flat() -> None:
    entries = menu(_decision("xy", 5), SquaresView())
    assert len(entries) == 11 and all(entry.group is None for entry in entries)
