// A client that went away is not a server error: logged as 499 at info, not as the 500 its
// cancelled work produced.
import { describe, expect, it } from "vitest";
import { requestOutcome } from "#server/http/request-outcome";

describe("requestOutcome", () => {
  it("logs a request whose client went away as 499 at info, whatever the app answered", () => {
    const controller = new AbortController();
    const request = new Request("http://localhost/channel-search", { signal: controller.signal });
    controller.abort();
    expect(requestOutcome(request, 500)).toEqual({ status: 499, level: "info", aborted: true });
  });

  it("keeps real server errors at error, a 503 at warn, the rest at info", () => {
    const request = new Request("http://localhost/");
    expect(requestOutcome(request, 500)).toEqual({ status: 500, level: "error", aborted: false });
    expect(requestOutcome(request, 503)).toEqual({ status: 503, level: "warn", aborted: false });
    expect(requestOutcome(request, 404)).toEqual({ status: 404, level: "info", aborted: false });
  });
});
