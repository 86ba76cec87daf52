"""Content files: the manifest and tree locator, loading, models and their errors, formatting and schemas."""
