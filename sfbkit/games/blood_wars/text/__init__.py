"""Blood Wars rules text, generated from effects in English and Japanese with the terms of BW §20."""
