"""A deferred game that validates its trees through the kit: its tree validator, the cache, then its match scripts."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.play.deferred_game import DeferredGame

if TYPE_CHECKING:
    from sfbkit.kit.report.validation_report import ValidationReport


class ValidatingGame(DeferredGame):
    """A game whose ``validate`` runs its tree validator, caches a whole clean tree's library and checks its scripts."""

    tree_validator = "content.library:validate_tree"
    """A function that validates a tree's files and their cross-checks: ``(root, paths, display_base=) -> report``."""

    def validate(
        self, root: Path, paths: Sequence[Path] | None = None, *, display_base: Path | None = None
    ) -> ValidationReport:
        """Validates the tree and its match scripts; a whole clean tree's library is cached for the commands after."""
        from sfbkit.kit.tree.library_cache import validated_and_stored

        validate_tree = self._named(self.tree_validator)
        report: ValidationReport = validated_and_stored(
            root, paths, self.content, lambda: validate_tree(root, paths, display_base=display_base)
        )
        return self.with_scripts_checked(report, paths, display_base)

    def with_scripts_checked(
        self, report: ValidationReport, paths: Sequence[Path] | None, display_base: Path | None
    ) -> ValidationReport:
        """Returns a content report with the problems of the tree's match scripts; as it is by default."""
        return report
