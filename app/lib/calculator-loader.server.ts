// What every calculator's loader does (/calculator, /channel-earnings, /growth-calculator,
// /reach-calculator): read the `?channel=` channel and the `?find=` matches in one service call,
// then the form's raw values — the URL's, else the channel's numbers, else the defaults.
import type { Services } from "#server/services/services.server";
import { type RawValues, readRawValues } from "#domain/calculators/calculator-input";
import type { ChannelPublicNumbers } from "#domain/calculators/channel-prefill";
import { prefillStateOf } from "~/components/calculators/prefill-notice";

export async function loadCalculator<K extends string>(
  request: Request,
  services: Pick<Services, "calculatorPrefill">,
  defaults: RawValues<K>,
  prefillOf: (channel: ChannelPublicNumbers) => Partial<RawValues<K>>,
) {
  const url = new URL(request.url);
  const channelSlug = url.searchParams.get("channel");
  const find = url.searchParams.get("find");
  const found = await services.calculatorPrefill.calculatorContext({ channel: channelSlug, find });
  const raw = readRawValues(defaults, url.searchParams, found.channel ? prefillOf(found.channel) : {});
  return { raw, channelSlug, prefill: prefillStateOf(channelSlug, found.channel), find, matches: found.matches };
}
