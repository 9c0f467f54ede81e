// A local HTTP server with one path per kind of link the checker meets: fine, moved, missing,
// failing, hanging, slow, no HEAD support, redirect loops. It records every request it receives, so a
// test can also prove that no request arrived.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface ReceivedRequest {
  method: string;
  path: string;
}

export interface LinkTargetServer {
  /** http://<host>:<port> */
  origin: string;
  host: string;
  port: number;
  requests: ReceivedRequest[];
  url(path: string): string;
  /** Makes a path answer this status from now on (null: back to its usual answer). */
  setStatus(path: string, status: number | null): void;
  close(): Promise<void>;
}

function route(req: IncomingMessage, res: ServerResponse, origin: string, overrides: Map<string, number>): void {
  const url = new URL(req.url ?? "/", origin);
  const override = overrides.get(url.pathname);
  if (override !== undefined) {
    res.writeHead(override);
    res.end();
    return;
  }
  switch (url.pathname) {
    case "/ok":
    case "/image.png":
      res.writeHead(200, { "content-type": url.pathname === "/ok" ? "text/html" : "image/png" });
      res.end(req.method === "HEAD" ? undefined : "fine");
      return;
    case "/moved":
      res.writeHead(301, { location: "/ok" });
      res.end();
      return;
    case "/missing":
      res.writeHead(404, { "content-type": "text/plain" });
      res.end(req.method === "HEAD" ? undefined : "not here");
      return;
    case "/error":
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(req.method === "HEAD" ? undefined : "oops");
      return;
    case "/hang":
      // Never answers; close() ends the socket.
      return;
    case "/no-head":
      if (req.method === "HEAD") {
        res.writeHead(405, { allow: "GET" });
        res.end();
      } else {
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("only GET");
      }
      return;
    case "/slow": {
      // /slow?ms=300&status=404: answers after a while (a long run to watch and stop).
      const ms = Math.min(10_000, Number(url.searchParams.get("ms") ?? 300) || 0);
      const status = Number(url.searchParams.get("status") ?? 200) || 200;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status);
        res.end();
      }, ms);
      return;
    }
    case "/loop":
      res.writeHead(302, { location: "/loop" });
      res.end();
      return;
    case "/redirect": {
      // /redirect?to=<absolute URL>
      res.writeHead(302, { location: url.searchParams.get("to") ?? "/ok" });
      res.end();
      return;
    }
    case "/watch":
      // Stands in for a video page: ?v=missing is gone, any other id plays.
      res.writeHead(url.searchParams.get("v") === "missing" ? 404 : 200);
      res.end();
      return;
    default:
      res.writeHead(404);
      res.end();
  }
}

export async function startLinkTargetServer(host = "127.0.0.1"): Promise<LinkTargetServer> {
  const requests: ReceivedRequest[] = [];
  const overrides = new Map<string, number>();
  let origin = "";
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? "GET", path: req.url ?? "/" });
    route(req, res, origin, overrides);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    origin,
    host,
    port,
    requests,
    url: (path) => `${origin}${path}`,
    setStatus(path, status) {
      if (status === null) overrides.delete(path);
      else overrides.set(path, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
