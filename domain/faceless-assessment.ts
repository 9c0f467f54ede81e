/** Is a channel likely faceless? From public text only, so a suggestion for the admin (FACTS: derived figures are labelled). */
import type { ChannelTypeId } from "#domain/channel-type-ids";
import {
  type ChannelText,
  type PreparedChannelText,
  type TextEvidence,
  type WeightedPhrase,
  prepareChannelText,
  scorePhrases,
} from "#domain/channel-text-match";

const FACE_ON_CAMERA_PHRASES: readonly WeightedPhrase[] = [
  ["vlog*", 3],
  ["face reveal", 3],
  ["my face", 3],
  ["face cam", 3],
  ["facecam", 3],
  ["webcam", 1],
  ["get ready with me", 3],
  ["grwm", 3],
  ["with me", 1.5],
  ["join me", 1],
  ["my name is", 2],
  ["i m your host", 2],
  ["i tried", 1],
  ["i tested", 1],
  ["day in the life", 2],
  ["my family", 2],
  ["our family", 2],
  ["our kids", 2],
  ["we re the", 2],
  ["hi i m", 1],
  ["my life", 1],
  ["my honest", 1],
  ["chit chat", 2],
  ["talking head", 2],
  ["video podcast", 3],
  ["guests on camera", 4],
  ["hosts on camera", 4],
  ["on camera with", 2],
  ["filmed in our studio", 2],
  ["makeup tutorial*", 2],
  ["skincare routine", 2],
  ["what i eat in a day", 2],
  ["my camera", 1],
  ["selfie", 1],
];

/** "No face cam", "never show my face": a faceless channel saying so must not count as on camera. */
const NEGATED_FACE_MENTION =
  / (?:no|without|never|not|zero)(?: (?:showing|show|shows|showed|revealing|reveal|my|a|any|the))* (?:face ?cam|face|webcam|camera|cam)(?: reveal)?(?= )/gu;

function withoutNegatedFaceMentions(text: PreparedChannelText): PreparedChannelText {
  const strip = (value: string) => value.replace(NEGATED_FACE_MENTION, " ");
  return {
    title: strip(text.title),
    keywords: strip(text.keywords),
    description: strip(text.description),
    recentTitles: text.recentTitles.map(strip),
  };
}

export function scoreOnCamera(text: PreparedChannelText): { score: number; evidence: TextEvidence[] } {
  return scorePhrases(withoutNegatedFaceMentions(text), FACE_ON_CAMERA_PHRASES);
}

const FACELESS_PHRASES: readonly WeightedPhrase[] = [
  ["faceless", 4],
  ["no face", 3],
  ["no facecam", 4],
  ["no face cam", 4],
  ["no cam", 3],
  ["hands only", 3],
  ["just hands", 3],
  ["voice only", 3],
  ["audio only", 3],
  ["no talking", 2],
  ["ai voice", 2],
  ["text to speech", 2],
  ["tts", 2],
  ["synthetic voice*", 2],
  ["compilation*", 2],
  ["rain sounds", 2],
  ["white noise", 2],
  ["brown noise", 2],
  ["ambience", 2],
  ["soundscape*", 2],
  ["asmr", 1],
  ["lofi", 2],
  ["stock footage", 2],
  ["whiteboard", 2],
  ["animation", 1],
  ["animated", 1],
  ["screen record*", 2],
  ["ai generated", 2],
  ["vtuber*", 3],
  ["live2d", 3],
  ["black screen", 2],
  ["dark screen", 2],
  ["waveform", 2],
  ["narrated", 1],
  ["narration", 1],
  ["voiceover", 1],
  ["bodycam", 1],
  ["reddit", 1],
];

export type FacelessVerdict = "likely" | "unclear" | "unlikely";

export interface FacelessAssessment {
  verdict: FacelessVerdict;
  faceless: TextEvidence[];
  onCamera: TextEvidence[];
  format: ChannelTypeId | null;
}

/** Below both the verdict is "unclear": honest, not guessed. */
const DECIDING_SCORE = 3;
const FORMAT_SCORE = 4;

/** Every catalogue type but "other" is faceless, so a confident `format` is evidence for "likely". */
export function assessFaceless(
  text: ChannelText,
  format?: { typeId: ChannelTypeId; band: "high" | "medium" | "low" } | null,
): FacelessAssessment {
  const prepared = prepareChannelText(text);
  const off = scorePhrases(prepared, FACELESS_PHRASES);
  const on = scoreOnCamera(prepared);
  const formatCounts =
    format != null && format.typeId !== "other" && (format.band === "high" || (format.band === "medium" && on.score === 0));
  const offScore = off.score + (formatCounts ? FORMAT_SCORE : 0);

  let verdict: FacelessVerdict = "unclear";
  if (on.score >= DECIDING_SCORE && on.score > offScore) verdict = "unlikely";
  else if (offScore >= DECIDING_SCORE && offScore > on.score * 2) verdict = "likely";

  return { verdict, faceless: off.evidence, onCamera: on.evidence, format: formatCounts ? format.typeId : null };
}
