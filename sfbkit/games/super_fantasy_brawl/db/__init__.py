"""The card database: flat card records, the search query language and index, and the JSON, CSV and SQLite exports."""
