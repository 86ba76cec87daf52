"""The stable codes of content problems, each with what it means; validation output and docs use them."""

from __future__ import annotations

PROBLEM_CODES: dict[str, str] = {
    "too-large": "The file is larger than the size cap (2 MB); it is rejected before parsing.",
    "unreadable": "The file, or the folder holding it, exists but cannot be read (permissions, an I/O "
    "error).",
    "bad-file-name": "A file name that is not valid UTF-8; the file is not read (shown with its bytes "
    "escaped).",
    "outside-tree": "A content file, or the folder holding it, is a symbolic link to a place outside the "
    "content tree; it is rejected without being read. Links within the tree are followed.",
    "encoding": "The file is not UTF-8 text, or holds a character YAML does not allow or a line break other than LF and CRLF.",
    "empty-file": "The file holds no YAML document, or only `null`.",
    "tab-indent": "A line is indented with a tab; YAML indentation must use spaces.",
    "yaml-syntax": "The YAML is malformed (the parser's message says where and why), or a file holds "
    "more than one document.",
    "duplicate-key": "A mapping lists the same key twice; a YAML library would silently keep the last one.",
    "unknown-tag": "A YAML tag other than the plain ones (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, "
    "`!!seq`, `!!map`), e.g. `!!python/object`.",
    "number-too-long": "A number written with more than 30 digits; it is rejected before conversion.",
    "ambiguous-number": "A number that YAML 1.1 and YAML 1.2 read differently (`0777`, `0o17`, `09`, "
    "`1e5`); write it in plain decimal, or quote it if it is text. Base-60 values such as `1:30` are text.",
    "alias-bomb": "Aliases (`*name`) expand to too many nodes or bytes, or an alias refers to a node "
    "containing it.",
    "too-deep": "Mappings and lists are nested more than 200 levels deep.",
    "control-character": "Text (a name, title, lore, flavour, description) holds a control character "
    "(ESC, CR, backspace, ...) or a bidirectional override; only lore, flavour and descriptions may hold "
    "line breaks.",
    "unknown-key": "A key the model does not have; the message lists the keys it takes.",
    "missing-field": "A required key is absent; located at the mapping that lacks it.",
    "wrong-type": "A value of the wrong type (a string where an integer is expected, a list where a "
    "mapping is expected, ...).",
    "bad-value": "A value of the right type that breaks a rule: a pattern (ids, hex labels), a range, an "
    "allowed literal (a misspelt one names the closest: `got 'skil' (did you mean 'skill'?)`), a length, or a rule between fields of one object.",
    "unknown-effect": "An effect step whose key is not an operation of the effect language.",
    "unknown-condition": "A condition whose key is not a condition kind.",
    "unknown-ability": "An ability with neither a `passive` nor a `trigger` key.",
    "unknown-targeting": "A targeting icon that is neither `melee` nor a mapping with a known `kind`.",
    "duplicate-id": "Two champions, cards, traps, challenges, arenas or rulesets share an id.",
    "wrong-file-name": "A file is not named after its id (for a deck: after its champion).",
    "bad-reference": "A reference that does not resolve: a deck's champion, a statue or area colour "
    "that an arena lacks, or a champion, card, arena, ruleset, trap, challenge or deployment area that an "
    "example or a match script names.",
    "wrong-count": "A count the rules fix is not met: six action cards per champion, a trap supply of "
    "at least five tokens (four on the arena and a spare, RULES §9), a non-empty challenge deck.",
    "missing-file": "A file every content tree needs is absent (the trap supply, the challenge deck, an "
    "arena, a ruleset).",
    "bad-arena": "The arena map is inconsistent: a hex off the map, listed twice, a statue on a trap hex "
    "or in a deployment area, a coloured area that does not surround its statue.",
    "misplaced-effect": "An effect where the rules do not allow it: poison, lifesteal or double outside "
    "an attack's `effects`; `target` on a card without targets; `attacker` outside reactions and "
    "`targeted` triggers.",
    "shadows-base": "A local file at a path where the base game has a file, without `overrides: true` at its top.",
    "needless-override": "A file says `overrides: true` but the base game has no file with its ids or path "
    "(or the tree's sfbkit.yaml has no `extends:`).",
    "unknown-step": "A step of a card example or of a match script (`matches/`) whose key is not a step form "
    "(docs/match-scripts.md); the message suggests the closest one. A misspelt `expect:` key is `unknown-key`.",
    "bad-step": "A step form whose value has the wrong shape (a hex where an id is expected, a key its "
    "mapping does not take, a number out of range), or a step that is not a word or a one-key mapping.",
    "base-invalid": "The base game named by `extends:` has problems of its own; its files are not reported "
    "one by one (run `sfbkit validate --content` on the base).",
}
"""Every problem code, in the order the docs list them."""
