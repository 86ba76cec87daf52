"use strict";
/* Super Fantasy Brawl on the play page: the replay's hex board (window.sfbkitBoard) as the kit's
   play board. Hexes are spots, champions are pieces standing on their hex, and a card's facings
   are marks drawn around the champion whose card resolves. */
window.sfbkitPlayBoard = function (svg, board) {
  var drawing = window.sfbkitBoard(svg, board);
  Object.keys(drawing.hexNodes).forEach(function (label) {
    drawing.hexNodes[label].classList.add("spot");
    drawing.hexNodes[label].dataset.spot = label;
  });

  function render(state) {
    drawing.render(state);
    state.champions.forEach(function (champion) {
      var node = svg.querySelector("g.champion[data-champion='" + champion.id + "']");
      if (!node) { return; }
      node.classList.add("piece");
      node.dataset.piece = champion.id;
      if (champion.hex) { node.dataset.spot = champion.hex; }
    });
  }

  function mark(option, place) {
    var at = drawing.at;
    var from = at[place.from];
    if (!from) { return; }
    var sx = 0, sy = 0, n = 0;
    place.hexes.forEach(function (lab) { if (at[lab]) { sx += at[lab][0]; sy += at[lab][1]; n++; } });
    var x = n ? sx / n : from[0], y = n ? sy / n : from[1];
    var dx = x - from[0], dy = y - from[1], length = Math.sqrt(dx * dx + dy * dy);
    if (length < drawing.size * 0.8) {
      var angle = Math.PI / 3 * place.mark - Math.PI / 2;
      dx = Math.cos(angle); dy = Math.sin(angle); length = 1;
    }
    var r = drawing.size * 1.3;
    var g = drawing.el("g", { "class": "facing legal", "data-mark": String(place.mark), "data-facing": String(place.mark),
      transform: "translate(" + (from[0] + dx / length * r) + "," + (from[1] + dy / length * r) + ")" }, drawing.overlay);
    drawing.el("circle", { r: 10 }, g);
    var label = drawing.el("text", { y: 4 }, g);
    label.textContent = String(place.mark);
    var title = drawing.el("title", {}, g);
    title.textContent = option.label;
    g.addEventListener("mouseenter", function () {
      place.hexes.forEach(function (lab) { if (drawing.hexNodes[lab]) { drawing.hexNodes[lab].classList.add("facing-preview"); } });
    });
    g.addEventListener("mouseleave", function () {
      place.hexes.forEach(function (lab) { if (drawing.hexNodes[lab]) { drawing.hexNodes[lab].classList.remove("facing-preview"); } });
    });
  }

  return { render: render, spots: drawing.hexNodes, mark: mark };
};
