// /start, "Should I start this?": a creator says what they have and gets the niche × format pairs
// that fit, ranked by verdict and stage with their evidence. A plain GET form, so the URL is the
// shareable answer and the page works without JavaScript; members also see a revenue range.
import { Link, data } from "react-router";
import { formatDate } from "#domain/format";
import { VERDICT_LABELS, VERDICTS } from "#domain/niche-verdict";
import { revenueAccess } from "#domain/revenue-access";
import { FORMAT_CHOICE_LABELS, START_LANGUAGES, type StartConstraints, parseStartParams, startUrl } from "#domain/start-params";
import { START_OPTIONS_PER_NICHE, START_OPTIONS_SHOWN, START_STAGE_ORDER, START_TIE_BREAK } from "#domain/start-plan";
import { LIFE_STAGE_LABELS } from "#domain/niche-stage";
import type { Route } from "./+types/start";
import { FormAlert } from "~/components/form-alert";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { FormatFitList } from "~/components/start/format-fit-list";
import { StartForm } from "~/components/start/start-form";
import { StartOptionCard } from "~/components/start/start-option-card";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { formatNumber } from "#domain/format";

const TITLE = "Should I start this?";
const DESCRIPTION =
  "Say what you have — hours, budget, voice, format, languages — and get the faceless niche × format pairs that fit, ranked by verdict and life stage, with the evidence behind each.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv } = context.get(appContext);
  const url = new URL(request.url);
  const parsed = parseStartParams(url.searchParams);
  const viewer = await accounts.getViewer(request);
  const page = parsed.submitted ? await services.startOptions.page(parsed.constraints, revenueAccess(viewer)) : null;
  return data(
    {
      origin: siteOrigin(publicEnv.publicUrl, request),
      constraints: parsed.constraints,
      messages: parsed.messages,
      fieldErrors: parsed.fieldErrors,
      page,
      returnTo: startUrl(parsed.constraints),
    },
    { status: parsed.messages.length > 0 ? 400 : 200 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/start",
    breadcrumbs: [{ name: TITLE, path: "/start" }],
  });
}

/** "10 hours a week, $50 a month, no voice, long-form or Shorts, in English". */
function constraintsText(c: StartConstraints): string {
  const format = c.format === "either" ? "long-form or Shorts" : FORMAT_CHOICE_LABELS[c.format].toLowerCase();
  const languages = c.languages.map((code) => START_LANGUAGES[code].label).join(", ");
  return `${c.hours} ${c.hours === 1 ? "hour" : "hours"} a week, $${formatNumber(c.budget)} a month, ${c.narrates ? "your own voice" : "no voice"}, ${format}, in ${languages}`;
}

function Suggestions({ constraints }: { constraints: StartConstraints }) {
  const tries: { label: string; to: string }[] = [];
  if (constraints.budget < 50) tries.push({ label: "a budget of $50 a month", to: startUrl({ ...constraints, budget: 50 }) });
  if (constraints.hours < 10) tries.push({ label: "10 hours a week", to: startUrl({ ...constraints, hours: 10 }) });
  if (!constraints.narrates) tries.push({ label: "narrating yourself", to: startUrl({ ...constraints, narrates: true }) });
  if (constraints.format !== "either")
    tries.push({ label: "long-form or Shorts", to: startUrl({ ...constraints, format: "either" }) });
  if (tries.length === 0) return <>Try other languages or fewer constraints.</>;
  return (
    <>
      Try{" "}
      {tries.map((t, i) => (
        <span key={t.to}>
          {i > 0 ? (i === tries.length - 1 ? " or " : ", ") : null}
          <Link to={t.to} className="font-medium text-primary underline underline-offset-4">
            {t.label}
          </Link>
        </span>
      ))}
      .
    </>
  );
}

export default function StartPage({ loaderData }: Route.ComponentProps) {
  const { constraints, messages, fieldErrors, page, returnTo } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {messages.length > 0 ? (
        <div className="mt-6">
          <FormAlert>Some values were left out and their defaults used instead: {messages.join("; ")}.</FormAlert>
        </div>
      ) : null}
      <div className="mt-8">
        {/* Keyed on the constraints: its fields are uncontrolled, so a link to other constraints must remount it. */}
        <StartForm key={returnTo} constraints={constraints} errors={fieldErrors} />
      </div>

      {page === null ? (
        <p className="mt-8 text-sm text-muted-foreground">
          Each option is a niche with one format, ranked by our verdict (Enter, Enter with a twist, Stay out) and its life stage,
          read from the directory&apos;s recent uploads.{" "}
          <Link
            to={startUrl({ hours: 10, budget: 50, narrates: false, format: "either", languages: ["en"] })}
            className="font-medium text-primary underline underline-offset-4"
          >
            See an example: 10 hours a week, $50, no voice
          </Link>
          .
        </p>
      ) : (
        <div className="mt-10 flex flex-col gap-10">
          <section aria-labelledby="options-heading" className="flex flex-col gap-4">
            <div>
              <h2 id="options-heading" className="text-xl font-semibold">
                Options for {constraintsText(page.constraints)}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground" data-testid="start-summary">
                {page.options.length === 0 ? (
                  "No niche × format pair fits."
                ) : (
                  <>
                    The best {page.options.length} of {page.totalOptions} pairs that fit, at most {START_OPTIONS_PER_NICHE}{" "}
                    formats a niche (up to {START_OPTIONS_SHOWN} shown). Ranked by verdict (
                    {[...VERDICTS.map((v) => VERDICT_LABELS[v]), "not enough data"].join(", ")}), then stage (
                    {START_STAGE_ORDER.map((s) => LIFE_STAGE_LABELS[s]).join(", ")}). {START_TIE_BREAK} Verdicts as of{" "}
                    {page.asOf ? formatDate(page.asOf) : "the newest scored upload"}.
                  </>
                )}
              </p>
            </div>
            {page.options.length === 0 ? (
              <StatusPanel
                tone="empty"
                title={`Nothing fits ${page.constraints.hours} ${page.constraints.hours === 1 ? "hour" : "hours"} a week, $${page.constraints.budget} a month and ${page.constraints.narrates ? "your own voice" : "no voice"}`}
                description={<Suggestions constraints={page.constraints} />}
              />
            ) : (
              <ol className="flex flex-col gap-4" data-testid="start-options">
                {page.options.map((option, index) => (
                  <li key={`${option.niche.id}/${option.type.id}`}>
                    <StartOptionCard
                      option={option}
                      rank={index + 1}
                      languages={page.constraints.languages}
                      returnTo={returnTo}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <FormatFitList formats={page.formats} />
        </div>
      )}
    </div>
  );
}
