"""Dungeon Command's pages: its card faces, backs, board pictures and words on the kit's page shells."""
