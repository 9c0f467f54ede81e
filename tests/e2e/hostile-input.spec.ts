// Malformed values are a 400 with a clear message, never a 500 (the values of the attack
// report): on the search page the bad field is named and left out, the rest still searches;
// elsewhere the site's own error page or a JSON { error } says what is wrong.
import { expect, test } from "./test";

test("the channel search names a malformed filter, answers 400 and still shows results", async ({ page }) => {
  const response = await page.goto("/channel-search?subs_min=1.5&started_from=2024-02-30");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "Some of the search was left out" })).toContainText(
    "subs_min must be a whole number",
  );
  await expect(page.getByRole("alert").filter({ hasText: "Some of the search was left out" })).toContainText(
    "started_from must be a real date",
  );
  await expect(page.getByTestId("result-count")).toBeVisible();
});

test("the niche list names a malformed filter with the API's message, answers 400 and still lists niches", async ({
  page,
  request,
}) => {
  const response = await page.goto("/niches?competition=extreme&risk=low");
  expect(response?.status()).toBe(400);
  const alert = page.getByRole("alert").filter({ hasText: "Some of the filters were left out" });
  await expect(alert).toContainText("competition must be one of low, medium, high");
  // The valid filter still applies, the bad one is not shown as chosen.
  await expect(page.getByLabel("Monetization risk")).toHaveValue("low");
  await expect(page.getByLabel("Competition")).toHaveValue("");
  await expect(page.getByTestId("niche-list")).toBeVisible();
  const api = await request.get("/api/v1/niches?competition=extreme");
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ error: "competition must be one of low, medium, high" });
});

test("a NUL character, a malformed %-escape or an oversized body is refused with a clear page, not a 500", async ({
  page,
  request,
}) => {
  for (const path of ["/niches?category=%00", "/channel/%E0%A4%A"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not read that request");
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  }
  const api = await request.get("/api/v1/channels?subs_min=1e23");
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ error: "subs_min must be written with digits only, such as 1500" });
  const big = await request.post("/api/auth/sign-in/email", {
    data: { email: `${"a".repeat(2_000_000)}@example.com`, password: "secret12" },
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ error: "This request is too large: the limit is 64 KB." });
});
