"use strict";
/* The replay shell: steps through data.steps ({label, status, log, state}) with the buttons, the
   arrow keys and the slider; the log marks the step's lines and scrolls to them; the last step of a
   finished match shows data.result. The game's board script defines window.sfbkitBoard(svg, board),
   which returns {render(state), legend(list, states)}. */
(function () {
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var steps = data.steps;
  var drawing = window.sfbkitBoard(document.getElementById("board"), data.board);
  var slider = document.getElementById("slider");
  var label = document.getElementById("step-label");
  var status = document.getElementById("status");
  var logList = document.getElementById("log");

  var allLines = [];
  steps.forEach(function (step, index) {
    step.log.forEach(function (line) {
      var li = document.createElement("li");
      li.textContent = line;
      li.dataset.step = String(index);
      logList.appendChild(li);
      allLines.push(li);
    });
  });

  function render(index) {
    var step = steps[index];
    drawing.render(step.state);
    label.textContent = "step " + index + "/" + (steps.length - 1) + ": " + step.label;
    var ended = data.result !== null && index === steps.length - 1;
    status.className = ended ? "result" : "";
    status.textContent = ended ? data.result : step.status;
    var first = null;
    allLines.forEach(function (li) {
      var s = Number(li.dataset.step);
      li.className = s > index ? "future" : (s === index ? "current" : "");
      if (s === index && first === null) { first = li; }
    });
    if (first && first.scrollIntoView) { first.scrollIntoView({ block: "nearest" }); }
  }

  drawing.legend(document.getElementById("legend"), steps.map(function (step) { return step.state; }));

  function go(index) {
    slider.value = String(Math.max(0, Math.min(steps.length - 1, index)));
    render(Number(slider.value));
  }
  slider.max = String(steps.length - 1);
  slider.value = "0";
  slider.addEventListener("input", function () { render(Number(slider.value)); });
  document.getElementById("prev").addEventListener("click", function () { go(Number(slider.value) - 1); });
  document.getElementById("next").addEventListener("click", function () { go(Number(slider.value) + 1); });
  document.addEventListener("keydown", function (event) {
    if (event.key === "ArrowLeft") { go(Number(slider.value) - 1); }
    if (event.key === "ArrowRight") { go(Number(slider.value) + 1); }
    if (event.key === "Home") { go(0); }
    if (event.key === "End") { go(steps.length - 1); }
  });
  render(0);
  document.body.dataset.ready = "true";
})();
