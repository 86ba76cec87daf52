"""A browser measurement shared by the sheet and site tests: Korean words that a line break splits."""

from __future__ import annotations

SPLIT_KOREAN_WORDS = """() => {
  const split = [];
  let words = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const owner = node.parentElement.closest('[lang]');
    if (owner === null || owner.lang !== 'ko' || node.parentElement.getClientRects().length === 0) continue;
    for (const match of node.data.matchAll(/\\S+/g)) {
      if (!/[\\uac00-\\ud7a3]/.test(match[0])) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
      if (rects.length === 0) continue;
      words += 1;
      const lines = rects.some((a) => rects.some((b) => b.top >= a.bottom - 1));
      if (lines) split.push(match[0] + ' in "' + node.data.slice(0, 60) + '"');
    }
  }
  return {words, split};
}"""
"""Returns ``{words, split}``: how many Korean words are on screen and those whose glyphs sit on more than one line."""
