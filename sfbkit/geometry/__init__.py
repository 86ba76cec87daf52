"""Board geometry shared by content checks and engines: small pure functions with test vectors."""
