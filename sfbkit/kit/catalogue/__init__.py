"""A tree opened for browsing: records, lists, shown items and exports."""
