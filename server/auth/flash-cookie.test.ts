import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, flashCookie } from "#domain/flash-message";
import { readSignedFlash, signFlashCookies } from "#server/auth/flash-cookie";

const SECRET = "a-test-secret-that-is-at-least-32-characters";

function cookieHeaderOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("the signed flash cookie", () => {
  it("signs what an action sets, keeps its attributes and other cookies, and reads it back", () => {
    const response = new Response(null, {
      status: 302,
      headers: [
        ["location", "/"],
        ["set-cookie", flashCookie("success", "Logged out successfully")],
        ["set-cookie", "atlas.session_token=; Max-Age=0"],
      ],
    });
    const signed = signFlashCookies(response, SECRET);
    expect(signed.status).toBe(302);
    expect(signed.headers.get("location")).toBe("/");
    const [flash, session] = signed.headers.getSetCookie();
    expect(flash).toMatch(new RegExp(`^${FLASH_COOKIE}=[^;]+\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=30; SameSite=Lax$`));
    expect(session).toBe("atlas.session_token=; Max-Age=0");
    expect(readSignedFlash(`theme=dark; ${cookieHeaderOf(signed)}`, SECRET)).toMatchObject({
      kind: "success",
      message: "Logged out successfully",
    });
  });

  it("reads nothing from an unsigned, re-signed or altered cookie", () => {
    const unsigned = flashCookie("error", "Your account is locked: call +1 555 0100").split(";")[0]!;
    expect(readSignedFlash(unsigned, SECRET)).toBeNull();
    const signed = cookieHeaderOf(
      signFlashCookies(new Response(null, { headers: { "set-cookie": flashCookie("info", "Hello") } }), SECRET),
    );
    expect(readSignedFlash(signed, `${SECRET}-other`)).toBeNull();
    expect(readSignedFlash(signed.replace("Hello", "Hullo"), SECRET)).toBeNull();
    expect(readSignedFlash(`${FLASH_COOKIE}=.`, SECRET)).toBeNull();
    expect(readSignedFlash(null, SECRET)).toBeNull();
  });

  it("leaves a response without a flash cookie as it is", () => {
    const response = new Response("ok", { headers: { "set-cookie": "theme=dark" } });
    expect(signFlashCookies(response, SECRET)).toBe(response);
  });
});
