// The search fields of a game whose entries are the kit's field records (id, name, each fact, flags, text):
// what each field of the query language reads, built from the query tables in window.SFB_DATA.meta.
(function () {
  "use strict";
  const fields = window.SFB_DATA.meta.fields;
  const numbers = {};
  const texts = { is: (card) => card.flags };
  const orders = {};
  function values(value) {
    if (value === null || value === undefined) return [];
    return Array.isArray(value) ? value : [String(value)];
  }
  Object.keys(fields).forEach((alias) => {
    const field = fields[alias];
    const name = field.name;
    if (field.kind === "number") {
      numbers[name] = (card) => card[name];
      orders[name] = (card) => card[name];
    } else if (field.kind === "text" && name !== "text") {
      texts[name] = (card) => values(card[name]);
      orders[name] = (card) => values(card[name])[0];
    }
  });
  window.sfbkitSearchFields = { numbers: numbers, texts: texts, orders: orders };
})();
