"""Building named tuples in hot paths."""

from __future__ import annotations

new_record = tuple.__new__
"""Builds a named tuple from the tuple of its fields, as ``new_record(Decision, (...))``, without the named
tuple's Python-level constructor: look-aheads build hundreds of thousands of decisions and events."""
