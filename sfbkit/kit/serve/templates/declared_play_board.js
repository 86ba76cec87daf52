"use strict";
/* The play page's board for a declared game: no board, only the status line written into the picture;
   every option is a button and the seat's view is a panel. */
window.sfbkitPlayBoard = function (svg, board) {
  var NS = "http://www.w3.org/2000/svg";
  svg.setAttribute("viewBox", "0 0 480 32");
  var line = document.createElementNS(NS, "text");
  line.setAttribute("x", "8");
  line.setAttribute("y", "22");
  svg.appendChild(line);
  return {
    spots: {},
    render: function (state) { line.textContent = state.status; }
  };
};
