"""The words of the site's search help page in each language (HTML fragments of this project's own text)."""

from __future__ import annotations

from markupsafe import Markup

_HELP: dict[str, dict[str, str]] = {
    "searching": {"en": "Searching", "ja": "検索のしかた", "ko": "검색하는 법", "zh-Hant": "搜尋方式"},
    "intro": {
        "en": 'The search box of the <a href="index.html">index</a> filters as you type. A query is a list of '
        "terms; a card is shown when it matches all of them. Click an example to try it.",
        "ja": '<a href="index.html">索引</a>の検索欄は、入力するそばから絞り込みます。検索式は条件を並べたもので、'
        "すべての条件に合うカードが表示されます。例をクリックすると試せます。",
        "ko": '<a href="index.html">색인</a>의 검색창은 입력하는 대로 결과를 좁힙니다. 검색식은 조건의 나열이며, '
        "모든 조건에 맞는 카드가 표시됩니다. 예시를 누르면 바로 해 볼 수 있습니다.",
        "zh-Hant": '<a href="index.html">索引</a>的搜尋框會隨輸入即時篩選。查詢是一串條件；'
        "符合所有條件的卡牌才會顯示。點選範例即可試用。",
    },
    "examples": {"en": "Examples", "ja": "例", "ko": "예시", "zh-Hant": "範例"},
    "syntax": {"en": "Syntax", "ja": "書式", "ko": "문법", "zh-Hant": "語法"},
    "form": {"en": "form", "ja": "書き方", "ko": "형식", "zh-Hant": "寫法"},
    "meaning": {"en": "meaning", "ja": "意味", "ko": "의미", "zh-Hant": "意義"},
    "syntax_and": {
        "en": "both (<code>and</code> may be written but is not needed)",
        "ja": "両方（<code>and</code>は書いてもよいが不要）",
        "ko": "둘 다(<code>and</code>는 써도 되지만 필요 없음)",
        "zh-Hant": "兩者皆符合（可寫<code>and</code>，但不必要）",
    },
    "syntax_or": {
        "en": "either; <code>or</code> binds looser: <code>a b or c</code> is <code>(a b) or c</code>",
        "ja": "どちらか。<code>or</code>の結びつきは弱く、<code>a b or c</code>は<code>(a b) or c</code>の意味",
        "ko": "둘 중 하나. <code>or</code>는 더 느슨하게 묶여 <code>a b or c</code>는 <code>(a b) or c</code>입니다",
        "zh-Hant": "任一符合；<code>or</code>結合較鬆：<code>a b or c</code>即<code>(a b) or c</code>",
    },
    "syntax_not": {
        "en": "not <code>a</code>, also before a group: <code>-(t:attack or t:skill)</code>",
        "ja": "<code>a</code>ではない。グループの前にも置ける：<code>-(t:attack or t:skill)</code>",
        "ko": "<code>a</code>가 아님. 그룹 앞에도 쓸 수 있음: <code>-(t:attack or t:skill)</code>",
        "zh-Hant": "不符合<code>a</code>，也可放在群組前：<code>-(t:attack or t:skill)</code>",
    },
    "syntax_group": {"en": "grouping", "ja": "グループ", "ko": "그룹", "zh-Hant": "群組"},
    "syntax_contains": {
        "en": "the field contains the value (numbers: equals)",
        "ja": "フィールドがその値を含む（数値なら等しい）",
        "ko": "필드가 그 값을 포함함(숫자는 같음)",
        "zh-Hant": "欄位包含該值（數字則為相等）",
    },
    "syntax_is": {
        "en": "the field is the value",
        "ja": "フィールドがその値そのもの",
        "ko": "필드가 그 값과 같음",
        "zh-Hant": "欄位正是該值",
    },
    "syntax_is_not": {
        "en": "not <code>field=value</code>",
        "ja": "<code>field=value</code>ではない",
        "ko": "<code>field=value</code>가 아님",
        "zh-Hant": "不是<code>field=value</code>",
    },
    "syntax_compare": {
        "en": "compares a number; an item without the number never matches",
        "ja": "数値を比べる。その数値を持たない項目は合わない",
        "ko": "숫자를 비교함. 그 숫자가 없는 항목은 맞지 않음",
        "zh-Hant": "比較數字；沒有該數字的項目一律不符合",
    },
    "syntax_phrase": {
        "en": 'a phrase, alone (a name) or as a value: <code>o:"the target"</code>',
        "ja": 'フレーズ。単独なら名前を、値としても使える：<code>o:"the target"</code>',
        "ko": '구절. 단독이면 이름을 찾고, 값으로도 쓸 수 있음: <code>o:"the target"</code>',
        "zh-Hant": '片語，單獨使用時搜尋名稱，也可作為值：<code>o:"the target"</code>',
    },
    "syntax_word": {
        "en": "a bare word searches names",
        "ja": "そのままの語は名前を検索する",
        "ko": "그냥 쓴 단어는 이름을 검색함",
        "zh-Hant": "單獨的詞會搜尋名稱",
    },
    "case": {
        "en": "Field names, <code>or</code>, <code>and</code> and values are case-insensitive. A bad query "
        "shows a message and a caret under the column where it goes wrong.",
        "ja": "フィールド名、<code>or</code>、<code>and</code>、値は大文字と小文字を区別しません。"
        "誤った検索式にはメッセージが出て、誤りのある位置の下に^が付きます。",
        "ko": "필드 이름, <code>or</code>, <code>and</code>와 값은 대소문자를 구분하지 않습니다. "
        "잘못된 검색식은 메시지와 함께 틀린 위치 아래에 ^ 표시가 나옵니다.",
        "zh-Hant": "欄位名稱、<code>or</code>、<code>and</code>與值均不分大小寫。查詢有誤時會顯示訊息，"
        "並在出錯的位置下方標出^。",
    },
    "fields": {"en": "Fields", "ja": "フィールド", "ko": "필드", "zh-Hant": "欄位"},
    "field": {"en": "field", "ja": "フィールド", "ko": "필드", "zh-Hant": "欄位"},
    "also": {"en": "also", "ja": "別名", "ko": "별칭", "zh-Hant": "別名"},
    "kind": {"en": "kind", "ja": "種類", "ko": "종류", "zh-Hant": "類型"},
    "what": {"en": "what", "ja": "内容", "ko": "내용", "zh-Hant": "內容"},
    "flags": {"en": "Flags", "ja": "フラグ", "ko": "플래그", "zh-Hant": "旗標"},
    "flags_intro": {
        "en": "<code>is:</code> and <code>not:</code> take one of:",
        "ja": "<code>is:</code>と<code>not:</code>には次のいずれかを指定します：",
        "ko": "<code>is:</code>와 <code>not:</code>에는 다음 중 하나를 씁니다:",
        "zh-Hant": "<code>is:</code>與<code>not:</code>可接下列其一：",
    },
    "directives": {"en": "Directives", "ja": "指示", "ko": "지시어", "zh-Hant": "指令"},
    "directives_intro": {
        "en": "These change how results come back, not which match; they stand on their own at the top of the "
        "query.",
        "ja": "これらは合うカードではなく、結果の返し方を変えます。検索式の最上位に単独で置きます。",
        "ko": "이것들은 어떤 카드가 맞는지가 아니라 결과가 나오는 방식을 바꿉니다. 검색식의 최상위에 단독으로 씁니다.",
        "zh-Hant": "這些指令改變結果的呈現方式，而非符合哪些卡牌；須單獨放在查詢的最上層。",
    },
    "kind_text": {"en": "text", "ja": "テキスト", "ko": "텍스트", "zh-Hant": "文字"},
    "kind_number": {"en": "number", "ja": "数値", "ko": "숫자", "zh-Hant": "數字"},
    "kind_flag": {"en": "flag", "ja": "フラグ", "ko": "플래그", "zh-Hant": "旗標"},
    "kind_directive": {"en": "directive", "ja": "指示", "ko": "지시어", "zh-Hant": "指令"},
}

FIELD_HELP: dict[str, dict[str, str]] = {
    "name": {"ja": "カード名", "ko": "카드 이름", "zh-Hant": "卡牌名稱"},
    "id": {"ja": "カードID", "ko": "카드 ID", "zh-Hant": "卡牌ID"},
    "champion": {"ja": "戦士のIDまたは名前", "ko": "챔피언 ID 또는 이름", "zh-Hant": "鬥士的ID或名稱"},
    "role": {
        "ja": "戦士の役割：tank、skirmisher、controller、shooter、support",
        "ko": "챔피언 역할: tank, skirmisher, controller, shooter, support",
        "zh-Hant": "鬥士的定位：tank、skirmisher、controller、shooter、support",
    },
    "type": {
        "ja": "attack、skill、reaction（サイトではtrap、challengeも）",
        "ko": "attack, skill, reaction(사이트에서는 trap, challenge도)",
        "zh-Hant": "attack、skill、reaction（網站上另有trap、challenge）",
    },
    "core": {
        "ja": "red（破壊）、yellow（創造）、blue（操作）",
        "ko": "red(파괴), yellow(창조), blue(조작)",
        "zh-Hant": "red（破壞）、yellow（創造）、blue（控制）",
    },
    "text": {
        "ja": "検索言語のルールテキスト",
        "ko": "검색 언어로 된 규칙 문장",
        "zh-Hant": "以搜尋語言顯示的規則文字",
    },
    "keyword": {
        "ja": "カードが使う効果：push、heal、ifなど",
        "ko": "카드가 쓰는 효과: push, heal, if 등",
        "zh-Hant": "卡牌使用的效果：push、heal、if等",
    },
    "flavour": {"ja": "フレーバーテキスト", "ko": "배경 글", "zh-Hant": "背景文字"},
    "targeting": {
        "ja": "melee（隣接）、indirect（間接射程）、direct（直接射程）、area（範囲効果）",
        "ko": "melee(근접 공격), indirect(간접 사격), direct(직접 사격), area(범위 공격)",
        "zh-Hant": "melee（近戰攻擊）、indirect（迂迴射擊）、direct（直線射擊）、area（範圍攻擊）",
    },
    "strength": {"ja": "攻撃の強さ", "ko": "공격 강도", "zh-Hant": "攻擊強度"},
    "move": {"ja": "移動値（なければ0）", "ko": "이동 값(없으면 0)", "zh-Hant": "移動值（沒有則為0）"},
    "range": {"ja": "届く最大距離（ヘクス数）", "ko": "최대 사거리(헥스 수)", "zh-Hant": "最遠射程（格數）"},
    "hp": {"ja": "戦士の通常面のHP", "ko": "챔피언 기본 면의 HP", "zh-Hant": "鬥士基本面的HP"},
    "defence": {
        "ja": "反応カードの防御値ボーナス",
        "ko": "대응 카드의 방어 보너스",
        "zh-Hant": "反擊卡的防禦加值",
    },
    "is": {"ja": "カードがそのフラグを持つ", "ko": "카드에 그 플래그가 있음", "zh-Hant": "卡牌具有該旗標"},
    "not": {
        "ja": "カードがそのフラグを持たない",
        "ko": "카드에 그 플래그가 없음",
        "zh-Hant": "卡牌不具有該旗標",
    },
    "order": {"ja": "フィールドで並べ替える", "ko": "필드로 정렬", "zh-Hant": "依欄位排序"},
    "direction": {
        "ja": "asc（昇順、既定）またはdesc（降順）",
        "ko": "asc(오름차순, 기본) 또는 desc(내림차순)",
        "zh-Hant": "asc（遞增，預設）或desc（遞減）",
    },
    "lang": {"ja": "text:が検索する言語", "ko": "text:가 검색하는 언어", "zh-Hant": "text:搜尋的語言"},
}
"""A field's help in the languages other than English (English is the field's own ``help``)."""

EXAMPLE_MEANINGS: dict[str, dict[str, str]] = {
    "t:attack core:red strength>=4": {
        "ja": "強さ4以上の破壊の攻撃カード",
        "ko": "강도 4 이상인 파괴 공격 카드",
        "zh-Hant": "強度4以上的破壞攻擊卡",
    },
    "(c:borka or c:gorlak) -t:reaction": {
        "ja": "BorkaとGorlakのカードのうち反応でないもの",
        "ko": "Borka와 Gorlak의 카드 중 대응이 아닌 것",
        "zh-Hant": "Borka與Gorlak的卡牌中非反擊卡者",
    },
    "is:area order:range dir:desc": {
        "ja": "範囲効果のカード、届く距離の長い順",
        "ko": "범위 공격 카드, 사거리가 긴 순서",
        "zh-Hant": "範圍攻擊卡，射程最遠者在前",
    },
    "o:push": {
        "ja": "ルールテキストにpushとあるカード",
        "ko": "규칙 문장에 push가 있는 카드",
        "zh-Hant": "規則文字提到push的卡牌",
    },
    "lang:ja o:押し出し": {
        "ja": "同じ検索を日本語のルールテキストで",
        "ko": "같은 검색을 일본어 규칙 문장에서",
        "zh-Hant": "同樣的搜尋，改用日文規則文字",
    },
    "kw:heal or kw:draw": {
        "ja": "治癒またはドローするカード",
        "ko": "치유하거나 드로우하는 카드",
        "zh-Hant": "會治療或抽取卡片的卡牌",
    },
    "t:reaction def>=2 order:def dir:desc": {
        "ja": "防御値2以上の反応カード、高い順",
        "ko": "방어 2 이상인 대응 카드, 높은 순서",
        "zh-Hant": "防禦2以上的反擊卡，最高者在前",
    },
    "not:mover t:skill": {"ja": "移動のないスキル", "ko": "이동이 없는 기술", "zh-Hant": "沒有移動的技能"},
    '"spike pit"': {"ja": "フレーズとして書いた名前", "ko": "구절로 쓴 이름", "zh-Hant": "以片語寫出的名稱"},
    "t:trap or t:challenge": {
        "ja": "すべての罠と挑戦",
        "ko": "모든 함정과 도전",
        "zh-Hant": "所有陷阱與挑戰",
    },
}
"""What each help example finds, in the languages other than English (English is beside the query)."""


def help_words(langs: tuple[str, ...]) -> dict[str, dict[str, Markup]]:
    """Returns the help page's words: key -> language -> trusted HTML."""
    return {key: {lang: Markup(texts[lang]) for lang in langs} for key, texts in _HELP.items()}


def localised_help(english: str, translations: dict[str, str], langs: tuple[str, ...]) -> dict[str, str]:
    """Returns a text in every language: the English given, the others from a translation table."""
    return {lang: english if lang == "en" else translations[lang] for lang in langs}
