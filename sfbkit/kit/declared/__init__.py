"""A game built from declarations: the kit's default for every command, from its content layout, records, faces and match."""
