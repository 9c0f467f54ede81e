// Reading a child process's pino output: one JSON object a line, split across chunks anyhow.
import type { Readable } from "node:stream";

/** Calls `onJson` with each complete JSON line of `stream`, and `onOther` with any line that is not JSON. */
export function readJsonLines<T>(
  stream: Readable | null | undefined,
  onJson: (line: T) => void,
  onOther: (line: string) => void,
): void {
  let buffered = "";
  stream?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const part of parts) {
      if (!part.trim()) continue;
      let parsed: T;
      try {
        parsed = JSON.parse(part) as T;
      } catch {
        onOther(part);
        continue;
      }
      onJson(parsed);
    }
  });
}
