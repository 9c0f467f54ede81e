// Demo channels that honestly look templated: a few channels of the formats the policy map puts
// high get recent uploads made to one mould — one title skeleton, near-identical lengths — as a
// mass-produced channel's are, so the channel page's template risk and a niche's share of
// templated breakout channels have something real to read. Drawn from a faker of its own: every
// other channel, and these channels' views, dates and outlier scores, stay as they were.
import type { Faker } from "@faker-js/faker";
import { policyRiskOfType } from "#domain/policy-risk";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import type { NewVideo } from "#db/seed/factories/video-factory";

/** Of the channels whose format's policy signal is high, the share made templated. */
const TEMPLATED_CHANCE = 0.12;
/** Of a templated channel's uploads, the share given the template's title (the rest keep theirs). */
const TEMPLATE_TITLE_SHARE = 0.85;
/** Long-form lengths spread this far (a fraction) around the channel's usual length. */
const LENGTH_SPREAD = 0.04;

const TOPICS = [
  "Sharks",
  "Titanic",
  "Ancient Rome",
  "Black Holes",
  "Deep Sea",
  "Volcanoes",
  "Pyramids",
  "Honey Bees",
  "Moon",
  "Octopuses",
  "Antarctica",
  "Vikings",
  "Lightning",
  "Amazon",
];

// Title moulds of the kind mass-produced faceless channels repeat (FACTS.md: narrated stories
// and facts lists with only superficial differences).
const MOULDS = [
  (topic: string, n: number) => `${n} Facts About ${topic} You Didn't Know`,
  (topic: string, n: number) => `The Dark Truth About ${topic} (Part ${n})`,
  (topic: string, n: number) => `${n} Creepy Things About ${topic} Nobody Talks About`,
  (topic: string) => `What Really Happened to ${topic}? | Full Story`,
];

/** True when the channel's format is one the policy map puts high: the formats templating is common in. */
export function isTemplateProne(typeId: string | null): boolean {
  return policyRiskOfType(typeId)?.level === "high";
}

/**
 * The channel's uploads made to one mould, or null when the draw leaves it as it is. Call it only
 * for template-prone channels, so the stream's draws follow those channels alone.
 */
export function templatedUploads(faker: Faker, videos: readonly NewVideo[]): NewVideo[] | null {
  if (!faker.datatype.boolean({ probability: TEMPLATED_CHANCE })) return null;
  const mould = faker.helpers.arrayElement(MOULDS);
  const long = videos.map((video) => video.durationSeconds ?? 0).filter((seconds) => seconds > SHORTS_MAX_SECONDS);
  const usual = long.length > 0 ? [...long].sort((a, b) => a - b)[Math.floor(long.length / 2)]! : 600;
  return videos.map((video) => {
    const title = faker.datatype.boolean({ probability: TEMPLATE_TITLE_SHARE })
      ? mould(faker.helpers.arrayElement(TOPICS), faker.number.int({ min: 3, max: 25 }))
      : video.title;
    const seconds = video.durationSeconds ?? 0;
    // Shorts stay Shorts and long-form stays long-form: the outlier scores compare within each.
    const durationSeconds =
      seconds > SHORTS_MAX_SECONDS
        ? Math.max(
            SHORTS_MAX_SECONDS + 1,
            Math.round(usual * faker.number.float({ min: 1 - LENGTH_SPREAD, max: 1 + LENGTH_SPREAD })),
          )
        : video.durationSeconds;
    return { ...video, title, durationSeconds };
  });
}
