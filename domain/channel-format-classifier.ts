/**
 * Suggests a channel's format (spec §3's 26 channel types) from its public text: title,
 * description, keywords and the titles of recent uploads. Rule-based, so every suggestion comes
 * with the words that decided it; it is a suggestion for the admin or the discovery queue, never
 * stored as fact without a person choosing it (FACTS.md: derived categorisation is labelled).
 *
 * Each type has weighted phrases written from its catalogue description (what the format is and
 * how such channels describe themselves). A phrase counts by field (see FIELD_WEIGHTS); words of a
 * creator on camera count against every type, because the catalogue lists faceless formats; and
 * when no type clears MIN_SCORE the answer is "other".
 */
import { CHANNEL_TYPE_IDS, type ChannelTypeId, OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { type ChannelText, type TextEvidence, type WeightedPhrase, prepareChannelText, scorePhrases } from "#domain/channel-text-match";
import { scoreOnCamera } from "#domain/faceless-assessment";

export const FORMAT_RULES: Record<ChannelTypeId, readonly WeightedPhrase[]> = {
  compilation_montage: [
    ["compilation*", 3],
    ["montage", 3],
    ["highlight reel*", 3],
    ["highlights", 2],
    ["try not to laugh", 3],
    ["fails", 2],
    ["funniest", 2],
    ["near miss*", 2],
    ["oddly satisfying", 2],
    ["best moments", 1],
    ["best of", 1],
    ["clips", 1],
    ["caught on camera", 1],
    ["submitted", 1],
    ["ranked", 1],
  ],
  no_face_reaction: [
    ["first listen", 2],
    ["listens to", 2],
    ["listening to", 1],
    ["commentary", 1],
    ["reaction*", 2],
    ["reacts", 2],
    ["reacting", 2],
    ["reacted", 2],
    ["no facecam", 3],
    ["no face cam", 3],
    ["first time hearing", 2],
    ["first time watching", 2],
    ["breakdown", 1],
    ["my verdict", 1],
  ],
  documentary_story: [
    ["investigation*", 2],
    ["long form", 1],
    ["inside the", 1],
    ["documentar*", 3],
    ["mini doc*", 3],
    ["rise and fall", 3],
    ["untold story", 2],
    ["true story", 2],
    ["true stories", 2],
    ["story behind", 2],
    ["what really happened", 2],
    ["strange story", 2],
    ["the story of", 1],
    ["disaster*", 1],
    ["collapse*", 1],
  ],
  whiteboard_explainer: [
    ["book summar*", 2],
    ["marker", 2],
    ["whiteboard", 4],
    ["doodle*", 3],
    ["hand drawn", 3],
    ["sketch", 2],
    ["sketches", 2],
    ["sketched", 2],
    ["drawn", 2],
    ["drawings", 1],
    ["explainer*", 1],
  ],
  animation_2d_3d: [
    ["animation", 3],
    ["animations", 3],
    ["animated series", 3],
    ["animated short", 3],
    ["motion graphics", 3],
    ["animated", 1.5],
    ["cartoon*", 2],
    ["2d", 1],
    ["3d", 1],
    ["toon boom", 2],
    ["blender", 1],
    ["rendered", 1],
  ],
  text_based_narrative: [
    ["text* stor*", 3],
    ["chat stor*", 3],
    ["group chat", 3],
    ["imessage", 3],
    ["read along", 3],
    ["text message*", 2],
    ["texting", 2],
    ["texts", 2],
    ["texted", 2],
    ["on screen text", 2],
    ["chat conversation*", 2],
    ["chat dialogue*", 2],
    ["forum post*", 2],
    ["unknown number", 1],
    ["wrong number", 1],
    ["thread", 1],
  ],
  screen_recording_tutorial: [
    ["tutorial*", 3],
    ["screen record*", 3],
    ["how to fix", 3],
    ["how to install", 3],
    ["how to set up", 2],
    ["how to", 1],
    ["walkthrough*", 2],
    ["step by step", 1],
    ["for beginners", 1],
    ["follow along", 1],
    ["excel", 2],
    ["google sheets", 2],
    ["spreadsheet*", 2],
    ["python", 2],
    ["coding", 2],
    ["programming", 2],
    ["vs code", 2],
    ["photoshop", 2],
    ["windows", 1],
    ["macos", 1],
    ["notion", 1],
    ["software", 1],
    ["fixed", 1],
  ],
  asmr_ambient: [
    ["sounds", 1.5],
    ["sleep", 1],
    ["relaxing", 1],
    ["asmr", 4],
    ["ambience", 3],
    ["ambient sound*", 3],
    ["soundscape*", 3],
    ["rain sounds", 3],
    ["sleep sounds", 3],
    ["nature sounds", 3],
    ["relaxing sounds", 3],
    ["white noise", 3],
    ["brown noise", 3],
    ["pink noise", 3],
    ["tingles", 3],
    ["thunderstorm*", 2],
    ["black screen", 2],
    ["dark screen", 2],
    ["tapping", 2],
    ["fireplace", 2],
    ["ocean waves", 2],
    ["for sleep*", 1],
    ["# hours", 1],
    ["no talking", 1],
  ],
  news_aggregation: [
    ["update*", 1],
    ["this week", 1],
    ["news", 3],
    ["headlines", 2],
    ["roundup", 2],
    ["round up", 2],
    ["this week in", 2],
    ["daily update", 2],
    ["market update", 2],
    ["breaking", 2],
    ["digest", 2],
    ["recap", 1],
    ["announced", 1],
    ["today", 1],
    ["weekly", 1],
    ["brief", 1],
  ],
  stock_footage_voiceover: [
    ["narration over", 2],
    ["footage", 1],
    ["rich people", 2],
    ["poor people", 2],
    ["wealth*", 1],
    ["investing", 1],
    ["stock footage", 4],
    ["stock clips", 3],
    ["voiceover*", 2],
    ["motivation*", 2],
    ["millionaire*", 2],
    ["billionaire*", 2],
    ["habits", 2],
    ["mindset", 2],
    ["self improvement", 2],
    ["discipline", 2],
    ["luxury", 2],
    ["most expensive", 2],
    ["stoic*", 2],
    ["travel guide*", 2],
    ["places to visit", 2],
    ["things nobody tells you", 1],
    ["facts about", 1],
    ["success*", 1],
    ["cinematic", 1],
    ["drone footage", 1],
    ["rich", 1],
    ["top #", 1],
  ],
  text_to_speech: [
    ["subreddit*", 3],
    ["r *", 2],
    ["read aloud", 2],
    ["text to speech", 4],
    ["tts", 4],
    ["ai voice*", 3],
    ["synthetic voice*", 3],
    ["read by ai", 3],
    ["reddit", 3],
    ["askreddit", 3],
    ["aita", 3],
    ["amitheasshole", 3],
    ["entitledparents", 3],
    ["prorevenge", 3],
    ["pettyrevenge", 3],
    ["maliciouscompliance", 3],
    ["entitled parents", 2],
    ["pro revenge", 2],
    ["malicious compliance", 2],
    ["minecraft parkour", 2],
  ],
  infographic_data: [
    ["infographic*", 4],
    ["data visuali*", 4],
    ["bar chart race*", 4],
    ["size comparison", 4],
    ["visualized", 3],
    ["visualised", 3],
    ["statistics", 2],
    ["data", 2],
    ["chart", 1.5],
    ["charts", 1.5],
    ["by country", 2],
    ["population", 2],
    ["gdp", 2],
    ["over time", 2],
    ["comparison", 1],
    ["mapped", 1],
    ["maps", 1],
    ["scale", 1],
  ],
  hands_only_demo: [
    ["pottery", 2],
    ["ceramics", 2],
    ["sewing", 2],
    ["embroidery", 2],
    ["calligraphy", 2],
    ["baking", 2],
    ["start to finish", 1],
    ["hands only", 4],
    ["just hands", 3],
    ["recipe*", 3],
    ["cooking", 3],
    ["repair*", 3],
    ["soldering", 3],
    ["sketchbook*", 3],
    ["woodworking", 3],
    ["knitting", 3],
    ["top down", 2],
    ["overhead", 2],
    ["close up", 2],
    ["on the bench", 2],
    ["servicing", 2],
    ["restoring", 2],
    ["restoration", 2],
    ["drawing", 2],
    ["watercolo*", 2],
    ["crafts", 2],
    ["diy", 2],
    ["unboxing", 2],
    ["fixing", 1],
    ["real time", 1],
    ["no talking", 1],
  ],
  audio_only_podcast: [
    ["podcast*", 4],
    ["audio only", 3],
    ["waveform", 3],
    ["full episode*", 2],
    ["listen on", 2],
    ["spotify", 2],
    ["show notes", 2],
    ["ep", 1],
    ["episode*", 1],
    ["interview*", 1],
    ["conversation*", 1],
    ["listener*", 1],
    ["mailbag", 1],
    ["radio", 1],
  ],
  music_curation: [
    ["lofi", 4],
    ["lo fi", 4],
    ["playlist*", 3],
    ["jazz", 3],
    ["synthwave", 3],
    ["retrowave", 3],
    ["study music", 3],
    ["bossa nova", 3],
    ["orchestral", 3],
    ["beats", 2],
    ["mix", 2],
    ["mixes", 2],
    ["music", 2],
    ["piano", 2],
    ["instrumental", 2],
    ["chill*", 1],
    ["songs", 1],
    ["vibes", 1],
    ["radio", 1],
  ],
  ai_generated: [
    ["ai generated", 4],
    ["generated with ai", 4],
    ["made with ai", 4],
    ["ai made", 3],
    ["ai art", 3],
    ["ai video*", 3],
    ["ai image*", 3],
    ["ai illustrat*", 3],
    ["ai film*", 3],
    ["ai short film", 3],
    ["ai imagines", 3],
    ["ai visuals", 3],
    ["midjourney", 3],
    ["stable diffusion", 3],
    ["runway", 2],
    ["veo", 2],
    ["sora", 2],
    ["synthetic content", 2],
    ["ai", 1],
    ["what if", 1],
  ],
  original_storytelling: [
    ["original fiction", 4],
    ["written for this channel", 3],
    ["horror stor*", 3],
    ["scary stor*", 3],
    ["creepypasta*", 3],
    ["sleep story", 3],
    ["audio drama", 3],
    ["fable*", 3],
    ["fiction", 2],
    ["short stor*", 2],
    ["bedtime stor*", 2],
    ["chapter*", 2],
    ["serial", 2],
    ["audiobook", 2],
    ["mystery", 2],
    ["story", 1],
    ["stories", 1],
    ["tale*", 1],
    ["narrated", 1],
    ["rules", 1],
  ],
  history_educational: [
    ["history", 3],
    ["educational", 3],
    ["archaeolog*", 3],
    ["revision", 3],
    ["historical", 2],
    ["explained", 2],
    ["ancient", 2],
    ["civili*", 2],
    ["lesson*", 2],
    ["education", 2],
    ["gcse", 2],
    ["who invented", 2],
    ["origins", 2],
    ["in # minutes", 2],
    ["chemistry", 2],
    ["biology", 2],
    ["exam*", 2],
    ["war", 1],
    ["wars", 1],
    ["empire*", 1],
    ["timeline*", 1],
    ["science", 1],
    ["students", 1],
    ["learn", 1],
  ],
  fake_trailers: [
    ["concept trailer*", 5],
    ["fan made", 4],
    ["fanmade", 4],
    ["fan trailer*", 4],
    ["fan concept", 4],
    ["not official", 3],
    ["recut", 3],
    ["trailer*", 2],
    ["teaser*", 2],
    ["mashup", 2],
    ["live action", 2],
    ["concept", 2],
    ["parody", 1],
  ],
  movie_tv_analysis: [
    ["ending explained", 4],
    ["movie recap*", 4],
    ["film analysis", 4],
    ["video essay*", 4],
    ["series recap*", 3],
    ["character stud*", 3],
    ["book vs movie", 3],
    ["cinematography", 3],
    ["recap*", 2],
    ["theories", 2],
    ["theory", 2],
    ["hidden details", 2],
    ["movie", 2],
    ["movies", 2],
    ["tv series", 2],
    ["tv show*", 2],
    ["season #", 2],
    ["finale", 2],
    ["adaptation*", 2],
    ["spoiler*", 2],
    ["filmmaking", 2],
    ["director", 2],
    ["film", 1],
    ["films", 1],
    ["scene*", 1],
    ["summari*", 1],
  ],
  police_cam_commentary: [
    ["bodycam*", 5],
    ["body cam*", 5],
    ["interrogation*", 4],
    ["police", 3],
    ["traffic stop*", 3],
    ["pursuit", 3],
    ["dashcam", 2],
    ["cop", 2],
    ["cops", 2],
    ["officer*", 2],
    ["arrest*", 2],
    ["detective*", 2],
    ["suspect*", 2],
    ["know your rights", 2],
    ["dui", 2],
    ["public records", 2],
  ],
  court_reactions: [
    ["courtroom", 5],
    ["court", 3],
    ["judge", 3],
    ["trial", 3],
    ["sentencing", 3],
    ["testimony", 3],
    ["defendant*", 3],
    ["cross examination", 3],
    ["mistrial", 3],
    ["jury", 3],
    ["verdict*", 2],
    ["sentence", 2],
    ["lawyer*", 2],
    ["litigator", 2],
    ["attorney*", 2],
    ["objection*", 2],
    ["witness*", 2],
    ["hearing", 2],
    ["legal", 1],
  ],
  live_drama_freakouts: [
    ["freakout*", 4],
    ["freaks out", 4],
    ["freak out", 4],
    ["meltdown*", 3],
    ["karen*", 3],
    ["drama", 3],
    ["road rage", 3],
    ["feud*", 3],
    ["loses it", 3],
    ["confront*", 2],
    ["argument*", 2],
    ["beef", 2],
    ["exposed", 2],
    ["tea", 2],
    ["fight*", 2],
    ["escalat*", 2],
    ["hoa", 2],
    ["entitled", 1],
    ["caught on camera", 1],
    ["goes wrong", 1],
    ["incident*", 1],
  ],
  virtual_avatar: [
    ["vtuber*", 6],
    ["envtuber", 5],
    ["virtual youtuber", 5],
    ["vtube studio", 4],
    ["live2d", 4],
    ["virtual idol", 4],
    ["vsinger", 3],
    ["vroid", 3],
    ["model reveal", 3],
    ["avatar", 2],
    ["debut", 2],
    ["karaoke", 1],
    ["just chatting", 1],
    ["stream*", 1],
    ["memberships", 1],
  ],
  found_footage_archival: [
    ["newsreel*", 4],
    ["old footage", 4],
    ["home movie*", 4],
    ["archiv*", 3],
    ["restored footage", 3],
    ["8mm", 3],
    ["16mm", 3],
    ["super 8", 3],
    ["found footage", 3],
    ["prelinger", 3],
    ["vintage", 2],
    ["restored", 2],
    ["colori*", 2],
    ["colouri*", 2],
    ["digiti*", 2],
    ["nostalgia", 2],
    ["commercials", 2],
    ["then and now", 2],
    ["reels", 2],
    ["1900s", 2],
    ["#s", 1],
    ["in color", 1],
    ["retro", 1],
  ],
  // Spec §3 "other": the catalogue names quizzes, puzzles, map games, timers and simulations.
  other: [
    ["quiz*", 4],
    ["trivia", 4],
    ["timer*", 4],
    ["marble race*", 4],
    ["map game*", 4],
    ["guess the", 3],
    ["countdown", 3],
    ["puzzle*", 3],
    ["riddle*", 3],
    ["would you rather", 3],
    ["marble*", 2],
    ["simulation*", 2],
    ["playthrough", 2],
    ["slideshow", 2],
  ],
};

/** Below this a type's score is noise (less than one strong phrase in the description). */
const MIN_FORMAT_SCORE = 3;

export type ConfidenceBand = "high" | "medium" | "low";

/** The bands the pages and the discovery filter use; a number alone is hard to read. */
export const CONFIDENCE_BANDS: readonly { band: ConfidenceBand; from: number }[] = [
  { band: "high", from: 0.6 },
  { band: "medium", from: 0.35 },
  { band: "low", from: 0 },
];

export function confidenceBand(confidence: number): ConfidenceBand {
  return CONFIDENCE_BANDS.find((entry) => confidence >= entry.from)?.band ?? "low";
}

type FormatDecision =
  /** A type's phrases cleared the threshold and won. */
  | "matched"
  /** No type cleared the threshold. */
  | "no-clear-type"
  /** Types matched, but words of a creator on camera outweighed them. */
  | "on-camera";

interface FormatCandidate {
  typeId: ChannelTypeId;
  /** Summed weight of its phrases, after subtracting the on-camera words. */
  score: number;
  confidence: number;
  band: ConfidenceBand;
  /** The words that decided it, strongest first. */
  evidence: TextEvidence[];
}

export interface FormatSuggestion extends FormatCandidate {
  decision: FormatDecision;
  runnerUp: FormatCandidate | null;
  /** Words of a creator on camera, which counted against every type. */
  against: TextEvidence[];
}

/** How much evidence a score is: about 0.4 for one strong phrase in the title, 0.8 for a clear channel. */
function strength(score: number): number {
  return score <= 0 ? 0 : 1 - Math.exp(-score / 12);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function candidate(typeId: ChannelTypeId, score: number, evidence: TextEvidence[], confidence: number): FormatCandidate {
  const rounded = round2(Math.min(1, Math.max(0, confidence)));
  return { typeId, score: round2(score), confidence: rounded, band: confidenceBand(rounded), evidence: evidence.slice(0, 8) };
}

/**
 * Words of a creator on camera count twice against the faceless types: "face cam" in the keywords
 * says more about the format than "reaction" in three titles.
 */
const ON_CAMERA_PENALTY = 2;

export function classifyChannelFormat(text: ChannelText): FormatSuggestion {
  const prepared = prepareChannelText(text);
  const against = scoreOnCamera(prepared);
  const penalty = against.score * ON_CAMERA_PENALTY;

  const scored = CHANNEL_TYPE_IDS.map((typeId) => {
    const { score, evidence } = scorePhrases(prepared, FORMAT_RULES[typeId]);
    // "other" is where an on-camera channel lands, so the penalty applies to the faceless types only.
    const adjusted = typeId === OTHER_CHANNEL_TYPE ? score : score - penalty;
    return { typeId, raw: score, score: adjusted, evidence };
  }).sort((a, b) => b.score - a.score || CHANNEL_TYPE_IDS.indexOf(a.typeId) - CHANNEL_TYPE_IDS.indexOf(b.typeId));

  const [best, second] = scored as [(typeof scored)[number], (typeof scored)[number]];
  const negative = against.evidence.map((item) => ({ ...item, weight: -item.weight * ON_CAMERA_PENALTY }));

  if (best.score < MIN_FORMAT_SCORE) {
    const strongest = [...scored].filter((entry) => entry.typeId !== OTHER_CHANNEL_TYPE).sort((a, b) => b.raw - a.raw)[0]!;
    const onCamera = against.score >= MIN_FORMAT_SCORE;
    // The words that decided "other": those of a creator on camera, else the weak matches that did not add up.
    const evidence = onCamera ? negative : strongest.evidence;
    const confidence = onCamera ? strength(penalty) : 0.3 * (1 - strength(strongest.raw));
    const runnerUp = strongest.raw > 0 ? candidate(strongest.typeId, strongest.raw, strongest.evidence, 0.5 * strength(strongest.raw - penalty)) : null;
    return {
      ...candidate(OTHER_CHANNEL_TYPE, Math.max(0, best.typeId === OTHER_CHANNEL_TYPE ? best.score : 0), evidence, confidence),
      decision: onCamera ? "on-camera" : "no-clear-type",
      runnerUp,
      against: negative,
    };
  }

  // Confidence grows with the amount of evidence and with the lead over the runner-up.
  const lead = (best.score - Math.max(0, second.score)) / best.score;
  const confidence = strength(best.score) * (0.4 + 0.6 * lead);
  const runnerUp =
    second.score > 0 ? candidate(second.typeId, second.score, second.evidence, strength(second.score) * (second.score / (best.score + second.score))) : null;
  return { ...candidate(best.typeId, best.score, best.evidence, confidence), decision: "matched", runnerUp, against: negative };
}
