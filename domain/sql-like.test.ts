import { describe, expect, it } from "vitest";
import { escapeLike, likeContains, likeStartsWith } from "#domain/sql-like";

describe("LIKE patterns of typed words", () => {
  it("escapes the wildcards and the escape character, so they match themselves", () => {
    expect(escapeLike("100%")).toBe("100\\%");
    expect(escapeLike("a_b")).toBe("a\\_b");
    expect(escapeLike("C:\\path")).toBe("C:\\\\path");
    expect(escapeLike("plain words")).toBe("plain words");
  });

  it("wraps the escaped words for contains and starts-with", () => {
    expect(likeContains("50%_off")).toBe("%50\\%\\_off%");
    expect(likeStartsWith("50%")).toBe("50\\%%");
  });
});
