import { describe, expect, it } from "vitest";
import { CLEAR_FLASH_COOKIE, FLASH_COOKIE, flashCookie, flashCookieValue, parseFlash } from "#domain/flash-message";

describe("flash message cookie", () => {
  // Spec §8 toast 'Logged out successfully' must survive the redirect to /.
  it("round-trips a message through the Set-Cookie value and a Cookie header", () => {
    const setCookie = flashCookie("success", "Logged out successfully");
    expect(setCookie).toMatch(/Max-Age=30/);
    const pair = setCookie.split(";")[0]!;
    const value = flashCookieValue(`theme=dark; ${pair}`);
    expect(parseFlash(value!)).toMatchObject({ kind: "success", message: "Logged out successfully" });
  });

  it("ignores a missing, cleared or forged cookie", () => {
    expect(flashCookieValue(null)).toBeNull();
    expect(flashCookieValue(CLEAR_FLASH_COOKIE.split(";")[0]!)).toBeNull();
    expect(parseFlash(encodeURIComponent('{"id":"1","kind":"<script>","message":"x"}'))).toBeNull();
    expect(parseFlash("%ff")).toBeNull();
    expect(parseFlash("%7B%22id%22%3A%221%22%2C%22kind")).toBeNull();
    expect(flashCookieValue(`x${FLASH_COOKIE}=1; other=2`)).toBeNull();
  });
});
