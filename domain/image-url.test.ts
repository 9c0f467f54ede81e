import { describe, expect, it } from "vitest";
import { safeImageUrl } from "#domain/image-url";

describe("safeImageUrl — spec §5 'Image URL helper accepts only http/https URLs, otherwise empty'", () => {
  it.each([
    ["https://i.ytimg.com/vi/abc/hqdefault.jpg", "https://i.ytimg.com/vi/abc/hqdefault.jpg"],
    ["http://example.com/a.png", "http://example.com/a.png"],
    ["  https://example.com/a b.png  ", "https://example.com/a%20b.png"],
    ["HTTPS://EXAMPLE.com/Pic.PNG", "https://example.com/Pic.PNG"],
    ["https://example.com", "https://example.com/"],
    ["https://cdn.example.com/img.webp?w=640&h=360", "https://cdn.example.com/img.webp?w=640&h=360"],
  ])("accepts %j → %j", (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["javascript with spaces", "  JaVaScRiPt:alert(1)"],
    ["data:", "data:image/png;base64,iVBORw0KGgo="],
    ["blob:", "blob:https://example.com/uuid"],
    ["ftp:", "ftp://example.com/a.png"],
    ["file:", "file:///etc/passwd"],
    ["relative path", "/images/a.png"],
    ["bare file", "a.png"],
    ["protocol-relative", "//example.com/a.png"],
    ["garbage", "not a url"],
    ["empty", ""],
    ["whitespace", "   "],
    ["null", null],
    ["undefined", undefined],
  ])("rejects %s → ''", (_label, input) => {
    expect(safeImageUrl(input)).toBe("");
  });
});
