// The account e-mails' texts. The sign-up form must not reveal that an address has an account, so its owner is
// told by mail instead.
import { escapeHtml } from "#domain/html-escape";
import type { MailMessage } from "#server/integrations/mail/mailer.server";

const PRODUCT = "Faceless Atlas";

function message(to: string, subject: string, lines: string[], action?: { label: string; url: string }): MailMessage {
  const text = [...lines, ...(action ? ["", `${action.label}: ${action.url}`] : []), "", `— ${PRODUCT}`].join("\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4338ca;color:#fff;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>`
    : "";
  const html = `<div style="font-family:system-ui,sans-serif;line-height:1.5">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${button}<p style="color:#666">— ${PRODUCT}</p></div>`;
  return { to, subject, text, html };
}

export function confirmEmailMessage(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    `Confirm your e-mail for ${PRODUCT}`,
    [
      `Hi ${name},`,
      `Please confirm your e-mail address to finish creating your ${PRODUCT} account.`,
      "If you did not sign up, you can ignore this e-mail.",
    ],
    { label: "Confirm e-mail", url },
  );
}

export function resetPasswordMessage(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    `Reset your ${PRODUCT} password`,
    [
      `Hi ${name},`,
      "Someone asked to reset the password of your account. The link works once and expires in one hour.",
      "If it was not you, ignore this e-mail: your password stays the same.",
    ],
    { label: "Set a new password", url },
  );
}

export function existingAccountMessage(to: string, name: string, signInUrl: string): MailMessage {
  return message(
    to,
    `Someone tried to sign up to ${PRODUCT} with your e-mail`,
    [
      `Hi ${name},`,
      "Someone (maybe you) tried to create an account with this e-mail, but you already have one.",
      "Sign in instead, or reset your password if you forgot it.",
    ],
    { label: "Sign in", url: signInUrl },
  );
}
