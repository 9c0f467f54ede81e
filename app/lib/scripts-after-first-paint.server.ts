// The server's half of app/lib/scripts-after-first-paint.ts: the rendered HTML's modulepreload
// links and inline module script are written inert, for the boot script to start after the
// first paint. A stream transform, because React writes the page in chunks as it renders.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "~/lib/scripts-after-first-paint";

const PRELOAD_LINK = /(<link\b[^>]*?\brel=")modulepreload(")/g;
const MODULE_SCRIPT = /<script\b[^>]*>/g;
const MODULE_TYPE = /\btype="module"/;

/** A complete piece of HTML with its preloads and inline module scripts held back. */
export function holdScripts(html: string): string {
  return html
    .replace(PRELOAD_LINK, `$1${HELD_PRELOAD_REL}$2`)
    .replace(MODULE_SCRIPT, (tag) =>
      MODULE_TYPE.test(tag) && !/\bsrc=/.test(tag) ? tag.replace(MODULE_TYPE, `type="${HELD_MODULE_TYPE}"`) : tag,
    );
}

/**
 * The same over a stream of HTML chunks. A tag cut in two by a chunk boundary is held until its
 * end arrives; escaped text and inline scripts (React writes "<" in them as \u003c) never leave
 * a "<" open for long.
 */
export function holdScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
      pending = text.slice(cut);
      if (cut === 0) callback();
      else callback(null, holdScripts(text.slice(0, cut)));
    },
    flush(callback) {
      const rest = pending + decoder.end();
      if (rest) callback(null, holdScripts(rest));
      else callback();
    },
  });
}
