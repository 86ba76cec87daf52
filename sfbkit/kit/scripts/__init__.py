"""The kit's match scripts: steps, answers, the expectation keys that know no game, and the runner."""
