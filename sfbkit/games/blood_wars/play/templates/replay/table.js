"use strict";
/* The table of a Blood Wars replay as SVG: a row per seat with its VP, the sizes of its hidden piles,
   its battlefields and victory pool, and each warlord with its battle hand (face-down cards shaded).
   window.sfbkitBoard(svg, board) returns {render(state), legend(list, states)} for the replay shell;
   it draws with the kit's window.sfbkitSvg (svg_draw.js). */
window.sfbkitBoard = function (svg, board) {
  var ROW = 120;
  var WIDTH = 900;

  var el = window.sfbkitSvg.el;
  var text = window.sfbkitSvg.text;
  function short(instance) { return instance.slice(instance.indexOf(":") + 1); }

  svg.setAttribute("viewBox", [0, 0, WIDTH, board.seats * ROW].join(" "));
  var layer = el("g", { id: "seats" }, svg);

  function card(c, x, y, parent) {
    var g = el("g", { "class": "card" + (c.down ? " down" : ""), "data-card": c.card }, parent);
    el("title", {}, g).textContent = c.card + (c.down ? " (face down)" : " (face up)");
    el("rect", { x: x, y: y, width: 86, height: 18, rx: 3 }, g);
    text(short(c.card).slice(0, 14), { x: x + 4, y: y + 13 }, g);
  }

  function render(state) {
    while (layer.firstChild) { layer.removeChild(layer.firstChild); }
    state.seats.forEach(function (seat, index) {
      var top = index * ROW;
      var g = el("g", { "class": "seat" + (state.turn_player === index ? " active" : ""), "data-seat": index }, layer);
      el("rect", { "class": "seat-bg", x: 2, y: top + 2, width: WIDTH - 4, height: ROW - 4, rx: 6 }, g);
      text(seat.name + " \u00b7 VP " + state.vp[index] + " \u00b7 hand " + seat.hand + " \u00b7 deck " + seat.deck +
        " \u00b7 discard " + seat.discard + " \u00b7 Dead-Book " + seat.dead, { "class": "seat-line", x: 10, y: top + 18 }, g);
      text("in play: " + (seat.battlefields.map(short).join(", ") || "no battlefield") +
        (seat.fates.length ? "; fates: " + seat.fates.map(short).join(", ") : "") +
        " \u00b7 pool: " + (seat.pool.map(short).join(", ") || "empty"), { "class": "places", x: 10, y: top + 36 }, g);
      seat.warlords.forEach(function (w, column) {
        var x = 10 + column * 180;
        card(w, x, top + 44, g);
        w.hand.forEach(function (c, row) { card(c, x + (row % 2) * 88, top + 64 + Math.floor(row / 2) * 20, g); });
      });
    });
  }

  function legend(list, states) {
    var li = document.createElement("li");
    li.textContent = "shaded cards are face down; the seat whose turn it is is outlined";
    list.appendChild(li);
  }

  return { render: render, legend: legend };
};
