"use strict";
/* The battlefield of a Dungeon Command replay as SVG: squares, start areas and treasure once, then
   per step the chests, token counts and creatures. Each creature token shows its distinct label
   (board.tokens, by uid) and its hit points left; seat 0 is round and blue, seat 1 square and red.
   window.sfbkitBoard(svg, board) returns {render(state), legend(list, states)} for the replay shell;
   it draws with the kit's window.sfbkitSvg (svg_draw.js). */
window.sfbkitBoard = function (svg, board) {
  var CELL = 40;
  var rows = board.rows;

  var el = window.sfbkitSvg.el;
  var text = window.sfbkitSvg.text;
  function xy(square) { return [square.charCodeAt(0) - 97, parseInt(square.slice(1), 10) - 1]; }
  function corner(square) { var p = xy(square); return [p[0] * CELL, (rows - 1 - p[1]) * CELL]; }

  svg.setAttribute("viewBox", [-24, -4, board.columns * CELL + 28, rows * CELL + 24].join(" "));
  Object.keys(board.squares).forEach(function (square) {
    var c = corner(square);
    el("rect", { "class": "sq " + board.squares[square], x: c[0], y: c[1], width: CELL, height: CELL, "data-square": square }, svg);
    if (square in board.starts && board.squares[square] !== "wall") {
      el("rect", { "class": "start seat-" + board.starts[square], x: c[0] + 2, y: c[1] + 2, width: CELL - 4, height: CELL - 4 }, svg);
    }
  });
  for (var x = 0; x < board.columns; x++) {
    text(String.fromCharCode(97 + x), { "class": "axis", x: x * CELL + CELL / 2, y: rows * CELL + 14, "text-anchor": "middle" }, svg);
  }
  for (var y = 0; y < rows; y++) {
    text(String(y + 1), { "class": "axis", x: -6, y: (rows - 1 - y) * CELL + CELL / 2 + 4, "text-anchor": "end" }, svg);
  }
  board.treasure.forEach(function (square) {
    var c = corner(square);
    el("circle", { "class": "treasure-mark", cx: c[0] + CELL / 2, cy: c[1] + CELL / 2, r: 5 }, svg);
  });
  var pieces = el("g", { id: "pieces" }, svg);

  function creature(c) {
    var p = corner(c.square);
    var cx = p[0] + CELL / 2, cy = p[1] + CELL / 2, r = CELL / 2 - 3;
    var left = c.hp - c.damage;
    var name = board.tokens[String(c.uid)];
    var g = el("g", { "class": "creature seat-" + c.seat + (c.tapped ? " tapped" : ""), "data-uid": c.uid, "data-card": c.card }, pieces);
    el("title", {}, g).textContent = name + ": " + c.card + " (player " + c.seat + "), " + left + " of " + c.hp + " hit points" + (c.tapped ? ", tapped" : "");
    if (c.seat === 0) {
      el("circle", { "class": "token", cx: cx, cy: cy, r: r }, g);
    } else {
      el("rect", { "class": "token", x: cx - r + 1, y: cy - r + 1, width: 2 * r - 2, height: 2 * r - 2, rx: 3 }, g);
    }
    text(name, { "class": "token-label", x: cx, y: cy - 1 }, g);
    text(String(left), { "class": "token-hp", x: cx, y: cy + 11 }, g);
  }

  function render(state) {
    while (pieces.firstChild) { pieces.removeChild(pieces.firstChild); }
    state.chests.forEach(function (square) {
      var c = corner(square);
      el("rect", { "class": "chest", x: c[0] + 12, y: c[1] + 12, width: CELL - 24, height: CELL - 24 }, pieces);
    });
    Object.keys(state.tokens).forEach(function (square) {
      var c = corner(square);
      text(String(state.tokens[square]), { "class": "morale-tokens", x: c[0] + CELL - 3, y: c[1] + 10 }, pieces);
    });
    state.creatures.forEach(creature);
  }

  function legend(list, states) {
    function entry(kind, draw, words) {
      var li = document.createElement("li");
      li.dataset.marker = kind;
      var swatch = el("svg", { "class": "swatch", width: 18, height: 18, viewBox: "0 0 18 18" });
      draw(swatch);
      li.appendChild(swatch);
      li.appendChild(document.createTextNode(words));
      list.appendChild(li);
    }
    var kinds = {};
    Object.keys(board.squares).forEach(function (square) { kinds[board.squares[square]] = true; });
    ["floor", "wall", "difficult", "hazardous", "obstacle"].forEach(function (kind) {
      if (kinds[kind]) { entry(kind, function (s) { el("rect", { "class": "sq " + kind, x: 1, y: 1, width: 16, height: 16 }, s); }, kind); }
    });
    [0, 1].forEach(function (seat) {
      entry("seat-" + seat, function (s) {
        var g = el("g", { "class": "creature seat-" + seat }, s);
        if (seat === 0) { el("circle", { "class": "token", cx: 9, cy: 9, r: 7 }, g); }
        else { el("rect", { "class": "token", x: 2, y: 2, width: 14, height: 14, rx: 2 }, g); }
      }, "player " + seat + "'s creature: its label above, its hit points left below");
      entry("start-" + seat, function (s) { el("rect", { "class": "start seat-" + seat, x: 2, y: 2, width: 14, height: 14 }, s); }, "player " + seat + "'s start area");
    });
    if (board.treasure.length) { entry("treasure", function (s) { el("circle", { "class": "treasure-mark", cx: 9, cy: 9, r: 5 }, s); }, "treasure square"); }
    if (states.some(function (state) { return state.chests.length; })) {
      entry("chest", function (s) { el("rect", { "class": "chest", x: 4, y: 4, width: 10, height: 10 }, s); }, "treasure chest");
    }
    if (states.some(function (state) { return state.creatures.some(function (c) { return c.tapped; }); })) {
      entry("tapped", function (s) { el("circle", { "class": "token", cx: 9, cy: 9, r: 7, style: "fill:#999;stroke:#333;stroke-dasharray:3 2" }, s); }, "tapped");
    }
  }

  return { render: render, legend: legend };
};
