"""The exception root of sfbkit and the exit codes the CLI maps them to."""

from __future__ import annotations


class SfbkitError(Exception):
    """Base of every error sfbkit reports to a user; carries the CLI exit code."""

    exit_code = 1


class ContentError(SfbkitError, ValueError):
    """Content could not be loaded or failed validation."""


class UsageError(SfbkitError, ValueError):
    """The command line or a query was malformed."""

    exit_code = 2


class IllegalDecisionError(SfbkitError, ValueError):
    """An answer to a decision was not one of its legal options."""


class ScriptError(SfbkitError, ValueError):
    """A match script failed: a bad step, an unmet expectation or leftover steps."""
