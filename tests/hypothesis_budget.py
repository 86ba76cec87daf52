"""Hypothesis profiles: ``ci`` keeps each test's example count, ``fast`` runs a tenth of it for a quick local loop."""

from __future__ import annotations

from hypothesis import settings

CI_EXAMPLES = 100
settings.register_profile("ci", max_examples=CI_EXAMPLES)
settings.register_profile("fast", max_examples=CI_EXAMPLES // 10)


def examples(count: int) -> int:
    """Returns a test's example count scaled to the loaded profile (``ci``, the default, keeps it)."""
    return max(1, count * settings.default.max_examples // CI_EXAMPLES)
