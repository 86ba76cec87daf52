"""The text layer: grammar, glossary and phrase templates that rules text in every language is built from."""
