"""Dungeon Command: content, engine and rules text of sfbkit's second game (``DC §n``)."""
