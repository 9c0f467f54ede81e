import { Form, Link, useNavigation } from "react-router";
import { type CandidateFilters, CANDIDATE_STATUS_FILTERS, DISCOVERY_LIMITS, discoveryHref } from "#domain/admin/discovery";
import { confidenceBand } from "#domain/channel-format-classifier";
import { facelessReasons } from "#domain/admin/discovery-suggestions";
import { type TextEvidence, describeEvidence } from "#domain/channel-text-match";
import { COUNTRIES, countryName } from "#domain/countries";
import { formatCompact, formatNumber } from "#domain/format";
import { LabelledSelect } from "~/components/admin/labelled-select";
import { ListPager } from "~/components/admin/list-pager";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Check, ExternalLink, X } from "~/components/ui/icons";
import type { DiscoveryFormOptions } from "~/components/admin/discovery-queries";

export interface CandidateView {
  id: string;
  youtubeChannelId: string;
  title: string;
  description: string;
  handle: string | null;
  country: string | null;
  recentTitles: string[];
  subscribers: number | null;
  views: number | null;
  videoCount: number | null;
  suggestedTypeLabel: string | null;
  typeConfidence: number | null;
  typeEvidence: TextEvidence[];
  suggestedNicheName: string | null;
  nicheEvidence: TextEvidence[];
  suggestedCountry: string | null;
  faceless: "likely" | "unclear" | "unlikely";
  facelessEvidence: TextEvidence[];
  foundBy: { query: string; via: "channel" | "video"; videoTitle?: string }[];
  status: "pending" | "review" | "approved" | "rejected";
  rejectReason: string | null;
  catalogueSlug: string | null;
}

const STATUS_LABELS = { pending: "To decide", approved: "Approved", rejected: "Rejected" } as const;
const FACELESS_LABELS = { likely: "Likely faceless", unclear: "Faceless: unclear", unlikely: "Shows a face" } as const;
const BAND_LABELS = { high: "high confidence", medium: "medium confidence", low: "low confidence" } as const;

/** The candidate queue: status tabs, filters (a GET form: the state is in the URL) and the bulk decision form. */
export function DiscoveryCandidates({
  rows,
  total,
  pending,
  filters,
  options,
}: {
  rows: CandidateView[];
  total: number;
  pending: number;
  filters: CandidateFilters;
  options: DiscoveryFormOptions;
}) {
  const navigation = useNavigation();
  const deciding = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const searchParams = new URLSearchParams(discoveryHref(filters).split("?")[1] ?? "");
  const filtered =
    filters.minSubscribers !== undefined || Boolean(filters.country || filters.type || filters.confidence || filters.faceless);
  return (
    <section aria-labelledby="discovery-candidates-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="discovery-candidates-heading" className="text-lg font-semibold">
            Candidates
          </h2>
          <p className="text-sm text-muted-foreground">{formatNumber(pending)} waiting for a decision.</p>
        </div>
        <nav aria-label="Candidate status" className="inline-flex rounded-lg bg-muted p-1 text-sm">
          {CANDIDATE_STATUS_FILTERS.map((status) => (
            <Link
              key={status}
              to={discoveryHref({ ...filters, status, page: 1 })}
              aria-current={filters.status === status ? "page" : undefined}
              className="rounded-md px-3 py-1.5 font-medium text-muted-foreground hover:text-foreground aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm"
            >
              {STATUS_LABELS[status]}
            </Link>
          ))}
        </nav>
      </div>

      <Form
        method="get"
        className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
        role="search"
        aria-label="Candidate filters"
      >
        {filters.status !== "pending" ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="candidate-min-subs">Min. subscribers</Label>
          <Input
            id="candidate-min-subs"
            name="minSubscribers"
            inputMode="numeric"
            defaultValue={filters.minSubscribers ?? ""}
            placeholder="1000"
          />
        </div>
        <LabelledSelect
          id="candidate-country"
          label="Country"
          name="country"
          defaultValue={filters.country ?? ""}
          anyLabel="Any"
          choices={COUNTRIES.filter((country) => country.code !== "Other").map((country) => ({
            value: country.code,
            label: country.name,
          }))}
        />
        <LabelledSelect
          id="candidate-type"
          label="Suggested type"
          name="type"
          defaultValue={filters.type ?? ""}
          anyLabel="Any"
          choices={options.types.map((type) => ({ value: type.id, label: type.label }))}
        />
        <LabelledSelect
          id="candidate-confidence"
          label="Confidence"
          name="confidence"
          defaultValue={filters.confidence ?? ""}
          anyLabel="Any"
          choices={[
            { value: "high", label: "High" },
            { value: "medium", label: "Medium" },
            { value: "low", label: "Low" },
          ]}
        />
        <LabelledSelect
          id="candidate-faceless"
          label="Faceless"
          name="faceless"
          defaultValue={filters.faceless ?? ""}
          anyLabel="Any"
          choices={[
            { value: "likely", label: "Likely" },
            { value: "unclear", label: "Unclear" },
            { value: "unlikely", label: "Shows a face" },
          ]}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <Link to={discoveryHref({ status: filters.status })}>Clear</Link>
            </Button>
          ) : null}
        </div>
      </Form>

      {rows.length === 0 ? (
        <p
          className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
          data-testid="discovery-empty"
        >
          {filtered
            ? "No candidate matches these filters."
            : filters.status === "pending"
              ? "Nothing to decide. Run discovery to find channels."
              : `No ${STATUS_LABELS[filters.status].toLowerCase()} candidates yet.`}
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-3" aria-label="Decide on candidates">
          {filters.status !== "rejected" ? (
            <div
              className="sticky top-16 z-10 flex flex-wrap items-end gap-3 rounded-xl border bg-card/95 p-3 shadow-xs backdrop-blur"
              data-testid="discovery-decide"
            >
              <Button type="submit" name="intent" value="approve" disabled={Boolean(deciding)}>
                <Check className="size-4" aria-hidden="true" />
                Approve selected
              </Button>
              <div className="flex min-w-56 flex-1 flex-col gap-1.5">
                <Label htmlFor="reject-reason">Reason to reject</Label>
                <Input
                  id="reject-reason"
                  name="reason"
                  maxLength={DISCOVERY_LIMITS.rejectReasonMaxChars}
                  placeholder="Talking head on camera"
                />
              </div>
              <Button type="submit" name="intent" value="reject" variant="outline" disabled={Boolean(deciding)}>
                <X className="size-4" aria-hidden="true" />
                Reject selected
              </Button>
            </div>
          ) : null}
          <ul className="flex flex-col gap-3" data-testid="discovery-candidates">
            {rows.map((row) => (
              <CandidateCard key={row.id} row={row} selectable={row.status !== "rejected" && !row.catalogueSlug} />
            ))}
          </ul>
        </Form>
      )}
      <ListPager
        page={filters.page}
        pageSize={DISCOVERY_LIMITS.candidatesPerPage}
        total={total}
        searchParams={searchParams}
        label="Candidate pages"
      />
    </section>
  );
}

function CandidateCard({ row, selectable }: { row: CandidateView; selectable: boolean }) {
  const band = row.typeConfidence === null ? null : confidenceBand(row.typeConfidence);
  const facelessAgainst = row.facelessEvidence.filter((item) => item.weight < 0);
  const reasonsFor = facelessReasons(row);
  const checkboxId = `candidate-${row.id}`;
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-4 shadow-xs" data-testid="discovery-candidate">
      {selectable ? (
        <Checkbox id={checkboxId} name="id" value={row.id} className="mt-1" aria-label={`Select ${row.title}`} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="font-semibold break-words">
            <a
              href={`https://www.youtube.com/channel/${encodeURIComponent(row.youtubeChannelId)}`}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 hover:underline"
            >
              {row.title}
              <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">(opens YouTube)</span>
            </a>
          </h3>
          <p className="text-sm text-muted-foreground tabular-nums">
            {row.subscribers === null ? "Hidden" : formatCompact(row.subscribers)} subscribers · {formatCompact(row.views)} views
            · {formatNumber(row.videoCount)} videos
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary" data-testid="candidate-type">
            {row.suggestedTypeLabel ?? "No clear type"}
            {band ? ` · ${BAND_LABELS[band]}` : ""}
          </Badge>
          {row.suggestedNicheName ? <Badge variant="outline">{row.suggestedNicheName}</Badge> : null}
          <Badge variant="outline">{row.suggestedCountry ? countryName(row.suggestedCountry) : "Country unknown"}</Badge>
          <Badge variant={row.faceless === "unlikely" ? "warning" : "outline"} data-testid="candidate-faceless">
            {FACELESS_LABELS[row.faceless]}
          </Badge>
          {row.status === "approved" ? (
            row.catalogueSlug ? (
              <Link to={`/channel/${encodeURIComponent(row.catalogueSlug)}`} className="text-primary hover:underline">
                In the directory
              </Link>
            ) : (
              <span className="text-muted-foreground">Approved, not imported yet (select it to try again)</span>
            )
          ) : null}
          {row.status === "rejected" && row.rejectReason ? (
            <span className="text-muted-foreground">Rejected: {row.rejectReason}</span>
          ) : null}
        </div>
        <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-foreground">Why this type</dt>
          <dd data-testid="candidate-type-evidence">
            {row.typeEvidence.length > 0 ? describeEvidence(row.typeEvidence) : "Nothing in its text points at a format."}
          </dd>
          <dt className="font-medium text-foreground">Faceless evidence</dt>
          <dd data-testid="candidate-faceless-evidence">
            {reasonsFor.length > 0 ? `For: ${reasonsFor.join("; ")}` : "Nothing says faceless"}
            {facelessAgainst.length > 0 ? `; against: ${describeEvidence(facelessAgainst)}` : ""}
          </dd>
          {row.nicheEvidence.length > 0 ? (
            <>
              <dt className="font-medium text-foreground">Why this niche</dt>
              <dd>{describeEvidence(row.nicheEvidence)}</dd>
            </>
          ) : null}
          <dt className="font-medium text-foreground">Found by</dt>
          <dd>
            {row.foundBy
              .map((finding) =>
                finding.via === "video"
                  ? `“${finding.query}” (its video “${finding.videoTitle ?? "untitled"}”)`
                  : `“${finding.query}” (channel search)`,
              )
              .join(", ")}
          </dd>
        </dl>
        {row.recentTitles.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
              Recent uploads ({row.recentTitles.length})
            </summary>
            <ul className="mt-2 list-disc pl-5 text-muted-foreground">
              {row.recentTitles.map((title, index) => (
                <li key={`${index}-${title}`}>{title}</li>
              ))}
            </ul>
          </details>
        ) : null}
        {row.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{row.description}</p> : null}
      </div>
    </li>
  );
}
