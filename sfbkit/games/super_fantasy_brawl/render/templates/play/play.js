"use strict";
/* The play page: the new-match form and saved matches, or one match drawn with the game's board
   script (window.sfbkitBoard). Legal options are highlighted where they are chosen: hexes,
   champions, facings and cards of the hand; the others are buttons. Every answer goes to the
   server, which checks it, lets the bots play, saves the log and sends back what this seat sees. */
(function () {
  var data = JSON.parse(document.getElementById("play-data").textContent);
  function $(id) { return document.getElementById(id); }
  function text(tag, content, cls) {
    var node = document.createElement(tag);
    node.textContent = content;
    if (cls) { node.className = cls; }
    return node;
  }
  function api(method, url, payload) {
    var init = { method: method, headers: { "Accept": "application/json" } };
    if (payload !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(payload);
    }
    return fetch(url, init).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) {
          var error = new Error(json.error || response.statusText);
          error.details = json;
          throw error;
        }
        return json;
      });
    });
  }
  function showError(message) { $("error").textContent = message || ""; $("error").hidden = !message; }
  function busy(flag) { document.body.dataset.busy = flag ? "true" : "false"; }
  if (!data.site) { $("site-link").hidden = true; }

  // --- the new-match form ------------------------------------------------------------
  function setupPage() {
    $("setup").hidden = false;
    var choices = null;
    api("GET", "/api/setup").then(function (got) {
      choices = got;
      got.drafts.forEach(function (name) {
        var option = text("option", name);
        option.value = name;
        option.selected = name === "casual";
        $("draft").appendChild(option);
      });
      got.opponents.forEach(function (name) {
        var option = text("option", name === "human" ? "a person (hot-seat)" : name + " bot");
        option.value = name;
        option.selected = name === got.default_opponent;
        $("opponent").appendChild(option);
      });
      for (var team = 0; team < 2; team++) {
        var box = document.createElement("div");
        box.className = "team";
        box.appendChild(text("strong", "team " + team));
        for (var slot = 0; slot < got.team_size; slot++) {
          var select = document.createElement("select");
          select.name = "team-" + team;
          select.setAttribute("aria-label", "team " + team + " champion " + (slot + 1));
          got.champions.forEach(function (c, index) {
            var option = text("option", c.name + " (" + c.role + ")");
            option.value = c.id;
            option.selected = index === team * got.team_size + slot;
            select.appendChild(option);
          });
          box.appendChild(select);
        }
        $("teams").appendChild(box);
      }
      return api("GET", "/api/matches");
    }).then(function (saved) {
      saved.matches.forEach(function (entry) {
        var li = document.createElement("li");
        var link = text("a", entry.id);
        link.href = "/play/" + entry.id;
        li.appendChild(link);
        if (entry.damaged) { li.className = "damaged"; }
        var about = entry.damaged ? " (damaged: " + entry.damaged + ")" :
          " " + (entry.teams || []).map(function (t) { return t.join(", "); }).join(" vs ") +
          " \u00b7 " + (entry.seats || []).join(" vs ") + " \u00b7 " +
          (entry.over ? "over: " + resultText(entry.result) : "in progress, " + entry.decisions + " decisions");
        li.appendChild(document.createTextNode(about));
        $("saved").appendChild(li);
      });
      busy(false);
    }).catch(function (error) { showError(error.message); busy(false); });

    $("setup-form").addEventListener("submit", function (event) {
      event.preventDefault();
      if (!choices) { return; }
      var mode = document.querySelector("input[name=mode]:checked").value;
      var payload = { opponent: $("opponent").value, seat: Number($("seat").value) };
      // No seed: the server draws one, so that nobody at the page can know the bot's cards.
      var seed = $("seed").value.trim();
      if (seed !== "") { payload.seed = Number(seed); }
      if (mode === "draft") {
        payload.draft = $("draft").value;
      } else {
        payload.teams = [0, 1].map(function (team) {
          return Array.prototype.map.call(document.querySelectorAll("select[name=team-" + team + "]"), function (s) { return s.value; });
        });
      }
      busy(true);
      api("POST", "/api/matches", payload).then(function (created) {
        window.location.href = created.url;
      }).catch(function (error) { showError(error.message); busy(false); });
    });
  }

  function resultText(result) {
    if (!result) { return ""; }
    var who = result.winner === null ? "a draw" : "team " + result.winner + " wins";
    return who + " (" + result.reason + "), VP " + result.vp.join("\u2013") + " after " + result.rounds + " rounds";
  }

  // --- one match -----------------------------------------------------------------------
  var matchId = data.match;
  var drawing = null;
  var places = {};
  var shownSeat = null;
  var logLength = null;
  var shownOver = false;
  var view = null;

  function load() {
    busy(true);
    api("GET", "/api/matches/" + encodeURIComponent(matchId)).then(render)
      .catch(function (error) { showError(error.message); })
      .then(function () { busy(false); });
  }

  function send(option) {
    busy(true);
    showError("");
    var payload = { option: option };
    if (view && view.viewer !== null) { payload.seat = view.viewer; }
    api("POST", "/api/matches/" + encodeURIComponent(matchId) + "/answer", payload).then(render)
      .catch(function (error) {
        var legal = error.details && error.details.legal;
        showError(error.message + (legal && legal.length ? " (legal: " + legal.join(", ") + ")" : ""));
      })
      .then(function () { busy(false); });
  }

  function choose(key) {
    var options = places[key];
    if (!options || !options.length) { return; }
    if (options.length === 1) { send(options[0].id); return; }
    // Several options on one place: their buttons are marked to pick from.
    Array.prototype.forEach.call($("options").children, function (button) {
      button.classList.toggle("picked", options.some(function (o) { return o.id === button.dataset.option; }));
    });
  }

  function addPlace(key, option) { (places[key] = places[key] || []).push(option); }

  function drawFacing(option, place) {
    var at = drawing.at;
    var from = at[place.from];
    if (!from) { return; }
    var sx = 0, sy = 0, n = 0;
    place.hexes.forEach(function (lab) { if (at[lab]) { sx += at[lab][0]; sy += at[lab][1]; n++; } });
    var x = n ? sx / n : from[0], y = n ? sy / n : from[1];
    var dx = x - from[0], dy = y - from[1], length = Math.sqrt(dx * dx + dy * dy);
    if (length < drawing.size * 0.8) {
      var angle = Math.PI / 3 * place.facing - Math.PI / 2;
      dx = Math.cos(angle); dy = Math.sin(angle); length = 1;
    }
    var r = drawing.size * 1.3;
    var g = drawing.el("g", { "class": "facing legal", "data-facing": String(place.facing),
      transform: "translate(" + (from[0] + dx / length * r) + "," + (from[1] + dy / length * r) + ")" }, drawing.overlay);
    drawing.el("circle", { r: 10 }, g);
    var label = drawing.el("text", { y: 4 }, g);
    label.textContent = String(place.facing);
    var title = drawing.el("title", {}, g);
    title.textContent = option.label;
    g.addEventListener("mouseenter", function () {
      place.hexes.forEach(function (lab) { if (drawing.hexNodes[lab]) { drawing.hexNodes[lab].classList.add("facing-preview"); } });
    });
    g.addEventListener("mouseleave", function () {
      place.hexes.forEach(function (lab) { if (drawing.hexNodes[lab]) { drawing.hexNodes[lab].classList.remove("facing-preview"); } });
    });
  }

  function renderScores(state, seats) {
    var table = $("scores");
    table.textContent = "";
    var head = document.createElement("tr");
    ["player", "", "VP", "cores", "hand", "deck", "discard"].forEach(function (h) { head.appendChild(text("th", h)); });
    table.appendChild(head);
    state.players.forEach(function (p) {
      var row = document.createElement("tr");
      row.dataset.player = String(p.index);
      row.appendChild(text("td", "player " + p.index + " (team " + p.team + ")" + (state.active === p.index ? " \u25c0" : "")));
      row.appendChild(text("td", seats[p.index] === "human" ? "person" : seats[p.index] + " bot"));
      row.appendChild(text("td", state.vp[p.team] + "/" + state.vp_target, "vp"));
      var cores = document.createElement("td");
      Object.keys(p.cores).forEach(function (colour) {
        var dot = text("span", "", "core " + colour + (p.cores[colour] ? "" : " exhausted"));
        dot.title = colour + (p.cores[colour] ? " core ready" : " core exhausted");
        cores.appendChild(dot);
      });
      row.appendChild(cores);
      row.appendChild(text("td", String(p.hand)));
      row.appendChild(text("td", String(p.deck)));
      row.appendChild(text("td", String(p.discard)));
      table.appendChild(row);
    });
  }

  function renderTrack(track) {
    var list = $("track");
    list.textContent = "";
    track.forEach(function (slot) {
      var li = document.createElement("li");
      li.appendChild(text("strong", slot.vp === null ? "no VP: " : slot.vp + " VP: "));
      li.appendChild(document.createTextNode(slot.name || "(empty)"));
      if (slot.text) { li.appendChild(text("span", slot.text, "text")); }
      list.appendChild(li);
    });
  }

  // The log scrolls in its own box, to its end when it was there; lines are new only after the first view.
  function renderLog(lines) {
    var list = $("log");
    var first = logLength === null;
    var atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    list.textContent = "";
    lines.forEach(function (line, index) { list.appendChild(text("li", line, !first && index >= logLength ? "new" : "")); });
    logLength = lines.length;
    if (first || atEnd) { list.scrollTop = list.scrollHeight; }
  }

  function render(got) {
    view = got;
    if (!drawing) { drawing = window.sfbkitBoard($("board"), got.board); }
    var state = got.state;
    drawing.render(state);
    Object.keys(drawing.hexNodes).forEach(function (lab) { drawing.hexNodes[lab].classList.remove("legal", "facing-preview"); });
    $("status").textContent = "round " + state.round + " \u00b7 VP " + state.vp.join("\u2013") + " of " + state.vp_target +
      (got.viewer === null ? "" : " \u00b7 you are player " + got.viewer);
    renderScores(state, got.seats);
    renderTrack(state.track);
    renderLog(got.log);

    var decision = got.decision;
    var hidden = got.hotseat && decision && shownSeat !== decision.player;
    $("cover").hidden = !hidden;
    if (hidden) { $("cover-text").textContent = "Player " + decision.player + " decides now: pass the device to them."; }

    var hand = $("hand");
    hand.textContent = "";
    hand.classList.remove("choosing");
    if (!hidden) {
      got.hand.forEach(function (card) {
        var wrapper = document.createElement("div");
        wrapper.className = "hand-card";
        wrapper.dataset.card = card.id;
        wrapper.innerHTML = card.html;
        wrapper.addEventListener("click", function () { if (wrapper.classList.contains("legal")) { choose("card:" + card.id); } });
        hand.appendChild(wrapper);
      });
    }

    places = {};
    var buttons = $("options");
    buttons.textContent = "";
    $("decision").className = "";
    $("game").classList.toggle("over", Boolean(got.result));
    if (got.result) {
      if (!shownOver) { shownOver = true; window.scrollTo(0, 0); }
      $("result").hidden = false;
      $("result").textContent = "Match over: " + resultText(got.result) + ". ";
      var link = text("a", "Download the log");
      link.href = "/api/matches/" + encodeURIComponent(matchId) + "/log";
      link.setAttribute("download", matchId + ".jsonl");
      $("result").appendChild(link);
      $("prompt").textContent = "Match over: " + resultText(got.result);
      return;
    }
    if (!decision) { return; }
    if (!decision.mine) {
      $("decision").className = "waiting";
      $("prompt").textContent = "Waiting for player " + decision.player + " (" + decision.kind + ")";
      return;
    }
    if (hidden) { $("prompt").textContent = ""; return; }
    $("prompt").textContent = "Player " + decision.player + ": " + (decision.prompt || decision.kind);
    decision.options.forEach(function (option) {
      var place = option.place;
      if (place && place.hex && drawing.hexNodes[place.hex]) {
        drawing.hexNodes[place.hex].classList.add("legal");
        addPlace("hex:" + place.hex, option);
      } else if (place && place.champion && document.querySelector("#board g.champion[data-champion='" + place.champion + "']")) {
        document.querySelector("#board g.champion[data-champion='" + place.champion + "']").classList.add("legal");
        addPlace("champion:" + place.champion, option);
      } else if (place && place.card && hand.querySelector("[data-card='" + place.card + "']")) {
        var held = hand.querySelector("[data-card='" + place.card + "']");
        held.classList.add("legal");
        if (place.note) {
          held.classList.add("no-target");
          held.title = place.note;
          held.insertBefore(text("p", place.note, "card-note"), held.firstChild);
        }
        hand.classList.add("choosing");
        addPlace("card:" + place.card, option);
      } else if (place && place.facing !== undefined) {
        drawFacing(option, place);
        addPlace("facing:" + place.facing, option);
      } else if (place && place.hexes) {
        place.hexes.forEach(function (lab) {
          if (drawing.hexNodes[lab]) { drawing.hexNodes[lab].classList.add("legal"); addPlace("hex:" + lab, option); }
        });
      } else {
        place = null;
      }
      if (!place) {
        var button = text("button", option.label, "option legal");
        button.type = "button";
        button.dataset.option = option.id;
        button.title = option.id;
        button.addEventListener("click", function () { send(option.id); });
        buttons.appendChild(button);
      }
    });
  }

  function gamePage() {
    $("game").hidden = false;
    $("board").addEventListener("click", function (event) {
      var target = event.target;
      var facing = target.closest("[data-facing]");
      if (facing) { choose("facing:" + facing.dataset.facing); return; }
      var champion = target.closest("[data-champion]");
      if (champion) {
        var id = champion.dataset.champion;
        if (places["champion:" + id]) { choose("champion:" + id); return; }
        var standing = view && view.state.champions.filter(function (c) { return c.id === id; })[0];
        if (standing && standing.hex) { choose("hex:" + standing.hex); }
        return;
      }
      var hex = target.closest("[data-hex]");
      if (hex) { choose("hex:" + hex.dataset.hex); }
    });
    $("reveal").addEventListener("click", function () {
      if (view && view.decision) { shownSeat = view.decision.player; render(view); }
    });
    load();
  }

  if (matchId) { gamePage(); } else { setupPage(); }
  document.body.dataset.ready = "true";
})();
