// Dungeon Command's search fields: what each field of the query language reads of a card entry
// (the JavaScript twin of sfbkit/kit/search/record_scan.py), for the kit's search.js.
(function () {
  "use strict";
  const NUMBER_FIELDS = ["level", "damage", "hp", "speed", "morale", "leadership"];

  function flags(card) {
    const found = card.attack_kinds.filter((kind) => kind === "melee" || kind === "ranged");
    if (card.operations.length > 0) found.push("powered");
    if (card.action === "immediate") found.push("triggered");
    return found;
  }

  const TEXT_FIELDS = {
    name: (card) => [card.name],
    id: (card) => [card.id],
    kind: (card) => [card.kind],
    ability: (card) => card.abilities,
    action: (card) => (card.action === null ? [] : [card.action]),
    keyword: (card) => card.keywords,
    operation: (card) => card.operations,
    attack: (card) => card.attack_kinds,
    warband: (card) => card.warbands,
    flavour: (card) => (card.flavour ? [card.flavour] : []),
    is: flags,
  };

  const ORDER_KEYS = { name: (card) => card.name, id: (card) => card.id, kind: (card) => card.kind };

  window.sfbkitSearchFields = { numbers: NUMBER_FIELDS, texts: TEXT_FIELDS, orders: ORDER_KEYS };
})();
