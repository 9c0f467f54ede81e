// React's server renderer writes a page in pieces of at most 4 KB, and each piece would travel
// alone through every stream after it (the script holding, compression, the response), then to
// the socket. What React writes in one pass of its work loop is ready at once, and React says
// where a pass ends (it calls the destination's flush(), as it does for a compression stream):
// collected until then, a pass leaves as one chunk. The shell is one pass, so the first byte
// leaves no later than before; content React streams later (each Suspense boundary that
// resolves) still leaves as soon as it is rendered.
import { Transform } from "node:stream";

export type RenderBursts = Transform & { flush(): void };

/** React's destination: one chunk per pass of React's work loop. */
export function renderBursts(): RenderBursts {
  let pieces: Buffer[] = [];
  const sendPieces = (stream: Transform) => {
    if (pieces.length === 0) return;
    stream.push(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces));
    pieces = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pieces.push(chunk);
      callback();
    },
    // The end of the page (Transform's own flush option, not React's).
    flush(callback) {
      sendPieces(this);
      callback();
    },
  });
  return Object.assign(stream, { flush: () => sendPieces(stream) });
}
