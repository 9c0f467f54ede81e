// Sign-in limits as a person meets them (ADR 007), on an app server with the limits on: an
// attack from many addresses does not keep the owner out of their own sign-in form, and a browser
// that runs out of attempts is told so on the form. The attacker's addresses are other loopback
// addresses (127.0.0.x): the server takes the client address from the socket.
import { request as httpRequest } from "node:http";
import { expect, test, type Page } from "./test";
import { createConfirmedAccount, PASSWORD, startAuthApp, waitForHydration, type AuthApp } from "./auth-app-server";

let app: AuthApp;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(200_000);
  app = await startAuthApp("auth-limits", { rateLimit: true });
});

test.afterAll(async () => {
  await app?.stop();
});

/** A JSON post to the app from the local address `from` (another loopback address is another client). */
function postFrom(from: string, path: string, body: unknown): Promise<number> {
  const url = new URL(path, app.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", origin: app.url },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${app.url}/auth`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an attack from many addresses does not lock the owner out of their sign-in form", async ({ page }) => {
  const email = `owner.${Date.now()}@example.com`;
  await createConfirmedAccount(app, email, "Olive Owner");
  // The owner signs in from this browser, as usual, and signs out.
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`${app.url}/`);
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toHaveCount(0);

  // Someone guesses from 25 other addresses, and even the right password from a new one is refused.
  for (let n = 0; n < 25; n++)
    expect([401, 429]).toContain(
      await postFrom(`127.0.0.${n + 10}`, "/api/auth/sign-in/email", { email, password: "wrong-guess-1" }),
    );
  expect(await postFrom("127.0.0.99", "/api/auth/sign-in/email", { email, password: PASSWORD })).toBe(429);

  // The owner, from their usual address, signs in as always.
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
});

test("a browser out of sign-in attempts for an account is told so, with the way out", async ({ page }) => {
  const email = `typist.${Date.now()}@example.com`;
  await createConfirmedAccount(app, email, "Tilly Typist");
  for (let i = 0; i < 10; i++) {
    await signIn(page, email, `wrong-pass-${i}`);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  }
  await signIn(page, email, PASSWORD);
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Too many sign-in attempts. Please try again in 15 minutes, or reset your password." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
});

test("'Resend confirmation e-mail' sends a new link, and says when this address has had enough", async ({ page }) => {
  const email = `unconfirmed.${Date.now()}@example.com`;
  const beforeSignUp = app.smtp.messages.length;
  expect(await postFrom("127.0.0.1", "/api/auth/sign-up/email", { email, password: PASSWORD, name: "Una Unconfirmed" })).toBe(
    200,
  );
  await signIn(page, email, PASSWORD);
  await expect(
    page.getByRole("alert").filter({ hasText: `Email not verified. We have sent a new confirmation link to ${email}` }),
  ).toBeVisible();
  // Account mails go out after the answer: the sign-up's and the sign-in's are both in before the count below.
  await expect.poll(() => app.smtp.messages.slice(beforeSignUp).filter((mail) => mail.to.includes(email)).length).toBe(2);

  // Three mails an hour to one address (RATE_LIMITS.verificationEmailPerEmail); each click sends one.
  const box = page.getByRole("form", { name: "Confirmation e-mail" });
  const resend = box.getByRole("button", { name: "Resend confirmation e-mail" });
  for (let i = 0; i < 3; i++) {
    const before = app.smtp.messages.length;
    await resend.click();
    await expect(
      box.getByRole("status").filter({ hasText: `A new confirmation link is on its way to ${email}. It works for 24 hours.` }),
    ).toBeVisible();
    await app.smtp.waitForMail(email, { subject: /Confirm your e-mail/, after: before });
  }
  const before = app.smtp.messages.length;
  await resend.click();
  await expect(
    box
      .getByRole("alert")
      .filter({ hasText: /^Too many e-mails sent to this address\. Please use the newest one, or try again in \d+ minutes\.$/ }),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  expect(app.smtp.messages.slice(before).filter((mail) => mail.to.includes(email))).toHaveLength(0);

  // The newest link confirms the address and lands on the sign-in form.
  const newest = app.smtp.messages.filter((mail) => mail.to.includes(email)).at(-1);
  const link = newest?.links.find((l) => l.includes("/api/auth/verify-email"));
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText("Your e-mail is confirmed. Sign in to continue.")).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${app.url}/`);
});
