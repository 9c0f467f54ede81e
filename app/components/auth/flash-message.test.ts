import { describe, expect, it } from "vitest";
import { CLEAR_FLASH_COOKIE, FLASH_COOKIE, flashCookie, readFlash } from "~/components/auth/flash-message";

describe("flash message cookie", () => {
  // Spec §8 toast 'Logged out successfully' must survive the redirect to /.
  it("round-trips a message through the Set-Cookie value and a Cookie header", () => {
    const setCookie = flashCookie("success", "Logged out successfully");
    expect(setCookie).toMatch(/Max-Age=30/);
    const pair = setCookie.split(";")[0]!;
    expect(readFlash(`theme=dark; ${pair}`)).toMatchObject({ kind: "success", message: "Logged out successfully" });
  });

  it("ignores a missing, cleared or forged cookie", () => {
    expect(readFlash(null)).toBeNull();
    expect(readFlash(CLEAR_FLASH_COOKIE.split(";")[0]!)).toBeNull();
    expect(readFlash(`${FLASH_COOKIE}=${encodeURIComponent('{"id":"1","kind":"<script>","message":"x"}')}`)).toBeNull();
    expect(readFlash(`${FLASH_COOKIE}=%ff`)).toBeNull();
    expect(readFlash(`${FLASH_COOKIE}=%7B%22id%22%3A%221%22%2C%22kind`)).toBeNull();
  });
});
