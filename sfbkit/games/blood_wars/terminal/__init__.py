"""Blood Wars at the terminal: the table as a seat sees it, and its words for the shared player."""
