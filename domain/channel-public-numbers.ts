// Spec §1's public numbers of a channel as every read model shows them.
import { type ChannelTypeFields, effectiveChannelType } from "#domain/channel-type-ids";
import { advertiserCpmFromRpm } from "#domain/ad-rates";
import { type NumericInput, toFiniteNumber } from "#domain/numeric-input";
import { videosPerMonth } from "#domain/upload-rate";
import type { ChannelDetail } from "#domain/read-models/channel";
import { viewCountRuleAt } from "#domain/view-counting";

export type ChannelNumbersRow = ChannelTypeFields & {
  subscribers: NumericInput;
  views: NumericInput;
  videoCount: number | null;
  rpm: NumericInput;
  startDate: string | null;
};

export type ChannelPublicNumbers = Pick<
  ChannelDetail,
  | "channelType"
  | "subscribers"
  | "views"
  | "viewCountRule"
  | "videoCount"
  | "rpm"
  | "advertiserCpm"
  | "cpm"
  | "startDate"
  | "videosPerMonth"
>;

/** `asOf` is the date of the numbers: the upload rate counts months to it (as the revenue model does), and its Pacific day decides the view-count rule of `views`. */
export function channelPublicNumbers(row: ChannelNumbersRow, asOf: Date): ChannelPublicNumbers {
  return {
    channelType: effectiveChannelType(row),
    subscribers: toFiniteNumber(row.subscribers),
    views: toFiniteNumber(row.views),
    // The rule YouTube counted those views under: a fact of the day they were fetched.
    viewCountRule: viewCountRuleAt(asOf),
    videoCount: toFiniteNumber(row.videoCount),
    rpm: toFiniteNumber(row.rpm),
    advertiserCpm: advertiserCpmFromRpm(row.rpm),
    // Deprecated API field: it always held the RPM.
    cpm: toFiniteNumber(row.rpm),
    startDate: row.startDate,
    videosPerMonth: videosPerMonth(row.videoCount, row.startDate, asOf),
  };
}
