"""The Dungeon Command card database: search fields, the scanning index and the JSON and CSV exports."""
