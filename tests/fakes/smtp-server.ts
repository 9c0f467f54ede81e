// A real SMTP server on a free local port (the smtp-server package) that keeps every message it
// receives, for tests that read the mail the app sends (ARCHITECTURE.md: outside services are
// faked at the network boundary).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with the body's quoted-printable soft breaks and escapes undone (links are whole). */
  decoded: string;
  subject: string;
  links: string[];
}

export interface FakeSmtpServer {
  port: number;
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` (and matching `subject`, when given) that arrives. */
  waitForMail(to: string, options?: { subject?: RegExp; timeoutMs?: number; after?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable encoding (what nodemailer uses for long text lines). */
function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function parse(from: string, to: string[], raw: string): ReceivedMail {
  // Only the body is quoted-printable. Decoding the headers too turned "t=BB9…" in a
  // List-Unsubscribe link into "t»9…" whenever a random token began with two hex digits.
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const decoded = headerEnd === -1 ? raw : raw.slice(0, headerEnd) + decodeQuotedPrintable(raw.slice(headerEnd));
  const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
  const links = [...new Set((decoded.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((l) => l.replace(/&amp;/g, "&")))];
  return { from, to, raw, decoded, subject, links };
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(parse(from, to, Buffer.concat(chunks).toString("utf8")));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, { subject, timeoutMs = 15_000, after = 0 } = {}) {
      const find = () =>
        messages.slice(after).find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
