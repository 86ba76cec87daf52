"""The designer and CI workflow: scaffolding, formatting, card examples, coverage and content diffs."""
