// Spec §1's public numbers of a channel as every read model shows them (search rows, the channel
// page): numeric columns arrive as strings or numbers, the type shown is the effective one, and
// the upload rate is worked out from the video count and start date (spec §4).
import { type ChannelTypeFields, effectiveChannelType } from "#domain/channel-type-ids";
import { type NumericInput, toFiniteNumber } from "#domain/numeric-input";
import { videosPerMonth } from "#domain/upload-rate";
import type { ChannelDetail } from "#domain/read-models/channel";

export type ChannelNumbersRow = ChannelTypeFields & {
  subscribers: NumericInput;
  views: NumericInput;
  videoCount: number | null;
  cpm: NumericInput;
  startDate: string | null;
};

export type ChannelPublicNumbers = Pick<ChannelDetail, "channelType" | "subscribers" | "views" | "videoCount" | "cpm" | "startDate" | "videosPerMonth">;

export function channelPublicNumbers(row: ChannelNumbersRow): ChannelPublicNumbers {
  return {
    channelType: effectiveChannelType(row),
    subscribers: toFiniteNumber(row.subscribers),
    views: toFiniteNumber(row.views),
    videoCount: toFiniteNumber(row.videoCount),
    cpm: toFiniteNumber(row.cpm),
    startDate: row.startDate,
    videosPerMonth: videosPerMonth(row.videoCount, row.startDate),
  };
}
