// The admin channel form: one zod schema for the browser (hints) and the server (the truth). Revenue is never
// typed here; it is the revenue model's, written on save.
import { z } from "zod";
import { tagListSchema } from "#domain/admin/tag-list";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { COUNTRY_CODES } from "#domain/countries";
import { safeImageUrl } from "#domain/image-url";
import { UPLOAD_FREQUENCIES } from "#domain/upload-frequency";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";
import { YOUTUBE_CHANNEL_ID_PATTERN, YOUTUBE_HANDLE_PATTERN, youtubeChannelRefField } from "#domain/youtube-channel-ref";

export const UPLOAD_FREQUENCY_OPTIONS = UPLOAD_FREQUENCIES.map(({ value, label }) => ({ value, label }));

const UPLOAD_FREQUENCY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const CHANNEL_FORM_LIMITS = {
  title: 200,
  description: 5000,
  category: 100,
  url: 2048,
  keywords: 30,
  keywordLength: 60,
  bigCount: Number.MAX_SAFE_INTEGER,
  videoCount: 2_147_483_647,
  /** Keeps numeric(10,2) from overflowing. */
  rpmOverride: 10_000,
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

function optionalText(max: number, message: string) {
  return z.preprocess(blankToUndefined, z.string().trim().max(max, { error: message }).optional());
}

/** Spec §5: only http/https URLs are accepted. */
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

function stripDigitGrouping(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.replace(/[\s,_]/g, "");
  return compact === "" ? undefined : compact;
}

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

/** UTC+14, so an admin east of UTC can enter their today. */
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
      channelType: z.preprocess(
        blankToUndefined,
        z.string().regex(CHANNEL_TYPE_ID_PATTERN, { error: CHANNEL_FORM_MESSAGES.channelType }).optional(),
      ),
      uiChannelType: z.preprocess(
        blankToUndefined,
        z.string().regex(CHANNEL_TYPE_ID_PATTERN, { error: CHANNEL_FORM_MESSAGES.channelType }).optional(),
      ),
      country: z.preprocess(blankToUndefined, z.enum(COUNTRY_CODES, { error: CHANNEL_FORM_MESSAGES.country }).optional()),
      uploadFrequency: z.preprocess(
        blankToUndefined,
        z.string().regex(UPLOAD_FREQUENCY_PATTERN, { error: CHANNEL_FORM_MESSAGES.uploadFrequency }).optional(),
      ),
      keywords: tagListSchema({
        noun: "keyword",
        maxTags: CHANNEL_FORM_LIMITS.keywords,
        maxLength: CHANNEL_FORM_LIMITS.keywordLength,
      }),
      totalSubscribers: count("Subscribers", CHANNEL_FORM_LIMITS.bigCount),
      totalViews: count("Total views", CHANNEL_FORM_LIMITS.bigCount),
      videoCount: count("Video count", CHANNEL_FORM_LIMITS.videoCount),
      rpmOverride: amount("RPM", CHANNEL_FORM_LIMITS.rpmOverride),
      startDate: startDate(now),
      isFeatured: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
    })
    .superRefine((value, ctx) => {
      if (value.channelType === OTHER_CHANNEL_TYPE && value.uiChannelType === OTHER_CHANNEL_TYPE) {
        ctx.addIssue({ code: "custom", path: ["uiChannelType"], message: CHANNEL_FORM_MESSAGES.uiChannelTypeNotOther });
      }
    });
  // No transform at the root: conform's getZodConstraint cannot read one (see storedUiChannelType).
}

/** Spec §7 honours the override only while channel_type is 'other', so otherwise it is dropped, not hidden. */
export function storedUiChannelType(values: Pick<ChannelFormValues, "channelType" | "uiChannelType">): string | undefined {
  return values.channelType === OTHER_CHANNEL_TYPE ? values.uiChannelType : undefined;
}

export const channelFormSchema = createChannelFormSchema();

export type ChannelFormValues = z.output<typeof channelFormSchema>;

export const REVENUE_NOTE =
  "Revenue is estimated on save from the views, videos, start date, the niche's RPM range and the country (see How it works), so every page shows the same figures.";

export const youtubeReferenceSchema = z.object({ reference: youtubeChannelRefField });

export const YOUTUBE_IMPORT_MESSAGES = {
  notConfigured: "Importing from YouTube is not configured on this server.",
  alreadyAdded: "This channel is already in the catalogue. Import it to refresh its numbers from YouTube, or edit it.",
} as const;

export type ChannelFormDefaults = Partial<Record<Exclude<keyof ChannelFormValues, "keywords" | "isFeatured">, string>> & {
  keywords?: string[];
  isFeatured?: "on";
};

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
