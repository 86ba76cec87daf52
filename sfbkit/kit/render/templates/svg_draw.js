"use strict";
/* The kit's SVG drawing helpers for a game's board script, loaded before it:
   window.sfbkitSvg.el(name, attrs, parent) makes an SVG element with its attributes (added to parent when given),
   window.sfbkitSvg.text(value, attrs, parent) an SVG text element holding value. */
window.sfbkitSvg = (function () {
  var NS = "http://www.w3.org/2000/svg";

  function el(name, attrs, parent) {
    var node = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (parent) { parent.appendChild(node); }
    return node;
  }
  function text(value, attrs, parent) { el("text", attrs, parent).textContent = value; }

  return { el: el, text: text };
})();
