import { describe, expect, it } from "vitest";
import {
  CHANNEL_TYPE_IDS,
  OTHER_CHANNEL_TYPE,
  effectiveChannelType,
  isChannelTypeId,
  matchesChannelType,
} from "#domain/channel-type-ids";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";

const SPEC_LIST =
  "compilation_montage, no_face_reaction, documentary_story, whiteboard_explainer, animation_2d_3d, text_based_narrative, screen_recording_tutorial, asmr_ambient, news_aggregation, stock_footage_voiceover, text_to_speech, infographic_data, hands_only_demo, audio_only_podcast, music_curation, ai_generated, original_storytelling, history_educational, fake_trailers, movie_tv_analysis, police_cam_commentary, court_reactions, live_drama_freakouts, virtual_avatar, found_footage_archival, other";

describe("CHANNEL_TYPE_IDS — spec §3 'Channel type catalogue, 26 ids listed'", () => {
  it("lists the 26 spec ids in spec order", () => {
    expect(CHANNEL_TYPE_IDS).toEqual(SPEC_LIST.split(", "));
    expect(CHANNEL_TYPE_IDS).toHaveLength(26);
    expect(new Set(CHANNEL_TYPE_IDS).size).toBe(26);
  });

  it("every id satisfies the spec §5 id rule (lowercase letters, digits, underscore)", () => {
    for (const id of CHANNEL_TYPE_IDS) expect(id).toMatch(CHANNEL_TYPE_ID_PATTERN);
  });

  it("'other' is the catch-all", () => {
    expect(OTHER_CHANNEL_TYPE).toBe("other");
    expect(CHANNEL_TYPE_IDS.at(-1)).toBe("other");
  });
});

describe("isChannelTypeId", () => {
  it("accepts catalogue ids", () => {
    expect(isChannelTypeId("ai_generated")).toBe(true);
    expect(isChannelTypeId("other")).toBe(true);
  });

  it("rejects anything else", () => {
    expect(isChannelTypeId("AI_generated")).toBe(false);
    expect(isChannelTypeId("ai-generated")).toBe(false);
    expect(isChannelTypeId("")).toBe(false);
    expect(isChannelTypeId(null)).toBe(false);
    expect(isChannelTypeId(3)).toBe(false);
  });
});

describe("matchesChannelType — spec §7 'channel_type equals typeId, or channel_type 'other' with metadata ui_channel_type equal typeId'", () => {
  it("matches on channel_type", () => {
    expect(matchesChannelType({ channelType: "asmr_ambient", metadata: null }, "asmr_ambient")).toBe(true);
    expect(matchesChannelType({ channelType: "asmr_ambient", metadata: null }, "ai_generated")).toBe(false);
  });

  it("matches an 'other' channel whose metadata.ui_channel_type is the type", () => {
    const channel = { channelType: "other", metadata: { ui_channel_type: "ai_generated" } };
    expect(matchesChannelType(channel, "ai_generated")).toBe(true);
    expect(matchesChannelType(channel, "other")).toBe(true);
    expect(matchesChannelType(channel, "asmr_ambient")).toBe(false);
  });

  it("ignores ui_channel_type when channel_type is not 'other'", () => {
    const channel = { channelType: "asmr_ambient", metadata: { ui_channel_type: "ai_generated" } };
    expect(matchesChannelType(channel, "ai_generated")).toBe(false);
    expect(matchesChannelType(channel, "asmr_ambient")).toBe(true);
  });

  it("handles missing type, metadata and non-string ui_channel_type", () => {
    expect(matchesChannelType({ channelType: null, metadata: null }, "other")).toBe(false);
    expect(matchesChannelType({ channelType: "other", metadata: {} }, "ai_generated")).toBe(false);
    expect(matchesChannelType({ channelType: "other", metadata: { ui_channel_type: 5 } }, "5")).toBe(false);
  });
});

describe("effectiveChannelType — spec §3 'metadata (may hold ui_channel_type, which overrides channel_type)'", () => {
  it("ui_channel_type overrides channel_type", () => {
    expect(effectiveChannelType({ channelType: "other", metadata: { ui_channel_type: "ai_generated" } })).toBe("ai_generated");
    expect(effectiveChannelType({ channelType: "asmr_ambient", metadata: { ui_channel_type: "ai_generated" } })).toBe(
      "ai_generated",
    );
  });

  it("falls back to channel_type", () => {
    expect(effectiveChannelType({ channelType: "asmr_ambient", metadata: null })).toBe("asmr_ambient");
    expect(effectiveChannelType({ channelType: "asmr_ambient", metadata: {} })).toBe("asmr_ambient");
    expect(effectiveChannelType({ channelType: "asmr_ambient", metadata: { ui_channel_type: "  " } })).toBe("asmr_ambient");
    expect(effectiveChannelType({ channelType: "asmr_ambient", metadata: { ui_channel_type: null } })).toBe("asmr_ambient");
  });

  it("is null when neither is set", () => {
    expect(effectiveChannelType({ channelType: null, metadata: null })).toBeNull();
  });
});
