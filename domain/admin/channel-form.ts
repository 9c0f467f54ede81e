// The admin channel form (/admin/channels/add and /admin/channels/edit/{channelId}): one zod
// schema for the browser (hints as you type) and the server (the truth). Revenue is not typed
// here: the stored figures are the one revenue model's (domain/revenue), written on save.
// Messages name the field and say what to do.
import { z } from "zod";
import { tagListSchema } from "#domain/admin/tag-list";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { COUNTRY_CODES } from "#domain/countries";
import { safeImageUrl } from "#domain/image-url";
import { UPLOAD_FREQUENCIES } from "#domain/upload-frequency";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";
import { YOUTUBE_CHANNEL_ID_PATTERN, YOUTUBE_HANDLE_PATTERN, youtubeChannelRefField } from "#domain/youtube-channel-ref";

/** Upload frequencies offered in the form (stored as the value; shown per spec §2 as capitalised words). */
export const UPLOAD_FREQUENCY_OPTIONS = UPLOAD_FREQUENCIES.map(({ value, label }) => ({ value, label }));

/** Stored upload_frequency values are snake_case words (imports may bring others than the list). */
const UPLOAD_FREQUENCY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const CHANNEL_FORM_LIMITS = {
  title: 200,
  description: 5000,
  category: 100,
  url: 2048,
  keywords: 30,
  keywordLength: 60,
  /** bigint columns (subscribers, views). */
  bigCount: Number.MAX_SAFE_INTEGER,
  /** video_count is an integer column. */
  videoCount: 2_147_483_647,
  /** Far above any real RPM; keeps numeric(10,2) from overflowing. */
  rpmOverride: 10_000,
  /** YouTube opened in 2005; an earlier start date is a typo. */
  earliestStartDate: "2005-01-01",
} as const;

export const CHANNEL_FORM_MESSAGES = {
  titleRequired: "Enter the channel's title",
  titleTooLong: `Keep the title under ${CHANNEL_FORM_LIMITS.title} characters`,
  descriptionTooLong: `Keep the description under ${CHANNEL_FORM_LIMITS.description} characters`,
  categoryTooLong: `Keep the category under ${CHANNEL_FORM_LIMITS.category} characters`,
  url: "Enter a full web address starting with http:// or https://",
  urlTooLong: `Keep the address under ${CHANNEL_FORM_LIMITS.url} characters`,
  youtubeChannelId: "A YouTube channel id starts with UC and is 24 characters long",
  handle: "A handle has 3–30 letters, numbers, dots, dashes or underscores",
  niche: "Choose a niche from the list",
  channelType: "Choose a channel type from the list",
  uiChannelTypeNotOther: "Choose the specific type this channel shows as, not Other",
  country: "Choose a country from the list",
  uploadFrequency: "Choose an upload frequency from the list",
  startDateInvalid: "Enter the start date as a date, e.g. 2021-03-15",
  startDateFuture: "The start date can't be in the future",
  startDateTooEarly: "The start date can't be before 2005, when YouTube opened",
} as const;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Optional trimmed text with a length limit; blank counts as not given. */
function optionalText(max: number, message: string) {
  return z.preprocess(blankToUndefined, z.string().trim().max(max, { error: message }).optional());
}

/** Optional http/https address (spec §5: only http/https URLs are accepted), stored normalised. */
const httpUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(CHANNEL_FORM_LIMITS.url, { error: CHANNEL_FORM_MESSAGES.urlTooLong })
    .refine((value) => safeImageUrl(value) !== "", { error: CHANNEL_FORM_MESSAGES.url })
    .transform((value) => safeImageUrl(value))
    .optional(),
);

/** Digits as people type them: "1,234,567" and "1 234 567" are 1234567. */
function stripDigitGrouping(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.replace(/[\s,_]/g, "");
  return compact === "" ? undefined : compact;
}

/** An optional whole number ≥ 0 (counts are non-negative, as the database also insists). */
function count(label: string, max: number) {
  return z.preprocess(
    stripDigitGrouping,
    z.coerce
      .number({ error: `${label} must be a whole number` })
      .int({ error: `${label} must be a whole number` })
      .min(0, { error: `${label} can't be negative` })
      .max(max, { error: `${label} is too large` })
      .optional(),
  );
}

/** An optional amount ≥ 0; a leading "$" is allowed. */
function amount(label: string, max: number) {
  return z.preprocess(
    (value) => {
      const stripped = stripDigitGrouping(value);
      return typeof stripped === "string" ? stripped.replace(/^\$/, "") : stripped;
    },
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, { error: `${label} can't be negative` })
      .max(max, { error: `${label} can be at most ${max.toLocaleString("en-US")}` })
      .optional(),
  );
}

/** The latest calendar day anywhere on Earth (UTC+14), so an admin east of UTC can enter their today. */
export function latestTodayIso(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function startDate(now: () => Date) {
  return z.preprocess(
    blankToUndefined,
    z.iso
      .date({ error: CHANNEL_FORM_MESSAGES.startDateInvalid })
      .refine((value) => value >= CHANNEL_FORM_LIMITS.earliestStartDate, { error: CHANNEL_FORM_MESSAGES.startDateTooEarly })
      .refine((value) => value <= latestTodayIso(now()), { error: CHANNEL_FORM_MESSAGES.startDateFuture })
      .optional(),
  );
}

/**
 * The schema, with "now" injectable for tests (start dates can't be in the future). The
 * database checks that the niche and types exist; this checks their shape.
 */
export function createChannelFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      channelTitle: z
        .string({ error: CHANNEL_FORM_MESSAGES.titleRequired })
        .trim()
        .min(1, { error: CHANNEL_FORM_MESSAGES.titleRequired })
        .max(CHANNEL_FORM_LIMITS.title, { error: CHANNEL_FORM_MESSAGES.titleTooLong }),
      description: optionalText(CHANNEL_FORM_LIMITS.description, CHANNEL_FORM_MESSAGES.descriptionTooLong),
      channelUrl: httpUrl,
      screenshotUrl: httpUrl,
      youtubeChannelId: z.preprocess(
        blankToUndefined,
        z.string().trim().regex(YOUTUBE_CHANNEL_ID_PATTERN, { error: CHANNEL_FORM_MESSAGES.youtubeChannelId }).optional(),
      ),
      // Stored without the "@" (as the seed does); typed either way.
      handle: z.preprocess(
        (value) => (typeof value === "string" ? blankToUndefined(value.trim().replace(/^@/, "")) : value),
        z.string().regex(YOUTUBE_HANDLE_PATTERN, { error: CHANNEL_FORM_MESSAGES.handle }).optional(),
      ),
      nicheId: z.preprocess(blankToUndefined, z.uuid({ error: CHANNEL_FORM_MESSAGES.niche }).optional()),
      channelCategory: optionalText(CHANNEL_FORM_LIMITS.category, CHANNEL_FORM_MESSAGES.categoryTooLong),
      channelType: z.preprocess(blankToUndefined, z.string().regex(CHANNEL_TYPE_ID_PATTERN, { error: CHANNEL_FORM_MESSAGES.channelType }).optional()),
      /** Spec §3 metadata.ui_channel_type: the type shown for a channel stored as 'other'. */
      uiChannelType: z.preprocess(blankToUndefined, z.string().regex(CHANNEL_TYPE_ID_PATTERN, { error: CHANNEL_FORM_MESSAGES.channelType }).optional()),
      country: z.preprocess(blankToUndefined, z.enum(COUNTRY_CODES, { error: CHANNEL_FORM_MESSAGES.country }).optional()),
      uploadFrequency: z.preprocess(blankToUndefined, z.string().regex(UPLOAD_FREQUENCY_PATTERN, { error: CHANNEL_FORM_MESSAGES.uploadFrequency }).optional()),
      keywords: tagListSchema({ noun: "keyword", maxTags: CHANNEL_FORM_LIMITS.keywords, maxLength: CHANNEL_FORM_LIMITS.keywordLength }),
      totalSubscribers: count("Subscribers", CHANNEL_FORM_LIMITS.bigCount),
      totalViews: count("Total views", CHANNEL_FORM_LIMITS.bigCount),
      videoCount: count("Video count", CHANNEL_FORM_LIMITS.videoCount),
      rpmOverride: amount("RPM", CHANNEL_FORM_LIMITS.rpmOverride),
      startDate: startDate(now),
      // A checkbox sends "on" when ticked and nothing when not.
      isFeatured: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
    })
    .superRefine((value, ctx) => {
      if (value.channelType === OTHER_CHANNEL_TYPE && value.uiChannelType === OTHER_CHANNEL_TYPE) {
        ctx.addIssue({ code: "custom", path: ["uiChannelType"], message: CHANNEL_FORM_MESSAGES.uiChannelTypeNotOther });
      }
    });
  // No transform at the root: conform's getZodConstraint cannot read one (see storedUiChannelType).
}

/**
 * metadata.ui_channel_type to store: spec §7 honours the override only while channel_type is
 * 'other', so with any other type it is dropped rather than kept as a hidden leftover.
 */
export function storedUiChannelType(values: Pick<ChannelFormValues, "channelType" | "uiChannelType">): string | undefined {
  return values.channelType === OTHER_CHANNEL_TYPE ? values.uiChannelType : undefined;
}

export const channelFormSchema = createChannelFormSchema();

export type ChannelFormValues = z.output<typeof channelFormSchema>;

/** What the form says about revenue: it is estimated, never typed (one model, domain/revenue). */
export const REVENUE_NOTE =
  "Revenue is estimated on save from the views, videos, start date, the niche's RPM range and the country (see How it works), so every page shows the same figures.";

/** The add page's "Import from YouTube" field: a channel URL, @handle or id (the import and the prefill). */
export const youtubeReferenceSchema = z.object({ reference: youtubeChannelRefField });

/** What the add page says about importing from the YouTube Data API. */
export const YOUTUBE_IMPORT_MESSAGES = {
  notConfigured: "Importing from YouTube is not configured on this server.",
  alreadyAdded: "This channel is already in the catalogue. Import it to refresh its numbers from YouTube, or edit it.",
} as const;

/** What the form starts with: text as the inputs hold it (numbers as strings, keywords as a list). */
export type ChannelFormDefaults = Partial<Record<Exclude<keyof ChannelFormValues, "keywords" | "isFeatured">, string>> & {
  keywords?: string[];
  /** "on" when ticked, as a checkbox submits. */
  isFeatured?: "on";
};

/** A stored channel as the edit form needs it (database shapes: nulls, numbers). */
export interface ChannelFormSource {
  channelTitle: string;
  description: string | null;
  channelUrl: string | null;
  screenshotUrl: string | null;
  youtubeChannelId: string | null;
  handle: string | null;
  nicheId: string | null;
  channelCategory: string | null;
  channelType: string | null;
  uiChannelType: string | null;
  country: string | null;
  uploadFrequency: string | null;
  keywords: string[];
  totalSubscribers: number | null;
  totalViews: number | null;
  videoCount: number | null;
  rpmOverride: number | null;
  startDate: string | null;
  isFeatured: boolean;
}

/** The edit form's starting values. */
export function channelFormDefaults(source: ChannelFormSource): ChannelFormDefaults {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? undefined : String(value));
  const defaults: ChannelFormDefaults = {
    channelTitle: source.channelTitle,
    description: text(source.description),
    channelUrl: text(source.channelUrl),
    screenshotUrl: text(source.screenshotUrl),
    youtubeChannelId: text(source.youtubeChannelId),
    handle: text(source.handle),
    nicheId: text(source.nicheId),
    channelCategory: text(source.channelCategory),
    channelType: text(source.channelType),
    uiChannelType: text(source.uiChannelType),
    country: text(source.country),
    uploadFrequency: text(source.uploadFrequency),
    keywords: [...source.keywords],
    totalSubscribers: text(source.totalSubscribers),
    totalViews: text(source.totalViews),
    videoCount: text(source.videoCount),
    rpmOverride: text(source.rpmOverride),
    startDate: text(source.startDate),
  };
  if (source.isFeatured) defaults.isFeatured = "on";
  return defaults;
}
