"use strict";
/* The play page of any game: the new-match form and saved matches, or one match drawn with the
   game's board script (window.sfbkitPlayBoard). Legal options are highlighted where they are
   chosen: spots and pieces of the board, cards of the hand and the game's own marks; the others
   are buttons. Every answer goes to the server, which checks it, lets the bots play, saves the
   log and sends back what this seat sees. */
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

  // --- the new-match form: the game's fields, the seat, the opponent and its strength --------
  function select(name, label, field, chosen) {
    var node = document.createElement("select");
    node.name = name;
    node.setAttribute("aria-label", label);
    field.choices.forEach(function (choice) {
      var option = text("option", choice.label);
      option.value = choice.value;
      option.selected = choice.value === chosen;
      node.appendChild(option);
    });
    return node;
  }
  function fieldNodes(field) {
    if (!field.groups) {
      var label = text("label", field.label + " ", "group");
      label.appendChild(select("field-" + field.key, field.label, field, field.default));
      return [label];
    }
    var boxes = [];
    for (var group = 0; group < field.groups; group++) {
      var part = document.createElement("div");
      part.className = "group";
      part.appendChild(text("strong", field.label + " " + group));
      for (var slot = 0; slot < field.size; slot++) {
        var chosen = field.defaults ? field.defaults[group][slot] : field.default;
        part.appendChild(select("field-" + field.key + "-" + group, field.label + " " + group + " pick " + (slot + 1), field, chosen));
      }
      boxes.push(part);
    }
    return boxes;
  }
  function fieldValue(field) {
    if (!field.groups) { return document.querySelector("select[name='field-" + field.key + "']").value; }
    var value = [];
    for (var group = 0; group < field.groups; group++) {
      var picks = document.querySelectorAll("select[name='field-" + field.key + "-" + group + "']");
      value.push(Array.prototype.map.call(picks, function (s) { return s.value; }));
    }
    return value;
  }
  // The seats a person may take: 0 to one less than the form's ``seats`` field, or 0 and 1 without one.
  function seatChoices(count) {
    var seat = $("seat");
    var chosen = Math.min(Number(seat.value) || 0, count - 1);
    seat.textContent = "";
    for (var index = 0; index < count; index++) {
      var option = text("option", String(index));
      option.value = String(index);
      option.selected = index === chosen;
      seat.appendChild(option);
    }
  }
  function followSeats() {
    var field = document.querySelector("select[name='field-seats']");
    if (!field) { return; }
    seatChoices(Number(field.value));
    field.addEventListener("change", function () { seatChoices(Number(field.value)); });
  }
  function opponentLabel(name) {
    if (name === "human") { return "a person (hot-seat)"; }
    var parts = name.split(":");
    return parts[1] ? parts[0] + " bot, " + parts[1] + " playouts a decision" : name + " bot";
  }
  function aboutSaved(entry) {
    if (entry.damaged) { return " (damaged: " + entry.damaged + ")"; }
    return " " + (entry.sides || []).join(" vs ") + " \u00b7 " + (entry.seats || []).join(" vs ") + " \u00b7 " +
      (entry.over ? "over" : "in progress, " + entry.decisions + " decisions");
  }

  function setupPage() {
    $("setup").hidden = false;
    var choices = null;
    api("GET", "/api/setup").then(function (got) {
      choices = got;
      got.fields.forEach(function (field) {
        fieldNodes(field).forEach(function (node) { $("fields").appendChild(node); });
      });
      followSeats();
      // A game whose form names every seat's player has no use for the one seat and opponent.
      if (got.seats_in_form) { $("seat").closest("label").hidden = true; $("opponent").closest("label").hidden = true; }
      got.opponents.forEach(function (name) {
        var option = text("option", opponentLabel(name));
        option.value = name;
        option.selected = name === got.default_opponent;
        $("opponent").appendChild(option);
      });
      return api("GET", "/api/matches");
    }).then(function (saved) {
      saved.matches.forEach(function (entry) {
        var li = document.createElement("li");
        var link = text("a", entry.id);
        link.href = "/play/" + entry.id;
        li.appendChild(link);
        if (entry.damaged) { li.className = "damaged"; }
        li.appendChild(document.createTextNode(aboutSaved(entry)));
        $("saved").appendChild(li);
      });
      busy(false);
    }).catch(function (error) { showError(error.message); busy(false); });

    $("setup-form").addEventListener("submit", function (event) {
      event.preventDefault();
      if (!choices) { return; }
      var payload = { opponent: $("opponent").value, seat: Number($("seat").value) };
      // No seed: the server draws one, so that nobody at the page can know the bot's cards.
      var seed = $("seed").value.trim();
      if (seed !== "") { payload.seed = Number(seed); }
      var values = {};
      choices.fields.forEach(function (field) { values[field.key] = fieldValue(field); });
      choices.fields.forEach(function (field) {
        // An empty choice is left out, and so is a field that another field's value replaces.
        if (values[field.key] === "" || (field.unless && values[field.unless])) { return; }
        payload[field.key] = values[field.key];
      });
      busy(true);
      api("POST", "/api/matches", payload).then(function (created) {
        window.location.href = created.url;
      }).catch(function (error) { showError(error.message); busy(false); });
    });
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
    if (!options || !options.length) { return false; }
    if (options.length === 1) { send(options[0].id); return true; }
    // Several options in one place: their buttons are marked to pick from.
    Array.prototype.forEach.call($("options").children, function (button) {
      button.classList.toggle("picked", options.some(function (o) { return o.id === button.dataset.option; }));
    });
    return true;
  }

  function addPlace(key, option) { (places[key] = places[key] || []).push(option); }

  function cellNode(cell) {
    var td = document.createElement("td");
    (Array.isArray(cell) ? cell : [cell]).forEach(function (part) {
      if (typeof part === "string") { td.appendChild(document.createTextNode(part)); return; }
      var span = text("span", part.text || "", part["class"] || "");
      if (part.title) { span.title = part.title; }
      td.appendChild(span);
    });
    return td;
  }

  function renderPanels(panels) {
    var box = $("panels");
    box.textContent = "";
    panels.forEach(function (panel) {
      box.appendChild(text("h2", panel.title));
      var table = document.createElement("table");
      table.className = "panel";
      if (panel.id) { table.id = panel.id; }
      if (panel.head) {
        var head = document.createElement("tr");
        panel.head.forEach(function (h) { head.appendChild(text("th", h)); });
        table.appendChild(head);
      }
      panel.rows.forEach(function (cells, index) {
        var row = document.createElement("tr");
        if (panel.row_data) { row.setAttribute("data-" + panel.row_data, String(index)); }
        cells.forEach(function (cell) { row.appendChild(cellNode(cell)); });
        table.appendChild(row);
      });
      box.appendChild(table);
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

  function pieceNode(id) {
    return Array.prototype.filter.call(document.querySelectorAll("#board [data-piece]"), function (node) {
      return node.dataset.piece === id;
    })[0];
  }

  function render(got) {
    view = got;
    if (!drawing) { drawing = window.sfbkitPlayBoard($("board"), got.board); }
    drawing.render(got.state);
    Object.keys(drawing.spots).forEach(function (spot) { drawing.spots[spot].classList.remove("legal"); });
    $("status").textContent = got.status + (got.viewer === null ? "" : " \u00b7 you are player " + got.viewer);
    renderPanels(got.panels);
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
      $("result").textContent = "Match over: " + got.result_text + ". ";
      var link = text("a", "Download the log");
      link.href = "/api/matches/" + encodeURIComponent(matchId) + "/log";
      link.setAttribute("download", matchId + ".jsonl");
      $("result").appendChild(link);
      $("prompt").textContent = "Match over: " + got.result_text;
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
      var piece = place && place.piece && pieceNode(place.piece);
      var held = place && place.card && hand.querySelector("[data-card='" + CSS.escape(place.card) + "']");
      if (place && place.spot && drawing.spots[place.spot]) {
        drawing.spots[place.spot].classList.add("legal");
        addPlace("spot:" + place.spot, option);
      } else if (piece) {
        piece.classList.add("legal");
        addPlace("piece:" + place.piece, option);
      } else if (held) {
        held.classList.add("legal");
        if (place.note) {
          held.classList.add("no-target");
          held.title = place.note;
          held.insertBefore(text("p", place.note, "card-note"), held.firstChild);
        }
        hand.classList.add("choosing");
        addPlace("card:" + place.card, option);
      } else if (place && place.mark !== undefined && drawing.mark) {
        drawing.mark(option, place);
        addPlace("mark:" + place.mark, option);
      } else if (place && place.spots) {
        place.spots.forEach(function (spot) {
          if (drawing.spots[spot]) { drawing.spots[spot].classList.add("legal"); addPlace("spot:" + spot, option); }
        });
      } else {
        place = null;
      }
      // An option whose place shares a spot with others also gets its button, to pick among them.
      if (!place || (place.spot && places["spot:" + place.spot].length > 1)) {
        var button = text("button", option.label, "option legal");
        button.type = "button";
        button.dataset.option = option.id;
        button.title = option.id;
        button.addEventListener("click", function () { send(option.id); });
        buttons.appendChild(button);
      }
    });
    // The first of several options on a spot got no button when it was alone: it gets one now.
    Object.keys(places).forEach(function (key) {
      if (places[key].length < 2) { return; }
      places[key].forEach(function (option) {
        if (buttons.querySelector("[data-option='" + CSS.escape(option.id) + "']")) { return; }
        var button = text("button", option.label, "option legal");
        button.type = "button";
        button.dataset.option = option.id;
        button.title = option.id;
        button.addEventListener("click", function () { send(option.id); });
        buttons.appendChild(button);
      });
    });
  }

  function gamePage() {
    $("game").hidden = false;
    $("board").addEventListener("click", function (event) {
      var target = event.target;
      var mark = target.closest("[data-mark]");
      if (mark) { choose("mark:" + mark.dataset.mark); return; }
      var piece = target.closest("[data-piece]");
      if (piece && choose("piece:" + piece.dataset.piece)) { return; }
      var spot = target.closest("[data-spot]");
      if (spot) { choose("spot:" + spot.dataset.spot); }
    });
    $("reveal").addEventListener("click", function () {
      if (view && view.decision) { shownSeat = view.decision.player; render(view); }
    });
    load();
  }

  if (matchId) { gamePage(); } else { setupPage(); }
  document.body.dataset.ready = "true";
})();
