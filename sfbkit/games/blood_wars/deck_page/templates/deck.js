"use strict";
// The deck page: the card list, the deck being built, and the server's verdict on it (BW §4).
(() => {
  const $ = (selector) => document.querySelector(selector);
  const state = { cards: [], byId: new Map(), deck: new Map(), decks: new Map(), asked: 0, pending: 0, verdict: null };

  const element = (tag, attributes = {}, text = "") => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text) node.textContent = text;
    return node;
  };

  const busy = (delta) => {
    state.pending += delta;
    document.body.dataset.busy = state.pending > 0 ? "true" : "false";
  };

  const showError = (message) => {
    const box = $("#error");
    box.textContent = message || "";
    box.hidden = !message;
  };

  const post = async (url, body) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    let data = {};
    try { data = await response.json(); } catch (error) { data = { error: `the server answered ${response.status}` }; }
    return { status: response.status, data };
  };

  const deckBody = () => ({
    id: $("#deck-id").value.trim(),
    name: $("#deck-name").value.trim(),
    under: $("#deck-under").value,
    cards: [...state.deck].map(([card, count]) => ({ card, count })),
  });

  const facts = (card) => {
    const parts = [card.kind + (card.subtype ? ` (${card.subtype})` : "")];
    if (card.alignment) parts.push(card.alignment);
    if (card.is !== null) parts.push(`IS ${card.is}`);
    if (card.cs !== null) parts.push(`CS ${card.cs}`);
    if (card.vp !== null) parts.push(`VP ${card.vp}`);
    parts.push(`RR ${card.rr}`);
    if (card.unique) parts.push("unique");
    return parts.join(" · ");
  };

  const button = (kind, card, label) => {
    const node = element("button", { type: "button", class: kind, "data-card": card.id, "aria-label": `${label} ${card.name}` }, kind === "add" ? "+" : "−");
    node.addEventListener("click", () => change(card.id, kind === "add" ? 1 : -1));
    return node;
  };

  const renderCards = () => {
    const kind = $("#filter-kind").value;
    const alignment = $("#filter-alignment").value;
    const words = $("#filter-text").value.trim().toLowerCase();
    const list = $("#card-list");
    list.replaceChildren();
    let shown = 0;
    for (const card of state.cards) {
      if (kind && card.kind !== kind) continue;
      if (alignment && card.alignment !== alignment) continue;
      if (words && !`${card.name} ${card.id} ${card.text.join(" ")}`.toLowerCase().includes(words)) continue;
      shown += 1;
      const item = element("li", { "data-card": card.id, "data-kind": card.kind });
      const body = element("div", { class: "card-body" });
      body.append(element("strong", {}, card.name), element("div", { class: "card-facts" }, facts(card)));
      for (const line of card.text) body.append(element("p", { class: "card-text" }, line));
      item.append(button("add", card, "add"), body);
      list.append(item);
    }
    $("#card-count").textContent = `${shown} of ${state.cards.length} cards`;
  };

  const renderDeck = () => {
    const list = $("#deck-list");
    list.replaceChildren();
    for (const [id, count] of state.deck) {
      const card = state.byId.get(id) || { id, name: id };
      const item = element("li", { "data-card": id });
      item.append(
        button("remove", card, "remove"),
        element("span", { class: "entry-count" }, `${count}×`),
        element("span", { class: "entry-name" }, card.name),
        button("add", card, "add"),
      );
      list.append(item);
    }
  };

  const renderVerdict = (verdict) => {
    const size = verdict.size;
    const column = verdict.sizes.includes(size)
      ? `the ${size}-card column`
      : `no ${size}-card column (sizes ${verdict.sizes.join(", ")}); rows of the ${verdict.column}-card column`;
    $("#deck-size").textContent = `${size} cards · table ${verdict.table}, ${column}`;
    const body = $("#deck-rows tbody");
    body.replaceChildren();
    for (const row of verdict.rows) {
      const line = element("tr", { "data-row": row.row, class: row.state });
      for (const text of [row.row, row.allowed, row.count, row.state]) line.append(element("td", {}, text));
      body.append(line);
    }
    const problems = $("#problems");
    problems.replaceChildren();
    for (const problem of verdict.problems) problems.append(element("li", { "data-code": problem.code }, problem.text));
    if (!verdict.problems.length) problems.append(element("li", { class: "none" }, "no problem: the deck is legal"));
    $("#save").disabled = verdict.problems.length > 0;
    $("#deck-file summary").textContent = verdict.file ? `The file: ${verdict.file}` : "The file";
    $("#deck-file pre").textContent = verdict.text;
  };

  const check = async () => {
    const asked = ++state.asked;
    busy(1);
    try {
      const { status, data } = await post("/api/deck/check", deckBody());
      if (asked !== state.asked) return;
      if (status !== 200) { state.verdict = null; showError(data.error); return; }
      showError("");
      state.verdict = data;
      renderVerdict(data);
      $("#save").textContent = data.exists ? `Replace ${data.file}` : "Save to decks/";
    } catch (error) {
      showError(`the check failed: ${error}`);
    } finally {
      busy(-1);
    }
  };

  const change = (id, delta) => {
    const count = (state.deck.get(id) || 0) + delta;
    if (count > 0) state.deck.set(id, count); else state.deck.delete(id);
    $("#saved").textContent = "";
    renderDeck();
    check();
  };

  const listDecks = (decks) => {
    const select = $("#deck-open");
    select.replaceChildren(element("option", { value: "" }, "an empty deck"));
    state.decks = new Map(decks.map((deck) => [deck.id, deck]));
    for (const deck of decks) select.append(element("option", { value: deck.id }, `${deck.name} (${deck.file})`));
  };

  const open = () => {
    const deck = state.decks.get($("#deck-open").value);
    state.deck = new Map();
    if (deck) {
      $("#deck-id").value = deck.id;
      $("#deck-name").value = deck.name;
      for (const entry of deck.cards) state.deck.set(entry.card, (state.deck.get(entry.card) || 0) + entry.count);
    }
    $("#saved").textContent = "";
    renderDeck();
    check();
  };

  const save = async () => {
    busy(1);
    try {
      const replace = (question) => {
        const yes = window.confirm(question);
        if (!yes) $("#saved").textContent = "not saved";
        return yes;
      };
      await check(); // the fields may have changed since the last check (a field left by clicking Save)
      if (!state.verdict || state.verdict.problems.length) return;
      const known = state.verdict.exists;
      if (known && !replace(`${state.verdict.file} exists. Replace the file?`)) return;
      let answer = await post("/api/deck/save", { ...deckBody(), overwrite: Boolean(known) });
      if (answer.status === 409 && answer.data.exists) {
        // the file appeared since the last check (another save)
        if (!replace(`${answer.data.error}. Replace the file?`)) return;
        answer = await post("/api/deck/save", { ...deckBody(), overwrite: true });
      }
      if (answer.status === 200 || answer.status === 201) {
        showError("");
        renderVerdict(answer.data);
        $("#saved").textContent = `${answer.data.outcome === "created" ? "saved" : "replaced"} ${answer.data.saved}`;
        await check();
        listDecks((await (await fetch("/api/deck/setup")).json()).decks);
      } else {
        showError(answer.data.error);
        if (answer.data.problems) renderVerdict(answer.data);
      }
    } catch (error) {
      showError(`the save failed: ${error}`);
    } finally {
      busy(-1);
    }
  };

  const start = async () => {
    busy(1);
    try {
      const response = await fetch("/api/deck/setup");
      const setup = await response.json();
      state.cards = setup.cards;
      for (const card of state.cards) state.byId.set(card.id, card);
      const alignments = [...new Set(state.cards.map((card) => card.alignment).filter(Boolean))].sort();
      for (const alignment of alignments) $("#filter-alignment").append(element("option", { value: alignment }, alignment));
      for (const choice of setup.under) $("#deck-under").append(element("option", { value: choice.value }, choice.label));
      listDecks(setup.decks);
      $("#deck-open").addEventListener("change", open);
      for (const id of ["#filter-kind", "#filter-alignment"]) $(id).addEventListener("change", renderCards);
      $("#filter-text").addEventListener("input", renderCards);
      for (const id of ["#deck-id", "#deck-name"]) $(id).addEventListener("change", check);
      $("#deck-under").addEventListener("change", check);
      $("#save").addEventListener("click", save);
      renderCards();
      renderDeck();
      await check();
    } catch (error) {
      showError(`the page could not start: ${error}`);
    } finally {
      busy(-1);
    }
  };

  start();
})();
