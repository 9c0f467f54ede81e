// Character references back into text: YouTube search answers, the uploads feed (XML), stored HTML.

// XML defines these five and no others: "&nbsp;" in a feed is text, not a space.
const XML_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

// Only the names our sources use: HTML's full table of two thousand would weigh on every page with an excerpt.
const HTML_ENTITIES: Readonly<Record<string, string>> = {
  ...XML_ENTITIES,
  nbsp: "\u00a0",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
};

function decodeWith(text: string, named: Readonly<Record<string, string>>): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      // NUL, lone surrogates and numbers past Unicode are not characters: the reference stays as written.
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : reference;
    }
    return named[body.toLowerCase()] ?? reference;
  });
}

export function decodeHtmlEntities(text: string): string {
  return decodeWith(text, HTML_ENTITIES);
}

export function decodeXmlEntities(text: string): string {
  return decodeWith(text, XML_ENTITIES);
}
