"""Reading and writing files safely: bounded YAML and numbers, atomic output, input files, git revisions."""
