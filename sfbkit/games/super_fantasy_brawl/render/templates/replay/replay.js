"use strict";
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

  function resultText(result) {
    var outcome = result.winner === null ? "a draw" : "team " + result.winner + " wins";
    return "match over: " + outcome + " (" + result.reason + ") \u00b7 VP " + result.vp.join("\u2013") + " \u00b7 round " + result.rounds;
  }

  function render(index) {
    var step = steps[index];
    var state = step.state;
    drawing.render(state);
    label.textContent = "step " + index + "/" + (steps.length - 1) + ": " + step.label;
    var ended = data.result && index === steps.length - 1;
    status.className = ended ? "result" : "";
    status.textContent = ended ? resultText(data.result) : "round " + state.round + " \u00b7 player " + state.active + " to act \u00b7 VP " + state.vp.join("\u2013") + " \u00b7 hands " + state.hands.join("/");
    var first = null;
    allLines.forEach(function (li) {
      var s = Number(li.dataset.step);
      li.className = s > index ? "future" : (s === index ? "current" : "");
      if (s === index && first === null) { first = li; }
    });
    if (first && first.scrollIntoView) { first.scrollIntoView({ block: "nearest" }); }
  }

  drawing.legend(document.getElementById("legend"), steps.map(function (step) { return step.state; }));

  slider.max = String(steps.length - 1);
  slider.value = "0";
  slider.addEventListener("input", function () { render(Number(slider.value)); });
  document.getElementById("prev").addEventListener("click", function () {
    slider.value = String(Math.max(0, Number(slider.value) - 1)); render(Number(slider.value));
  });
  document.getElementById("next").addEventListener("click", function () {
    slider.value = String(Math.min(steps.length - 1, Number(slider.value) + 1)); render(Number(slider.value));
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "ArrowLeft") { document.getElementById("prev").click(); }
    if (event.key === "ArrowRight") { document.getElementById("next").click(); }
  });
  render(0);
  document.body.dataset.ready = "true";
})();
