// What every calculator's loader does (/calculator, /channel-earnings, /growth-calculator,
// /reach-calculator): read the `?channel=` channel and the `?find=` matches in one service call,
// then the form's raw values — the URL's, else the channel's numbers, else the defaults.
import type { Services } from "#server/services/services.server";
import type { Accounts } from "#server/auth/accounts.server";
import { type RawValues, readRawValues } from "#domain/calculators/calculator-input";
import type { ChannelPublicNumbers, GrowthPrefillSource } from "#domain/calculators/channel-prefill";
import { revenueAccess } from "#domain/revenue-access";
import { prefillStateOf } from "~/components/calculators/prefill-notice";

export async function loadCalculator<K extends string>(
  request: Request,
  { services, accounts }: { services: Pick<Services, "calculatorPrefill">; accounts: Pick<Accounts, "getViewer"> },
  defaults: RawValues<K>,
  prefillOf: (channel: ChannelPublicNumbers) => Partial<RawValues<K>>,
  growthSourceOf?: (channel: ChannelPublicNumbers) => GrowthPrefillSource,
) {
  const url = new URL(request.url);
  const channelSlug = url.searchParams.get("channel");
  const find = url.searchParams.get("find");
  const access = revenueAccess(await accounts.getViewer(request));
  const found = await services.calculatorPrefill.calculatorContext({ channel: channelSlug, find }, access);
  const raw = readRawValues(defaults, url.searchParams, found.channel ? prefillOf(found.channel) : {});
  return {
    raw,
    channelSlug,
    prefill: prefillStateOf(channelSlug, found.channel),
    find,
    matches: found.matches,
    // PRODUCT.md "Revenue is gated on the server": a visitor who opens a calculator on a directory
    // channel gets its public inputs and a sign-in prompt, not its revenue (the pages that show
    // revenue render no results then); a member's results carry the estimate's date.
    revenueLocked: found.channel !== null && !access.canSeeRevenue,
    estimateAsOf: found.channel?.revenue?.asOf ?? null,
    // Where the growth and reach calculators' growth came from: the channel's projected pace or, without one, why not.
    growthSource: found.channel && growthSourceOf ? growthSourceOf(found.channel) : null,
  };
}
