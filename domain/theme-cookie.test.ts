import { describe, expect, it } from "vitest";
import { readThemeCookie, serializeThemeCookie } from "#domain/theme-cookie";

const withCookie = (cookie: string | null) =>
  new Request("http://localhost/", { headers: cookie === null ? {} : { Cookie: cookie } });

describe("theme cookie", () => {
  it("defaults to light without a cookie (spec §9: 'default light')", () => {
    expect(readThemeCookie(withCookie(null))).toBe("light");
  });

  it.each(["light", "dark", "system"] as const)("reads %s among other cookies", (theme) => {
    expect(readThemeCookie(withCookie(`session=abc; theme=${theme}; other=1`))).toBe(theme);
  });

  it("ignores values outside light, dark and system", () => {
    expect(readThemeCookie(withCookie("theme=purple"))).toBe("light");
    expect(readThemeCookie(withCookie("theme="))).toBe("light");
    expect(readThemeCookie(withCookie("mytheme=dark"))).toBe("light");
  });

  it("reads a malformed or percent-encoded value without failing the page", () => {
    expect(readThemeCookie(withCookie("theme=%ff"))).toBe("light");
    expect(readThemeCookie(withCookie("theme=%E0%A4%A; other=%zz"))).toBe("light");
    expect(readThemeCookie(withCookie("other=%ff; theme=%64ark"))).toBe("dark");
  });

  it("writes a year-long, site-wide cookie that the reader understands", () => {
    const header = serializeThemeCookie("dark", { secure: false });
    expect(header).toMatch(/^theme=dark; /);
    expect(header).toContain("Path=/");
    expect(header).toContain(`Max-Age=${60 * 60 * 24 * 365}`);
    expect(header).not.toContain("Secure");
    expect(serializeThemeCookie("dark", { secure: true })).toContain("Secure");
    expect(readThemeCookie(withCookie(header.split(";")[0] ?? ""))).toBe("dark");
  });
});
