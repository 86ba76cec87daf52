"""Rendering: rules text generated from effects in every language, terminal layout, card sheets, the site and replays."""
