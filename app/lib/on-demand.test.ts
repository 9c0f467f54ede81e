import { describe, expect, it, vi } from "vitest";
import { onDemand } from "~/lib/on-demand";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("onDemand", () => {
  it("fetches nothing until asked, then once", async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const item = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    item.preload();
    item.preload();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after a failed fetch, tries again on the next use, with a new component (React.lazy keeps a failure)", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: () => null });
    const item = onDemand(load);
    const first = item.Component;
    item.preload(); // the failure is swallowed here: no unhandled rejection
    await tick();
    expect(item.Component).not.toBe(first);
    item.preload();
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
