"""The search query language: tokens, syntax tree and parser (docs/search.md).

Terms are ANDed by default; ``or`` joins alternatives, ``-`` negates, parentheses
group; ``field:value`` means contains, ``field=value`` exact, and numbers take
``= != < <= > >=``. ``order:``, ``direction:`` and ``lang:`` are directives that
set how the result is sorted and which language rules text is searched in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal, NamedTuple

from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.number_digits import MAX_NUMBER_DIGITS
from sfbkit.kit.search.fields import FieldTable

Operator = Literal[":", "=", "!=", "<", "<=", ">", ">="]


class QueryError(UsageError):
    """A query could not be parsed; points at the offending column (1-based)."""

    def __init__(self, query: str, column: int, message: str) -> None:
        self.query = query
        self.column = column
        self.reason = message
        caret = " " * (column - 1) + "^"
        super().__init__(f"bad query: {message} (column {column})\n  {query}\n  {caret}")


class Term(NamedTuple):
    """A field compared with a value (a bare word is ``name:word``, or ``name:word or id=word`` where cards have ids)."""

    field: str
    operator: Operator
    value: str
    column: int


class Not(NamedTuple):
    """The negation of a node."""

    node: Node


class And(NamedTuple):
    """True when every node is true."""

    nodes: tuple[Node, ...]


class Or(NamedTuple):
    """True when any node is true."""

    nodes: tuple[Node, ...]


Node = Term | Not | And | Or
"""A node of a query's filter. Nodes are named tuples: tell them apart by type, as an ``And`` and an ``Or``
of the same nodes compare equal."""


class Query(NamedTuple):
    """A parsed query: the filter (None matches everything) and its directives."""

    text: str
    filter: Node | None
    order: str | None = None
    direction: Literal["asc", "desc"] = "asc"
    lang: str | None = None
    exact_ids: tuple[str, ...] = ()
    """The bare words outside any ``-``, lower-cased: a card whose id is one of them comes first."""


SPACE = "\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff"
"""What separates terms, as a character class: Unicode white space, the zero-width space and the byte-order
mark (search.js uses the same class, so that both read a pasted query alike)."""

_TOKEN = re.compile(
    r"""
    (?P<space>[SPACE]+)
  | (?P<open>\()
  | (?P<close>\))
  | (?P<field>[A-Za-z_]+)(?P<op>!=|<=|>=|:|=|<|>)
  | (?P<quote>")
  | (?P<minus>-)
  | (?P<word>[^SPACE()"]+)
    """.replace("SPACE", SPACE),
    re.VERBOSE,
)
_BARE_VALUE = re.compile(f'[^{SPACE}()"]+')
MAX_DEPTH = 64
"""How deeply groups and negations may nest."""


class _Token(NamedTuple):
    kind: Literal["open", "close", "minus", "or", "and", "term"]
    column: int
    text: str
    term: Term | None = None
    bare: bool = False
    """True for a bare word, which also finds the card whose id it is."""


def _read_quoted(text: str, start: int) -> tuple[str, int]:
    """Reads a double-quoted string whose opening quote is at ``start``; returns (value, end)."""
    end = text.find('"', start + 1)
    if end < 0:
        raise QueryError(text, start + 1, "unterminated quote")
    return text[start + 1 : end], end + 1


def _tokenize(text: str) -> list[_Token]:
    """Splits a query into tokens, each with its 1-based column."""
    tokens: list[_Token] = []
    position = 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        assert match is not None  # the last alternative matches any other character
        kind = match.lastgroup if match.lastgroup != "op" else "field"
        column = position + 1
        if kind == "space":
            position = match.end()
        elif kind in ("open", "close", "minus"):
            tokens.append(_Token(kind, column, match.group()))  # type: ignore[arg-type]
            position = match.end()
        elif kind == "quote":
            value, position = _read_quoted(text, position)
            if not value:
                raise QueryError(text, column, "an empty phrase: put a word between the quotes")
            tokens.append(
                _Token("term", column, text[column - 1 : position], Term("name", ":", value, column))
            )
        elif kind == "field":
            name = match.group("field").lower()
            operator: Operator = match.group("op")  # type: ignore[assignment]
            value_start = match.end()
            if value_start < len(text) and text[value_start] == '"':
                value, position = _read_quoted(text, value_start)
            else:
                bare = _BARE_VALUE.match(text, value_start)
                if bare is None:
                    raise QueryError(text, value_start + 1, f"'{name}{operator}' needs a value")
                value, position = bare.group(), bare.end()
            tokens.append(
                _Token("term", column, text[column - 1 : position], Term(name, operator, value, column))
            )
        else:
            word = match.group()
            position = match.end()
            lowered = word.lower()
            if lowered in ("or", "and"):
                tokens.append(_Token(lowered, column, word))  # type: ignore[arg-type]
            else:
                tokens.append(_Token("term", column, word, Term("name", ":", word, column), bare=True))
    return tokens


class _Parser:
    """A recursive-descent parser over the token list."""

    def __init__(self, text: str, tokens: list[_Token], by_id: bool) -> None:
        self.text = text
        self.tokens = tokens
        self.index = 0
        self.depth = 0
        self.by_id = by_id
        """True when the game has an ``id`` field: a bare word is then ``name:word or id=word``."""
        self.negations = 0
        self.exact_ids: list[str] = []

    def peek(self) -> _Token | None:
        """Returns the next token, or None at the end."""
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def fail(self, token: _Token | None, message: str) -> QueryError:
        """Returns the error pointing at ``token`` (or just past the end of the query)."""
        column = token.column if token is not None else len(self.text) + 1
        return QueryError(self.text, column, message)

    def parse_or(self) -> Node:
        """Parses alternatives joined by ``or``."""
        nodes = [self.parse_and()]
        while (token := self.peek()) is not None and token.kind == "or":
            self.index += 1
            nodes.append(self.parse_and())
        return nodes[0] if len(nodes) == 1 else Or(tuple(nodes))

    def parse_and(self) -> Node:
        """Parses terms ANDed by juxtaposition (or an explicit ``and``)."""
        nodes: list[Node] = []
        while (token := self.peek()) is not None and token.kind not in ("or", "close"):
            if token.kind == "and":
                if not nodes:
                    raise self.fail(token, "'and' needs a term before it")
                self.index += 1
                continue
            nodes.append(self.parse_unary())
        if not nodes:
            token = self.peek()
            if token is None:
                raise self.fail(token, "the query ends where a term was expected")
            raise self.fail(token, f"expected a term before '{token.text}'")
        if self.tokens[self.index - 1].kind == "and":
            raise self.fail(self.tokens[self.index - 1], "'and' needs a term after it")
        return nodes[0] if len(nodes) == 1 else And(tuple(nodes))

    def parse_unary(self) -> Node:
        """Parses a term, a negation or a group."""
        token = self.peek()
        assert token is not None
        if token.kind in ("minus", "open"):
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise self.fail(token, f"groups and '-' nest more than {MAX_DEPTH} deep")
            node = self.parse_negation(token) if token.kind == "minus" else self.parse_group(token)
            self.depth -= 1
            return node
        assert token.term is not None
        self.index += 1
        if not (token.bare and self.by_id):
            return token.term
        word = token.term.value
        if not self.negations and word.lower() not in self.exact_ids:
            self.exact_ids.append(word.lower())
        return Or((token.term, Term("id", "=", word, token.column)))

    def parse_negation(self, token: _Token) -> Node:
        """Parses what follows the ``-`` at ``token``."""
        self.index += 1
        following = self.peek()
        if following is None or following.kind not in ("term", "open", "minus"):
            raise self.fail(token, "'-' must be followed by a term or a group")
        self.negations += 1
        node = self.parse_unary()
        self.negations -= 1
        return Not(node)

    def parse_group(self, token: _Token) -> Node:
        """Parses the group opened by the ``(`` at ``token``."""
        self.index += 1
        inner = self.parse_or()
        closing = self.peek()
        if closing is None or closing.kind != "close":
            raise self.fail(token, "this '(' is never closed")
        self.index += 1
        # a group stays a node of its own, so directives inside it are not taken as top-level
        return And((inner,))


def _check_term(text: str, term: Term, table: FieldTable) -> Term:
    """Validates a term against the field table; returns it with the field's canonical name."""
    field = table.by_name.get(term.field)
    if field is None:
        raise QueryError(text, term.column, f"unknown field '{term.field}'")
    value_column = term.column + len(term.field) + len(term.operator)
    if field.kind == "number":
        if term.operator == ":":
            term = Term(term.field, "=", term.value, term.column)
        if not re.fullmatch(r"-?[0-9]+", term.value):
            raise QueryError(text, value_column, f"'{field.name}' needs a whole number, not '{term.value}'")
        if len(term.value.lstrip("-")) > MAX_NUMBER_DIGITS:
            raise QueryError(
                text, value_column, f"'{field.name}' takes a number of at most {MAX_NUMBER_DIGITS} digits"
            )
    elif term.operator not in (":", "=", "!="):
        raise QueryError(
            text, term.column + len(term.field), f"'{term.operator}' needs a number field, not '{field.name}'"
        )
    if field.kind == "flag" and term.value.lower() not in table.flags:
        raise QueryError(
            text, value_column, f"unknown flag '{term.value}'; known flags: {', '.join(table.flags)}"
        )
    if not term.value:
        raise QueryError(text, value_column, f"'{term.field}{term.operator}' needs a value")
    return Term(field.name, term.operator, term.value.lower(), term.column)


def _directive_value(text: str, term: Term, allowed: tuple[str, ...], table: FieldTable) -> str:
    value_column = term.column + len(term.field) + len(term.operator)
    value = term.value.lower()
    if term.field == "order" and value in table.by_name:
        value = table.by_name[value].name
    lookup = {item.lower(): item for item in allowed}
    if value not in lookup:
        raise QueryError(text, value_column, f"'{term.field}:' takes one of {', '.join(allowed)}")
    return lookup[value]


def parse_query(text: str, table: FieldTable, langs: tuple[str, ...] = ("en",)) -> Query:
    """Parses a query over a game's field table; raises QueryError (a UsageError) pointing at the offending column."""
    tokens = _tokenize(text)
    if not tokens:
        return Query(text, None)
    id_field = table.by_name.get("id")
    parser = _Parser(text, tokens, id_field is not None and id_field.kind == "text")
    tree = parser.parse_or()
    leftover = parser.peek()
    if leftover is not None:
        raise parser.fail(leftover, "this ')' has no matching '('")
    directives: dict[str, str] = {}
    top_level = tree.nodes if isinstance(tree, And) else (tree,)
    kept: list[Node] = []
    for node in top_level:
        if isinstance(node, Term) and node.field in table.by_name:
            field = table.by_name[node.field]
            if field.kind == "directive":
                if node.operator not in (":", "="):
                    raise QueryError(text, node.column, f"'{field.name}' takes ':'")
                allowed = {"order": table.orders, "direction": table.directions, "lang": langs}[field.name]
                directives[field.name] = _directive_value(text, node, allowed, table)
                continue
        kept.append(_checked(text, node, table))
    filter_node: Node | None
    if not kept:
        filter_node = None
    elif len(kept) == 1:
        filter_node = kept[0]
    else:
        filter_node = And(tuple(kept))
    direction = directives.get("direction", "asc")
    return Query(
        text,
        filter_node,
        order=directives.get("order"),
        direction="desc" if direction == "desc" else "asc",
        lang=directives.get("lang"),
        exact_ids=tuple(parser.exact_ids),
    )


def exact_first(ids: Sequence[str], exact_ids: tuple[str, ...]) -> list[int]:
    """Returns the positions of ``ids`` with those named exactly by the query's bare words first, in its word order."""
    if not exact_ids:
        return list(range(len(ids)))
    rank = {identifier: place for place, identifier in enumerate(exact_ids)}
    named = sorted(
        (position for position, identifier in enumerate(ids) if identifier.lower() in rank),
        key=lambda position: rank[ids[position].lower()],
    )
    chosen = set(named)
    return [*named, *(position for position in range(len(ids)) if position not in chosen)]


def _checked(text: str, node: Node, table: FieldTable) -> Node:
    """Validates every term below ``node``; a directive anywhere but the top level is an error."""
    if isinstance(node, Term):
        field = table.by_name.get(node.field)
        if field is not None and field.kind == "directive":
            raise QueryError(
                text, node.column, f"'{field.name}:' must stand on its own, outside 'or', '-' and groups"
            )
        return _check_term(text, node, table)
    if isinstance(node, Not):
        return Not(_checked(text, node.node, table))
    if isinstance(node, And):
        return And(tuple(_checked(text, child, table) for child in node.nodes))
    return Or(tuple(_checked(text, child, table) for child in node.nodes))
