"""The steps of a Dungeon Command replay: the start, then one per decision, each with its log lines and board."""

from __future__ import annotations

from sfbkit.games.dungeon_command.play.event_words import event_words, words
from sfbkit.games.dungeon_command.play.run import DCRun
from sfbkit.kit.render.replay_page import ReplayStep
from sfbkit.kit.text.winner_words import winner_words


def _status(frame: dict[str, object]) -> str:
    morale = frame["morale"]
    assert isinstance(morale, list)
    return f"turn {frame['turn']} \u00b7 morale {' : '.join(str(points) for points in morale)}"


def replay_steps(run: DCRun) -> list[ReplayStep]:
    """Returns a step per frame; a step's log is the decision that led to it and the events it caused."""
    setup = run.setup
    events = run.match.events
    steps: list[ReplayStep] = []
    mark = 0
    for index, frame in enumerate(run.frames):
        if index == 0:
            lines = [
                f"{setup.warbands[0]} (player 0) against {setup.warbands[1]} (player 1) on {setup.battlefield}"
            ]
        else:
            record = run.decisions[index - 1]
            lines = [f"> player {record.player} {words(record.kind)}: {record.option} ({record.source})"]
        until = len(events) if index == len(run.frames) - 1 else int(str(frame["events"]))
        lines.extend(event_words(event.kind, event.data) for event in events[mark:until])
        mark = until
        steps.append(ReplayStep(str(frame["caption"]), _status(frame), tuple(lines), frame))
    return steps


def result_line(run: DCRun) -> str | None:
    """Returns the result as the last step shows it; None while the match runs."""
    result = run.match.result
    if result is None:
        return None
    morale = " : ".join(str(points) for points in result.morale)
    outcome = winner_words(result.winner)
    return f"match over: {outcome} ({words(result.reason)}) \u00b7 morale {morale} \u00b7 turn {result.turns}"
