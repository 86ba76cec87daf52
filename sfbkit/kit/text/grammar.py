"""Small grammar helpers for generated rules text: Korean particles and the endings of predicates."""

from __future__ import annotations

import re

_KO_PARTICLES = {
    # written form -> (after a final consonant, after a vowel)
    "을(를)": ("을", "를"),
    "이(가)": ("이", "가"),
    "은(는)": ("은", "는"),
    "과(와)": ("과", "와"),
    "으로(로)": ("으로", "로"),
}
_KO_PARTICLE_RE = re.compile(r"(\S)(" + "|".join(re.escape(p) for p in _KO_PARTICLES) + ")")
_DIGIT_HAS_FINAL = {"0": True, "1": True, "2": False, "3": True, "4": False,
                    "5": False, "6": True, "7": True, "8": True, "9": False}  # fmt: skip
_DIGIT_FINAL_RIEUL = {"1", "7", "8"}


def _ko_final(char: str, previous: str) -> tuple[bool, bool]:
    """Returns (has a final consonant, that consonant is ㄹ) for the sound a Korean particle follows."""
    if "가" <= char <= "힣":
        final = (ord(char) - ord("가")) % 28
        return final != 0, final == 8
    if char.isdigit():
        if char == "0" and previous.isdigit():
            return True, False  # 십, 백: tens end in a consonant
        return _DIGIT_HAS_FINAL[char], char in _DIGIT_FINAL_RIEUL
    return False, False


def resolve_ko_particles(text: str) -> str:
    """Replaces each written particle pair such as ``을(를)`` with the form the preceding sound takes."""

    def pick(match: re.Match[str]) -> str:
        start = match.start(1)
        previous = text[start - 1] if start > 0 else ""
        has_final, rieul = _ko_final(match.group(1), previous)
        after_consonant, after_vowel = _KO_PARTICLES[match.group(2)]
        if match.group(2) == "으로(로)" and rieul:
            return match.group(1) + after_vowel
        return match.group(1) + (after_consonant if has_final else after_vowel)

    return _KO_PARTICLE_RE.sub(pick, text)


# Korean predicates are written in the plain declarative form; these endings
# turn them into the noun-modifying, "and" and "or" forms.
_KO_ENDINGS = (
    ("아니다", ("아닌", "아니고", "아니거나")),
    ("않는다", ("않는", "않고", "않거나")),
    ("있다", ("있는", "있고", "있거나")),
    ("없다", ("없는", "없고", "없거나")),
    ("않다", ("않은", "않고", "않거나")),
    ("한다", ("하는", "하고", "하거나")),
    ("이다", ("인", "이고", "이거나")),
)
_KO_FORM_INDEX = {"adnominal": 0, "and": 1, "or": 2}

# Japanese predicates are written in the plain form; these endings give the
# connective form used before かつ.
_JA_AND_ENDINGS = (("いない", "おらず"), ("でない", "でなく"), ("いる", "おり"), ("である", "であり"))


def ko_form(predicate: str, form: str) -> str:
    """Returns a Korean declarative predicate in the ``adnominal``, ``and`` or ``or`` form."""
    for ending, forms in _KO_ENDINGS:
        if predicate.endswith(ending):
            return predicate[: -len(ending)] + forms[_KO_FORM_INDEX[form]]
    raise ValueError(f"no Korean ending known for predicate {predicate!r}")


def ja_and_form(predicate: str) -> str:
    """Returns a Japanese plain-form predicate in the connective form used before かつ."""
    for ending, connective in _JA_AND_ENDINGS:
        if predicate.endswith(ending):
            return predicate[: -len(ending)] + connective
    raise ValueError(f"no Japanese ending known for predicate {predicate!r}")


def capitalize_first(text: str) -> str:
    """Returns the text with its first character upper-cased (English sentence starts)."""
    return text[:1].upper() + text[1:]
