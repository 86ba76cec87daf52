"""The error for an id a tree does not hold, suggesting the closest ids it does."""

from __future__ import annotations

import difflib

from sfbkit.kit.errors import SfbkitError


class UnknownIdError(SfbkitError, LookupError):
    """No item of the tree has the id asked for."""

    def __str__(self) -> str:
        return str(self.args[0])


def unknown_id(wanted: str, known: list[str], what: str = "champion or card") -> UnknownIdError:
    """Returns the error for an unknown id, suggesting the closest known ids."""
    close = difflib.get_close_matches(wanted, known, n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    return UnknownIdError(f"no {what} with id '{wanted}'{hint}")
