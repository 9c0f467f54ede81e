// Malformed values are a 400 with a clear message, never a 500 (the values of the attack
// report): on the search page the bad field is named and left out, the rest still searches;
// elsewhere the site's own error page or a JSON { error } says what is wrong.
import { expect, test } from "./test";

test("the channel search names a malformed filter, answers 400 and still shows results", async ({ page }) => {
  const response = await page.goto("/channel-search?subs_min=1.5&started_from=2024-02-30");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "Some of the search was left out" })).toContainText("subs_min must be a whole number");
  await expect(page.getByRole("alert").filter({ hasText: "Some of the search was left out" })).toContainText("started_from must be a real date");
  await expect(page.getByTestId("result-count")).toBeVisible();
});

test("a NUL character, a malformed %-escape or an oversized body is refused with a clear page, not a 500", async ({ page, request }) => {
  for (const path of ["/niches?category=%00", "/channel/%E0%A4%A"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not read that request");
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  }
  const api = await request.get("/api/v1/channels?subs_min=1e23");
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ error: "subs_min must be written with digits only, such as 1500" });
  const big = await request.post("/api/auth/sign-in/email", { data: { email: `${"a".repeat(2_000_000)}@example.com`, password: "secret12" } });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ error: "This request is too large: the limit is 64 KB." });
});
