// SMS for the phone factor: a JSON webhook (SMS_WEBHOOK_URL) to your provider or relay, else the outbox.
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "#server/logger";

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  readonly kind: "webhook" | "outbox";
  send(message: SmsMessage): Promise<void>;
}

export function createSmsSender(config: { webhookUrl?: string; dataDir: string; logger: Logger }): SmsSender {
  const { webhookUrl, logger } = config;
  if (webhookUrl) {
    return {
      kind: "webhook",
      async send(message) {
        const response = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
        logger.info({ to: maskPhone(message.to) }, "sms sent");
      },
    };
  }
  const dir = path.join(config.dataDir, "outbox");
  return {
    kind: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = path.join(dir, `${sentAt.replace(/[:.]/g, "-")}-sms-${randomUUID().slice(0, 8)}.json`);
      // Written aside and renamed: a reader of the outbox never sees half a message.
      const draft = path.join(dir, `.${randomUUID()}.partial`);
      await writeFile(draft, JSON.stringify({ kind: "sms", sentAt, ...message }, null, 2));
      await rename(draft, file);
      logger.info({ to: maskPhone(message.to), file }, "sms written to the outbox (no SMS sender configured)");
    },
  };
}

function maskPhone(phone: string): string {
  return phone.length > 4 ? `${"•".repeat(phone.length - 4)}${phone.slice(-4)}` : phone;
}
