// The policy signal of each faceless format: how close each of the 26 channel types sits to
// YouTube's inauthentic-content rule (until 2025-07-15 "repetitious content") and its
// reused-content rule, in words, with what a creator does to stay clear. Sources and the named
// examples are in the research notes (support.google.com/youtube/answer/1311392): narrated
// stories with only superficial differences, slideshows with the same narration, and
// compilations or clips without commentary. Enforcement is per channel, so this is a map of
// where a format tends to land, never a probability — the product shows no percentages. It is the
// computed input of the one risk figure, the monetization risk (domain/monetization-risk).
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";

export const POLICY_RISK_LEVELS = ["none", "watch", "high"] as const;
export type PolicyRiskLevel = (typeof POLICY_RISK_LEVELS)[number];

/** Shown as "Policy signal: High": an input of the monetization risk, never a risk figure of its own. */
const POLICY_RISK_LABELS: Record<PolicyRiskLevel, string> = {
  none: "None known",
  watch: "Watch",
  high: "High",
};

export interface PolicyRisk {
  typeId: string;
  level: PolicyRiskLevel;
  /** Why the format sits at this level, naming the rule it meets. */
  reasons: string[];
  /** What a creator does to stay clear of it. */
  stayClear: string[];
}

type RiskEntry = Omit<PolicyRisk, "typeId">;

/** The two YouTube rules the map names, in the words every page uses for them. */
export const POLICY_RULES = {
  inauthentic: "YouTube's inauthentic-content rule (mass-produced or repetitive videos)",
  reused: "YouTube's reused-content rule (other people's material without meaningful commentary or change)",
} as const;
export type PolicyRuleId = keyof typeof POLICY_RULES;
const INAUTHENTIC = POLICY_RULES.inauthentic;
const REUSED = POLICY_RULES.reused;

const ORIGINAL_WORK: RiskEntry = {
  level: "none",
  reasons: ["Each video is made for the channel, so neither the inauthentic-content nor the reused-content rule is in play."],
  stayClear: ["Keep making each video from scratch; avoid drifting into one template filled with new text."],
};

// Every catalogue type has an entry; the test checks there are no gaps either way.
const RISK_BY_TYPE: Record<string, RiskEntry> = {
  compilation_montage: {
    level: "high",
    reasons: [
      `Compilations of clips are the reused-content rule's own example: ${REUSED}.`,
      "Channels whose most-watched videos are clips of others are reviewed as a whole.",
    ],
    stayClear: [
      "Add commentary, narration or analysis that changes what the clips mean.",
      "Use footage you own or license, and keep the licences.",
      "Vary structure and editing from video to video.",
    ],
  },
  no_face_reaction: {
    level: "watch",
    reasons: [
      "Reaction and commentary are outside the inauthentic-content rule, but a reaction that adds little to the original meets the reused-content rule.",
    ],
    stayClear: [
      "Make your voice the main part of every video, not the clip.",
      "Show only as much of the original as your point needs.",
    ],
  },
  documentary_story: {
    level: "watch",
    reasons: [
      `Narrated stories with only superficial differences between videos are a named example of ${INAUTHENTIC}.`,
      "Stock visuals under a script are fine; the same script shape every time is not.",
    ],
    stayClear: [
      "Research each story and let its structure follow the material.",
      "Use varied, relevant visuals and your own narration.",
    ],
  },
  whiteboard_explainer: ORIGINAL_WORK,
  animation_2d_3d: ORIGINAL_WORK,
  text_based_narrative: {
    level: "high",
    reasons: [
      `Text or Reddit stories read over the same background are template-prone and meet ${INAUTHENTIC}: narrated stories with only superficial differences are its named example.`,
      "Slideshows with the same narration are another named example.",
    ],
    stayClear: [
      "Write or substantially adapt the stories, and credit sources.",
      "Change visuals, pacing and structure between videos; avoid one background loop for every upload.",
    ],
  },
  screen_recording_tutorial: ORIGINAL_WORK,
  asmr_ambient: {
    level: "watch",
    reasons: [`Long loops with small changes between uploads can read as mass-produced under ${INAUTHENTIC}.`],
    stayClear: [
      "Record or compose your own soundscapes and make each upload distinct.",
      "Describe honestly what is in each video.",
    ],
  },
  news_aggregation: {
    level: "watch",
    reasons: [`Rebroadcast footage or articles read aloud meet ${REUSED}.`],
    stayClear: [
      "Summarise in your own words and add context or analysis.",
      "Use short excerpts of broadcasters' footage, with a reason for each.",
    ],
  },
  stock_footage_voiceover: {
    level: "high",
    reasons: [
      `Stock footage with a voice-over is one of the template-prone formats that ${INAUTHENTIC} catches when videos differ only superficially.`,
    ],
    stayClear: [
      "Write original scripts with a point of view, and record your own voice.",
      "Choose footage shot for the subject, and vary the format between videos.",
    ],
  },
  text_to_speech: {
    level: "high",
    reasons: [`Text-to-speech narration over similar visuals is template-prone and a frequent target of ${INAUTHENTIC}.`],
    stayClear: [
      "Use a human voice, or make the script and visuals clearly your own work.",
      "Avoid publishing many near-identical videos in a short time.",
    ],
  },
  infographic_data: ORIGINAL_WORK,
  hands_only_demo: ORIGINAL_WORK,
  audio_only_podcast: {
    level: "watch",
    reasons: [`A still image over audio is acceptable for original conversation, but re-uploaded shows or talks meet ${REUSED}.`],
    stayClear: [
      "Publish only audio you made or have rights to.",
      "Add chapters, visuals or commentary that make the upload its own.",
    ],
  },
  music_curation: {
    level: "high",
    reasons: [`Playlists of other artists' music over a still image meet ${REUSED}, and similar uploads meet ${INAUTHENTIC}.`],
    stayClear: [
      "Use music you license for this use or commission, and keep the licences.",
      "Add curation value: commentary, original mixes or visuals made for the channel.",
    ],
  },
  ai_generated: {
    level: "high",
    reasons: [
      `AI use is allowed, but mass-produced AI videos with superficial differences are what ${INAUTHENTIC} targets.`,
      "AI personas giving health, legal, financial or political advice were reported as a target in 2026 (unverified, single sources).",
    ],
    stayClear: [
      "Use AI as a tool inside videos with your own script, editing and judgement.",
      "Disclose realistic synthetic content, and never present an AI persona as an expert adviser.",
    ],
  },
  original_storytelling: ORIGINAL_WORK,
  history_educational: {
    level: "watch",
    reasons: [
      `History and education channels often use stock or archival visuals with narration; when videos differ only superficially they meet ${INAUTHENTIC}.`,
    ],
    stayClear: [
      "Research each topic and cite sources.",
      "Vary visuals and structure; make maps, timelines or diagrams of your own.",
    ],
  },
  fake_trailers: {
    level: "high",
    reasons: [
      `Concept trailers cut from existing films meet ${REUSED}, and misleading titles for films that do not exist break YouTube's metadata rules.`,
    ],
    stayClear: [
      "Make your own footage or animation, and label the trailer clearly as a concept or fan work.",
      "Avoid titles that pass the video off as an official trailer.",
    ],
  },
  movie_tv_analysis: {
    level: "watch",
    reasons: [`Analysis is commentary, but long stretches of film or TV with little said over them meet ${REUSED}.`],
    stayClear: ["Keep clips short and tied to a point you make.", "Let your analysis carry the video; clips illustrate it."],
  },
  police_cam_commentary: {
    level: "watch",
    reasons: [`Public body-camera footage re-uploaded with little commentary meets ${REUSED}.`],
    stayClear: [
      "Add real commentary, context and sources throughout.",
      "Follow YouTube's rules on violent and graphic content, with age limits where needed.",
    ],
  },
  court_reactions: {
    level: "watch",
    reasons: [`Court footage re-uploaded with little commentary meets ${REUSED}.`],
    stayClear: ["Explain the case and the law in your own words; use footage to support it."],
  },
  live_drama_freakouts: {
    level: "high",
    reasons: [
      `Clips of other people's public outbursts without commentary meet ${REUSED}, and shock content was reported as a 2026 target (unverified).`,
    ],
    stayClear: [
      "Add commentary that changes what the clip is for, and respect the people in it.",
      "Avoid shock titles and thumbnails.",
    ],
  },
  virtual_avatar: ORIGINAL_WORK,
  found_footage_archival: {
    level: "watch",
    reasons: [`Archival footage is fine with context, but re-uploads of existing archives meet ${REUSED}.`],
    stayClear: ["Use public-domain or licensed archives, and add narration and research that make the video new."],
  },
  other: {
    level: "watch",
    reasons: [
      "Formats outside the catalogue are not assessed; check the inauthentic-content and reused-content rules against your own videos.",
    ],
    stayClear: ["Make each video meaningfully different, and use only material you made or have rights to."],
  },
};

const RANK: Record<PolicyRiskLevel, number> = { none: 0, watch: 1, high: 2 };

/** The map's entry for one channel type, or null for a type the catalogue does not know. */
export function policyRiskOfType(typeId: string | null | undefined): PolicyRisk | null {
  if (!typeId) return null;
  const entry = Object.hasOwn(RISK_BY_TYPE, typeId) ? RISK_BY_TYPE[typeId] : undefined;
  return entry ? { typeId, ...entry } : null;
}

/** Every catalogue type's entry with its label, in catalogue order (the /how-it-works table). */
export function policyRiskMap(): PolicyRiskView[] {
  return CHANNEL_TYPE_CATALOGUE.flatMap((entry) => {
    const risk = policyRiskOfType(entry.id);
    return risk ? [{ ...risk, typeLabel: entry.label, levelLabel: POLICY_RISK_LABELS[risk.level] }] : [];
  });
}

/**
 * The types whose policy signal is high because they meet the reused-content rule (their reasons
 * name it): clip and re-upload formats. Read from the map, so a type moved there follows.
 */
export const REUSED_CONTENT_TYPE_IDS: readonly string[] = Object.entries(RISK_BY_TYPE)
  .filter(([, entry]) => entry.level === "high" && entry.reasons.some((reason) => reason.includes(REUSED)))
  .map(([typeId]) => typeId);

/** The ids the map covers; exported for the test that keeps it and the catalogue in step. */
export const POLICY_RISK_TYPE_IDS: readonly string[] = Object.keys(RISK_BY_TYPE);

/** One type's risk as a page shows it: with the type's label and the level in words. */
export interface PolicyRiskView extends PolicyRisk {
  typeLabel: string;
  levelLabel: string;
}

/**
 * The risks of the given types, highest level first (ties keep the given order); types the map
 * does not know are left out. Pages get this from their loader so the map's text stays on the
 * server.
 */
export function policyRiskViews(types: readonly { id: string; label: string }[]): PolicyRiskView[] {
  return (
    types
      .flatMap((type) => {
        const risk = policyRiskOfType(type.id);
        return risk ? [{ ...risk, typeLabel: type.label, levelLabel: POLICY_RISK_LABELS[risk.level] }] : [];
      })
      // Array.prototype.sort is stable: equal levels keep the given order.
      .sort((a, b) => RANK[b.level] - RANK[a.level])
  );
}
