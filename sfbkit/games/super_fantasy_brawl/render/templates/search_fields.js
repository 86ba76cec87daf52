// Super Fantasy Brawl's search fields: what each field of the query language reads of a card entry
// (the JavaScript twin of sfbkit/games/super_fantasy_brawl/db/index.py), for the kit's search.js.
(function () {
  "use strict";
  const NUMBER_FIELDS = ["strength", "move", "range", "hp", "defence"];

  const TEXT_FIELDS = {
    name: (card) => [card.name],
    id: (card) => [card.id],
    champion: (card) => [card.champion, card.champion_name],
    role: (card) => [card.role],
    type: (card) => [card.type],
    core: (card) => [card.core],
    keyword: (card) => card.keywords,
    flavour: (card) => (card.flavour ? [card.flavour] : []),
    targeting: (card) => (card.targeting ? [card.targeting] : []),
    is: (card) => card.flags,
  };

  const ORDER_KEYS = {
    name: (card) => card.name.toLowerCase(),
    id: (card) => card.id,
    champion: (card) => card.champion_name.toLowerCase(),
    type: (card) => card.type,
    core: (card) => card.core,
  };

  window.sfbkitSearchFields = { numbers: NUMBER_FIELDS, texts: TEXT_FIELDS, orders: ORDER_KEYS };
})();
