"""A located content problem, as reported by validation."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Problem:
    """One problem in one content file: where it is, a stable code, and what was expected."""

    file: str
    line: int
    column: int
    code: str
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: error[{self.code}]: {self.path}: {self.message}"
