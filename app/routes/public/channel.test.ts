// The channel page loader's states (spec §2 / §4 / §8), with the service faked at its boundary
// so a database failure can be produced.
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/public/channel";

type LoaderArgs = Parameters<typeof loader>[0];

function args(slug: string, channelPage: () => Promise<unknown>): LoaderArgs {
  const context = {
    get: () => ({
      services: { channels: { channelPage }, facts: { randomActiveOrError: async () => ({ fact: null, error: null }) } },
      accounts: { getViewer: async () => null },
      publicEnv: { publicUrl: "https://atlas.example" },
      logger: { error: () => undefined },
    }),
  };
  return { request: new Request(`https://atlas.example/channel/${slug}`), params: { slug }, context } as unknown as LoaderArgs;
}

type DataResult = { data: Record<string, unknown>; init: { status?: number } | null };

describe("channel page loader", () => {
  it("shows 'Failed to fetch channel data: {reason}' with the driver's message when the read fails (spec §8)", async () => {
    const failure = new Error("Failed query: select …", { cause: new Error("connection to server was lost") });
    const result = (await loader(
      args("x-00000000-0000-4000-8000-000000000000", () => Promise.reject(failure)),
    )) as unknown as DataResult;
    expect(result.init?.status).toBe(500);
    expect(result.data).toMatchObject({ state: "error", message: "Failed to fetch channel data: connection to server was lost" });
  });

  it("answers 400 for 'Invalid channel ID or URL' and 404 for a missing channel", async () => {
    const invalid = (await loader(args("!!!", async () => ({ kind: "invalid", requested: "!!!" })))) as unknown as DataResult;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ state: "invalid", requested: "!!!" });
    const missing = (await loader(
      args("gone-1", async () => ({ kind: "not-found", requested: "gone-1" })),
    )) as unknown as DataResult;
    expect(missing.init?.status).toBe(404);
  });

  it("redirects with 301 to the canonical slug (spec §2)", async () => {
    const thrown = await loader(args("abc", async () => ({ kind: "redirect", slug: "my-channel-abc" }))).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("location")).toBe("/channel/my-channel-abc");
  });
});
