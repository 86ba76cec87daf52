"use strict";
/* A declared game's replay "board": each seat's observation as rows of words (what, value), drawn as
   SVG text; the legend names the seats. */
window.sfbkitBoard = function (svg, board) {
  var NS = "http://www.w3.org/2000/svg";
  var LINE = 18;
  function text(x, y, content, className) {
    var node = document.createElementNS(NS, "text");
    node.setAttribute("x", x);
    node.setAttribute("y", y);
    if (className) { node.setAttribute("class", className); }
    node.textContent = content;
    svg.appendChild(node);
    return node;
  }
  function render(state) {
    svg.textContent = "";
    var y = LINE;
    state.seats.forEach(function (rows, seat) {
      text(4, y, "player " + seat, "seat").setAttribute("font-weight", "bold");
      y += LINE;
      rows.forEach(function (row) { text(16, y, row[0] + ": " + row[1], "row"); y += LINE; });
      y += LINE / 2;
    });
    svg.setAttribute("viewBox", "0 0 640 " + Math.max(y, LINE * 2));
  }
  function legend(list, states) {
    for (var seat = 0; seat < board.seats; seat++) {
      var item = document.createElement("li");
      item.textContent = "player " + seat;
      list.appendChild(item);
    }
  }
  return { render: render, legend: legend };
};
