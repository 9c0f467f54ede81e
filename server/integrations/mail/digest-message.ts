// The digest mail: text and HTML with the same lines, absolute links, and the RFC 8058 one-click unsubscribe both
// in the body and as the List-Unsubscribe headers clients show as a button.
import { channelPath } from "#domain/channel-slug";
import { type DigestContent, subscriberChange } from "#domain/digest-content";
import { type DigestCadence, digestName } from "#domain/digest-period";
import { formatNumber } from "#domain/format";
import { escapeHtml } from "#domain/html-escape";
import { radarEventText } from "#domain/niche-radar";
import type { MailMessage } from "#server/integrations/mail/mailer.server";

const PRODUCT = "Faceless Atlas";

export interface DigestMessageInput {
  to: string;
  name: string;
  cadence: DigestCadence;
  content: DigestContent;
  baseUrl: string;
  unsubscribeUrl: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;
const signed = (n: number) => `${n > 0 ? "+" : n < 0 ? "−" : "±"}${formatNumber(Math.abs(n))}`;

interface Line {
  text: string;
  url: string;
  details?: { text: string; url: string }[];
}

interface Section {
  title: string;
  lines: Line[];
  footer?: string;
}

function sections(input: DigestMessageInput): Section[] {
  const { content, baseUrl } = input;
  const channelUrl = (title: string, id: string) => `${baseUrl}${channelPath(title, id)}`;
  const out: Section[] = [];
  if (content.growth.length > 0) {
    out.push({
      title: "Channels you follow",
      lines: content.growth.map((growth) => {
        const change = subscriberChange(growth);
        const parts = [
          change === null
            ? null
            : `${signed(change)} subscribers (${formatNumber(growth.subscribersBefore)} → ${formatNumber(growth.subscribersNow)})`,
          growth.newUploads > 0 ? plural(growth.newUploads, "new upload") : null,
        ].filter((part): part is string => part !== null);
        return { text: `${growth.title}: ${parts.join(", ")}`, url: channelUrl(growth.title, growth.channelId) };
      }),
    });
  }
  if (content.searches.length > 0) {
    out.push({
      title: "New channels matching your saved searches",
      lines: content.searches.map((search) => ({
        text: `${search.name}: ${plural(search.total, "new channel")}`,
        url: `${baseUrl}/channel-search${search.query ? `?${search.query}` : ""}`,
        details: search.channels.map((channel) => ({ text: channel.title, url: channelUrl(channel.title, channel.id) })),
      })),
    });
  }
  if (content.outliers.length > 0) {
    out.push({
      title: "New outliers in what you follow",
      lines: content.outliers.map((outlier) => ({
        text: `${outlier.title} — ${outlier.channelTitle}, ×${outlier.score.toFixed(1)} its usual views (${plural(outlier.views, "view")})`,
        url: `https://www.youtube.com/watch?v=${encodeURIComponent(outlier.videoId)}`,
      })),
      footer:
        content.moreOutliers > 0 ? `…and ${plural(content.moreOutliers, "more outlier")} on ${baseUrl}/outliers` : undefined,
    });
  }
  if (content.radar.length > 0) {
    out.push({
      title: "Niche radar",
      lines: content.radar.map((event) => ({
        text: radarEventText(event),
        url: `${baseUrl}${event.subject.path}`,
        details: event.kind === "newcomer" ? [{ text: event.channel.title, url: `${baseUrl}${event.channel.path}` }] : undefined,
      })),
      footer:
        content.moreRadar > 0
          ? `…and ${plural(content.moreRadar, "more change")} in the niches and types you follow (${baseUrl}/watchlist)`
          : undefined,
    });
  }
  return out;
}

export function digestMessage(input: DigestMessageInput): MailMessage {
  const { to, name, cadence, baseUrl, unsubscribeUrl } = input;
  const label = digestName(cadence);
  const title = cadence === "daily" ? "Your daily Faceless Atlas digest" : "Your weekly Faceless Atlas digest";
  const intro = `Hi ${name}, here is what changed in what you follow since your last ${label}.`;
  const manage = `${baseUrl}/profile#email-alerts`;
  const body = sections(input);

  const text = [
    intro,
    ...body.flatMap((section) => [
      "",
      section.title.toUpperCase(),
      ...section.lines.flatMap((line) => [
        `- ${line.text}`,
        `  ${line.url}`,
        ...(line.details ?? []).map((detail) => `    · ${detail.text}: ${detail.url}`),
      ]),
      ...(section.footer ? [section.footer] : []),
    ]),
    "",
    `You get this ${label} because you turned on e-mail alerts. Change how often: ${manage}`,
    `Unsubscribe (one click, no sign-in): ${unsubscribeUrl}`,
    "",
    `— ${PRODUCT}`,
  ].join("\n");

  const link = (url: string, words: string) => `<a href="${escapeHtml(url)}" style="color:#4338ca">${escapeHtml(words)}</a>`;
  const html = [
    `<div style="font-family:system-ui,sans-serif;line-height:1.5;max-width:640px">`,
    `<p>${escapeHtml(intro)}</p>`,
    ...body.map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2><ul style="padding-left:20px;margin:0">${section.lines
          .map(
            (line) =>
              `<li style="margin:4px 0">${link(line.url, line.text)}${
                line.details?.length
                  ? `<ul style="padding-left:18px;margin:2px 0">${line.details.map((detail) => `<li>${link(detail.url, detail.text)}</li>`).join("")}</ul>`
                  : ""
              }</li>`,
          )
          .join("")}</ul>${section.footer ? `<p style="color:#666">${escapeHtml(section.footer)}</p>` : ""}`,
    ),
    `<p style="color:#666;font-size:13px;margin-top:32px">You get this ${escapeHtml(label)} because you turned on e-mail alerts. ${link(manage, "Change how often")} · ${link(unsubscribeUrl, "Unsubscribe")} (one click, no sign-in).</p>`,
    `<p style="color:#666">— ${PRODUCT}</p>`,
    `</div>`,
  ].join("");

  return {
    to,
    subject: title,
    text,
    html,
    // RFC 8058: a mail client may POST "List-Unsubscribe=One-Click" to the URL without asking.
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
