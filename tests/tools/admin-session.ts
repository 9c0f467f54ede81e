// Prints a session cookie of a confirmed admin on a running development server, for looking at
// admin pages (SCREENSHOT_COOKIES=… node tests/tools/screenshot.ts …) or curl. The server must
// run with ADMIN_EMAILS containing the e-mail and without SMTP (mail goes to DATA_DIR/outbox).
//   node tests/tools/admin-session.ts http://127.0.0.1:3300 ./data/dev-x [admin@local.test]
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const [base = "http://127.0.0.1:3000", dataDir = "./data", email = "admin@local.test"] = process.argv.slice(2);
const password = "correct-horse-7";
const headers = { "content-type": "application/json", origin: base };

async function signIn(): Promise<Response> {
  return fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
}

let response = await signIn();
if (!response.ok) {
  const startedAt = Date.now();
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Local Admin", callbackURL: "/" }),
  });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const dir = path.join(dataDir, "outbox");
    for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
      if (!file.endsWith(".json")) continue;
      const mail = JSON.parse(await readFile(path.join(dir, file), "utf8")) as { to?: string; sentAt?: string; links?: string[] };
      if (mail.to === email && Date.parse(mail.sentAt ?? "") >= startedAt - 1000)
        link = mail.links?.find((l) => l.includes("/verify-email"));
      if (link) break;
    }
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error(`no confirmation mail for ${email} in ${dataDir}/outbox`);
  await fetch(link, { redirect: "manual" });
  response = await signIn();
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
}
const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
console.log(cookies.join("; "));
