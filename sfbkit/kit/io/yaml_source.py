"""Safe YAML reading with a line/column mark on every node, in bounded time and memory.

The libyaml event stream is composed here (not by PyYAML's composer) so that one
pass can reject duplicate keys, unknown tags, runaway alias expansion and deep
nesting while building plain data and the node tree used to locate problems.
A plain file (no tag, no anchor, unique plain keys, not too deep: nearly every
content file) is composed by libyaml in C instead, and its node tree read once;
any other goes event by event, which finds the same data and positions.
``read_plain_data`` reads a plain file's data alone, for files whose positions
are needed only if they turn out to have a problem.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import yaml
from yaml.constructor import SafeConstructor

from sfbkit.kit.io.input_file import MAX_FILE_BYTES as MAX_FILE_BYTES
from sfbkit.kit.io.number_digits import NumberError
from sfbkit.kit.io.yaml_numbers import NUMBER_START, plain_number, tagged_number
from sfbkit.kit.problems import one_line, quote

MAX_DEPTH = 200
"""Deepest nesting of mappings and sequences accepted."""

MAX_ALIAS_EXPANSION = 10_000
"""Most nodes that alias references may add to a document (stops 'billion laughs')."""

MAX_ALIAS_TEXT = MAX_FILE_BYTES
"""Most characters of text that alias references may add to a document (stops one huge string repeated)."""

MAX_SHARED_TEXT = 40
"""Strings up to this length are interned: one copy of each key, id and kind, however often repeated."""

_Loader: type[yaml.CSafeLoader] | type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

_TAB_MESSAGE = "a tab in the indentation; indent with spaces"
_CORE = "tag:yaml.org,2002:"
_PLAIN_TAGS = frozenset(_CORE + name for name in ("str", "int", "float", "bool", "null", "seq", "map"))
_NUMBER_TAGS = frozenset((_CORE + "int", _CORE + "float"))
_IMPLICIT_AS_STRING = frozenset(_CORE + name for name in ("timestamp", "merge", "value", "str"))


class Node:
    """A YAML node: its 1-based position and, for collections, its children by key or index."""

    __slots__ = ("column", "keys", "line", "mapping", "sequence")

    def __init__(self, line: int, column: int) -> None:
        self.line = line
        self.column = column
        self.mapping: dict[str, Node] | None = None
        """Value nodes by key, when the node is a mapping."""
        self.keys: dict[str, Node] | None = None
        """Key nodes by key, when the node is a mapping."""
        self.sequence: list[Node] | None = None
        """Item nodes, when the node is a sequence."""

    def child(self, step: str | int) -> Node | None:
        """Returns the value node under a key or index, or None when there is none."""
        if isinstance(step, str) and self.mapping is not None:
            return self.mapping.get(step)
        if isinstance(step, int) and self.sequence is not None and 0 <= step < len(self.sequence):
            return self.sequence[step]
        return None

    def key(self, step: str) -> Node | None:
        """Returns the node of a key of this mapping, or None."""
        return self.keys.get(step) if self.keys is not None else None

    def deepest(self, path: Sequence[str | int]) -> Node:
        """Returns the deepest node along ``path`` (this node when its first step is missing)."""
        node = self
        for step in path:
            child = node.child(step)
            if child is None:
                break
            node = child
        return node


@dataclass(frozen=True, slots=True)
class YamlIssue:
    """A problem found while reading YAML, before the file's own location is attached."""

    line: int
    column: int
    code: str
    message: str
    fatal: bool = True
    path: tuple[str | int, ...] = ()
    """Where in the data the problem is, when known."""
    """False for problems that leave the data well-formed (duplicate keys)."""


@dataclass(slots=True)
class YamlDocument:
    """A parsed file: plain data, its node tree, and any problems found while reading."""

    data: Any = None
    root: Node | None = None
    issues: list[YamlIssue] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        """True when the data can be validated (no problem that makes it unreliable)."""
        return self.root is not None and all(not issue.fatal for issue in self.issues)


class _Abort(Exception):
    """Stops reading a document after a problem that makes the rest meaningless."""

    def __init__(self, issue: YamlIssue) -> None:
        super().__init__(issue.message)
        self.issue = issue


class _Frame:
    __slots__ = ("anchor", "data", "key", "key_node", "length", "node", "size")

    def __init__(self, node: Node, data: dict[str, Any] | list[Any], anchor: str | None) -> None:
        self.anchor = anchor
        self.node = node
        self.data = data
        self.size = 1
        self.length = 1
        """Characters of text in the collection, its keys included."""
        self.key: str | None = None
        self.key_node: Node | None = None


_NO_KEY = "\0unusable key"
NOT_PLAIN: Any = object()
"""What ``read_plain_data`` returns for a file that must be read with positions (see ``read_yaml``)."""
_constructor = SafeConstructor()
_IMPLICIT_RESOLVERS: dict[str, list[tuple[str, Any]]] = yaml.resolver.Resolver.yaml_implicit_resolvers
"""Implicit tags of plain scalars by first character (YAML 1.1, as PyYAML resolves them)."""
_MAY_NOT_BE_TEXT = frozenset(_IMPLICIT_RESOLVERS) | NUMBER_START
"""The first characters of plain scalars that may be numbers, null or booleans; any other starts text."""


_ODD_LINE_BREAK = re.compile("\r(?!\n)|[\x85\u2028\u2029]")
"""Line breaks of YAML 1.1 besides LF and CRLF: PyYAML counts them as new lines, editors and reports do not."""


def read_yaml(raw: bytes) -> YamlDocument:
    """Parses one YAML document from bytes; every problem comes back located, never raised."""
    text = _readable_text(raw)
    if isinstance(text, YamlDocument):
        return text
    document = YamlDocument()
    try:
        _compose(raw, document)
    except _Abort as abort:
        document.issues.append(abort.issue)
        document.root = None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        line, column = _within_text(text, line, column)
        message = error.problem or "malformed YAML"
        if error.context:
            context = error.context
            if error.context_mark is not None and error.context_mark is not mark:
                context += (
                    f" started at line {error.context_mark.line + 1}, column {error.context_mark.column + 1}"
                )
            message = f"{message} ({context})"
        code = "too-deep" if "nesting depth" in message else "yaml-syntax"
        if code == "too-deep":
            message = f"nesting deeper than {MAX_DEPTH} levels"
        tab = _tab_at(text, line, column)
        if tab is not None:
            line, column, code, message = tab[0], tab[1], "tab-indent", _TAB_MESSAGE
        document.issues.append(YamlIssue(line, column, code, one_line(message)))
        document.root = None
    except yaml.reader.ReaderError as error:
        line, column = _char_position(text, error.position)
        point = error.character if isinstance(error.character, int) else ord(error.character[:1] or "\0")
        document.issues.append(
            YamlIssue(line, column, "encoding", f"character U+{point:04X} is not allowed in YAML")
        )
        document.root = None
    except yaml.YAMLError as error:
        document.issues.append(YamlIssue(1, 1, "yaml-syntax", str(error).splitlines()[0]))
        document.root = None
    return document


def _readable_text(raw: bytes) -> str | YamlDocument:
    """Returns the file's text, or the failed document of a file too large, not UTF-8, or with odd breaks or tabs."""
    if len(raw) > MAX_FILE_BYTES:
        return _failed(
            1, 1, "too-large", f"the file has {len(raw)} bytes; at most {MAX_FILE_BYTES} are allowed"
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line, column = _byte_position(raw, error.start)
        return _failed(
            line,
            column,
            "encoding",
            f"byte 0x{raw[error.start]:02x} is not valid UTF-8; save the file as UTF-8",
        )
    odd_break = _ODD_LINE_BREAK.search(text)
    if odd_break is not None:
        line, column = _char_position(text, odd_break.start())
        return _failed(
            line,
            column,
            "encoding",
            f"character U+{ord(odd_break.group()):04X} is a line break in YAML, but not in this report's line numbers;"
            " end lines with LF or CRLF only",
        )
    tab = _tab_indent(text)
    if tab is not None:
        return _failed(tab[0], tab[1], "tab-indent", _TAB_MESSAGE)
    return text


def read_plain_data(raw: bytes) -> Any:
    """Returns the data of a plain file that ``read_yaml`` reads without a problem, with no positions; else NOT_PLAIN.

    Positions cost more to build than the data: a file that validates never needs
    them, and one with a problem is read again by ``read_yaml`` to locate it. Any
    file ``read_yaml`` could find a problem in while reading (too large, not UTF-8,
    tabs, a tag, an anchor, a duplicate key, a malformed number, too deep, not one
    mapping or list) is NOT_PLAIN here, so every guard holds on this path too.
    """
    if not _NODES_IN_C or b"&" in raw or isinstance(_readable_text(raw), YamlDocument):
        return NOT_PLAIN
    top = _plain_top(raw)
    if top is None:
        return NOT_PLAIN
    try:
        return _data(top, 0)
    except (_NotPlain, NumberError, ValueError, KeyError):
        return NOT_PLAIN


def _failed(line: int, column: int, code: str, message: str) -> YamlDocument:
    return YamlDocument(issues=[YamlIssue(line, column, code, message)])


def _byte_position(raw: bytes, offset: int) -> tuple[int, int]:
    line_start = raw.rfind(b"\n", 0, offset) + 1
    prefix = raw[line_start:offset].decode("utf-8", errors="replace")
    return raw.count(b"\n", 0, offset) + 1, len(prefix) + 1


def _within_text(text: str, line: int, column: int) -> tuple[int, int]:
    """Moves a mark past the end of the text (libyaml's end of stream) to the end of the last line."""
    lines = _lines(text) or [""]
    if line <= len(lines):
        return line, column
    return len(lines), len(lines[-1]) + 1


def _lines(text: str) -> list[str]:
    """Returns the text's lines as reports count them (as ``str.splitlines``, but at LF only, a CR before it dropped)."""
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    return lines[:-1] if lines[-1] == "" else lines


def _char_position(text: str, offset: int) -> tuple[int, int]:
    offset = max(0, min(offset, len(text)))
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _tab_indent(text: str) -> tuple[int, int] | None:
    """Returns where the first tab indents a line of content (comment lines are left to the parser)."""
    if "\t" not in text:
        return None
    for number, line in enumerate(_lines(text), start=1):
        stripped = line.lstrip(" \t")
        indent = line[: len(line) - len(stripped)]
        if "\t" in indent and stripped and not stripped.startswith("#"):
            return number, indent.index("\t") + 1
    return None


def _tab_at(text: str, line: int, column: int) -> tuple[int, int] | None:
    """Returns where the first tab indents ``line`` when the parser stopped in that indentation."""
    lines = _lines(text)
    if "\t" not in text or line > len(lines):
        return None
    content = lines[line - 1]
    indent = content[: len(content) - len(content.lstrip(" \t"))]
    if "\t" in indent and column <= len(indent) + 1:
        return line, indent.index("\t") + 1
    return None


def _compose(raw: bytes, document: YamlDocument) -> None:
    if _compose_nodes(raw, document):
        return
    loader = _Loader(raw)
    try:
        _compose_events(loader, document)
    finally:
        loader.dispose()


class _NotPlain(Exception):
    """Stops composing from libyaml's nodes: the document needs the event composer's judgement."""


_PLAIN_SCALAR = "untagged plain scalar"
_TEXT_SCALAR = "untagged quoted or block scalar"
_COLLECTION = "untagged collection"

_NODES_IN_C = _Loader is not yaml.SafeLoader and yaml._yaml.get_version() >= (0, 2, 5)
"""libyaml composes a node tree in C; from 0.2.5 on it bounds the nesting (1,000 levels), so the stack too."""


class _NodeLoader(_Loader):  # type: ignore[misc,valid-type]
    """libyaml's composer, which marks each untagged node (by identity) instead of resolving its tag."""

    def resolve(self, kind: type, value: Any, implicit: Any) -> str:
        """Returns the mark of an untagged node: a plain scalar, another scalar, or a collection."""
        if kind is yaml.ScalarNode:
            return _PLAIN_SCALAR if implicit[0] else _TEXT_SCALAR
        return _COLLECTION

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        """Does nothing: no tag is resolved by its path."""

    def ascend_resolver(self) -> None:
        """Does nothing: no tag is resolved by its path."""


def _plain_top(raw: bytes) -> Any:
    """Returns libyaml's node tree of a document that is one untagged mapping or list; else None."""
    loader = _NodeLoader(raw)
    try:
        top = loader.get_single_node()
    except yaml.YAMLError:
        return None
    finally:
        loader.dispose()
    return top if top is not None and top.tag is _COLLECTION else None


def _compose_nodes(raw: bytes, document: YamlDocument) -> bool:
    """Composes a plain document from libyaml's node tree; False for any other (the events judge it).

    Plain: one mapping or list, no tag, no anchor (so no alias), only unique plain keys, at most
    MAX_DEPTH deep, no malformed number: the event composer would find no problem in it.
    """
    if not _NODES_IN_C or b"&" in raw:
        return False
    top = _plain_top(raw)
    if top is None:
        return False
    try:
        document.data = _data(top, 0)
    except (_NotPlain, NumberError, ValueError, KeyError):
        return False
    document.root = _positions(top)
    return True


def _data(node: Any, depth: int) -> Any:
    """Returns the data of one of libyaml's nodes (``depth`` collections around it); _NotPlain when it is not plain."""
    tag = node.tag
    if tag is _TEXT_SCALAR:
        return _shared(node.value)
    if tag is _PLAIN_SCALAR:
        return _shared(_plain(node.value))
    if tag is not _COLLECTION or depth >= MAX_DEPTH:
        raise _NotPlain
    depth += 1
    if isinstance(node, yaml.MappingNode):
        data: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag is not _PLAIN_SCALAR and key_node.tag is not _TEXT_SCALAR:
                raise _NotPlain
            key = key_node.value
            if len(key) <= MAX_SHARED_TEXT:
                key = sys.intern(key)
            if key in data:
                raise _NotPlain
            data[key] = _data(value_node, depth)
        return data
    return [_data(item, depth) for item in node.value]


def _positions(node: Any) -> Node:
    """Returns the position tree of one of libyaml's nodes whose data ``_data`` read."""
    mark = node.start_mark
    position = Node(mark.line + 1, mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        values: dict[str, Node] = {}
        keys: dict[str, Node] = {}
        for key_node, value_node in node.value:
            key = _shared(key_node.value)
            key_mark = key_node.start_mark
            keys[key] = Node(key_mark.line + 1, key_mark.column + 1)
            values[key] = _positions(value_node)
        position.mapping, position.keys = values, keys
    elif isinstance(node, yaml.SequenceNode):
        position.sequence = [_positions(item) for item in node.value]
    return position


def _compose_events(loader: Any, document: YamlDocument) -> None:
    stack: list[_Frame] = []
    anchors: dict[str, tuple[Node, Any, int, int]] = {}
    pending: set[str] = set()
    expansion = 0
    expansion_length = 0
    documents = 0
    root: tuple[Node, Any] | None = None

    def attach(node: Node, data: Any, size: int, length: int, scalar_key: str | None) -> None:
        nonlocal root
        if not stack:
            root = (node, data)
            return
        parent = stack[-1]
        parent.size += size
        parent.length += length
        if isinstance(parent.data, list):
            parent.data.append(data)
            assert parent.node.sequence is not None
            parent.node.sequence.append(node)
            return
        if parent.key is None:
            if scalar_key is None:
                document.issues.append(
                    YamlIssue(
                        node.line,
                        node.column,
                        "wrong-type",
                        "expected a plain key, not a mapping or list",
                        path=_path(stack),
                    )
                )
                parent.key, parent.key_node = _NO_KEY, node
                return
            if scalar_key in parent.data:
                first = parent.node.key(scalar_key)
                where = f" (first at line {first.line})" if first is not None else ""
                document.issues.append(
                    YamlIssue(
                        node.line,
                        node.column,
                        "duplicate-key",
                        f"duplicate key {quote(scalar_key)}{where}",
                        fatal=False,
                        path=(*_path(stack), scalar_key),
                    )
                )
            parent.key, parent.key_node = scalar_key, node
            return
        if parent.key is not _NO_KEY:
            assert parent.node.mapping is not None and parent.node.keys is not None
            assert parent.key_node is not None
            parent.data[parent.key] = data
            parent.node.mapping[parent.key] = node
            parent.node.keys[parent.key] = parent.key_node
        parent.key, parent.key_node = None, None

    def check_tag(tag: str | None, mark: Any) -> None:
        if tag is not None and tag != "!" and tag not in _PLAIN_TAGS:
            shown = tag.replace(_CORE, "!!")
            raise _Abort(
                YamlIssue(
                    mark.line + 1,
                    mark.column + 1,
                    "unknown-tag",
                    f"unknown tag {quote(shown)}; only plain YAML values (strings, numbers, booleans, null, "
                    "lists, mappings) are allowed",
                )
            )

    while True:
        event = loader.get_event()
        if isinstance(event, yaml.StreamEndEvent):
            break
        mark = event.start_mark
        if isinstance(event, yaml.ScalarEvent):
            check_tag(event.tag, mark)
            node = Node(mark.line + 1, mark.column + 1)
            key = (
                _shared(event.value)
                if stack and isinstance(stack[-1].data, dict) and stack[-1].key is None
                else None
            )
            try:
                value = _shared(_scalar(event)) if key is None else key
            except _Abort as abort:
                raise _Abort(replace(abort.issue, path=_path(stack, len(stack)))) from None
            length = len(event.value) + 1
            attach(node, value, 1, length, key)
            if event.anchor is not None:
                anchors[event.anchor] = (node, value, 1, length)
        elif isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                raise _Abort(
                    YamlIssue(
                        mark.line + 1,
                        mark.column + 1,
                        "yaml-syntax",
                        "a second YAML document; a content file holds one",
                    )
                )
        elif isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
            check_tag(event.tag, mark)
            if len(stack) >= MAX_DEPTH:
                raise _Abort(
                    YamlIssue(
                        mark.line + 1,
                        mark.column + 1,
                        "too-deep",
                        f"nesting deeper than {MAX_DEPTH} levels",
                    )
                )
            node = Node(mark.line + 1, mark.column + 1)
            data: dict[str, Any] | list[Any]
            if isinstance(event, yaml.MappingStartEvent):
                node.mapping, node.keys, data = {}, {}, {}
            else:
                node.sequence, data = [], []
            if event.anchor is not None:
                pending.add(event.anchor)
            stack.append(_Frame(node, data, event.anchor))
        elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
            frame = stack.pop()
            if frame.anchor is not None:
                pending.discard(frame.anchor)
                anchors[frame.anchor] = (frame.node, frame.data, frame.size, frame.length)
            attach(frame.node, frame.data, frame.size, frame.length, None)
        elif isinstance(event, yaml.AliasEvent):
            name = event.anchor
            if name in pending:
                raise _Abort(
                    YamlIssue(
                        mark.line + 1,
                        mark.column + 1,
                        "alias-bomb",
                        f"alias '*{name}' refers to a node that contains it",
                    )
                )
            if name not in anchors:
                raise _Abort(
                    YamlIssue(
                        mark.line + 1,
                        mark.column + 1,
                        "yaml-syntax",
                        f"alias '*{name}' has no anchor '&{name}' before it",
                    )
                )
            node, value, size, length = anchors[name]
            expansion += size
            expansion_length += length
            if expansion > MAX_ALIAS_EXPANSION or expansion_length > MAX_ALIAS_TEXT:
                limit = (
                    f"{MAX_ALIAS_EXPANSION} nodes"
                    if expansion > MAX_ALIAS_EXPANSION
                    else f"{MAX_ALIAS_TEXT} characters of text"
                )
                raise _Abort(
                    YamlIssue(
                        mark.line + 1, mark.column + 1, "alias-bomb", f"aliases expand to more than {limit}"
                    )
                )
            key = value if isinstance(value, str) and size == 1 else None
            if key is None and node.mapping is None and node.sequence is None:
                key = "" if value is None else str(value)
            attach(node, value, size, length, key)
    if root is None:
        raise _Abort(YamlIssue(1, 1, "empty-file", "the file holds no YAML document"))
    root_node, root_data = root
    if root_data is None and root_node.mapping is None and root_node.sequence is None:
        raise _Abort(YamlIssue(1, 1, "empty-file", "the file holds no data"))
    document.root, document.data = root_node, root_data


def _plain(value: str) -> Any:
    """Returns an untagged plain scalar's value: numbers as in YAML 1.2, null and booleans as in 1.1."""
    if value[:1] not in _MAY_NOT_BE_TEXT:
        return value
    number = plain_number(value)
    if number is not None:
        return number
    for tag, pattern in _IMPLICIT_RESOLVERS.get(value[:1], ()):
        if pattern.match(value):
            if tag == _CORE + "null":
                return None
            if tag == _CORE + "bool":
                return _constructor.construct_yaml_bool(yaml.ScalarNode(tag, value))
            return value  # base 60 (1:30) and timestamps: text, as in YAML 1.2
    return value


def _shared(value: Any) -> Any:
    """Returns a short string's one shared (interned) copy; any other value as it is."""
    if type(value) is str and len(value) <= MAX_SHARED_TEXT:
        return sys.intern(value)
    return value


def _path(stack: list[_Frame], depth: int | None = None) -> tuple[str | int, ...]:
    """Returns the data path of the innermost frame (of the next value with ``depth`` = the stack size)."""
    steps: list[str | int] = []
    for frame in stack[: len(stack) - 1 if depth is None else depth]:
        if isinstance(frame.data, list):
            steps.append(len(frame.data))
        elif frame.key is not None:
            steps.append(frame.key)
    return tuple(steps)


def _scalar(event: Any) -> Any:
    value: str = event.value
    tag = event.tag
    try:
        if tag is None or tag == "!":
            return _plain(value) if event.implicit[0] else value
        if tag in _IMPLICIT_AS_STRING:
            return value
        if tag in _NUMBER_TAGS:
            return tagged_number(value, tag)
        if tag == _CORE + "null":
            return None
        if tag == _CORE + "bool":
            return _constructor.construct_yaml_bool(yaml.ScalarNode(tag, value))
    except NumberError as error:
        mark = event.start_mark
        raise _Abort(YamlIssue(mark.line + 1, mark.column + 1, error.code, error.message)) from error
    except (ValueError, KeyError) as error:
        mark = event.start_mark
        raise _Abort(
            YamlIssue(
                mark.line + 1,
                mark.column + 1,
                "yaml-syntax",
                f"{quote(value)} is not a valid {tag.replace(_CORE, '!!')}",
            )
        ) from error
    return value
