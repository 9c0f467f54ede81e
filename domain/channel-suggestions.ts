// Every suggestion for one channel in one call, so the discovery queue and admin pages show the same evidence.
import { type FormatSuggestion, classifyChannelFormat } from "#domain/channel-format-classifier";
import type { ChannelText } from "#domain/channel-text-match";
import { type FacelessAssessment, assessFaceless } from "#domain/faceless-assessment";
import {
  type CountrySuggestion,
  type NicheForSuggestion,
  type NicheSuggestion,
  suggestCountry,
  suggestNiche,
} from "#domain/niche-suggestion";

export interface ChannelSuggestions {
  format: FormatSuggestion;
  faceless: FacelessAssessment;
  niche: NicheSuggestion | null;
  country: CountrySuggestion;
}

export function suggestForChannel(
  channel: ChannelText & { country?: string | null; defaultLanguage?: string | null },
  niches: readonly NicheForSuggestion[],
): ChannelSuggestions {
  const format = classifyChannelFormat(channel);
  return {
    format,
    faceless: assessFaceless(channel, format),
    niche: suggestNiche(channel, niches),
    country: suggestCountry({
      country: channel.country ?? null,
      defaultLanguage: channel.defaultLanguage ?? null,
      text: channel,
    }),
  };
}
