// What each built-in channel type asks of a creator: whose voice, rough hours per long-form video
// and per Short, a starting budget a month. Nothing in the catalogue measures these: they are our
// editorial assumptions, each with its reason, shown beside every option on /start so a reader can
// disagree with them. One entry per type of domain/channel-type-catalogue.ts (a test holds it).

/**
 * - own: the format is your voice and your take (an AI voice reads as a re-upload with a voice on top)
 * - voiced: narrated, by you or by a licensed AI voice
 * - silent: no narration at all (music, ambience, on-screen text)
 */
type VoiceNeed = "own" | "voiced" | "silent";

export interface FormatNeeds {
  voice: VoiceNeed;
  /** Hours to make one long-form video. */
  hoursPerVideo: number;
  /** Hours to make one Short; null when the format does not suit Shorts. */
  hoursPerShort: number | null;
  /** Tools, licences and footage a month in US dollars, before any AI voice. */
  monthlyBudget: number;
  /** Where the hours go, in a few words ("script, voice, edit"). */
  why: string;
}

/** A licensed AI voice a month (a creator tier of the common text-to-speech services), added when you will not narrate. */
export const AI_VOICE_MONTHLY_USD = 22;

export const FORMAT_NEEDS: Readonly<Record<string, FormatNeeds>> = {
  compilation_montage: {
    voice: "voiced",
    hoursPerVideo: 5,
    hoursPerShort: 1,
    monthlyBudget: 30,
    why: "find and licence clips, rank, edit",
  },
  no_face_reaction: {
    voice: "own",
    hoursPerVideo: 4,
    hoursPerShort: 1,
    monthlyBudget: 10,
    why: "watch, record your commentary, cut",
  },
  documentary_story: {
    voice: "voiced",
    hoursPerVideo: 6,
    hoursPerShort: 1.5,
    monthlyBudget: 30,
    why: "research, script, voice, edit",
  },
  whiteboard_explainer: {
    voice: "voiced",
    hoursPerVideo: 6,
    hoursPerShort: 1.5,
    monthlyBudget: 20,
    why: "script, storyboard, draw, voice",
  },
  animation_2d_3d: {
    voice: "voiced",
    hoursPerVideo: 15,
    hoursPerShort: 2,
    monthlyBudget: 40,
    why: "script, design, animate, voice",
  },
  text_based_narrative: {
    voice: "silent",
    hoursPerVideo: 2,
    hoursPerShort: 0.5,
    monthlyBudget: 10,
    why: "write, lay out text on footage",
  },
  screen_recording_tutorial: {
    voice: "voiced",
    hoursPerVideo: 3,
    hoursPerShort: 0.75,
    monthlyBudget: 10,
    why: "plan, record the screen, voice, trim",
  },
  asmr_ambient: {
    voice: "silent",
    hoursPerVideo: 3,
    hoursPerShort: null,
    monthlyBudget: 20,
    why: "record or mix the sound, loop the visuals",
  },
  news_aggregation: {
    voice: "voiced",
    hoursPerVideo: 2.5,
    hoursPerShort: 0.5,
    monthlyBudget: 20,
    why: "check sources, script, voice, cut (daily)",
  },
  stock_footage_voiceover: {
    voice: "voiced",
    hoursPerVideo: 3,
    hoursPerShort: 0.75,
    monthlyBudget: 30,
    why: "script, voice, lay stock footage",
  },
  text_to_speech: {
    voice: "voiced",
    hoursPerVideo: 2,
    hoursPerShort: 0.5,
    monthlyBudget: 10,
    why: "script, generate the voice, cut",
  },
  infographic_data: {
    voice: "voiced",
    hoursPerVideo: 5,
    hoursPerShort: 1,
    monthlyBudget: 20,
    why: "find data, chart and animate it, voice",
  },
  hands_only_demo: {
    voice: "voiced",
    hoursPerVideo: 4,
    hoursPerShort: 1,
    monthlyBudget: 40,
    why: "prepare, film your hands, edit",
  },
  audio_only_podcast: {
    voice: "own",
    hoursPerVideo: 3,
    hoursPerShort: 0.5,
    monthlyBudget: 10,
    why: "prepare, record your talk, edit the audio",
  },
  music_curation: {
    voice: "silent",
    hoursPerVideo: 2,
    hoursPerShort: null,
    monthlyBudget: 30,
    why: "pick licensed tracks, mix, make a visual",
  },
  ai_generated: {
    voice: "voiced",
    hoursPerVideo: 3,
    hoursPerShort: 0.75,
    monthlyBudget: 40,
    why: "prompt, pick, fix, voice and edit",
  },
  original_storytelling: {
    voice: "voiced",
    hoursPerVideo: 5,
    hoursPerShort: 1,
    monthlyBudget: 20,
    why: "write the story, voice, illustrate",
  },
  history_educational: {
    voice: "voiced",
    hoursPerVideo: 6,
    hoursPerShort: 1.5,
    monthlyBudget: 20,
    why: "research, script, voice, find archive images",
  },
  fake_trailers: {
    voice: "voiced",
    hoursPerVideo: 6,
    hoursPerShort: 2,
    monthlyBudget: 40,
    why: "concept, cut footage or generate shots, sound",
  },
  movie_tv_analysis: {
    voice: "own",
    hoursPerVideo: 6,
    hoursPerShort: 1,
    monthlyBudget: 20,
    why: "watch, write your analysis, voice, cut clips",
  },
  police_cam_commentary: {
    voice: "own",
    hoursPerVideo: 4,
    hoursPerShort: 1,
    monthlyBudget: 10,
    why: "find the footage, record your commentary, edit",
  },
  court_reactions: {
    voice: "own",
    hoursPerVideo: 4,
    hoursPerShort: 1,
    monthlyBudget: 10,
    why: "watch the hearing, record your take, cut",
  },
  live_drama_freakouts: {
    voice: "own",
    hoursPerVideo: 3,
    hoursPerShort: 0.75,
    monthlyBudget: 10,
    why: "find clips, record your commentary, cut",
  },
  virtual_avatar: { voice: "own", hoursPerVideo: 6, hoursPerShort: 1, monthlyBudget: 40, why: "rig the avatar, perform, edit" },
  found_footage_archival: {
    voice: "voiced",
    hoursPerVideo: 4,
    hoursPerShort: 1,
    monthlyBudget: 20,
    why: "search archives, clear rights, voice, edit",
  },
  other: { voice: "voiced", hoursPerVideo: 4, hoursPerShort: 1, monthlyBudget: 20, why: "script, voice, edit (a middle guess)" },
};

export function formatNeeds(typeId: string): FormatNeeds | null {
  return FORMAT_NEEDS[typeId] ?? null;
}

/** A format's budget a month for a creator who narrates or not: an AI voice when a voiced format is not narrated by you. */
export function monthlyBudgetFor(needs: FormatNeeds, narrates: boolean): number {
  return needs.monthlyBudget + (needs.voice === "voiced" && !narrates ? AI_VOICE_MONTHLY_USD : 0);
}
