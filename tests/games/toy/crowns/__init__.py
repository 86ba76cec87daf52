"""Crowns: a small trick-taking card game that proves a game is only its content, rules, words and faces."""
