"""Korean words wrapped in spans that do not break; other text only escaped."""

from __future__ import annotations

from sfbkit.kit.text.word_breaks import keep_words


def test_each_korean_word_is_one_span_and_the_spaces_stay_between() -> None:
    assert keep_words("방어력 +1, 적 <하나>", "ko") == (
        '<span class="word">방어력</span> +1, <span class="word">적</span> <span class="word">&lt;하나&gt;</span>'
    )


def test_other_languages_and_text_without_hangul_are_only_escaped() -> None:
    assert keep_words("Push <1>", "en") == "Push &lt;1&gt;"
    assert keep_words("방어력", "ja") == "방어력"
    assert keep_words("Push 1", "ko") == "Push 1"
