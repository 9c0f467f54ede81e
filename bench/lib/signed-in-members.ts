// Members for the benches, made through the app's own HTTP API as a person would: each signs up,
// confirms the address from the link in the outbox (the benches configure no SMTP, so mail lands
// in DATA_DIR/outbox) and signs in. Returns their Cookie headers.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export async function signedInMembers(
  base: string,
  dataDir: string,
  count: number,
  /** Addresses must be new on a database that outlives the run (PostgreSQL). */
  emailPrefix = "bench-member",
): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  const json = { "content-type": "application/json", origin: base };
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${emailPrefix}-${i}@example.com`;
    const password = "correct-horse-7";
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password, name: `Bench Member ${i}` }),
    });
    if (!signUp.ok) throw new Error(`sign-up of ${email} answered ${signUp.status}: ${await signUp.text()}`);
    const link = await confirmationLink(outbox, email);
    const confirmed = await fetch(link, { redirect: "manual" });
    if (confirmed.status >= 400) throw new Error(`confirming ${email} answered ${confirmed.status}`);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    if (!signIn.ok) throw new Error(`sign-in of ${email} answered ${signIn.status}: ${await signIn.text()}`);
    cookies.push(
      signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
  }
  return cookies;
}

async function confirmationLink(outbox: string, email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((name) => name.endsWith(".json"));
    } catch {
      // the outbox is made with the first mail
    }
    for (const name of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, name), "utf8")) as { to?: string; links?: string[] };
      const link = mail.to === email ? mail.links?.find((l) => l.includes("/verify-email")) : undefined;
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail for ${email} in ${outbox}`);
}
