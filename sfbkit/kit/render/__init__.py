"""Pages of every game: one jinja environment, the sheet grid, the site shell and the replay shell."""
