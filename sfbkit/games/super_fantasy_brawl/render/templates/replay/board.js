"use strict";
/* The arena as SVG, shared by the replay page and the play page: hexes, areas, statues,
   deployment zones and gates, traps and champions. window.sfbkitBoard(svg, board) returns
   {render(state), hexNodes, at}; render draws one snapshot (sfbkit.play.snapshots). */
window.sfbkitBoard = function (svg, board) {
  var NS = "http://www.w3.org/2000/svg";
  var SIZE = 28;
  var SQRT3 = Math.sqrt(3);
  var statueColours = { red: "#c0392b", yellow: "#d4a017", blue: "#2e6bc4" };

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

  var staticLayer = el("g", { id: "hexes" }, svg);
  var hexNodes = {};
  board.hexes.forEach(function (h) {
    var c = at[h.label];
    var cls = "hex";
    if (areaOf[h.label]) { cls += " area-" + areaOf[h.label]; }
    if (printedTrap[h.label]) { cls += " printed-trap"; }
    var poly = el("polygon", { "class": cls, points: corners(c[0], c[1], SIZE - 1), "data-hex": h.label }, staticLayer);
    hexNodes[h.label] = poly;
    var text = el("text", { "class": "hex-label", x: c[0], y: c[1] + SIZE * 0.62 }, staticLayer);
    text.textContent = h.label;
    if (statueAt[h.label]) {
      el("polygon", { "class": "statue", points: corners(c[0], c[1], SIZE * 0.55), fill: statueColours[statueAt[h.label]] || "#777" }, staticLayer);
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
      el("circle", { r: SIZE * 0.62 }, g);
      var name = el("text", { y: 3 }, g);
      name.textContent = champion.id.slice(0, 3);
      var dmg = el("text", { "class": "damage", y: SIZE * 0.62 + 10 }, g);
      dmg.textContent = champion.damage + "/" + champion.hp;
      var title = el("title", {}, g);
      title.textContent = champion.name + " (" + champion.id + "), team " + champion.team + ", " + champion.damage + "/" + champion.hp + " damage" + (champion.levelled ? ", levelled up" : "") + (champion.hex === null ? ", on its gate" : ", on " + champion.hex);
    });
  }

  return { render: render, hexNodes: hexNodes, at: at, el: el, overlay: overlay, size: SIZE };
};
