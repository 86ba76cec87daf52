"""Blood Wars content (BW §16): the four card kinds, the effect language of BW §17, decks, deck tables and rulesets."""
