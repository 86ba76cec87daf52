"""The exception root of sfbkit and the exit codes the CLI maps them to."""

from __future__ import annotations

from collections.abc import Iterable


class SfbkitError(Exception):
    """Base of every error sfbkit reports to a user; carries the CLI exit code."""

    exit_code = 1


class ContentError(SfbkitError, ValueError):
    """Content could not be loaded or failed validation."""


class UsageError(SfbkitError, ValueError):
    """The command line or a query was malformed."""

    exit_code = 2


class UnknownIdError(UsageError, LookupError):
    """An id named on the command line or in a request is not in the tree; the message suggests close ids."""

    def __str__(self) -> str:
        return str(self.args[0])


def unknown_id(wanted: str, known: Iterable[str], what: str) -> UnknownIdError:
    """Returns the error for an unknown id, suggesting the closest known ids."""
    import difflib

    close = difflib.get_close_matches(wanted, list(known), n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    return UnknownIdError(f"no {what} with id '{wanted}'{hint}")


class IllegalDecisionError(SfbkitError, ValueError):
    """An answer to a decision was not one of its legal options."""


class ScriptError(SfbkitError, ValueError):
    """A match script failed: a bad step, an unmet expectation or leftover steps."""
