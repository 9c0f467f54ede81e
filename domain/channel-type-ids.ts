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

/** The catch-all type whose channels may name their real type in metadata.ui_channel_type. */
export const OTHER_CHANNEL_TYPE: ChannelTypeId = "other";

export function isChannelTypeId(value: unknown): value is ChannelTypeId {
  return typeof value === "string" && (CHANNEL_TYPE_IDS as readonly string[]).includes(value);
}

/** The fields of a channel row that decide its type. */
export interface ChannelTypeFields {
  channelType: string | null;
  metadata: { ui_channel_type?: unknown } | null;
}

function uiChannelType(channel: ChannelTypeFields): string | null {
  const value = channel.metadata?.ui_channel_type;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * Spec §7 type filter: "channel_type equals typeId, or channel_type 'other' with metadata
 * ui_channel_type equal typeId".
 */
export function matchesChannelType(channel: ChannelTypeFields, typeId: string): boolean {
  if (channel.channelType === typeId) return true;
  return channel.channelType === OTHER_CHANNEL_TYPE && uiChannelType(channel) === typeId;
}

/**
 * Spec §3: "metadata (may hold ui_channel_type, which overrides channel_type)" — the type to
 * show for a channel. Note the §7 filter only honours the override when channel_type is
 * 'other'; both rules are kept as the spec states them.
 */
export function effectiveChannelType(channel: ChannelTypeFields): string | null {
  return uiChannelType(channel) ?? channel.channelType ?? null;
}
