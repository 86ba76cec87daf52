"""The replay page of a Blood Wars match: each seat's warlords, battle hands and places (table.js) on the kit's shell."""

from __future__ import annotations

from sfbkit.games.blood_wars.play.event_words import event_words
from sfbkit.games.blood_wars.play.logs import decision_line, opening_line, result_text
from sfbkit.games.blood_wars.play.run import BWRun
from sfbkit.kit.render.replay_page import BoardArt, ReplayStep, replay_page

TABLE_ART = BoardArt(
    package="sfbkit.games.blood_wars.play",
    scripts=("replay/table.js",),
    styles=("replay/table.css",),
    label="the seats and their cards",
    kit_scripts=("svg_draw.js",),
)


def _status(frame: dict[str, object]) -> str:
    vp = frame["vp"]
    assert isinstance(vp, list)
    return (
        f"round {frame['round']} \u00b7 {frame['phase']} \u00b7 VP {' : '.join(str(points) for points in vp)}"
    )


def replay_steps(run: BWRun) -> list[ReplayStep]:
    """Returns a step per frame; a step's log is the decision that led to it and the events it caused."""
    events = run.match.events
    steps: list[ReplayStep] = []
    mark = 0
    for index, frame in enumerate(run.frames):
        lines = [opening_line(run) if index == 0 else decision_line(run.decisions[index - 1])]
        until = len(events) if index == len(run.frames) - 1 else int(str(frame["events"]))
        lines.extend(event_words(event.kind, event.data) for event in events[mark:until])
        mark = until
        steps.append(ReplayStep(str(frame["caption"]), _status(frame), tuple(lines), frame))
    return steps


def replay_html(run: BWRun, title: str) -> str:
    """Returns the self-contained replay page, opening on the first step."""
    result = None if run.match.result is None else f"match over: {result_text(run)}"
    return replay_page(title, {"seats": run.match.seats}, replay_steps(run), result, TABLE_ART)
