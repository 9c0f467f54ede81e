/**
 * Everything suggested for one channel from its public data, in one call: the discovery queue
 * and the admin pages show the same four suggestions with their evidence, so they come from one
 * place. The faceless assessment takes the format suggestion as one of its signals.
 */
import { type FormatSuggestion, classifyChannelFormat } from "#domain/channel-format-classifier";
import type { ChannelText } from "#domain/channel-text-match";
import { type FacelessAssessment, assessFaceless } from "#domain/faceless-assessment";
import { type CountrySuggestion, type NicheForSuggestion, type NicheSuggestion, suggestCountry, suggestNiche } from "#domain/niche-suggestion";

export interface ChannelSuggestions {
  format: FormatSuggestion;
  faceless: FacelessAssessment;
  niche: NicheSuggestion | null;
  country: CountrySuggestion;
}

/** `country` and `defaultLanguage` are the API's snippet.country and snippet.defaultLanguage. */
export function suggestForChannel(
  channel: ChannelText & { country?: string | null; defaultLanguage?: string | null },
  niches: readonly NicheForSuggestion[],
): ChannelSuggestions {
  const format = classifyChannelFormat(channel);
  return {
    format,
    faceless: assessFaceless(channel, format),
    niche: suggestNiche(channel, niches),
    country: suggestCountry({ country: channel.country ?? null, defaultLanguage: channel.defaultLanguage ?? null, text: channel }),
  };
}
