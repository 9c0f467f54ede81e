import { describe, expect, it } from "vitest";
import { renderToPipeableStream } from "react-dom/server";
import { Suspense, use } from "react";
import { renderBursts } from "~/lib/render-bursts.server";

function chunksOf(stream: NodeJS.ReadableStream): { chunks: string[]; ended: Promise<void> } {
  const chunks: string[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  return { chunks, ended };
}

describe("the rendered HTML in one chunk per pass of React's renderer", () => {
  it("sends what React writes before its flush() as one chunk, and the rest at the end", async () => {
    const bursts = renderBursts();
    const { chunks, ended } = chunksOf(bursts);
    for (let i = 0; i < 40; i++) bursts.write(Buffer.from(`<p>${i}</p>`));
    bursts.flush();
    bursts.write("<footer>");
    bursts.end("</footer>");
    await ended;
    expect(chunks).toEqual([Array.from({ length: 40 }, (_, i) => `<p>${i}</p>`).join(""), "<footer></footer>"]);
  });

  it("lets a large page out in a few chunks, the shell first and a late boundary after it", async () => {
    let resolveLate: (text: string) => void = () => {};
    const late = new Promise<string>((resolve) => (resolveLate = resolve));
    function Late() {
      return <p>{use(late)}</p>;
    }
    const rows = Array.from({ length: 3000 }, (_, i) => <li key={i}>{`row ${i} of a long list`}</li>);
    const bursts = renderBursts();
    const { chunks, ended } = chunksOf(bursts);
    const shellSent = new Promise<void>((resolve) => {
      const { pipe } = renderToPipeableStream(
        <html lang="en">
          <body>
            <ul>{rows}</ul>
            <Suspense fallback={<p>loading</p>}>
              <Late />
            </Suspense>
          </body>
        </html>,
        {
          onShellReady() {
            pipe(bursts);
            resolve();
          },
        },
      );
    });
    await shellSent;
    await new Promise((resolve) => setImmediate(resolve));
    // The shell (about 100 KB, which React writes in 4 KB pieces) is out, in one chunk, before the boundary resolves.
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.length).toBeGreaterThan(90_000);
    expect(chunks[0]!.includes("row 2999 of a long list")).toBe(true);
    resolveLate("arrived later");
    await ended;
    expect(chunks.length).toBeLessThanOrEqual(3);
    expect(chunks.join("").includes("arrived later")).toBe(true);
  });
});
