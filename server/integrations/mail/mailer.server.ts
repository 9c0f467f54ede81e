// Outgoing mail over SMTP when configured; otherwise written to `${DATA_DIR}/outbox` with its links logged, so a
// newcomer can finish sign-up with no mail server.
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

interface SmtpConfig {
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
}

export interface MailerConfig {
  smtp: SmtpConfig;
  from: string;
  dataDir: string;
  logger: Logger;
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export function mailerFromEnv(env: Env, logger: Logger): Mailer {
  return createMailer({
    smtp: { url: env.SMTP_URL, host: env.SMTP_HOST, port: env.SMTP_PORT, user: env.SMTP_USER, pass: env.SMTP_PASS },
    from: env.SMTP_FROM,
    dataDir: env.DATA_DIR,
    logger,
  });
}

export function createMailer(config: MailerConfig): Mailer {
  const { smtp, from, logger } = config;
  if (smtp.url || smtp.host) {
    // Loaded with the first message, not with the server: nodemailer is a third of a second of start-up.
    let transport: Promise<Transporter> | undefined;
    const connect = async (): Promise<Transporter> => {
      const { default: nodemailer } = await import("nodemailer");
      return smtp.url
        ? nodemailer.createTransport(smtp.url)
        : nodemailer.createTransport({
            host: smtp.host,
            port: smtp.port ?? 587,
            secure: smtp.port === 465,
            auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
          });
    };
    return {
      kind: "smtp",
      async send(message) {
        transport ??= connect();
        await (await transport).sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const dir = outboxDir(config.dataDir);
  return {
    kind: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      // The uuid keeps two messages of the same millisecond apart.
      const file = path.join(dir, `${sentAt.replace(/[:.]/g, "-")}-mail-${randomUUID().slice(0, 8)}.json`);
      const links = linksIn(message.text);
      // Written aside and renamed: a reader of the outbox never sees half a message.
      const draft = path.join(dir, `.${randomUUID()}.partial`);
      await writeFile(draft, JSON.stringify({ kind: "mail", from, sentAt, links, ...message }, null, 2));
      await rename(draft, file);
      logger.info({ to: message.to, subject: message.subject, links, file }, "mail written to the outbox (no SMTP configured)");
    },
  };
}
