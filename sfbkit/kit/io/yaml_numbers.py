"""The one rule for reading numbers from YAML and JSON: bounded digits, and only spellings every reader agrees on.

YAML 1.1 (PyYAML, which ``validate`` reads with) and YAML 1.2 (ruamel, which
``fmt`` rewrites with) read some plain scalars differently: ``0777`` is 511 in
one and 777 in the other, ``0o17`` and ``1e5`` are numbers in one and text in
the other. Such spellings are refused rather than read one way here and
another way there. Base-60 values (``1:30``) are text, as in YAML 1.2. A
number has at most ``number_digits.MAX_NUMBER_DIGITS`` digits, checked before conversion.
"""

from __future__ import annotations

import math
import re

import yaml
from yaml.constructor import SafeConstructor

from sfbkit.kit.io.number_digits import MAX_NUMBER_DIGITS, NumberError, check_digits
from sfbkit.kit.problems import quote

_CORE = "tag:yaml.org,2002:"
_INT, _FLOAT = _CORE + "int", _CORE + "float"
_YAML_1_1: dict[str, list[tuple[str, re.Pattern[str]]]] = yaml.resolver.Resolver.yaml_implicit_resolvers
_YAML_1_2_FLOAT = re.compile(
    r"[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+"
    r"|[-+]?\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"
)
_YAML_1_2_INT = re.compile(r"[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?[0-9_]+|[-+]?0x[0-9a-fA-F_]+")
NUMBER_START = frozenset("-+.0123456789")
"""The characters a number may start with."""
_SEXAGESIMAL = re.compile(r"[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?")
_constructor = SafeConstructor()


def plain_number(text: str) -> int | float | None:
    """Returns the number a plain YAML scalar spells, or None when it is text.

    Raises NumberError for a number with too many digits, or a spelling that
    YAML 1.1 and YAML 1.2 readers take for different values.
    """
    if text[:1] not in NUMBER_START:
        return None
    if (
        text.isascii()
        and text.isdigit()
        and (text[0] != "0" or text == "0")
        and len(text) <= MAX_NUMBER_DIGITS
    ):
        return int(text)  # plain decimal digits: the same integer in YAML 1.1 and 1.2
    older, newer = _yaml_1_1_tag(text), _yaml_1_2_tag(text)
    if older is None and newer is None:
        return None
    check_digits(text)
    try:
        value, other = _yaml_1_1_value(text, older), _yaml_1_2_value(text, newer)
    except ValueError:
        raise NumberError("yaml-syntax", f"{quote(text)} is not a valid number") from None
    same = value == other or (isinstance(value, float) and isinstance(other, float) and math.isnan(other))
    if older != newer or not same:
        raise NumberError(
            "ambiguous-number",
            f"{quote(text)} is {_reading(value)} in YAML 1.1 but {_reading(other)} in YAML 1.2; "
            "write a plain decimal number, or quote it if it is text",
        )
    assert value is not None
    return value


def tagged_number(text: str, tag: str) -> int | float:
    """Returns the value of a scalar tagged ``!!int`` or ``!!float``; raises NumberError when it is not one."""
    check_digits(text)
    number = plain_number(text) if not _SEXAGESIMAL.fullmatch(text) else None
    if isinstance(number, int) and not isinstance(number, bool):
        return number if tag == _INT else float(number)
    if isinstance(number, float) and tag == _FLOAT:
        return number
    raise NumberError("yaml-syntax", f"{quote(text)} is not a valid {tag.replace(_CORE, '!!')}")


def _reading(value: int | float | None) -> str:
    return "text" if value is None else repr(value)


def _yaml_1_1_tag(text: str) -> str | None:
    if _SEXAGESIMAL.fullmatch(text):
        return None
    for tag, pattern in _YAML_1_1.get(text[:1], ()):
        if pattern.match(text):
            return tag if tag in (_INT, _FLOAT) else None
    return None


def _yaml_1_2_tag(text: str) -> str | None:
    if _YAML_1_2_FLOAT.fullmatch(text):
        return _FLOAT
    if _YAML_1_2_INT.fullmatch(text):
        return _INT
    return None


def _yaml_1_1_value(text: str, tag: str | None) -> int | float | None:
    if tag is None:
        return None
    node = yaml.ScalarNode(tag, text)
    value: int | float = (
        _constructor.construct_yaml_int(node) if tag == _INT else _constructor.construct_yaml_float(node)
    )
    return value


def _yaml_1_2_value(text: str, tag: str | None) -> int | float | None:
    if tag is None:
        return None
    lowered = text.lower().replace("_", "")
    if tag == _FLOAT:
        if lowered.endswith((".inf", ".nan")):
            return float(lowered.replace(".", ""))
        return float(lowered)
    sign = -1 if lowered.startswith("-") else 1
    body = lowered.lstrip("+-")
    for prefix, base in (("0b", 2), ("0o", 8), ("0x", 16)):
        if body.startswith(prefix):
            return sign * int(body[2:], base)
    return sign * int(body)
