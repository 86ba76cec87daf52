"""Rendering: rules text generated from effects in every language, targeting icons, terminal layout, card sheets, the site and replays."""
