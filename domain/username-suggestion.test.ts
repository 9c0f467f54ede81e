import { describe, expect, it } from "vitest";
import { USERNAME_MAX_LENGTH } from "#domain/constants";
import { FALLBACK_USERNAME, numberedUsername, usernameBase, usernameCandidates } from "#domain/username-suggestion";
import { usernameField } from "#domain/validation";

describe("usernameBase", () => {
  it("keeps letters and digits, drops accents and apostrophes, joins the rest with one dot", () => {
    expect(usernameBase("Nora Newcomer")).toBe("nora.newcomer");
    expect(usernameBase("Zoë O'Brien-Smith")).toBe("zoe.obrien-smith");
    expect(usernameBase("  Jean -- Luc  ")).toBe("jean.luc");
    expect(usernameBase("李雷")).toBe("");
    expect(usernameBase("...a_b...")).toBe("a_b");
  });

  it("fits the maximum length without a trailing separator", () => {
    const base = usernameBase(`${"a".repeat(USERNAME_MAX_LENGTH - 1)} b c`);
    expect(base.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
    expect(base).not.toMatch(/[._-]$/);
  });
});

describe("usernameCandidates", () => {
  it("offers the name, then the name numbered, never the e-mail when the name will do", () => {
    const candidates = usernameCandidates({ fullName: "Nora Newcomer", email: "nora.n@example.com" }, 3);
    expect(candidates).toEqual(["nora.newcomer", "nora.newcomer2", "nora.newcomer3", "nora.newcomer4"]);
  });

  it("falls back to the e-mail (without its +tag) for a name in another script, and to a word when neither works", () => {
    expect(usernameCandidates({ fullName: "李雷", email: "li.lei+atlas@example.com" }, 1)).toEqual(["li.lei", "li.lei2"]);
    expect(usernameCandidates({ fullName: "Al", email: "x@example.com" }, 1)).toEqual([
      FALLBACK_USERNAME,
      `${FALLBACK_USERNAME}2`,
    ]);
  });

  it("only offers usernames the profile form accepts", () => {
    const people = [
      {
        fullName: "Ødegaard Ælfrida Þórsdóttir von und zu Langenname-Überlang",
        email: "very.long.local.part.of.an.address@example.com",
      },
      { fullName: "--", email: "--@example.com" },
      { fullName: null, email: "a@b.c" },
    ];
    for (const person of people) {
      for (const candidate of usernameCandidates(person))
        expect(usernameField.safeParse(candidate).success, candidate).toBe(true);
    }
    expect(numberedUsername("x".repeat(USERNAME_MAX_LENGTH), 12)).toHaveLength(USERNAME_MAX_LENGTH);
  });
});
