import { describe, expect, it } from "vitest";
import { displayName } from "#domain/display-name";

describe("displayName — spec §3 'Full name shown is display_name, else first and last name joined, else first name'", () => {
  it("prefers display_name", () => {
    expect(displayName({ displayName: "Ada L.", firstName: "Ada", lastName: "Lovelace" })).toBe("Ada L.");
  });

  it("else joins first and last name", () => {
    expect(displayName({ displayName: null, firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: " Ada ", lastName: " Lovelace " })).toBe("Ada Lovelace");
  });

  it("else first name", () => {
    expect(displayName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(displayName({ firstName: "Ada", lastName: "   " })).toBe("Ada");
  });

  it("a blank display_name is ignored", () => {
    expect(displayName({ displayName: "   ", firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(displayName({ displayName: "", firstName: "Ada" })).toBe("Ada");
  });

  it("a lone last name is shown rather than nothing", () => {
    expect(displayName({ lastName: "Lovelace" })).toBe("Lovelace");
  });

  it("trims display_name", () => {
    expect(displayName({ displayName: "  Ada  " })).toBe("Ada");
  });

  it("null when nothing is set", () => {
    expect(displayName({})).toBeNull();
    expect(displayName({ displayName: null, firstName: null, lastName: null })).toBeNull();
    expect(displayName({ displayName: " ", firstName: "", lastName: " " })).toBeNull();
  });
});
