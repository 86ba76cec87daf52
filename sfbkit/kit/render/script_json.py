"""Data as JSON inside a <script> element of a page."""

from __future__ import annotations

import json
from typing import Any

from markupsafe import Markup


def json_for_script(data: Any) -> Markup:
    """Returns data as JSON that stays inert inside a <script> element: no closing tag, no comment openers."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return Markup(text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))
