// A free TCP port for a server a test, benchmark or tool starts of its own: the OS picks one.
import { createServer } from "node:net";

/** A port on 127.0.0.1 that nothing listens on (there is a small race until the caller binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("the system gave no port")),
      );
    });
  });
}
