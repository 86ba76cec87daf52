"""The commands Super Fantasy Brawl adds to the kit's CLI: scaffolds, examples, coverage, diff and play."""
