// Spec §3: "Channel type catalogue, 26 ids listed", in spec order.
export const CHANNEL_TYPE_IDS = [
  "compilation_montage",
  "no_face_reaction",
  "documentary_story",
  "whiteboard_explainer",
  "animation_2d_3d",
  "text_based_narrative",
  "screen_recording_tutorial",
  "asmr_ambient",
  "news_aggregation",
  "stock_footage_voiceover",
  "text_to_speech",
  "infographic_data",
  "hands_only_demo",
  "audio_only_podcast",
  "music_curation",
  "ai_generated",
  "original_storytelling",
  "history_educational",
  "fake_trailers",
  "movie_tv_analysis",
  "police_cam_commentary",
  "court_reactions",
  "live_drama_freakouts",
  "virtual_avatar",
  "found_footage_archival",
  "other",
] as const;

export type ChannelTypeId = (typeof CHANNEL_TYPE_IDS)[number];

export const OTHER_CHANNEL_TYPE: ChannelTypeId = "other";

export function isChannelTypeId(value: unknown): value is ChannelTypeId {
  return typeof value === "string" && (CHANNEL_TYPE_IDS as readonly string[]).includes(value);
}

export interface ChannelTypeFields {
  channelType: string | null;
  metadata: { ui_channel_type?: unknown } | null;
}

function uiChannelType(channel: ChannelTypeFields): string | null {
  const value = channel.metadata?.ui_channel_type;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Spec §7: "channel_type equals typeId, or channel_type 'other' with metadata ui_channel_type equal typeId". */
export function matchesChannelType(channel: ChannelTypeFields, typeId: string): boolean {
  if (channel.channelType === typeId) return true;
  return channel.channelType === OTHER_CHANNEL_TYPE && uiChannelType(channel) === typeId;
}

/** Spec §3: ui_channel_type overrides channel_type. The §7 filter honours it only for 'other'; both kept as the spec says. */
export function effectiveChannelType(channel: ChannelTypeFields): string | null {
  return uiChannelType(channel) ?? channel.channelType ?? null;
}
