// The search query language of docs/search.md, the same grammar and meaning as sfbkit/kit/search/query.py
// and each game's index. The data (entries, fields, flags) comes from data.js; what each field reads of an
// entry comes from the game's search_fields.js.
(function () {
  "use strict";

  // Columns count code points from 1, as in Python: the parser works on UTF-16 indices and converts here.
  // Each reason has a key; the site shows it in the reader's language (SEARCH_ERRORS in render/search_errors.py).
  const REASONS = {
    unterminated_quote: "unterminated quote",
    empty_phrase: "an empty phrase: put a word between the quotes",
    needs_value: "'{term}' needs a value",
    and_without_term_before: "'and' needs a term before it",
    ends_without_term: "the query ends where a term was expected",
    term_expected_before: "expected a term before '{token}'",
    and_without_term_after: "'and' needs a term after it",
    nested_too_deep: "groups and '-' nest more than {depth} deep",
    minus_without_term: "'-' must be followed by a term or a group",
    open_never_closed: "this '(' is never closed",
    unknown_field: "unknown field '{field}'",
    not_a_whole_number: "'{field}' needs a whole number, not '{value}'",
    too_many_digits: "'{field}' takes a number of at most {digits} digits",
    comparison_on_text: "'{operator}' needs a number field, not '{field}'",
    unknown_flag: "unknown flag '{value}'; known flags: {flags}",
    directive_not_alone: "'{field}:' must stand on its own, outside 'or', '-' and groups",
    directive_value: "'{field}:' takes one of {allowed}",
    close_without_open: "this ')' has no matching '('",
    directive_operator: "'{field}' takes ':'",
  };

  function fill(template, params) {
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  }

  class QueryError extends Error {
    constructor(query, unit, key, params = {}) {
      const column = Array.from(query.slice(0, unit - 1)).length + 1;
      const reason = fill(REASONS[key], params);
      super("bad query: " + reason + " (column " + column + ")");
      this.query = query;
      this.column = column;
      this.reason = reason;
      this.key = key;
      this.params = params;
    }
  }

  // What separates terms: the same class as SPACE in sfbkit/db/query.py.
  const SPACE = "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";
  const TOKEN = new RegExp("([" + SPACE + "]+)|(\\()|(\\))|([A-Za-z_]+)(!=|<=|>=|:|=|<|>)|(\")|(-)|([^" + SPACE + "()\"]+)", "y");
  const BARE_VALUE = new RegExp("[^" + SPACE + "()\"]+", "y");
  const MAX_DEPTH = 64;
  const MAX_NUMBER_DIGITS = 30;

  function readQuoted(text, start) {
    const end = text.indexOf('"', start + 1);
    if (end < 0) throw new QueryError(text, start + 1, "unterminated_quote");
    return [text.slice(start + 1, end), end + 1];
  }

  function tokenize(text) {
    const tokens = [];
    let position = 0;
    while (position < text.length) {
      TOKEN.lastIndex = position;
      const m = TOKEN.exec(text);
      const column = position + 1;
      if (m[1] !== undefined) {
        position = TOKEN.lastIndex;
      } else if (m[2] !== undefined || m[3] !== undefined || m[7] !== undefined) {
        const kind = m[2] !== undefined ? "open" : m[3] !== undefined ? "close" : "minus";
        tokens.push({ kind, column, text: m[0] });
        position = TOKEN.lastIndex;
      } else if (m[6] !== undefined) {
        const [value, end] = readQuoted(text, position);
        if (value === "") throw new QueryError(text, column, "empty_phrase");
        position = end;
        tokens.push({ kind: "term", column, text: text.slice(column - 1, position), term: { field: "name", operator: ":", value, column } });
      } else if (m[4] !== undefined) {
        const name = m[4].toLowerCase();
        const operator = m[5];
        const valueStart = TOKEN.lastIndex;
        let value;
        if (valueStart < text.length && text[valueStart] === '"') {
          [value, position] = readQuoted(text, valueStart);
        } else {
          BARE_VALUE.lastIndex = valueStart;
          const bare = BARE_VALUE.exec(text);
          if (bare === null) throw new QueryError(text, valueStart + 1, "needs_value", { term: name + operator });
          value = bare[0];
          position = BARE_VALUE.lastIndex;
        }
        tokens.push({ kind: "term", column, text: text.slice(column - 1, position), term: { field: name, operator, value, column } });
      } else {
        const word = m[8];
        position = TOKEN.lastIndex;
        const lowered = word.toLowerCase();
        if (lowered === "or" || lowered === "and") tokens.push({ kind: lowered, column, text: word });
        else tokens.push({ kind: "term", column, text: word, bare: true, term: { field: "name", operator: ":", value: word, column } });
      }
    }
    return tokens;
  }

  // With an ``id`` field, a bare word is ``name:word or id=word``; those outside any ``-`` rank their card first.
  function Parser(text, tokens, byId) {
    let index = 0;
    let depth = 0;
    let negations = 0;
    const exactIds = [];
    const peek = () => (index < tokens.length ? tokens[index] : null);
    const fail = (token, key, params) =>
      new QueryError(text, token !== null ? token.column : text.length + 1, key, params);

    function parseOr() {
      const nodes = [parseAnd()];
      let token;
      while ((token = peek()) !== null && token.kind === "or") {
        index += 1;
        nodes.push(parseAnd());
      }
      return nodes.length === 1 ? nodes[0] : { or: nodes };
    }

    function parseAnd() {
      const nodes = [];
      let token;
      while ((token = peek()) !== null && token.kind !== "or" && token.kind !== "close") {
        if (token.kind === "and") {
          if (nodes.length === 0) throw fail(token, "and_without_term_before");
          index += 1;
          continue;
        }
        nodes.push(parseUnary());
      }
      if (nodes.length === 0) {
        token = peek();
        if (token === null) throw fail(token, "ends_without_term");
        throw fail(token, "term_expected_before", { token: token.text });
      }
      if (tokens[index - 1].kind === "and") throw fail(tokens[index - 1], "and_without_term_after");
      return nodes.length === 1 ? nodes[0] : { and: nodes };
    }

    function parseUnary() {
      const token = peek();
      if (token.kind === "minus" || token.kind === "open") {
        depth += 1;
        if (depth > MAX_DEPTH) throw fail(token, "nested_too_deep", { depth: MAX_DEPTH });
        const node = token.kind === "minus" ? parseNegation(token) : parseGroup(token);
        depth -= 1;
        return node;
      }
      index += 1;
      if (!(token.bare && byId)) return { term: token.term };
      const word = token.term.value;
      if (negations === 0 && !exactIds.includes(word.toLowerCase())) exactIds.push(word.toLowerCase());
      return { or: [{ term: token.term }, { term: { field: "id", operator: "=", value: word, column: token.column } }] };
    }

    function parseNegation(token) {
      index += 1;
      const following = peek();
      if (following === null || !["term", "open", "minus"].includes(following.kind)) {
        throw fail(token, "minus_without_term");
      }
      negations += 1;
      const node = parseUnary();
      negations -= 1;
      return { not: node };
    }

    function parseGroup(token) {
      index += 1;
      const inner = parseOr();
      const closing = peek();
      if (closing === null || closing.kind !== "close") throw fail(token, "open_never_closed");
      index += 1;
      // a group stays a node of its own, so directives inside it are not taken as top-level
      return { and: [inner] };
    }

    return { parseOr, peek, fail, exactIds };
  }

  function makeParser(meta) {
    const fieldByName = meta.fields;

    function checkTerm(text, term) {
      const field = fieldByName[term.field];
      if (field === undefined) throw new QueryError(text, term.column, "unknown_field", { field: term.field });
      const valueColumn = term.column + term.field.length + term.operator.length;
      let operator = term.operator;
      if (field.kind === "number") {
        if (operator === ":") operator = "=";
        if (!/^-?[0-9]+$/.test(term.value)) {
          throw new QueryError(text, valueColumn, "not_a_whole_number", { field: field.name, value: term.value });
        }
        if (term.value.replace(/^-/, "").length > MAX_NUMBER_DIGITS) {
          throw new QueryError(text, valueColumn, "too_many_digits", { field: field.name, digits: MAX_NUMBER_DIGITS });
        }
      } else if (![":", "=", "!="].includes(operator)) {
        throw new QueryError(text, term.column + term.field.length, "comparison_on_text", { operator, field: field.name });
      }
      if (field.kind === "flag" && !meta.flags.includes(term.value.toLowerCase())) {
        throw new QueryError(text, valueColumn, "unknown_flag", { value: term.value, flags: meta.flags.join(", ") });
      }
      if (term.value === "") throw new QueryError(text, valueColumn, "needs_value", { term: term.field + term.operator });
      return { term: { field: field.name, operator, value: term.value.toLowerCase(), column: term.column } };
    }

    function checked(text, node) {
      if (node.term !== undefined) {
        const field = fieldByName[node.term.field];
        if (field !== undefined && field.kind === "directive") {
          throw new QueryError(text, node.term.column, "directive_not_alone", { field: field.name });
        }
        return checkTerm(text, node.term);
      }
      if (node.not !== undefined) return { not: checked(text, node.not) };
      if (node.and !== undefined) return { and: node.and.map((child) => checked(text, child)) };
      return { or: node.or.map((child) => checked(text, child)) };
    }

    function directiveValue(text, term, allowed) {
      const valueColumn = term.column + term.field.length + term.operator.length;
      let value = term.value.toLowerCase();
      if (term.field === "order" && fieldByName[value] !== undefined) value = fieldByName[value].name;
      const found = allowed.find((item) => item.toLowerCase() === value);
      if (found === undefined) {
        throw new QueryError(text, valueColumn, "directive_value", { field: term.field, allowed: allowed.join(", ") });
      }
      return found;
    }

    return function parse(text) {
      const tokens = tokenize(text);
      if (tokens.length === 0) return { text, filter: null, order: null, direction: "asc", lang: null, exactIds: [] };
      const idField = fieldByName.id;
      const parser = Parser(text, tokens, idField !== undefined && idField.kind === "text");
      const tree = parser.parseOr();
      const leftover = parser.peek();
      if (leftover !== null) throw parser.fail(leftover, "close_without_open");
      const directives = {};
      const topLevel = tree.and !== undefined ? tree.and : [tree];
      const kept = [];
      for (const node of topLevel) {
        if (node.term !== undefined && fieldByName[node.term.field] !== undefined) {
          const field = fieldByName[node.term.field];
          if (field.kind === "directive") {
            if (node.term.operator !== ":" && node.term.operator !== "=") {
              throw new QueryError(text, node.term.column, "directive_operator", { field: field.name });
            }
            const allowed = { order: meta.orders, direction: meta.directions, lang: meta.langs }[field.name];
            directives[field.name] = directiveValue(text, node.term, allowed);
            continue;
          }
        }
        kept.push(checked(text, node));
      }
      const filter = kept.length === 0 ? null : kept.length === 1 ? kept[0] : { and: kept };
      return {
        text,
        filter,
        order: directives.order !== undefined ? directives.order : null,
        direction: directives.direction === "desc" ? "desc" : "asc",
        lang: directives.lang !== undefined ? directives.lang : null,
        exactIds: parser.exactIds,
      };
    };
  }

  // A game's fields (window.sfbkitSearchFields, from its search_fields.js): ``numbers`` names the number
  // fields an entry holds under their own keys (or maps each to its value), ``texts`` maps a field to its
  // values on an entry (``texts.is`` gives the flags), ``orders`` a field to its sort key; numbers sort too.
  function numberReaders(numbers) {
    if (!Array.isArray(numbers)) return numbers;
    const readers = {};
    for (const name of numbers) readers[name] = (card) => card[name];
    return readers;
  }

  function makeIndex(cards, meta, fields = window.sfbkitSearchFields) {
    const NUMBER_FIELDS = numberReaders(fields.numbers);
    const TEXT_FIELDS = fields.texts;
    const ORDER_KEYS = Object.assign({}, fields.orders, NUMBER_FIELDS);
    const parse = makeParser(meta);
    const lowered = cards.map((card) => {
      const columns = {};
      for (const name in TEXT_FIELDS) columns[name] = TEXT_FIELDS[name](card).map((value) => value.toLowerCase());
      const rules = {};
      for (const lang in card.text) rules[lang] = card.text[lang].join("\n").toLowerCase();
      return { columns, rules };
    });

    function matchTerm(position, term, lang) {
      const card = cards[position];
      if (term.operator === "!=") return !matchTerm(position, Object.assign({}, term, { operator: "=" }), lang);
      if (NUMBER_FIELDS[term.field] !== undefined) {
        const value = NUMBER_FIELDS[term.field](card);
        if (value === null || value === undefined) return false;
        const number = parseInt(term.value, 10);
        switch (term.operator) {
          case "=": return value === number;
          case "<": return value < number;
          case "<=": return value <= number;
          case ">": return value > number;
          case ">=": return value >= number;
        }
        return false;
      }
      if (meta.fields[term.field].kind === "flag") {
        const has = lowered[position].columns.is.includes(term.value);
        return term.field === "not" ? !has : has;
      }
      const values = term.field === "text" ? [lowered[position].rules[lang]] : lowered[position].columns[term.field];
      if (term.operator === ":") return values.some((value) => value.includes(term.value));
      return values.includes(term.value);
    }

    function matches(position, node, lang) {
      if (node.term !== undefined) return matchTerm(position, node.term, lang);
      if (node.not !== undefined) return !matches(position, node.not, lang);
      if (node.and !== undefined) return node.and.every((child) => matches(position, child, lang));
      return node.or.some((child) => matches(position, child, lang));
    }

    function exactFirst(found, exactIds) {
      const rank = (position) => exactIds.indexOf(lowered[position].columns.id[0]);
      const named = found.filter((position) => rank(position) >= 0).sort((a, b) => rank(a) - rank(b));
      return named.concat(found.filter((position) => rank(position) < 0));
    }

    function compareKeys(a, b) {
      return a < b ? -1 : a > b ? 1 : 0;
    }

    function search(text, lang) {
      const query = typeof text === "string" ? parse(text) : text;
      const searchLang = query.lang || lang || "en";
      const found = [];
      for (let position = 0; position < cards.length; position += 1) {
        if (query.filter === null || matches(position, query.filter, searchLang)) found.push(position);
      }
      if (query.order !== null) {
        const key = ORDER_KEYS[query.order];
        const sign = query.direction === "desc" ? -1 : 1;
        found.sort((a, b) => {
          const ka = key(cards[a]);
          const kb = key(cards[b]);
          const missingA = ka === null || ka === undefined;
          const missingB = kb === null || kb === undefined;
          if (missingA !== missingB) return missingA ? 1 : -1;
          if (!missingA) {
            const order = sign * compareKeys(ka, kb);
            if (order !== 0) return order;
          }
          return a - b;
        });
      } else {
        if (query.direction === "desc") found.reverse();
        if (query.exactIds.length > 0) return exactFirst(found, query.exactIds).map((position) => cards[position]);
      }
      return found.map((position) => cards[position]);
    }

    return { parse, search, QueryError };
  }

  window.SfbSearch = { makeIndex, QueryError, REASONS, fill };
})();
