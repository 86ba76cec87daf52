"""Validation reports: every file and problem of a tree, their formats, and what a change since a revision brought."""
