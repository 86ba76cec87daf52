"""Super Fantasy Brawl text: the glossary, phrase templates, interface labels and rules text generated from effects."""
