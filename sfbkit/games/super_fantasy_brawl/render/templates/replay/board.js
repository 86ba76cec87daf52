"use strict";
/* The arena as SVG, shared by the replay page and the play page: hexes, areas, statues,
   deployment zones and gates, traps and champions. window.sfbkitBoard(svg, board) returns
   {render(state), legend(list, states), hexNodes, at}; render draws one snapshot
   (sfbkit.play.snapshots), legend fills a list with one entry per marker kind the states show.
   Colours are from Okabe-Ito's palette (replay.css); teams differ by shape too (circles,
   squares) and each coloured area by a pattern (stripes, dots, cross-hatch). */
window.sfbkitBoard = function (svg, board) {
  var NS = "http://www.w3.org/2000/svg";
  var SIZE = 28;
  var SQRT3 = Math.sqrt(3);
  var PATTERNS = { red: "stripes", yellow: "dots", blue: "cross-hatch" };

  function el(name, attrs, parent) {
    var node = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (parent) { parent.appendChild(node); }
    return node;
  }
  function centre(q, r) { return [SIZE * 1.5 * q, SIZE * SQRT3 * (r + q / 2)]; }
  function corners(x, y, size) {
    var points = [];
    for (var i = 0; i < 6; i++) {
      var angle = Math.PI / 180 * 60 * i;
      points.push((x + size * Math.cos(angle)).toFixed(2) + "," + (y + size * Math.sin(angle)).toFixed(2));
    }
    return points.join(" ");
  }

  var at = {};
  var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  board.hexes.forEach(function (h) {
    var c = centre(h.q, h.r);
    at[h.label] = c;
    minX = Math.min(minX, c[0]); maxX = Math.max(maxX, c[0]);
    minY = Math.min(minY, c[1]); maxY = Math.max(maxY, c[1]);
  });
  var GATE_W = 90;
  var pad = SIZE + 6;
  var width = maxX - minX + 2 * pad + 2 * GATE_W;
  var height = maxY - minY + 2 * pad + 24;
  svg.setAttribute("viewBox", (minX - pad - GATE_W) + " " + (minY - pad - 24) + " " + width + " " + height);

  var areaOf = {};
  Object.keys(board.areas).forEach(function (colour) {
    board.areas[colour].forEach(function (lab) { areaOf[lab] = colour; });
  });
  var printedTrap = {};
  board.trap_hexes.forEach(function (lab) { printedTrap[lab] = true; });
  var statueAt = {};
  Object.keys(board.statues).forEach(function (colour) { statueAt[board.statues[colour]] = colour; });

  var defs = el("defs", {}, svg);
  function pattern(colour) {
    var node = el("pattern", { id: "pattern-" + colour, width: 8, height: 8, patternUnits: "userSpaceOnUse" }, defs);
    if (PATTERNS[colour] === "dots") {
      el("circle", { "class": "pattern-ink", cx: 4, cy: 4, r: 1.3 }, node);
    } else if (PATTERNS[colour] === "stripes") {
      el("path", { "class": "pattern-ink", d: "M-2,2 L2,-2 M0,8 L8,0 M6,10 L10,6" }, node);
    } else {
      el("path", { "class": "pattern-ink", d: "M0,4 H8 M4,0 V8" }, node);
    }
  }
  Object.keys(board.areas).forEach(pattern);

  var staticLayer = el("g", { id: "hexes" }, svg);
  var hexNodes = {};
  board.hexes.forEach(function (h) {
    var c = at[h.label];
    var cls = "hex";
    if (areaOf[h.label]) { cls += " area-" + areaOf[h.label]; }
    if (printedTrap[h.label]) { cls += " printed-trap"; }
    var poly = el("polygon", { "class": cls, points: corners(c[0], c[1], SIZE - 1), "data-hex": h.label }, staticLayer);
    hexNodes[h.label] = poly;
    if (areaOf[h.label]) {
      el("polygon", { "class": "area-pattern", points: corners(c[0], c[1], SIZE - 1), fill: "url(#pattern-" + areaOf[h.label] + ")" }, staticLayer);
    }
    var text = el("text", { "class": "hex-label", x: c[0], y: c[1] + SIZE * 0.62 }, staticLayer);
    text.textContent = h.label;
    if (statueAt[h.label]) {
      var statue = el("polygon", { "class": "statue statue-" + statueAt[h.label], points: corners(c[0], c[1], SIZE * 0.55) }, staticLayer);
      el("title", {}, statue).textContent = statueAt[h.label] + " statue";
    }
  });
  var gateX = [minX - pad - GATE_W / 2, maxX + pad + GATE_W / 2];
  var gateLayer = el("g", { "class": "gate" }, svg);
  var dynamic = el("g", { id: "pieces" }, svg);
  var overlay = el("g", { id: "overlay" }, svg);

  function drawDeployment(state) {
    Object.keys(hexNodes).forEach(function (lab) {
      hexNodes[lab].classList.remove("deploy-0", "deploy-1");
    });
    (state.deployment || []).forEach(function (name, team) {
      (board.deployment[name] || []).forEach(function (lab) {
        if (hexNodes[lab]) { hexNodes[lab].classList.add("deploy-" + team); }
      });
    });
    while (gateLayer.firstChild) { gateLayer.removeChild(gateLayer.firstChild); }
    (state.deployment || []).forEach(function (name, team) {
      var side = board.deployment[name] && at[board.deployment[name][0]] && at[board.deployment[name][0]][0] > (minX + maxX) / 2 ? 1 : 0;
      var t = el("text", { x: gateX[side], y: minY - pad - 6, "text-anchor": "middle" }, gateLayer);
      t.textContent = "team " + team + " gate";
    });
  }

  function gatePosition(state, champion) {
    var team = champion.team;
    var name = (state.deployment || [])[team];
    var side = team;
    if (name && board.deployment[name]) {
      side = at[board.deployment[name][0]][0] > (minX + maxX) / 2 ? 1 : 0;
    }
    var onGate = state.champions.filter(function (c) { return c.team === team && c.hex === null; });
    var index = onGate.indexOf(champion);
    return [gateX[side], minY + index * (SIZE * 2.2)];
  }

  function token(team, radius, parent) {
    if (team === 0) { return el("circle", { "class": "token", r: radius }, parent); }
    var side = radius * 1.7;
    return el("rect", { "class": "token", x: -side / 2, y: -side / 2, width: side, height: side, rx: 3 }, parent);
  }

  function render(state) {
    while (dynamic.firstChild) { dynamic.removeChild(dynamic.firstChild); }
    while (overlay.firstChild) { overlay.removeChild(overlay.firstChild); }
    drawDeployment(state);
    Object.keys(state.traps).forEach(function (lab) {
      var c = at[lab];
      if (!c) { return; }
      var rect = el("rect", { "class": "trap", x: c[0] - 9, y: c[1] - 9, width: 18, height: 18, rx: 3, "data-hex": lab }, dynamic);
      var t = el("text", { "class": "trap-text", x: c[0], y: c[1] + 3 }, dynamic);
      t.textContent = "T";
      var title = el("title", {}, rect);
      title.textContent = "trap: " + state.traps[lab];
    });
    state.champions.forEach(function (champion) {
      var pos = champion.hex === null ? gatePosition(state, champion) : at[champion.hex];
      if (!pos) { return; }
      var cls = "champion team-" + champion.team + (champion.levelled ? " levelled" : "") + (champion.rooted ? " rooted" : "");
      var g = el("g", { "class": cls, "data-champion": champion.id, transform: "translate(" + pos[0] + "," + pos[1] + ")" }, dynamic);
      token(champion.team, SIZE * 0.62, g);
      var name = el("text", { y: 3 }, g);
      name.textContent = champion.id.slice(0, 3);
      var dmg = el("text", { "class": "damage", y: SIZE * 0.62 + 10 }, g);
      dmg.textContent = champion.damage + "/" + champion.hp;
      var title = el("title", {}, g);
      title.textContent = champion.name + " (" + champion.id + "), team " + champion.team + ", " + champion.damage + "/" + champion.hp + " damage" + (champion.levelled ? ", levelled up" : "") + (champion.hex === null ? ", on its gate" : ", on " + champion.hex);
    });
  }

  function swatch(kind, extra) {
    var box = document.createElementNS(NS, "svg");
    box.setAttribute("class", "swatch");
    box.setAttribute("viewBox", "-12 -12 24 24");
    box.setAttribute("width", "22");
    box.setAttribute("height", "22");
    box.setAttribute("aria-hidden", "true");
    if (kind === "team") {
      var g = el("g", { "class": "champion team-" + extra }, box);
      token(extra, 8, g);
    } else if (kind === "statue") {
      el("polygon", { "class": "statue statue-" + extra, points: corners(0, 0, 8) }, box);
    } else if (kind === "trap") {
      el("rect", { "class": "trap", x: -7, y: -7, width: 14, height: 14, rx: 3 }, box);
      el("text", { "class": "trap-text", x: 0, y: 3 }, box).textContent = "T";
    } else if (kind === "gate") {
      el("text", { "class": "gate-swatch", x: 0, y: 4, "text-anchor": "middle" }, box).textContent = "\u2192";
    } else if (kind === "levelled" || kind === "rooted") {
      var c = el("g", { "class": "champion team-0 " + kind }, box);
      token(0, 8, c);
    } else {
      el("polygon", { "class": "hex " + extra, points: corners(0, 0, 11) }, box);
      if (kind === "area") {
        el("polygon", { "class": "area-pattern", points: corners(0, 0, 11), fill: "url(#pattern-" + extra.slice(5) + ")" }, box);
      }
    }
    return box;
  }

  function legend(list, states) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    function entry(marker, kind, extra, text) {
      var li = document.createElement("li");
      li.dataset.marker = marker;
      li.appendChild(swatch(kind, extra));
      var span = document.createElement("span");
      span.textContent = text;
      li.appendChild(span);
      list.appendChild(li);
    }
    var teams = {};
    var order = [];
    var seen = { deploy: {}, trap: false, gate: false, levelled: false, rooted: false };
    states.forEach(function (state) {
      state.champions.forEach(function (c) {
        if (!(c.team in teams)) { teams[c.team] = {}; order.push(c.team); }
        teams[c.team][c.id] = c.name;
        if (c.levelled) { seen.levelled = true; }
        if (c.rooted) { seen.rooted = true; }
      });
      (state.deployment || []).forEach(function (name, team) { if (name) { seen.deploy[team] = true; seen.gate = true; } });
      if (Object.keys(state.traps).length) { seen.trap = true; }
    });
    order.sort().forEach(function (team) {
      var names = Object.keys(teams[team]).map(function (id) { return id.slice(0, 3) + " = " + teams[team][id]; });
      entry("team-" + team, "team", team, "team " + team + " (" + (team === 0 ? "circles" : "squares") + "): " + names.join(", "));
    });
    if (seen.levelled) { entry("levelled", "levelled", null, "levelled up (thick outline)"); }
    if (seen.rooted) { entry("rooted", "rooted", null, "rooted (dashed ring)"); }
    Object.keys(board.statues).sort().forEach(function (colour) {
      entry("statue-" + colour, "statue", colour, colour + " statue");
    });
    Object.keys(board.areas).sort().forEach(function (colour) {
      entry("area-" + colour, "area", "area-" + colour, colour + " area (" + PATTERNS[colour] + ")");
    });
    Object.keys(seen.deploy).sort().forEach(function (team) {
      entry("deploy-" + team, "deploy", "deploy-" + team, "team " + team + " deployment area (" + (team === "0" ? "solid" : "dashed") + " outline)");
    });
    if (seen.gate) { entry("gate", "gate", null, "gate: champions not on the map wait beside it"); }
    if (board.trap_hexes.length) { entry("printed-trap", "printed-trap", "printed-trap", "trap hex printed on the map (dotted outline)"); }
    if (seen.trap) { entry("trap", "trap", null, "trap on the board (its kind on hover)"); }
  }

  return { render: render, legend: legend, hexNodes: hexNodes, at: at, el: el, overlay: overlay, size: SIZE };
};
