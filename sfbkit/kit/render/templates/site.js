// The card browser's behaviour: the language switch on every page, and the search on the index.
(function () {
  "use strict";
  const root = document.documentElement;
  const select = document.getElementById("lang-switch");
  const langs = Array.from(select.options).map((option) => option.value);
  let current = root.dataset.lang;
  const listeners = [];

  function setLang(lang) {
    if (!langs.includes(lang)) return;
    current = lang;
    root.dataset.lang = lang;
    root.lang = lang;
    select.value = lang;
    try { window.localStorage.setItem("sfbkit-lang", lang); } catch (error) { /* storage may be off */ }
    listeners.forEach((listener) => listener(lang));
  }

  const fromUrl = new URLSearchParams(window.location.search).get("lang");
  let stored = null;
  try { stored = window.localStorage.getItem("sfbkit-lang"); } catch (error) { stored = null; }
  setLang(fromUrl || stored || current);
  select.addEventListener("change", () => setLang(select.value));

  const input = document.getElementById("q");
  if (input === null || window.SFB_DATA === undefined || window.SfbSearch === undefined) return;

  const index = window.SfbSearch.makeIndex(window.SFB_DATA.cards, window.SFB_DATA.meta);
  const body = document.querySelector("#results tbody");
  const rows = new Map(Array.from(body.querySelectorAll("tr[data-card]")).map((row) => [row.dataset.card, row]));
  // traps and challenges: the same query over entries that have no champion, numbers or flags
  const extras = window.SfbSearch.makeIndex(window.SFB_DATA.extras || [], window.SFB_DATA.meta);
  const extraRows = Array.from(document.querySelectorAll("#extras tr[data-entry]"));
  const errorBox = document.getElementById("search-error");
  const count = document.getElementById("search-count");

  // A query error in the reader's language: its reason's template, filled, inside the language's frame.
  function errorText(error) {
    const words = (window.SFB_DATA.search_errors || {})[current];
    if (words === undefined || words[error.key] === undefined) return error.message;
    const reason = window.SfbSearch.fill(words[error.key], error.params);
    return window.SfbSearch.fill(words.bad_query, { reason, column: error.column });
  }

  function run() {
    const query = input.value;
    try {
      const found = index.search(query, current);
      errorBox.hidden = true;
      errorBox.textContent = "";
      const shown = new Set(found.map((card) => card.id));
      rows.forEach((row, id) => row.classList.toggle("hidden", !shown.has(id)));
      found.forEach((card) => body.appendChild(rows.get(card.id)));
      const extraShown = new Set(extras.search(query, current).map((entry) => entry.type + ":" + entry.id));
      extraRows.forEach((row) => row.classList.toggle("hidden", !extraShown.has(row.dataset.entry)));
      count.textContent = String(found.length) + " " + window.SFB_DATA.labels[current].results;
      count.dataset.count = String(found.length);
    } catch (error) {
      if (!(error instanceof window.SfbSearch.QueryError)) throw error;
      errorBox.hidden = false;
      errorBox.textContent = errorText(error) + "\n" + query + "\n" + " ".repeat(error.column - 1) + "^";
      errorBox.dataset.column = String(error.column);
    }
    const url = new URL(window.location.href);
    if (query) url.searchParams.set("q", query); else url.searchParams.delete("q");
    try { window.history.replaceState(null, "", url.toString()); } catch (error) { /* file: URLs may refuse */ }
  }

  document.getElementById("search-form").addEventListener("submit", (event) => { event.preventDefault(); run(); });
  input.addEventListener("input", run);
  listeners.push(run);
  const fromQuery = new URLSearchParams(window.location.search).get("q");
  if (fromQuery) input.value = fromQuery;
  run();
})();
