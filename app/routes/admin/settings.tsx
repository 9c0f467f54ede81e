// /admin/settings: site-wide switches. Today one: whether the Partner Program rule reported for new
// creators from 1 February 2027 (unverified, one source) judges projections past that day. Off by
// default; each change is in the audit log and clears the page cache (domain/site-settings.ts).
import { data, Form, redirect, useNavigation } from "react-router";
import { parseWithZod } from "~/lib/conform-zod";
import { PARTNER_PROGRAM_RULE_SETS, type RuleSetStatus, ruleSetStatus } from "#domain/partner-program";
import { SITE_SETTINGS_MESSAGES, partnerProgramSettingsForm } from "#domain/site-settings";
import {
  type DemoCatalogueSize,
  GO_LIVE_MESSAGES,
  GO_LIVE_PHRASE,
  confirmsGoLive,
  describeDemoCatalogue,
  goLiveForm,
} from "#domain/admin/go-live";
import { FormField } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { flashCookie } from "#domain/flash-message";
import { formatDate } from "#domain/format";
import { pacificDay } from "#domain/pacific-day";
import { PageHeader } from "~/components/page-header";
import { FormAlert } from "~/components/form-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { appContext } from "#server/app-context";
import { readFormData } from "~/lib/form-data";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/settings";

const TITLE = "Settings";
const DESCRIPTION = "Site-wide switches. Each change is recorded in the audit log.";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const [settings, demo] = await Promise.all([services.siteSettings.read(), services.goLive.demoSize()]);
  return { settings, demo, today: pacificDay() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const form = await readFormData(request);
  if (form.get("intent") === "go-live") {
    const goLive = parseWithZod(form, { schema: goLiveForm });
    if (goLive.status !== "success") return data({ error: SITE_SETTINGS_MESSAGES.invalid }, { status: 400 });
    if (!confirmsGoLive(goLive.value.confirm)) return data({ goLiveError: GO_LIVE_MESSAGES.notConfirmed }, { status: 400 });
    const removed = await services.goLive.goLive({ id: viewer.id, email: viewer.email });
    const message = removed.channels === 0 ? GO_LIVE_MESSAGES.nothingToRemove : GO_LIVE_MESSAGES.removed(removed);
    return redirect("/admin/settings", { headers: { "set-cookie": flashCookie("success", message) } });
  }
  const submission = parseWithZod(form, { schema: partnerProgramSettingsForm });
  if (submission.status !== "success") return data({ error: SITE_SETTINGS_MESSAGES.invalid }, { status: 400 });
  const reportedRule2027 = submission.value.reportedRule2027 === "on";
  await services.siteSettings.setPartnerProgram({ id: viewer.id, email: viewer.email }, { reportedRule2027 });
  return redirect("/admin/settings", {
    headers: {
      "set-cookie": flashCookie(
        "success",
        reportedRule2027 ? SITE_SETTINGS_MESSAGES.reportedRuleOn : SITE_SETTINGS_MESSAGES.reportedRuleOff,
      ),
    },
  });
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

/** The demo catalogue and the one way out of it; a live catalogue just says so. */
function GoLiveSection({ demo, error, saving }: { demo: DemoCatalogueSize; error: string | null; saving: boolean }) {
  return (
    <section
      aria-labelledby="catalogue-heading"
      className="flex max-w-3xl flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="go-live"
    >
      <div className="flex flex-col gap-1">
        <h2 id="catalogue-heading" className="text-lg font-semibold">
          Catalogue
        </h2>
        {demo.channels === 0 ? (
          <p className="text-sm text-muted-foreground">The catalogue is live: it holds no demo channels.</p>
        ) : (
          <p className="text-sm text-muted-foreground">
            The catalogue holds {describeDemoCatalogue(demo)}, generated for the demo. Going live removes them, with their
            snapshots, their places as idea examples and members&apos; follows of them, in one step; niches, channel types, ideas
            and facts stay. The demo banner goes with them.
          </p>
        )}
      </div>
      {demo.channels > 0 ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="go-live" />
          <FormField id="go-live-confirm" label={`Type ${GO_LIVE_PHRASE} to confirm`} errors={error ? [error] : undefined}>
            {({ aria }) => <Input id="go-live-confirm" name="confirm" autoComplete="off" className="max-w-xs" {...aria} />}
          </FormField>
          <div>
            <Button type="submit" variant="destructive" disabled={saving}>
              Remove the demo catalogue
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

const STATUS_WORDS: Record<RuleSetStatus, string> = {
  replaced: "Replaced by a later rule",
  "in-force": "In force",
  "from-its-date": "Applies from its date",
  "not-applied": "Not applied",
};

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, today } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const applied = settings.partnerProgram.reportedRule2027;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const goLiveError = actionData && "goLiveError" in actionData ? actionData.goLiveError : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <GoLiveSection demo={loaderData.demo} error={goLiveError} saving={saving} />
      <section
        aria-labelledby="partner-program-rules-heading"
        className="flex max-w-3xl flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      >
        <div className="flex flex-col gap-1">
          <h2 id="partner-program-rules-heading" className="text-lg font-semibold">
            Partner Program rules
          </h2>
          <p className="text-sm text-muted-foreground">
            A channel page judges each tier by the rules in force on the day the channel is projected to reach it.
          </p>
        </div>
        <ol className="flex flex-col gap-3 text-sm" data-testid="partner-program-rule-sets">
          {PARTNER_PROGRAM_RULE_SETS.map((rules) => (
            <li key={rules.id} className="flex flex-col gap-1 rounded-lg border p-3" data-rules={rules.id}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">From {formatDate(`${rules.from}T12:00:00Z`)}</span>
                <Badge variant={rules.verified ? "secondary" : "outline"}>{rules.verified ? "Verified" : "Unverified"}</Badge>
                <span className="text-muted-foreground" data-testid="rule-set-status">
                  {STATUS_WORDS[ruleSetStatus(rules, today, settings.partnerProgram)]}
                </span>
              </div>
              <p className="first-letter:uppercase">{rules.change}.</p>
              <p className="text-xs text-muted-foreground">
                Source:{" "}
                {rules.source.url ? (
                  <a
                    href={rules.source.url}
                    rel="noreferrer"
                    target="_blank"
                    className="underline underline-offset-4 hover:text-foreground"
                  >
                    {rules.source.name}
                  </a>
                ) : (
                  rules.source.name
                )}
              </p>
            </li>
          ))}
        </ol>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="partner-program" />
          <div className="flex items-start gap-3 rounded-lg border p-4">
            <Checkbox
              id="reported-rule-2027"
              name="reportedRule2027"
              defaultChecked={applied}
              key={String(applied)}
              className="mt-0.5"
              aria-describedby="reported-rule-2027-hint"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="reported-rule-2027">Apply the rule reported for new creators from Feb 1, 2027</Label>
              <p id="reported-rule-2027-hint" className="text-sm text-muted-foreground">
                Unverified, from a single kind of source. When on, projections past that day are judged by it and labelled
                &ldquo;Unverified rule&rdquo;. Check YouTube&apos;s Partner Program overview before switching it on.
              </p>
            </div>
          </div>
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Save settings"}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
