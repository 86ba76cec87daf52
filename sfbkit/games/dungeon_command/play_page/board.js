"use strict";
/* Dungeon Command on the play page: the battlefield as SVG squares (each a spot named by its label),
   start areas, treasure marks and chests, and each creature as a token in its player's colour with a
   label no other token shares and its hit points written under it. */
window.sfbkitPlayBoard = function (svg, board) {
  var NS = "http://www.w3.org/2000/svg";
  var CELL = 32;
  var rows = board.rows, columns = board.columns;
  function el(tag, attrs, parent) {
    var node = document.createElementNS(NS, tag);
    Object.keys(attrs).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (parent) { parent.appendChild(node); }
    return node;
  }
  function xy(square) { return [square.charCodeAt(0) - 97, parseInt(square.slice(1), 10) - 1]; }
  function corner(square) { var p = xy(square); return [p[0] * CELL, (rows - 1 - p[1]) * CELL]; }
  svg.setAttribute("viewBox", "-20 -4 " + (columns * CELL + 24) + " " + (rows * CELL + 22));
  var ground = el("g", { id: "squares" }, svg);
  var marks = el("g", { id: "marks" }, svg);
  var pieces = el("g", { id: "pieces" }, svg);
  var spots = {};
  for (var y = 0; y < rows; y++) {
    for (var x = 0; x < columns; x++) {
      var name = String.fromCharCode(97 + x) + (y + 1);
      var rect = el("rect", { "class": "sq spot floor", "data-spot": name, x: x * CELL, y: (rows - 1 - y) * CELL, width: CELL, height: CELL }, ground);
      el("title", {}, rect).textContent = name;
      spots[name] = rect;
    }
  }
  for (var cx = 0; cx < columns; cx++) {
    el("text", { "class": "coord", x: cx * CELL + CELL / 2, y: rows * CELL + 14, "text-anchor": "middle" }, svg).textContent = String.fromCharCode(97 + cx);
  }
  for (var cy = 0; cy < rows; cy++) {
    el("text", { "class": "coord", x: -5, y: (rows - 1 - cy) * CELL + CELL / 2 + 4, "text-anchor": "end" }, svg).textContent = String(cy + 1);
  }

  function render(state) {
    Object.keys(spots).forEach(function (square) {
      spots[square].setAttribute("class", "sq spot " + (state.terrain[square] || "wall"));
    });
    marks.textContent = "";
    pieces.textContent = "";
    Object.keys(state.starts).forEach(function (square) {
      if (state.terrain[square] === "wall") { return; }
      var at = corner(square);
      el("rect", { "class": "start side-" + state.starts[square], x: at[0] + 2, y: at[1] + 2, width: CELL - 4, height: CELL - 4 }, marks);
    });
    state.treasure.forEach(function (square) {
      var at = corner(square);
      el("circle", { "class": "treasure-mark", cx: at[0] + CELL / 2, cy: at[1] + CELL / 2, r: 4 }, marks);
    });
    state.chests.forEach(function (square) {
      var at = corner(square);
      el("rect", { "class": "chest", x: at[0] + 9, y: at[1] + 9, width: CELL - 18, height: CELL - 18 }, marks);
    });
    state.creatures.forEach(function (creature) {
      var at = corner(creature.square);
      var g = el("g", { "class": "creature piece side-" + creature.owner + (creature.tapped ? " tapped" : ""),
        "data-piece": String(creature.uid), "data-spot": creature.square,
        transform: "translate(" + (at[0] + CELL / 2) + "," + (at[1] + CELL / 2) + ")" }, pieces);
      el("title", {}, g).textContent = creature.label + ": " + creature.name + " (player " + creature.owner + "), " +
        creature.left + "/" + creature.hp + " HP" + (creature.tapped ? ", tapped" : "");
      el("circle", { "class": "token", r: CELL / 2 - 2, cy: -3 }, g);
      el("text", { "class": "name", y: 0, "font-size": creature.label.length > 2 ? 9 : 11 }, g).textContent = creature.label;
      el("rect", { "class": "hp-back", x: -10, y: 7, width: 20, height: 9, rx: 2 }, g);
      el("text", { "class": "hp", y: 14.5 }, g).textContent = creature.left + "/" + creature.hp;
    });
  }

  return { render: render, spots: spots };
};
