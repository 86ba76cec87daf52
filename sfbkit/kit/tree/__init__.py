"""A game's content tree: declared, layered on its base, read, validated into a library, keyed and cached."""
