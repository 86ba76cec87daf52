"""The checks every game's replay makes of a match log against the match it re-runs, each naming the log's line."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from sfbkit.kit.play.match_log import LogError, LogFile
from sfbkit.kit.problems import excerpt


def canonical(data: object) -> str:
    """Returns data as canonical JSON, so that comparisons are exact in type too (``1`` is not ``1.0`` or ``true``)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


class LogVerifier:
    """Checks one log's records in the order a replay reaches them; LogError names the first that differs."""

    def __init__(self, log: LogFile, file: str) -> None:
        self.log = log
        self.file = file
        self._logged_before = 0

    def fail(self, line: int, message: str) -> LogError:
        """Returns the error ``FILE:line: message``."""
        return LogError(f"{self.file}:{line}: {message}")

    def decision_asked(
        self, line: int, record: Mapping[str, Any], events_made: int, asked: Mapping[str, object]
    ) -> None:
        """Checks that the replay asks a logged decision after as many events as the log has before it, as logged."""
        events = self.log.events
        while self._logged_before < len(events) and events[self._logged_before][0] < line:
            self._logged_before += 1
        if events_made != self._logged_before:
            raise self.fail(
                line,
                f"the replay asks for this decision after {events_made} events; "
                f"the log has {self._logged_before} before it",
            )
        for key, value in asked.items():
            if canonical(record[key]) != canonical(value):
                raise self.fail(
                    line,
                    f"decision {key} differs: log has {excerpt(repr(record[key]))}, replay has {excerpt(repr(value))}",
                )

    def answerer(self, line: int, source: str, known: Sequence[str]) -> None:
        """Checks that a decision names one of the answerers the game knows."""
        if source not in known:
            raise self.fail(
                line, f"unknown answerer {excerpt(repr(source))}; expected one of {', '.join(known)}"
            )

    def policy_answer(self, line: int, source: str, seat: int, answer: str, logged: str) -> None:
        """Checks that a policy re-run from the log answers what the log says it answered."""
        if answer != logged:
            raise self.fail(
                line,
                f"the {source} player of seat {seat} answers {excerpt(repr(answer))} here, "
                f"the log has {excerpt(repr(logged))}",
            )

    def events(self, made: Sequence[str]) -> None:
        """Checks the replay's events (their canonical lines) against the logged ones, one by one and in number."""
        logged = self.log.events
        for index, (line, recorded) in enumerate(logged):
            shown = canonical(recorded)
            if index >= len(made):
                raise self.fail(line, f"the replay has no event here; the log has {excerpt(shown)}")
            if made[index] != shown:
                raise self.fail(
                    line, f"the replay differs: log has {excerpt(shown)}, replay has {excerpt(made[index])}"
                )
        if len(made) > len(logged):
            raise self.fail(
                self.log.footer_line,
                f"the replay has {len(made) - len(logged)} more event(s), starting {excerpt(made[len(logged)])}",
            )

    def fields(self, record: str, stated: Mapping[str, Any], expected: Mapping[str, Any]) -> None:
        """Checks every field of the header or footer against the one the replay writes."""
        line = 1 if record == "header" else self.log.footer_line
        for key in sorted(expected):
            if canonical(stated.get(key)) != canonical(expected[key]):
                raise self.fail(
                    line,
                    f"{record} {key} differs: log has {excerpt(canonical(stated.get(key)))}, "
                    f"replay has {excerpt(canonical(expected[key]))}",
                )
