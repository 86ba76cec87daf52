"use strict";
/* Blood Wars on the play page: no board, so the picture is the VP race, one bar per player towards the
   target, the turn player's marked; the table itself (warlords, battle hands, pools, the challenge) is in
   the panels beside it. */
window.sfbkitPlayBoard = function (svg, board) {
  var NS = "http://www.w3.org/2000/svg";
  var ROW = 26, WIDTH = 300, LEFT = 96;
  function el(tag, attrs, parent) {
    var node = document.createElementNS(NS, tag);
    Object.keys(attrs).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (parent) { parent.appendChild(node); }
    return node;
  }
  svg.setAttribute("viewBox", "0 0 " + (LEFT + WIDTH + 40) + " " + (board.seats * ROW + 24));
  svg.setAttribute("aria-label", "victory points of each player towards " + board.target);
  var bars = el("g", { id: "vp-race" }, svg);

  function render(state) {
    bars.textContent = "";
    state.vp.forEach(function (vp, seat) {
      var y = seat * ROW + 6;
      var row = el("g", { "class": "vp-row side-" + seat + (state.turn_player === seat ? " turn" : ""), "data-seat": String(seat) }, bars);
      el("text", { "class": "who", x: LEFT - 6, y: y + 14, "text-anchor": "end" }, row).textContent =
        "player " + seat + (state.turn_player === seat ? " \u25c0" : "");
      el("rect", { "class": "track", x: LEFT, y: y, width: WIDTH, height: 18, rx: 3 }, row);
      el("rect", { "class": "bar", x: LEFT, y: y, width: Math.min(vp, state.target) / state.target * WIDTH, height: 18, rx: 3 }, row);
      el("text", { "class": "vp", x: LEFT + WIDTH + 6, y: y + 14 }, row).textContent = vp + " VP";
    });
    el("text", { "class": "target", x: LEFT + WIDTH, y: board.seats * ROW + 18, "text-anchor": "end" }, bars).textContent =
      state.target + " VP wins";
  }

  return { render: render, spots: {} };
};
