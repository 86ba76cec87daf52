"""Dungeon Command rules text, generated from the effect language in English and Japanese."""
