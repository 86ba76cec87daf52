"""The search language: parsing queries into a tree that any game's card index evaluates."""
