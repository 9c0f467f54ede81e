// Generated artwork for pictureless channels and videos. Pure, so it is cached for a year under a versioned address.
import { type ArtworkKind, ARTWORK_SIZE } from "#domain/artwork-path";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { escapeXml } from "#domain/html-escape";

export type ArtworkRequest = { kind: ArtworkKind; typeId: string; title: string };

const DEFAULT_STYLE = { label: null, gradient: ["#4f46e5", "#7c3aed"] as [string, string] };
const TYPE_STYLES = new Map(CHANNEL_TYPE_CATALOGUE.map((entry) => [entry.id, { label: entry.label, gradient: entry.gradient }]));

type Motif = "film" | "wave" | "tiles" | "bubbles" | "orbits" | "window" | "viewfinder" | "pages" | "columns" | "chart";

const TYPE_MOTIFS: Record<string, Motif> = {
  compilation_montage: "tiles",
  no_face_reaction: "bubbles",
  documentary_story: "film",
  whiteboard_explainer: "window",
  animation_2d_3d: "orbits",
  text_based_narrative: "pages",
  screen_recording_tutorial: "window",
  asmr_ambient: "wave",
  news_aggregation: "pages",
  stock_footage_voiceover: "film",
  text_to_speech: "wave",
  infographic_data: "chart",
  hands_only_demo: "orbits",
  audio_only_podcast: "wave",
  music_curation: "wave",
  ai_generated: "orbits",
  original_storytelling: "pages",
  history_educational: "columns",
  fake_trailers: "film",
  movie_tv_analysis: "film",
  police_cam_commentary: "viewfinder",
  court_reactions: "columns",
  live_drama_freakouts: "bubbles",
  virtual_avatar: "orbits",
  found_footage_archival: "viewfinder",
  other: "tiles",
};

/** Characters XML 1.0 forbids are dropped: one of them makes the whole image fail to load. */
export function xmlEscape(text: string): string {
  return escapeXml(withoutForbiddenCharacters(text));
}

function withoutForbiddenCharacters(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "",
  );
}

export function wrapTitle(title: string, lineChars: number, maxLines: number): string[] {
  const length = (text: string) => Array.from(text).length;
  const pieces = title
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .flatMap((word) => {
      const chars = Array.from(word);
      const parts: string[] = [];
      for (let i = 0; i < chars.length; i += lineChars) parts.push(chars.slice(i, i + lineChars).join(""));
      return parts;
    });
  const lines: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const candidate = current ? `${current} ${piece}` : piece;
    if (length(candidate) <= lineChars) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = piece;
  }
  if (current) lines.push(current);
  if (lines.length === 0) return ["Untitled"];
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = Array.from(kept[maxLines - 1] ?? "");
  kept[maxLines - 1] = `${last
    .slice(0, Math.max(1, lineChars - 1))
    .join("")
    .trimEnd()}…`;
  return kept;
}

export function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "");
  return letters.join("").toUpperCase() || "?";
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const SANS =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export function renderArtwork({ kind, typeId, title: rawTitle }: ArtworkRequest): string {
  const title = withoutForbiddenCharacters(rawTitle);
  const style = TYPE_STYLES.get(typeId) ?? DEFAULT_STYLE;
  const motif = TYPE_MOTIFS[typeId] ?? "tiles";
  const seed = hash(`${typeId}\n${title}`);
  const { width, height } = ARTWORK_SIZE[kind];
  const [from, to] = style.gradient;
  const label = style.label ?? "Faceless channel";
  const accessibleName =
    kind === "video"
      ? `Video artwork: ${title}`
      : kind === "avatar"
        ? title
        : kind === "type"
          ? `${title}: channel type artwork`
          : `${label} channel artwork: ${title}`;

  const viewBox = kind === "avatar" ? "0 0 240 240" : "0 0 1280 720";
  const body =
    kind === "avatar"
      ? avatarBody(motif, seed, title)
      : kind === "video"
        ? videoBody(motif, seed, title, label)
        : // A type's own picture is titled with its label: no label pill above it.
          channelBody(motif, seed, title, kind === "type" ? null : label);
  const angle = (seed % 5) * 8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${xmlEscape(accessibleName)}">`,
    `<defs>`,
    `<linearGradient id="bg" gradientTransform="rotate(${angle + 20} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".35" stop-color="#0b0b1a" stop-opacity="0"/><stop offset="1" stop-color="#0b0b1a" stop-opacity=".55"/></linearGradient>`,
    `</defs>`,
    `<rect width="100%" height="100%" fill="url(#bg)"/>`,
    body,
    `</svg>`,
  ].join("");
}

function channelBody(motif: Motif, seed: number, title: string, label: string | null): string {
  const lines = wrapTitle(title, 22, 3);
  const size = lines.length === 3 ? 76 : 88;
  const lineHeight = size * 1.12;
  const bottom = 620;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="80" y="${Math.round(bottom - (lines.length - 1 - index) * lineHeight)}">${xmlEscape(line)}</tspan>`,
    )
    .join("");
  return [
    `<g opacity=".9">${drawMotif(motif, seed, 1280, 720)}</g>`,
    `<rect width="1280" height="720" fill="url(#shade)"/>`,
    label ? pill(80, 72, label.toUpperCase(), 26) : "",
    `<text font-family="${SANS}" font-size="${size}" font-weight="700" fill="#fff" letter-spacing="-1">${text}</text>`,
    `<text x="1200" y="672" text-anchor="end" font-family="${SANS}" font-size="22" font-weight="600" fill="#fff" fill-opacity=".7" letter-spacing="3">FACELESS ATLAS</text>`,
  ].join("");
}

function videoBody(motif: Motif, seed: number, title: string, label: string): string {
  const lines = wrapTitle(title, 20, 3);
  const size = lines.length === 3 ? 80 : 92;
  const lineHeight = size * 1.1;
  const bottom = 610;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="72" y="${Math.round(bottom - (lines.length - 1 - index) * lineHeight)}">${xmlEscape(line)}</tspan>`,
    )
    .join("");
  const progress = 200 + (seed % 800);
  return [
    `<g opacity=".55">${drawMotif(motif, seed >>> 3, 1280, 720)}</g>`,
    `<rect width="1280" height="720" fill="url(#shade)"/>`,
    `<circle cx="1090" cy="190" r="104" fill="#fff" fill-opacity=".92"/>`,
    `<path d="M1058 134 L1150 190 L1058 246 Z" fill="#0b0b1a" fill-opacity=".8"/>`,
    pill(72, 64, label.toUpperCase(), 30),
    `<text font-family="${SANS}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="-1">${text}</text>`,
    `<rect x="0" y="700" width="1280" height="20" fill="#fff" fill-opacity=".25"/>`,
    `<rect x="0" y="700" width="${progress}" height="20" fill="#fff" fill-opacity=".85"/>`,
  ].join("");
}

function avatarBody(motif: Motif, seed: number, title: string): string {
  const letters = initials(title);
  return [
    `<g opacity=".55" transform="scale(.1875)">${drawMotif(motif, seed, 1280, 1280)}</g>`,
    `<text x="120" y="122" text-anchor="middle" dominant-baseline="central" font-family="${SANS}" font-size="${Array.from(letters).length > 1 ? 92 : 112}" font-weight="700" fill="#fff">${xmlEscape(letters)}</text>`,
  ].join("");
}

function pill(x: number, y: number, text: string, size: number): string {
  // About 0.72 em per glyph for tracked caps.
  const width = Math.round(Array.from(text).length * size * 0.72 + size * 1.6);
  const height = Math.round(size * 2);
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#fff" fill-opacity=".2" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
    `<text x="${x + size * 0.8}" y="${y + height / 2}" dominant-baseline="central" font-family="${SANS}" font-size="${size}" font-weight="700" fill="#fff" letter-spacing="2">${xmlEscape(text)}</text>`,
  ].join("");
}

function drawMotif(motif: Motif, seed: number, w: number, h: number): string {
  const jitter = (n: number, range: number) => ((seed >>> n) % range) - range / 2;
  const white = (opacity: number) => `fill="#fff" fill-opacity="${opacity}"`;
  const outline = (opacity: number, width = 6) => `fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${width}"`;
  switch (motif) {
    case "film": {
      const frames = Array.from(
        { length: 5 },
        (_, i) => `<rect x="${i * 300 + 20}" y="60" width="260" height="180" rx="14" ${white(0.14)}/>`,
      ).join("");
      const holes = Array.from(
        { length: 26 },
        (_, i) =>
          `<rect x="${i * 60 + 14}" y="14" width="30" height="22" rx="5" ${white(0.3)}/><rect x="${i * 60 + 14}" y="264" width="30" height="22" rx="5" ${white(0.3)}/>`,
      ).join("");
      return `<g transform="translate(${w * 0.38 + jitter(2, 80)} ${h * 0.12}) rotate(${-12 + jitter(5, 8)})"><rect width="1600" height="300" ${white(0.12)}/>${frames}${holes}</g>`;
    }
    case "wave": {
      const bars = Array.from({ length: 34 }, (_, i) => {
        const level = Math.abs(Math.sin(i * 0.55 + (seed % 7))) * 0.8 + 0.2;
        const barHeight = Math.round(level * h * 0.55);
        return `<rect x="${Math.round(w * 0.42 + i * 22)}" y="${Math.round(h * 0.4 - barHeight / 2)}" width="12" height="${barHeight}" rx="6" ${white(0.28)}/>`;
      }).join("");
      return `${bars}<circle cx="${w * 0.82}" cy="${h * 0.4}" r="${h * 0.36}" ${outline(0.18, 4)}/>`;
    }
    case "tiles": {
      const tiles: string[] = [];
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 3; col++)
          tiles.push(
            `<rect x="${Math.round(w * 0.5 + col * 210)}" y="${Math.round(h * 0.06 + row * 130 + jitter(row + col, 30))}" width="190" height="110" rx="16" ${white(0.1 + ((seed >>> (row * 3 + col)) % 3) * 0.07)}/>`,
          );
      return tiles.join("");
    }
    case "bubbles": {
      return [
        `<rect x="${w * 0.5}" y="${h * 0.08}" width="420" height="140" rx="48" ${white(0.22)}/>`,
        `<path d="M${w * 0.5 + 60} ${h * 0.08 + 135} l-10 50 l60 -50 z" ${white(0.22)}/>`,
        `<rect x="${w * 0.62 + jitter(3, 60)}" y="${h * 0.36}" width="380" height="120" rx="44" ${white(0.15)}/>`,
        `<circle cx="${w * 0.62 + 70 + jitter(3, 60)}" cy="${h * 0.36 + 60}" r="12" ${white(0.5)}/><circle cx="${w * 0.62 + 110 + jitter(3, 60)}" cy="${h * 0.36 + 60}" r="12" ${white(0.5)}/><circle cx="${w * 0.62 + 150 + jitter(3, 60)}" cy="${h * 0.36 + 60}" r="12" ${white(0.5)}/>`,
      ].join("");
    }
    case "orbits": {
      const cx = w * 0.76 + jitter(4, 60);
      const cy = h * 0.34;
      return [
        `<circle cx="${cx}" cy="${cy}" r="${h * 0.12}" ${white(0.3)}/>`,
        `<ellipse cx="${cx}" cy="${cy}" rx="${h * 0.42}" ry="${h * 0.16}" transform="rotate(${-20 + jitter(6, 20)} ${cx} ${cy})" ${outline(0.3)}/>`,
        `<ellipse cx="${cx}" cy="${cy}" rx="${h * 0.3}" ry="${h * 0.3}" ${outline(0.16)}/>`,
        `<circle cx="${cx + h * 0.36}" cy="${cy - h * 0.12}" r="18" ${white(0.6)}/>`,
        `<circle cx="${cx - h * 0.3}" cy="${cy + h * 0.2}" r="12" ${white(0.45)}/>`,
      ].join("");
    }
    case "window": {
      const x = w * 0.5 + jitter(2, 40);
      const y = h * 0.08;
      const lines = Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${x + 40}" y="${y + 110 + i * 44}" width="${200 + ((seed >>> i) % 5) * 50}" height="16" rx="8" ${white(0.3)}/>`,
      ).join("");
      return [
        `<rect x="${x}" y="${y}" width="580" height="380" rx="24" ${white(0.14)}/>`,
        `<rect x="${x}" y="${y}" width="580" height="64" rx="24" ${white(0.16)}/>`,
        `<circle cx="${x + 40}" cy="${y + 32}" r="10" ${white(0.6)}/><circle cx="${x + 72}" cy="${y + 32}" r="10" ${white(0.45)}/><circle cx="${x + 104}" cy="${y + 32}" r="10" ${white(0.3)}/>`,
        lines,
        `<path d="M${x + 470} ${y + 250} l0 90 l24 -22 l18 38 l16 -8 l-18 -36 l32 -2 z" ${white(0.7)}/>`,
      ].join("");
    }
    case "viewfinder": {
      const x = w * 0.52;
      const y = h * 0.07;
      const bw = 540;
      const bh = 340;
      const corner = 60;
      return [
        `<path d="M${x} ${y + corner} V${y} H${x + corner} M${x + bw - corner} ${y} H${x + bw} V${y + corner} M${x + bw} ${y + bh - corner} V${y + bh} H${x + bw - corner} M${x + corner} ${y + bh} H${x} V${y + bh - corner}" ${outline(0.55, 8)} stroke-linecap="round"/>`,
        `<circle cx="${x + 50}" cy="${y + 50}" r="14" fill="#ef4444" fill-opacity=".9"/>`,
        `<text x="${x + 76}" y="${y + 62}" font-family="${SANS}" font-size="34" font-weight="700" fill="#fff" fill-opacity=".8">REC</text>`,
        `<path d="M${x + bw / 2 - 40} ${y + bh / 2} H${x + bw / 2 + 40} M${x + bw / 2} ${y + bh / 2 - 40} V${y + bh / 2 + 40}" ${outline(0.45, 4)}/>`,
      ].join("");
    }
    case "pages": {
      const x = w * 0.56 + jitter(2, 40);
      const y = h * 0.06;
      const page = (dx: number, dy: number, rotate: number, opacity: number) =>
        `<g transform="rotate(${rotate} ${x + dx + 190} ${y + dy + 200})"><rect x="${x + dx}" y="${y + dy}" width="380" height="400" rx="18" ${white(opacity)}/>${Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${x + dx + 40}" y="${y + dy + 60 + i * 50}" width="${i === 5 ? 160 : 300}" height="14" rx="7" ${white(0.35)}/>`,
        ).join("")}</g>`;
      return `${page(60, 30, 10 + jitter(4, 6), 0.1)}${page(0, 0, -4 + jitter(7, 6), 0.18)}`;
    }
    case "columns": {
      const x = w * 0.52 + jitter(3, 40);
      const y = h * 0.08;
      const cols = Array.from(
        { length: 5 },
        (_, i) => `<rect x="${x + 30 + i * 110}" y="${y + 110}" width="56" height="250" rx="8" ${white(0.22)}/>`,
      ).join("");
      return [
        `<path d="M${x} ${y + 90} L${x + 300} ${y} L${x + 600} ${y + 90} Z" ${white(0.25)}/>`,
        cols,
        `<rect x="${x - 10}" y="${y + 370}" width="620" height="30" rx="6" ${white(0.25)}/>`,
      ].join("");
    }
    case "chart": {
      const x = w * 0.52;
      const base = h * 0.62;
      const bars = Array.from({ length: 7 }, (_, i) => {
        const barHeight = 80 + (((seed >>> (i * 2)) % 7) + i) * 28;
        return `<rect x="${x + i * 82}" y="${base - barHeight}" width="56" height="${barHeight}" rx="10" ${white(0.16 + i * 0.03)}/>`;
      }).join("");
      return `${bars}<path d="M${x} ${base - 120} Q${x + 250} ${base - 380} ${x + 560} ${base - 440}" ${outline(0.6, 8)} stroke-linecap="round"/>`;
    }
  }
}
