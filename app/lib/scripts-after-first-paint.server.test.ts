import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdScripts, holdScriptsStream } from "~/lib/scripts-after-first-paint.server";

// As React Router's <Scripts> writes them (React 19 hoists the links into the head).
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/><link rel="modulepreload" href="/assets/root-2.js" nonce="abc"/>' +
  '<title>Faceless — “ünïcode”</title></head><body><main><p>1 &lt; 2 and <a href="/x">a link</a></p></main>' +
  '<script nonce="abc">window.__reactRouterContext = {"a":"\\u003cb"};</script>' +
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>' +
  '<script type="module" src="/assets/other.js"></script><script nonce="abc">boot()</script></body></html>';

const EXPECTED =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="held-modulepreload" href="/assets/entry.client-1.js" nonce="abc"/><link rel="held-modulepreload" href="/assets/root-2.js" nonce="abc"/>' +
  '<title>Faceless — “ünïcode”</title></head><body><main><p>1 &lt; 2 and <a href="/x">a link</a></p></main>' +
  '<script nonce="abc">window.__reactRouterContext = {"a":"\\u003cb"};</script>' +
  '<script nonce="abc" type="text/held-module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>' +
  '<script type="module" src="/assets/other.js"></script><script nonce="abc">boot()</script></body></html>';

describe("holding the page's scripts until its first paint", () => {
  it("makes the modulepreload links and the inline module script inert, and nothing else", () => {
    expect(holdScripts(PAGE)).toBe(EXPECTED);
  });

  it("gives the same bytes when the HTML arrives in chunks cut anywhere, even inside a tag or a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await text(Readable.from(chunks).pipe(holdScriptsStream())), `cut at byte ${cut}`).toBe(EXPECTED);
    }
    const bytewise = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect(await text(Readable.from(bytewise).pipe(holdScriptsStream()))).toBe(EXPECTED);
  });
});
